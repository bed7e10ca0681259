package interpreter

import (
	"math"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Many conditions about a pit hold or fail by the board alone: whether
// the landing pit is a store, in the front row or on the mover's side
// never changes. The compiler evaluates those conjuncts of a condition
// for every pit and mover once, into a table, and compiles only the
// others: the engine looks the pit up before evaluating anything, and
// passes over most rules that cannot fire without a call.

// pitTable holds, for each mover and pit, whether the conjuncts of a
// condition that depend on the pit alone hold. A nil table holds
// everywhere.
type pitTable [board.MaxPlayers][]bool

// static reports whether e depends only on the pit named v (pit or
// landing), the mover, the options and the board: never on the position
// or on the move so far.
func (c *compiler) static(e expr.Expr, v string) bool {
	if _, ok := c.constBool(e); ok {
		return true
	}
	if _, ok := c.constInt(e); ok {
		return true
	}
	switch e := e.(type) {
	case *expr.Bool, *expr.Int, *expr.String:
		return true
	case *expr.Ident:
		if _, ok := c.p.v.Info.Pits[e]; ok {
			return true
		}
		switch e.Name {
		case v, "mover", "opponent", "south", "north", "none":
			return true
		}
	case *expr.Unary:
		return c.static(e.X, v)
	case *expr.Binary:
		return c.static(e.X, v) && c.static(e.Y, v)
	case *expr.IfElse:
		return c.static(e.If, v) && c.static(e.Then, v) && c.static(e.Else, v)
	case *expr.Selector:
		if _, ok := c.p.v.Info.Options[e]; ok {
			return true
		}
		if _, ok := c.p.v.Info.Marks[e]; ok {
			return false
		}
		switch c.typ(e.X) {
		case builtin.Pit:
			switch e.Name {
			case "store", "front", "back", "side", "row", "column", "exists":
				return c.static(e.X, v)
			}
		case builtin.Player:
			switch e.Name {
			case "other", "store", "next", "previous":
				return c.static(e.X, v)
			}
		case builtin.Board:
			return true
		}
	case *expr.Call:
		switch e.Name {
		case "opposite", "behind", "rotate":
			return c.static(c.p.v.Info.Args[e][0], v)
		}
	}
	return false
}

// split compiles condition e about the pit named v in two parts: the
// table of its conjuncts that depend on the pit alone (nil if there are
// none, or they always hold), and the conjunction of the others, in
// their order (nil if there are none). e holds exactly when the table
// holds for the pit and the mover, and then the rest does. The
// conditions split are free of side effects (moves is only for end
// rules), so the order of evaluation does not matter.
func (c *compiler) split(e expr.Expr, v string) (pitTable, []expr.Expr) {
	var fixed, rest []expr.Expr
	for _, x := range c.conjuncts(e, nil) {
		if c.static(x, v) {
			fixed = append(fixed, x)
		} else {
			rest = append(rest, x)
		}
	}
	return c.table(fixed), rest
}

// table evaluates the conjunction of conds, conditions of a pit, for
// every pit and mover; nil when it holds everywhere.
func (c *compiler) table(conds []expr.Expr) pitTable {
	var t pitTable
	if len(conds) == 0 {
		return t
	}
	var fns []boolFn
	for _, x := range conds {
		fns = append(fns, c.boolean(x))
	}
	fn := allOf(fns)
	f := &frame{g: &Game{p: c.p, opt: c.opt}}
	everywhere := true
	for pl := range c.p.board.Players {
		t[pl] = make([]bool, c.p.n)
		for x := range int32(c.p.n) {
			f.mover, f.pit, f.landing = Player(pl), x, x
			t[pl][x] = fn(f)
			everywhere = everywhere && t[pl][x]
		}
	}
	if everywhere {
		return pitTable{}
	}
	return t
}

// holds reports whether the table holds for pit x and the mover.
func (t *pitTable) holds(mover Player, x int32) bool {
	return t[0] == nil || t[mover][x]
}

// all compiles the conjunction of conds, in order; nil when there are
// none.
func (c *compiler) all(conds []expr.Expr) boolFn {
	var fns []boolFn
	for _, x := range conds {
		fns = append(fns, c.boolean(x))
	}
	return allOf(fns)
}

// pitGate is what a rule's condition about a pit (landing in lap_end,
// pit in on_drop) asks that the engine can test without a call: the
// conjuncts on the pit alone, an interval of what the pit held before
// the seed fell (landing.before, pit.before), marks it must and must not
// bear. The rule's compiled condition tests the rest.
type pitGate struct {
	at          pitTable
	lo          int32  // before must lie in [lo, lo+span]
	span        uint32 //
	has, hasNot uint8  // marks the pit must all bear, and must bear none of
	open        bool   // every pit passes
}

// anyPit is the gate every pit passes.
var anyPit = pitGate{lo: math.MinInt32, span: math.MaxUint32, open: true}

// passes reports whether pit x of s, which held before seeds before the
// last one fell, passes the gate when mover moves.
func (g *pitGate) passes(s *State, mover Player, x, before int32) bool {
	if g.open {
		return true
	}
	if g.at[0] != nil && !g.at[mover][x] {
		return false
	}
	if uint32(before-g.lo) > g.span {
		return false
	}
	if g.has|g.hasNot != 0 {
		if m := s.Marks[x]; m&g.has != g.has || m&g.hasNot != 0 {
			return false
		}
	}
	return true
}

// gate splits condition e about the pit named v into the gate and the
// conjuncts left for a compiled condition, in their order.
func (c *compiler) gate(e expr.Expr, v string) (pitGate, []expr.Expr) {
	g := anyPit
	at, conds := c.split(e, v)
	g.at = at
	lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
	var rest []expr.Expr
	for _, x := range conds {
		if has, not, ok := c.markTest(x, v); ok {
			if not {
				g.hasNot |= has
			} else {
				g.has |= has
			}
			continue
		}
		if cnt, l, h, ok := c.interval(x); ok && (cnt.op == landingBefore && v == "landing" || cnt.op == pitBefore && v == "pit") {
			lo, hi = max(lo, l), min(hi, h)
			continue
		}
		rest = append(rest, x)
	}
	if lo > hi {
		lo, hi = 0, -1 // nothing passes: an empty span
		g.at = pitTable{make([]bool, c.p.n), make([]bool, c.p.n)}
	}
	g.lo, g.span = int32(lo), uint32(hi-lo)
	g.open = g.at[0] == nil && g.has|g.hasNot == 0 && lo == math.MinInt32 && hi == math.MaxInt32
	return g, rest
}

// markTest reports whether e is v.MARK (or not v.MARK), and the mark's
// bit.
func (c *compiler) markTest(e expr.Expr, v string) (bit uint8, not, ok bool) {
	if u, isNot := e.(*expr.Unary); isNot {
		if _, isSel := u.X.(*expr.Selector); isSel {
			bit, _, ok = c.markTest(u.X, v)
			return bit, true, ok
		}
		return 0, false, false
	}
	sel, isSel := e.(*expr.Selector)
	if !isSel {
		return 0, false, false
	}
	mi, isMark := c.p.v.Info.Marks[sel]
	if !isMark {
		return 0, false, false
	}
	if w, direct := c.pitVia(sel.X); !direct || w != v {
		return 0, false, false
	}
	return 1 << mi, false, true
}
