package agent_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestAgentsAndLots: in a game whose moves draw lots (testdata/lang/lots),
// random, greedy and mcts play games to the end, the match drawing the
// lots; alphabeta, which searches no chance, refuses, naming the draw.
func TestAgentsAndLots(t *testing.T) {
	p, err := variants.Load("../../testdata/lang/lots/lots.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	drew := false
	for _, name := range []string{"random", "greedy", "mcts:50"} {
		for seed := range uint64(5) {
			a, _ := agent.New(name, seed)
			b, _ := agent.New("random", seed)
			mt := g.NewMatch()
			mt.SetSeed(seed)
			for plies := 0; !mt.Result().Over; plies++ {
				if plies > 1000 {
					t.Fatalf("%s: the game does not end", name)
				}
				pl := []agent.Agent{a, b}[mt.State().ToMove]
				mv, err := pl.Choose(mt)
				if err != nil {
					t.Fatalf("%s: %v", pl.Name(), err)
				}
				if mv.Drawn != 0 {
					t.Fatalf("%s chose %s: an agent chooses the move, not what the lots give", pl.Name(), g.MoveName(mv))
				}
				if err := mt.Play(mv); err != nil {
					t.Fatalf("%s: %s: %v", pl.Name(), g.MoveName(mv), err)
				}
				ms := mt.Moves()
				drew = drew || ms[len(ms)-1].Drawn != 0
			}
		}
	}
	if !drew {
		t.Error("no game drew lots")
	}
	ab, _ := agent.New("alphabeta", 1)
	_, err = ab.Choose(g.NewMatch())
	if err == nil || !strings.Contains(err.Error(), "alphabeta cannot play lots: its moves draw lots (draw at ") || !strings.Contains(err.Error(), "lots.yaml:34:9") {
		t.Errorf("alphabeta: %v", err)
	}
}
