package check

import "github.com/mancala-toolkit/mancala/dsl/syntax"

// keptValues checks the values declared keep: true, kept from round to
// round: only a match of rounds has rounds to keep them across.
func (c *checker) keptValues(sv *syntax.Variant) {
	if sv.Rounds != nil {
		return
	}
	for _, d := range sv.Values {
		if d.Keep {
			c.diags.Errorf(d.KeepPos, "value", "value %s: keep: true keeps a value from one round of a match to the next, but this game has no rounds", d.Name.Value)
			c.diags.Suggest("leave keep out (a value keeps what it is set to for the whole game), or declare rounds")
		}
	}
}
