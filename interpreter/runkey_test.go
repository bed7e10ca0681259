package interpreter_test

import (
	"path/filepath"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestRunningKey: a playout that keeps the repetition key of its
// position running, from the seeds each move moves, has the key summed
// over the pits at every position, in every variant (built in, and the
// test games) whose playouts keep it, under every ruleset.
func TestRunningKey(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.yaml")
	running := 0
	for _, name := range append(variants.Names(), files...) {
		prog, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		sets := []map[string]string{nil}
		for _, rs := range prog.Variant().Rulesets {
			opts := map[string]string{}
			for _, v := range rs.Values {
				opts[v.Option] = v.Value
			}
			sets = append(sets, opts)
		}
		for _, opts := range sets {
			g, err := prog.Configure(opts)
			if err != nil {
				t.Fatal(err)
			}
			if !g.RunsKey() {
				continue
			}
			running++
			m := g.NewMachine()
			m.CheckRunningKeys()
			for seed := range uint64(40) {
				m.Seed(seed, 3)
				m.Playout(g.Start())
			}
			if n := m.BadKeys(); n > 0 {
				t.Errorf("%s %v: %d positions whose running key is not the key summed", name, opts, n)
			}
		}
	}
	if running == 0 {
		t.Error("no variant keeps the key running")
	}
	t.Logf("%d games keep the key running", running)
}
