package agent

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
)

const defaultIterations = 1000

// MCTSConfig sets up an MCTS agent.
type MCTSConfig struct {
	// Iterations is the number of playouts per move; 0 means the
	// default, 1000, unless Time is set.
	Iterations int
	// Time, when positive, is the time per move: iterations go on until
	// it is up (at least one is made). Iterations, if set too, caps
	// them. A timed agent is reproducible only as far as the machine's
	// speed is.
	Time time.Duration
	// C is the exploration constant of UCT; 0 means sqrt(2).
	C float64
	// Cutoff, when positive, stops each playout after that many plies
	// and scores the position by material instead: South's chance is
	// taken as 1/(1+exp(-8d/T)), d the material South leads by and T
	// the seeds in the game. Long games with long relay laps, where a
	// random game says little, call for it.
	Cutoff int
}

// MCTS is a Monte Carlo tree search with the UCT selection rule and
// uniformly random playouts. A node's reward counts from the view of the
// player who made the move into it (1 a win, ½ a draw or a game with no
// winner, 0 a loss), so extra turns, after which the same player moves
// again, need nothing special. It plays the most visited move, choosing
// at random among equals.
//
// It implements Evaluator: LastEval is the root's win rate, in [0, 1],
// over all the playouts of the last search, from the view of the player
// who was to move. It is not safe for concurrent use.
type MCTS struct {
	rng   *rand.Rand
	cfg   MCTSConfig
	iters int
	c     float64

	g     *interpreter.Game
	m     *interpreter.Machine
	mt    *interpreter.Match // the game being played, during Choose
	s     *interpreter.State // the position of the current iteration
	nodes []mnode
	path  []int32
	moves []interpreter.Move

	eval     float64
	haveEval bool
	done     int // iterations of the last search
}

// mnode is a node of the tree, in an arena: its children are the nodes
// first … first+n-1.
type mnode struct {
	move     interpreter.Move
	first, n int32
	visits   int32
	reward   float64            // for mover
	mover    interpreter.Player // who made move
	winner   interpreter.Player // when terminal
	seen     bool               // the position has been reached and judged
	terminal bool
	expanded bool
}

// NewMCTS returns an MCTS agent seeded with seed, as New does for the
// corresponding name.
func NewMCTS(cfg MCTSConfig, seed uint64) *MCTS {
	return newMCTS(cfg, newRand(seed))
}

func newMCTS(cfg MCTSConfig, rng *rand.Rand) *MCTS {
	a := &MCTS{rng: rng, cfg: cfg, iters: cfg.Iterations, c: cfg.C}
	if a.iters <= 0 {
		a.iters = defaultIterations
		if cfg.Time > 0 {
			a.iters = math.MaxInt
		}
	}
	if a.c <= 0 {
		a.c = math.Sqrt2
	}
	return a
}

// Name implements Agent: mcts, mcts:ITERATIONS or mcts:TIME, with ",c=C"
// for an exploration constant other than sqrt(2) and ",cut=N" for a
// playout cutoff.
func (a *MCTS) Name() string {
	name := "mcts"
	switch {
	case a.cfg.Time > 0 && a.cfg.Iterations > 0:
		name += fmt.Sprintf(":%d:%s", a.cfg.Iterations, a.cfg.Time)
	case a.cfg.Time > 0:
		name += ":" + a.cfg.Time.String()
	case a.cfg.Iterations > 0 && a.cfg.Iterations != defaultIterations:
		name += ":" + strconv.Itoa(a.cfg.Iterations)
	}
	if a.c != math.Sqrt2 {
		if name == "mcts" {
			name += ":" + strconv.Itoa(defaultIterations)
		}
		name += ",c=" + strconv.FormatFloat(a.c, 'g', -1, 64)
	}
	if a.cfg.Cutoff > 0 {
		if name == "mcts" {
			name += ":" + strconv.Itoa(defaultIterations)
		}
		name += ",cut=" + strconv.Itoa(a.cfg.Cutoff)
	}
	return name
}

// LastEval implements Evaluator.
func (a *MCTS) LastEval() (float64, bool) { return a.eval, a.haveEval }

// Iterations is the number of iterations of the last search.
func (a *MCTS) Iterations() int { return a.done }

// Choose implements Agent.
func (a *MCTS) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	if mt.Result().Over {
		return interpreter.Move{}, fmt.Errorf("the game is over")
	}
	if err := TwoPlayers(a, mt.Game()); err != nil {
		return interpreter.Move{}, err
	}
	if a.g != mt.Game() {
		a.g, a.m = mt.Game(), mt.Game().NewMachine()
	}
	a.haveEval, a.done = false, 0
	m := a.m
	m.Seed(a.rng.Uint64(), a.rng.Uint64())
	root := mt.State()
	if a.s == nil {
		a.s = root.Clone()
	}
	a.nodes = append(a.nodes[:0], mnode{mover: 1 - root.ToMove, seen: true})
	a.s.CopyFrom(root)
	a.mt = mt
	defer func() { a.mt = nil }()
	m.FollowHistory(mt) // the root's moves as the game offers them
	if err := a.expand(0); err != nil {
		return interpreter.Move{}, err
	}
	if a.nodes[0].n == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move")
	}
	var deadline time.Time
	if a.cfg.Time > 0 {
		deadline = time.Now().Add(a.cfg.Time)
	}
	for a.done < a.iters {
		if err := a.iterate(root); err != nil {
			return interpreter.Move{}, err
		}
		a.done++
		if a.cfg.Time > 0 && time.Now().After(deadline) {
			break
		}
	}
	rt := &a.nodes[0]
	var best interpreter.Move
	bestVisits, ties := int32(-1), 0
	var reward float64
	var visits int32
	for c := rt.first; c < rt.first+rt.n; c++ {
		ch := &a.nodes[c]
		reward += ch.reward
		visits += ch.visits
		switch {
		case ch.visits > bestVisits:
			best, bestVisits, ties = ch.move, ch.visits, 1
		case ch.visits == bestVisits:
			ties++
			if a.rng.IntN(ties) == 0 {
				best = ch.move
			}
		}
	}
	if visits > 0 {
		a.eval, a.haveEval = reward/float64(visits), true
	}
	return best, nil
}

// expand adds the children of node i, whose position is a.s, in a
// random order.
func (a *MCTS) expand(i int32) error {
	var err error
	a.moves, err = a.m.Legal(a.s, a.moves)
	if err != nil {
		return err
	}
	a.rng.Shuffle(len(a.moves), func(x, y int) { a.moves[x], a.moves[y] = a.moves[y], a.moves[x] })
	first := int32(len(a.nodes))
	for _, mv := range a.moves {
		a.nodes = append(a.nodes, mnode{move: mv, mover: a.s.ToMove, winner: interpreter.NoPlayer})
	}
	nd := &a.nodes[i]
	nd.first, nd.n, nd.expanded = first, int32(len(a.moves)), true
	return nil
}

// iterate runs one iteration: select down the tree from the root,
// expand the leaf reached if it was visited before, play out, and back
// up the result.
func (a *MCTS) iterate(root *interpreter.State) error {
	m, s := a.m, a.s
	s.CopyFrom(root)
	m.FollowLine(a.mt) // the root's moves as the game offers them, its repetitions as the game counts them, every time
	a.path = append(a.path[:0], 0)
	i := int32(0)
	var winner interpreter.Player
	pSouth, scored := 0.0, false // a cut-off playout's chance for South
	offTree := false             // the lots drew a position the tree does not hold
	for {
		nd := &a.nodes[i]
		if nd.terminal {
			winner = nd.winner
			break
		}
		if !nd.expanded || offTree {
			if nd.visits == 0 || offTree {
				r := m.PlayoutOnLine(s, a.cutoff())
				if !r.Over {
					pSouth = a.materialChance(s)
					scored = true
				}
				winner = r.Winner
				break
			}
			if err := a.expand(i); err != nil {
				return err
			}
			nd = &a.nodes[i]
			if nd.n == 0 { // cannot happen: Result calls such a game over
				nd.terminal, nd.winner = true, interpreter.NoPlayer
				winner = interpreter.NoPlayer
				break
			}
		}
		c := a.selectChild(nd)
		ch := &a.nodes[c]
		if err := m.Apply(s, ch.move); err != nil {
			if err == interpreter.ErrIllegal && a.g.Draws() != "" {
				// the tree is grown over what the lots drew on its
				// first visits; lots drawn otherwise this time led to
				// a position where the move is not legal: play out
				// from it
				offTree = true
				continue
			}
			return err
		}
		r := m.ResultOnLine(s)             // as reached along the line from the game's history
		if !ch.seen || a.g.Draws() != "" { // after a draw, what the lots gave this time
			ch.seen, ch.terminal, ch.winner = true, r.Over, r.Winner
		}
		a.path = append(a.path, c)
		i = c
	}
	if !scored {
		switch winner {
		case 0:
			pSouth = 1
		case 1:
			pSouth = 0
		default:
			pSouth = 0.5
		}
	}
	for _, j := range a.path {
		nd := &a.nodes[j]
		nd.visits++
		if nd.mover == 1 {
			nd.reward += 1 - pSouth
		} else {
			nd.reward += pSouth
		}
	}
	return nil
}

// selectChild returns the child of nd with the highest UCT value; an
// unvisited child first.
func (a *MCTS) selectChild(nd *mnode) int32 {
	logN := math.Log(float64(max(nd.visits, 1)))
	best, bestVal := nd.first, math.Inf(-1)
	for c := nd.first; c < nd.first+nd.n; c++ {
		ch := &a.nodes[c]
		if ch.visits == 0 {
			return c
		}
		v := ch.reward/float64(ch.visits) + a.c*math.Sqrt(logN/float64(ch.visits))
		if v > bestVal {
			best, bestVal = c, v
		}
	}
	return best
}

func (a *MCTS) cutoff() int {
	if a.cfg.Cutoff > 0 {
		return a.cfg.Cutoff
	}
	return -1
}

// materialChance is South's chance of winning a position a cut-off
// playout reached, from the material South leads by.
func (a *MCTS) materialChance(s *interpreter.State) float64 {
	d := float64(Material(s, 0) - Material(s, 1))
	return 1 / (1 + math.Exp(-8*d/float64(max(s.Total(), 1))))
}
