package interpreter

import "errors"

// ErrIllegal is returned by Machine.Apply for a move that is not legal.
var ErrIllegal = errors.New("illegal move")

// Legal appends the legal moves of s to buf[:0] and returns it. With a
// buffer of room enough it allocates nothing; for search. In a variant
// that draws lots, each move is given once, without its outcomes (see
// Open), and Apply draws them from the machine's random source.
func (m *Machine) Legal(s *State, buf []Move) ([]Move, error) {
	m.known = false
	m.legalIdx = m.legalIdx[:0]
	if err := m.expand(s); err != nil {
		return buf[:0], err
	}
	buf = buf[:0]
	if m.g.p.drawAt != "" {
		buf = m.openLegal(buf, &m.legalIdx)
		m.legalMover = s.ToMove
		m.known = false
		return buf, nil
	}
	for i, c := range m.cands {
		if m.legal[i] {
			buf = append(buf, c)
			m.legalIdx = append(m.legalIdx, int32(i))
		}
	}
	m.legalMover = s.ToMove
	m.known = false
	return buf, nil
}

// Child sets dst to the position the i-th move of the last Legal leads
// to, as Apply would leave it, without playing the move again: Legal
// played every move to find them. It must come after that Legal and
// before any other use of the machine; for search, which wants every
// child of a position. In a variant that draws lots, dst is the
// position of one outcome only: a search that needs every outcome
// expands them itself.
func (m *Machine) Child(i int, dst *State) {
	dst.CopyFrom(m.results[m.legalIdx[i]])
	m.lastMover = m.legalMover
}

// Apply plays move mv on s in place, allocating nothing. It returns
// ErrIllegal, leaving s unchanged, when mv is not legal in s. It does not
// judge the result; Result does.
func (m *Machine) Apply(s *State, mv Move) error {
	pass := m.isPass(mv)
	if mv.Rule < 0 || int(mv.Rule) >= len(m.g.p.moves) || (mv.Pit < 0) != m.g.p.moves[mv.Rule].noPit || int(mv.Pit) >= m.g.p.n {
		return ErrIllegal
	}
	m.known = false
	if len(m.g.p.filters) > 0 || pass || m.g.p.drawAt != "" {
		// legality depends on the other moves, or the outcome of a draw
		// is drawn among the legal ones: expand them all
		if err := m.expand(s); err != nil {
			return err
		}
		if i := m.resolve(mv, m.rng); i >= 0 {
			m.lastMover = s.ToMove
			s.CopyFrom(m.results[i])
			m.known = false
			return nil
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
	if !m.f.exact(mv) {
		return ErrIllegal // the move's choices are not those it met
	}
	m.lastMover = s.ToMove
	s.CopyFrom(m.scratch)
	return nil
}

// hasCand reports whether the candidates hold mv's pit and rule (the
// candidates do not know the choices a move makes).
func (m *Machine) hasCand(mv Move) bool {
	for _, c := range m.cands {
		if c.Pit == mv.Pit && c.Rule == mv.Rule {
			return true
		}
	}
	return false
}

// Result judges s, the position reached by the last Apply or Child (or
// a start position), by the end rules and the move limit. Repetition
// counts only s itself: Match keeps a game's history. Whether the player
// to move can move is found by trying moves only until one is legal.
func (m *Machine) Result(s *State) Result {
	m.hist = m.hist[:0]
	m.remember(s)
	return m.resultHere(s)
}

// hasAnyMove reports whether the player to move in s, the position
// Result judges, has a legal move (a pass not counted), trying the
// candidates in pit order until one is legal, once per Result.
func (m *Machine) hasAnyMove(s *State) bool {
	if m.anyMove != 0 {
		return m.anyMove > 0
	}
	f := &m.f
	s0, s1, mover, ply := f.s, f.s0, f.mover, f.ply
	any := false
	if m.g.p.chooses || m.filtersApply(s) {
		// filters compare all the legal moves, and a candidate's choices
		// are found by playing it: find them all
		err := m.expand(s)
		any = m.counted > 0
		f.s, f.s0, f.mover, f.ply = s0, s1, mover, ply
		if err != nil {
			f.err = err
		}
	} else {
		m.known = false
		m.candidates(s)
		var err error
		for i := range m.cands {
			st := m.try(s, i)
			if st == stError {
				err = f.err
			}
			if st == stOK || st == stError {
				any = st == stOK
				break
			}
		}
		f.s, f.s0, f.mover, f.ply, f.err = s0, s1, mover, ply, err
	}
	m.anyMove = -1
	if any {
		m.anyMove = 1
	}
	return any
}

// resultHere judges s against the history m holds (Result, ResultAfter
// and ResultOnLine set it up): by the end rules and the move limit, and,
// when the game is not over, whether the player to move has a legal
// move, trying moves only until one is legal.
func (m *Machine) resultHere(s *State) Result {
	m.known = false
	m.scan, m.anyMove = true, 0
	r := m.judge(s)
	if !r.Over && !m.hasAnyMove(s) {
		// none: the game is stuck unless a pass is allowed
		if err := m.expand(s); err == nil && m.counted == 0 && m.passAt < 0 {
			r = m.stuck(s)
		}
	}
	m.scan = false
	m.known = false
	return r
}
