package interpreter_test

import (
	"github.com/mancala-toolkit/mancala/interpreter"
	"math/rand/v2"
	"testing"
)

// TestCompiledConditionsAgree: the compiler fuses common shapes of
// condition into one closure, and evaluates the conjuncts of a condition
// that depend on the pit alone into a table, compiling the others; the
// engine's conditions must give the values of the same conditions
// compiled node by node, in the positions of random games of every
// variant and test description, under every ruleset, with made-up laps.
func TestCompiledConditionsAgree(t *testing.T) {
	eachGame(t, func(name, opts string, g *interpreter.Game) {
		rng := rand.New(rand.NewPCG(3, 4))
		mismatch := g.CompiledMismatch()
		for game := 0; game < 5; game++ {
			mt := g.NewMatch()
			for !mt.Result().Over && mt.State().Ply < 200 {
				if msg := mismatch(mt.State(), rng, 20); msg != "" {
					t.Fatalf("%s %q ply %d: %s", name, opts, mt.State().Ply, msg)
				}
				legal, err := mt.Legal()
				if err != nil {
					t.Fatal(err)
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
