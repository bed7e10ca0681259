package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// turnsGame has a first phase of two turns, and extra turns (a last seed
// in one's own store), so that a turn may be several moves.
const turnsGame = `name: turns
board: {rows: 2, columns: 3, stores: true}
setup: {seeds: 3}
phases:
  - name: first
    turns: 2
  - name: second
sowing:
  direction: counterclockwise
  track: board
  skip: pit.store and pit.owner != mover
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.store and landing.owner == mover
    do: [extra_turn, end]
  - do: end
end:
  - when: moves == 0
    winner: score
    reason: score
score: player.seeds
`

// TestPhaseTurns: a phase of two turns counts turns, not moves (a move
// with an extra turn does not end the turn); the count is part of the
// position (text, JSON, hash) and is reset when the phase ends.
func TestPhaseTurns(t *testing.T) {
	p, diags := variants.Compile("turns.yaml", []byte(turnsGame))
	if p == nil {
		t.Fatal(diags)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	for _, step := range []struct {
		move, phase string
		turns       int32
	}{
		{"a1", "first", 0},  // into South's store: an extra turn, the turn goes on
		{"a2", "first", 1},  // the turn passes to North
		{"b1", "second", 0}, // North's turn ends the phase's second turn
	} {
		if err := mt.PlayName(step.move); err != nil {
			t.Fatal(err)
		}
		s := mt.State()
		pos := g.Position(s, mt.Result())
		if pos.Phase != step.phase || s.PhaseTurns != step.turns || pos.PhaseTurns != int(step.turns) {
			t.Errorf("after %s: phase %s, %d turns (JSON %d); want %s, %d", step.move, pos.Phase, s.PhaseTurns, pos.PhaseTurns, step.phase, step.turns)
		}
		if text := g.FormatText(s); strings.Contains(text, "phase-turns:") != (step.turns > 0) {
			t.Errorf("after %s: text position\n%s", step.move, text)
		}
	}

	one, err := g.ParseText("b: 3 3 3\na: 3 3 3\nphase: first\nphase-turns: 1")
	if err != nil {
		t.Fatal(err)
	}
	zero, _ := g.ParseText("b: 3 3 3\na: 3 3 3\nphase: first")
	if one.PhaseTurns != 1 || one.Hash() == zero.Hash() {
		t.Errorf("phase-turns: 1 read as %d; hashes %x %x", one.PhaseTurns, one.Hash(), zero.Hash())
	}
	back, err := g.State(g.Position(one, interpreter.Result{}))
	if err != nil || back.PhaseTurns != 1 {
		t.Errorf("JSON round trip: %v, %d turns", err, back.PhaseTurns)
	}
	for _, bad := range []struct{ text, want string }{
		{"b: 3 3 3\na: 3 3 3\nphase: first\nphase-turns: 2", "phase first lasts 2 turns, so at most 1 can have been played in it (2 given)"},
		{"b: 3 3 3\na: 3 3 3\nphase: second\nphase-turns: 1", "phase second does not last a number of turns"},
	} {
		s, err := g.ParseText(bad.text)
		if err == nil {
			_, err = g.NewMatchFrom(s)
		}
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: got %v, want …%s…", bad.text, err, bad.want)
		}
	}
}
