package interpreter

import (
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

const unlimited = check.Unlimited

// Options are fixed for a Game, so the compiler folds them: an
// expression whose value depends only on options and constants becomes
// that value, and `and`/`or` drop a side that is decided. A rule set off
// by an option costs nothing at run time.

// constBool reports the value of e if it is fixed for this game.
func (c *compiler) constBool(e expr.Expr) (bool, bool) {
	if e == nil {
		return false, false
	}
	switch e := e.(type) {
	case *expr.Bool:
		return e.Value, true
	case *expr.Selector:
		if oi, ok := c.p.v.Info.Options[e]; ok && c.typ(e) == builtin.Bool {
			return c.opt[oi] != 0, true
		}
	case *expr.Unary:
		if v, ok := c.constBool(e.X); ok {
			return !v, true
		}
	case *expr.IfElse:
		if v, ok := c.constBool(e.If); ok {
			if v {
				return c.constBool(e.Then)
			}
			return c.constBool(e.Else)
		}
	case *expr.Binary:
		switch e.Op {
		case "and", "or":
			x, okx := c.constBool(e.X)
			y, oky := c.constBool(e.Y)
			stop := e.Op == "or" // the value that decides alone
			switch {
			case okx && x == stop, oky && y == stop:
				return stop, true
			case okx && oky:
				return x && y || (stop && (x || y)), true
			}
		case "in", "not in":
			return c.constMember(e)
		case "==", "!=":
			if c.typ(e.X) == builtin.Bool {
				x, okx := c.constBool(e.X)
				y, oky := c.constBool(e.Y)
				if okx && oky {
					return (x == y) == (e.Op == "=="), true
				}
				return false, false
			}
			fallthrough
		case "<", "<=", ">", ">=":
			x, okx := c.constInt(e.X)
			y, oky := c.constInt(e.Y)
			if !okx && oky && y == unlimited && e.Op != "==" && e.Op != "!=" {
				// no count reaches an option's "no limit"
				return e.Op == "<" || e.Op == "<=", true
			}
			if okx && oky {
				return expr.Compare(e.Op, int(x), int(y)), true
			}
		}
	}
	return false, false
}

// constInt reports the value of an integer (or word) expression if it is
// fixed for this game.
func (c *compiler) constInt(e expr.Expr) (int32, bool) {
	switch e := e.(type) {
	case *expr.Int:
		return int32(e.Value), true
	case *expr.String:
		v, ok := c.p.v.Info.Consts[e]
		return int32(v), ok
	case *expr.Selector:
		if oi, ok := c.p.v.Info.Options[e]; ok {
			return c.opt[oi], true
		}
		if id, ok := e.X.(*expr.Ident); ok && id.Name == "board" {
			if e.Name == "rows" {
				return int32(c.p.board.Rows), true
			}
			return int32(c.p.board.Columns), true
		}
	case *expr.Unary:
		if v, ok := c.constInt(e.X); ok {
			return -v, true
		}
	case *expr.IfElse:
		if v, ok := c.constBool(e.If); ok {
			if v {
				return c.constInt(e.Then)
			}
			return c.constInt(e.Else)
		}
	case *expr.Binary:
		x, okx := c.constInt(e.X)
		y, oky := c.constInt(e.Y)
		if !okx || !oky {
			return 0, false
		}
		v, _ := expr.Arith(e.Op, int(x), int(y)) // x/0 is 0, as at run time
		return int32(v), true
	}
	return 0, false
}

// constMember is the value of x in [a, b, …] (or not in) when x and
// every value of the list are fixed for this game.
func (c *compiler) constMember(e *expr.Binary) (bool, bool) {
	l, ok := e.Y.(*expr.List)
	if !ok {
		return false, false
	}
	x, ok := c.constInt(e.X)
	if !ok {
		return false, false
	}
	in := false
	for _, it := range l.Items {
		v, ok := c.constInt(it)
		if !ok {
			return false, false
		}
		in = in || v == x
	}
	return in == (e.Op == "in"), true
}
