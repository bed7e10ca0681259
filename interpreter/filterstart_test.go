package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestFilterWhenReadsStartCount: a filter's when may read a pit's
// start_count while an end rule counts the moves (moves == 0) before
// any move is played; it reads the position itself, without a panic
// (found by TestRulesFuzz).
func TestFilterWhenReadsStartCount(t *testing.T) {
	const src = `
name: filter-start-count
board: {rows: 2, columns: 3}
setup: {seeds: 2}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - do: end
filters:
  - when: a1.start_count < 100
    keep: "true"
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`
	p, diags := variants.Compile("filter-start-count.yaml", []byte(src))
	if p == nil {
		t.Fatal(diags.Err())
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Start()
	total := s.Total()
	g.NewMachine().PlayoutLimit(s, 40)
	if s.Total() != total {
		t.Errorf("seeds %d → %d", total, s.Total())
	}
}
