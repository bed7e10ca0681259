package check

import (
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// maxMoveName bounds the length of a named move's name.
const maxMoveName = 24

// namedRule checks a rule that offers a named move (name: propose): a
// move from no pit that sows nothing, offered beside the pit moves. Its
// name is a word of lower-case letters and hyphens, unique among the
// named moves and distinct from the board's pit names and from pass, so
// that a move's name always says which move it is. It returns the name.
func (c *checker) namedRule(m *syntax.MoveRule, seen map[string]diag.Pos) string {
	name, pos := m.Name.Value, m.Name.Pos
	switch {
	case c.pitIndex(name) >= 0:
		c.diags.Errorf(pos, "name", "%q names a pit of the board; a named move needs a name that is not a pit's", name)
		return ""
	case !isMoveWord(name):
		c.diags.Errorf(pos, "name", "a move's name is a word of lower-case letters and hyphens of at most %d letters, such as propose or agree-end; %q is not", maxMoveName, name)
		return ""
	case name == "pass":
		c.diags.Errorf(pos, "name", "pass is the move of a pass rule; a named move needs another name")
		c.diags.Suggest("write pass: true for a move offered only when no other move is legal, or choose another name")
		return ""
	case m.Pass:
		c.diags.Errorf(pos, "name", "a rule offers either the move pass or a named move, not both")
		return ""
	}
	if at, dup := seen[name]; dup {
		c.diags.Errorf(pos, "name", "the move %q is already offered by the rule at line %d; each named move has one rule", name, at.Line)
		c.diags.Suggest("give the rules different names, or join their conditions with or in one rule")
		return ""
	}
	seen[name] = pos
	bad := func(key string, at diag.Pos) {
		c.diags.Errorf(at, "name", "a named move starts from no pit and sows nothing: %s has no meaning in its rule", key)
		c.diags.Suggest("keep id, doc, phase, when, do and each; a move from a pit is a rule with from")
	}
	if m.From != nil {
		bad("from", m.From.Pos)
	}
	if m.Pits.Value != "" {
		bad("pits", m.Pits.Pos)
	}
	if m.Fallback {
		bad("fallback", m.Pos)
	}
	if m.Direction.Value != "" {
		bad("direction", m.Direction.Pos)
	}
	if m.SowPos.IsValid() {
		bad("sow", m.SowPos)
	}
	if len(m.Before) > 0 {
		bad("before", m.Pos)
	}
	return name
}

// isMoveWord reports whether s is a word of lower-case letters and
// hyphens, starting with a letter, of at most maxMoveName bytes.
func isMoveWord(s string) bool {
	if s == "" || len(s) > maxMoveName || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < 'a' || s[i] > 'z') && s[i] != '-' {
			return false
		}
	}
	return true
}
