package check

import (
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Sets of pits narrowed by a condition (S where C), the conditions of
// all and any, the search first(pit after P where C), and membership
// (x in [a, b], p in S). In each condition read for each pit, pit is
// that pit: the section gains builtin.SecPitCond, in which pit is in
// scope.

// where checks `S where C`.
func (c *checker) where(e *expr.Where, sec builtin.Section) builtin.Type {
	if fixed, anyForm := c.whereTooWide(e); fixed != nil {
		// `x or S where C` reads as `(x or S) where C`: one message, and
		// the parts checked as the author meant them
		c.diags.Errorf(e.At, "where", "where narrows everything before it, here %s, not the set %s alone", expr.Format(e.X), expr.Format(rightmost(e.X)))
		if anyForm != nil {
			c.diags.Suggest("to ask whether some pit qualifies, write %s", expr.Format(anyForm))
		} else {
			c.diags.Suggest("put the set and its condition in parentheses: %s", expr.Format(fixed))
		}
		c.operands(e.X, sec)
		c.pitCond(e.Cond, sec, "where")
		return builtin.Invalid
	}
	t := c.typeOf(e.X, sec)
	c.pitCond(e.Cond, sec, "where")
	if t == builtin.Invalid {
		return t
	}
	if t != builtin.Pits {
		if _, ok := c.v.Info.Types[rightmost(e.X)]; !ok {
			return builtin.Invalid // its last operand is wrong, and reported
		}
		c.diags.Errorf(e.At, "type", "where narrows a set of pits, but %s is %s", expr.Format(e.X), describe(t))
		switch {
		case t == builtin.Pit:
			c.diags.Suggest("to look along the track from %s, write first(pit after %s where %s)", expr.Format(e.X), expr.Format(e.X), expr.Format(e.Cond))
		default:
			c.diags.Suggest("%s", setsHint)
		}
		return builtin.Invalid
	}
	return c.record(e, builtin.Pits)
}

// whereTooWide tells a where whose set is the last operand of an
// operator before it, as in `x or S where C` (read `(x or S) where C`):
// it returns the expression with the where put round the set alone, and,
// when the set stands where a condition goes, with any(S, C) in its
// place; nil when the where is not of that form.
func (c *checker) whereTooWide(e *expr.Where) (fixed, anyForm expr.Expr) {
	r := rightmost(e.X)
	if r == e.X || !looksLikeSet(r) {
		return nil, nil
	}
	var rebuild func(x expr.Expr, leaf expr.Expr) expr.Expr
	rebuild = func(x, leaf expr.Expr) expr.Expr {
		switch b := x.(type) {
		case *expr.Binary:
			cp := *b
			cp.Y = rebuild(b.Y, leaf)
			return &cp
		case *expr.Unary:
			cp := *b
			cp.X = rebuild(b.X, leaf)
			return &cp
		}
		return leaf
	}
	fixed = rebuild(e.X, &expr.Where{At: e.At, X: r, Cond: e.Cond})
	if parentIsLogic(e.X) {
		anyForm = rebuild(e.X, &expr.Call{At: e.At, Name: "any", Args: []expr.Arg{{Value: r}, {Value: e.Cond}}})
	}
	return fixed, anyForm
}

// operands checks the operands of x, an operator whose last operand is
// a set that a where was meant to narrow, without x's own checks.
func (c *checker) operands(x expr.Expr, sec builtin.Section) {
	for {
		switch b := x.(type) {
		case *expr.Binary:
			c.typeOf(b.X, sec)
			x = b.Y
		case *expr.Unary:
			x = b.X
		default:
			c.typeOf(x, sec)
			return
		}
	}
}

// rightmost is the last operand of x: x itself unless x is an operator.
func rightmost(x expr.Expr) expr.Expr {
	for {
		switch b := x.(type) {
		case *expr.Binary:
			x = b.Y
		case *expr.Unary:
			x = b.X
		default:
			return x
		}
	}
}

// parentIsLogic reports whether the last operand of x is an operand of
// and, or or not.
func parentIsLogic(x expr.Expr) bool {
	logic := false
	for {
		switch b := x.(type) {
		case *expr.Binary:
			logic, x = b.Op == "and" || b.Op == "or", b.Y
		case *expr.Unary:
			logic, x = b.Op == "not", b.X
		default:
			return logic
		}
	}
}

// looksLikeSet reports whether e is written as a set of pits: a set
// attribute (mover.side, board.pits), a function whose result is a set
// (row, column), or a where.
func looksLikeSet(e expr.Expr) bool {
	switch e := e.(type) {
	case *expr.Where:
		return true
	case *expr.Selector:
		if id, ok := e.X.(*expr.Ident); ok && id.Name == "option" {
			return false
		}
		for _, a := range builtin.Attrs {
			if a.Name == e.Name && a.Type == builtin.Pits {
				return true
			}
		}
	case *expr.Call:
		f, ok := builtin.LookupFunc(e.Name)
		return ok && f.Result == builtin.Pits
	}
	return false
}

const setsHint = "the sets of pits are board.pits, a player's pits, side, front, back and track, row(n) and column(n)"

// find checks `first(pit after P where C)`.
func (c *checker) find(e *expr.Find, sec builtin.Section) builtin.Type {
	c.expr(e.From, sec, builtin.Pit)
	c.pitCond(e.Cond, sec, "first")
	if sec&(builtin.SecEnd|builtin.SecEnter|builtin.SecScore) != 0 {
		c.diags.Errorf(e.At, "scope", "first follows the mover's track, which is not defined in %s", place(sec))
		c.diags.Suggest("to ask whether some pit of a set qualifies, write any(SET, CONDITION)")
		return builtin.Invalid
	}
	return c.record(e, builtin.Pit)
}

// pitCond checks the condition of where, all, any or first, read with
// pit bound to each pit in turn.
func (c *checker) pitCond(e expr.Expr, sec builtin.Section, of string) {
	t := c.typeOf(e, sec|builtin.SecPitCond)
	if t == builtin.Invalid || t == builtin.Bool {
		return
	}
	c.diags.Errorf(e.Pos(), "type", "the condition of %s must be true or false for each pit, but %s is %s", of, expr.Format(e), describe(t))
	switch t {
	case builtin.Int:
		c.diags.Suggest("compare it, as in %s > 0", expr.Format(e))
	case builtin.Pit:
		c.diags.Suggest("compare it with pit, as in pit == %s", expr.Format(e))
	}
}

// setArg checks an argument that must be a set of pits.
func (c *checker) setArg(e expr.Expr, sec builtin.Section, fn string) {
	t := c.typeOf(e, sec)
	if t == builtin.Invalid || t == builtin.Pits {
		return
	}
	c.diags.Errorf(e.Pos(), "type", "%s reads a set of pits, but %s is %s", fn, expr.Format(e), describe(t))
	if t == builtin.Pit {
		c.diags.Suggest("to test one pit, write the condition with %s in place of pit", expr.Format(e))
		return
	}
	c.diags.Suggest("%s", setsHint)
}

// setNotValue suggests what a set used as a number or a condition
// should have been.
func (c *checker) setNotValue(e expr.Expr, want builtin.Type) {
	s := expr.Format(e)
	if _, ok := e.(*expr.Where); ok {
		s = "(" + s + ")"
	}
	switch want {
	case builtin.Bool:
		if w, ok := e.(*expr.Where); ok {
			c.diags.Suggest("to ask whether some pit qualifies, write any(%s, %s) or %s.size > 0", expr.Format(w.X), expr.Format(w.Cond), s)
			return
		}
		c.diags.Suggest("to ask whether some pit of it qualifies, write any(%s, CONDITION)", s)
	case builtin.Int:
		c.diags.Suggest("count its pits with %s.size, its seeds with %s.seeds", s, s)
	}
}

// member checks `x in [a, b, …]`, `x in S` and their `not in`.
func (c *checker) member(e *expr.Binary, sec builtin.Section) builtin.Type {
	if l, ok := e.Y.(*expr.List); ok {
		c.inList(e, l, sec)
		return c.record(e, builtin.Bool)
	}
	tx := c.typeOf(e.X, sec)
	ty := c.typeOf(e.Y, sec)
	switch {
	case ty == builtin.Invalid:
	case ty != builtin.Pits:
		c.diags.Errorf(e.Y.Pos(), "type", "after %s comes a list of values in brackets or a set of pits, but %s is %s", e.Op, expr.Format(e.Y), describe(ty))
		c.diags.Suggest("write a list in brackets, as in %s %s [%s]", expr.Format(e.X), e.Op, expr.Format(e.Y))
	case tx == builtin.Invalid:
	case tx != builtin.Pit:
		c.diags.Errorf(e.X.Pos(), "type", "only a pit can be in a set of pits, but %s is %s", expr.Format(e.X), describe(tx))
		if tx == builtin.Int {
			c.diags.Suggest("count the pits of a set with .size; compare a number with a list of values in brackets, as in %s in [2, 3]", expr.Format(e.X))
		}
	}
	return c.record(e, builtin.Bool)
}

// inList checks `x in [a, b, …]`: x a number, a pit, a player or a word
// (a choice option or phase), and each value of its type.
func (c *checker) inList(e *expr.Binary, l *expr.List, sec builtin.Section) {
	tx := c.typeOf(e.X, sec)
	if len(l.Items) == 0 {
		c.diags.Errorf(l.At, "type", "the list after %s has no values", e.Op)
		c.diags.Suggest("list the values it may take, as in %s %s [2, 3]", expr.Format(e.X), e.Op)
	}
	switch tx {
	case builtin.Bool:
		c.diags.Errorf(e.At, "type", "%s compares a number, a pit, a player or a word with a list, but %s is %s", e.Op, expr.Format(e.X), describe(tx))
		c.diags.Suggest("compare conditions with == or !=")
		tx = builtin.Invalid
	case builtin.Pits, builtin.Lap, builtin.Move, builtin.Options, builtin.Board, builtin.Sown:
		c.diags.Errorf(e.At, "type", "%s compares a number, a pit, a player or a word with a list, but %s is %s", e.Op, expr.Format(e.X), describe(tx))
		if tx == builtin.Pits {
			c.diags.Suggest("count its pits with .size, its seeds with .seeds")
		}
		tx = builtin.Invalid
	}
	for _, it := range l.Items {
		if s, ok := it.(*expr.String); ok {
			if tx != builtin.Invalid {
				c.word(e.X, tx, s)
			}
			continue
		}
		ty := c.typeOf(it, sec)
		if tx != builtin.Invalid && ty != builtin.Invalid && ty != tx {
			c.diags.Errorf(it.Pos(), "type", "cannot compare %s (%s) with %s (%s)", expr.Format(e.X), describe(tx), expr.Format(it), describe(ty))
			if tx == builtin.String {
				c.diags.Suggest("a word is written in double quotes")
			}
		}
	}
}

// place names the section of an expression for messages: the place in
// the file, not the condition of a set within it.
func place(sec builtin.Section) string {
	if sec&builtin.SecRoundsKeep != 0 {
		return "rounds.keep (read as end is)"
	}
	if sec&builtin.SecRoundsSplit != 0 {
		return "rounds.split (read as end is)"
	}
	return strings.Join((sec &^ builtin.SecPitCond).Names(), ", ")
}
