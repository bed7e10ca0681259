package interpreter

import "mancala/dsl/expr"

// minCount derives from a move rule's `from` condition the fewest seeds
// a pit must hold to pass it, so that candidate generation can pass over
// pits that cannot qualify without evaluating the condition. It is a
// necessary condition only: 0 when nothing can be derived.
func minCount(e expr.Expr) int32 {
	switch e := e.(type) {
	case *expr.Binary:
		switch e.Op {
		case "and":
			return max(minCount(e.X), minCount(e.Y))
		case "or":
			return min(minCount(e.X), minCount(e.Y))
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
