package interpreter

// A search sees the repetitions of the line it explores: the game's
// history up to the position it searches from and the path of moves from
// there. Result counts only the position it judges, and Playout only
// the positions it plays; the methods here keep the line instead, so a
// search values a position as the game would reach it: a repetition
// that ends the game ends it in the search too, with the winner the
// description gives it. They do nothing more than Result and Playout
// for a game whose rules never read repeated.

// Line is a saved copy of a machine's repetition history (SaveLine,
// RestoreLine). The zero Line is empty.
type Line struct {
	keys []uint64
	from histMark
}

// FollowLine gives m the repetition history of mt's game, ending with
// mt's position, for a search from there: FollowHistory for the end
// rules too.
func (m *Machine) FollowLine(mt *Match) {
	if !m.g.p.usesRepeated {
		return
	}
	m.hist, m.histFrom = append(m.hist[:0], mt.m.hist...), mt.m.histFrom
}

// SaveLine copies m's history into l, reusing l's buffer.
func (m *Machine) SaveLine(l *Line) {
	if !m.g.p.usesRepeated {
		return
	}
	l.keys, l.from = append(l.keys[:0], m.hist...), m.histFrom
}

// RestoreLine makes l m's history again.
func (m *Machine) RestoreLine(l *Line) {
	if !m.g.p.usesRepeated {
		return
	}
	m.hist, m.histFrom = append(m.hist[:0], l.keys...), l.from
}

// PushLine adds s, a position reached by a move from the last of m's
// history, to the history.
func (m *Machine) PushLine(s *State) {
	if !m.g.p.usesRepeated {
		return
	}
	m.remember(s)
}

// ResultOnLine is Result counting the repetitions of s over m's history
// followed by s, s being a position reached by a move from the last of
// the history; s then ends the history (RestoreLine goes back).
func (m *Machine) ResultOnLine(s *State) Result {
	if !m.g.p.usesRepeated {
		return m.Result(s)
	}
	m.remember(s)
	return m.resultHere(s)
}

// LineKey is a digest of what of m's history a later repetition can
// depend on: the positions since the last change no position can come
// back from, as a multiset. Two equal positions with equal LineKeys have
// the same value for any search (but for a collision of 64-bit digests);
// 0 for a game whose rules never read repeated.
func (m *Machine) LineKey() uint64 {
	if !m.g.p.usesRepeated {
		return 0
	}
	var h uint64
	for _, k := range m.hist {
		h += (k ^ k>>29) * 0xbf58476d1ce4e5b9
	}
	return h
}

// PlayoutOnLine is PlayoutLimit from s, the last position of m's history,
// counting repetitions over the whole history, not only the positions
// it plays.
func (m *Machine) PlayoutOnLine(s *State, plies int) Result {
	if !m.g.p.usesRepeated {
		return m.PlayoutLimit(s, plies)
	}
	if n := len(m.hist); n > 0 && m.hist[n-1] == m.key(s) {
		m.hist = m.hist[:n-1] // the playout remembers s again
	}
	m.keepLine = true
	r := m.PlayoutLimit(s, plies)
	m.keepLine = false
	return r
}
