package conform

import (
	"fmt"
	"regexp"
	"strings"
)

// directions are the suffixes our move names carry for a move sown
// against the variant's sowing direction (see interpreter.Game.MoveName).
var directions = []string{"ccw", "cw", "r"}

// notation writes one of our move names in the records' notation: a pit
// name, and a direction after a colon (a3cw is a3:cw); the choices made
// during the move follow as they are (a3cw:b8 is a3:cw:b8).
func (e *env) notation(name string) string {
	if head, choices, ok := strings.Cut(name, ":"); ok {
		return e.notation(head) + ":" + choices
	}
	if e.board.PitIndex(name) >= 0 {
		return name
	}
	for _, d := range directions {
		if base, ok := strings.CutSuffix(name, d); ok && e.board.PitIndex(base) >= 0 {
			return base + ":" + d
		}
	}
	return name
}

// ourName is the inverse of notation: a3:cw is a3cw, a3:cw:b8 a3cw:b8.
func (e *env) ourName(name string) string {
	if base, d, ok := strings.Cut(name, ":"); ok && e.board.PitIndex(base) >= 0 {
		d, choices, _ := strings.Cut(d, ":")
		for _, x := range directions {
			if d == x {
				if choices != "" {
					return base + d + ":" + choices
				}
				return base + d
			}
		}
	}
	return name
}

// MoveMap rewrites recorded move names (in moves and legal lists) before
// they are compared with ours. Each rule is FROM=TO, applied in the
// order given, each to the result of the one before:
//
//   - FROM=TO replaces every occurrence of the text FROM by TO
//     (":place=" strips the suffix :place, "S-hand=a1" renames a move);
//   - ~REGEXP=TO replaces every match of the regular expression (Go
//     syntax, RE2) by TO, in which $1 … stand for its groups
//     ("~^([a-d][0-9]+):cw$=${1}r").
//
// FROM ends at the first =, so it cannot contain one.
type MoveMap struct {
	rules []mapRule
}

type mapRule struct {
	from, to string
	re       *regexp.Regexp
}

// ParseMoveMap reads the rules of a MoveMap.
func ParseMoveMap(specs []string) (*MoveMap, error) {
	m := &MoveMap{}
	for _, spec := range specs {
		from, to, ok := strings.Cut(spec, "=")
		if !ok {
			return nil, fmt.Errorf("--move-map %q: write FROM=TO (TO may be empty)", spec)
		}
		r := mapRule{from: from, to: to}
		if pat, isRE := strings.CutPrefix(from, "~"); isRE {
			re, err := regexp.Compile(pat)
			if err != nil {
				return nil, fmt.Errorf("--move-map %q: %v", spec, err)
			}
			r.re = re
		} else if from == "" {
			return nil, fmt.Errorf("--move-map %q: FROM is empty", spec)
		}
		m.rules = append(m.rules, r)
	}
	return m, nil
}

// Apply rewrites one name.
func (m *MoveMap) Apply(name string) string {
	if m == nil {
		return name
	}
	for _, r := range m.rules {
		if r.re != nil {
			name = r.re.ReplaceAllString(name, r.to)
		} else {
			name = strings.ReplaceAll(name, r.from, r.to)
		}
	}
	return name
}

// head is the decision a recorded entry starts with: the name up to its
// first +. What follows are forced continuations, which the description
// is expected to play within the same move.
func head(name string) string {
	h, _, _ := strings.Cut(name, "+")
	return h
}
