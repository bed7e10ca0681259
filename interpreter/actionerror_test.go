package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestRunTimeErrors: a description that goes wrong while a move is
// played is reported as an error by Legal, naming the ply and, for an
// action, its position; the game is not silently over or broken (found
// by FuzzRules).
func TestRunTimeErrors(t *testing.T) {
	const head = `
name: errs
board: {rows: 2, columns: 2, stores: true}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
`
	const endLater = `
end:
  - when: ply > 5
    winner: none
    reason: long
`
	for _, tc := range []struct {
		name, src, want string
	}{
		// on two rows behind(landing) is none, whose owner is nobody
		{"own by nobody", head + `
lap_end:
  - do:
      - own(landing, by=behind(landing).owner)
      - end
` + endLater, "errs.yaml:11:9: ply 1: own: by is neither south nor north"},
		{"capture by nobody", head + `
lap_end:
  - do:
      - capture(landing, by=behind(landing).side)
      - end
` + endLater, "errs.yaml:11:9: ply 1: capture: by is neither south nor north"},
		{"take by the other of nobody", head + `
lap_end:
  - do:
      - take(landing, 1, by=behind(landing).owner.other)
      - end
` + endLater, "errs.yaml:11:9: ply 1: take: by is neither south nor north"},
		// seeds captured into a store, moved on, cannot be put back
		{"uncapture after the seeds moved on", head + `
lap_end:
  - do:
      - capture(landing, into=mover.store)
      - end
after_move:
  - do:
      - move(mover.store, move.start)
      - uncapture
` + endLater, "errs.yaml:16:9: ply 1: uncapture: south-store holds 0 seeds, fewer than the 2 captured into it from a2: they have moved on"},
		// an error met listing the moves for an end rule's moves == 0
		// at the start: the game used to end there, as stuck
		{"error judging the start", head + `
lap_end:
  - do: sow(landing, at=behind(landing))
end:
  - when: moves == 0
    winner: none
    reason: stuck
`, "lap 2 of ply 1 would start in none"},
	} {
		p, diags := variants.Compile("errs.yaml", []byte(tc.src))
		if p == nil {
			t.Fatalf("%s: %v", tc.name, diags.Err())
		}
		g, err := p.Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		mt := g.NewMatch()
		if mt.Result().Over {
			t.Errorf("%s: the game is over at the start: %+v", tc.name, mt.Result())
		}
		_, err = mt.Legal()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Legal: %v, want an error containing %q", tc.name, err, tc.want)
		}
		if err := g.Validate(mt.State()); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}
