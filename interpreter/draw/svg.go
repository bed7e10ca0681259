package draw

import (
	"io"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// SVG writes the picture as an SVG document, the same drawing as PNG.
func (p *Picture) SVG(w io.Writer) error {
	l := p.layout()
	c := vgsvg.NewWith(vgsvg.UseWH(vg.Length(l.w), vg.Length(l.h)))
	p.draw(c, l)
	_, err := c.WriteTo(w)
	return err
}
