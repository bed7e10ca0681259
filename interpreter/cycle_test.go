package interpreter_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestCycleCheckAgreesWithLapLimit: stopping a move early because its
// mid-move position repeats must give exactly the answer of running it to
// the lap limit (rules/README.md). Every candidate move of the positions
// of random games is tried both ways.
func TestCycleCheckAgreesWithLapLimit(t *testing.T) {
	for _, name := range variants.Names() {
		prog := variants.MustLoad(name)
		for _, opts := range []map[string]string{nil, {"skip-origin": "on"}} {
			if opts != nil && prog.Variant().OptionIndex("skip-origin") < 0 {
				continue
			}
			g, err := prog.Configure(opts)
			if err != nil {
				t.Fatal(err)
			}
			slow := g.WithoutCycleCheck()
			fastM, slowM := g.NewMachine(), slow.NewMachine()
			rng := rand.New(rand.NewPCG(11, 12))
			tooLong := 0
			for game := 0; game < 30; game++ {
				mt := g.NewMatch()
				for !mt.Result().Over {
					s := mt.State()
					fast, ref := fastM.Statuses(s), slowM.Statuses(s)
					if !slices.Equal(fast, ref) {
						t.Fatalf("%s %v ply %d: with the cycle check %v, to the lap limit %v", name, opts, s.Ply+1, fast, ref)
					}
					for _, st := range ref {
						if st == "too-long" {
							tooLong++
						}
					}
					legal, _ := mt.Legal()
					if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%s %v: %d moves that never end", name, opts, tooLong)
		}
	}
}
