package interpreter

// roundValues sets the values of s back to their start values for a new
// round of a match, but those declared keep: true, which stay as the
// round left them.
func (p *Program) roundValues(s *State) {
	for _, x := range p.v.Values {
		if x.Keep {
			continue
		}
		s.Values[x.Slot] = x.Initial
		if x.PerPlayer {
			s.Values[x.Slot+1] = x.Initial
		}
	}
}
