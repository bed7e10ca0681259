package diag

import (
	"strings"
	"unicode/utf8"
)

// Render writes a diagnostic as the Go compiler and HCL do: the
// file:line:col message, then the offending source line with a caret
// under the column. src is the file's text (nil to leave the line out).
func Render(d Diagnostic, src []byte) string {
	var b strings.Builder
	b.WriteString(d.Error())
	b.WriteByte('\n')
	if line, ok := sourceLine(src, d.Pos.Line); ok && d.Pos.Col > 0 {
		line = strings.ReplaceAll(line, "\t", " ")
		b.WriteString("    " + line + "\n")
		col := min(d.Pos.Col, utf8.RuneCountInString(line)+1)
		b.WriteString("    " + strings.Repeat(" ", col-1) + "^\n")
	}
	return b.String()
}

// sourceLine is line n of src as it can be shown: without a byte-order
// mark, each byte that is not UTF-8 and each control character as one
// U+FFFD, so that the caret stays under its column; none for a line with
// a zero byte, which is not text (a file in UTF-16, say).
func sourceLine(src []byte, n int) (string, bool) {
	if src == nil || n < 1 {
		return "", false
	}
	lines := strings.Split(string(src), "\n")
	if n > len(lines) {
		return "", false
	}
	line := strings.TrimRight(lines[n-1], "\r")
	if n == 1 {
		line = strings.TrimPrefix(line, "\uFEFF")
	}
	if strings.IndexByte(line, 0) >= 0 {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(line); {
		c, size := utf8.DecodeRuneInString(line[i:])
		if c < 0x20 && c != '\t' || c == 0x7f {
			c = utf8.RuneError
		}
		b.WriteRune(c)
		i += size
	}
	return b.String(), true
}

// Count returns the number of errors and of warnings in the list.
func (l List) Count() (errors, warnings int) {
	for _, d := range l {
		if d.Severity == Error {
			errors++
		} else {
			warnings++
		}
	}
	return errors, warnings
}
