package check

import "github.com/mancala-toolkit/mancala/dsl/expr"

// lapHorizon finds the lap number after which no lap-time condition can
// tell laps apart: every use of lap.number or move.laps must be compared
// with a constant, and the horizon is one past the largest constant. It
// returns -1 when some use is not of that form.
//
// Past the horizon a move's course depends only on the position, so the
// interpreter may stop a move whose mid-move position repeats: it would
// repeat for ever and never end within the lap limit.
func lapHorizon(v *Variant) int {
	h := 0
	var exprs []expr.Expr
	add := func(rs []Rule) {
		for _, r := range rs {
			exprs = append(exprs, r.When)
			for _, a := range r.Do {
				exprs = append(exprs, a.If)
				for _, arg := range a.Args {
					exprs = append(exprs, arg.Value)
				}
			}
		}
	}
	exprs = append(exprs, v.Skip, v.OriginFirst, v.Drop)
	add(v.OnDrop)
	add(v.LapEnd)
	for _, r := range v.LapEnd {
		if r.Each != nil {
			exprs = append(exprs, r.Each.From, r.Each.While)
		}
	}
	for _, e := range exprs {
		if e == nil {
			continue
		}
		if !horizon(e, &h) {
			return -1
		}
	}
	return h
}

func isLapCounter(e expr.Expr) bool {
	s, ok := e.(*expr.Selector)
	if !ok {
		return false
	}
	id, ok := s.X.(*expr.Ident)
	return ok && ((id.Name == "lap" && s.Name == "number") || (id.Name == "move" && s.Name == "laps"))
}

// horizon raises *h for comparisons of a lap counter with a constant (or
// with a list of constants, by in) and reports false for any other use of
// a lap counter.
func horizon(e expr.Expr, h *int) bool {
	ok := true
	expr.Inspect(e, func(x expr.Expr) bool {
		if !ok {
			return false
		}
		if b, isBin := x.(*expr.Binary); isBin {
			switch b.Op {
			case "in", "not in":
				l, isList := b.Y.(*expr.List)
				if !isLapCounter(b.X) || !isList {
					return true
				}
				for _, it := range l.Items {
					k, isInt := it.(*expr.Int)
					if !isInt {
						ok = false
						return false
					}
					*h = max(*h, k.Value+1)
				}
				return false
			case "==", "!=", "<", "<=", ">", ">=":
				var k *expr.Int
				switch {
				case isLapCounter(b.X):
					k, _ = b.Y.(*expr.Int)
				case isLapCounter(b.Y):
					k, _ = b.X.(*expr.Int)
				default:
					return true
				}
				if k == nil {
					ok = false
					return false
				}
				*h = max(*h, k.Value+1)
				return false
			}
		}
		if isLapCounter(x) {
			ok = false
			return false
		}
		return true
	})
	return ok
}
