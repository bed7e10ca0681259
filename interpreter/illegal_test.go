package interpreter_test

import "testing"

// illegalSrc is a made-up game whose lap-end rules write illegal
// before end and before relay in one do list: the move is illegal all
// the same, whatever action follows it.
const illegalSrc = `name: illegal-then
board: {rows: 2, columns: 4}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - id: R1
    when: landing == a3
    do: [illegal, end]
  - id: R2
    when: landing == a4
    do: [illegal, relay]
  - id: R3
    when: landing == b4
    do: ["illegal if true", end]
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`

// TestIllegalStays: an illegal action is not undone by an end, relay or
// sow after it in the same do list.
func TestIllegalStays(t *testing.T) {
	g := sourceGame(t, "illegal-then.yaml", illegalSrc, nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "illegal then end (R1), illegal then relay (R2), a guarded illegal then end (R3)",
			position: "b: 1 1 1 1\na: 1 1 1 1",
			legal:    "a1",
		},
	})
}
