package interpreter

import "fmt"

// status is the outcome of simulating a move.
type status uint8

const (
	stOK      status = iota
	stIllegal        // a rule said so
	stTooLong        // it does not end within the lap limit
	stError          // the description went wrong at run time
)

// cand is a candidate move: a pit and the move rule that admits it.
type cand = Move

// cycleStart is the lap from which long moves are watched for a repeated
// mid-move position (Brent's cycle detection), past the lap horizon.
const cycleStart = 24

// apply plays candidate c on s, in place. On any status but stOK, s is
// left in an unspecified state.
func (m *Machine) apply(s *State, c cand) status {
	p := m.g.p
	f := &m.f
	f.s, f.mover, f.ply = s, s.ToMove, s.Ply+1
	f.start, f.laps, f.lap, f.extra, f.err, f.captured = c.Pit, 0, 0, false, nil, 0
	f.dk, f.dkLost, f.keyed = 0, false, p.runKey
	f.want, f.made, f.depth, f.refused, f.drawn = c.Choice, 0, 0, false, 0
	m.capLog, m.lifts, s.cut = m.capLog[:0], m.lifts[:0], false
	f.pit = c.Pit
	mr := &p.moves[c.Rule]
	if mr.pass {
		f.emit(Event{Kind: EvPass, Player: f.mover, Rule: mr.id, Where: mr.pos, Pit: -1, To: -1})
		if mr.steps != nil { // what the pass does (the board turned, say)
			f.dir = 0
			if st := m.steps(mr.steps, -1); st != stOK {
				return st
			}
		}
		s.Passes++
		m.endMove(s)
		return stOK
	}
	f.dir = 0
	if mr.reverse {
		f.dir = 1
	}
	if f.obs != nil { // (emit would build the event first)
		f.emit(Event{Kind: EvMoveStart, Pit: c.Pit, Player: f.mover, Rule: mr.id, Where: mr.pos, To: -1,
			Move: m.g.MoveName(c)})
	}
	for _, a := range mr.do {
		a(f)
	}
	if f.refused {
		return stIllegal
	}
	f.hand = 0
	if p.kinds > 0 {
		f.handK = kindCounts{}
	}
	if !mr.noSow {
		if mr.hand {
			m.liftHand(mr, c.Pit)
		} else {
			f.lift(c.Pit)
		}
		f.nextFrom, f.nextAt = c.Pit, p.next[f.mover][f.dir][c.Pit]
	}
	if mr.steps != nil {
		if st := m.steps(mr.steps, c.Pit); st != stOK {
			return st
		}
	}
	if st := m.laps(s); st != stOK {
		return st
	}
	f.lap = 0
	f.flow = flowEnd
	r := f.find(p.afterMove, -1, 0)
	if r != nil && f.obs != nil {
		f.emit(Event{Kind: EvRule, Rule: r.name(), Where: r.pos, Pit: -1, To: -1, Player: f.mover})
	}
	r.run(f)
	switch {
	case f.err != nil:
		return stError
	case f.flow == flowIllegal:
		m.noteIllegal(r)
		return stIllegal
	case f.refused:
		return stIllegal
	}
	if f.obs != nil {
		f.emit(Event{Kind: EvMoveEnd, Player: f.mover, Pit: -1, To: -1})
	}
	s.Passes = 0
	m.endMove(s)
	return stOK
}

// steps runs the own steps of a move that sows nothing (a move rule's
// do, once or along its walk), with pit the move's pit.
func (m *Machine) steps(r *rule, pit int32) status {
	f := &m.f
	f.flow = flowEnd
	if f.obs != nil {
		f.emit(Event{Kind: EvSteps, Pit: pit, Player: f.mover, Rule: r.name(), Where: r.pos, To: -1})
	}
	r.run(f)
	switch {
	case f.err != nil:
		return stError
	case f.flow == flowIllegal:
		m.noteIllegal(r)
		return stIllegal
	}
	return stOK
}

// endMove counts the move just made on s, moves the game on to the next
// phase if the move ends the current one (its turns, its leave) and on
// to the phases whose enter condition now holds, and gives the turn to
// the other player unless the mover has an extra turn.
func (m *Machine) endMove(s *State) {
	p := m.g.p
	f := &m.f
	s.Ply++ // now equal to f.ply, the move just made
	if m.leaves(s) {
		m.nextPhase(s)
	}
	for int(s.Phase)+1 < len(p.enter) && p.enter[s.Phase+1] != nil && p.enter[s.Phase+1](f) {
		m.nextPhase(s)
	}
	if !f.extra {
		s.ToMove = p.order.after[s.ToMove]
		if s.Out != 0 { // players out of a match of rounds: never with two
			m.passOut(s)
		}
	}
	m.lastMover = f.mover
}

// leaves reports whether the move just made on s ends its phase: the
// phase has lasted its turns (a turn ends when the turn passes to the
// other player), or its leave condition holds.
func (m *Machine) leaves(s *State) bool {
	p := m.g.p
	ph := s.Phase
	if int(ph)+1 >= len(p.enter) {
		return false // the last phase lasts to the end
	}
	if t := p.turns[ph]; t > 0 {
		if !m.f.extra {
			s.PhaseTurns++
		}
		if s.PhaseTurns >= t {
			return true
		}
	}
	return p.leave[ph] != nil && p.leave[ph](&m.f)
}

// nextPhase moves s on to the next phase.
func (m *Machine) nextPhase(s *State) {
	s.Phase++
	s.PhaseTurns = 0
	m.f.emit(Event{Kind: EvPhase, N: int32(s.Phase), Pit: -1, To: -1})
}

// laps sows the laps of a move, from the hand the move lifted, until a
// lap ends the move.
func (m *Machine) laps(s *State) status {
	p := m.g.p
	f := &m.f
	skipOrigin := p.skipOrig != nil && p.skipOrig(f)
	skipAt := p.skipAt[f.mover]
	trackLen := int32(len(p.track[f.mover]))
	watchFrom := int32(-1)
	if p.horizon >= 0 {
		watchFrom = int32(max(p.horizon, cycleStart))
	}
	var power, lam int32
	m.cycleLen = 0
	for f.hand > 0 {
		f.laps++
		if f.laps > m.g.lapLimit {
			return m.atLapLimit(s)
		}
		// sow one lap
		f.lap, f.origin, f.sown, f.first, f.penult = f.laps, f.nextFrom, 0, -1, -1
		q := f.nextAt
		if q < 0 || p.pos[f.mover][q] < 0 {
			f.err = fmt.Errorf("lap %d of ply %d would start in %s, which is not on %s's track", f.laps, s.Ply+1, m.g.pitName(q), m.g.p.PlayerName(f.mover))
			return stError
		}
		next := p.next[f.mover][f.dir]
		hand := f.hand
		f.hand, f.lapSeeds = 0, hand
		if p.kinds > 0 {
			f.sowK, f.lapK, f.handK = f.handK, f.handK, kindCounts{}
		}
		originFirst := p.origFirst != nil && f.origin >= 0 && p.pos[f.mover][f.origin] >= 0 && p.origFirst(f)
		if originFirst {
			q = f.origin // the first seed goes back where the lap began
		}
		last, before := int32(-1), int32(0)
		skipped := int32(0)
		for {
			if !(originFirst && f.sown == 0) && ((skipOrigin && q == f.origin) || (p.skips && (skipAt == nil || skipAt[q]) && (p.skip == nil || atPit(f, q, p.skip)))) {
				if skipped++; skipped > trackLen {
					f.err = fmt.Errorf("ply %d: %s passes over every pit of %s's track: the seeds in hand (%d) have nowhere to fall", s.Ply+1, p.skipRule(), p.PlayerName(f.mover), hand)
					return stError
				}
				q = next[q]
				continue
			}
			skipped = 0
			k := int32(1)
			if p.drop != nil {
				d := atPit(f, q, p.drop)
				if d < 1 {
					if f.obs != nil {
						f.clamped(d, 1, "sowing.drop", p.dropPos, q)
					}
					d = 1
				}
				k = min(d, hand)
			}
			before = s.Pits[q]
			if p.kinds > 0 {
				if p.dropTells {
					f.dropTelling(q, k, hand)
				} else {
					f.dropKinds(q, k, hand)
				}
			}
			s.Pits[q] += k
			hand -= k
			f.sown += k
			if f.first < 0 {
				f.first = q
			}
			f.penult, last = last, q
			if p.onDrop != nil && (p.dropAll || s.Marks[q]&p.dropMask != 0) {
				f.pit, f.pitBefore = q, before
				f.fire(p.onDrop, q, before)
			}
			if hand == 0 {
				break
			}
			q = next[q]
		}
		f.landing, f.before = last, before
		if f.keyed {
			f.sowed()
		}
		if f.obs != nil {
			f.emit(Event{Kind: EvLap, Pit: f.origin, First: f.first, To: last, N: f.sown, Player: f.mover})
		}
		// end of the lap
		f.flow = flowEnd
		m.lifts = m.lifts[:0]
		r := f.find(p.lapEnd, last, before)
		if f.obs != nil {
			f.emit(Event{Kind: EvLapEnd, Pit: last, Before: before, Rule: r.name(), Where: r.where(), Player: f.mover, To: -1})
		}
		r.run(f)
		if f.err != nil {
			return stError
		}
		switch f.flow {
		case flowIllegal:
			m.noteIllegal(r)
			return stIllegal
		case flowEnd:
			if f.hand != 0 {
				return m.seedsInHand(r)
			}
			return stOK
		}
		// a move whose mid-move position repeats past the horizon never ends
		if watchFrom >= 0 && f.laps >= watchFrom {
			if f.laps == watchFrom || lam == power {
				m.cyc.CopyFrom(s)
				m.cycHand, m.cycAt, m.cycFrom, m.cycDir, m.cycCaptured, m.cycSown, m.cycDepth = f.hand, f.nextAt, f.nextFrom, f.dir, f.captured, 0, f.depth
				if f.laps == watchFrom {
					power = 1
				} else {
					power *= 2
				}
				lam = 0
			} else {
				m.cycSown += int64(f.sown)
				if f.hand == m.cycHand && f.nextAt == m.cycAt && f.nextFrom == m.cycFrom && f.dir == m.cycDir && f.captured == m.cycCaptured && f.depth == m.cycDepth && s.sameBoard(m.cyc) {
					if st := m.repeats(lam); st != stOK {
						return st
					}
					watchFrom = -1 // the laps left to the limit are fewer than a cycle
					continue
				}
			}
			lam++
		}
	}
	return stOK
}

// seedsInHand fails a move that rule r ended with seeds still in the
// hand (lifted by relay or sow, never sown): they would be lost. The
// checker rejects the do lists that can do this; this is the engine's own
// guard, on in every mode.
func (m *Machine) seedsInHand(r *rule) status {
	f := &m.f
	what := "no lap_end rule"
	switch {
	case r != nil && r.id != "":
		what = fmt.Sprintf("lap_end rule %s (%s)", r.id, r.pos)
	case r != nil:
		what = "the lap_end rule at " + r.pos
	}
	f.err = fmt.Errorf("ply %d: %s ended the move with %d seeds still in the hand, never sown; seeds lifted into the hand must be sown", f.ply, what, f.hand)
	return stError
}

// atPit evaluates fn with pit bound to q (the pit a seed is about to
// fall into), keeping the frame's pit as it was.
func atPit[T any](f *frame, q int32, fn func(*frame) T) T {
	saved := f.pit
	f.pit = q
	v := fn(f)
	f.pit = saved
	return v
}

// find returns the first rule of rs whose phase and condition hold, or
// nil; x is the pit the rules' gates are about, which held before seeds
// before the last one fell.
func (f *frame) find(rs []rule, x, before int32) *rule {
	for i := range rs {
		r := &rs[i]
		if !r.inPhase(f.s.Phase) {
			continue
		}
		if !r.gate.passes(f.s, f.mover, x, before) {
			continue
		}
		if r.when != nil && !r.when(f) {
			continue
		}
		return r
	}
	return nil
}

// run performs the rule's actions; a nil rule does nothing. A rule with
// a walk performs them for each pit of the walk, with pit bound to it.
func (r *rule) run(f *frame) {
	if r == nil {
		return
	}
	if r.each == nil {
		for _, a := range r.do {
			a(f)
		}
		return
	}
	saved := f.pit
	start := r.each.from(f)
	p := f.g.p
	for x, n := start, 0; x >= 0 && n < p.n; n++ {
		f.pit = x
		if !r.each.while(f) {
			break
		}
		for _, a := range r.do {
			a(f)
		}
		if x = p.step(f.mover, f.dir, x, r.each.step); x == start {
			break
		}
	}
	f.pit = saved
}

// where is the rule's position ("" for nil).
func (r *rule) where() string {
	if r == nil {
		return ""
	}
	return r.pos
}

// name is the rule's id, or its position when it has none ("" for nil).
// inPhase reports whether the rule applies in phase ph (a rule that
// names no phase applies in all).
func (r *rule) inPhase(ph int8) bool { return r.phases == 0 || r.phases&(1<<ph) != 0 }

func (r *rule) name() string {
	if r == nil {
		return ""
	}
	return ruleName(r.id, r.pos)
}

// ruleName is a rule's id, or its position when it has none.
func ruleName(id, pos string) string {
	if id == "" {
		return pos
	}
	return id
}

// fire runs the first rule of rs whose phase and condition hold at pit x,
// which held before seeds before the last one fell.
func (f *frame) fire(rs []rule, x, before int32) {
	r := f.find(rs, x, before)
	if r != nil && f.obs != nil {
		f.emit(Event{Kind: EvRule, Rule: r.name(), Where: r.pos, Pit: f.pit, To: -1, Player: f.mover})
	}
	r.run(f)
}
