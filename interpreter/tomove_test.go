package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// TestToMove: in testdata/stores.yaml the game ends when the player to
// move has no seeds on their side. After a last seed into one's own
// store (an extra turn) that is the mover; otherwise the opponent.
func TestToMove(t *testing.T) {
	g := testGame(t, "../testdata/stores.yaml", nil)
	for _, tc := range []struct {
		name, position, move string
		over                 bool
	}{
		{"the last seed into South's store: South moves again with an empty side", "b: 1 1 1 1 1 1\na: 0 0 0 0 0 1\nstores: south=20 north=21", "a6", true},
		{"South empties its side but North is to move and has seeds", "b: 1 1 1 1 1 0\na: 0 0 0 0 0 2\nstores: south=20 north=21", "a6", false},
		{"North, to move, has no seeds on its side", "b: 0 0 0 0 0 0\na: 0 0 0 0 1 6\nstores: south=20 north=21", "a5", true},
	} {
		s, err := g.ParseText(tc.position)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		mt, err := g.NewMatchFrom(s)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := mt.PlayName(tc.move); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if r := mt.Result(); r.Over != tc.over {
			t.Errorf("%s: over = %v (%+v), want %v", tc.name, r.Over, r, tc.over)
		}
	}
}

// TestFinishedPosition: in the last position of a game that is over,
// to_move is the player who would move next if the game went on: the
// player who did not make the last move, or the one who did after an
// extra turn; the player with no move, when the game ended for want of
// one. It never names the winner as such (the result does). The JSON
// position says the same. docs/language.md, "The finished position",
// states it.
func TestFinishedPosition(t *testing.T) {
	stores, opening := testGame(t, "../testdata/stores.yaml", nil), testGame(t, "../testdata/lang/opening/opening.yaml", nil)
	for _, tc := range []struct {
		name           string
		g              *interpreter.Game
		position, move string
		winner, toMove string
	}{
		{"South wins with its last move: North, the loser, is to move", opening,
			"b: 0 0 3 0 0 0\na: 0 0 0 0 0 0\nphase: sowing\nbank: south=10 north=8", "b3", "south", "north"},
		{"South's last seed into its store, an extra turn, ends the game: South is to move", stores,
			"b: 1 0 0 0 0 0\na: 0 0 0 0 0 1\nstores: south=30 north=16", "a6", "south", "south"},
		{"North, to move, has no move: North is to move, and South wins", opening,
			"b: 0 0 0 0 0 0\na: 0 0 0 0 0 0\nphase: sowing\nto-move: north\nbank: south=12 north=11", "", "south", "north"},
	} {
		s, err := tc.g.ParseText(tc.position)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		mt, err := tc.g.NewMatchFrom(s)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if tc.move != "" {
			if err := mt.PlayName(tc.move); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		r := mt.Result()
		pos := tc.g.Position(mt.State(), r)
		if !r.Over || r.WinnerName() != tc.winner || pos.Result == nil || pos.Result.Winner == nil || *pos.Result.Winner != tc.winner {
			t.Errorf("%s: result %v, JSON %+v; want %s to win", tc.name, r, pos.Result, tc.winner)
		}
		if pos.ToMove != tc.toMove {
			t.Errorf("%s: to_move %s, want %s", tc.name, pos.ToMove, tc.toMove)
		}
	}
}
