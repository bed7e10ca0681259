package interpreter

import (
	"math"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// The conditions that lap_end rules, skips and moves test over and over
// have a few shapes: a count of the move or lap, or of a pit, compared
// with a constant (landing.before > 0, opposite(landing).count > 0,
// lap.number == 1, landing.count == 2 or landing.count == 3); a pit's
// owner compared with the mover; a pit without a mark. The compiler
// makes each of them one closure that reads the frame directly, where
// the general compilation nests a closure per node.

// operand is a count a fused condition reads straight from the frame.
type operand uint8

const (
	noOperand        operand = iota
	landingBefore            // landing.before
	pitBefore                // pit.before
	lapNumber                // lap.number
	lapSown                  // lap.sown
	lapSeeds                 // lap.seeds
	moveLaps                 // move.laps
	moveCaptured             // move.captured
	plyNumber                // ply
	pitCount                 // pit.count
	landingCount             // landing.count
	pitCountVia              // the count of a pit found from pit by the board alone: opposite(pit).count
	landingCountVia          // … from landing: opposite(landing).count, behind(opposite(landing)).count
	nextPitCount             // next(pit).count: the next pit along the mover's track, in the lap's direction
	nextLandingCount         // next(landing).count
)

// countOf is a count a fused condition reads: which one, and for the
// pits found from another, the pit each pit leads to (-1 for none).
type countOf struct {
	op  operand
	via []int32
}

// operand reports which count e is, if one that fused conditions read.
func (c *compiler) operand(e expr.Expr) (countOf, bool) {
	switch e := e.(type) {
	case *expr.Ident:
		if e.Name == "ply" {
			return countOf{op: plyNumber}, true
		}
	case *expr.Selector:
		if _, ok := c.p.v.Info.Options[e]; ok {
			return countOf{}, false
		}
		if _, ok := c.p.v.Info.Marks[e]; ok {
			return countOf{}, false
		}
		switch c.typ(e.X) {
		case builtin.Lap:
			switch e.Name {
			case "number":
				return countOf{op: lapNumber}, true
			case "sown":
				return countOf{op: lapSown}, true
			case "seeds":
				return countOf{op: lapSeeds}, true
			}
		case builtin.Move:
			switch e.Name {
			case "laps":
				return countOf{op: moveLaps}, true
			case "captured":
				return countOf{op: moveCaptured}, true
			}
		case builtin.Pit:
			if v, ok := c.nextOf(e.X); ok && e.Name == "count" {
				if v == "landing" {
					return countOf{op: nextLandingCount}, true
				}
				return countOf{op: nextPitCount}, true
			}
			v, direct := c.pitVia(e.X)
			switch {
			case v == "":
			case e.Name == "before" && direct && v == "landing":
				return countOf{op: landingBefore}, true
			case e.Name == "before" && direct:
				return countOf{op: pitBefore}, true
			case e.Name == "count" && direct && v == "landing":
				return countOf{op: landingCount}, true
			case e.Name == "count" && direct:
				return countOf{op: pitCount}, true
			case e.Name == "count":
				op := pitCountVia
				if v == "landing" {
					op = landingCountVia
				}
				return countOf{op: op, via: c.pitMap(e.X)}, true
			}
		}
	}
	return countOf{}, false
}

// pitVia reports, for a pit expression made of opposite, behind and
// rotate applied to pit or landing, which of the two it starts from
// ("" for any other expression), and whether it is that pit itself.
func (c *compiler) pitVia(e expr.Expr) (v string, direct bool) {
	switch e := e.(type) {
	case *expr.Ident:
		if _, ok := c.p.v.Info.Pits[e]; !ok && (e.Name == "pit" || e.Name == "landing") {
			return e.Name, true
		}
	case *expr.Call:
		switch e.Name {
		case "opposite", "behind", "rotate":
			v, _ := c.pitVia(c.p.v.Info.Args[e][0])
			return v, false
		}
	}
	return "", false
}

// nextOf reports whether e is next(pit) or next(landing), one step on,
// and which.
func (c *compiler) nextOf(e expr.Expr) (string, bool) {
	call, ok := e.(*expr.Call)
	if !ok || call.Name != "next" {
		return "", false
	}
	args := c.p.v.Info.Args[call]
	if len(args) > 1 && args[1] != nil {
		if k, ok := c.constInt(args[1]); !ok || k != 1 {
			return "", false
		}
	}
	v, direct := c.pitVia(args[0])
	return v, direct
}

// pitMap evaluates e, a pit found from pit or landing by the board
// alone, for every pit.
func (c *compiler) pitMap(e expr.Expr) []int32 {
	fn := c.integer(e)
	f := &frame{g: &Game{p: c.p, opt: c.opt}}
	out := make([]int32, c.p.n)
	for x := range int32(c.p.n) {
		f.pit, f.landing = x, x
		out[x] = fn(f)
	}
	return out
}

// interval reports the counts [lo, hi] for which comparison e of a count
// with a constant holds.
func (c *compiler) interval(e expr.Expr) (countOf, int64, int64, bool) {
	b, ok := e.(*expr.Binary)
	if !ok {
		return countOf{}, 0, 0, false
	}
	op, x, y := b.Op, b.X, b.Y
	if _, isConst := c.constInt(x); isConst {
		x, y = y, x
		op = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}[op]
	}
	k32, isConst := c.constInt(y)
	if !isConst {
		return countOf{}, 0, 0, false
	}
	cnt, ok := c.operand(x)
	if !ok {
		return countOf{}, 0, 0, false
	}
	k := int64(k32)
	const lo, hi = math.MinInt32, math.MaxInt32
	switch op {
	case "==":
		return cnt, k, k, true
	case "<":
		return cnt, lo, k - 1, true
	case "<=":
		return cnt, lo, k, true
	case ">":
		return cnt, k + 1, hi, true
	case ">=":
		return cnt, k, hi, true
	case "!=":
		if k == 0 { // counts are never negative
			return cnt, 1, hi, true
		}
	}
	return countOf{}, 0, 0, false
}

// fused compiles e as one closure if it has one of the shapes above; nil
// otherwise.
func (c *compiler) fused(e expr.Expr) boolFn {
	switch e := e.(type) {
	case *expr.Binary:
		if cnt, lo, hi, ok := c.interval(e); ok {
			return within(cnt, lo, hi)
		}
		if e.Op == "or" {
			// two intervals of the same count that meet are one
			cx, lx, hx, okx := c.interval(e.X)
			cy, ly, hy, oky := c.interval(e.Y)
			if okx && oky && cx.op == cy.op && cx.via == nil && cy.via == nil && lx <= hy+1 && ly <= hx+1 {
				return within(cx, min(lx, ly), max(hx, hy))
			}
		}
		if e.Op == "==" || e.Op == "!=" {
			return c.ownerIs(e)
		}
	case *expr.Unary:
		if sel, ok := e.X.(*expr.Selector); ok {
			if mi, isMark := c.p.v.Info.Marks[sel]; isMark {
				if v, direct := c.pitVia(sel.X); direct {
					bit := uint8(1) << mi
					if v == "landing" {
						return func(f *frame) bool { return f.s.Marks[f.landing]&bit == 0 }
					}
					return func(f *frame) bool { return f.s.Marks[f.pit]&bit == 0 }
				}
			}
		}
	}
	return nil
}

// ownerIs compiles pit.owner or landing.owner compared with mover or
// opponent; nil for any other comparison.
func (c *compiler) ownerIs(e *expr.Binary) boolFn {
	x, y := e.X, e.Y
	if id, ok := x.(*expr.Ident); ok && (id.Name == "mover" || id.Name == "opponent") {
		x, y = y, x
	}
	sel, ok := x.(*expr.Selector)
	if !ok || sel.Name != "owner" || c.typ(sel.X) != builtin.Pit {
		return nil
	}
	v, direct := c.pitVia(sel.X)
	pl, ok := y.(*expr.Ident)
	if !ok || !direct || (pl.Name != "mover" && pl.Name != "opponent") {
		return nil
	}
	if pl.Name == "opponent" && c.p.Players() > 2 {
		// of more than two players, the opponent is the next one
		after, eq := c.p.order.after, e.Op == "=="
		if v == "landing" {
			return func(f *frame) bool { return (f.s.Owner[f.landing] == after[f.mover]) == eq }
		}
		return func(f *frame) bool { return (f.s.Owner[f.pit] == after[f.mover]) == eq }
	}
	// owners are 0 or 1: the opponent's pits are those not the mover's
	eq := (e.Op == "==") == (pl.Name == "mover")
	if v == "landing" {
		return func(f *frame) bool { return (f.s.Owner[f.landing] == f.mover) == eq }
	}
	return func(f *frame) bool { return (f.s.Owner[f.pit] == f.mover) == eq }
}

// within compiles lo <= count <= hi.
func within(cnt countOf, lo, hi int64) boolFn {
	lo, hi = max(lo, math.MinInt32), min(hi, math.MaxInt32)
	if lo > hi {
		return func(*frame) bool { return false }
	}
	l, span := int32(lo), uint32(hi-lo)
	via := cnt.via
	switch cnt.op {
	case landingBefore:
		return func(f *frame) bool { return uint32(f.before-l) <= span }
	case pitBefore:
		return func(f *frame) bool { return uint32(f.pitBefore-l) <= span }
	case lapNumber:
		return func(f *frame) bool { return uint32(f.lap-l) <= span }
	case lapSown:
		return func(f *frame) bool { return uint32(f.sown-l) <= span }
	case lapSeeds:
		return func(f *frame) bool { return uint32(f.lapSeeds-l) <= span }
	case moveLaps:
		return func(f *frame) bool { return uint32(f.laps-l) <= span }
	case moveCaptured:
		return func(f *frame) bool { return uint32(f.captured-l) <= span }
	case plyNumber:
		return func(f *frame) bool { return uint32(f.ply-l) <= span }
	case pitCount:
		return func(f *frame) bool { return uint32(f.s.Pits[f.pit]-l) <= span }
	case landingCount:
		return func(f *frame) bool { return uint32(f.s.Pits[f.landing]-l) <= span }
	case pitCountVia:
		return func(f *frame) bool { return uint32(countAt(f.s, via, f.pit)-l) <= span }
	case landingCountVia:
		return func(f *frame) bool { return uint32(countAt(f.s, via, f.landing)-l) <= span }
	case nextPitCount:
		return func(f *frame) bool { return uint32(countAt(f.s, f.g.p.next[f.mover][f.dir&1], f.pit)-l) <= span }
	case nextLandingCount:
		return func(f *frame) bool { return uint32(countAt(f.s, f.g.p.next[f.mover][f.dir&1], f.landing)-l) <= span }
	}
	panic("interpreter: no operand")
}

// countAt is the count of the pit via leads to from x (0 for none).
func countAt(s *State, via []int32, x int32) int32 {
	if uint32(x) >= uint32(len(via)) {
		return 0
	}
	if p := via[x]; p >= 0 {
		return s.Pits[p]
	}
	return 0
}
