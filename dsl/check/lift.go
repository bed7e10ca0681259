package check

import (
	"slices"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// Where a move lifts the seeds it sows from (MoveRule.LiftFrom).
const (
	LiftPit     = iota // the move's pit (the default)
	LiftBank           // the mover's bank: seeds captured, sown back onto the board
	LiftReserve        // the mover's reserve
)

// liftSources are the words of lift_from, in the order of the constants.
var liftSources = []string{"pit", "bank", "reserve"}

// moveLift checks a move rule's lift (how many seeds the move lifts)
// and lift_from (where from). Both are about the seeds a move sows, so
// they have no meaning in a rule that sows nothing or offers a pass.
func (c *checker) moveLift(m *syntax.MoveRule, mr *MoveRule) {
	if m.LiftFrom.Value != "" {
		switch i := slices.Index(liftSources, m.LiftFrom.Value); {
		case i >= 0:
			mr.LiftFrom = i
		default:
			c.diags.Errorf(m.LiftFrom.Pos, "lift", "unknown lift_from %q; use pit (the move's pit, the default), bank or reserve (the mover's)", m.LiftFrom.Value)
			if s := diag.Closest(m.LiftFrom.Value, liftSources); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			} else {
				c.diags.Suggest("captured seeds are in the bank; seeds not yet brought into play are in the reserve")
			}
		}
	}
	if m.Lift != nil {
		mr.Lift = c.expr(m.Lift.Expr, builtin.SecMoveFrom, builtin.Int)
		if n, ok := constInt(mr.Lift); ok && n < 0 {
			c.diags.Warnf(m.Lift.Pos, "clamp", "lift: count %d is below 0, so the engine lifts no seed", n)
			c.diags.Suggest("lift at least one seed, or leave lift out to lift them all")
		}
	}
	bad := func(key string, pos diag.Pos, why string) {
		c.diags.Errorf(pos, "lift", "%s is about the seeds the move sows, but %s", key, why)
	}
	for _, k := range []struct {
		key string
		pos diag.Pos
		on  bool
	}{{"lift", liftPos(m), m.Lift != nil}, {"lift_from", m.LiftFrom.Pos, m.LiftFrom.Value != ""}} {
		switch {
		case !k.on:
		case m.Pass:
			bad(k.key, k.pos, "a pass rule moves no seed")
			c.diags.Suggest("put the move that lifts seeds in a rule of its own")
		case m.NoSow:
			bad(k.key, k.pos, "the rule says sow: false")
			c.diags.Suggest("to move seeds without sowing them, use move(…) or introduce(…) in do; to sow them, leave out sow: false")
		}
	}
}

// liftPos is where a move rule's lift is written.
func liftPos(m *syntax.MoveRule) diag.Pos {
	if m.Lift == nil {
		return m.Pos
	}
	return m.Lift.Pos
}
