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
	who, among, alts, number := "the mover chooses among", "the mover can choose", "choices", "to choose among numbers, choose a pit or a bool and set the number from it"
	if a.Name == "draw" {
		who, among, alts, number = "drawn among", "lots can be drawn for", "outcomes", "to draw a number, draw a pit or a bool and set the number from it"
	}
	switch x.Kind {
	case builtin.Pit:
		if opts == nil {
			c.diags.Errorf(a.At, a.Name, "%s: %s is a pit value: give the pits %s", a.Name, ref, who)
			if a.Name == "draw" {
				c.diags.Suggest("draw(%s, opponent.side where pit.count > 0)", ref)
			} else {
				c.diags.Suggest("choose(%s, mover.front where pit.column == 1 or pit.column == board.columns)", ref)
			}
			return
		}
		n := len(c.diags)
		c.expr(opts, sec, builtin.Pits)
		if len(c.diags) > n {
			c.diags.Suggest("the %s of a pit value are a set of pits, such as mover.front where pit.count > 0", alts)
		}
	case builtin.Direction, builtin.Bool:
		if opts != nil {
			c.diags.Errorf(opts.Pos(), a.Name, "%s: %s is %s value, whose two values are the %s; give no options", a.Name, ref, describeKind(x.Kind), alts)
			c.diags.Suggest("write %s(%s)", a.Name, ref)
		}
	default:
		c.diags.Errorf(leftmost(args[0]), a.Name, "%s: %s is %s value; %s a pit, a direction or a bool value", a.Name, ref, describeKind(x.Kind), among)
		c.diags.Suggest("%s", number)
	}
}
