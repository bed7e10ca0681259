package interpreter

import "fmt"

// What becomes of a move still going on at the lap limit, or found to
// repeat for ever (the engine option endless, in the order of its values).
const (
	endlessIllegal int32 = iota // the move is not legal
	endlessStop                 // the move ends there
	endlessDraw                 // the move ends there, and the game ends drawn
)

// ReasonLapLimit is the reason of a game that ended drawn because a move
// reached the lap limit (option endless=draw).
const ReasonLapLimit = "lap-limit"

// lift is a lifting of seeds into the hand: n seeds of pit.
type lift struct{ pit, n int32 }

// atLapLimit ends a move that has sown every lap the lap limit allows
// with seeds still in the hand. Unless option endless says illegal, the
// move ends there: the seeds the last lap's end lifted go back into the
// pits they were lifted from, and s is marked as reached by a cut move.
func (m *Machine) atLapLimit(s *State) status {
	f := &m.f
	f.laps, f.lap = m.g.lapLimit, m.g.lapLimit
	if f.obs != nil {
		f.emit(Event{Kind: EvLapLimit, N: f.hand, Player: f.mover, Pit: -1, To: -1})
	}
	if m.g.endless == endlessIllegal {
		return stTooLong
	}
	for i := len(m.lifts) - 1; i >= 0; i-- {
		l := &m.lifts[i]
		if m.g.p.stack {
			m.g.p.unliftStack(s, l.pit, f.hand, l.n)
		}
		s.Pits[l.pit] += l.n
		f.hand -= l.n
		if p := m.g.p; p.kinds > 0 {
			k := &m.liftK[i]
			p.putKinds(s, l.pit, k, false)
			for j := range p.kinds {
				f.handK[j] -= k[j]
			}
		}
	}
	if f.hand != 0 {
		f.err = fmt.Errorf("ply %d: the move was cut at the lap limit with %d seeds in the hand that no lift accounts for", f.ply, f.hand)
		return stError
	}
	s.cut = true
	return stOK
}

// repeats handles a move whose position in mid-move, after the current
// lap, is the one it had n laps before: it would repeat for ever. Unless
// option endless says illegal, the move goes on as far as the lap limit:
// the whole rounds of the cycle that fit before the limit are passed
// over (the position after them is the current one), and the laps after
// them are sown.
func (m *Machine) repeats(n int32) status {
	f := &m.f
	m.cycleAt, m.cycleLen = f.laps, n
	skip := int32(0)
	if m.g.endless != endlessIllegal {
		skip = (m.g.lapLimit - f.laps) / n * n
	}
	if f.obs != nil {
		f.emit(Event{Kind: EvEndless, N: n, Before: skip, Sown: int64(skip/n) * m.cycSown, Player: f.mover, Pit: -1, To: -1})
	}
	if m.g.endless == endlessIllegal {
		return stTooLong
	}
	f.laps += skip
	return stOK
}
