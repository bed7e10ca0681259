package interpreter_test

import "testing"

// surrenderGame lays seeds out from the reserves: a move fills an empty
// pit of the mover's row with three of the mover's seeds and, when the
// mover has none left, tops it up to four with the opponent's
// (introduce with by=opponent: "the opponent surrenders their extra
// counter").
const surrenderGame = `
name: surrender
board: {rows: 2, columns: 3}
setup: {seeds: 0, reserve: 4}
sowing: {direction: counterclockwise, track: board}
moves:
  - sow: false
    from: pit.count == 0 and mover.reserve > 0
    do:
      - introduce(pit, 3)
      - introduce(pit, 4 - pit.count, by=opponent) if mover.reserve == 0
  - pass: true
end:
  - when: south.reserve + north.reserve == 0
    winner: none
    reason: laid-out
`

// TestIntroduceBy: introduce(p, n, by=PLAYER) takes the seeds from that
// player's reserve, at most what it holds, and never from the mover's.
func TestIntroduceBy(t *testing.T) {
	g := sourceGame(t, "surrender.yaml", surrenderGame, nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "the mover's three, then one of the opponent's",
			position: "b: 0 0 0\na: 0 0 0\nreserve: south=3 north=5",
			moves:    "a2",
			want:     "    1 2 3\nb:  0 0 0\na:  0 4 0\nto-move: north\nbank: south=0 north=0\nreserve: south=0 north=4\n",
		},
		{
			name:     "the opponent gives what they have, at most",
			position: "b: 0 0 0\na: 0 0 0\nreserve: south=2 north=1",
			moves:    "a1",
			want:     "    1 2 3\nb:  0 0 0\na:  3 0 0\nto-move: north\nbank: south=0 north=0\nreserve: south=0 north=0\n",
		},
		{
			name:     "the mover keeps seeds: nothing is taken from the opponent",
			position: "b: 0 0 0\na: 0 0 0\nreserve: south=4 north=4",
			moves:    "a3",
			want:     "    1 2 3\nb:  0 0 0\na:  0 0 3\nto-move: north\nbank: south=0 north=0\nreserve: south=1 north=4\n",
		},
	})
}
