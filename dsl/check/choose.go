package check

import (
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// MaxNumbers is the most numbers a choose of an int value may offer, and
// MaxNumber the greatest number it may choose (a move writes a chosen
// number in one byte).
const (
	MaxNumbers = 64
	MaxNumber  = 254
)

// chooseArgs checks what choose is given past its value (value is the
// index of the value chosen, or -1 after an error): for a pit value, the
// set of pits the mover chooses among; for a direction or a bool value,
// nothing, its two values being the choices; for an int value, the least
// and greatest numbers, min and max.
func (c *checker) chooseArgs(a *expr.Action, args []expr.Expr, sec builtin.Section, value int) {
	opts := args[1]
	var lo, hi expr.Expr
	if len(args) > 3 { // choose: min and max; draw has neither
		lo, hi = args[2], args[3]
	}
	if value < 0 {
		if opts != nil {
			c.expr(opts, sec, builtin.Pits)
		}
		return
	}
	x := c.v.Values[value]
	ref := expr.Format(args[0])
	who, among, alts, number := "the mover chooses among", "the mover can choose", "choices", ""
	if a.Name == "draw" {
		who, among, alts, number = "drawn among", "lots can be drawn for", "outcomes", "to draw a number, draw a pit or a bool and set the number from it"
	}
	if x.Kind != builtin.Int {
		for _, e := range []expr.Expr{lo, hi} {
			if e != nil {
				c.diags.Errorf(e.Pos(), "choose", "choose: min and max are the numbers an int value is chosen among, but %s is %s value", ref, describeKind(x.Kind))
				c.diags.Suggest("leave out min and max")
				break
			}
		}
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
	case builtin.Int:
		if a.Name != "draw" {
			c.chooseNumber(a, ref, opts, lo, hi)
			break
		}
		fallthrough
	default:
		if a.Name == "draw" {
			c.diags.Errorf(leftmost(args[0]), a.Name, "%s: %s is %s value; %s a pit, a direction or a bool value", a.Name, ref, describeKind(x.Kind), among)
			c.diags.Suggest("%s", number)
			return
		}
		c.diags.Errorf(leftmost(args[0]), "choose", "choose: %s is %s value; the mover can choose a pit, a direction, a bool or an int value", ref, describeKind(x.Kind))
	}
}

// chooseNumber checks the range of a choose of an int value: min and
// max, both given, and, where they are numbers written out, at most
// MaxNumbers of them, none past MaxNumber.
func (c *checker) chooseNumber(a *expr.Action, ref string, opts, lo, hi expr.Expr) {
	if opts != nil {
		c.diags.Errorf(opts.Pos(), "choose", "choose: %s is an int value, chosen among the numbers from min to max, not among pits", ref)
		c.diags.Suggest("write choose(%s, min=1, max=pit.count)", ref)
		return
	}
	if lo == nil || hi == nil {
		c.diags.Errorf(a.At, "choose", "choose: %s is an int value: give the least and the greatest number the mover may choose, min and max", ref)
		c.diags.Suggest("choose(%s, min=1, max=mover.bank)", ref)
		return
	}
	l, lok := constInt(lo)
	h, hok := constInt(hi)
	switch {
	case lok && l < 0:
		c.diags.Errorf(lo.Pos(), "choose", "choose: min is %d, but a chosen number is 0 or more", l)
		c.diags.Suggest("choose a count of seeds, 0 to %d", MaxNumber)
	case hok && h > MaxNumber:
		c.diags.Errorf(hi.Pos(), "choose", "choose: max is %d, but a chosen number is at most %d (a move writes it in one byte)", h, MaxNumber)
		c.diags.Suggest("bound the choice, such as max=%d", MaxNumber)
	case lok && hok && h < l:
		c.diags.Errorf(hi.Pos(), "choose", "choose: max %d is below min %d: there is no number to choose, and no move could be made", h, l)
		c.diags.Suggest("give max at least min")
	case lok && hok && h-l+1 > MaxNumbers:
		c.diags.Errorf(hi.Pos(), "choose", "choose: min %d and max %d offer %d numbers; a choice offers at most %d", l, h, h-l+1, MaxNumbers)
		c.diags.Suggest("narrow the range, such as max=%d", l+MaxNumbers-1)
	}
}
