package check

import (
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// hand follows the seeds of one do list through the hand. Actions that
// lift seeds into the hand (relay, sow) leave them there for the next lap
// to sow; an end after such an action, guarded or not, would end the move
// with the seeds still in the hand, and they would be lost. (An illegal
// after a lift is fine: the move is not played.) Lifting actions are
// allowed only in lap_end, outside each, so a do list is the whole of
// what can happen to the hand between two laps.
type hand struct {
	lift *expr.Action // the first action of the list that lifted, or nil
}

// action notes action a (declared by decl, allowed where it stands) and
// reports an end that would abandon lifted seeds.
func (h *hand) action(c *checker, a *expr.Action, decl builtin.Action, args []expr.Expr) {
	switch {
	case decl.Lifts:
		if h.lift == nil && !liftsNone(decl, args) {
			h.lift = a
		}
		if at := param(decl, args, "at"); at != nil && isNone(at) {
			c.diags.Errorf(at.Pos(), "hand", "%s lifts seeds into the hand to sow them from at, but at is none: the lap would have nowhere to start", a.Name)
			c.diags.Suggest("give the pit that receives the first seed, such as at=landing or at=next(landing)")
		}
	case a.Name == "end" && h.lift != nil:
		c.diags.Errorf(a.At, "hand", "this end would stop the move with the seeds %s lifted (line %d) still in the hand, and they would be lost; seeds lifted into the hand must be sown", h.lift.Name, h.lift.At.Line)
		c.diags.Suggest("%s already starts the lap that sows them: remove end; to end the move instead, leave out %s", h.lift.Name, h.lift.Name)
	}
}

// liftsNone reports whether a lifting action is given the pit none to
// lift from, which lifts nothing.
func liftsNone(decl builtin.Action, args []expr.Expr) bool {
	from := param(decl, args, "from")
	return from != nil && isNone(from)
}

// param returns the argument given for the parameter called name, or nil.
func param(decl builtin.Action, args []expr.Expr, name string) expr.Expr {
	for i, p := range decl.Params {
		if p.Name == name && i < len(args) {
			return args[i]
		}
	}
	return nil
}

func isNone(e expr.Expr) bool {
	id, ok := e.(*expr.Ident)
	return ok && id.Name == "none"
}

// clamp warns about a constant count below the least the engine takes as
// written (take(p, -5), move(a, b, -7), introduce(p, -4)): the engine
// would clamp it without a word. Counts worked out at run time are
// reported by mancala check when the engine clamps them.
func (c *checker) clamp(a *expr.Action, decl builtin.Action, args []expr.Expr) {
	cl := decl.Clamp
	if cl == nil {
		return
	}
	e := param(decl, args, cl.Param)
	if e == nil {
		return
	}
	if n, ok := constInt(e); ok && n < cl.Min {
		c.diags.Warnf(e.Pos(), "clamp", "%s: count %d is below %d, so the engine %s", a.Name, n, cl.Min, cl.Does)
		c.diags.Suggest("%s", cl.Fix)
	}
}

// constInt is the value of an integer expression of numbers alone, and
// whether it is one.
func constInt(e expr.Expr) (int, bool) {
	switch e := e.(type) {
	case *expr.Int:
		return e.Value, true
	case *expr.Unary:
		if e.Op == "-" {
			x, ok := constInt(e.X)
			return -x, ok
		}
	case *expr.Binary:
		x, okx := constInt(e.X)
		y, oky := constInt(e.Y)
		if okx && oky {
			v, divByZero := expr.Arith(e.Op, x, y)
			return v, !divByZero
		}
	}
	return 0, false
}

// constBool is the value of a condition of constants alone (true, false,
// comparisons of numbers), and whether it is one.
func constBool(e expr.Expr) (bool, bool) {
	switch e := e.(type) {
	case *expr.Bool:
		return e.Value, true
	case *expr.Unary:
		if e.Op == "not" {
			x, ok := constBool(e.X)
			return !x, ok
		}
	case *expr.Binary:
		switch e.Op {
		case "and", "or":
			x, okx := constBool(e.X)
			y, oky := constBool(e.Y)
			decides := e.Op == "or" // the value that decides alone
			switch {
			case okx && x == decides, oky && y == decides:
				return decides, true
			case okx && oky:
				return !decides, true
			}
		case "==", "!=", "<", "<=", ">", ">=":
			x, okx := constInt(e.X)
			y, oky := constInt(e.Y)
			if !okx || !oky {
				return false, false
			}
			return expr.Compare(e.Op, x, y), true
		}
	}
	return false, false
}

// isFalse reports whether a condition is false whatever happens.
func isFalse(e expr.Expr) bool {
	v, ok := constBool(e)
	return ok && !v
}
