package agent_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/variants"
)

// play plays a game between two agents (South first in players) and
// checks that every move chosen is legal.
func play(t *testing.T, g *interpreter.Game, players [2]agent.Agent) interpreter.Result {
	t.Helper()
	mt := g.NewMatch()
	for !mt.Result().Over {
		pl := players[mt.State().ToMove]
		mv, err := pl.Choose(mt)
		if err != nil {
			t.Fatalf("%s: %s at ply %d: %v", g.Program().Name(), pl.Name(), mt.State().Ply, err)
		}
		legal, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		for _, l := range legal {
			ok = ok || l == mv
		}
		if !ok {
			t.Fatalf("%s: %s chose %s at ply %d, not a legal move", g.Program().Name(), pl.Name(), g.MoveName(mv), mt.State().Ply)
		}
		if err := mt.Play(mv); err != nil {
			t.Fatal(err)
		}
		if e, ok := pl.(agent.Evaluator); ok {
			if v, ok := e.LastEval(); !ok || math.IsNaN(v) {
				t.Fatalf("%s: %s has no evaluation after Choose", g.Program().Name(), pl.Name())
			}
		}
	}
	return mt.Result()
}

func mustNew(t *testing.T, name string, seed uint64) agent.Agent {
	t.Helper()
	a, err := agent.New(name, seed)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestSearchAgentsPlayEveryVariant: alphabeta and mcts (with and without
// a playout cutoff) play only legal moves and finish games of every
// built-in variant.
func TestSearchAgentsPlayEveryVariant(t *testing.T) {
	t.Parallel()
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			g, err := variants.MustLoad(name).Configure(map[string]string{"move-limit": "80"})
			if err != nil {
				t.Fatal(err)
			}
			if g.Program().Players() > 2 {
				// they weigh one player's gain as the other's loss: a
				// game of more players is refused, saying so
				for _, a := range []string{"alphabeta:2", "mcts:200"} {
					if _, err := mustNew(t, a, 0).Choose(g.NewMatch()); err == nil || !strings.Contains(err.Error(), "two players") {
						t.Errorf("%s: %v, want a refusal of a game of more than two players", a, err)
					}
				}
				return
			}
			ab := "alphabeta:2"
			if g.Draws() != "" {
				ab = "greedy" // alphabeta refuses chance: TestAgentsAndLots
			}
			for i, mcts := range []string{"mcts:200", "mcts:200,cut=20"} {
				seed := uint64(i)
				play(t, g, [2]agent.Agent{mustNew(t, ab, seed), mustNew(t, mcts, seed)})
				play(t, g, [2]agent.Agent{mustNew(t, mcts, seed), mustNew(t, ab, seed)})
			}
		})
	}
}

func position(t *testing.T, variant, text string) (*interpreter.Game, *interpreter.Match) {
	t.Helper()
	g, err := variants.MustLoad(variant).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.ParseText(text)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	return g, mt
}

// TestAlphaBetaTakesTheCapture: offered a capture, alphabeta takes it,
// at every depth and seed.
func TestAlphaBetaTakesTheCapture(t *testing.T) {
	t.Parallel()
	g, mt := position(t, "bao-kingulu", "b: 0 0 5 0 0 0\na: 0 1 0 0 0 1")
	for _, name := range []string{"alphabeta:1", "alphabeta:2", "alphabeta", "alphabeta:50ms"} {
		for seed := range uint64(5) {
			a := mustNew(t, name, seed)
			mv, err := a.Choose(mt)
			if err != nil {
				t.Fatal(err)
			}
			if g.MoveName(mv) != "a2" {
				t.Fatalf("%s chose %s, not the capture a2", name, g.MoveName(mv))
			}
		}
	}
}

// TestAlphaBetaAvoidsTheLoss: in this Oware position South's greedy
// move a4 captures 2 (b6) but leaves a1-a3 at 2 seeds each, and North's
// b1 then captures all 9 of them; a1 makes them 3s and loses nothing.
// alphabeta looks far enough ahead to refuse a4; at depth 2 it plays a1.
func TestAlphaBetaAvoidsTheLoss(t *testing.T) {
	t.Parallel()
	g, mt := position(t, "oware", "b: 3 0 0 4 2 1\na: 2 2 2 3 0 0")
	greedy := mustNew(t, "greedy", 1)
	if mv, _ := greedy.Choose(mt); g.MoveName(mv) != "a4" {
		t.Fatalf("greedy chose %s: the position no longer tests anything", g.MoveName(mv))
	}
	for _, name := range []string{"alphabeta:2", "alphabeta:3", "alphabeta", "alphabeta:6"} {
		for seed := range uint64(4) {
			mv, err := mustNew(t, name, seed).Choose(mt)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.MoveName(mv); got == "a4" || (name == "alphabeta:2" && got != "a1") {
				t.Errorf("%s (seed %d) chose %s", name, seed, got)
			}
		}
	}
}

// TestAlphaBetaExtraTurn: in this Kalah position a6 ends in South's
// store, an extra turn, and a1 then captures b2 and empties South's
// row: South wins in two plies of their own. The search must not
// negate across the extra turn to see it.
func TestAlphaBetaExtraTurn(t *testing.T) {
	t.Parallel()
	g, mt := position(t, "kalah", "b: 0 6 0 0 2 1\na: 1 0 0 0 0 1")
	for _, name := range []string{"alphabeta:2", "alphabeta:3", "alphabeta:6"} { // depths, not a time budget: a loaded machine would search less deep
		a := mustNew(t, name, 1)
		mv, err := a.Choose(mt)
		if err != nil {
			t.Fatal(err)
		}
		v, _ := a.(agent.Evaluator).LastEval()
		if g.MoveName(mv) != "a6" || v != 1e6-2 {
			t.Errorf("%s chose %s valued %g, not a6 winning in 2 plies", name, g.MoveName(mv), v)
		}
	}
}

// TestTimeBudget: timed agents stop near their budget, alphabeta having
// completed at least depth 1.
func TestTimeBudget(t *testing.T) {
	t.Parallel()
	g, err := variants.MustLoad("toguz-kumalak").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	for _, name := range []string{"alphabeta:30ms", "mcts:30ms"} {
		a := mustNew(t, name, 1)
		if _, err := a.Choose(mt); err != nil {
			t.Fatal(err)
		}
		switch a := a.(type) {
		case *agent.AlphaBeta:
			if a.Depth() < 1 {
				t.Errorf("%s completed depth %d", name, a.Depth())
			}
		case *agent.MCTS:
			if a.Iterations() < 1 {
				t.Errorf("%s made %d iterations", name, a.Iterations())
			}
		}
	}
}

// TestSearchAllocatesNothing: once warmed up, a search allocates
// nothing.
func TestSearchAllocatesNothing(t *testing.T) {
	g, err := variants.MustLoad("oware").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	for _, name := range []string{"alphabeta:4", "mcts:200"} {
		a := mustNew(t, name, 1)
		for range 3 {
			if _, err := a.Choose(mt); err != nil {
				t.Fatal(err)
			}
		}
		if n := testing.AllocsPerRun(5, func() { a.Choose(mt) }); n > 0 {
			t.Errorf("%s allocates %g times a move", name, n)
		}
	}
}

// TestSameSeedSameMove: two agents of the same name and seed choose the
// same moves.
func TestSameSeedSameMove(t *testing.T) {
	t.Parallel()
	g, err := variants.MustLoad("oware").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"alphabeta:3", "mcts:300"} {
		for seed := range uint64(3) {
			a, b := mustNew(t, name, seed), mustNew(t, name, seed)
			mt := g.NewMatch()
			opp := mustNew(t, "random", seed)
			for ply := 0; ply < 30 && !mt.Result().Over; ply++ {
				var mv interpreter.Move
				if ply%2 == 0 {
					ma, err := a.Choose(mt)
					if err != nil {
						t.Fatal(err)
					}
					mb, err := b.Choose(mt)
					if err != nil {
						t.Fatal(err)
					}
					if ma != mb {
						t.Fatalf("%s seed %d ply %d: %s and %s", name, seed, ply, g.MoveName(ma), g.MoveName(mb))
					}
					ea, _ := a.(agent.Evaluator).LastEval()
					eb, _ := b.(agent.Evaluator).LastEval()
					if ea != eb {
						t.Fatalf("%s seed %d ply %d: evaluations %g and %g", name, seed, ply, ea, eb)
					}
					mv = ma
				} else if mv, err = opp.Choose(mt); err != nil {
					t.Fatal(err)
				}
				if err := mt.Play(mv); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// match plays games of Oware between two agents, seats alternating, and
// returns the wins of each and the draws.
func match(t *testing.T, games int, a, b string) (wa, wb, draws int) {
	g, err := variants.MustLoad("oware").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range games {
		pa, pb := mustNew(t, a, uint64(i)), mustNew(t, b, uint64(i)+1000)
		players, aSeat := [2]agent.Agent{pa, pb}, interpreter.South
		if i%2 == 1 {
			players, aSeat = [2]agent.Agent{pb, pa}, 1
		}
		switch w := play(t, g, players).Winner; {
		case w < 0:
			draws++
		case w == aSeat:
			wa++
		default:
			wb++
		}
	}
	return wa, wb, draws
}

// TestAlphaBetaBeatsGreedy: over 40 games of Oware, alphabeta:3 wins
// clearly more than greedy.
func TestAlphaBetaBeatsGreedy(t *testing.T) {
	t.Parallel()
	start := time.Now()
	wa, wb, d := match(t, 40, "alphabeta:3", "greedy")
	t.Logf("alphabeta:3 %d, greedy %d, draws %d (%v)", wa, wb, d, time.Since(start))
	if wa < 2*wb || wa < 24 {
		t.Errorf("alphabeta:3 won %d, greedy %d, draws %d", wa, wb, d)
	}
}

// TestMCTSBeatsRandom: over 40 games of Oware, mcts:500 wins clearly
// more than random.
func TestMCTSBeatsRandom(t *testing.T) {
	t.Parallel()
	start := time.Now()
	games := 40
	if testing.Short() {
		games = 10
	}
	wa, wb, d := match(t, games, "mcts:500", "random")
	t.Logf("mcts:500 %d, random %d, draws %d (%v)", wa, wb, d, time.Since(start))
	if wa < 3*wb || wa < games*3/4 {
		t.Errorf("mcts:500 won %d, random %d, draws %d", wa, wb, d)
	}
}

// TestNewNames: the names New takes and refuses.
func TestNewNames(t *testing.T) {
	for name, want := range map[string]string{
		"alphabeta":             "alphabeta",
		"alphabeta:4":           "alphabeta",
		"alphabeta:6":           "alphabeta:6",
		"alphabeta:200ms":       "alphabeta:200ms",
		"alphabeta:8:1s":        "alphabeta:8:1s",
		"mcts":                  "mcts",
		"mcts:5000":             "mcts:5000",
		"mcts:300ms":            "mcts:300ms",
		"mcts:2000,c=0.7":       "mcts:2000,c=0.7",
		"mcts:1000,cut=40":      "mcts:1000,cut=40",
		"mcts:500,cut=30,c=0.5": "mcts:500,c=0.5,cut=30",
		"mcts:1s:100":           "mcts:100:1s",
		"random":                "random",
		"greedy":                "greedy",
	} {
		a, err := agent.New(name, 1)
		if err != nil {
			t.Errorf("New(%q): %v", name, err)
			continue
		}
		if a.Name() != want {
			t.Errorf("New(%q).Name() = %q, want %q", name, a.Name(), want)
		}
	}
	for _, name := range []string{"alphabeta:0", "alphabeta:-1", "alphabeta:x", "alphabeta:65", "alphabeta:1:2", "mcts:0", "mcts:0s", "mcts:100,c=0", "mcts:100,x", "mcts:100,cut=0", "mcts:100,cut=x", "greedy:3", "deep-blue"} {
		if _, err := agent.New(name, 1); err == nil {
			t.Errorf("New(%q) did not fail", name)
		}
	}
	_, err := agent.New("deep-blue", 1)
	for _, s := range []string{"alphabeta", "mcts", "greedy", "random", "alphabeta:200ms", "mcts:5000"} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("the error %q does not mention %s", err, s)
		}
	}
}
