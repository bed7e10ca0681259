package check

import (
	"slices"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
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
				c.diags.Suggest("write it with round: rotate: round / 3 passes the sides on every three rounds")
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

// rotateTracks checks that with rounds.rotate every pit of a side is on
// every player's track, since it may pass to any of them.
func (c *checker) rotateTracks(r *syntax.Rounds) {
	b := c.v.Board
	if r == nil || r.Rotate == nil || b == nil {
		return
	}
	for pl := range c.v.Players {
		tr := c.v.Tracks[pl]
		if tr == nil {
			continue
		}
		for x := range b.Grid() {
			if b.SideOf[x] >= 0 && int(b.SideOf[x]) != pl && !slices.Contains(tr, x) {
				c.diags.Errorf(r.Rotate.Expr.Pos(), "rounds", "rounds rotate: pit %s may pass to %s, but it is not on %s's track, so %s could never play it", b.Names[x], c.v.Players[pl], c.v.Players[pl], c.v.Players[pl])
				c.diags.Suggest("give every player a track through every side's pits: track: board, or the same explicit track for each")
				return
			}
		}
	}
}
