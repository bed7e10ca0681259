package interpreter

import "github.com/mancala-toolkit/mancala/dsl/expr"

// minCount derives from a move rule's `from` condition the fewest seeds
// a pit must hold to pass it, so that candidate generation can pass over
// pits that cannot qualify without evaluating the condition. It is a
// necessary condition only: 0 when nothing can be derived.
func (c *compiler) minCount(e expr.Expr) int32 {
	if v, ok := c.constBool(e); ok {
		if v {
			return 0
		}
		return unlimited // nothing passes
	}
	switch e := e.(type) {
	case *expr.Binary:
		switch e.Op {
		case "and":
			return max(c.minCount(e.X), c.minCount(e.Y))
		case "or":
			return min(c.minCount(e.X), c.minCount(e.Y))
		case "in": // pit.count in [2, 3]: at least the least of them
			l, ok := e.Y.(*expr.List)
			if !ok || !isPitCount(e.X) {
				return 0
			}
			least := int32(unlimited)
			for _, it := range l.Items {
				k, ok := it.(*expr.Int)
				if !ok || k.Value < 0 {
					return 0
				}
				least = min(least, int32(k.Value))
			}
			return least
		case ">=", ">", "==":
			if !isPitCount(e.X) {
				return 0
			}
			k, ok := e.Y.(*expr.Int)
			if !ok || k.Value < 0 {
				return 0
			}
			if e.Op == ">" {
				return int32(k.Value) + 1
			}
			return int32(k.Value)
		}
	}
	return 0
}

func isPitCount(e expr.Expr) bool {
	s, ok := e.(*expr.Selector)
	if !ok || s.Name != "count" {
		return false
	}
	id, ok := s.X.(*expr.Ident)
	return ok && id.Name == "pit"
}

// requiredMarks derives from an on_drop condition the marks of which the
// pit must bear at least one for the condition to hold (a conjunct
// pit.MARK, or a disjunction of such), so that sowing fires on_drop rules
// only on marked pits. ok is false when nothing can be derived.
func requiredMarks(e expr.Expr, marks map[expr.Expr]int) (mask uint8, ok bool) {
	switch e := e.(type) {
	case *expr.Selector:
		if id, isID := e.X.(*expr.Ident); isID && id.Name == "pit" {
			if mi, isMark := marks[e]; isMark {
				return 1 << mi, true
			}
		}
	case *expr.Binary:
		switch e.Op {
		case "and":
			if m, ok := requiredMarks(e.X, marks); ok {
				return m, true
			}
			return requiredMarks(e.Y, marks)
		case "or":
			mx, okx := requiredMarks(e.X, marks)
			my, oky := requiredMarks(e.Y, marks)
			return mx | my, okx && oky
		}
	}
	return 0, false
}

// conjuncts appends to out the conditions of e's top-level `and`s, in
// order, leaving out those the options make true (and the sides of an
// `or` they make false).
func (c *compiler) conjuncts(e expr.Expr, out []expr.Expr) []expr.Expr {
	if v, ok := c.constBool(e); ok && v {
		return out
	}
	if b, ok := e.(*expr.Binary); ok {
		switch b.Op {
		case "and":
			return c.conjuncts(b.Y, c.conjuncts(b.X, out))
		case "or":
			if v, ok := c.constBool(b.X); ok && !v {
				return c.conjuncts(b.Y, out)
			}
			if v, ok := c.constBool(b.Y); ok && !v {
				return c.conjuncts(b.X, out)
			}
		}
	}
	return append(out, e)
}

// disjuncts appends to out the conditions of e's top-level `or`s, in
// order, leaving out those the options make false.
func (c *compiler) disjuncts(e expr.Expr, out []expr.Expr) []expr.Expr {
	if v, ok := c.constBool(e); ok && !v {
		return out
	}
	if b, ok := e.(*expr.Binary); ok && b.Op == "or" {
		return c.disjuncts(b.Y, c.disjuncts(b.X, out))
	}
	return append(out, e)
}

// anyOf is the disjunction of fns, evaluated in order (nil when there
// are none).
func anyOf(fns []boolFn) boolFn {
	switch len(fns) {
	case 0:
		return nil
	case 1:
		return fns[0]
	case 2:
		x, y := fns[0], fns[1]
		return func(f *frame) bool { return x(f) || y(f) }
	}
	return func(f *frame) bool {
		for _, fn := range fns {
			if fn(f) {
				return true
			}
		}
		return false
	}
}

// allOf is the conjunction of fns, evaluated in order (nil when there
// are none).
func allOf(fns []boolFn) boolFn {
	switch len(fns) {
	case 0:
		return nil
	case 1:
		return fns[0]
	case 2:
		x, y := fns[0], fns[1]
		return func(f *frame) bool { return x(f) && y(f) }
	}
	return func(f *frame) bool {
		for _, fn := range fns {
			if !fn(f) {
				return false
			}
		}
		return true
	}
}
