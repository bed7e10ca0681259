package interpreter

import (
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// The values a variant declares (`values:`) live in State.Values, one
// int32 per slot: a value of the game has one slot, a value of each
// player two (South's, then North's). An int is itself, a bool 0 or 1, a
// pit its index and a direction 0 (along the track) or 1 (against it),
// the last two -1 for none.

// initValues lists the start value of every slot of v's values.
func initValues(v *check.Variant) []int32 {
	n := v.ValueSlots()
	if n == 0 {
		return nil
	}
	out := make([]int32, n)
	for _, x := range v.Values {
		out[x.Slot] = x.Initial
		if x.PerPlayer {
			out[x.Slot+1] = x.Initial
		}
	}
	return out
}

// newState returns a state of the program's size, its values at their
// start values and everything else zero.
func (p *Program) newState() *State {
	s := newState(p.n, len(p.initValues))
	copy(s.Values, p.initValues)
	if p.kinds > 0 {
		s.Kinds = make([]int32, p.kindsLen())
		if p.stack {
			p.defaultLevels(s)
		}
	}
	return s
}

// valueSlot compiles the slot of a value read or set through selector
// e (game.NAME or PLAYER.NAME); for a value of no player (the owner of
// none) it gives -1.
func (c *compiler) valueSlot(e *expr.Selector, i int) intFn {
	x := c.p.v.Values[i]
	slot := int32(x.Slot)
	if !x.PerPlayer {
		return func(*frame) int32 { return slot }
	}
	if id, ok := e.X.(*expr.Ident); ok && id.Name == "mover" {
		return func(f *frame) int32 { return slot + int32(f.mover) }
	}
	pl := c.integer(e.X)
	return func(f *frame) int32 {
		p := pl(f)
		if p < 0 || p > 1 {
			return -1
		}
		return slot + p
	}
}

// value compiles the reading of value i through selector e. The value
// of no player reads as its start value.
func (c *compiler) value(e *expr.Selector, i int) intFn {
	x := c.p.v.Values[i]
	if !x.PerPlayer {
		slot := x.Slot
		return func(f *frame) int32 { return f.s.Values[slot] }
	}
	slot, initial := c.valueSlot(e, i), x.Initial
	return func(f *frame) int32 {
		if k := slot(f); k >= 0 {
			return f.s.Values[k]
		}
		return initial
	}
}

// valueAction compiles set and add.
func (c *compiler) valueAction(a *expr.Action) actionFn {
	args := c.p.v.Info.Args[a]
	ref := args[0].(*expr.Selector)
	i := c.p.v.Info.Values[ref]
	decl := c.p.v.Values[i]
	slot := c.valueSlot(ref, i)
	// changed tells observers the new value of slot k
	changed := func(f *frame, k int32) {
		pl := NoPlayer
		if decl.PerPlayer {
			pl = Player(k - int32(decl.Slot))
		}
		f.emit(Event{Kind: EvValue, Player: pl, Before: int32(i), N: f.s.Values[k], Pit: -1, To: -1})
	}
	if a.Name == "add" {
		n := c.arg(a, 1, one)
		return func(f *frame) {
			if k := slot(f); k >= 0 {
				f.s.Values[k] = int32(min(max(int64(f.s.Values[k])+int64(n(f)), -check.MaxValue), check.MaxValue))
				if f.obs != nil {
					changed(f, k)
				}
			}
		}
	}
	var x intFn
	switch decl.Kind {
	case builtin.Bool:
		b := c.boolean(args[1])
		x = func(f *frame) int32 {
			if b(f) {
				return 1
			}
			return 0
		}
	case builtin.Int:
		n := c.integer(args[1])
		x = func(f *frame) int32 { return min(max(n(f), -check.MaxValue), check.MaxValue) }
	default:
		x = c.integer(args[1])
	}
	return func(f *frame) {
		if k := slot(f); k >= 0 {
			f.s.Values[k] = x(f)
			if f.obs != nil {
				changed(f, k)
			}
		}
	}
}

// ValueName is how value i of the player pl (NoPlayer for a value of
// the game) is read in expressions: game.NAME, south.NAME, north.NAME.
func (p *Program) ValueName(i int, pl Player) string {
	owner := "game"
	if pl >= 0 {
		owner = p.PlayerName(pl)
	}
	return owner + "." + p.v.Values[i].Name
}

// validValues checks the values of a state against the declarations.
func (g *Game) validValues(s *State) error {
	v := g.p.v
	if len(s.Values) != len(g.p.initValues) {
		return fmt.Errorf("the position has %d values; %s has %d", len(s.Values), v.Name, len(g.p.initValues))
	}
	for i, x := range v.Values {
		for k := range slotsOf(x) {
			if !v.ValidValue(i, s.Values[x.Slot+k]) {
				return fmt.Errorf("%s holds %d, which is not %s", g.p.ValueName(i, owner(x, k)), s.Values[x.Slot+k], kindName(x.Kind))
			}
		}
	}
	return nil
}

// slotsOf is the number of slots of a value: 2 for a value of each
// player, else 1.
func slotsOf(x check.Value) int {
	if x.PerPlayer {
		return 2
	}
	return 1
}

// owner is the player of slot k of value x, or -1 for the game.
func owner(x check.Value, k int) Player {
	if x.PerPlayer {
		return Player(k)
	}
	return -1
}

func kindName(t builtin.Type) string {
	switch t {
	case builtin.Int:
		return fmt.Sprintf("a number from %d to %d", -check.MaxValue, check.MaxValue)
	case builtin.Bool:
		return "a condition (0 or 1)"
	case builtin.Pit:
		return "a pit"
	}
	return "a direction"
}
