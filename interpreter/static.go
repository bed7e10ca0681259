package interpreter

import (
	"mancala/dsl/builtin"
	"mancala/dsl/expr"
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
type pitTable [2][]bool

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
			case "other", "store":
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
	for pl := range 2 {
		t[pl] = make([]bool, c.p.n)
		for x := range int32(c.p.n) {
			f.mover, f.pit, f.landing = int8(pl), x, x
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
func (t *pitTable) holds(mover int8, x int32) bool {
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
