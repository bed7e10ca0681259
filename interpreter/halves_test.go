package interpreter_test

import "testing"

// TestHalves plays testdata/halves.yaml, a 3×4 board whose middle row is
// split by halves: South owns row a and b3 b4, North row c and b1 b2
// (HV-R1); one circuit runs through the three rows (HV-R2); a last seed
// making 2 or 4 in a pit of the opponent's takes it (HV-R3).
func TestHalves(t *testing.T) {
	g := testGame(t, "../testdata/halves.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "South moves from its row and its half of the middle row (HV-R1)",
			position: "c: 1 1 1 1\nb: 1 1 1 1\na: 1 0 1 0",
			legal:    "a1 a3 b3 b4",
		},
		{
			name:     "b4 sows on along South's circuit into North's half: b3 b2, the last making 2 in North's b2, taken (HV-R2, HV-R3)",
			position: "c: 1 1 1 1\nb: 1 1 0 2\na: 1 1 1 1",
			moves:    "b4",
			want:     "    1 2 3 4\nc:  1 1 1 1\nb:  1 0 1 0\na:  1 1 1 1\nto-move: north\nbank: south=2 north=0\n",
		},
		{
			name:     "South, with no seed in its row or its half, cannot move; North's score counts its half of the middle row with its row (HV-R4)",
			position: "c: 0 0 0 1\nb: 2 0 0 0\na: 0 0 0 0",
			result:   "north wins by no-moves, score south=0 north=3",
		},
	})
}
