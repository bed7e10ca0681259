package interpreter_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// TestChildIsApply: the position Child takes from the last Legal is the
// one Apply reaches by playing the move again, and Result judges it as
// a match does (Result stops looking for moves at the first legal one),
// in the positions of random games of every variant and test
// description, under every ruleset.
func TestChildIsApply(t *testing.T) {
	eachGame(t, func(name, set string, g *interpreter.Game) {
		search, ref := g.NewMachine(), g.NewMachine()
		rng := rand.New(rand.NewPCG(7, 8))
		var moves []interpreter.Move
		var err error
		kid, want := g.Start(), g.Start()
		for game := 0; game < 2; game++ {
			mt := g.NewMatch()
			for !mt.Result().Over && mt.State().Ply < 120 {
				s := mt.State()
				if moves, err = search.Legal(s, moves); err != nil {
					t.Fatal(err)
				}
				for i, mv := range moves {
					search.Child(i, kid)
					want.CopyFrom(s)
					if err := ref.Apply(want, mv); err != nil {
						t.Fatal(err)
					}
					if !samePosition(kid, want) || kid.Ply != want.Ply {
						t.Fatalf("%s %q ply %d, %s: Child and Apply differ", name, set, s.Ply, g.MoveName(mv))
					}
				}
				for i, mv := range moves {
					search.Child(i, kid)
					got := search.Result(kid)
					child := mt.Fork()
					if err := child.Play(mv); err != nil {
						t.Fatal(err)
					}
					// a match also counts repetitions over the game; Result only s itself
					if r := child.Result(); r != got && r.Reason != "repetition" {
						t.Fatalf("%s %q ply %d, %s: Result %v, the match %v", name, set, s.Ply, g.MoveName(mv), got, r)
					}
					if _, err := search.Legal(s, moves); err != nil { // Child needs Legal again
						t.Fatal(err)
					}
				}
				if err := mt.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
