package interpreter

import (
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// chooseNumber compiles choose of an int value: the mover chooses a
// number from min to max. slot finds the value's slot and set gives it
// the number chosen, as for the other kinds (see chooseAction).
func (c *compiler) chooseNumber(args []expr.Expr, slot func(*frame) int32, set func(f *frame, k, x int32, n int), at string) actionFn {
	lo, hi := c.integer(args[2]), c.integer(args[3])
	return func(f *frame) {
		k := slot(f)
		if k < 0 {
			return // the value of no player: nothing to choose
		}
		l, h := lo(f), hi(f)
		x, n, ok := f.decideNumber(l, h, at)
		switch {
		case f.err != nil:
		case !ok:
			f.flow, f.refused = flowIllegal, true
		default:
			set(f, k, x, n)
		}
	}
}

// decideNumber makes the choice of a decision point among the numbers
// from lo to hi, and returns the number taken and among how many. A
// range of one number is no choice; an empty range has no number to
// take, and reports false (the move cannot be made). A choice takes two
// bytes of the move's choices: choiceInt, then the number plus one.
func (f *frame) decideNumber(lo, hi int32, at string) (int32, int, bool) {
	switch {
	case hi < lo:
		return 0, 0, false
	case hi == lo:
		return lo, 1, true
	case hi-lo+1 > check.MaxNumbers:
		f.err = fmt.Errorf("%s: ply %d: choose: the numbers from %d to %d are %d choices; a choice offers at most %d", at, f.ply, lo, hi, hi-lo+1, check.MaxNumbers)
		return 0, 0, false
	case lo < 0 || hi > check.MaxNumber:
		f.err = fmt.Errorf("%s: ply %d: choose: the numbers from %d to %d cannot all be chosen: a chosen number is from 0 to %d (a move writes it in one byte)", at, f.ply, lo, hi, check.MaxNumber)
		return 0, 0, false
	}
	d := f.depth
	if d+2 > MaxChoices {
		f.err = fmt.Errorf("%s: ply %d: choose: the move meets more choices than it can make (at most %d, a number counting as two)", at, f.ply, MaxChoices)
		return 0, 0, false
	}
	x := lo
	if uint8(f.want>>(8*d)) == choiceInt {
		if w := int32(uint8(f.want>>(8*(d+1)))) - 1; w >= lo && w <= hi {
			x = w
		}
	}
	f.made |= uint64(choiceInt)<<(8*d) | uint64(x+1)<<(8*(d+1))
	f.after[d], f.after[d+1] = 0, 0
	if x < hi {
		f.after[d+1] = uint8(x + 2)
	}
	f.depth += 2
	return x, int(hi - lo + 1), true
}
