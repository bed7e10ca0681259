package variants

import (
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// CompileText is CompileTexts for a description that is not a file (one
// typed in a browser, say): it may extend and include built-in variants
// and fragments by name, but no path it names is read, so the text
// reaches no file.
func CompileText(name string, src []byte) (*interpreter.Program, diag.List) {
	l := newLoader(name, src)
	l.builtin = map[string]bool{} // not built in, whatever its name
	l.noFiles = true
	sv, diags := syntax.ParseWith(name, src, l.load)
	v, more := check.Check(sv)
	diags.Append(more)
	diags.Sort()
	if v == nil || diags.HasErrors() {
		return nil, diags
	}
	return interpreter.Compile(v), diags
}
