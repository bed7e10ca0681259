package interpreter

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Seeds of several kinds. A variant that declares kinds keeps, beside
// each pit's count (all its seeds, whatever their kind), the seeds of
// every kind but the first in State.Kinds: for the j-th of those kinds, a
// block of the pits' counts followed by the two banks' counts. The first
// kind's seeds are what is left. Reserves hold seeds of the first kind
// only. A variant that declares no kinds has no such slice, and every
// step below is skipped by one test of Program.kinds.
//
// Where only some seeds of a pit or of the hand move (a drop while
// sowing, take, move with a count), they go in the order the kinds are
// declared: every seed of the first kind before any of the second.

// maxExtra is the most kinds a variant tracks beside its first.
const maxExtra = check.MaxKinds - 1

// kindCounts holds a count for each kind but the first.
type kindCounts [maxExtra]int32

// kindSlots is the length of the block of one kind in State.Kinds: the
// pits, then each player's bank.
func (p *Program) kindSlots() int32 { return int32(p.n) + int32(p.Players()) }

// bankSlot is the slot of player pl's bank within a kind's block.
func (p *Program) bankSlot(pl Player) int32 { return int32(p.n) + int32(pl) }

// isPlayer reports whether pl is one of the game's players (not
// nobody).
func (p *Program) isPlayer(pl Player) bool { return pl >= 0 && int(pl) < p.Players() }

// seedsOfKind returns the seeds of kind k (an index into the declared
// kinds) in pit x of s.
func (p *Program) seedsOfKind(s *State, k int, x int32) int32 {
	if x < 0 {
		return 0
	}
	if p.kinds == 0 {
		if k == 0 {
			return s.Pits[x]
		}
		return 0
	}
	st := p.kindSlots()
	if k > 0 {
		return s.Kinds[int32(k-1)*st+x]
	}
	n := s.Pits[x]
	for j := range p.kinds {
		n -= s.Kinds[j*st+x]
	}
	return n
}

// bankOfKind returns the seeds of kind k in player pl's bank.
func (p *Program) bankOfKind(s *State, k int, pl Player) int32 {
	if !p.isPlayer(pl) {
		return 0
	}
	if p.kinds == 0 {
		if k == 0 {
			return s.Bank[pl]
		}
		return 0
	}
	st, b := p.kindSlots(), p.bankSlot(pl)
	if k > 0 {
		return s.Kinds[int32(k-1)*st+b]
	}
	n := s.Bank[pl]
	for j := range p.kinds {
		n -= s.Kinds[j*st+b]
	}
	return n
}

// pitWorth is what the seeds of pit x are worth.
func (p *Program) pitWorth(s *State, x int32) int32 {
	if x < 0 {
		return 0
	}
	n := s.Pits[x]
	if p.kinds == 0 {
		return n * p.worth0
	}
	st := p.kindSlots()
	w := n * p.worth0
	for j := range p.kinds {
		w += s.Kinds[j*st+x] * (p.worthOf[j] - p.worth0)
	}
	return w
}

// bankWorth is what the seeds of player pl's bank are worth.
func (p *Program) bankWorth(s *State, pl Player) int32 {
	if !p.isPlayer(pl) {
		return 0
	}
	n := s.Bank[pl]
	if p.kinds == 0 {
		return n * p.worth0
	}
	st, b := p.kindSlots(), p.bankSlot(pl)
	w := n * p.worth0
	for j := range p.kinds {
		w += s.Kinds[j*st+b] * (p.worthOf[j] - p.worth0)
	}
	return w
}

// shiftKinds moves the kinds of n of the total seeds at slot src of s to
// slot dst (slots are pits, or banks: bankSlot), taking them in the
// declared order. It returns the seeds of each kind but the first that
// moved.
func (p *Program) shiftKinds(s *State, src, dst, total, n int32) (moved kindCounts) {
	if p.stack {
		return p.shiftStack(s, src, dst, total, n, false)
	}
	moved = p.takeKinds(s, src, total, n)
	p.putKinds(s, dst, &moved, false)
	return moved
}

// shiftStack is shiftKinds in a variant whose holes are stacks: the top
// n seeds of src move (the bottom n with bottom), on top of dst.
func (p *Program) shiftStack(s *State, src, dst, total, n int32, bottom bool) (moved kindCounts) {
	base := int32(0)
	if dst < int32(p.n) {
		base = s.Pits[dst]
	}
	moved = p.stackTake(s, src, total, n, bottom, dst, base)
	p.putKinds(s, dst, &moved, false)
	return moved
}

// takeKinds takes the kinds of n of the total seeds of slot src out of
// it, the first kind first (the declared order), and returns them.
func (p *Program) takeKinds(s *State, src, total, n int32) (taken kindCounts) {
	taken = p.peekKinds(s, src, total, n)
	p.putKinds(s, src, &taken, true)
	return taken
}

// peekKinds returns the kinds of n of the total seeds of slot src, the
// first kind first, as takeKinds would take them, leaving s as it is.
func (p *Program) peekKinds(s *State, src, total, n int32) (taken kindCounts) {
	st := p.kindSlots()
	first := total
	for j := range p.kinds {
		first -= s.Kinds[j*st+src]
	}
	rest := n - min(n, first)
	for j := int32(0); j < p.kinds && rest > 0; j++ {
		k := min(rest, s.Kinds[j*st+src])
		taken[j] = k
		rest -= k
	}
	return taken
}

// putKinds adds the counts of k to slot x of s (minus: takes them away).
func (p *Program) putKinds(s *State, x int32, k *kindCounts, minus bool) {
	st := p.kindSlots()
	for j := range p.kinds {
		if minus {
			s.Kinds[j*st+x] -= k[j]
		} else {
			s.Kinds[j*st+x] += k[j]
		}
	}
}

// liftKinds moves the kinds of every seed of pit x into the hand.
func (f *frame) liftKinds(x int32) kindCounts {
	p := f.g.p
	st := p.kindSlots()
	var k kindCounts
	for j := range p.kinds {
		k[j] = f.s.Kinds[j*st+x]
		f.s.Kinds[j*st+x] = 0
		f.handK[j] += k[j]
	}
	return k
}

// dropKinds moves the kinds of k seeds from the lap's hand, which holds
// hand seeds, into pit x: the declared order.
func (f *frame) dropKinds(x, k, hand int32) {
	p := f.g.p
	if p.placeAt != nil {
		f.placeKinds(x, k, hand)
		return
	}
	first := hand
	for j := range p.kinds {
		first -= f.sowK[j]
	}
	rest := k - min(k, first)
	st := p.kindSlots()
	for j := int32(0); j < p.kinds && rest > 0; j++ {
		d := min(rest, f.sowK[j])
		f.sowK[j] -= d
		f.s.Kinds[j*st+x] += d
		rest -= d
	}
}

// dropTelling is dropKinds in a variant whose holes are stacks
// (dropStack) or that reads sown.KIND: it keeps the drop's kinds.
func (f *frame) dropTelling(x, k, hand int32) {
	if f.g.p.stack {
		f.dropStack(x, k)
		return
	}
	before := f.sowK
	f.dropKinds(x, k, hand)
	f.m.sownN = k
	for j := range f.g.p.kinds {
		f.m.sownK[j] = before[j] - f.sowK[j]
	}
}

// KindTotals returns the seeds of each kind in s, in the declared order
// (nil when the variant declares no kinds). They never change during a
// game.
func (g *Game) KindTotals(s *State) []int {
	p := g.p
	if p.kinds == 0 {
		return nil
	}
	out := make([]int, p.kinds+1)
	out[0] = s.Total()
	st := p.kindSlots()
	for j := range p.kinds {
		for _, n := range s.Kinds[j*st : (j+1)*st] {
			out[j+1] += int(n)
			out[0] -= int(n)
		}
	}
	return out
}

// Kinds returns the declared kinds of seed (nil: one kind).
func (p *Program) Kinds() []check.Kind { return p.v.Kinds }

// initKinds sets the program's kinds from the variant and the start
// position's counts of each kind.
func (p *Program) initKinds(s *State) {
	v := p.v
	p.worth0 = 1
	if len(v.Kinds) == 0 {
		return
	}
	p.kinds = int32(len(v.Kinds) - 1)
	p.worth0 = int32(v.Kinds[0].Worth)
	for j := range p.kinds {
		p.worthOf[j] = int32(v.Kinds[j+1].Worth)
	}
	p.stack = v.Stack
	p.dropTells = p.dropTells || p.stack
	st := p.kindSlots()
	s.Kinds = make([]int32, p.kindsLen())
	for j, pits := range v.Start.Kinds {
		for x, n := range pits {
			s.Kinds[int32(j)*st+int32(x)] = int32(n)
		}
	}
	if p.stack {
		p.defaultLevels(s) // (the checker bounds the seeds placed)
	}
}

// kindSelector compiles x.NAME for a declared kind NAME (kind k): the
// seeds of the kind in a pit, in a set of pits, or in a player's bank.
func (c *compiler) kindSelector(e *expr.Selector, k int) intFn {
	switch c.typ(e.X) {
	case builtin.Pits:
		return c.setSum(e, func(f *frame, x int32) int32 { return f.g.p.seedsOfKind(f.s, k, x) })
	case builtin.Player:
		x := c.integer(e.X)
		return func(f *frame) int32 { return f.g.p.bankOfKind(f.s, k, Player(x(f))) }
	case builtin.Sown:
		c.p.dropTells = true
		if k > 0 {
			return func(f *frame) int32 { return f.m.sownK[k-1] }
		}
		return func(f *frame) int32 {
			n := f.m.sownN
			for j := range f.g.p.kinds {
				n -= f.m.sownK[j]
			}
			return n
		}
	case builtin.Lap:
		if k > 0 {
			return func(f *frame) int32 { return f.lapK[k-1] }
		}
		return func(f *frame) int32 {
			n := f.lapSeeds
			for j := range f.g.p.kinds {
				n -= f.lapK[j]
			}
			return n
		}
	}
	x := c.integer(e.X)
	return func(f *frame) int32 { return f.g.p.seedsOfKind(f.s, k, x(f)) }
}

// worthSelector compiles x.worth: what the seeds of a pit, of a set of
// pits or of a player's bank are worth.
func (c *compiler) worthSelector(e *expr.Selector) intFn {
	switch c.typ(e.X) {
	case builtin.Pits:
		return c.setSum(e, func(f *frame, x int32) int32 { return f.g.p.pitWorth(f.s, x) })
	case builtin.Player:
		x := c.integer(e.X)
		return func(f *frame) int32 { return f.g.p.bankWorth(f.s, Player(x(f))) }
	}
	x := c.integer(e.X)
	return func(f *frame) int32 { return f.g.p.pitWorth(f.s, x(f)) }
}

// setSum compiles the sum of per over the pits of the set e.X.
func (c *compiler) setSum(e *expr.Selector, per func(f *frame, x int32) int32) intFn {
	set := c.set(e.X, nil)
	return func(f *frame) int32 {
		l, owner, where := set(f)
		n := int32(0)
		switch {
		case where == nil && owner < 0:
			for _, x := range l.pits {
				n += per(f, x)
			}
		case where == nil:
			for x, o := range f.s.Owner {
				if o == owner {
					n += per(f, int32(x))
				}
			}
		default:
			saved := f.pit
			for x, i := f.nextIn(l, owner, where, 0); x >= 0; x, i = f.nextIn(l, owner, where, i) {
				n += per(f, x)
			}
			f.pit = saved
		}
		return n
	}
}

// sameKinds reports the first kind whose seeds in s differ from want (the
// KindTotals of a position), or whose count is negative somewhere.
func (g *Game) sameKinds(s *State, want []int) error {
	p := g.p
	if p.kinds == 0 {
		return nil
	}
	for _, n := range s.Kinds {
		if n < 0 {
			return fmt.Errorf("a count of seeds of a kind is negative (%d)", n)
		}
	}
	got := g.KindTotals(s)
	if !slices.Equal(got, want) {
		return fmt.Errorf("the position has %s; there are %s", g.kindList(got), g.kindList(want))
	}
	if p.stack {
		if err := p.checkStack(s); err != nil {
			return err
		}
	}
	return g.checkKinds(s)
}

// kindList writes counts of each kind: "49 counter, 3 stone".
func (g *Game) kindList(n []int) string {
	var out []string
	for i, k := range g.p.v.Kinds {
		out = append(out, fmt.Sprintf("%d %s", n[i], k.Name))
	}
	return strings.Join(out, ", ")
}

// lackingKind returns the first kind but the first (as an index among
// them) of which slot x of s holds fewer seeds than k says, or -1.
func (p *Program) lackingKind(s *State, x int32, k *kindCounts) int {
	st := p.kindSlots()
	for j := range p.kinds {
		if s.Kinds[j*st+x] < k[j] {
			return int(j)
		}
	}
	return -1
}

// capKinds is the kinds of the i-th capture of the move's log.
func (m *Machine) capKinds(i int) *kindCounts { return &m.capK[i] }
