package interpreter

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
)

// The values of a position in its JSON and text forms.

// valuesJSON gives every value of s by name, for the JSON position; nil
// when the variant declares none.
func (g *Game) valuesJSON(s *State) map[string]json.RawMessage {
	v := g.p.v
	if len(v.Values) == 0 {
		return nil
	}
	out := map[string]json.RawMessage{}
	for i, x := range v.Values {
		if !x.PerPlayer {
			out[x.Name] = g.valueJSON(i, s.Values[x.Slot])
			continue
		}
		var b strings.Builder
		for pl, who := range g.p.PlayerNames() {
			if pl > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "%q:%s", who, g.valueJSON(i, s.Values[x.Slot+pl]))
		}
		out[x.Name] = json.RawMessage("{" + b.String() + "}")
	}
	return out
}

// valueJSON is value x of value i in JSON: a number, true or false, a
// pit's name or a direction's word, null for none.
func (g *Game) valueJSON(i int, x int32) json.RawMessage {
	v := g.p.v
	switch v.Values[i].Kind {
	case builtin.Int, builtin.Bool:
		return json.RawMessage(v.FormatValue(i, x))
	}
	if x < 0 {
		return json.RawMessage("null")
	}
	b, _ := json.Marshal(v.FormatValue(i, x))
	return b
}

// readValuesJSON sets the values of s that m gives; the others keep
// what s holds (their start values).
func (g *Game) readValuesJSON(s *State, m map[string]json.RawMessage) error {
	v := g.p.v
	for _, name := range sortedKeys(m) {
		i := v.ValueIndex(name)
		if i < 0 {
			return fmt.Errorf("values: %s has no value %q%s", v.Name, name, g.valueList())
		}
		x := v.Values[i]
		if !x.PerPlayer {
			n, err := g.valueFromJSON(i, name, m[name])
			if err != nil {
				return err
			}
			s.Values[x.Slot] = n
			continue
		}
		var per map[string]json.RawMessage
		if err := json.Unmarshal(m[name], &per); err != nil || per == nil {
			return fmt.Errorf("values: %s is a value of each player: give an object such as {\"south\": …, \"north\": …}, not %s", name, m[name])
		}
		for _, who := range sortedKeys(per) {
			pl := g.p.PlayerIndex(who)
			if pl < 0 {
				return fmt.Errorf("values: %s: %q is not a player (%s)", name, who, strings.Join(g.p.PlayerNames(), " or "))
			}
			n, err := g.valueFromJSON(i, name+"."+who, per[who])
			if err != nil {
				return err
			}
			s.Values[x.Slot+int(pl)] = n
		}
	}
	return nil
}

// valueFromJSON reads a JSON value of value i, called what in messages.
func (g *Game) valueFromJSON(i int, what string, raw json.RawMessage) (int32, error) {
	v := g.p.v
	x := v.Values[i]
	var text string
	switch x.Kind {
	case builtin.Int:
		var n int64
		if err := json.Unmarshal(raw, &n); err != nil {
			return 0, fmt.Errorf("values: %s is a number, not %s", what, raw)
		}
		text = fmt.Sprint(n)
	case builtin.Bool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return 0, fmt.Errorf("values: %s is a condition: true or false, not %s", what, raw)
		}
		text = fmt.Sprint(b)
	default:
		var w *string
		if err := json.Unmarshal(raw, &w); err != nil {
			return 0, fmt.Errorf("values: %s is a %s: a string, or null for none, not %s", what, x.Kind, raw)
		}
		text = "none"
		if w != nil {
			text = *w
		}
	}
	n, err := v.ParseValue(i, text)
	if err != nil {
		return 0, fmt.Errorf("values: %v", err)
	}
	return n, nil
}

// valueList lists the variant's values for messages.
func (g *Game) valueList() string {
	var names []string
	for _, x := range g.p.v.Values {
		names = append(names, x.Name)
	}
	if len(names) == 0 {
		return "; it declares none"
	}
	return " (values: " + strings.Join(names, ", ") + ")"
}

// valuesText is the text form's line of the values of s that are not
// at their start values ("" when all are):
//
//	value: game.way=clockwise south.owed=2
func (g *Game) valuesText(s *State) string {
	v := g.p.v
	var parts []string
	for i, x := range v.Values {
		for k := range slotsOf(x) {
			if n := s.Values[x.Slot+k]; n != x.Initial {
				parts = append(parts, g.p.ValueName(i, owner(x, k))+"="+v.FormatValue(i, n))
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "value: " + strings.Join(parts, " ") + "\n"
}

// valueField reads one entry of the text form's value line:
// game.NAME=X, or PLAYER.NAME=X for a value of each player.
func (g *Game) valueField(s *State, k, text string) error {
	v := g.p.v
	whose, name, ok := strings.Cut(k, ".")
	i := v.ValueIndex(name)
	if !ok || i < 0 {
		return fmt.Errorf("value: no value %q%s; write game.NAME=X, or south.NAME=X for a value of each player", k, g.valueList())
	}
	x := v.Values[i]
	slot := x.Slot
	switch pl := g.p.PlayerIndex(whose); {
	case x.PerPlayer && pl >= 0:
		slot += int(pl)
	case x.PerPlayer:
		return fmt.Errorf("value: %s is a value of each player: write south.%s or north.%s", name, name, name)
	case whose != "game":
		return fmt.Errorf("value: %s is a value of the game: write game.%s", name, name)
	}
	n, err := v.ParseValue(i, text)
	if err != nil {
		return fmt.Errorf("value: %v", err)
	}
	s.Values[slot] = n
	return nil
}
