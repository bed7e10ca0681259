package interpreter

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
)

// A move usually lifts every seed of its pit and sows them from the pit
// after it. A move rule may say otherwise: lift, how many seeds it lifts
// ("any number, leaving at least one"), and lift_from, where from: the
// mover's bank or reserve ("a player may sow the counters they have
// captured, beginning from the leftmost hole"). Such a move is named by
// its pit, and when its seeds come from the bank or reserve by its pit
// after HandPrefix (+a1), so that it is told apart from the move that
// sows the pit's own seeds.

// HandPrefix starts the name of a move that sows seeds from the mover's
// bank or reserve.
const HandPrefix = "+"

// moveLift compiles a move rule's lift and lift_from.
func (c *compiler) moveLift(m check.MoveRule, mr *moveRule) {
	if m.Lift == nil && m.LiftFrom == check.LiftPit {
		return
	}
	mr.hand, mr.source = true, int8(m.LiftFrom)
	if m.Lift != nil {
		mr.lift = c.integer(m.Lift)
		mr.liftAt = m.Lift.Pos().String()
	}
}

// liftHand lifts the seeds of a move whose rule says how many, or where
// from: lift seeds (all there are, without lift; at most that; none for
// a count below 0) from pit p or from the mover's bank or reserve, into
// the hand, to be sown from p on.
func (m *Machine) liftHand(mr *moveRule, p int32) {
	f := &m.f
	s := f.s
	var have *int32
	switch mr.source {
	case check.LiftBank:
		have = &s.Bank[f.mover]
	case check.LiftReserve:
		have = &s.Reserve[f.mover]
	default:
		have = &s.Pits[p]
	}
	n := *have
	if mr.lift != nil {
		saved := f.pit
		f.pit = p
		k := mr.lift(f)
		f.pit = saved
		if k < 0 {
			if f.obs != nil {
				f.clamped(k, 0, mr.name(), mr.liftAt, p)
			}
			k = 0
		}
		n = min(n, k)
	}
	if gp := m.g.p; gp.kinds > 0 && mr.source != check.LiftReserve { // (a reserve holds seeds of the first kind only)
		src := p
		if mr.source == check.LiftBank {
			src = gp.bankSlot(f.mover)
		}
		var k kindCounts
		if gp.stack {
			k = gp.stackTake(s, src, *have, n, false, gp.handSlot(), f.hand)
		} else {
			k = gp.takeKinds(s, src, *have, n)
		}
		for j := range gp.kinds {
			f.handK[j] += k[j]
		}
		if mr.source == check.LiftPit {
			m.liftK = append(m.liftK[:len(m.lifts)], k)
		}
	}
	*have -= n
	f.hand += n
	if mr.source == check.LiftPit {
		m.lifts = append(m.lifts, lift{p, n})
		return
	}
	if f.obs != nil {
		f.emit(Event{Kind: EvHand, Player: f.mover, Pit: p, N: n, Before: int32(mr.source), To: -1})
	}
}

// whyHand explains why a move written with HandPrefix, sowing the
// mover's bank or reserve from pit p, is not legal now, others being
// the legal moves from p written otherwise.
func (mt *Match) whyHand(p int32, others []string) string {
	g, s := mt.g, mt.s
	hand := false // some move rule sows the bank or reserve
	for _, mr := range g.p.moves {
		hand = hand || mr.source != check.LiftPit
	}
	if !hand {
		return fmt.Sprintf("no move rule of %s sows seeds of the bank or reserve (a move written +PIT)", g.p.v.Name)
	}
	pl := s.ToMove
	msg := fmt.Sprintf("no move rule allows a move sowing %s's bank or reserve from %s now (bank %d, reserve %d)", g.p.PlayerName(pl), g.pitName(p), s.Bank[pl], s.Reserve[pl])
	if len(others) > 0 {
		msg += ", but " + strings.Join(others, " and ") + " is legal"
	}
	return msg
}
