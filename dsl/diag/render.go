package diag

import (
	"strings"
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
		col := min(d.Pos.Col, len(line)+1)
		b.WriteString("    " + strings.Repeat(" ", col-1) + "^\n")
	}
	return b.String()
}

func sourceLine(src []byte, n int) (string, bool) {
	if src == nil || n < 1 {
		return "", false
	}
	lines := strings.Split(string(src), "\n")
	if n > len(lines) {
		return "", false
	}
	return strings.TrimRight(lines[n-1], "\r"), true
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
