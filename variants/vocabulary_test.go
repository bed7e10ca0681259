package variants

import (
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"mancala/dsl/builtin"
)

// TestVocabulary plays random games of testdata/vocabulary.yaml, a
// made-up game that uses every entry of the language's registry: every
// entry compiles, and games conserve seeds and end.
func TestVocabulary(t *testing.T) {
	src, err := os.ReadFile("../testdata/vocabulary.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
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
	p, diags := Compile("vocabulary.yaml", src)
	if p == nil {
		t.Fatal(diags)
	}
	for _, opts := range optionSets(p) {
		g, err := p.Configure(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 4))
		for i := 0; i < *games; i++ {
			mt := g.NewMatch()
			mt.Debug(true)
			for !mt.Result().Over {
				legal, err := mt.Legal()
				if err != nil {
					t.Fatal(err)
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%v game %d: %v", opts, i, err)
				}
			}
		}
		m := g.NewMachine()
		for i := 0; i < *games; i++ {
			s := g.Start()
			if r := m.Playout(s); !r.Over || s.Total() != g.Start().Total() {
				t.Fatalf("%v playout %d: over=%v total %d", opts, i, r.Over, s.Total())
			}
		}
	}
}
