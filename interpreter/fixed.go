package interpreter

import (
	"math"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

// In most games no pit ever changes owner or marks: no action owns or
// marks a pit, and there are no rounds to lay the board out again. A
// playout of such a game knows, from its first position, which pits
// each player owns for the whole game: candidate moves need no owner
// test, a player's seeds are summed over their own pits, and copying a
// position copies its pits alone.

// fixedBoard is what a playout of a game whose owners and marks never
// change knows from its first position.
type fixedBoard struct {
	on     bool
	owned  [board.MaxPlayers][]int32   // the pits each player owns, in pit order
	starts [][board.MaxPlayers][]int32 // starts[r][pl]: move rule r's pits that player pl owns
	// the positions tried take the playout's owners and marks when first
	// used in it: synced[i] == playout when results[i] has them
	playout uint32
	synced  []uint32
}

// fix readies the machine for a playout from s of a game whose owners
// and marks never change. It allocates only the first time.
func (m *Machine) fix(s *State) {
	fx := &m.fixed
	for pl := range fx.owned {
		fx.owned[pl] = fx.owned[pl][:0]
	}
	for x, o := range s.Owner {
		if o >= 0 {
			fx.owned[o] = append(fx.owned[o], int32(x))
		}
	}
	rules := m.g.p.moves
	if len(fx.starts) != len(rules) {
		fx.starts = make([][board.MaxPlayers][]int32, len(rules))
	}
	for ri := range rules {
		for pl := range m.g.p.board.Players {
			starts := fx.starts[ri][pl][:0]
			for _, x := range rules[ri].pits[pl] {
				if rules[ri].anyOwner || s.Owner[x] == Player(pl) {
					starts = append(starts, x)
				}
			}
			fx.starts[ri][pl] = starts
		}
	}
	fx.playout++
	if fx.playout == 0 { // wrapped round: forget every sync
		clear(fx.synced)
		fx.playout = 1
	}
	fx.on = true
}

// sync gives results[i] the owners and marks of s, a position of the
// playout, unless it has them.
func (m *Machine) sync(i int, s *State) {
	fx := &m.fixed
	for len(fx.synced) < len(m.results) {
		fx.synced = append(fx.synced, 0)
	}
	if fx.synced[i] != fx.playout {
		copy(m.results[i].Owner, s.Owner)
		copy(m.results[i].Marks, s.Marks)
		fx.synced[i] = fx.playout
	}
}

// fixedStarts appends to the candidates the pits of the mover's from
// which rule r (the ri-th) admits a move in s, in a playout of a game
// whose owners never change.
func (m *Machine) fixedStarts(s *State, r *moveRule, ri int32) {
	if r.rest != nil || r.has|r.hasNot != 0 || r.countSpan != uint32(math.MaxInt32-r.minCount) {
		m.testedStarts(s, r, ri)
		return
	}
	pits, least, cands := s.Pits, r.minCount, m.cands
	for _, x := range m.fixed.starts[ri][s.ToMove] {
		if pits[x] >= least {
			cands = append(cands, cand{Pit: x, Rule: ri})
		}
	}
	m.cands = cands
}

// testedStarts is fixedStarts for a rule whose from tests more than the
// count.
func (m *Machine) testedStarts(s *State, r *moveRule, ri int32) {
	f := &m.f
	for _, x := range m.fixed.starts[ri][s.ToMove] {
		if !r.counts(s.Pits[x]) || !r.marked(s.Marks[x]) {
			continue
		}
		f.pit = x
		if r.rest == nil || r.rest(f) {
			m.cands = append(m.cands, cand{Pit: x, Rule: ri})
		}
	}
}

// ownedSeeds is the number of seeds in the pits player pl owns in s.
func (m *Machine) ownedSeeds(s *State, pl Player) int32 {
	n := int32(0)
	if m.fixed.on && pl >= 0 {
		for _, x := range m.fixed.owned[pl] {
			n += s.Pits[x]
		}
		return n
	}
	for x, o := range s.Owner {
		if o == pl {
			n += s.Pits[x]
		}
	}
	return n
}

// ownsNoSeeds reports whether every pit player pl owns in s is empty.
func (m *Machine) ownsNoSeeds(s *State, pl Player) bool {
	if m.fixed.on && pl >= 0 {
		for _, x := range m.fixed.owned[pl] {
			if s.Pits[x] != 0 {
				return false
			}
		}
		return true
	}
	pits := s.Pits[:len(s.Owner)]
	for x, o := range s.Owner {
		if o == pl && pits[x] != 0 {
			return false
		}
	}
	return true
}
