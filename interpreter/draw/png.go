package draw

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// PNG writes the picture as a PNG image.
func (p *Picture) PNG(w io.Writer) error {
	l := p.layout()
	b := p.Game.Program().Board()
	img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
	fill(img, img.Bounds(), color.White)
	wood, hole, dark := rgb(0xc8a26b), rgb(0x8b6332), rgb(0x5b3d17)
	fill(img, image.Rect(margin/2, margin/2+20, l.w-margin/2, l.h-margin/2-24), wood)
	for i := 1; i < len(p.Path); i++ { // under the pits: seen between them
		a, c := p.Path[i-1], p.Path[i]
		line(img, l.cx[a], l.cy[a], l.cx[c], l.cy[c], rgb(0x2e7d32))
	}
	for x := range b.N() {
		r := float64(radius)
		ry := r
		if b.IsStore(x) {
			ry = r * float64(b.Rows) * 1.1
		}
		ring, width := dark, 1.5
		if p.special(x) {
			ring, width = rgb(hex(ownerColour(p.State.Owner[x]))), 4
		}
		ellipse(img, l.cx[x], l.cy[x], r, ry, hole, ring, width)
		text(img, l.cx[x], l.cy[x]+4, fmt.Sprint(p.State.Pits[x]), color.White)
	}
	if len(p.Path) > 1 { // where the last seed fell
		last := p.Path[len(p.Path)-1]
		ring(img, l.cx[last], l.cy[last], radius+5, rgb(0x2e7d32))
	}
	for _, lb := range l.labels {
		text(img, lb.x, lb.y, lb.text, rgb(0x3b2a14))
	}
	textLeft(img, margin/2, l.h-10, strings.ReplaceAll(p.caption(), "·", "|"), color.Black) // the bitmap font has no ·
	if p.Title != "" {
		textLeft(img, margin/2, 22, p.Title, color.Black)
	}
	return png.Encode(w, img)
}

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

func hex(s string) uint32 {
	var v uint32
	fmt.Sscanf(s, "#%x", &v)
	return v
}

func fill(img *image.RGBA, r image.Rectangle, c color.Color) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.Set(x, y, c)
		}
	}
}

// ellipse fills an ellipse and rings it.
func ellipse(img *image.RGBA, cx, cy, rx, ry float64, in, ring color.Color, width float64) {
	for y := int(cy - ry - width); y <= int(cy+ry+width); y++ {
		for x := int(cx - rx - width); x <= int(cx+rx+width); x++ {
			dx, dy := (float64(x)-cx)/rx, (float64(y)-cy)/ry
			d := math.Sqrt(dx*dx+dy*dy) * math.Min(rx, ry)
			switch {
			case d <= math.Min(rx, ry)-width:
				img.Set(x, y, in)
			case d <= math.Min(rx, ry):
				img.Set(x, y, ring)
			}
		}
	}
}

func line(img *image.RGBA, x0, y0, x1, y1 float64, c color.Color) {
	n := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))) + 1
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		x, y := x0+t*(x1-x0), y0+t*(y1-y0)
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				img.Set(int(x)+dx, int(y)+dy, c)
			}
		}
	}
}

// text draws s centred on x, with its baseline at y.
func text(img *image.RGBA, x, y float64, s string, c color.Color) {
	d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13}
	width := d.MeasureString(s).Round()
	d.Dot = fixed.P(int(x)-width/2, int(y))
	d.DrawString(s)
}

func textLeft(img *image.RGBA, x, y int, s string, c color.Color) {
	d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// ring draws a circle's outline, 2 pixels wide.
func ring(img *image.RGBA, cx, cy, r float64, c color.Color) {
	for y := int(cy - r - 2); y <= int(cy+r+2); y++ {
		for x := int(cx - r - 2); x <= int(cx+r+2); x++ {
			if d := math.Hypot(float64(x)-cx, float64(y)-cy); d >= r && d <= r+2 {
				img.Set(x, y, c)
			}
		}
	}
}
