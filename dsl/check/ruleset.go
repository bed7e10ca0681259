package check

import (
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// Ruleset is a checked ruleset: a named reading of the game, given as
// option values. Values lists them in the order written.
type Ruleset struct {
	Name   string
	Doc    string
	Source string
	Values []RulesetValue
}

// RulesetValue is one option value of a ruleset, as written.
type RulesetValue struct {
	Option string
	Value  string
}

// Ruleset returns the ruleset called name, or nil.
func (v *Variant) Ruleset(name string) *Ruleset {
	for _, r := range v.Rulesets {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// IsDefault reports whether the ruleset sets every option it names to
// its default, so that it is the reading the variant plays unless told
// otherwise.
func (r *Ruleset) IsDefault(v *Variant) bool {
	for _, x := range r.Values {
		if i := v.OptionIndex(x.Option); i < 0 || v.Options[i].Default != x.Value {
			return false
		}
	}
	return true
}

// rulesets checks the ruleset declarations: names, the options they
// set and the values they give them.
func (c *checker) rulesets(rss []*syntax.Ruleset) {
	var names []string
	for _, sr := range rss {
		r := &Ruleset{Name: sr.Name.Value, Doc: sr.Doc.Value, Source: sr.Source.Value}
		if !nameRE.MatchString(r.Name) {
			c.diags.Errorf(sr.Name.Pos, "name", "ruleset name %q must be lower-case letters, digits and -", r.Name)
		}
		for _, x := range sr.Options {
			name := x.Name.Value
			i := c.v.OptionIndex(name)
			if i < 0 {
				c.diags.Errorf(x.Name.Pos, "option", "ruleset %s: no option %s", r.Name, name)
				if s := diag.Closest(name, c.optionNames()); s != "" {
					c.diags.Suggest("did you mean %q?", s)
				} else {
					c.diags.Suggest("declare it under options:, or remove it")
				}
				continue
			}
			o := c.v.Options[i]
			if o.bad {
				continue
			}
			if _, err := o.Parse(x.Value.Text); err != nil {
				c.diags.Errorf(x.Value.Pos, "option-value", "ruleset %s: %q is not a value of option %s (%s)", r.Name, x.Value.Text, name, o.Describe())
				if s := diag.Closest(x.Value.Text, o.Values); s != "" {
					c.diags.Suggest("did you mean %q?", s)
				}
				continue
			}
			for _, y := range r.Values {
				if y.Option == name {
					c.diags.Errorf(x.Name.Pos, "duplicate", "ruleset %s sets option %s twice", r.Name, name)
				}
			}
			r.Values = append(r.Values, RulesetValue{Option: name, Value: x.Value.Text})
		}
		if contains(names, r.Name) {
			c.diags.Errorf(sr.Name.Pos, "duplicate", "ruleset %s declared twice", r.Name)
			continue
		}
		names = append(names, r.Name)
		c.v.Rulesets = append(c.v.Rulesets, r)
	}
	defaults := 0
	for _, r := range c.v.Rulesets {
		if r.IsDefault(c.v) {
			defaults++
		}
	}
	if defaults > 1 {
		c.diags.Warnf(rss[0].Pos, "ruleset", "%d rulesets set every option to its default: they are the same reading", defaults)
		c.diags.Suggest("a ruleset that only names the default reading needs no option values; keep one")
	}
}

func (c *checker) optionNames() []string {
	var names []string
	for _, o := range c.v.Options {
		names = append(names, o.Name)
	}
	return names
}
