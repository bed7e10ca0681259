package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// handSrc relays from an occupied landing. The test below adds an end
// after the relay behind the checker's back (the checker rejects it):
// the relayed seeds would stay in the hand.
const handSrc = `name: hand
board: {rows: 2, columns: 6}
setup: {seeds: 4}
sowing: {direction: counterclockwise, track: board}
moves:
  - id: M1
    from: pit.count > 0
lap_end:
  - id: L1
    when: landing.before > 0
    do: relay
end:
  - when: moves == 0
    winner: none
    reason: stuck
`

// TestSeedsLeftInHand: a move that ends with seeds still in the hand is
// a run-time error naming the ply, the rule and the seeds, whether the
// legal moves are listed, a move is applied, or a match is played, with
// or without debug checks.
func TestSeedsLeftInHand(t *testing.T) {
	sv, diags := syntax.Parse("hand.yaml", []byte(handSrc))
	v, more := check.Check(sv)
	if v == nil || len(diags)+len(more) > 0 {
		t.Fatal(diags, more)
	}
	rule := &v.LapEnd[0]
	rule.Do = append(rule.Do, &expr.Action{At: rule.Pos, Name: "end"}) // [relay, end]
	g, err := interpreter.Compile(v).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	// a1 sows a2..a5; a5 held 4, so the relay lifts 5 seeds, and end
	// ends the move with them in the hand
	const want = "ply 1: lap_end rule L1 (hand.yaml:9:5) ended the move with 5 seeds still in the hand, never sown; seeds lifted into the hand must be sown"

	mt := g.NewMatch()
	if _, err := mt.Legal(); err == nil || err.Error() != want {
		t.Errorf("Match.Legal: got error %v, want %s", err, want)
	}
	mt.Debug(true)
	if _, err := mt.Legal(); err == nil || err.Error() != want {
		t.Errorf("Match.Legal in debug mode: got error %v, want %s", err, want)
	}
	m := g.NewMachine()
	s := g.Start()
	if err := m.Apply(s, interpreter.Move{Pit: 0, Rule: 0}); err == nil || err.Error() != want {
		t.Errorf("Machine.Apply: got error %v, want %s", err, want)
	}
	if st := m.Statuses(g.Start()); !strings.HasPrefix(strings.Join(st, " "), "error") {
		t.Errorf("statuses of the candidates: %v, want error first", st)
	}
}
