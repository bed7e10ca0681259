package agent_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestGreedyTakesTheCapture: offered a capture, greedy takes it.
func TestGreedyTakesTheCapture(t *testing.T) {
	g, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	s, _ := g.ParseText("b: 0 0 5 0 0 0\na: 0 1 0 0 0 1")
	mt, _ := g.NewMatchFrom(s)
	a, _ := agent.New("greedy", 1)
	for i := 0; i < 20; i++ {
		mv, err := a.Choose(mt)
		if err != nil {
			t.Fatal(err)
		}
		if g.MoveName(mv) != "a2" {
			t.Fatalf("greedy chose %s, not the capture a2", g.MoveName(mv))
		}
	}
}

// TestGreedyBeatsRandom: over 200 games of Oware, greedy wins more than
// random does.
func TestGreedyBeatsRandom(t *testing.T) {
	g, _ := variants.MustLoad("oware").Configure(nil)
	wins := [2]int{}
	for i := 0; i < 200; i++ {
		greedy, _ := agent.New("greedy", uint64(i))
		random, _ := agent.New("random", uint64(i))
		players := [2]agent.Agent{greedy, random}
		if i%2 == 1 {
			players = [2]agent.Agent{random, greedy}
		}
		mt := g.NewMatch()
		for !mt.Result().Over {
			mv, err := players[mt.State().ToMove].Choose(mt)
			if err != nil {
				t.Fatal(err)
			}
			if err := mt.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		if w := mt.Result().Winner; w >= 0 {
			if players[w].Name() == "greedy" {
				wins[0]++
			} else {
				wins[1]++
			}
		}
	}
	if wins[0] <= 2*wins[1] {
		t.Errorf("greedy won %d, random %d", wins[0], wins[1])
	}
	t.Logf("greedy %d, random %d", wins[0], wins[1])
}

var _ = interpreter.Move{}

// TestAgentsChoose: every agent plays the test game whose moves make
// choices (testdata/choice.yaml) against random to its end, its moves
// legal, and makes moves with choices among them.
func TestAgentsChoose(t *testing.T) {
	p, err := variants.Load("../../testdata/choice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := p.Configure(nil)
	for _, name := range []string{"random", "greedy", "alphabeta:2", "mcts:50"} {
		chose := 0
		for seed := range uint64(4) {
			a, err := agent.New(name, seed)
			if err != nil {
				t.Fatal(err)
			}
			random, _ := agent.New("random", seed+100)
			players := [2]agent.Agent{a, random}
			mt := g.NewMatch()
			mt.Debug(true)
			for ply := 0; !mt.Result().Over; ply++ {
				if ply > 500 {
					t.Fatalf("%s: the game does not end", name)
				}
				mover := mt.State().ToMove
				mv, err := players[mover].Choose(mt)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if mv.Choice != 0 && mover == 0 {
					chose++
				}
				if err := mt.PlayName(g.MoveName(mv)); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
		}
		if chose == 0 {
			t.Errorf("%s made no move with a choice in 4 games", name)
		}
	}
}
