package solve

import (
	"errors"
	"fmt"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// Bounds of a table entry's value.
const (
	exact uint8 = iota + 1
	lower       // the value is at least the one stored
	upper       // the value is at most the one stored
)

// entry is what the table keeps of a position searched.
type entry struct {
	value int32
	// height is the longest line searched below the position, in plies:
	// the position's value holds at any ply from which that line ends
	// before the move limit.
	height int32
	depth  int16 // plies searched below it; complete entries need none
	best   int16 // index of the best move found, -1 for none
	bound  uint8
	// complete: no line below it was cut by Config.Depth
	complete bool
}

// searcher is a memoised alpha-beta search.
type searcher struct {
	*expander
	cfg     Config
	max     int
	tt      map[string]entry
	nodes   int64
	horizon int32 // the value of a position at the depth searched
	stop    error // why the search stopped early
}

// errPly stops a search whose positions turn out to need their ply.
var errPly = errors.New("the move limit can end a line")

// Search solves g from its start by alpha-beta search with a table of
// the positions searched, keyed by the whole position (see Result for
// what else the key holds when the rules need it).
func Search(g *interpreter.Game, cfg Config) (*Result, error) {
	if err := Check(g); err != nil {
		return nil, err
	}
	res, err := searchOnce(g, cfg, false)
	if errors.Is(err, errPly) {
		res, err = searchOnce(g, cfg, true)
	}
	return res, err
}

func searchOnce(g *interpreter.Game, cfg Config, plyKey bool) (*Result, error) {
	e := newExpander(g, plyKey)
	sr := &searcher{expander: e, cfg: cfg, max: cfg.MaxPositions}
	if sr.max <= 0 {
		sr.max = DefaultMaxPositions
	}
	root := g.Start()
	var h interpreter.History
	e.m.Push(&h, root)
	res := &Result{Method: "alpha-beta", PlyKeyed: e.plyKey, HistoryKeyed: e.hist}
	scored := g.Program().Scores()
	if r := e.m.ResultAfter(root, &h); r.Over {
		v := e.v.value(e.v.of(r), scored)
		res.Exact, res.Value, res.Low, res.High = true, v, v, v
		return res, nil
	}
	depth := cfg.Depth
	if depth <= 0 {
		depth = 1 << 14
	}
	// the value if positions at the horizon are lost for South, then if
	// they are won: equal, it is the value
	sr.tt, sr.horizon = make(map[string]entry), e.v.below()
	lo, _, _ := sr.search(root, &h, 0, depth, e.v.below(), e.v.above())
	if sr.stop != nil {
		return nil, sr.stop
	}
	hi := lo
	if cfg.Depth > 0 {
		if !sr.tt[string(e.keyOf(root, &h))].complete {
			sr.tt, sr.horizon = make(map[string]entry), e.v.above()
			hi, _, _ = sr.search(root, &h, 0, depth, e.v.below(), e.v.above())
			if sr.stop != nil {
				return nil, sr.stop
			}
		}
	}
	res.Low, res.High = e.v.value(lo, scored), e.v.value(hi, scored)
	res.Positions, res.Nodes = len(sr.tt), sr.nodes
	if lo != hi {
		return res, nil
	}
	res.Exact, res.Value = true, res.Low
	// the best first moves: those whose value is the root's
	fr, err := e.expand(0, root, &h)
	if err != nil {
		return nil, err
	}
	res.Moves = append([]interpreter.Move(nil), fr.moves...)
	kids := make([]*interpreter.State, len(fr.moves))
	hists := make([]interpreter.History, len(fr.moves))
	over, vals := append([]bool(nil), fr.over...), append([]int32(nil), fr.val...)
	for i := range fr.moves {
		kids[i] = fr.kids[i].Clone()
		hists[i].CopyFrom(&fr.hists[i])
	}
	for i, mv := range res.Moves {
		v := vals[i]
		if !over[i] {
			v, _, _ = sr.search(kids[i], &hists[i], 1, depth-1, lo-1, lo+1)
			if sr.stop != nil {
				return nil, sr.stop
			}
		}
		if v == lo {
			res.Best = append(res.Best, mv)
		}
	}
	res.Positions, res.Nodes = len(sr.tt), sr.nodes
	return res, nil
}

// search returns the value of s, a position that is not over, reached
// at ply from the root with depth plies left to search, within the
// window (alpha, beta) (fail-soft: outside it, a bound), with the
// longest line it searched and whether no line was cut at the depth.
func (sr *searcher) search(s *interpreter.State, h *interpreter.History, ply, depth int, alpha, beta int32) (int32, int32, bool) {
	if sr.stop != nil {
		return 0, 0, false
	}
	sr.nodes++
	if sr.cfg.Progress != nil && sr.nodes&(1<<16-1) == 0 {
		sr.cfg.Progress(Progress{Nodes: sr.nodes, Positions: len(sr.tt)})
	}
	key := sr.keyOf(s, h)
	first := -1
	e, ok := sr.tt[string(key)]
	if ok {
		if !sr.plyKey && int(s.Ply)+int(e.height) > sr.limit {
			sr.stop = errPly // the line searched would meet the move limit from here
			return 0, 0, false
		}
		first = int(e.best)
		if e.complete || int(e.depth) >= depth {
			switch e.bound {
			case exact:
				return e.value, e.height, e.complete
			case lower:
				alpha = max(alpha, e.value)
			case upper:
				beta = min(beta, e.value)
			}
			if alpha >= beta {
				return e.value, e.height, e.complete
			}
		}
	}
	if depth <= 0 {
		return sr.horizon, 0, false
	}
	fr, err := sr.expand(ply, s, h)
	if err != nil {
		sr.stop = err
		return 0, 0, false
	}
	if sr.moveLimit && !sr.plyKey {
		sr.stop = errPly
		return 0, 0, false
	}
	fr.sort(first)
	south := s.ToMove == 0
	alpha0, beta0 := alpha, beta
	best, bestAt := sr.v.above(), -1
	if south {
		best = sr.v.below()
	}
	height, complete := int32(0), true
	for _, i := range fr.order[:len(fr.moves)] {
		v, hh, cc := fr.val[i], int32(0), true
		if !fr.over[i] {
			v, hh, cc = sr.search(fr.kids[i], &fr.hists[i], ply+1, depth-1, alpha, beta)
			if sr.stop != nil {
				return 0, 0, false
			}
		}
		height, complete = max(height, hh+1), complete && cc
		if south && v > best || !south && v < best {
			best, bestAt = v, i
		}
		if south {
			alpha = max(alpha, best)
		} else {
			beta = min(beta, best)
		}
		if alpha >= beta {
			break
		}
	}
	bound := exact
	switch {
	case best <= alpha0:
		bound = upper
	case best >= beta0:
		bound = lower
	}
	key = sr.keyOf(s, h) // the children's searches used the buffer
	if _, had := sr.tt[string(key)]; !had && len(sr.tt) >= sr.max {
		sr.stop = fmt.Errorf("%w: the table is full at %d positions (--max-positions); a smaller board, fewer seeds or a lower move-limit may fit", ErrTooManyPositions, sr.max)
		return 0, 0, false
	}
	sr.tt[string(key)] = entry{value: best, height: height, depth: int16(min(depth, 1<<14)), best: int16(bestAt), bound: bound, complete: complete}
	return best, height, complete
}
