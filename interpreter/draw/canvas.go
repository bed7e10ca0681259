package draw

import (
	"fmt"
	"image/color"
	"math"
	"sync"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
	"gonum.org/v1/plot/vg"
)

// Text sizes, in points (pixels at scale 1).
const (
	titleSize   = 16
	labelSize   = 12
	countSize   = 16
	captionSize = 13
	lapSize     = 10
	captionLine = 18 // the distance between caption lines
)

// Colours.
var (
	white    = rgb(0xffffff)
	wood     = rgb(0xc8a26b)
	woodEdge = rgb(0x7a5a2f)
	hole     = rgb(0x8b6332)
	holeEdge = rgb(0x5b3d17)
	ink      = rgb(0x3b2a14)
	pathInk  = rgb(0x2e7d32)
)

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

func hex(s string) color.RGBA {
	var v uint32
	fmt.Sscanf(s, "#%x", &v)
	return rgb(v)
}

var (
	fontsOnce sync.Once
	fonts     *font.Cache
)

// face is Liberation Sans at size, bold or not.
func face(size float64, bold bool) font.Face {
	fontsOnce.Do(func() { fonts = font.NewCache(liberation.Collection()) })
	f := font.Font{Typeface: "Liberation", Variant: "Sans"}
	if bold {
		f.Weight = xfont.WeightBold
	}
	return fonts.Lookup(f, vg.Length(size))
}

// textWidth is the width of s in points.
func textWidth(s string, size float64, bold bool) float64 {
	if s == "" {
		return 0
	}
	f := face(size, bold)
	return f.Width(s).Points()
}

// pen draws on a canvas in the layout's coordinates: pixels from the
// top left at scale 1 (a vg canvas counts points from the bottom left).
type pen struct {
	c vg.Canvas
	h float64
}

func (d pen) pt(x, y float64) vg.Point { return vg.Point{X: vg.Length(x), Y: vg.Length(d.h - y)} }

// ellipse fills an ellipse centred on x, y, and strokes it width wide
// (no stroke when width is 0).
func (d pen) ellipse(x, y, rx, ry float64, in, edge color.Color, width float64) {
	const k = 0.5522847 // a quarter circle as one cubic Bézier curve
	var p vg.Path
	p.Move(d.pt(x+rx, y))
	p.CubeTo(d.pt(x+rx, y+k*ry), d.pt(x+k*rx, y+ry), d.pt(x, y+ry))
	p.CubeTo(d.pt(x-k*rx, y+ry), d.pt(x-rx, y+k*ry), d.pt(x-rx, y))
	p.CubeTo(d.pt(x-rx, y-k*ry), d.pt(x-k*rx, y-ry), d.pt(x, y-ry))
	p.CubeTo(d.pt(x+k*rx, y-ry), d.pt(x+rx, y-k*ry), d.pt(x+rx, y))
	p.Close()
	if in != nil {
		d.c.SetColor(in)
		d.c.Fill(p)
	}
	if width > 0 {
		d.c.SetColor(edge)
		d.c.SetLineWidth(vg.Length(width))
		d.c.Stroke(p)
	}
}

// roundRect fills and strokes a rectangle with rounded corners.
func (d pen) roundRect(x0, y0, x1, y1, r float64, in, edge color.Color) {
	var p vg.Path
	p.Move(d.pt(x0+r, y0))
	p.Line(d.pt(x1-r, y0))
	p.QuadTo(d.pt(x1, y0), d.pt(x1, y0+r))
	p.Line(d.pt(x1, y1-r))
	p.QuadTo(d.pt(x1, y1), d.pt(x1-r, y1))
	p.Line(d.pt(x0+r, y1))
	p.QuadTo(d.pt(x0, y1), d.pt(x0, y1-r))
	p.Line(d.pt(x0, y0+r))
	p.QuadTo(d.pt(x0, y0), d.pt(x0+r, y0))
	p.Close()
	d.c.SetColor(in)
	d.c.Fill(p)
	d.c.SetColor(edge)
	d.c.SetLineWidth(2)
	d.c.Stroke(p)
}

// text draws s with its baseline at y: centred on x, or starting at x.
func (d pen) text(x, y float64, s string, size float64, bold, centred bool, c color.Color) {
	if centred {
		x -= textWidth(s, size, bold) / 2
	}
	d.c.SetColor(c)
	d.c.FillString(face(size, bold), d.pt(x, y), s)
}

// line strokes a polyline.
func (d pen) line(pts [][2]float64, width float64, c color.Color) {
	var p vg.Path
	for i, q := range pts {
		if i == 0 {
			p.Move(d.pt(q[0], q[1]))
		} else {
			p.Line(d.pt(q[0], q[1]))
		}
	}
	d.c.SetColor(c)
	d.c.SetLineWidth(vg.Length(width))
	d.c.Stroke(p)
}

// arrowhead fills a triangle pointing from a to b, its tip at b.
func (d pen) arrowhead(a, b [2]float64, size float64, c color.Color) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	dx, dy = dx/n, dy/n
	base := [2]float64{b[0] - dx*size, b[1] - dy*size}
	var p vg.Path
	p.Move(d.pt(b[0], b[1]))
	p.Line(d.pt(base[0]-dy*size*0.55, base[1]+dx*size*0.55))
	p.Line(d.pt(base[0]+dy*size*0.55, base[1]-dx*size*0.55))
	p.Close()
	d.c.SetColor(c)
	d.c.Fill(p)
}

// draw draws the picture on c, whose size is the layout's.
func (p *Picture) draw(c vg.Canvas, l layout) {
	d := pen{c: c, h: float64(l.h)}
	b := p.Game.Program().Board()
	d.c.SetColor(white)
	d.c.Fill(vg.Rectangle{Max: vg.Point{X: vg.Length(l.w), Y: vg.Length(l.h)}}.Path())
	d.roundRect(l.board[0], l.board[1], l.board[2], l.board[3], 18, wood, woodEdge)
	if p.Title != "" {
		d.text(float64(margin/2), 22, p.Title, titleSize, true, false, color.Black)
	}
	for x := range b.N() {
		ry := float64(radius)
		if b.IsStore(x) {
			ry *= float64(b.Rows) * 1.1
		}
		edge, width := color.Color(holeEdge), 1.5
		if p.special(x) {
			edge, width = hex(ownerColour(p.State.Owner[x])), 4
		}
		d.ellipse(l.cx[x], l.cy[x], radius, ry, hole, edge, width)
	}
	p.drawLaps(d, l)
	for x := range b.N() {
		d.text(l.cx[x], l.cy[x]+6, fmt.Sprint(p.State.Pits[x]), countSize, true, true, white)
	}
	for _, lb := range l.labels {
		d.text(lb.x, lb.y, lb.text, labelSize, false, true, ink)
	}
	for i, line := range l.caption {
		d.text(float64(margin/2), l.board[3]+8+float64(i+1)*captionLine-4, line, captionSize, false, false, color.Black)
	}
}

// drawLaps draws the laps of the last move over the holes: each lap a
// line from the pit it was lifted from to the pit its last seed fell
// in, shifted a little from the laps before it so that laps over the
// same pits stay apart, an arrowhead at its end, its number in a disc
// at its start; the pit of the move's last seed is ringed.
func (p *Picture) drawLaps(d pen, l layout) {
	laps := p.laps()
	if len(laps) == 0 {
		return
	}
	shift := func(k int) float64 { return float64(k%5-2) * 3.5 }
	for k, lap := range laps {
		var pts [][2]float64
		for i, x := range lap {
			q := [2]float64{l.cx[x] + shift(k), l.cy[x] + shift(k)}
			if i > 0 && q == pts[len(pts)-1] {
				continue // a seed back into the pit lifted from
			}
			pts = append(pts, q)
		}
		colour := pathInk
		colour.A = 215
		if len(pts) > 1 {
			end := pts[len(pts)-1]
			prev := pts[len(pts)-2]
			// the line stops at the arrowhead's base, the tip at the
			// hole's edge
			dx, dy := end[0]-prev[0], end[1]-prev[1]
			n := math.Hypot(dx, dy)
			tip := [2]float64{end[0] - dx/n*(radius*0.45), end[1] - dy/n*(radius*0.45)}
			line := append(append([][2]float64{}, pts[:len(pts)-1]...), [2]float64{tip[0] - dx/n*8, tip[1] - dy/n*8})
			d.line(line, 3.5, colour)
			d.arrowhead(prev, tip, 12, colour)
		}
		start := pts[0]
		d.ellipse(start[0]-radius*0.8, start[1]-radius*0.8, 8, 8, pathInk, white, 1.2)
		d.text(start[0]-radius*0.8, start[1]-radius*0.8+3.5, fmt.Sprint(k+1), lapSize, true, true, white)
	}
	last := laps[len(laps)-1]
	x := last[len(last)-1]
	d.c.SetLineDash([]vg.Length{4, 3}, 0)
	d.ellipse(l.cx[x], l.cy[x], radius+5, radius+5, nil, pathInk, 3)
	d.c.SetLineDash(nil, 0)
}
