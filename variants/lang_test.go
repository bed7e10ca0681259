package variants

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants/golden"
)

// langDir holds made-up games, one folder each, for forms of the
// language that no game of the library uses yet: NAME/NAME.yaml, its rule
// document NAME/NAME.md and golden cases NAME/*.golden.
const langDir = "../testdata/lang"

// TestLang plays the golden cases of the made-up games in testdata/lang:
// every case passes, every rule of a game's rule document is cited by a
// case, the game validates without a diagnostic, and random games of it
// conserve seeds and end.
func TestLang(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join(langDir, "*", "*.yaml"))
	if len(dirs) == 0 {
		t.Fatal("no games in testdata/lang")
	}
	for _, file := range dirs {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, diags := Compile(file, src)
			if p == nil {
				t.Fatal(diags)
			}
			if d := append(diags, CheckRulesDoc(file, p)...); len(d) > 0 {
				t.Fatalf("diagnostics: %v", d)
			}
			doc, err := os.ReadFile(filepath.Join(filepath.Dir(file), name+".md"))
			if err != nil {
				t.Fatal(err)
			}
			files, _ := filepath.Glob(filepath.Join(filepath.Dir(file), "*.golden"))
			if len(files) == 0 {
				t.Fatalf("no golden cases beside %s", file)
			}
			for _, gf := range files {
				t.Run(filepath.Base(gf), func(t *testing.T) { golden.RunFile(t, p, gf, *update) })
			}
			uncited, unknown, err := golden.Uncited(golden.RuleIDs(doc), files)
			if err != nil {
				t.Fatal(err)
			}
			if len(uncited) > 0 {
				t.Errorf("rules with no golden case: %s", strings.Join(uncited, " "))
			}
			if len(unknown) > 0 {
				t.Errorf("cases cite rules %s.md does not list: %s", name, strings.Join(unknown, " "))
			}
			playAll(t, p)
		})
	}
}

// TestLangAllocatesNothing: random playouts of the made-up games, in each
// of their rulesets, allocate nothing once a machine has warmed up: moves
// from any pit, a move's own steps, phases that end, and moves cut at the
// lap limit or ending the game there.
func TestLangAllocatesNothing(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(langDir, "*", "*.yaml"))
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		p, diags := Compile(file, src)
		if p == nil {
			t.Fatal(diags)
		}
		rulesets := []string{""}
		for _, r := range p.Variant().Rulesets {
			rulesets = append(rulesets, r.Name)
		}
		for _, rs := range rulesets {
			g, err := p.ConfigureRuleset(rs, nil)
			if err != nil {
				t.Fatal(err)
			}
			m := g.NewMachine()
			start, s := g.Start(), g.Start()
			for range 20 {
				s.CopyFrom(start)
				m.Playout(s)
			}
			allocs := testing.AllocsPerRun(50, func() {
				s.CopyFrom(start)
				m.Playout(s)
			})
			if allocs != 0 {
				t.Errorf("%s %s: a playout allocates %.1f times", filepath.Base(file), rs, allocs)
			}
		}
	}
}
