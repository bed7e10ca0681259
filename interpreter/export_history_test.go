package interpreter

// Repeated is the repetition count of the match's current position, as
// the end rules see it.
func (mt *Match) Repeated() int32 { return mt.m.repeated() }

// Key is the key of s in the repetition history of g's games.
func (g *Game) Key(s *State) uint64 { return g.NewMachine().key(s) }
