// Package diag holds the one position type and the one diagnostics list
// used by every stage of the toolkit, from the YAML reader to the checker.
//
// A Diagnostic prints as "file:line:col: message", like the Go compiler.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a place in a source file. Line and Col are 1-based; Col counts
// characters, as yaml.v3 does (a byte that is not UTF-8 counts one). A
// zero Line means the position is unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether the position names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats the position as file:line:col, leaving out what is unknown.
func (p Pos) String() string {
	s := p.File
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	return s
}

// Shift returns the position n columns further on the same line.
func (p Pos) Shift(n int) Pos {
	p.Col += n
	return p
}

// Severity says whether a diagnostic fails a description.
type Severity int

// The severities, most serious first.
const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one problem found in a description.
type Diagnostic struct {
	Pos        Pos
	Severity   Severity
	Code       string // a short stable identifier, e.g. "unknown-key"
	Message    string
	Suggestion string // a fix to offer, may be empty
}

// Error formats the diagnostic as "file:line:col: message (suggestion)".
func (d Diagnostic) Error() string {
	var b strings.Builder
	if s := d.Pos.String(); s != "" {
		b.WriteString(s)
		b.WriteString(": ")
	}
	if d.Severity == Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(d.Message)
	if d.Suggestion != "" {
		b.WriteString(" (")
		b.WriteString(d.Suggestion)
		b.WriteString(")")
	}
	return b.String()
}

// List collects diagnostics. The zero value is an empty list ready to use.
type List []Diagnostic

// Errorf adds an error at pos.
func (l *List) Errorf(pos Pos, code, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: Error, Code: code, Message: fmt.Sprintf(format, args...)})
}

// Warnf adds a warning at pos.
func (l *List) Warnf(pos Pos, code, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: Warning, Code: code, Message: fmt.Sprintf(format, args...)})
}

// Add appends a diagnostic.
func (l *List) Add(d Diagnostic) { *l = append(*l, d) }

// Suggest sets the suggestion of the last diagnostic added.
func (l *List) Suggest(format string, args ...any) {
	if n := len(*l); n > 0 {
		(*l)[n-1].Suggestion = fmt.Sprintf(format, args...)
	}
}

// Append adds all diagnostics of other.
func (l *List) Append(other List) { *l = append(*l, other...) }

// HasErrors reports whether any diagnostic is an error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Sort orders the list by file, line and column, keeping the order of
// diagnostics at the same place.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Error formats every diagnostic, one per line.
func (l List) Error() string {
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.Error())
	}
	return b.String()
}

// Err returns the list as an error if it holds an error, else nil.
func (l List) Err() error {
	if l.HasErrors() {
		return l
	}
	return nil
}
