package check

import "github.com/mancala-toolkit/mancala/dsl/syntax"

// ends reports whether a phase says when it ends (turns or leave), so
// that the phase after it is entered then.
func ends(p *syntax.Phase) bool { return p.Turns.Set || p.Leave != nil }

// phaseEnds checks the turns and leave of each phase: a phase that ends
// needs a phase after it to move on to, and lasts at least one turn.
func (c *checker) phaseEnds(ps []*syntax.Phase) {
	for i, p := range ps {
		if p.Turns.Set && p.Turns.Value < 1 {
			c.diags.Errorf(p.Turns.Pos, "range", "phase %s: turns must be 1 or more, not %d", p.Name.Value, p.Turns.Value)
			c.diags.Suggest("turns is how many turns the phase lasts; leave it out for a phase that lasts until the next one's enter holds")
		}
		if p.Leave != nil && p.Leave.Expr != nil && isFalse(p.Leave.Expr) && !p.Turns.Set {
			c.diags.Warnf(p.Leave.Pos, "phase", "phase %s is never left: its leave condition is false", p.Name.Value)
		}
		if !ends(p) || i+1 < len(ps) {
			continue
		}
		if p.Turns.Set {
			c.diags.Errorf(p.Turns.Pos, "phase", "phase %s is the last phase: after its %d turns there would be no phase to move on to", p.Name.Value, p.Turns.Value)
			c.diags.Suggest("add the phase that follows it, or leave out turns")
			continue
		}
		c.diags.Errorf(p.Leave.Pos, "phase", "phase %s is the last phase: when its leave condition holds there is no phase to move on to", p.Name.Value)
		c.diags.Suggest("add the phase that follows it, or leave out leave")
	}
}
