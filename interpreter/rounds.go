package interpreter

import (
	"slices"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

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
// cannot fill go to the opponent, who fills them while they can, or bear
// the rounds' mark. What is left over stays in the banks; marks are
// cleared and every value goes back to its start value but those kept
// from round to round. A player who
// cannot fill a single pit is out of the match; when fewer than two
// players are left, the match is over (the one left wins) and s stays as
// the last round ended. Otherwise s becomes the start of the next round,
// the players out of it passed over in turn, and the result is not over.
// With rounds.rotate, each side passes on round the players first. With
// rounds.refill, the players lay the seeds out themselves instead: what
// each holds (their reserve included) goes to their reserve, the board is
// left empty, and the next round starts in the refill phase; seeds of
// kinds but the first go to their holder's bank instead. The kept pits
// (keptPits) are in no one's holding and keep their seeds and owner.
func (m *Machine) nextRound(s *State, r Result) Result {
	p := m.g.p
	n := Player(p.Players())
	fill := p.rounds.fill
	var won [board.MaxPlayers]int32 // match points after this round
	if p.rounds.points != nil {
		won = m.roundPoints(s)
		if t := p.rounds.target; t > 0 && slices.Max(won[:n]) >= t {
			// s stays as the round ended, its points those of the
			// rounds before it, so that judging it again says the same
			return Result{Over: true, Winner: topScore(won[:n]), Reason: ReasonPoints, Rule: r.Rule, Where: r.Where, Scored: true, Score: won, players: m.names()}
		}
	}
	kept := m.keptPits(s)
	var hold [board.MaxPlayers]int32
	for x, o := range s.Owner {
		if !isKept(kept, x) {
			hold[m.holder(o)] += s.Pits[x]
		}
	}
	shared := m.sharedPits(s, kept) // rounds.split: two players
	for x := range shared {
		if shared[x] {
			o, h := s.Owner[x]&1, s.Pits[x]/2
			hold[o] -= h
			hold[1-o] += h
		}
	}
	for pl := range n {
		hold[pl] += s.Bank[pl]
		if p.rounds.refill >= 0 {
			// seeds a player could not lay out last time are theirs still
			hold[pl] += s.Reserve[pl]
		}
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
		for pl := range n {
			hold[pl] -= other[pl]
		}
	}
	out, left := s.Out, NoPlayer // a player who cannot fill a single pit is out
	for pl := range n {
		switch {
		case hold[pl] < fill:
			out |= 1 << pl
		case out>>pl&1 != 0:
		case left == -1:
			left = pl
		default:
			left = n // two or more are left
		}
	}
	if left < n {
		// fewer than two players can fill a pit of their own: the one
		// left, if any, wins
		return Result{Over: true, Winner: left, Reason: ReasonRounds, Rule: r.Rule, players: m.names()}
	}
	s.Points, s.Out = won, out
	m.split(s, shared)
	if p.kinds > 0 {
		m.bankKinds(s, kept)
	}
	rot := m.rotation(s, s.Round+1)
	for x := range s.Pits {
		s.Marks[x] = 0
		if !isKept(kept, x) {
			s.Pits[x], s.Owner[x] = 0, p.sideOwner(x, rot)
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
		m.layout(s, &hold, kept, rot)
	}
	s.Bank = hold
	m.known, m.picked = false, -1
	// who began this round, had the rounds begun in turn; the next
	// round's is the player after them (alternate, and ties)
	starter := Player((int32(p.start.ToMove) + s.Round) % int32(n))
	next := p.order.after[starter]
	switch {
	case p.rounds.first == "next":
		next = s.ToMove // the player whose turn it would be
	case p.rounds.first == "loser" && r.Winner >= 0:
		next = 1 - r.Winner // two players
	case p.rounds.first == "winner" && r.Winner >= 0:
		next = r.Winner
	}
	for s.Out>>next&1 != 0 { // two players or more are left
		next = p.order.after[next]
	}
	s.Round++
	s.ToMove, s.Phase, s.PhaseTurns = next, phase, 0
	s.Passes = 0 // a pass that ended the round leads to nothing in the next
	m.settle(s, p.order.before[next])
	m.hist = m.hist[:0]
	m.remember(s)
	m.f.emit(Event{Kind: EvRound, N: s.Round + 1, Pit: -1, To: -1, Rule: r.Rule, Where: r.Where})
	return Result{}
}

// holder is whose holding the seeds of a pit owned by o go to at the end
// of a round: o's (a pit of nobody's, never in a match whose pits are
// all on sides unless kept, to the last player's).
func (m *Machine) holder(o Player) Player {
	if o < 0 {
		return Player(m.g.p.Players()) - 1
	}
	return o
}

// rotation is how many places the sides have passed on round the
// players in round number round (rounds.rotate; 0 without it), from 0 to
// the number of players less one.
func (m *Machine) rotation(s *State, round int32) int8 {
	p := m.g.p
	if p.rounds.rotate == nil {
		return 0
	}
	f := &m.f
	savedS := f.s
	saved := s.Round
	s.Round, f.s = round, s
	n := int32(p.Players())
	rot := (p.rounds.rotate(f)%n + n) % n
	s.Round, f.s = saved, savedS
	return int8(rot)
}

// sideOwner is who owns pit x at the start of a round whose sides have
// passed on rot places: the player rot places after the player of x's
// side (nobody for a pit on no side). A store stays its player's.
func (p *Program) sideOwner(x int, rot int8) Player {
	o := Player(p.board.SideOf[x])
	if rot != 0 && o >= 0 && int32(x) < p.grid {
		o = (o + Player(rot)) % Player(len(p.order.names))
	}
	return o
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
				other[m.holder(o)] += s.Kinds[j*st+int32(x)]
			}
		}
		for pl := range Player(p.Players()) {
			other[pl] += s.Kinds[j*st+p.bankSlot(pl)]
		}
	}
	return other
}

// bankKinds moves the seeds of every kind but the first that each player
// holds (heldKinds) into their bank, kind by kind, leaving the pits that
// are not kept without them (and, in a stack, a kept pit's seeds where
// they lie).
func (m *Machine) bankKinds(s *State, kept []bool) {
	p := m.g.p
	st := p.kindSlots()
	for j := range p.kinds {
		blk := s.Kinds[j*st : (j+1)*st]
		for x, o := range s.Owner {
			if !isKept(kept, x) {
				blk[p.bankSlot(m.holder(o))] += blk[x]
				blk[x] = 0
			}
		}
	}
	if p.stack {
		p.bankLevels(s, kept)
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

// layout fills each player's side (passed on rot places round the
// players) from what they hold, in track order, with rounds.fill seeds a
// pit while they can; the pits a player cannot fill go to the opponent,
// who fills them while they can, or bear the rounds' mark. A player out
// of the match fills none. What is left stays in hold.
func (m *Machine) layout(s *State, hold *[board.MaxPlayers]int32, kept []bool, rot int8) {
	p := m.g.p
	fill := p.rounds.fill
	n := Player(p.Players())
	// each player fills their own side in track order; what they cannot
	// fill goes to the other, who fills it while they can
	for pl := range n {
		in := s.Out>>pl&1 == 0
		for _, x := range p.track[pl] {
			if p.sideOwner(int(x), rot) != pl || x >= p.grid || isKept(kept, int(x)) {
				continue
			}
			if in && hold[pl] >= fill {
				s.Pits[x], hold[pl] = fill, hold[pl]-fill
			} else {
				s.Owner[x] = NoPlayer // unfilled: given away below
			}
		}
	}
	for pl := range n {
		for _, x := range p.track[pl] {
			if s.Owner[x] != NoPlayer || p.sideOwner(int(x), rot) != pl || isKept(kept, int(x)) {
				continue
			}
			if p.rounds.mark >= 0 { // out of play for the round, its player's still
				s.Owner[x] = pl
				s.Marks[x] |= 1 << p.rounds.mark
				continue
			}
			s.Owner[x] = 1 - pl // two players: the checker saw to it
			if hold[1-pl] >= fill {
				s.Pits[x], hold[1-pl] = fill, hold[1-pl]-fill
			}
		}
	}
}

// settle moves a start position on to any later phase whose enter
// condition it already meets (a placing phase with nothing to place).
func (m *Machine) settle(s *State, mover Player) {
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
