package interpreter

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// Rulesets returns the variant's named readings, in the order declared.
func (p *Program) Rulesets() []*check.Ruleset { return p.v.Rulesets }

// RulesetValues returns the option values of the ruleset called name
// (option name → written value). The empty name is no ruleset: no
// values.
func (p *Program) RulesetValues(name string) (map[string]string, error) {
	values := map[string]string{}
	if name == "" {
		return values, nil
	}
	r := p.v.Ruleset(name)
	if r == nil {
		var names []string
		for _, r := range p.v.Rulesets {
			names = append(names, r.Name)
		}
		if len(names) == 0 {
			return nil, fmt.Errorf("%s has no rulesets", p.v.Name)
		}
		msg := fmt.Sprintf("%s has no ruleset %q; rulesets: %s", p.v.Name, name, strings.Join(names, ", "))
		if s := diag.Closest(name, names); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		return nil, fmt.Errorf("%s", msg)
	}
	for _, x := range r.Values {
		values[x.Option] = x.Value
	}
	return values, nil
}

// ConfigureRuleset returns the game of the ruleset called name (none
// when empty) with values set over it; a value given in values wins over
// the ruleset's.
func (p *Program) ConfigureRuleset(name string, values map[string]string) (*Game, error) {
	all, err := p.RulesetValues(name)
	if err != nil {
		return nil, err
	}
	given := map[string]string{} // option → the name it was given as
	for k, v := range values {
		if i := p.v.OptionNamed(k); i >= 0 {
			name := p.v.Options[i].Name // the ruleset's spelling, which the value overrides
			if other, twice := given[name]; twice {
				a, b := min(k, other), max(k, other)
				return nil, fmt.Errorf("%s: option %s is given twice (as %q and %q)", p.v.Name, name, a, b)
			}
			given[name] = k
			k = name
		}
		all[k] = v
	}
	g, err := p.Configure(all)
	if err != nil {
		return nil, err
	}
	g.ruleset = name
	return g, nil
}

// Ruleset names the reading the game plays: the ruleset it was
// configured with when its options are still that ruleset's, otherwise
// the first ruleset whose values are exactly the game's options (the
// others at their defaults), or "" when none is.
func (g *Game) Ruleset() string {
	if g.ruleset != "" && g.plays(g.p.v.Ruleset(g.ruleset)) {
		return g.ruleset
	}
	for _, r := range g.p.v.Rulesets {
		if g.plays(r) {
			return r.Name
		}
	}
	return ""
}

// plays reports whether the game's options are exactly ruleset r's.
func (g *Game) plays(r *check.Ruleset) bool {
	if r == nil {
		return false
	}
	for i, o := range g.p.v.Options {
		want := o.Default
		for _, x := range r.Values {
			if x.Option == o.Name {
				want = x.Value
			}
		}
		if v, err := o.Parse(want); err != nil || v != g.opt[i] {
			return false
		}
	}
	return true
}
