package interpreter

// Live returns the position a move being played has reached so far,
// for an Observer that shows a move step by step (the pits after each
// event): read it during the Observer's call, never keep or change it.
// Outside a move it is the match's position.
func (mt *Match) Live() *State {
	if mt.m.f.obs != nil && mt.m.f.s != nil && mt.m.f.s != mt.s && mt.m.f.s0 == mt.s {
		return mt.m.f.s
	}
	return mt.s
}
