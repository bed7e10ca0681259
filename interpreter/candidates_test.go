package interpreter_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestCandidatesBeyondPits: a player who owns more than half the pits,
// with moves both ways round the track, has more candidate moves than
// the board has pits. Listing them used to index past the machine's
// buffers (found by FuzzRules).
func TestCandidatesBeyondPits(t *testing.T) {
	const bothWays = `
moves:
  - from: pit.count > 0
  - direction: clockwise
    from: pit.count > 0
end:
  - when: moves == 0
    winner: none
    reason: stuck
`
	for _, tc := range []struct {
		name, src, moves string
		want             []string
	}{
		{"South's sides are two rows of three", `
name: two-rows-of-three
board:
  rows: 3
  columns: 2
  sides:
    south: {rows: [a, b]}
    north: {rows: [c]}
setup: {seeds: 2}
sowing: {direction: counterclockwise, track: own}
lap_end:
  - do: end
` + bothWays, "", []string{"a1", "a1cw", "a2", "a2cw", "b1", "b1cw", "b2", "b2cw"}},
		{"South comes to own every pit", `
name: owning-all
board: {rows: 2, columns: 2}
setup: {seeds: 2}
sowing:
  direction: counterclockwise
  track: board
  on_drop:
    - do: own(pit)
lap_end:
  - do: [extra_turn, end]
` + bothWays, "a1 a2", []string{"a1", "a1cw", "b1", "b1cw", "b2", "b2cw"}},
	} {
		p, diags := variants.Compile(tc.name+".yaml", []byte(tc.src))
		if p == nil {
			t.Fatalf("%s: %v", tc.name, diags.Err())
		}
		g, err := p.Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		mt := g.NewMatch()
		for _, mv := range strings.Fields(tc.moves) {
			if err := mt.PlayName(mv); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		legal, err := mt.Legal()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for _, mv := range legal {
			got = append(got, g.MoveName(mv))
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: legal moves %v, want %v", tc.name, got, tc.want)
		}
		if len(got) <= p.Board().N() {
			t.Errorf("%s: %d moves on %d pits: the case does not test what it should", tc.name, len(got), p.Board().N())
		}
		// the search's path, and playouts, list them too
		m := g.NewMachine()
		if _, err := m.Legal(mt.State(), nil); err != nil {
			t.Fatal(err)
		}
		s := mt.State().Clone()
		m.PlayoutLimit(s, 20)
	}
}
