package interpreter_test

import (
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestLegalForgetsTheLastMove: the legal moves of a position do not
// depend on the moves the machine simulated before. next and prev in a
// move rule step the way the rule's moves go, not the way the last
// simulated move ended (after reverse); a filter reads the laps of the
// move it judges, not of the last one simulated (found by FuzzRules).
func TestLegalForgetsTheLastMove(t *testing.T) {
	const head = `
board: {rows: 2, columns: 3}
setup:
  seeds: 1
  pits: {a3: 0}
sowing: {direction: counterclockwise, track: board}
end:
  - when: ply > 5
    winner: none
    reason: long
`
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"next in from, after a move reversed", head + `
name: next-in-from
moves:
  - from: pit.count > 0 and next(pit).count == 0
lap_end:
  - do: [reverse, end]
`, []string{"a2"}},
		{"next in the from of a rule sowing the other way", head + `
name: prev-way
moves:
  - direction: clockwise
    from: pit.count > 0 and prev(pit).count == 0
lap_end:
  - do: end
`, []string{"a2cw"}},
		{"move.laps in a filter", head + `
name: laps-in-keep
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.before > 0
    do: relay
  - do: end
filters:
  - keep: move.laps == 1
`, []string{"a2"}},
	} {
		p, diags := variants.Compile(tc.name+".yaml", []byte(tc.src))
		if p == nil {
			t.Fatalf("%s: %v", tc.name, diags.Err())
		}
		g, err := p.Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		m := g.NewMachine()
		for i := range 2 { // the second time, after the first's simulations
			legal, err := m.Legal(g.Start(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, mv := range legal {
				got = append(got, g.MoveName(mv))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s, listing %d: legal moves %v, want %v", tc.name, i+1, got, tc.want)
			}
		}
	}
}
