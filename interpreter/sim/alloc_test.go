package sim

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestGameAllocationsDoNotGrowWithMoves: a simulated game allocates its
// match (a machine and its states) and a few slices that grow as the
// game goes (its moves, their movers, the leads), but nothing for each
// move: a game of Bao Kigogo between random players allocates, beyond a
// new match, fewer than one object for every two plies, a bound that a
// state or a list of legal moves allocated every ply would break many
// times over.
func TestGameAllocationsDoNotGrowWithMoves(t *testing.T) {
	g, err := variants.MustLoad("bao-kigogo").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	players := Players{South: "random", North: "random"}
	var plies int
	allocs := testing.AllocsPerRun(20, func() {
		gm := playGame(g, players, 1, 7)
		plies = len(gm.Moves)
	})
	match := testing.AllocsPerRun(20, func() { g.NewMatch() })
	t.Logf("%.0f allocations for a game of %d plies, %.0f of them a new match's", allocs, plies, match)
	if plies < 100 || allocs-match > float64(plies)/2 {
		t.Errorf("%.0f allocations for a game of %d plies besides a new match's %.0f; want fewer than one for every two plies", allocs-match, plies, match)
	}
}
