package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// passGame is testdata/pass.yaml: a 2×4 game in which every move must
// leave the opponent seeds, a player with no such move passes (P-R2),
// and a pass answered by a player who can only pass draws (P-R3).
func passGame(t *testing.T, opts map[string]string) *interpreter.Game {
	t.Helper()
	return testGame(t, "../testdata/pass.yaml", opts)
}

func TestPass(t *testing.T) {
	g := passGame(t, nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "a player whose every move would empty the opponent's row may only pass",
			position: "b: 0 0 0 0\na: 1 0 0 0\nbank: south=7 north=8",
			legal:    "pass",
			result:   "ongoing",
		},
		{
			name:     "the pass hands the turn over and is counted; nothing else changes (a4 would capture North's last seeds)",
			position: "b: 0 0 0 1\na: 0 0 0 1\nbank: south=7 north=8",
			moves:    "pass",
			want:     "    1 2 3 4\nb:  0 0 0 1\na:  0 0 0 1\nto-move: north\nbank: south=7 north=8\npasses: 1\n",
			legal:    "b4",
			result:   "ongoing",
		},
		{
			name:     "a pass answered by a player who can only pass ends the game (P-R3)",
			position: "b: 0 0 0 0\na: 1 0 0 0\nbank: south=8 north=7",
			moves:    "pass",
			result:   "south wins by all-passed, score south=9 north=7",
		},
		{
			name:     "a move after a pass starts the count again",
			position: "b: 0 0 0 2\na: 1 0 0 0\nto-move: north\npasses: 1\nbank: south=6 north=7",
			moves:    "b4",
			want:     "    1 2 3 4\nb:  0 1 1 0\na:  1 0 0 0\nto-move: south\nbank: south=6 north=7\n",
			result:   "ongoing",
		},
		{
			name:     "no pass while another move is legal",
			position: "b: 2 2 2 2\na: 2 2 2 2",
			moves:    "pass",
			want:     "ply 1: pass is not legal: a player may pass only when no other move is legal (legal moves: a1 a2 a3 a4)",
		},
		{
			name:     "a pit that held four when the move began receives no seed: a3's seeds pass over a4 and capture in b2",
			position: "b: 1 1 1 1\na: 0 0 3 4\nbank: south=2 north=3",
			moves:    "a3",
			want:     "    1 2 3 4\nb:  1 0 2 2\na:  0 0 0 4\nto-move: north\nbank: south=4 north=3\n",
			result:   "ongoing",
		},
	})
}

// TestPassApply: the search interface (Machine.Legal and Apply) offers
// and plays the pass like any move, and playouts pass too.
func TestPassApply(t *testing.T) {
	g := passGame(t, map[string]string{"scoring": "captures"})
	s, err := g.ParseText("b: 0 0 0 0\na: 1 0 0 0\nbank: south=8 north=7")
	if err != nil {
		t.Fatal(err)
	}
	m := g.NewMachine()
	legal, err := m.Legal(s, nil)
	if err != nil || len(legal) != 1 || g.MoveName(legal[0]) != "pass" {
		t.Fatalf("legal %v, %v; want [pass]", legal, err)
	}
	if err := m.Apply(s, legal[0]); err != nil {
		t.Fatal(err)
	}
	if r := m.Result(s); r.String() != "south wins by all-passed, score south=8 north=7" {
		t.Errorf("result %s", r)
	}
	start := g.Start()
	for range 200 {
		s := start.Clone()
		if r := m.Playout(s); !r.Over {
			t.Fatalf("playout did not end: %+v", r)
		}
		if s.Total() != start.Total() {
			t.Fatalf("seeds not conserved: %d, want %d", s.Total(), start.Total())
		}
	}
}
