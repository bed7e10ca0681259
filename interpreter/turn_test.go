package interpreter_test

import "testing"

// TestTurnBoard: testdata/turn.yaml lays out the counters of both hands
// (introduce with by, TN-R1), and a pass by choice whose do walks South's
// row swapping each hole with the one facing it turns the board round
// (swap, TN-R2).
func TestTurnBoard(t *testing.T) {
	g := testGame(t, "../testdata/turn.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "South's own counters first, with an extra turn while any is in hand (TN-R1)",
			position: "b: 0 0 0\na: 0 0 0\nreserve: south=4 north=2",
			moves:    "b2",
			want:     "    1 2 3\nb:  0 1 0\na:  0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=3 north=2\nphase: layout\n",
			legal:    "a1 a2 a3 b1 b2 b3",
		},
		{
			name:     "then North's, put down by South (introduce by=north); the last ends the layout",
			position: "b: 0 1 0\na: 2 0 2\nreserve: south=0 north=1",
			moves:    "a2",
			want:     "    1 2 3\nb:  0 1 0\na:  2 1 2\nto-move: north\nbank: south=0 north=0\nreserve: south=0 north=0\nphase: choose\n",
			legal:    "b2 pass",
		},
		{
			name:     "the pass turns the board round: a1 with b3, a2 with b2, a3 with b1 (TN-R2); South moves first",
			position: "b: 4 5 6\na: 1 2 3\nto-move: north\nphase: choose",
			moves:    "pass",
			want:     "    1 2 3\nb:  3 2 1\na:  6 5 4\nto-move: south\nbank: south=0 north=0\nreserve: south=0 north=0\nphase: sowing\npasses: 1\n",
			legal:    "a1 a2 a3",
		},
		{
			name:     "once the play has begun there is no turning the board (TN-R3)",
			position: "b: 4 5 6\na: 1 2 3\nto-move: north\nphase: sowing",
			legal:    "b1 b2 b3",
		},
	})
}
