package check

import (
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// directionOption resolves a sowing direction given by an option,
// `direction: option.NAME`, to the direction the option's value names
// (the option must be a choice of counterclockwise and clockwise). The
// option becomes a parameter, so that a game configured with another
// value is checked and built again. A direction written as a word is
// returned as it is.
func (c *checker) directionOption(d syntax.Str) string {
	name, ok := strings.CutPrefix(d.Value, "option.")
	if !ok {
		return d.Value
	}
	i := -1
	var names []string
	for j, o := range c.v.Options {
		names = append(names, o.ExprName())
		if o.ExprName() == name {
			i = j
		}
	}
	if i < 0 {
		c.diags.Errorf(d.Pos, "unknown-name", "no option %s to give the sowing direction", name)
		if s := diag.Closest(name, names); s != "" {
			c.diags.Suggest("did you mean option.%s?", s)
		}
		return ""
	}
	o := c.v.Options[i]
	if o.bad {
		return ""
	}
	for _, v := range o.Values {
		if o.Kind != OptChoice || (v != "counterclockwise" && v != "clockwise") {
			c.diags.Errorf(d.Pos, "direction", "option %s gives the sowing direction, so its values must be counterclockwise and clockwise, not %s", o.Name, o.Describe())
			c.diags.Suggest("declare it as %s: {default: counterclockwise, values: [counterclockwise, clockwise]}", o.Name)
			return ""
		}
	}
	if !contains(c.v.Params, o.Name) {
		c.v.Params = append(c.v.Params, o.Name)
	}
	return o.Values[c.optVals[i]]
}
