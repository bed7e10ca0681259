package solve

import (
	"errors"
	"fmt"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// rnode is a position of the retrograde analysis.
type rnode struct {
	kids  []int32 // the positions its moves lead to that are not over, one per move
	best  int32   // the best value for the mover among the children valued so far
	left  int32   // children not valued yet
	south bool    // South is to move
}

// Retrograde solves g from its start by listing every position
// reachable from it, then valuing them backwards from the ends of the
// game: a position is valued once all its children are. It keeps every
// position, so it suits smaller games than Search; it is the check on
// Search. Config.Depth is not used.
func Retrograde(g *interpreter.Game, cfg Config) (*Result, error) {
	if err := Check(g); err != nil {
		return nil, err
	}
	if cfg.Checkpoint != nil {
		return nil, errors.New("checkpoints are for the alpha-beta search: retrograde analysis lists every position afresh")
	}
	res, err := retroOnce(g, cfg, false)
	if errors.Is(err, errPly) {
		res, err = retroOnce(g, cfg, true)
	}
	return res, err
}

type pending struct {
	at int32
	s  *interpreter.State
	h  interpreter.History
}

func retroOnce(g *interpreter.Game, cfg Config, plyKey bool) (*Result, error) {
	e := newExpander(g, plyKey)
	maxN := cfg.MaxPositions
	if maxN <= 0 {
		maxN = DefaultMaxPositions
	}
	scored := g.Program().Scores()
	res := &Result{Method: "retrograde", PlyKeyed: e.plyKey, HistoryKeyed: e.hist, Exact: true}
	root := g.Start()
	var h0 interpreter.History
	e.m.Push(&h0, root)
	if r := e.m.ResultAfter(root, &h0); r.Over {
		v := e.v.value(e.v.of(r), scored)
		res.Value, res.Low, res.High = v, v, v
		return res, nil
	}
	index := map[string]int32{}
	var nodes []rnode
	add := func(s *interpreter.State, h *interpreter.History, queue []pending) (int32, []pending, error) {
		k := e.keyOf(s, h)
		if i, ok := index[string(k)]; ok {
			return i, queue, nil
		}
		if len(nodes) >= maxN {
			return 0, queue, fmt.Errorf("%w: more than %d positions are reachable (--max-positions); a smaller board, fewer seeds or a lower move-limit may fit", ErrTooManyPositions, maxN)
		}
		i := int32(len(nodes))
		index[string(k)] = i
		south := s.ToMove == 0
		best := e.v.above()
		if south {
			best = e.v.below()
		}
		nodes = append(nodes, rnode{best: best, south: south})
		p := pending{at: i, s: s.Clone()}
		p.h.CopyFrom(h)
		return i, append(queue, p), nil
	}
	_, queue, _ := add(root, &h0, nil)
	var nodesSeen int64
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		nodesSeen++
		if cfg.Progress != nil && nodesSeen&(1<<16-1) == 0 {
			cfg.Progress(Progress{Nodes: nodesSeen, Positions: len(nodes)})
		}
		fr, err := e.expand(0, p.s, &p.h)
		if err != nil {
			return nil, err
		}
		if e.moveLimit && !e.plyKey {
			return nil, errPly
		}
		for i := range fr.moves {
			if fr.over[i] {
				nodes[p.at].take(fr.val[i])
				continue
			}
			var c int32
			c, queue, err = add(fr.kids[i], &fr.hists[i], queue)
			if err != nil {
				return nil, err
			}
			nodes[p.at].kids = append(nodes[p.at].kids, c)
			nodes[p.at].left++
		}
	}
	// value backwards: a node is valued when its last child is
	parents := make([][]int32, len(nodes))
	var ready []int32
	for i := range nodes {
		for _, c := range nodes[i].kids {
			parents[c] = append(parents[c], int32(i))
		}
		if nodes[i].left == 0 {
			ready = append(ready, int32(i))
		}
	}
	var order []int32 // the nodes in the order they were valued
	for len(ready) > 0 {
		c := ready[len(ready)-1]
		ready = ready[:len(ready)-1]
		order = append(order, c)
		for _, p := range parents[c] {
			nodes[p].take(nodes[c].best)
			if nodes[p].left--; nodes[p].left == 0 {
				ready = append(ready, p)
			}
		}
	}
	if len(order) < len(nodes) {
		if !e.plyKey {
			return nil, errPly // a cycle: play can go on until the move limit
		}
		return nil, fmt.Errorf("%d positions could not be valued: their lines never end", len(nodes)-len(order))
	}
	if !e.plyKey {
		// every position must be reachable only before the move limit
		dist := make([]int32, len(nodes))
		for k := len(order) - 1; k >= 0; k-- {
			u := order[k]
			if int(root.Ply)+int(dist[u]) >= e.limit {
				return nil, errPly
			}
			for _, c := range nodes[u].kids {
				dist[c] = max(dist[c], dist[u]+1)
			}
		}
	}
	res.Positions, res.Nodes = len(nodes), nodesSeen
	rv := nodes[0].best
	res.Value = e.v.value(rv, scored)
	res.Low, res.High = res.Value, res.Value
	fr, err := e.expand(0, root, &h0)
	if err != nil {
		return nil, err
	}
	res.Moves = append([]interpreter.Move(nil), fr.moves...)
	for i, mv := range fr.moves {
		v := fr.val[i]
		if !fr.over[i] {
			v = nodes[index[string(e.keyOf(fr.kids[i], &fr.hists[i]))]].best
		}
		if v == rv {
			res.Best = append(res.Best, mv)
		}
	}
	return res, nil
}

// take counts a child's value v into n's best.
func (n *rnode) take(v int32) {
	if n.south && v > n.best || !n.south && v < n.best {
		n.best = v
	}
}
