package record

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// ReadFile reads the record at path (at most input.Record.Max bytes).
func ReadFile(path string) (*Record, error) {
	data, err := input.Record.ReadFile(path)
	if err != nil {
		return nil, err
	}
	rec, err := Parse(bytes.NewReader(data))
	var e *Error
	if errors.As(err, &e) {
		e.File = path
	}
	if err != nil {
		return nil, err
	}
	rec.File = path
	return rec, nil
}

// isFile reports whether a variant is named by a file path, as
// variants.Read tells them apart.
func isFile(name string) bool {
	return strings.ContainsRune(name, '/') || strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml")
}

// Program loads the record's variant: a built-in variant, or a
// description file whose name ends in .yaml or .yml. The problems of a
// description are counted, not shown: they quote its lines, and a record
// may name any file.
func (rec *Record) Program() (*interpreter.Program, error) {
	name := rec.Variant
	at := rec.At["variant"]
	if !isFile(name) {
		p, err := variants.Load(name)
		if err != nil {
			return nil, rec.errorf(at, "%v", err)
		}
		return p, nil
	}
	if !strings.HasSuffix(name, ".yaml") && !strings.HasSuffix(name, ".yml") {
		return nil, rec.errorf(at, "variant %q: a description file's name ends in .yaml or .yml", name)
	}
	file, src, err := variants.Read(name)
	if err != nil {
		return nil, rec.errorf(at, "variant: %v", err)
	}
	p, diags := variants.Compile(file, src)
	if p == nil {
		errs, _ := diags.Count()
		first := diag.Pos{File: file}
		for _, d := range diags {
			if d.Severity == diag.Error {
				first = d.Pos
				break
			}
		}
		n := fmt.Sprintf("%d errors", errs)
		if errs == 1 {
			n = "1 error"
		}
		return nil, rec.errorf(at, "variant %s is not a valid description (%s, the first at %s; mancala validate %s shows them)", name, n, first, name)
	}
	return p, nil
}
