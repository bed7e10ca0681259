package interpreter

import "github.com/mancala-toolkit/mancala/dsl/board"

// The repetition rule counts how often the position just reached has
// occurred in the game. Some changes cannot be undone: the banks only
// grow and the reserves only shrink from one move to the next (a move
// puts back only what it captured itself), and the phase and the round
// only advance, and the turns counted in a phase that lasts a number of
// turns only grow until the phase changes. After such a change no earlier position can occur
// again, so the machine keeps the positions since the last one only,
// and compares them by a key that leaves out what they all share.

// histMark is what the positions of the history share.
type histMark struct {
	bank, reserve [board.MaxPlayers]int32
	phase         int8
	round         int32
	phaseTurns    int32
}

// marks reports whether s shares what the positions of the history
// share, for a game of the given number of players (the banks and
// reserves of the others are always empty). Field by field: comparing
// whole arrays calls memequal.
func (h *histMark) marks(s *State, players int) bool {
	if h.phase != s.Phase || h.round != s.Round || h.phaseTurns != s.PhaseTurns {
		return false
	}
	for pl := range players {
		if h.bank[pl] != s.Bank[pl] || h.reserve[pl] != s.Reserve[pl] {
			return false
		}
	}
	return true
}

// remember notes s, the position just reached, for the repetition rule
// (when an end rule of the game counts repetitions).
func (m *Machine) remember(s *State) {
	p := m.g.p
	if !p.usesRepeated {
		return
	}
	if !m.histFrom.marks(s, len(p.order.names)) {
		m.hist, m.histFrom = m.hist[:0], histMark{s.Bank, s.Reserve, s.Phase, s.Round, s.PhaseTurns}
	}
	m.hist = append(m.hist, m.key(s))
}

// note is remember for s whose key is k (see runkey.go).
func (m *Machine) note(s *State, k uint64) {
	if !m.histFrom.marks(s, len(m.g.p.order.names)) {
		m.hist, m.histFrom = m.hist[:0], histMark{s.Bank, s.Reserve, s.Phase, s.Round, s.PhaseTurns}
	}
	m.hist = append(m.hist, k)
}

// ownHistory makes the history end with s, the position whose moves
// are being found, before a move rule reads repeated. A match's history
// always does; a machine used for search may have seen other positions
// last, and then s counts as occurring once, itself only, as Result
// counts it.
func (m *Machine) ownHistory(s *State) {
	k := m.key(s)
	if n := len(m.hist); n > 0 && m.hist[n-1] == k {
		return
	}
	m.hist, m.histFrom = append(m.hist[:0], k), histMark{s.Bank, s.Reserve, s.Phase, s.Round, s.PhaseTurns}
}

// repeated is how often the current position occurs in the history.
func (m *Machine) repeated() int32 {
	if len(m.hist) == 0 {
		return 0
	}
	h := m.hist[len(m.hist)-1]
	n := int32(0)
	for _, x := range m.hist {
		if x == h {
			n++
		}
	}
	return n
}

// key is a 64-bit digest of what positions of the history can differ
// in: the pits; owners and marks when an action can change them; the
// player to move, the passes in a row and the named values (set and add
// change them). Each is multiplied by a
// random odd number of its own and the products summed: the products do
// not wait on one another as the rounds of a mixing hash do, and two
// positions of a game have the same key only if their differences
// happen to cancel out modulo 2^64.
func (m *Machine) key(s *State) uint64 {
	p := m.g.p
	n := len(s.Pits)
	mul := p.keyMul[:3*n+2+len(s.Values)+len(s.Kinds)]
	h := m.pitsKey(s)
	if p.ownersChange || p.marksChange {
		own, marks := s.Owner[:n], s.Marks[:n]
		wo, wm := mul[n:2*n], mul[2*n:3*n]
		for q := range n {
			h += uint64(uint8(own[q]))*wo[q] + uint64(marks[q])*wm[q]
		}
	}
	h += m.turnKey(s)
	for i, v := range s.Values { // none in the seed games
		h += uint64(uint32(v)) * mul[3*n+2+i]
	}
	for i, v := range s.Kinds { // none without kinds
		h += uint64(uint32(v)) * mul[3*n+2+len(s.Values)+i]
	}
	return h
}

// keyMuls returns the multipliers of the keys of positions of n pits and
// nv named values: odd numbers drawn by a fixed generator (splitmix64),
// the same for every run.
func keyMuls(n, nv int) []uint64 {
	out := make([]uint64, 3*n+2+nv)
	x := uint64(0x6d616e63616c61) // any seed
	for i := range out {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		out[i] = z ^ z>>31 | 1
	}
	return out
}

// FollowHistory gives m the repetition history of mt's game, so that a
// search from mt's position counts that position's occurrences as the
// game does: a move rule reading repeated (a proposal offered after a
// repetition) then offers at the root of the search what mt offers. It
// allocates only when the history is longer than any m has held.
func (m *Machine) FollowHistory(mt *Match) {
	if !m.g.p.whenRepeated {
		return
	}
	m.hist, m.histFrom = append(m.hist[:0], mt.m.hist...), mt.m.histFrom
}
