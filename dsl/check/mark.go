package check

import (
	"slices"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// attrMiss is a use of an attribute that pits or players do not have,
// reported when it was met (diag is its index in the checker's list).
type attrMiss struct {
	diag  int
	at    diag.Pos
	x     string // the pit or player, as written
	t     builtin.Type
	names []string // the attributes it has
	typo  bool     // one of names is a likely typo for it
}

// markCascade makes one message of the uses of a mark that is not
// declared. A mark is an attribute of pits (and a count of players), so
// each use would otherwise be an unknown attribute with a far-fetched
// suggestion ("did you mean before?"). The uses of a name whose mark is
// already reported (used undeclared in mark or unmark, or declared
// wrong) are dropped; those of a name that looks like a mark (no likely
// typo on some use, or used on both pits and players) become one message
// at the first, saying to declare it.
func (c *checker) markCascade() {
	drop := map[int]bool{}
	var more diag.List
	for _, name := range sortedKeys(c.attrMisses) {
		uses := c.attrMisses[name]
		onPit, onPlayer, typo := false, false, true
		first := uses[0]
		for _, u := range uses {
			onPit = onPit || u.t == builtin.Pit
			onPlayer = onPlayer || u.t == builtin.Player
			typo = typo && u.typo
			if u.at.Line < first.at.Line || u.at.Line == first.at.Line && u.at.Col < first.at.Col {
				first = u
			}
		}
		bad := c.badMarks[name]
		if !bad && (typo && !(onPit && onPlayer) || !identRE.MatchString(name)) {
			continue // a misspelt attribute at each use
		}
		for _, u := range uses {
			drop[u.diag] = true
		}
		if !bad {
			more.Errorf(first.at, "unknown-attr", "%s has no attribute %q and no mark %q is declared (a %s has: %s)", first.x, name, name, first.t, strings.Join(first.names, ", "))
			if onPlayer && !onPit {
				more.Suggest("if it is a mark, declare it: marks: [%s] (then %s counts the player's pits bearing it); if it is a number each player keeps, declare a value: values: {%s: {kind: int, per: player}}", strings.Join(append(slices.Clone(c.v.Marks), name), ", "), first.x+"."+name, name)
			} else {
				more.Suggest("if it is a mark, declare it: marks: [%s]", strings.Join(append(slices.Clone(c.v.Marks), name), ", "))
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	kept := c.diags[:0]
	for i, d := range c.diags {
		if !drop[i] {
			kept = append(kept, d)
		}
	}
	c.diags = append(kept, more...)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
