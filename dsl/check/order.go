package check

import (
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// MaxPlaced bounds the seeds of the kinds other than the first in a
// variant whose holes are stacks (sowing.order: stack): the engine keeps
// the place in its hole's stack of each of them.
const MaxPlaced = 16

// order checks sowing.order: "kinds" (the default: where only some seeds
// of a hole or of the hand move, the first kind goes first) or "stack"
// (each hole is a stack: seeds fall on top, and are lifted, taken and
// moved from the top, so where a seed lies decides where it is sown).
// A stack needs kinds, at most MaxPlaced seeds of the other kinds, no
// drop and no uncapture.
func (c *checker) order(sv *syntax.Variant) {
	s := sv.Sowing
	if s == nil || s.Order.Value != "stack" {
		c.bottomTakes() // (an order misspelt is reported below)
	}
	if s == nil || !s.Order.Pos.IsValid() {
		return
	}
	o := s.Order
	switch o.Value {
	case "kinds":
		return
	case "stack":
	default:
		c.diags.Errorf(o.Pos, "order", "sowing order: unknown order %q; use kinds or stack", o.Value)
		if x := diag.Closest(o.Value, []string{"kinds", "stack"}); x != "" {
			c.diags.Suggest("did you mean %s?", x)
		}
		return
	}
	if len(c.v.Kinds) < 2 {
		c.diags.Errorf(o.Pos, "order", "sowing order: stack orders seeds of several kinds, and no kinds are declared")
		c.diags.Suggest("declare the kinds at the top level (kinds: {counter: {}, stone: {}}), or leave order out: seeds of one kind are all alike")
		return
	}
	placed := 0
	for _, pits := range c.v.Start.Kinds {
		for _, n := range pits {
			placed += n
		}
	}
	if placed > MaxPlaced {
		c.diags.Errorf(o.Pos, "limit", "sowing order: stack keeps the place of at most %d seeds of kinds other than %s, and the set-up has %d", MaxPlaced, c.v.Kinds[0].Name, placed)
		c.diags.Suggest("make the most numerous kind the first, whose seeds are all alike, or leave order out")
		return
	}
	if s.Place.Value != "" {
		c.diags.Errorf(s.Place.Pos, "order", "sowing place is not played with sowing order: stack: a stack is sown top first")
		c.diags.Suggest("leave place out, or leave order out")
		return
	}
	for k, args := range c.v.Info.Args {
		a, ok := k.(*expr.Action)
		if !ok {
			continue
		}
		if (a.Name == "take" && len(args) > 4 && args[4] != nil) || (a.Name == "sow" && len(args) > 3 && args[3] != nil) {
			c.diags.Errorf(a.At, "order", "%s(…, kind=…) is not played with sowing order: stack: a stack gives up its seeds from the top (or, for take, the bottom)", a.Name)
			c.diags.Suggest("leave kind out, or leave order out")
			return
		}
	}
	if s.Drop != nil {
		c.diags.Errorf(s.Drop.Pos, "order", "sowing drop is not played with sowing order: stack: where the seeds of a drop of several lie in a stack is not kept")
		c.diags.Suggest("leave drop out (one seed a pit), or leave order out")
		return
	}
	for _, r := range c.v.AfterMove {
		for _, a := range r.Do {
			if a.Name == "uncapture" {
				c.diags.Errorf(a.At, "order", "uncapture is not played with sowing order: stack")
				c.diags.Suggest("make the move illegal instead (illegal), or leave order out: where each seed stood in its stack is not kept")
				return
			}
		}
	}
	c.v.Stack = true
}

// bottomTakes refuses take(…, bottom=…) in a variant whose holes are not
// stacks, where the bottom of a hole means nothing.
func (c *checker) bottomTakes() {
	for k, args := range c.v.Info.Args {
		if a, ok := k.(*expr.Action); ok && a.Name == "take" && len(args) > 3 && args[3] != nil {
			c.diags.Errorf(args[3].Pos(), "order", "take: bottom takes seeds from the bottom of a hole's stack, and the holes are stacks only with sowing.order: stack")
			c.diags.Suggest("give sowing order: stack (with kinds), or leave bottom out: without a stack the seeds taken go in the order the kinds are declared")
		}
	}
}
