package interpreter

import "github.com/mancala-toolkit/mancala/dsl/board"

// maxPoints bounds a player's match points.
const maxPoints = 1_000_000_000

// roundPoints returns each player's match points once the round that
// ended in s is counted: the points of the rounds before it (s.Points)
// plus what rounds.points gives the player in s, a negative number
// counting as none.
func (m *Machine) roundPoints(s *State) [board.MaxPlayers]int32 {
	f := &m.f
	saved, savedS := f.player, f.s
	f.s = s
	won := s.Points
	for pl := range Player(m.g.p.Players()) {
		f.player = pl
		won[pl] = int32(min(int64(won[pl])+max(int64(m.g.p.rounds.points(f)), 0), maxPoints))
	}
	f.player, f.s = saved, savedS
	return won
}
