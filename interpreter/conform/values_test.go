package conform

import (
	"math/rand/v2"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestValuesFromOurPosition: a record holds no values; replayed ply by
// ply from the recorded positions, each takes the values of our own
// position, so that a game whose values matter (the way of the first
// capture, kept for the game) agrees with a record of itself.
func TestValuesFromOurPosition(t *testing.T) {
	p, err := variants.Load("../../testdata/values.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRunner(p, "", nil, Config{PerPly: true})
	if err != nil {
		t.Fatal(err)
	}
	e := r.env
	rng := rand.New(rand.NewPCG(9, 10))
	for range 5 {
		mt := e.g.NewMatch()
		gm := &Game{Name: "values-demo", Start: e.snapshot(mt, true), File: "ours", Line: 1}
		for !mt.Result().Over {
			legal, err := mt.Legal()
			if err != nil {
				t.Fatal(err)
			}
			mv := legal[rng.IntN(len(legal))]
			gm.Moves = append(gm.Moves, e.notation(e.g.MoveName(mv)))
			if err := mt.Play(mv); err != nil {
				t.Fatal(err)
			}
			snap := e.snapshot(mt, true)
			snap.Ply = len(gm.Moves)
			gm.States = append(gm.States, *snap)
		}
		gm.Result = gm.States[len(gm.States)-1].Result
		if err := r.Add(gm); err != nil {
			t.Fatal(err)
		}
	}
	rep := r.Report()
	if rep.Games != 5 || rep.GamesAgree != rep.Games || rep.PliesAgree != rep.Plies {
		t.Errorf("games %d, agreeing %d; plies %d, agreeing %d: %+v", rep.Games, rep.GamesAgree, rep.Plies, rep.PliesAgree, summary(rep))
	}
}
