package check

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// MaxValues bounds the values a variant declares.
const MaxValues = 16

// MaxValue bounds an int value: set and add keep it within ±MaxValue.
const MaxValue = expr.MaxInt

// Value is a value the game remembers, declared in `values`: a number,
// a condition, a pit or a direction, one for the game or one for each
// player. Actions set it; expressions read it as game.NAME or, for a
// value of each player, PLAYER.NAME.
type Value struct {
	Name      string
	Doc       string
	Pos       diag.Pos
	Kind      builtin.Type // Int, Bool, Pit or Direction
	PerPlayer bool
	// Initial is its value at the start of a game (and of each round):
	// a number; 0 or 1 for a condition; a pit index, or -1 for none; a
	// direction (0 along the track, 1 against it), or -1 for none.
	Initial int32
	// Slot is its place among a position's values; a value of each
	// player has two, South's at Slot and North's at Slot+1.
	Slot int
	// Keep is true when the value is kept from round to round of a match
	// of rounds instead of going back to Initial (keep: true).
	Keep bool
}

// valueKinds are the kinds a value may have, by name.
var valueKinds = map[string]builtin.Type{"int": builtin.Int, "bool": builtin.Bool, "pit": builtin.Pit, "direction": builtin.Direction}

// directionSynonyms are words authors write for a direction on
// generated tracks.
var directionSynonyms = map[string]string{"anticlockwise": "counterclockwise", "anti-clockwise": "counterclockwise", "ccw": "counterclockwise", "cw": "clockwise"}

// kindWords are words authors write for a kind, and the kind they mean.
var kindWords = map[string]string{"number": "int", "integer": "int", "count": "int", "counter": "int", "boolean": "bool", "condition": "bool", "flag": "bool", "hole": "pit", "house": "pit", "way": "direction"}

// ValueSlots is the number of int32 a position holds for the values.
func (v *Variant) ValueSlots() int {
	n := 0
	for _, x := range v.Values {
		n++
		if x.PerPlayer {
			n++
		}
	}
	return n
}

// ValueIndex returns the index of the value called name, or -1.
func (v *Variant) ValueIndex(name string) int {
	for i, x := range v.Values {
		if x.Name == name {
			return i
		}
	}
	return -1
}

// DirectionWords are the words for a direction: [0] along the sowing
// direction, [1] against it. On generated tracks they are clockwise and
// counterclockwise; explicit tracks have no such sense, only forward
// (along each player's track) and reverse.
func (v *Variant) DirectionWords() [2]string {
	return directionWords(v.Syntax)
}

func directionWords(sv *syntax.Variant) [2]string {
	switch {
	case sv == nil || sv.Sowing == nil:
		return [2]string{"counterclockwise", "clockwise"}
	case len(sv.Sowing.Tracks) > 0:
		return [2]string{"forward", "reverse"}
	case sv.Sowing.Direction.Value == "clockwise":
		return [2]string{"clockwise", "counterclockwise"}
	}
	return [2]string{"counterclockwise", "clockwise"}
}

// DirectionIndex returns the direction a word names (0 along the track,
// 1 against it), or -1.
func (v *Variant) DirectionIndex(word string) int {
	for i, w := range v.DirectionWords() {
		if w == word {
			return i
		}
	}
	return -1
}

// FormatValue writes value x of value i as it is written in a file: a
// number, true or false, a pit name or none, a direction word or none.
func (v *Variant) FormatValue(i int, x int32) string {
	switch v.Values[i].Kind {
	case builtin.Bool:
		return fmt.Sprint(x != 0)
	case builtin.Pit:
		if x < 0 || v.Board == nil || int(x) >= v.Board.N() {
			return "none"
		}
		return v.Board.Names[x]
	case builtin.Direction:
		if x < 0 || x > 1 {
			return "none"
		}
		return v.DirectionWords()[x]
	}
	return fmt.Sprint(x)
}

// ParseValue reads a value of value i written as FormatValue writes it.
func (v *Variant) ParseValue(i int, text string) (int32, error) {
	d := v.Values[i]
	switch d.Kind {
	case builtin.Bool:
		switch text {
		case "true":
			return 1, nil
		case "false":
			return 0, nil
		}
		return 0, fmt.Errorf("value %s is a condition: true or false, not %q", d.Name, text)
	case builtin.Pit:
		if text == "none" {
			return -1, nil
		}
		if p := v.Board.PitIndex(text); p >= 0 {
			return int32(p), nil
		}
		return 0, fmt.Errorf("value %s is a pit: a pit of the board or none, not %q", d.Name, text)
	case builtin.Direction:
		if text == "none" {
			return -1, nil
		}
		if k := v.DirectionIndex(text); k >= 0 {
			return int32(k), nil
		}
		w := v.DirectionWords()
		return 0, fmt.Errorf("value %s is a direction: %s, %s or none, not %q", d.Name, w[0], w[1], text)
	}
	var n int
	if _, err := fmt.Sscan(text, &n); err != nil || fmt.Sprint(n) != text {
		return 0, fmt.Errorf("value %s is a number, not %q", d.Name, text)
	}
	if n < -MaxValue || n > MaxValue {
		return 0, fmt.Errorf("value %s: %d is out of range (%d to %d)", d.Name, n, -MaxValue, MaxValue)
	}
	return int32(n), nil
}

// ValidValue reports whether x is a value value i can hold.
func (v *Variant) ValidValue(i int, x int32) bool {
	switch v.Values[i].Kind {
	case builtin.Bool:
		return x == 0 || x == 1
	case builtin.Pit:
		return x >= -1 && (v.Board == nil || int(x) < v.Board.N())
	case builtin.Direction:
		return x >= -1 && x <= 1
	}
	return -MaxValue <= x && x <= MaxValue
}

// declareValues checks the declarations of values. The names come first, so
// that expressions anywhere in the file can read them.
func (c *checker) declareValues(ds []*syntax.ValueDecl) {
	slot := 0
	for _, d := range ds {
		name := d.Name.Value
		x := Value{Name: name, Doc: d.Doc.Value, Pos: d.Name.Pos, Initial: -1}
		ok := true
		switch {
		case !identRE.MatchString(name):
			c.diags.Errorf(d.Name.Pos, "name", "value name %q must be lower-case letters, digits and _", name)
			ok = false
		case contains(c.v.Marks, name):
			c.diags.Errorf(d.Name.Pos, "name", "%q is already a mark; a value needs a name of its own", name)
			ok = false
		case isAttr(builtin.Pit, name) || isAttr(builtin.Player, name):
			c.diags.Errorf(d.Name.Pos, "name", "value name %q is already an attribute of pits or players", name)
			ok = false
		case c.v.ValueIndex(name) >= 0:
			c.diags.Errorf(d.Name.Pos, "duplicate", "value %q declared twice", name)
			ok = false
		case len(c.v.Values) == MaxValues:
			c.diags.Errorf(d.Name.Pos, "limit", "a variant has at most %d values", MaxValues)
			ok = false
		}
		kind, known := valueKinds[d.Kind.Value]
		if !known && d.Kind.Pos.IsValid() && d.Kind.Value != "" {
			c.diags.Errorf(d.Kind.Pos, "value", "value %s: unknown kind %q; a value is an int, a bool, a pit or a direction", name, d.Kind.Value)
			if w, ok := kindWords[strings.ToLower(d.Kind.Value)]; ok {
				c.diags.Suggest("write kind: %s", w)
			} else if s := diag.Closest(d.Kind.Value, []string{"int", "bool", "pit", "direction"}); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			}
		}
		switch d.Per.Value {
		case "", "game":
		case "player":
			x.PerPlayer = true
			if len(c.v.Players) > 2 {
				c.diags.Errorf(d.Per.Pos, "value", "value %s: a value of each player is for games of two players; this game has %d", name, len(c.v.Players))
				c.diags.Suggest("declare a value of the game for each player instead (per: game)")
				ok = false
			}
		default:
			c.diags.Errorf(d.Per.Pos, "value", "value %s: per %q; a value is per game (one for the game) or per player (one for each player)", name, d.Per.Value)
			if s := diag.Closest(strings.TrimSuffix(d.Per.Value, "s"), []string{"game", "player"}); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			}
			ok = false
		}
		if !ok || !known {
			// its uses say nothing more: the name is known, its kind not
			c.badValues[name] = true
			continue
		}
		x.Kind = kind
		x.Keep = d.Keep
		x.Initial = c.initial(d, kind)
		x.Slot = slot
		slot++
		if x.PerPlayer {
			slot++
		}
		c.v.Values = append(c.v.Values, x)
	}
}

// initial is the start value of a value of the given kind: the one
// declared, or the kind's zero.
func (c *checker) initial(d *syntax.ValueDecl, kind builtin.Type) int32 {
	zero := int32(-1) // none
	if kind == builtin.Int || kind == builtin.Bool {
		zero = 0
	}
	if d.Initial == nil || d.Initial.Expr == nil { // not given, or reported
		return zero
	}
	e := d.Initial.Expr
	name := d.Name.Value
	bad := func(want string) int32 {
		c.diags.Errorf(d.Initial.Pos, "value", "value %s is %s: its initial value is %s, not %s", name, describeKind(kind), want, d.Initial.Text)
		return zero
	}
	id, _ := e.(*expr.Ident)
	switch kind {
	case builtin.Bool:
		if b, ok := e.(*expr.Bool); ok {
			if b.Value {
				return 1
			}
			return 0
		}
		return bad("true or false")
	case builtin.Pit:
		if id != nil && id.Name == "none" || c.v.Board == nil { // no board: reported
			return -1
		}
		if id != nil && c.pitIndex(id.Name) >= 0 {
			return int32(c.pitIndex(id.Name))
		}
		if id != nil && looksLikePit(id.Name) && c.v.Board != nil {
			c.diags.Errorf(d.Initial.Pos, "value", "value %s: no pit %q on this board (pits are a1 to %s)", name, id.Name, c.v.Board.Names[c.v.Board.Grid()-1])
			return zero
		}
		return bad("a pit or none")
	case builtin.Direction:
		words := directionWords(c.v.Syntax)
		if id != nil && id.Name == "none" {
			return -1
		}
		if id != nil {
			for i, w := range words {
				if w == id.Name {
					return int32(i)
				}
			}
		}
		return bad(words[0] + ", " + words[1] + " or none")
	}
	n, ok := c.intValue(syntax.Int{Pos: d.Initial.Pos, Set: true, Expr: d.Initial})
	if !ok {
		return zero
	}
	if n < -MaxValue || n > MaxValue {
		c.diags.Errorf(d.Initial.Pos, "range", "value %s: initial value %d is out of range (%d to %d)", name, n, -MaxValue, MaxValue)
		return zero
	}
	return int32(n)
}

func describeKind(t builtin.Type) string {
	switch t {
	case builtin.Int:
		return "an int"
	case builtin.Bool:
		return "a bool"
	}
	return "a " + t.String()
}

// valueAttr resolves X.NAME, where X is game or a player, to a declared
// value. It reports whether NAME names a value (or a value whose
// declaration is reported), and if so the type of the expression.
func (c *checker) valueAttr(e *expr.Selector, t builtin.Type) (builtin.Type, bool) {
	i := c.v.ValueIndex(e.Name)
	if i < 0 {
		if c.badValues[e.Name] {
			return builtin.Invalid, true
		}
		if t != builtin.Game {
			return builtin.Invalid, false
		}
		c.diags.Errorf(e.At, "unknown-value", "no value %q is declared%s", e.Name, c.valueList())
		if s := diag.Closest(e.Name, c.valueNames(false)); s != "" {
			c.diags.Suggest("did you mean game.%s?", s)
		} else if contains(c.valueNames(true), e.Name) {
			c.diags.Suggest("%s is a value of each player: write mover.%s or opponent.%s", e.Name, e.Name, e.Name)
		} else {
			c.diags.Suggest("declare it: values: {%s: {kind: int}} (or bool, pit, direction)", e.Name)
		}
		return builtin.Invalid, true
	}
	x := c.v.Values[i]
	switch {
	case t == builtin.Game && x.PerPlayer:
		c.diags.Errorf(e.At, "value", "%s is a value of each player, not of the game", x.Name)
		c.diags.Suggest("name whose it is: mover.%s, opponent.%s, south.%s, pit.owner.%s", x.Name, x.Name, x.Name, x.Name)
		return builtin.Invalid, true
	case t == builtin.Player && !x.PerPlayer:
		c.diags.Errorf(e.At, "value", "%s is a value of the game, not of each player: write game.%s", x.Name, x.Name)
		c.diags.Suggest("to keep one for each player, declare it with per: player")
		return builtin.Invalid, true
	}
	c.v.Info.Values[e] = i
	return c.record(e, x.Kind), true
}

// valueNames lists the names of the values of each player (perPlayer)
// or of the game.
func (c *checker) valueNames(perPlayer bool) []string {
	var out []string
	for _, x := range c.v.Values {
		if x.PerPlayer == perPlayer {
			out = append(out, x.Name)
		}
	}
	return out
}

func (c *checker) valueList() string {
	if len(c.v.Values) == 0 {
		return " (the variant has no values)"
	}
	var parts []string
	for _, x := range c.v.Values {
		if x.PerPlayer {
			parts = append(parts, "PLAYER."+x.Name)
		} else {
			parts = append(parts, "game."+x.Name)
		}
	}
	return " (values: " + strings.Join(parts, ", ") + ")"
}

// valueHint is a suggestion for a bare name that is a value: it is read
// on the game or on a player.
func (c *checker) valueHint(name string) string {
	i := c.v.ValueIndex(name)
	if i < 0 {
		return ""
	}
	if c.v.Values[i].PerPlayer {
		return fmt.Sprintf("%s is a value of each player: name whose, as in mover.%s or opponent.%s", name, name, name)
	}
	return fmt.Sprintf("%s is a value of the game: write game.%s", name, name)
}

// valueRef checks the first argument of set or add: a value, named as
// it is read. It returns the value's index, or -1 after an error.
func (c *checker) valueRef(e expr.Expr, sec builtin.Section, action string) int {
	sel, isSel := e.(*expr.Selector)
	if id, ok := e.(*expr.Ident); ok && c.v.ValueIndex(id.Name) >= 0 {
		x := c.v.Values[c.v.ValueIndex(id.Name)]
		if x.PerPlayer {
			c.diags.Errorf(e.Pos(), "value", "%s: %s is a value of each player; say whose", action, x.Name)
			c.diags.Suggest("write %s(mover.%s, …), or opponent.%s, south.%s, pit.owner.%s", action, x.Name, x.Name, x.Name, x.Name)
		} else {
			c.diags.Errorf(e.Pos(), "value", "%s: %s is a value of the game: write game.%s", action, x.Name, x.Name)
		}
		return -1
	}
	if id, ok := e.(*expr.Ident); ok && c.badValues[id.Name] {
		return -1
	}
	n := len(c.diags)
	if t := c.typeOf(e, sec); t == builtin.Invalid || len(c.diags) > n {
		return -1 // reported, here or where its value is declared
	}
	i, ok := c.v.Info.Values[e]
	if !isSel || !ok {
		c.diags.Errorf(leftmost(e), "value", "%s changes a value declared in values, and %s is not one", action, expr.Format(e))
		if len(c.v.Values) > 0 {
			c.diags.Suggest("the values:%s", strings.TrimSuffix(strings.TrimPrefix(c.valueList(), " (values:"), ")"))
		} else {
			c.diags.Suggest("declare the value under values:, as in values: {owed: {kind: int, per: player}}")
		}
		return -1
	}
	x := c.v.Values[i]
	if action == "add" && x.Kind != builtin.Int {
		c.diags.Errorf(sel.At, "value", "add counts, but %s is %s", x.Name, describeKind(x.Kind))
		c.diags.Suggest("give it a new value with set(%s, …)", expr.Format(e))
		return -1
	}
	return i
}

// valueArg checks the new value given to set for value i: an
// expression of the value's kind. A direction may be written as a word
// in quotes, and none stands for no direction as for no pit.
func (c *checker) valueArg(e expr.Expr, sec builtin.Section, i int) {
	x := c.v.Values[i]
	if s, ok := e.(*expr.String); ok && x.Kind == builtin.Direction {
		c.directionWord(s)
		return
	}
	if isNone(e) && x.Kind == builtin.Direction {
		c.record(e, builtin.Direction)
		return
	}
	n := len(c.diags)
	c.expr(e, sec, x.Kind)
	if len(c.diags) > n && x.Kind == builtin.Direction {
		w := c.v.DirectionWords()
		c.diags.Suggest("a direction is %q, %q, lap.direction, another direction value or none", w[0], w[1])
	}
}

// directionWord resolves a direction written as a word in quotes.
func (c *checker) directionWord(s *expr.String) {
	k := c.v.DirectionIndex(s.Value)
	if k < 0 {
		w := c.v.DirectionWords()
		c.diags.Errorf(s.At, "direction", "%q is not a direction here; the directions are %q and %q", s.Value, w[0], w[1])
		if w[0] == "forward" && (s.Value == "clockwise" || s.Value == "counterclockwise") {
			c.diags.Suggest("explicit tracks have no clockwise: a direction is forward (along each player's track) or reverse")
		} else if m, ok := directionSynonyms[strings.ToLower(s.Value)]; ok && w[0] != "forward" {
			c.diags.Suggest("write %q", m)
		} else if s := diag.Closest(s.Value, w[:]); s != "" {
			c.diags.Suggest("did you mean %q?", s)
		}
		return
	}
	c.v.Info.Consts[s] = k
	c.record(s, builtin.Direction)
}

// leftmost is where the text of e begins: x of x.a.b.
func leftmost(e expr.Expr) diag.Pos {
	for {
		s, ok := e.(*expr.Selector)
		if !ok {
			return e.Pos()
		}
		e = s.X
	}
}
