package audit_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/audit"
	"github.com/mancala-toolkit/mancala/variants"
)

// clamps works out counts at run time that are sometimes out of range
// (a drop, a take), and has a filter whose keep holds for no move.
const clamps = `
name: clamps
board: {rows: 2, columns: 6}
setup: {seeds: 4}
sowing:
  direction: counterclockwise
  track: board
  drop: pit.count - 2
moves:
  - id: M1
    from: pit.count > 0
lap_end:
  - id: L1
    when: landing.side == opponent
    do: take(landing, landing.count - 3)
  - id: L2
    do: end
filters:
  - id: F1
    keep: move.captured > 1000
end:
  - id: E1
    when: moves == 0
    winner: score
    reason: score
score: player.seeds + player.bank
`

// TestWarnings: counts the engine clamps at run time are reported with
// their rule, place, how often and the first time (which replays); a
// filter that never kept a move is reported; the built-in variants have
// neither.
func TestWarnings(t *testing.T) {
	p, diags := variants.Compile("clamps.yaml", []byte(clamps))
	if p == nil || len(diags) > 0 {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	rep, err := audit.Run(context.Background(), g, audit.Config{Games: 30, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		where string
		used  int
	}{"L1": {"clamps.yaml:15:23", 0}, "sowing.drop": {"clamps.yaml:8:9", 1}}
	if len(rep.Clamps) != len(want) {
		t.Fatalf("clamps: %+v", rep.Clamps)
	}
	for _, c := range rep.Clamps {
		w, ok := want[c.Rule]
		f := c.First
		if !ok || c.Where != w.where || f.Used != w.used || f.Given >= 0 || c.Times < c.Games || c.Games < 1 || f.Ply < 1 {
			t.Errorf("clamp %+v, want at %s, used %d", c, w.where, w.used)
		}
		// the record replays to the first clamp, in its last move
		mt := g.NewMatch()
		var plies []int32
		mt.Observe(func(e interpreter.Event) {
			if e.Kind == interpreter.EvClamp && e.Where == c.Where {
				plies = append(plies, e.Ply)
			}
		})
		for _, mv := range strings.Fields(f.Moves) {
			if err := mt.PlayName(mv); err != nil {
				t.Fatal(err)
			}
		}
		if len(plies) == 0 || plies[0] != int32(f.Ply) || int(mt.State().Ply) != f.Ply {
			t.Errorf("%s: replaying %q clamps at plies %v, want first at the last, %d", c.Rule, f.Moves, plies, f.Ply)
		}
	}
	if len(rep.NeverKept) != 1 || rep.NeverKept[0].ID != "F1" || rep.NeverKept[0].Positions == 0 {
		t.Errorf("filters never keeping: %+v", rep.NeverKept)
	}
	for _, name := range variants.Names() {
		g, _ := variants.MustLoad(name).Configure(nil)
		rep, err := audit.Run(context.Background(), g, audit.Config{Games: 30, Seed: 1, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Clamps)+len(rep.NeverKept)+len(rep.Moveless) > 0 {
			t.Errorf("%s: clamps %+v, filters never keeping %+v, phases without moves %+v", name, rep.Clamps, rep.NeverKept, rep.Moveless)
		}
	}
}

// stuckPhase enters a phase whose move rule never admits a move: every
// game that reaches it ends there.
const stuckPhase = `
name: stuck-phase
board: {rows: 2, columns: 6}
setup: {seeds: 4}
phases:
  - name: opening
  - name: late
    enter: ply >= 4
sowing: {direction: counterclockwise, track: board}
moves:
  - phase: [opening]
    from: pit.count > 0
  - phase: [late]
    when: mover.bank > 1000
    from: pit.count > 0
end:
  - when: moves == 0
    winner: none
    reason: stuck
`

// TestMovelessPhase: a phase reached in which no move was ever made is
// reported, with the games that reached it.
func TestMovelessPhase(t *testing.T) {
	p, diags := variants.Compile("stuck-phase.yaml", []byte(stuckPhase))
	if p == nil || len(diags) > 0 {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	rep, err := audit.Run(context.Background(), g, audit.Config{Games: 20, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Moveless) != 1 || rep.Moveless[0].Phase != "late" || rep.Moveless[0].Games != 20 {
		t.Errorf("phases without moves: %+v", rep.Moveless)
	}
}
