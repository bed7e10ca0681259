package interpreter_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestConfigureGameProgram: the program of a configured game configures
// again into the same game (it panicked: the rules were compiled twice
// into one list).
func TestConfigureGameProgram(t *testing.T) {
	for _, name := range variants.Names() {
		g, err := variants.MustLoad(name).Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		g2, err := g.Program().Configure(nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		a, b := g.NewMatch(), g2.NewMatch()
		rng := rand.New(rand.NewPCG(1, 2))
		for range 40 {
			la, errA := a.Legal()
			lb, errB := b.Legal()
			if errA != nil || errB != nil || len(la) != len(lb) {
				t.Fatalf("%s at ply %d: legal moves %v (%v), again configured %v (%v)", name, a.State().Ply, la, errA, lb, errB)
			}
			if len(la) == 0 || a.Result().Over {
				break
			}
			mv := la[rng.IntN(len(la))]
			if err := a.Play(mv); err != nil {
				t.Fatal(err)
			}
			if err := b.Play(mv); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if g.FormatText(a.State()) != g2.FormatText(b.State()) || a.Result() != b.Result() {
				t.Fatalf("%s: the games part at ply %d", name, a.State().Ply)
			}
		}
	}
}
