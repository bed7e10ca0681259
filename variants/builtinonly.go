package variants

import (
	"mancala/dsl/check"
	"mancala/dsl/diag"
	"mancala/dsl/syntax"
	"mancala/interpreter"
)

// CompileBuiltinOnly is Compile for a description from a source that
// must not reach the file system (a request to a server): its extends
// and include may name built-in variants and fragments only, and a path
// there is a diagnostic, no file read.
func CompileBuiltinOnly(file string, src []byte) (*interpreter.Program, diag.List) {
	l := newLoader(file, src)
	l.noFiles = true
	sv, diags := syntax.ParseWith(file, src, l.load)
	v, more := check.Check(sv)
	diags.Append(more)
	diags.Sort()
	if v == nil || diags.HasErrors() {
		return nil, diags
	}
	return interpreter.Compile(v), diags
}
