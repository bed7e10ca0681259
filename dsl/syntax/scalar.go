package syntax

import (
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// locate returns where each byte of a scalar's value stands in the file.
// The value is not the text as written: YAML drops the indentation of a
// block scalar (| or >) and of a scalar's later lines, folds line breaks
// into spaces, and replaces a quoted scalar's escapes. Only whitespace and
// escapes differ, so the value's other characters are found in the file
// in order, from where the text starts: after the quote of a quoted
// scalar, on the line after the header of a block scalar.
func (r *reader) locate(n *yaml.Node) expr.Locator {
	v := n.Value
	start := r.offset(n.Line, n.Column)
	switch n.Style {
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		start++
	case yaml.LiteralStyle, yaml.FoldedStyle:
		start = r.offset(n.Line+1, 1)
	}
	m := align(v, r.src, start, n.Style)
	return func(i int) diag.Pos { return r.at(m[min(max(i, 0), len(v))]) }
}

// align maps each byte of v, and its end, to an offset in src, the text
// of v as written from offset start.
func align(v string, src []byte, start int, style yaml.Style) []int {
	m := make([]int, len(v)+1)
	si, vi := start, 0
	end := start // after the last character matched
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for vi < len(v) {
		c := v[vi]
		if !space(c) {
			for si < len(src) && space(src[si]) {
				si++
			}
		}
		if style == yaml.DoubleQuotedStyle && si < len(src) && src[si] == '\\' {
			if si+1 < len(src) && (src[si+1] == '\n' || src[si+1] == '\r') {
				si++ // a line continued: the break and indentation are skipped
				continue
			}
			_, size := utf8.DecodeRuneInString(v[vi:])
			for k := range size {
				m[vi+k] = si
			}
			vi += size
			si = min(si+escapeLen(src, si), len(src))
			end = si
			continue
		}
		if space(c) {
			m[vi] = si
			if si < len(src) && src[si] == c {
				si++
			}
			vi++
			continue
		}
		if si >= len(src) || src[si] != c {
			break // lost: the rest stays where the text was last known
		}
		m[vi] = si
		si++
		vi++
		end = si
		if style == yaml.SingleQuotedStyle && c == '\'' && si < len(src) && src[si] == '\'' {
			si++ // '' writes one '
			end = si
		}
	}
	for ; vi < len(v); vi++ {
		m[vi] = si
	}
	m[len(v)] = end
	return m
}

// escapeLen is the length of the escape sequence at src[i] in a
// double-quoted scalar.
func escapeLen(src []byte, i int) int {
	if i+1 >= len(src) {
		return 1
	}
	switch src[i+1] {
	case 'x':
		return 4
	case 'u':
		return 6
	case 'U':
		return 10
	}
	return 2
}

// lineStarts returns the offset of each line of the file.
func (r *reader) lineStarts() []int {
	if r.lines == nil {
		r.lines = []int{0}
		for i, c := range r.src {
			if c == '\n' {
				r.lines = append(r.lines, i+1)
			}
		}
	}
	return r.lines
}

// offset is the offset in the file of line and column (both from 1,
// columns counting characters as yaml.v3 does).
func (r *reader) offset(line, col int) int {
	ls := r.lineStarts()
	if line < 1 {
		return 0
	}
	if line > len(ls) {
		return len(r.src)
	}
	i := ls[line-1]
	for ; col > 1 && i < len(r.src) && r.src[i] != '\n'; col-- {
		_, size := utf8.DecodeRune(r.src[i:])
		i += size
	}
	return i
}

// at is the position of offset i of the file.
func (r *reader) at(i int) diag.Pos {
	ls := r.lineStarts()
	l := sort.Search(len(ls), func(k int) bool { return ls[k] > i }) // lines starting at or before i
	return diag.Pos{File: r.file, Line: l, Col: 1 + utf8.RuneCount(r.src[ls[l-1]:i])}
}

// textPos is where the text of a scalar starts: after the quote of a
// quoted scalar, on its first line of text for a block scalar.
func (r *reader) textPos(n *yaml.Node) diag.Pos {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return r.pos(n)
	}
	lead := len(n.Value) - len(strings.TrimLeft(n.Value, " \t\r\n"))
	return r.locate(n)(lead)
}
