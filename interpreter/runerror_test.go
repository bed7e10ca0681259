package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// skipAll passes over every pit: any move is a run-time error, met
// already when the end rule counts the moves of the start position.
const skipAll = `
name: skip-all
board: {rows: 2, columns: 6, stores: true, sides: {south: {rows: [a]}, north: {rows: [b]}}}
setup: {seeds: 4, first: south}
sowing:
  direction: counterclockwise
  track: board
  skip: true
moves:
  - from: pit.count > 0
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: score
    reason: no-moves
score: player.seeds
`

// TestRunTimeErrorAtTheStart: a run-time error met judging the start
// position stops the game there with the error, naming the rule and
// where it is written; the game is not over (it did not end by no-moves
// after 0 plies), in a match and in a playout.
func TestRunTimeErrorAtTheStart(t *testing.T) {
	g := sourceGame(t, "skip-all.yaml", skipAll, nil)
	const want = "ply 1: skip-all.yaml:8:9: sowing.skip passes over every pit of south's track"
	mt := g.NewMatch()
	if r := mt.Result(); r.Over {
		t.Errorf("the match is over: %v", r)
	}
	if err := mt.Err(); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Err() = %v, want %s…", err, want)
	}
	if _, err := mt.Legal(); err == nil || err != mt.Err() {
		t.Errorf("Legal: %v", err)
	}
	if err := mt.PlayName("a1"); err == nil || err != mt.Err() {
		t.Errorf("PlayName: %v", err)
	}
	m := g.NewMachine()
	s := g.Start()
	if r := m.Playout(s); r.Over {
		t.Errorf("the playout is over: %v", r)
	}
	if err := m.Err(); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("playout: Err() = %v, want %s…", err, want)
	}
	// a sound playout has no error
	k, _ := variants.MustLoad("kalah").Configure(nil)
	m = k.NewMachine()
	if r := m.Playout(k.Start()); !r.Over || m.Err() != nil {
		t.Errorf("kalah playout: %v, %v", r, m.Err())
	}
}
