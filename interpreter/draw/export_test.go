package draw

// CanvasWidth is the width of the picture's canvas and its caption's
// lines, for tests.
func CanvasWidth(p *Picture) (int, []string) {
	l := p.layout()
	return l.w, l.caption
}

// TitleWidth and CaptionWidth are the widths of a title and of a
// caption line, for tests.
func TitleWidth(s string) float64   { return textWidth(s, titleSize, true) }
func CaptionWidth(s string) float64 { return textWidth(s, captionSize, false) }
