package variants

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
	"github.com/mancala-toolkit/mancala/input"
)

// isPath tells a file path from a built-in name: a path contains a / or
// ends in .yaml or .yml.
func isPath(ref string) bool {
	return strings.ContainsRune(ref, '/') || strings.HasSuffix(ref, ".yaml") || strings.HasSuffix(ref, ".yml")
}

// loader finds the files a description names in extends and include.
// A name is a built-in variant (extends) or a built-in fragment, in
// fragments/ (include); a path is read beside the file that names it:
// in the built-in files for a built-in description, else on disk.
type loader struct {
	builtin map[string]bool // files read from the built-in ones
	texts   Texts
	// noFiles refuses every path that is not built in: the description
	// came from elsewhere than a file (see CompileText)
	noFiles bool
}

// Texts holds the text of each file read for a description, by the name
// its diagnostics give, to show the lines they point at.
type Texts map[string][]byte

// newLoader starts a loader for the description file, src its text. A
// file named variants/NAME.yaml whose text is the built-in NAME's is
// built in, wherever it was read from.
func newLoader(file string, src []byte) *loader {
	l := &loader{builtin: map[string]bool{}, texts: Texts{file: src}}
	if rel, ok := strings.CutPrefix(filepath.ToSlash(file), "variants/"); ok {
		if b, err := files.ReadFile(rel); err == nil && bytes.Equal(b, src) {
			l.builtin[file] = true
		}
	}
	return l
}

func (l *loader) load(from, ref, kind string) (string, []byte, error) {
	name, b, err := l.find(from, ref, kind)
	if err == nil {
		l.texts[name] = b
	}
	return name, b, err
}

func (l *loader) find(from, ref, kind string) (string, []byte, error) {
	if ref == "" {
		return "", nil, fmt.Errorf("no file named")
	}
	if !isPath(ref) {
		rel := ref + ".yaml"
		what, names := "built-in variant", Names()
		if kind == "fragment" {
			rel, what, names = "fragments/"+rel, "built-in fragment", Fragments()
		}
		name, b, err := l.builtinFile(rel)
		if err != nil {
			if c := diag.Closest(ref, names); c != "" {
				return "", nil, fmt.Errorf("no %s %q; did you mean %q? (or give a path to a .yaml file)", what, ref, c)
			}
			return "", nil, fmt.Errorf("no %s %q; there are: %s (or give a path to a .yaml file)", what, ref, strings.Join(names, ", "))
		}
		return name, b, nil
	}
	if l.builtin[from] {
		rel := path.Join(path.Dir(strings.TrimPrefix(from, "variants/")), ref)
		if strings.HasPrefix(rel, "../") || path.IsAbs(ref) {
			return "", nil, fmt.Errorf("a built-in description names only built-in files")
		}
		name, b, err := l.builtinFile(rel)
		if err != nil {
			return "", nil, fmt.Errorf("no built-in file %s", rel)
		}
		return name, b, nil
	}
	if l.noFiles {
		return "", nil, fmt.Errorf("a description that is not a file names built-in variants and fragments only, by name")
	}
	name := ref
	if !filepath.IsAbs(ref) {
		name = filepath.Join(filepath.Dir(from), ref)
	}
	b, err := input.Description.ReadFile(name)
	if err != nil {
		return "", nil, err
	}
	return name, b, nil
}

// builtinFile reads the built-in file rel (a path inside variants/) and
// notes it as built in, so that the paths it names are read there too.
func (l *loader) builtinFile(rel string) (string, []byte, error) {
	b, err := files.ReadFile(rel)
	if err != nil {
		return "", nil, err
	}
	name := "variants/" + rel
	l.builtin[name] = true
	return name, b, nil
}

// Fragments lists the built-in fragments, pieces of rules that built-in
// variants (and any other) include by name.
func Fragments() []string {
	entries, _ := fs.Glob(files, "fragments/*.yaml")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(path.Base(e), ".yaml"))
	}
	return out
}

// parse reads a description and the files it names.
func parse(file string, src []byte) (*syntax.Variant, diag.List, Texts) {
	l := newLoader(file, src)
	v, diags := syntax.ParseWith(file, src, l.load)
	return v, diags, l.texts
}

// FragmentDoc returns the doc line of a built-in fragment.
func FragmentDoc(name string) string {
	b, err := files.ReadFile("fragments/" + name + ".yaml")
	if err != nil {
		return ""
	}
	var f struct {
		Doc string `yaml:"doc"`
	}
	if yaml.Unmarshal(b, &f) != nil {
		return ""
	}
	return f.Doc
}
