package interpreter

// skipRule names, for run-time errors, the condition that passes seeds
// over pits, with its file:line:col: sowing.skip, or else
// sowing.skip_origin.
func (p *Program) skipRule() string {
	switch {
	case p.v.Skip != nil:
		return p.v.Skip.Pos().String() + ": sowing.skip"
	case p.v.SkipOrigin != nil:
		return p.v.SkipOrigin.Pos().String() + ": sowing.skip_origin"
	}
	return "sowing"
}
