package agent

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// Search values. A finished game is worth winValue less the number of
// plies from the root to it, so that quicker wins (and slower losses)
// are preferred; values beyond winBound are proven results.
const (
	winValue     = 1e6
	winBound     = winValue / 2
	movesPerSeed = 10   // in the evaluation, each legal move is worth 1/movesPerSeed of a seed
	rootEpsilon  = 0.05 // root windows are widened by this, to find ties exactly
	maxSearchPly = 64   // deepest iteration of a timed search
	ttBits       = 16   // the transposition table has 1<<ttBits entries
	defaultDepth = 4
)

// AlphaBetaConfig sets up an AlphaBeta agent.
type AlphaBetaConfig struct {
	// Depth is the number of plies searched (an extra turn counts as a
	// ply); 0 means the default, 4, unless Time is set.
	Depth int
	// Time, when positive, is the time per move: the search deepens one
	// ply at a time until the time is up (always completing depth 1),
	// and plays the best move of the deepest completed iteration. Depth,
	// if set too, caps the iterations. A timed agent is reproducible only
	// as far as the machine's speed is.
	Time time.Duration
}

// AlphaBeta is an iterative-deepening negamax search with alpha-beta
// pruning and a transposition table. It evaluates a position from the
// view of the player to move: their material less the opponent's (see
// Material), plus 0.1 for each legal move they have; a finished game is
// worth ±1e6 less its distance in plies, a draw 0. A move after which
// the same player moves again (an extra turn) is not negated. Moves are
// tried best first: the move the previous iteration (or the
// transposition table) found best, then by the material they gain at
// once. Equal best moves at the root are chosen between at random.
//
// It implements Evaluator: LastEval is the root value of the last
// search, in material units, from the view of the player who was to
// move. It is not safe for concurrent use.
type AlphaBeta struct {
	rng   *rand.Rand
	cfg   AlphaBetaConfig
	depth int // iteration cap

	g      *interpreter.Game
	m      *interpreter.Machine
	tt     []ttEntry
	frames []*abFrame

	// per search
	timed    bool
	deadline time.Time
	stop     bool // the time is up: unwind
	nodes    int
	err      error

	eval     float64
	haveEval bool
	reached  int    // depth of the last completed iteration
	rootKey  uint64 // the root's key in the transposition table
}

type abFrame struct {
	moves []interpreter.Move
	kids  []*interpreter.State // kids[i]: the position after moves[i]
	over  []bool               // the game is over in kids[i]
	win   []interpreter.Player // then its winner
	gain  []float64            // mover's material gain of moves[i]
	order []int
	vals  []float64        // root only: the value of each move
	line  interpreter.Line // the repetition history, ending with the frame's position
}

const (
	boundExact uint8 = iota + 1
	boundLower       // the value is at least the stored one
	boundUpper       // the value is at most the stored one
)

type ttEntry struct {
	key     uint64
	value   float64
	move    interpreter.Move
	depth   int16
	bound   uint8 // 0: empty
	hasMove bool
}

// NewAlphaBeta returns an alpha-beta agent seeded with seed, as New
// does for the corresponding name.
func NewAlphaBeta(cfg AlphaBetaConfig, seed uint64) *AlphaBeta {
	return newAlphaBeta(cfg, newRand(seed))
}

func newAlphaBeta(cfg AlphaBetaConfig, rng *rand.Rand) *AlphaBeta {
	a := &AlphaBeta{rng: rng, cfg: cfg, depth: cfg.Depth}
	if a.depth <= 0 {
		a.depth = defaultDepth
		if cfg.Time > 0 {
			a.depth = maxSearchPly
		}
	}
	a.depth = min(a.depth, maxSearchPly)
	return a
}

// Name implements Agent: alphabeta, alphabeta:DEPTH or alphabeta:TIME.
func (a *AlphaBeta) Name() string {
	switch {
	case a.cfg.Time > 0 && a.cfg.Depth > 0:
		return fmt.Sprintf("alphabeta:%d:%s", a.cfg.Depth, a.cfg.Time)
	case a.cfg.Time > 0:
		return "alphabeta:" + a.cfg.Time.String()
	case a.cfg.Depth > 0 && a.cfg.Depth != defaultDepth:
		return fmt.Sprintf("alphabeta:%d", a.cfg.Depth)
	}
	return "alphabeta"
}

// LastEval implements Evaluator.
func (a *AlphaBeta) LastEval() (float64, bool) { return a.eval, a.haveEval }

// Depth is the depth of the last completed iteration of the last search.
func (a *AlphaBeta) Depth() int { return a.reached }

// Nodes is the number of positions the last search visited.
func (a *AlphaBeta) Nodes() int { return a.nodes }

// setGame readies the machine and the buffers for g.
func (a *AlphaBeta) setGame(g *interpreter.Game) {
	if a.g == g {
		return
	}
	a.g, a.m = g, g.NewMachine()
	if a.tt == nil {
		a.tt = make([]ttEntry, 1<<ttBits)
	} else {
		clear(a.tt)
	}
	a.frames = nil
}

// frame returns the buffers of ply, making them when first needed.
func (a *AlphaBeta) frame(ply int) *abFrame {
	for len(a.frames) <= ply {
		a.frames = append(a.frames, &abFrame{})
	}
	return a.frames[ply]
}

// expandFrame fills the frame of ply with the moves of s, the
// positions they lead to (judged) and their greedy gains.
func (a *AlphaBeta) expandFrame(fr *abFrame, s *interpreter.State) error {
	m := a.m
	var err error
	fr.moves, err = m.Legal(s, fr.moves)
	if err != nil {
		return err
	}
	n := len(fr.moves)
	for len(fr.kids) < n {
		fr.kids = append(fr.kids, s.Clone())
	}
	fr.over, fr.win = grow(fr.over, n), grow(fr.win, n)
	fr.gain, fr.order = grow(fr.gain, n), grow(fr.order, n)
	mover := s.ToMove
	// Legal played every move: take the positions it reached, then judge
	// them, each as reached by its move from s (a repetition of the
	// line ends the game as the description says)
	for i := range fr.moves {
		m.Child(i, fr.kids[i])
	}
	m.SaveLine(&fr.line)
	for i := range fr.moves {
		kid := fr.kids[i]
		m.RestoreLine(&fr.line)
		r := m.ResultOnLine(kid)
		fr.over[i], fr.win[i] = r.Over, r.Winner
		fr.gain[i] = float64(Material(kid, mover) - Material(kid, 1-mover))
		fr.order[i] = i
	}
	return nil
}

// sortFrame orders the moves: first the move first, if it is legal,
// then by gain, highest first, pit order among equals.
func sortFrame(fr *abFrame, first interpreter.Move, hasFirst bool) {
	o := fr.order[:len(fr.moves)]
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && fr.gain[o[j]] > fr.gain[o[j-1]]; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	if !hasFirst {
		return
	}
	for k, i := range o {
		if fr.moves[i] == first {
			copy(o[1:k+1], o[:k])
			o[0] = i
			return
		}
	}
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, 2*n)
	}
	return s[:n]
}

// terminal is the value, for mover, of a game that ended ply plies from
// the root with winner.
func terminal(winner, mover interpreter.Player, ply int) float64 {
	switch {
	case winner < 0:
		return 0
	case winner == mover:
		return winValue - float64(ply)
	}
	return -(winValue - float64(ply))
}

// Proven values are stored relative to the node, not the root.
func toTT(v float64, ply int) float64 {
	switch {
	case v > winBound:
		return v + float64(ply)
	case v < -winBound:
		return v - float64(ply)
	}
	return v
}

func fromTT(v float64, ply int) float64 {
	switch {
	case v > winBound:
		return v - float64(ply)
	case v < -winBound:
		return v + float64(ply)
	}
	return v
}

// Choose implements Agent.
func (a *AlphaBeta) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	if mt.Result().Over {
		return interpreter.Move{}, fmt.Errorf("the game is over")
	}
	if at := mt.Game().Draws(); at != "" {
		return interpreter.Move{}, fmt.Errorf("alphabeta cannot play %s: its moves draw lots (draw at %s), and alphabeta searches no chance; play it with mcts, greedy or random", mt.Game().Program().Name(), at)
	}
	if err := TwoPlayers(a, mt.Game()); err != nil {
		return interpreter.Move{}, err
	}
	a.setGame(mt.Game())
	a.haveEval, a.reached, a.nodes, a.err, a.stop = false, 0, 0, nil, false
	a.timed = a.cfg.Time > 0
	if a.timed {
		a.deadline = time.Now().Add(a.cfg.Time)
	}
	root := mt.State()
	fr := a.frame(0)
	a.m.FollowLine(mt) // the root's moves as the game offers them, its repetitions as the game counts them
	a.rootKey = root.Hash() ^ a.m.LineKey()
	if err := a.expandFrame(fr, root); err != nil {
		return interpreter.Move{}, err
	}
	n := len(fr.moves)
	if n == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move")
	}
	fr.vals = grow(fr.vals, n)
	var (
		best     interpreter.Move
		bestVal  float64
		haveBest bool
	)
	if e := &a.tt[a.rootKey&(1<<ttBits-1)]; e.key == a.rootKey && e.hasMove {
		best, haveBest = e.move, true
	}
	for depth := 1; depth <= a.depth; depth++ {
		mv, v, ok := a.searchRoot(root, depth, best, haveBest)
		if a.err != nil {
			return interpreter.Move{}, a.err
		}
		if !ok {
			break // out of time
		}
		best, bestVal, haveBest = mv, v, true
		a.reached = depth
		if math.Abs(v) > winBound || (a.timed && time.Now().After(a.deadline)) {
			break // proven, or out of time
		}
	}
	a.eval, a.haveEval = bestVal, true
	return best, nil
}

// searchRoot searches the root to depth, trying first first, and returns
// the best move (at random among equals) and its value; ok is false if
// the search ran out of time.
func (a *AlphaBeta) searchRoot(root *interpreter.State, depth int, first interpreter.Move, hasFirst bool) (interpreter.Move, float64, bool) {
	fr := a.frames[0]
	sortFrame(fr, first, hasFirst)
	mover := root.ToMove
	alpha := math.Inf(-1)
	for _, i := range fr.order[:len(fr.moves)] {
		var v float64
		kid := fr.kids[i]
		switch {
		case fr.over[i]:
			v = terminal(fr.win[i], mover, 1)
		case kid.ToMove == mover:
			a.enter(fr, kid)
			v = a.negamax(kid, 1, depth-1, alpha-rootEpsilon, math.Inf(1))
		default:
			a.enter(fr, kid)
			v = -a.negamax(kid, 1, depth-1, math.Inf(-1), -(alpha - rootEpsilon))
		}
		if a.stop && depth > 1 {
			return interpreter.Move{}, 0, false
		}
		fr.vals[i] = v
		alpha = max(alpha, v)
	}
	// every move within rootEpsilon of the best was searched exactly
	var best interpreter.Move
	ties := 0
	for _, i := range fr.order[:len(fr.moves)] {
		if fr.vals[i] == alpha {
			ties++
			if a.rng.IntN(ties) == 0 {
				best = fr.moves[i]
			}
		}
	}
	a.store(a.rootKey, 0, depth, alpha, boundExact, best, true)
	return best, alpha, true
}

// enter makes the machine's line that of kid, a position reached by a
// move from fr's.
func (a *AlphaBeta) enter(fr *abFrame, kid *interpreter.State) {
	a.m.RestoreLine(&fr.line)
	a.m.PushLine(kid)
}

func (a *AlphaBeta) store(key uint64, ply, depth int, v float64, bound uint8, mv interpreter.Move, hasMove bool) {
	e := &a.tt[key&(1<<ttBits-1)]
	if e.key == key && int(e.depth) > depth && e.bound != 0 {
		return // keep the deeper result of the same position
	}
	*e = ttEntry{key: key, value: toTT(v, ply), move: mv, depth: int16(depth), bound: bound, hasMove: hasMove}
}

// negamax returns the value of s, a position that is not over, ply
// plies from the root, searched depth more plies, for the player to
// move in s, within the window (alpha, beta).
func (a *AlphaBeta) negamax(s *interpreter.State, ply, depth int, alpha, beta float64) float64 {
	if a.stop || a.err != nil {
		return 0
	}
	a.nodes++
	if a.timed && a.nodes&255 == 0 && a.reached > 0 && time.Now().After(a.deadline) {
		a.stop = true // depth 1 is always completed (reached is 0 then)
		return 0
	}
	key := s.Hash() ^ a.m.LineKey() // a position's value depends on the repetitions its line allows
	e := &a.tt[key&(1<<ttBits-1)]
	var ttMove interpreter.Move
	hasTT := false
	alpha0 := alpha
	if e.key == key && e.bound != 0 {
		ttMove, hasTT = e.move, e.hasMove
		if int(e.depth) >= depth {
			v := fromTT(e.value, ply)
			switch e.bound {
			case boundExact:
				return v
			case boundLower:
				alpha = max(alpha, v)
			case boundUpper:
				beta = min(beta, v)
			}
			if alpha >= beta {
				return v
			}
		}
	}
	if depth <= 0 {
		v, err := a.evaluate(s, ply)
		if err != nil {
			a.err = err
			return 0
		}
		a.store(key, ply, 0, v, boundExact, interpreter.Move{}, false)
		return v
	}
	fr := a.frame(ply)
	if err := a.expandFrame(fr, s); err != nil {
		a.err = err
		return 0
	}
	if len(fr.moves) == 0 { // cannot happen: Result calls such a game over
		return 0
	}
	sortFrame(fr, ttMove, hasTT)
	mover := s.ToMove
	best := math.Inf(-1)
	var bestMove interpreter.Move
	for _, i := range fr.order[:len(fr.moves)] {
		var v float64
		kid := fr.kids[i]
		switch {
		case fr.over[i]:
			v = terminal(fr.win[i], mover, ply+1)
		case kid.ToMove == mover:
			a.enter(fr, kid)
			v = a.negamax(kid, ply+1, depth-1, alpha, beta)
		default:
			a.enter(fr, kid)
			v = -a.negamax(kid, ply+1, depth-1, -beta, -alpha)
		}
		if a.stop || a.err != nil {
			return 0
		}
		if v > best {
			best, bestMove = v, fr.moves[i]
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	bound := boundExact
	switch {
	case best <= alpha0:
		bound = boundUpper
	case best >= beta:
		bound = boundLower
	}
	a.store(key, ply, depth, best, bound, bestMove, true)
	return best
}

// evaluate is the static value of s for the player to move: material
// difference plus mobility.
func (a *AlphaBeta) evaluate(s *interpreter.State, ply int) (float64, error) {
	fr := a.frame(ply)
	var err error
	fr.moves, err = a.m.Legal(s, fr.moves)
	if err != nil {
		return 0, err
	}
	pl := s.ToMove
	// in units of 1/movesPerSeed seed, so that equal values are equal floats
	return float64(movesPerSeed*(Material(s, pl)-Material(s, 1-pl))+len(fr.moves)) / movesPerSeed, nil
}
