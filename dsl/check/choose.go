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
	who, among := "the mover chooses among", "the mover can choose"
	if a.Name == "draw" {
		who, among = "drawn among", "lots can be drawn for"
	}
	switch x.Kind {
	case builtin.Pit:
		if opts == nil {
			c.diags.Errorf(a.At, a.Name, "%s: %s is a pit value: give the pits %s", a.Name, ref, who)
			c.diags.Suggest("%s(%s, mover.front where pit.column == 1 or pit.column == board.columns)", a.Name, ref)
			return
		}
		n := len(c.diags)
		c.expr(opts, sec, builtin.Pits)
		if len(c.diags) > n {
			c.diags.Suggest("the options of a pit value are a set of pits, such as mover.front where pit.count > 0")
		}
	case builtin.Direction, builtin.Bool:
		if opts != nil {
			c.diags.Errorf(opts.Pos(), a.Name, "%s: %s is %s value, whose two values are the options; give no options", a.Name, ref, describeKind(x.Kind))
			c.diags.Suggest("write %s(%s)", a.Name, ref)
		}
	default:
		c.diags.Errorf(leftmost(args[0]), a.Name, "%s: %s is %s value; %s a pit, a direction or a bool value", a.Name, ref, describeKind(x.Kind), among)
		c.diags.Suggest("to %s a number, %s a pit or a bool and set the number from it", map[string]string{"choose": "choose among", "draw": "draw"}[a.Name], a.Name)
	}
}
