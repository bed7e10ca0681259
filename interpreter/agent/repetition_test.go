package agent_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// cycleGame: each player sows round their own row of three; a position
// occurring a second time ends the game, the player who brought it about
// losing. Only a search that counts the repetitions of its line, from
// the game's history on, sees any end at all.
const cycleGame = `
name: cycle
board: {rows: 2, columns: 3}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: own}
moves:
  - from: pit.count > 0
lap_end:
  - do: end
end:
  - when: repeated >= 2
    winner: opponent
    reason: repetition
`

// exact is the value of mt's position for the player to move, by
// minimax over forks of the match (which keep the game's history, so
// they count repetitions as the game does), depth plies deep: 1 won, -1
// lost, 0 drawn, 2 not decided within the depth.
func exact(t *testing.T, mt *interpreter.Match, depth int) int {
	if r := mt.Result(); r.Over {
		switch r.Winner {
		case -1:
			return 0
		case mt.State().ToMove:
			return 1
		}
		return -1
	}
	if depth == 0 {
		return 2
	}
	legal, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	best, allLost := -1, true
	for _, mv := range legal {
		kid := mt.Fork()
		if err := kid.Play(mv); err != nil {
			t.Fatal(err)
		}
		v := exact(t, kid, depth-1)
		if r := kid.Result(); !r.Over && kid.State().ToMove != mt.State().ToMove && v != 2 {
			v = -v
		} else if r.Over {
			switch r.Winner {
			case -1:
				v = 0
			case mt.State().ToMove:
				v = 1
			default:
				v = -1
			}
		}
		switch {
		case v == 1:
			return 1
		case v == 2:
			allLost = false
			best = 2
		case v == 0 && best != 2:
			allLost, best = false, 0
		}
	}
	if allLost {
		return -1
	}
	return best
}

// TestSearchesValueRepetitions: at every position of a game of cycle
// where exact minimax over the game's own matches proves a result
// within six plies, alphabeta:6 proves the same (a value beyond ±1e6/2,
// with the sign of the result) and plays a move that keeps it; and
// where a move loses at once by a repetition and another does not, mcts
// plays another.
func TestSearchesValueRepetitions(t *testing.T) {
	p, diags := variants.Compile("cycle.yaml", []byte(cycleGame))
	if p == nil {
		t.Fatal(diags)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	proven, immediate := 0, 0
	rng := rand.New(rand.NewPCG(1, 2))
	for walk := range 6 {
		mt := g.NewMatch()
		for ply := 0; !mt.Result().Over && ply < 40; ply++ {
			v := exact(t, mt, 6)
			ab := mustNew(t, "alphabeta:6", uint64(ply))
			mv, err := ab.Choose(mt)
			if err != nil {
				t.Fatal(err)
			}
			eval, _ := ab.(interface{ LastEval() (float64, bool) }).LastEval()
			if v == 1 || v == -1 {
				proven++
				if eval*float64(v) < 5e5 {
					t.Errorf("walk %d, ply %d: exact minimax proves %+d for the mover; alphabeta:6 values it %v", walk, ply, v, eval)
				}
			}
			if v == 1 {
				kid := mt.Fork()
				if err := kid.Play(mv); err != nil {
					t.Fatal(err)
				}
				if w := exact(t, kid, 5); !(kid.Result().Over && kid.Result().Winner == mt.State().ToMove) && w != -1 && !(kid.State().ToMove == mt.State().ToMove && w == 1) {
					t.Errorf("walk %d, ply %d: a won position, and alphabeta's move %s does not keep the win (%d)", walk, ply, g.MoveName(mv), w)
				}
			}
			// a move that loses at once: mcts plays another
			legal, _ := mt.Legal()
			var losses []string
			for _, l := range legal {
				kid := mt.Fork()
				if err := kid.Play(l); err != nil {
					t.Fatal(err)
				}
				if r := kid.Result(); r.Over && r.Winner != mt.State().ToMove {
					losses = append(losses, g.MoveName(l))
				}
			}
			if len(losses) > 0 && len(losses) < len(legal) {
				immediate++
				for seed := range uint64(5) {
					m2, err := mustNew(t, "mcts:300", seed).Choose(mt)
					if err != nil {
						t.Fatal(err)
					}
					for _, w := range losses {
						if w == g.MoveName(m2) {
							t.Errorf("walk %d, ply %d: %v lose at once by a repetition; mcts (seed %d) played %s", walk, ply, losses, seed, w)
						}
					}
				}
			}
			// go on with a random move that does not end the game, to meet
			// more positions
			var goOn []interpreter.Move
			for _, l := range legal {
				kid := mt.Fork()
				_ = kid.Play(l)
				if !kid.Result().Over {
					goOn = append(goOn, l)
				}
			}
			if len(goOn) == 0 {
				break
			}
			if err := mt.Play(goOn[rng.IntN(len(goOn))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if proven == 0 || immediate == 0 {
		t.Fatalf("%d positions with a proven result, %d with a choice between losing at once and not: the test proves nothing", proven, immediate)
	}
	t.Logf("%d proven positions, %d with an immediate loss among other moves", proven, immediate)
}
