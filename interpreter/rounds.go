package interpreter

import "mancala/dsl/board"

// ReasonRounds is the reason of a match of rounds that ended because a
// player could not fill a single pit.
const ReasonRounds = "rounds"

// ReasonPoints is the reason of a match of rounds that ended because a
// player reached its target of match points (rounds.target).
const ReasonPoints = "points"

// nextRound ends the round that result r ended, in a match of rounds. The
// seeds each player holds (their bank and the pits they own) are laid out
// again: each player fills the pits of their side, in the order of their
// track, with rounds.fill seeds each while they can; the pits a player
// cannot fill go to the opponent, who fills them while they can. What is
// left over stays in the banks; marks are cleared and every value goes
// back to its start value but those kept from round to round. If a player cannot fill a single pit, the
// match is over and s stays as the last round ended. Otherwise s becomes
// the start of the next round and the result is not over. With
// rounds.refill, the players lay the seeds out themselves instead: what
// each holds (their reserve included) goes to their reserve, the board is
// left empty, and the next round starts in the refill phase; seeds of
// kinds but the first go to their holder's bank instead. The kept
// pits (keptPits) are in no one's holding and keep their seeds and owner.
func (m *Machine) nextRound(s *State, r Result) Result {
	p := m.g.p
	fill := p.rounds.fill
	var won [2]int32 // match points after this round
	if p.rounds.points != nil {
		won = m.roundPoints(s)
		if t := p.rounds.target; t > 0 && (won[0] >= t || won[1] >= t) {
			// s stays as the round ended, its points those of the
			// rounds before it, so that judging it again says the same
			out := Result{Over: true, Winner: -1, Reason: ReasonPoints, Rule: r.Rule, Where: r.Where, Scored: true, Score: [board.MaxPlayers]int32{won[0], won[1]}}
			switch {
			case won[0] > won[1]:
				out.Winner = 0
			case won[1] > won[0]:
				out.Winner = 1
			}
			return out
		}
	}
	kept := m.keptPits(s)
	var hold [board.MaxPlayers]int32 // a match of rounds has two players
	for x, o := range s.Owner {
		if isKept(kept, x) {
			continue
		}
		hold[o&1] += s.Pits[x]
	}
	shared := m.sharedPits(s, kept)
	for x := range shared {
		if shared[x] {
			o, h := s.Owner[x]&1, s.Pits[x]/2
			hold[o] -= h
			hold[1-o] += h
		}
	}
	hold[0] += s.Bank[0]
	hold[1] += s.Bank[1]
	if p.rounds.refill >= 0 {
		// seeds a player could not lay out last time are theirs still
		hold[0] += s.Reserve[0]
		hold[1] += s.Reserve[1]
	}
	var other [board.MaxPlayers]int32 // seeds of kinds but the first held
	if p.kinds > 0 {
		// (with refill only) they stay in the banks; the first kind's
		// are laid out
		other = m.heldKinds(s, kept)
		for x := range shared {
			if shared[x] {
				o, h := s.Owner[x]&1, s.Pits[x]/2
				k := p.peekKinds(s, int32(x), s.Pits[x], h)
				for j := range p.kinds {
					other[o] -= k[j]
					other[1-o] += k[j]
				}
			}
		}
		hold[0] -= other[0]
		hold[1] -= other[1]
	}
	if hold[0] < fill || hold[1] < fill {
		// a player cannot fill a single pit of their own
		out := Result{Over: true, Winner: -1, Reason: ReasonRounds, Rule: r.Rule}
		switch {
		case hold[0] >= fill:
			out.Winner = 0
		case hold[1] >= fill:
			out.Winner = 1
		}
		return out
	}
	s.Points = won
	m.split(s, shared)
	if p.kinds > 0 {
		m.bankKinds(s, kept)
	}
	b := p.board
	for x := range s.Pits {
		s.Marks[x] = 0
		if !isKept(kept, x) {
			s.Pits[x], s.Owner[x] = 0, b.SideOf[x]
		}
	}
	p.roundValues(s)
	phase := int8(0)
	if p.rounds.refill >= 0 {
		// the players lay the seeds out themselves, from their reserves,
		// in the refill phase
		s.Reserve, hold = hold, other
		phase = int8(p.rounds.refill)
	} else {
		m.layout(s, &hold, kept)
	}
	s.Bank = hold
	m.known, m.picked = false, -1
	starter := p.start.ToMove // who began this round
	if s.Round%2 == 1 {
		starter = 1 - starter
	}
	next := 1 - starter // alternate, and ties
	switch {
	case p.rounds.first == "next":
		next = s.ToMove // the player whose turn it would be
	case p.rounds.first == "loser" && r.Winner >= 0:
		next = 1 - r.Winner
	case p.rounds.first == "winner" && r.Winner >= 0:
		next = r.Winner
	}
	s.Round++
	s.ToMove, s.Phase, s.PhaseTurns = next, phase, 0
	s.Passes = 0 // a pass that ended the round leads to nothing in the next
	m.settle(s, 1-next)
	m.hist = m.hist[:0]
	m.remember(s)
	m.f.emit(Event{Kind: EvRound, N: s.Round + 1, Pit: -1, To: -1, Rule: r.Rule, Where: r.Where})
	return Result{}
}

// heldKinds returns the seeds of every kind but the first that each
// player holds at the end of a round: in their bank and in the pits they
// own that are not kept.
func (m *Machine) heldKinds(s *State, kept []bool) (other [board.MaxPlayers]int32) {
	p := m.g.p
	st := p.kindSlots()
	for j := range p.kinds {
		for x, o := range s.Owner {
			if !isKept(kept, x) {
				other[o&1] += s.Kinds[j*st+int32(x)]
			}
		}
		other[0] += s.Kinds[j*st+p.bankSlot(0)]
		other[1] += s.Kinds[j*st+p.bankSlot(1)]
	}
	return other
}

// bankKinds moves the seeds of every kind but the first that each player
// holds (heldKinds) into their bank, kind by kind, leaving the pits that
// are not kept without them.
func (m *Machine) bankKinds(s *State, kept []bool) {
	p := m.g.p
	st := p.kindSlots()
	for j := range p.kinds {
		blk := s.Kinds[j*st : (j+1)*st]
		for x, o := range s.Owner {
			if !isKept(kept, x) {
				blk[p.bankSlot(o)] += blk[x]
				blk[x] = 0
			}
		}
	}
}

// keptPits returns, for each pit, whether it keeps its seeds and owner
// into the next round: the pits rounds.keep holds for on s, the round's
// last position, and the pits that belong to nobody (no player holds
// their seeds). Without rounds.keep, where every pit is on a side, it
// returns nil: nothing is kept.
func (m *Machine) keptPits(s *State) []bool {
	if m.g.p.rounds.keep == nil {
		return nil // the checker saw every pit on a side
	}
	if len(m.kept) != len(s.Pits) {
		m.kept = make([]bool, len(s.Pits))
	}
	keep := m.g.p.rounds.keep
	f := &m.f
	saved := f.pit
	for x := range s.Pits {
		f.pit = int32(x)
		m.kept[x] = s.Owner[x] < 0 || keep(f)
	}
	f.pit = saved
	return m.kept
}

// layout fills each player's side from what they hold, in track order,
// with rounds.fill seeds a pit while they can; the pits a player cannot
// fill go to the opponent, who fills them while they can, or bear the
// rounds' mark. What is left stays in hold.
func (m *Machine) layout(s *State, hold *[board.MaxPlayers]int32, kept []bool) {
	p := m.g.p
	b, fill := p.board, p.rounds.fill
	// each player fills their own side in track order; what they cannot
	// fill goes to the other, who fills it while they can
	for pl := range int8(2) {
		for _, x := range p.track[pl] {
			if b.SideOf[x] != pl || x >= p.grid || isKept(kept, int(x)) {
				continue
			}
			if hold[pl] >= fill {
				s.Pits[x], hold[pl] = fill, hold[pl]-fill
			} else {
				s.Owner[x] = -1 // unfilled: given away below
			}
		}
	}
	for pl := range int8(2) {
		for _, x := range p.track[pl] {
			if s.Owner[x] != -1 || b.SideOf[x] != pl || isKept(kept, int(x)) {
				continue
			}
			if p.rounds.mark >= 0 { // out of play for the round, its player's still
				s.Owner[x] = pl
				s.Marks[x] |= 1 << p.rounds.mark
				continue
			}
			s.Owner[x] = 1 - pl
			if hold[1-pl] >= fill {
				s.Pits[x], hold[1-pl] = fill, hold[1-pl]-fill
			}
		}
	}
}

// settle moves a start position on to any later phase whose enter
// condition it already meets (a placing phase with nothing to place).
func (m *Machine) settle(s *State, mover int8) {
	f := &m.f
	saved := *f
	f.s, f.mover, f.ply = s, mover, s.Ply
	for int(s.Phase)+1 < len(m.g.p.enter) && m.g.p.enter[s.Phase+1] != nil && m.g.p.enter[s.Phase+1](f) {
		s.Phase++
		s.PhaseTurns = 0
	}
	*f = saved
}

// isKept tells whether pit x is kept, kept being what keptPits returned.
func isKept(kept []bool, x int) bool { return kept != nil && kept[x] }

// sharedPits returns, for each pit, whether its seeds are shared between
// its owner and the other player at the end of the round: the pits
// rounds.split holds for on s, the round's last position, that are not
// kept. Without rounds.split it returns nil.
func (m *Machine) sharedPits(s *State, kept []bool) []bool {
	split := m.g.p.rounds.split
	if split == nil {
		return nil
	}
	if len(m.shared) != len(s.Pits) {
		m.shared = make([]bool, len(s.Pits))
	}
	f := &m.f
	saved := f.pit
	for x := range s.Pits {
		f.pit = int32(x)
		m.shared[x] = !isKept(kept, x) && s.Owner[x] >= 0 && split(f)
	}
	f.pit = saved
	return m.shared
}

// split gives the other player half the seeds (rounded down) of each
// shared pit, into their bank, the first kind first; the rest stay in the
// pit, its owner's.
func (m *Machine) split(s *State, shared []bool) {
	p := m.g.p
	for x := range shared {
		if !shared[x] {
			continue
		}
		o, h := s.Owner[x]&1, s.Pits[x]/2
		if p.kinds > 0 {
			p.shiftKinds(s, int32(x), p.bankSlot(1-o), s.Pits[x], h)
		}
		s.Pits[x] -= h
		s.Bank[1-o] += h
	}
}
