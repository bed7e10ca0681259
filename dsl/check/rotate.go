package check

import (
	"mancala/dsl/builtin"
	"mancala/dsl/expr"
)

// rotateNames are the names rounds.rotate may read: it is worked out for
// a round from the round's number and the options alone.
var rotateNames = []string{"round", "option", "board"}

// rotate checks rounds.rotate: an integer expression of round and the
// options, how many places each side has passed on round the players in
// round number round.
func (c *checker) rotate(e expr.Expr) expr.Expr {
	if e == nil {
		return nil
	}
	before := len(c.diags)
	out := c.expr(e, builtin.SecEnter, builtin.Int)
	if len(c.diags) > before {
		return out // one message is enough
	}
	expr.Inspect(e, func(x expr.Expr) bool {
		switch x := x.(type) {
		case *expr.Ident:
			if !contains(rotateNames, x.Name) {
				c.diags.Errorf(x.At, "rounds", "rounds rotate: %s cannot be read here: rotate is a number worked out from the round (round) and the options alone", x.Name)
				c.diags.Suggest("write it with round, such as rotate: round / 3 (the sides pass on every three rounds)")
				return false
			}
		case *expr.Selector:
			if id, ok := x.X.(*expr.Ident); ok && (id.Name == "option" || id.Name == "board") {
				return false // option.NAME, board.columns
			}
		}
		return true
	})
	return out
}
