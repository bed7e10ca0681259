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
