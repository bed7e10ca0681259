package interpreter_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestFixedBoardPlayouts: in a game whose owners and marks never change,
// playouts take each player's pits once from their first position; they
// must play the same games as playouts that look at the owners every
// ply, from the start and from positions where some pits have changed
// hands (as a position read from a file may have them).
func TestFixedBoardPlayouts(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.yaml")
	for _, name := range append(variants.Names(), files...) {
		prog, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := prog.Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		slow := g.WithoutFixedBoard()
		fast, ref := g.NewMachine(), slow.NewMachine()
		for seed := range uint64(20) {
			a, b := g.Start(), g.Start()
			if seed%2 == 1 {
				// hand the first pit of each player to the other
				var first [2]int
				for pl := range first {
					first[pl] = slices.IndexFunc(a.Owner, func(o interpreter.Player) bool { return o == interpreter.Player(pl) })
				}
				for pl, x := range first {
					if x >= 0 {
						a.Owner[x], b.Owner[x] = interpreter.Player(1-pl), interpreter.Player(1-pl)
					}
				}
			}
			fast.Seed(seed, 9)
			ref.Seed(seed, 9)
			ra, rb := fast.Playout(a), ref.Playout(b)
			if ra != rb || a.Hash() != b.Hash() || a.Ply != b.Ply {
				t.Fatalf("%s seed %d: %v at ply %d with fixed owners, %v at ply %d without", name, seed, ra, a.Ply, rb, b.Ply)
			}
		}
	}
}
