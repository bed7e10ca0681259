package interpreter

// The repetition rule counts how often the position just reached has
// occurred in the game. Some changes cannot be undone: the banks only
// grow and the reserves only shrink from one move to the next (a move
// puts back only what it captured itself), and the phase and the round
// only advance. After such a change no earlier position can occur
// again, so the machine keeps the positions since the last one only,
// and compares them by a key that leaves out what they all share.

// histMark is what the positions of the history share.
type histMark struct {
	bank, reserve [2]int32
	phase         int8
	round         int32
}

// remember notes s, the position just reached, for the repetition rule
// (when an end rule of the game counts repetitions).
func (m *Machine) remember(s *State) {
	p := m.g.p
	if !p.usesRepeated {
		return
	}
	if mk := (histMark{s.Bank, s.Reserve, s.Phase, s.Round}); mk != m.histFrom {
		m.hist, m.histFrom = m.hist[:0], mk
	}
	m.hist = append(m.hist, m.key(s))
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
// in: the pits, four to a word while they hold fewer than 65,536 seeds;
// owners and marks when an action can change them; the player to move
// and the passes in a row.
func (m *Machine) key(s *State) uint64 {
	p := m.g.p
	const m1 = 0x9e3779b97f4a7c15
	h := uint64(uint8(s.ToMove)) | uint64(uint32(s.Passes))<<8
	mix := func(x uint64) {
		h = (h ^ x) * m1
		h ^= h >> 29
	}
	pits, big := s.Pits, int32(0)
	for ; len(pits) >= 4; pits = pits[4:] {
		big |= pits[0] | pits[1] | pits[2] | pits[3]
		mix(uint64(uint16(pits[0])) | uint64(uint16(pits[1]))<<16 | uint64(uint16(pits[2]))<<32 | uint64(uint16(pits[3]))<<48)
	}
	var w uint64
	for i, n := range pits {
		big |= n
		w |= uint64(uint16(n)) << (16 * i)
	}
	mix(w)
	if big>>16 != 0 {
		return s.Hash() // some pit holds too many seeds to pack
	}
	if p.ownersChange || p.marksChange {
		w = 0
		for i := range s.Owner {
			w = w<<16 | uint64(uint8(s.Owner[i]))<<8 | uint64(s.Marks[i])
			if i%4 == 3 {
				mix(w)
				w = 0
			}
		}
		mix(w)
	}
	return h
}
