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
	// pass is 1 when a search cut at a depth searches for its upper
	// bound, low being its lower one (see searchOnce).
	pass    int
	low     int32
	rootKey []byte
	ck      *checkpointer // nil without Config.Checkpoint
	resumed int           // positions read from the checkpoint
	before  int64         // positions visited by the runs before
}

// tickEvery is how many positions a search visits between two calls of
// Config.Progress and two looks at the checkpoint's clock and Stop.
var tickEvery int64 = 1 << 16

// errPly stops a search whose positions turn out to need their ply.
var errPly = errors.New("the move limit can end a line")

// Search solves g from its start by alpha-beta search with a table of
// the positions searched, keyed by the whole position (see Result for
// what else the key holds when the rules need it).
func Search(g *interpreter.Game, cfg Config) (*Result, error) {
	if err := Check(g); err != nil {
		return nil, err
	}
	var from *table
	if ck := cfg.Checkpoint; ck != nil {
		var err error
		if from, err = openCheckpoint(ck, maxPositions(cfg)); err != nil {
			return nil, err
		}
	}
	res, err := searchOnce(g, cfg, from != nil && from.head.PlyKeyed, from)
	if errors.Is(err, errPly) {
		res, err = searchOnce(g, cfg, true, nil)
	}
	return res, err
}

func maxPositions(cfg Config) int {
	if cfg.MaxPositions <= 0 {
		return DefaultMaxPositions
	}
	return cfg.MaxPositions
}

// header describes the search for a table file.
func (sr *searcher) header(game string) header {
	return header{Game: game, KeyFormat: keyFormat, Start: fmt.Sprintf("%x", sr.rootKey), Method: "alpha-beta",
		PlyKeyed: sr.plyKey, HistoryKeyed: sr.hist, Depth: sr.cfg.Depth, Pass: sr.pass, Low: sr.low, Nodes: sr.before + sr.nodes}
}

// resume takes the table of a file saved by a search of the same game
// and settings.
func (sr *searcher) resume(t *table) error {
	want := sr.header(t.head.Game)
	switch h := t.head; {
	case h.Start != want.Start:
		return fmt.Errorf("%s: its start position is not this game's", sr.cfg.Checkpoint.Path)
	case h.Method != want.Method || h.HistoryKeyed != want.HistoryKeyed:
		return fmt.Errorf("%s: saved by another kind of search (%s)", sr.cfg.Checkpoint.Path, h.Method)
	case h.Depth != want.Depth:
		return fmt.Errorf("%s: saved by a search of depth %d (0: to the end), not %d", sr.cfg.Checkpoint.Path, h.Depth, want.Depth)
	case h.Pass < 0 || h.Pass > 1 || h.Pass == 1 && h.Depth == 0:
		return fmt.Errorf("%s: pass %d of a search of depth %d", sr.cfg.Checkpoint.Path, h.Pass, h.Depth)
	}
	sr.tt, sr.pass, sr.low, sr.before = t.tt, t.head.Pass, t.head.Low, t.head.Nodes
	sr.resumed = len(t.tt)
	return nil
}

func searchOnce(g *interpreter.Game, cfg Config, plyKey bool, from *table) (*Result, error) {
	e := newExpander(g, plyKey)
	sr := &searcher{expander: e, cfg: cfg, max: maxPositions(cfg)}
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
	sr.rootKey = append([]byte(nil), e.keyOf(root, &h)...)
	sr.tt, sr.horizon = make(map[string]entry), e.v.below()
	if from != nil {
		if err := sr.resume(from); err != nil {
			return nil, err
		}
	}
	if cfg.Checkpoint != nil {
		sr.ck = newCheckpointer(cfg.Checkpoint)
	}
	// the value if positions at the horizon are lost for South, then if
	// they are won: equal, it is the value
	lo := sr.low
	if sr.pass == 0 {
		lo, _, _ = sr.search(root, &h, 0, depth, e.v.below(), e.v.above())
		if sr.stop != nil {
			return nil, sr.stop
		}
	}
	hi := lo
	if cfg.Depth > 0 && (sr.pass == 1 || !sr.tt[string(sr.rootKey)].complete) {
		if sr.pass == 0 {
			sr.tt, sr.pass, sr.low = make(map[string]entry), 1, lo
		}
		sr.horizon = e.v.above()
		hi, _, _ = sr.search(root, &h, 0, depth, e.v.below(), e.v.above())
		if sr.stop != nil {
			return nil, sr.stop
		}
	}
	res.Low, res.High = e.v.value(lo, scored), e.v.value(hi, scored)
	res.Positions, res.Nodes, res.Resumed = len(sr.tt), sr.nodes, sr.resumed
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
	if sr.nodes%tickEvery == 0 {
		if sr.cfg.Progress != nil {
			sr.cfg.Progress(Progress{Nodes: sr.nodes, Positions: len(sr.tt)})
		}
		if sr.ck != nil {
			if sr.stop = sr.ck.tick(sr); sr.stop != nil {
				return 0, 0, false
			}
		}
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
		if sr.ck != nil {
			if err := sr.ck.save(sr); err != nil {
				sr.stop = err
			} else {
				sr.stop = fmt.Errorf("%w; the table is saved in %s", sr.stop, sr.ck.ck.Path)
			}
		}
		return 0, 0, false
	}
	sr.tt[string(key)] = entry{value: best, height: height, depth: int16(min(depth, 1<<14)), best: int16(bestAt), bound: bound, complete: complete}
	return best, height, complete
}
