package check

import (
	"mancala/dsl/builtin"
	"mancala/dsl/expr"
)

// chooseArgs checks what choose is given past its value (value is the
// index of the value chosen, or -1 after an error): for a pit value, the
// set of pits the mover chooses among; for a direction or a bool value,
// nothing, its two values being the choices. An int value cannot be
// chosen: its choices would have no name a move could carry.
func (c *checker) chooseArgs(a *expr.Action, args []expr.Expr, sec builtin.Section, value int) {
	opts := args[1]
	if value < 0 {
		if opts != nil {
			c.expr(opts, sec, builtin.Pits)
		}
		return
	}
	x := c.v.Values[value]
	ref := expr.Format(args[0])
	switch x.Kind {
	case builtin.Pit:
		if opts == nil {
			c.diags.Errorf(a.At, "choose", "choose: %s is a pit value: give the pits the mover chooses among", ref)
			c.diags.Suggest("choose(%s, mover.front where pit.column == 1 or pit.column == board.columns)", ref)
			return
		}
		n := len(c.diags)
		c.expr(opts, sec, builtin.Pits)
		if len(c.diags) > n {
			c.diags.Suggest("the choices of a pit value are a set of pits, such as mover.front where pit.count > 0")
		}
	case builtin.Direction, builtin.Bool:
		if opts != nil {
			c.diags.Errorf(opts.Pos(), "choose", "choose: %s is %s value, whose two values are the choices; give no options", ref, describeKind(x.Kind))
			c.diags.Suggest("write choose(%s)", ref)
		}
	default:
		c.diags.Errorf(leftmost(args[0]), "choose", "choose: %s is %s value; the mover can choose a pit, a direction or a bool value", ref, describeKind(x.Kind))
		c.diags.Suggest("to choose among numbers, choose a pit or a bool and set the number from it")
	}
}
