package interpreter

import (
	"fmt"
	"math"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/check"
)

// Holes as stacks (sowing.order: stack). The seeds of the first kind are
// all alike, so a hole's stack is known from its count and the level of
// each seed of the other kinds in it (0 the bottom). A variant whose
// holes are stacks keeps, after the kinds' blocks of State.Kinds, one
// entry for each such seed (at most check.MaxPlaced): its kind, its slot
// (a pit, a bank, or the hand) and its level there (in the hand, its
// place in the order of sowing, 0 first; in a bank, 0). Unused entries
// hold noSeed. Entries are kept sorted (settle) after every change, so
// that equal positions have equal slices; this is done in the functions
// below, which only a variant whose holes are stacks calls, so that other
// variants pay nothing.
//
// Seeds fall on top of a hole's stack; a lift takes the stack top first
// (the top seed is sown first); take and move take the top seeds (take
// the bottom ones with bottom=true), and moved seeds keep their order on
// top of the pit they join.

const (
	levelBits = 17 // levels up to 131071: more than check.MaxSeeds
	slotBits  = 10 // slots up to 1023: every pit, bank and the hand
	levelMask = 1<<levelBits - 1
	slotMask  = 1<<slotBits - 1
	// noSeed is an unused entry; it sorts after every entry.
	noSeed int32 = math.MaxInt32
)

func placed(kind, slot, level int32) int32 {
	return kind<<(levelBits+slotBits) | slot<<levelBits | level
}

func placedKind(e int32) int32  { return e >> (levelBits + slotBits) }
func placedSlot(e int32) int32  { return e >> levelBits & slotMask }
func placedLevel(e int32) int32 { return e & levelMask }

// handSlot is the slot of the seeds in the hand, after every pit and
// bank.
func (p *Program) handSlot() int32 { return int32(p.n) + board.MaxPlayers }

// kindsLen is the length of State.Kinds: a block for each kind but the
// first, and the stack's entries.
func (p *Program) kindsLen() int32 {
	n := p.kinds * p.kindSlots()
	if p.stack {
		n += check.MaxPlaced
	}
	return n
}

// levels returns the stack's entries of s.
func (p *Program) levels(s *State) []int32 { return s.Kinds[p.kinds*p.kindSlots():] }

// settle sorts the stack's entries of s.
func (p *Program) settle(s *State) {
	lv := p.levels(s)
	for i := 1; i < len(lv); i++ {
		for j := i; j > 0 && lv[j] < lv[j-1]; j-- {
			lv[j], lv[j-1] = lv[j-1], lv[j]
		}
	}
}

// defaultLevels sets the stack's entries of s from its counts of kinds:
// in each pit the seeds of the first kind at the bottom, then those of
// each other kind in the declared order. It reports false when s has
// more seeds of the other kinds than the stack has entries.
func (p *Program) defaultLevels(s *State) bool {
	lv := p.levels(s)
	for i := range lv {
		lv[i] = noSeed
	}
	st, i := p.kindSlots(), 0
	for x := range st {
		level := int32(0)
		if x < int32(p.n) {
			level = p.seedsOfKind(s, 0, x)
		}
		for j := range p.kinds {
			for range s.Kinds[j*st+x] {
				if i == len(lv) {
					return false
				}
				lv[i] = placed(j, x, level)
				if x < int32(p.n) {
					level++
				}
				i++
			}
		}
	}
	p.settle(s)
	return true
}

// stackTake moves n of the total seeds of slot src to slot dst, whose
// first free level (or place in the hand) is base. From a pit it takes
// the top n seeds (the bottom n with bottom); into the hand they go top
// first, into a pit in their order, into a bank without a level. From a
// bank it takes the kinds in the declared order (takeKinds). It takes
// the kinds out of src's counts and returns them; the caller adds them
// to dst's.
func (p *Program) stackTake(s *State, src, total, n int32, bottom bool, dst, base int32) (taken kindCounts) {
	lv := p.levels(s)
	if src >= int32(p.n) { // a bank
		taken = p.takeKinds(s, src, total, n)
		first := n
		for j := range p.kinds {
			first -= taken[j]
		}
		left := taken
		at := base + first
		for i, e := range lv {
			if e == noSeed || placedSlot(e) != src || left[placedKind(e)] == 0 {
				continue
			}
			left[placedKind(e)]--
			lv[i] = placed(placedKind(e), dst, at)
			at++
		}
		p.settle(s)
		return taken
	}
	lo, hi := total-n, total // the levels taken
	if bottom {
		lo, hi = 0, n
	}
	for i, e := range lv {
		if e == noSeed || placedSlot(e) != src {
			continue
		}
		l, k := placedLevel(e), placedKind(e)
		switch {
		case l < lo:
			continue
		case l >= hi:
			lv[i] = placed(k, src, l-n) // the seeds taken from under it
			continue
		}
		taken[k]++
		switch {
		case dst == p.handSlot():
			lv[i] = placed(k, dst, base+hi-1-l)
		case dst < int32(p.n):
			lv[i] = placed(k, dst, base+l-lo)
		default:
			lv[i] = placed(k, dst, 0)
		}
	}
	st := p.kindSlots()
	for j := range p.kinds {
		s.Kinds[j*st+src] -= taken[j]
	}
	p.settle(s)
	return taken
}

// liftLevels moves the stack of pit x, c seeds, into the hand, which
// holds h seeds, top first; the counts of kinds are the caller's
// (liftKinds).
func (p *Program) liftLevels(s *State, x, c, h int32) {
	lv := p.levels(s)
	hand := p.handSlot()
	for i, e := range lv {
		if e != noSeed && placedSlot(e) == x {
			lv[i] = placed(placedKind(e), hand, h+c-1-placedLevel(e))
		}
	}
	p.settle(s)
}

// dropStack moves the first k seeds of the hand into pit x, on top of
// its stack, the first of them lowest, and counts their kinds in sownK.
func (f *frame) dropStack(x, k int32) {
	p := f.g.p
	f.m.sownN = k
	lv := p.levels(f.s)
	hand, base := p.handSlot(), f.s.Pits[x]
	f.m.sownK = kindCounts{}
	for i, e := range lv {
		if e == noSeed || placedSlot(e) != hand {
			continue
		}
		l, j := placedLevel(e), placedKind(e)
		if l >= k {
			lv[i] = placed(j, hand, l-k)
			continue
		}
		lv[i] = placed(j, x, base+l)
		f.m.sownK[j]++
	}
	st := p.kindSlots()
	for j := range p.kinds {
		f.sowK[j] -= f.m.sownK[j]
		f.s.Kinds[j*st+x] += f.m.sownK[j]
	}
	p.settle(f.s)
}

// unliftStack puts the last n seeds of the hand, which holds h, back on
// top of pit x, as they were before a lift took them (the top seed was
// sown first).
func (p *Program) unliftStack(s *State, x, h, n int32) {
	lv := p.levels(s)
	hand, base := p.handSlot(), s.Pits[x]
	for i, e := range lv {
		if e == noSeed || placedSlot(e) != hand || placedLevel(e) < h-n {
			continue
		}
		lv[i] = placed(placedKind(e), x, base+n-1-(placedLevel(e)-(h-n)))
	}
	p.settle(s)
}

// swapKinds exchanges the seeds of pits x and y, kinds and stacks.
func (p *Program) swapKinds(s *State, x, y int32) {
	st := p.kindSlots()
	for j := range p.kinds {
		s.Kinds[j*st+x], s.Kinds[j*st+y] = s.Kinds[j*st+y], s.Kinds[j*st+x]
	}
	if !p.stack {
		return
	}
	lv := p.levels(s)
	for i, e := range lv {
		switch {
		case e == noSeed:
		case placedSlot(e) == x:
			lv[i] = placed(placedKind(e), y, placedLevel(e))
		case placedSlot(e) == y:
			lv[i] = placed(placedKind(e), x, placedLevel(e))
		}
	}
	p.settle(s)
}

// bankLevels puts the seeds of the other kinds that lie in pits not kept
// at a round's end into their owner's bank (bankKinds moves the counts).
func (p *Program) bankLevels(s *State, kept []bool) {
	lv := p.levels(s)
	for i, e := range lv {
		if e == noSeed || placedSlot(e) >= int32(p.n) || isKept(kept, int(placedSlot(e))) {
			continue
		}
		lv[i] = placed(placedKind(e), p.bankSlot(s.Owner[placedSlot(e)]), 0)
	}
	p.settle(s)
}

// checkStack reports a stack's entries of s that disagree with its
// counts of kinds: a pit's or a bank's seeds of a kind and the entries
// there, a seed left in the hand, a level outside its pit's count, two
// seeds at one level.
func (p *Program) checkStack(s *State) error {
	lv := p.levels(s)
	st := p.kindSlots()
	var n [check.MaxKinds]int32
	for x := range st {
		n = [check.MaxKinds]int32{}
		for i, e := range lv {
			if e == noSeed || placedSlot(e) != x {
				continue
			}
			n[placedKind(e)]++
			if x >= int32(p.n) {
				continue
			}
			if l := placedLevel(e); l >= s.Pits[x] {
				return fmt.Errorf("a seed of kind %s lies at level %d of pit %d, which holds %d", p.v.Kinds[placedKind(e)+1].Name, l, x, s.Pits[x])
			}
			for _, o := range lv[:i] {
				if o != noSeed && placedSlot(o) == x && placedLevel(o) == placedLevel(e) {
					return fmt.Errorf("two seeds lie at level %d of pit %d", placedLevel(e), x)
				}
			}
		}
		for j := range p.kinds {
			if n[j] != s.Kinds[j*st+x] {
				return fmt.Errorf("slot %d holds %d seeds of kind %s, and the stack places %d", x, s.Kinds[j*st+x], p.v.Kinds[j+1].Name, n[j])
			}
		}
	}
	for _, e := range lv {
		if e != noSeed && placedSlot(e) >= st {
			return fmt.Errorf("a seed of kind %s is left in the hand", p.v.Kinds[placedKind(e)+1].Name)
		}
	}
	return nil
}

// layStack moves n seeds of kind block j from bank slot bank onto the top
// of pit x, whose stack is base seeds high (lay, in a variant whose holes
// are stacks).
func (p *Program) layStack(s *State, j, bank, x, base, n int32) {
	lv := p.levels(s)
	for i, e := range lv {
		if n == 0 {
			break
		}
		if e == noSeed || placedKind(e) != j || placedSlot(e) != bank {
			continue
		}
		lv[i] = placed(j, x, base)
		base++
		n--
	}
	p.settle(s)
}
