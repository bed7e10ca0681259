package check

import (
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// movePits checks a move rule's pits key and reports whether the rule
// reads its from on any pit, whoever owns it.
func (c *checker) movePits(m *syntax.MoveRule) bool {
	switch v := m.Pits.Value; v {
	case "", "own":
		return false
	case "any":
		return true
	default:
		c.diags.Errorf(m.Pits.Pos, "pits", "unknown pits %q; use own (the mover's own pits, the default) or any (any pit that from admits, whoever owns it)", v)
		if s := diag.Closest(v, []string{"own", "any"}); s != "" {
			c.diags.Suggest("did you mean %q?", s)
		} else {
			c.diags.Suggest("narrow the pits with from, such as pits: any with from: pit.side == opponent")
		}
		return false
	}
}

// moveSteps checks a move rule's own steps (do, and the walk each),
// which the engine runs in place of sowing: the rule must not sow.
func (c *checker) moveSteps(m *syntax.MoveRule, mr *MoveRule) {
	if len(m.Do) == 0 && m.Each == nil {
		return
	}
	pos := m.DoPos
	if !pos.IsValid() {
		pos = m.Each.Pos
	}
	if !m.NoSow && !m.Pass && m.Name.Value == "" { // a pass and a named move sow nothing
		c.diags.Errorf(pos, "moves", "a move rule's do is the move itself, run in place of sowing, so the rule needs sow: false")
		c.diags.Suggest("add sow: false; actions that come before the sowing go in before")
	}
	if m.Each != nil && len(m.Do) == 0 {
		c.diags.Errorf(m.Each.Pos, "moves", "each walks pits for the move's do actions, but the rule has no do")
		c.diags.Suggest("give the actions run at each pit of the walk, such as do: move(pit, next(pit))")
	}
	if m.Each != nil {
		mr.Each = c.each(m.Each, builtin.SecMoveDo)
		mr.Do = c.actionsIn(m.Do, builtin.SecMoveDo|builtin.SecEach, builtin.SecEach)
		return
	}
	mr.Do = c.actions(m.Do, builtin.SecMoveDo)
}
