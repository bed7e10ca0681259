package interpreter_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
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

// ruleCase is a rule read as a test: a position, the moves played from it
// in turn, and what follows them: the position (FormatText), or the error
// of a move (a want starting "ply "), the legal moves, the result.
type ruleCase struct {
	name, position string
	moves          string // played in turn
	legal          string // the legal moves after them
	want           string // the position after them, or the error
	result         string
}

// runRuleCases plays each case on g, reporting what differs.
func runRuleCases(t *testing.T, g *interpreter.Game, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		s, err := g.ParseText(tc.position)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		mt, err := g.NewMatchFrom(s)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var perr error
		for _, mv := range strings.Fields(tc.moves) {
			if perr = mt.PlayName(mv); perr != nil {
				break
			}
		}
		if perr != nil || strings.HasPrefix(tc.want, "ply ") {
			if perr == nil || perr.Error() != tc.want {
				t.Errorf("%s: error %v, want %q", tc.name, perr, tc.want)
			}
			continue
		}
		if tc.want != "" {
			if got := g.FormatText(mt.State()); got != tc.want {
				t.Errorf("%s: position\n%s\nwant\n%s", tc.name, got, tc.want)
			}
		}
		if tc.legal != "" {
			if got := legalNames(t, g, mt); got != tc.legal {
				t.Errorf("%s: legal %q, want %q", tc.name, got, tc.legal)
			}
		}
		if got := mt.Result().String(); tc.result != "" && got != tc.result {
			t.Errorf("%s: result %q, want %q", tc.name, got, tc.result)
		}
	}
}

// legalNames is the names of the legal moves of mt, in order.
func legalNames(t *testing.T, g *interpreter.Game, mt *interpreter.Match) string {
	t.Helper()
	legal, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, mv := range legal {
		names = append(names, g.MoveName(mv))
	}
	return strings.Join(names, " ")
}
