package interpreter

import "slices"

// Seed sets the machine's random source, for reproducible playouts.
func (m *Machine) Seed(a, b uint64) { m.src.Seed(a, b) }

// Playout plays uniformly random legal moves from s, which it modifies,
// to the end of the game, and returns the result. Positions before s
// are unknown to the repetition rule. It allocates nothing once the
// machine has warmed up. A run-time error of the description stops it
// with a result that is not over; Err returns the error.
func (m *Machine) Playout(s *State) Result { return m.PlayoutLimit(s, -1) }

// PlayoutLimit is Playout stopped after at most plies moves (no limit
// when negative); the result is not over when it stopped early.
func (m *Machine) PlayoutLimit(s *State, plies int) Result {
	if !m.keepLine {
		m.hist = m.hist[:0]
	}
	m.lastMover = m.g.p.order.previous(s.ToMove)
	m.playout = true
	m.err = nil
	if m.trace != nil {
		*m.trace = (*m.trace)[:0]
	}
	m.work.Playouts++
	// the game goes on in a position of the machine's: a move played
	// takes the buffer it was tried in, whose place the position before
	// it takes, and s gets the last position
	cur := m.cur
	cur.CopyFrom(s)
	if m.g.p.fixedBoard {
		m.fix(cur)
	}
	runKey, played := m.g.p.runKey, int32(-1)
	if runKey {
		m.runPits = m.pitsKey(cur)
	}
	var r Result
	for {
		m.known, m.picked = false, -1
		if m.g.p.usesRepeated {
			if runKey {
				m.runOn(played, cur)
				m.note(cur, m.runningKey(cur))
			} else {
				m.remember(cur)
			}
		}
		r = m.judge(cur)
		if m.err != nil {
			r = Result{Winner: NoPlayer}
			break
		}
		if r.Over {
			break
		}
		if plies == 0 {
			r = Result{Winner: NoPlayer}
			break
		}
		plies--
		i := m.picked
		if i < 0 {
			i = m.pick(cur)
		}
		if i < 0 {
			if m.err != nil {
				r = Result{Winner: NoPlayer}
				break
			}
			if i = m.offerPass(cur, true); i < 0 || !m.legal[i] {
				r = m.stuck(cur)
				break
			}
		}
		if m.trace != nil {
			*m.trace = append(*m.trace, m.cands[i])
		}
		mover := cur.ToMove
		m.results[i], cur = cur, m.results[i]
		played = i
		m.lastMover = mover
		m.work.Plies++
		m.work.Laps += int64(m.lapsOf[i])
		if cur.ToMove != mover {
			m.work.Turns++
		}
	}
	m.cur = cur
	s.CopyFrom(cur)
	m.playout, m.fixed.on = false, false
	return r
}

// Err returns the run-time error that stopped the last playout, or nil.
func (m *Machine) Err() error { return m.err }

// Trace makes the playouts that follow record the moves they play in
// *moves (each playout from its start); nil stops recording. For
// reproducing a playout, not for speed.
func (m *Machine) Trace(moves *[]Move) { m.trace = moves }

// pick tries the candidates of s in random order and returns the index
// of the first legal one (so each legal move is equally likely), or -1.
// Its result position is in m.results.
func (m *Machine) pick(s *State) int32 {
	// pick is called from an end rule's condition, which goes on reading
	// the state, the mover, the ply and the direction sets search in
	// (and only those) after it
	f := &m.f
	s0, s1, mover, ply, err, dir, pit := f.s, f.s0, f.mover, f.ply, f.err, f.dir, f.pit
	i := m.pickFrom(s)
	f.s, f.s0, f.mover, f.ply, f.err, f.dir, f.pit = s0, s1, mover, ply, err, dir, pit
	return i
}

func (m *Machine) pickFrom(s *State) int32 {
	if m.g.p.chooses || (m.g.p.optPass && m.optionalPass(s)) || m.filtersApply(s) {
		// filters compare all the legal moves, each sequence of choices
		// of a candidate is a move of its own, and an optional pass is one
		// more move: find them all
		if err := m.expand(s); err != nil || m.counted == 0 {
			return -1
		}
		n := m.counted
		if m.passAt >= 0 && m.legal[m.passAt] {
			n++ // an optional pass, beside the moves
		}
		k := m.rng.Int32N(n)
		for i := range m.cands {
			if m.legal[i] {
				if k == 0 {
					m.picked = int32(i)
					return int32(i)
				}
				k--
			}
		}
	}
	m.candidates(s)
	n := int32(len(m.cands))
	if n == 0 {
		return -1
	}
	// the first draw, from all the candidates, needs no list of those
	// left: in most positions the candidate drawn is legal
	j := m.rng.Int32N(n)
	switch m.try(s, int(j)) {
	case stOK:
		m.picked = j
		return j
	case stError:
		return -1
	}
	m.order = slices.Grow(m.order[:0], int(n))[:n]
	for i := range m.order {
		m.order[i] = int32(i)
	}
	m.order[j] = m.order[n-1]
	for k := n - 1; k > 0; k-- {
		j := m.rng.Int32N(k)
		i := m.order[j]
		m.order[j] = m.order[k-1]
		switch m.try(s, int(i)) {
		case stOK:
			m.picked = i
			return i
		case stError:
			return -1
		}
	}
	return -1
}

// hasMoves reports whether the player to move has a legal move. In a
// playout it stops at the first legal move of a random order, which the
// playout then plays.
func (m *Machine) hasMoves() bool {
	if m.playout && !m.known {
		if m.picked >= 0 {
			return true
		}
		return m.pick(m.f.s) >= 0
	}
	if m.scan && !m.known {
		return m.hasAnyMove(m.f.s)
	}
	return m.countMoves() > 0 // a pass is not counted
}
