package draw

import (
	"io"
	"math"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

// PNG writes the picture as a PNG image, anti-aliased, Scale times the
// size of the layout in pixels.
func (p *Picture) PNG(w io.Writer) error {
	l := p.layout()
	scale := p.Scale
	if scale <= 0 {
		scale = 1
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(l.w), vg.Length(l.h)), vgimg.UseDPI(int(math.Round(72*scale))))
	p.draw(c, l)
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}
