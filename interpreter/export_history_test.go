package interpreter

// Repeated is the repetition count of the match's current position, as
// the end rules see it.
func (mt *Match) Repeated() int32 { return mt.m.repeated() }

// Key is the key of s in the repetition history of g's games.
func (g *Game) Key(s *State) uint64 { return g.NewMachine().key(s) }

// OtherHistory fills the machine's repetition history with another
// position, other, seen twice: what a search leaves behind after a
// playout.
func (m *Machine) OtherHistory(other *State) {
	m.hist = append(m.hist[:0], m.key(other), m.key(other))
	m.histFrom = histMark{other.Bank, other.Reserve, other.Phase, other.Round, other.PhaseTurns}
}
