package interpreter

import (
	"fmt"
	"math/bits"
)

// validOut checks the players out of a match of rounds in s: only in a
// match of rounds of more than two players, at least two left, and the
// player to move not out.
func (g *Game) validOut(s *State) error {
	if s.Out == 0 {
		return nil
	}
	p := g.p
	n := p.Players()
	switch {
	case p.rounds == nil || n <= 2:
		return fmt.Errorf("out: only a match of rounds of more than two players has players out of it")
	case s.Out>>n != 0:
		return fmt.Errorf("out: a player beyond the game's %d", n)
	case n-bits.OnesCount8(s.Out) < 2:
		return fmt.Errorf("out: at least two players are left in a match that goes on")
	case s.Out>>s.ToMove&1 != 0:
		return fmt.Errorf("out: %s is out of the match, so is not to move", p.PlayerName(s.ToMove))
	}
	return nil
}

// passOut gives the turn to the next player in the match when the
// player to move in s is out of it.
func (m *Machine) passOut(s *State) {
	for s.Out>>s.ToMove&1 != 0 {
		s.ToMove = m.g.p.order.after[s.ToMove]
	}
}
