package draw

import (
	"fmt"
	"io"
	"strings"
)

// SVG writes the picture as an SVG document.
func (p *Picture) SVG(w io.Writer) error {
	l := p.layout()
	b := p.Game.Program().Board()
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", l.w, l.h, l.w, l.h)
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="#ffffff"/>`+"\n", l.w, l.h)
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" rx="18" fill="#c8a26b" stroke="#7a5a2f" stroke-width="2"/>`+"\n",
		margin/2, margin/2+20, l.w-margin, l.h-margin-44)
	if p.Title != "" {
		fmt.Fprintf(&sb, `<text x="%d" y="22" font-size="16" font-weight="bold">%s</text>`+"\n", margin/2, escape(p.Title))
	}
	if len(p.Path) > 1 { // under the pits: seen between them
		var pts []string
		for _, x := range p.Path {
			pts = append(pts, fmt.Sprintf("%.0f,%.0f", l.cx[x], l.cy[x]))
		}
		fmt.Fprintf(&sb, `<polyline points="%s" fill="none" stroke="#2e7d32" stroke-width="5" stroke-linejoin="round"/>`+"\n", strings.Join(pts, " "))
	}
	for x := range b.N() {
		r := float64(radius)
		if b.IsStore(x) {
			fmt.Fprintf(&sb, `<ellipse cx="%.0f" cy="%.0f" rx="%.0f" ry="%.0f" fill="#8b6332" stroke="#5b3d17"/>`+"\n", l.cx[x], l.cy[x], r, r*float64(b.Rows)*1.1)
		} else {
			stroke, width := "#5b3d17", 1
			if p.special(x) {
				stroke, width = ownerColour(p.State.Owner[x]), 4
			}
			fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="%.0f" fill="#8b6332" stroke="%s" stroke-width="%d"/>`+"\n", l.cx[x], l.cy[x], r, stroke, width)
		}
		fmt.Fprintf(&sb, `<text x="%.0f" y="%.0f" font-size="16" text-anchor="middle" fill="#ffffff">%d</text>`+"\n", l.cx[x], l.cy[x]+6, p.State.Pits[x])
	}
	if len(p.Path) > 1 { // where the last seed fell
		last := p.Path[len(p.Path)-1]
		fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="%d" fill="none" stroke="#2e7d32" stroke-width="3" stroke-dasharray="4 3"/>`+"\n", l.cx[last], l.cy[last], radius+5)
	}
	for _, lb := range l.labels {
		fmt.Fprintf(&sb, `<text x="%.0f" y="%.0f" font-size="12" text-anchor="middle" fill="#3b2a14">%s</text>`+"\n", lb.x, lb.y, escape(lb.text))
	}
	fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="13">%s</text>`+"\n", margin/2, l.h-10, escape(p.caption()))
	sb.WriteString("</svg>\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
