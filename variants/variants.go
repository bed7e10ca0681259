// Package variants holds the built-in variant descriptions and loads a
// variant by name or from a file: parse, check and compile in one call.
package variants

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
)

//go:embed *.yaml *.md fragments/*.yaml
var files embed.FS

// FS returns the built-in descriptions and their rule documents.
func FS() fs.FS { return files }

// Names lists the built-in variants, sorted.
func Names() []string {
	entries, _ := fs.Glob(files, "*.yaml")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e, ".yaml"))
	}
	sort.Strings(out)
	return out
}

// Source returns the text of a built-in variant's description.
func Source(name string) ([]byte, bool) {
	b, err := files.ReadFile(name + ".yaml")
	return b, err == nil
}

// RulesDoc returns the rule document of a built-in variant.
func RulesDoc(name string) ([]byte, bool) {
	b, err := files.ReadFile(name + ".md")
	return b, err == nil
}

// Compile parses, checks and compiles a description. The diagnostics
// include warnings even when the description compiles.
func Compile(file string, src []byte) (*interpreter.Program, diag.List) {
	p, diags, _ := CompileTexts(file, src)
	return p, diags
}

// CompileTexts is Compile that also returns the text of every file read:
// the description and those it extends and includes.
func CompileTexts(file string, src []byte) (*interpreter.Program, diag.List, Texts) {
	sv, diags, texts := parse(file, src)
	v, more := check.Check(sv)
	diags.Append(more)
	diags.Sort()
	if v == nil || diags.HasErrors() {
		return nil, diags, texts
	}
	return interpreter.Compile(v), diags, texts
}

// Load returns a built-in variant by name, or reads a description from a
// file path (anything containing a / or ending in .yaml or .yml).
func Load(nameOrPath string) (*interpreter.Program, error) {
	file, src, err := Read(nameOrPath)
	if err != nil {
		return nil, err
	}
	p, diags := Compile(file, src)
	if p == nil {
		return nil, diags.Err()
	}
	return p, nil
}

// Read returns the file name and source of a built-in variant or a file.
func Read(nameOrPath string) (string, []byte, error) {
	if isPath(nameOrPath) {
		src, err := input.Description.ReadFile(nameOrPath)
		if err != nil {
			return "", nil, err
		}
		return nameOrPath, src, nil
	}
	src, ok := Source(nameOrPath)
	if !ok {
		if c := diag.Closest(nameOrPath, Names()); c != "" {
			return "", nil, fmt.Errorf("unknown variant %q; did you mean %q? (mancala list gives the built-in variants; or give a path to a .yaml file)", nameOrPath, c)
		}
		return "", nil, fmt.Errorf("unknown variant %q; built-in variants: %s (or give a path to a .yaml file)", nameOrPath, strings.Join(Names(), ", "))
	}
	return "variants/" + nameOrPath + ".yaml", src, nil
}

// MustLoad is Load for built-in variants known to be valid; it panics on error.
func MustLoad(name string) *interpreter.Program {
	p, err := Load(name)
	if err != nil {
		panic(err)
	}
	return p
}

// CheckRulesDoc reports, as a warning, a rule document named by a
// description's rules key that is not beside it (or, for a built-in
// variant, not built in), and, as an error, one that is not a regular
// file or is larger than a rule document may be.
func CheckRulesDoc(file string, p *interpreter.Program) diag.List {
	var d diag.List
	v := p.Variant()
	if v.RulesDoc == "" {
		return d
	}
	name := strings.TrimSuffix(strings.TrimPrefix(file, "variants/"), ".yaml")
	if _, ok := RulesDoc(name); ok && strings.HasPrefix(file, "variants/") {
		return d
	}
	err := input.RuleDoc.Check(filepath.Join(filepath.Dir(file), v.RulesDoc))
	pos := v.Syntax.Rules.Pos
	var ie *input.Error
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrNotExist):
		d.Warnf(pos, "rules-doc", "rules: no rule document %q beside the description", v.RulesDoc)
	case errors.As(err, &ie):
		d.Errorf(pos, "rules-doc", "rules: %s %s", v.RulesDoc, ie.Reason)
	default:
		d.Errorf(pos, "rules-doc", "rules: %v", err)
	}
	return d
}
