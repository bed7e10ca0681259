package interpreter_test

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/interpreter"
	"mancala/variants"
)

// testGame compiles the description in file (a path from this
// package's directory) and configures it with opts, failing the test on
// any error.
func testGame(t *testing.T, file string, opts map[string]string) *interpreter.Game {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return sourceGame(t, filepath.Base(file), string(src), opts)
}

// sourceGame compiles a description given as text, named name in
// messages, and configures it with opts.
func sourceGame(t *testing.T, name, src string, opts map[string]string) *interpreter.Game {
	t.Helper()
	p, diags := variants.Compile(name, []byte(src))
	if p == nil {
		t.Fatal(diags)
	}
	g, err := p.Configure(opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// eachGame calls fn with every built-in variant and test description
// (testdata/*.yaml), under each of its rulesets ("" for none).
func eachGame(t *testing.T, fn func(name, ruleset string, g *interpreter.Game)) {
	t.Helper()
	files, _ := filepath.Glob("../testdata/*.yaml")
	for _, name := range append(variants.Names(), files...) {
		prog, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		sets := []string{""}
		for _, rs := range prog.Rulesets() {
			sets = append(sets, rs.Name)
		}
		for _, set := range sets {
			g, err := prog.ConfigureRuleset(set, nil)
			if err != nil {
				t.Fatal(err)
			}
			fn(name, set, g)
		}
	}
}
