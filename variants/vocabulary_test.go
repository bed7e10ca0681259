package variants

import (
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// vocabularyFiles are made-up games that together use every entry of the
// language's registry.
var vocabularyFiles = []string{"../testdata/vocabulary.yaml", "../testdata/stores.yaml", "../testdata/features.yaml", "../testdata/rounds.yaml", "../testdata/recipes.yaml", "../testdata/pass.yaml", "../testdata/sets.yaml", "../testdata/values.yaml", "../testdata/nobody.yaml", "../testdata/refill.yaml", "../testdata/choice.yaml", "../testdata/twopit.yaml", "../testdata/halves.yaml", "../testdata/points.yaml", "../testdata/ready.yaml", "../testdata/turn.yaml", "../testdata/lang/lots/lots.yaml", "../testdata/kinds.yaml", "../testdata/players.yaml", "../testdata/keep.yaml", "../testdata/stack.yaml"}

// TestVocabulary plays random games of the vocabulary files: every entry
// of the registry compiles, and games conserve seeds and end.
func TestVocabulary(t *testing.T) {
	text := ""
	for _, file := range vocabularyFiles {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		text += string(src)
	}
	uses := func(kind, name string, re string) {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("vocabulary.yaml does not use %s %s", kind, name)
		}
	}
	for _, n := range builtin.Names {
		uses("name", n.Name, `\b`+n.Name+`\b`)
	}
	for _, a := range builtin.Attrs {
		uses("attribute", a.Name, `\.`+a.Name+`\b`)
	}
	for _, f := range builtin.Funcs {
		uses("function", f.Name, `\b`+f.Name+`\(`)
	}
	for _, a := range builtin.Actions {
		uses("action", a.Name, `\b`+a.Name+`\b`)
	}
	for _, file := range vocabularyFiles {
		src, _ := os.ReadFile(file)
		p, diags := Compile(file, src)
		if p == nil {
			t.Fatal(diags)
		}
		playAll(t, p)
	}
}

// playAll plays random games and playouts under every option set.
func playAll(t *testing.T, p *interpreter.Program) {
	for _, opts := range optionSets(p) {
		g, err := p.Configure(opts)
		if err != nil {
			t.Fatal(err)
		}
		playRandomGames(t, g, rand.New(rand.NewPCG(3, 4)), *games)
		m := g.NewMachine()
		for i := 0; i < *games; i++ {
			s := g.Start()
			if r := m.Playout(s); !r.Over || s.Total() != g.Start().Total() {
				t.Fatalf("%v playout %d: over=%v total %d", opts, i, r.Over, s.Total())
			}
		}
	}
}
