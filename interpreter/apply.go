package interpreter

import "errors"

// ErrIllegal is returned by Machine.Apply for a move that is not legal.
var ErrIllegal = errors.New("illegal move")

// Legal appends the legal moves of s to buf[:0] and returns it. With a
// buffer of room enough it allocates nothing; for search.
func (m *Machine) Legal(s *State, buf []Move) ([]Move, error) {
	m.known = false
	if err := m.expand(s); err != nil {
		return buf[:0], err
	}
	buf = buf[:0]
	for i, c := range m.cands {
		if m.legal[i] {
			buf = append(buf, c)
		}
	}
	m.known = false
	return buf, nil
}

// Apply plays move mv on s in place, allocating nothing. It returns
// ErrIllegal, leaving s unchanged, when mv is not legal in s. It does not
// judge the result; Result does.
func (m *Machine) Apply(s *State, mv Move) error {
	pass := m.isPass(mv)
	if mv.Rule < 0 || int(mv.Rule) >= len(m.g.p.moves) || (mv.Pit < 0 && !pass) || int(mv.Pit) >= m.g.p.n {
		return ErrIllegal
	}
	m.known = false
	if len(m.g.p.filters) > 0 || pass {
		// legality depends on the other moves: expand them all
		if err := m.expand(s); err != nil {
			return err
		}
		for i, c := range m.cands {
			if c == mv && m.legal[i] {
				m.lastMover = s.ToMove
				s.CopyFrom(m.results[i])
				m.known = false
				return nil
			}
		}
		m.known = false
		return ErrIllegal
	}
	m.candidates(s) // the move rules must admit mv now
	if !m.hasCand(mv) {
		return ErrIllegal
	}
	m.scratch.CopyFrom(s)
	m.f.s0 = s
	switch m.apply(m.scratch, mv) {
	case stOK:
	case stError:
		return m.f.err
	default:
		return ErrIllegal
	}
	m.lastMover = s.ToMove
	s.CopyFrom(m.scratch)
	return nil
}

func (m *Machine) hasCand(mv Move) bool {
	for _, c := range m.cands {
		if c == mv {
			return true
		}
	}
	return false
}

// Result judges s, the position reached by the last Apply (or a start
// position), by the end rules and the move limit. Repetition counts only
// s itself: Match keeps a game's history.
func (m *Machine) Result(s *State) Result {
	m.hist = m.hist[:0]
	m.remember(s)
	m.known = false
	r := m.judge(s)
	if !r.Over {
		if err := m.expand(s); err == nil && m.counted == 0 && m.passAt < 0 {
			r = m.stuck(s)
		}
	}
	m.known = false
	return r
}
