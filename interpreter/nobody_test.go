package interpreter_test

import (
	"testing"
)

// TestNobody plays testdata/nobody.yaml, a 3×4 board whose middle row
// belongs to neither player: a player sows from their own row (N-R1) or
// from any middle pit (N-R2); a last seed making 2 or 3 in a middle pit
// captures it (N-R3).
func TestNobody(t *testing.T) {
	g := testGame(t, "../testdata/nobody.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "South may start from the own row and from every middle pit, not from North's row (N-R1, N-R2)",
			position: "c: 1 1 1 1\nb: 1 0 1 1\na: 0 1 0 0",
			legal:    "a2 b1 b3 b4",
		},
		{
			name:     "a middle pit is sown along the mover's own track: South's b2 goes on to b1 and a1 (N-R2)",
			position: "c: 2 2 2 2\nb: 2 2 2 2\na: 2 2 2 2",
			moves:    "b2",
			want:     "    1 2 3 4\nc:  2 2 2 2\nb:  3 0 2 2\na:  3 2 2 2\nto-move: north\nbank: south=0 north=0\n",
		},
		{
			name:     "a last seed making 3 in a middle pit (b4 held 2) captures it, for the mover (N-R3)",
			position: "c: 2 2 2 2\nb: 1 2 2 2\na: 2 2 2 1",
			moves:    "a4",
			want:     "    1 2 3 4\nc:  2 2 2 2\nb:  1 2 2 0\na:  2 2 2 0\nto-move: north\nbank: south=3 north=0\n",
		},
		{
			name:     "the middle row's seeds count for nobody's score: only the banks and own rows do",
			position: "c: 0 0 0 0\nb: 0 0 0 0\na: 0 0 0 0\nbank: south=3 north=1\nto-move: north",
			result:   "south wins by no-moves, score south=3 north=1",
		},
	})
	// random games on the shared row conserve seeds and end
	m, start := g.NewMachine(), g.Start()
	for range 300 {
		s := start.Clone()
		if r := m.Playout(s); !r.Over {
			t.Fatalf("playout did not end: %+v", r)
		}
		if s.Total() != start.Total() {
			t.Fatalf("seeds not conserved: %d, want %d", s.Total(), start.Total())
		}
	}
}

// TestNobodyAttributes: nobody, the owner of a middle pit, has no bank,
// reserve or store, is its own other, and owns the middle row's seeds.
func TestNobodyAttributes(t *testing.T) {
	src := `name: attrs
board:
  rows: 3
  columns: 2
  sides:
    south: {rows: [a]}
    north: {rows: [c]}
setup:
  seeds: 1
sowing:
  track:
    south: "a1..a2 b2..b1"
    north: "c2..c1 b1..b2"
moves:
  - pits: any
    from: >-
      pit.owner == nobody and pit.owner.bank == 0 and pit.owner.reserve == 0
      and pit.owner.other == nobody and pit.owner.store == none and pit.owner.seeds == 2
      and pit.owner.side.size == 2 and pit.owner.pits.size == 2 and pit.owner.front.size == 0
      and pit.owner.track.size == 0 and nobody.seeds == 2 and pit.side == nobody
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`
	g := sourceGame(t, "attrs.yaml", src, nil)
	if got := legalNames(t, g, g.NewMatch()); got != "b1 b2" {
		t.Errorf("legal %q, want the two middle pits", got)
	}
}
