package interpreter_test

import "testing"

// TestTwoPitMoves plays testdata/twopit.yaml: a move between two pits is
// a move's own steps with a choice, named from-pit:to-pit. In the
// arranging phase each player moves every seed of one pit of their row
// into another of their row (TP-R1); after four turns the game is sown
// (TP-R2).
func TestTwoPitMoves(t *testing.T) {
	g := testGame(t, "../testdata/twopit.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "every pit of the row holding seeds may go into every other pit of the row (TP-R1)",
			position: "b: 2 2 2 2\na: 0 2 0 3\nphase: arranging",
			legal:    "a2:a1 a2:a3 a2:a4 a4:a1 a4:a2 a4:a3",
		},
		{
			name:     "a2:a4 moves both of a2's seeds into a4, sowing none (TP-R1)",
			position: "b: 2 2 2 2\na: 2 2 2 2\nphase: arranging",
			moves:    "a2:a4",
			want:     "    1 2 3 4\nb:  2 2 2 2\na:  2 0 2 4\nto-move: north\nbank: south=0 north=0\nvalue: game.to=a4\nphase: arranging\nphase-turns: 1\n",
		},
		{
			name:     "a pit of the opponent's row is no target",
			position: "b: 2 2 2 2\na: 2 2 2 2\nphase: arranging",
			moves:    "a1:b1",
			want:     `ply 1: a1:b1 is not legal: "b1" is not a choice the move from a1 offers now; it is played as a1:a2 or a1:a3 or a1:a4 (legal moves: a1:a2 a1:a3 a1:a4 a2:a1 a2:a3 a2:a4 a3:a1 a3:a2 a3:a4 a4:a1 a4:a2 a4:a3)`,
		},
		{
			name:     "after four turns of arranging the game is sown, from the pit alone (TP-R2)",
			position: "b: 2 2 2 2\na: 2 2 2 2\nphase: arranging",
			moves:    "a1:a2 b1:b2 a3:a4 b3:b4",
			legal:    "a2 a4",
		},
	})
}
