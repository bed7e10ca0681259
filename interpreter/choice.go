package interpreter

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// A move can meet decision points: a choose action, at which the mover
// chooses a value among its alternatives (the pits of a set, the two
// directions, false and true). A move is then its pit, its rule and the
// choice made at each decision point, in order: Move.Choice holds one
// byte per decision point, the first in the low byte, each byte naming
// the alternative taken by what it is (a pit, a direction, a bool), so
// that the move names itself without the position it is made in. A byte
// of 0 ends the choices: a move with no decision point has Choice 0.
//
// The legal moves of a position are every complete sequence of choices
// of every candidate (see Machine.expand): the candidate is played with
// the first alternative at each decision point, then again with the
// deepest decision point that has another alternative moved on to it and
// the first alternative at the points after it, and so on, like an
// odometer, each sequence a move of its own.

// MaxChoices is the most decision points one move can meet.
const MaxChoices = 8

// The bytes of Move.Choice: the alternative a decision point took.
const (
	choiceNo   = 1 // a bool: false
	choiceYes  = 2 // a bool: true
	choiceDir  = 3 // a direction: choiceDir along the sowing direction, choiceDir+1 against it
	choicePit  = 5 // a pit: choicePit plus the pit's index
	maxPitByte = 254
	// choiceInt is a number: this byte, then one more holding the
	// number plus one (a number takes two bytes of Move.Choice).
	choiceInt = 255
)

// decide makes the choice of a decision point among alts, the bytes of
// its alternatives in order, and returns the index of the one taken; -1,
// with f.err set, past MaxChoices decision points. Fewer than two
// alternatives are no choice: the first, if any, is taken (-1 for
// none). The choice is the move's own at this point when it has one,
// the first alternative when it has none; a choice the move has that is
// none of alts takes the first too, and the move, whose choices are then
// not those it names, is refused (see exact).
func (f *frame) decide(alts []uint8, at string, draw bool) int {
	switch len(alts) {
	case 0:
		return -1
	case 1:
		return 0
	}
	d := f.depth
	if d >= MaxChoices {
		if draw {
			f.err = fmt.Errorf("%s: ply %d: draw: the move meets more than %d choices and draws; a move can make at most %d", at, f.ply, MaxChoices, MaxChoices)
		} else {
			f.err = fmt.Errorf("%s: ply %d: choose: the move meets more than %d choices; a move can make at most %d", at, f.ply, MaxChoices, MaxChoices)
		}
		return -1
	}
	if draw {
		f.drawn |= 1 << d
	} else if f.drawn != 0 {
		f.err = fmt.Errorf("%s: ply %d: choose: the move chooses after it has drawn lots; a move's choices must come before its draws (the mover cannot choose knowing what chance gave)", at, f.ply)
		return -1
	}
	want := uint8(f.want >> (8 * d))
	k := 0
	if want != 0 {
		for i, x := range alts {
			if x == want {
				k = i
				break
			}
		}
	}
	f.made |= uint64(alts[k]) << (8 * d)
	f.after[d] = 0
	if k+1 < len(alts) {
		f.after[d] = alts[k+1]
	}
	f.depth++
	return k
}

// exact reports whether the move just played made the choices mv names,
// no more and no fewer.
func (f *frame) exact(mv Move) bool { return f.made == mv.Choice }

// nextChoice is the choices of the move to play after the one just
// played from the same candidate: the deepest decision point with an
// alternative after the one taken moved on to it, the points after it
// left to their first alternative. It reports false when every sequence
// of choices has been played.
func (f *frame) nextChoice() (uint64, bool) {
	for d := int(f.depth) - 1; d >= 0; d-- {
		if f.after[d] != 0 {
			keep := f.made & (1<<(8*d) - 1)
			return keep | uint64(f.after[d])<<(8*d), true
		}
	}
	return 0, false
}

// pitChoice is the byte naming pit p as a choice (or an outcome of a
// draw), or 0 (with f.err set) for a pit past the last a byte can name.
func (f *frame) pitChoice(p int32, at string, draw bool) uint8 {
	if p+choicePit > maxPitByte {
		if draw {
			f.err = fmt.Errorf("%s: ply %d: draw: %s cannot be drawn: a move names a drawn pit in one byte, so only the first %d pits of the board can be drawn", at, f.ply, f.g.pitName(p), maxPitByte-choicePit+1)
		} else {
			f.err = fmt.Errorf("%s: ply %d: choose: %s cannot be chosen: a move names a chosen pit in one byte, so only the first %d pits of the board can be chosen", at, f.ply, f.g.pitName(p), maxPitByte-choicePit+1)
		}
		return 0
	}
	return uint8(p + choicePit)
}

// chooseAction compiles choose: the mover chooses the new value of a
// value declared in values.
func (c *compiler) chooseAction(a *expr.Action, draw bool) actionFn {
	c.p.chooses = true
	if draw && c.p.drawAt == "" {
		c.p.drawAt = a.At.String()
	}
	kind := EvChoice
	if draw {
		kind = EvDraw
	}
	args := c.p.v.Info.Args[a]
	ref := args[0].(*expr.Selector)
	i := c.p.v.Info.Values[ref]
	decl := c.p.v.Values[i]
	slot := c.valueSlot(ref, i)
	at := a.At.String()
	// set gives slot k the value x, chosen among n alternatives
	set := func(f *frame, k, x int32, n int) {
		f.s.Values[k] = x
		if f.obs != nil {
			pl := int32(-1)
			if decl.PerPlayer {
				pl = k - int32(decl.Slot)
			}
			f.emit(Event{Kind: kind, Player: f.mover, Before: int32(i), N: x, First: pl, To: int32(n), Pit: -1})
		}
	}
	if decl.Kind == builtin.Int {
		return c.chooseNumber(args, slot, set, at)
	}
	if decl.Kind != builtin.Pit { // a direction or a bool: two alternatives
		base := uint8(choiceDir)
		if decl.Kind == builtin.Bool {
			base = choiceNo
		}
		alts := []uint8{base, base + 1}
		return func(f *frame) {
			k := slot(f)
			if k < 0 {
				return // the value of no player: nothing to choose
			}
			if x := f.decide(alts, at, draw); x >= 0 {
				set(f, k, int32(x), 2)
			}
		}
	}
	opts := c.set(args[1], nil)
	return func(f *frame) {
		k := slot(f)
		if k < 0 {
			return
		}
		l, owner, where := opts(f)
		alts := f.m.alts[:0]
		saved := f.pit
		for p, j := f.nextIn(l, owner, where, 0); p >= 0; p, j = f.nextIn(l, owner, where, j) {
			alts = append(alts, f.pitChoice(p, at, draw))
		}
		f.pit = saved
		if f.err != nil {
			return
		}
		x := f.decide(alts, at, draw)
		switch {
		case f.err != nil:
		case x < 0:
			set(f, k, -1, 0)
		default:
			set(f, k, int32(alts[x])-choicePit, len(alts))
		}
	}
}

// choiceLabel writes the alternative byte b as a move name writes it:
// a pit's name, the short word for a direction (cw, ccw; fwd, rev on
// explicit tracks), yes or no.
func (g *Game) choiceLabel(b uint8) string {
	switch {
	case b == choiceNo:
		return "no"
	case b == choiceYes:
		return "yes"
	case b == choiceDir || b == choiceDir+1:
		return shortDirection(g.p.v.DirectionWords()[b-choiceDir])
	}
	return g.pitName(int32(b) - choicePit)
}

// shortDirection is the word a move name writes for a direction.
func shortDirection(w string) string {
	switch w {
	case "clockwise":
		return "cw"
	case "counterclockwise":
		return "ccw"
	case "forward":
		return "fwd"
	}
	return "rev"
}

// choiceNames appends to name the choices of mv, each after a colon,
// and its draws, each after a tilde (drawn: see Move.Drawn).
func (g *Game) choiceNames(name string, choice uint64, drawn uint8) string {
	if choice == 0 {
		return name
	}
	var b strings.Builder
	b.WriteString(name)
	for ; choice != 0; choice, drawn = choice>>8, drawn>>1 {
		if drawn&1 != 0 {
			b.WriteByte('~')
		} else {
			b.WriteByte(':')
		}
		if uint8(choice) == choiceInt {
			choice, drawn = choice>>8, drawn>>1
			b.WriteString(strconv.Itoa(int(uint8(choice)) - 1))
			continue
		}
		b.WriteString(g.choiceLabel(uint8(choice)))
	}
	return b.String()
}
