package cli

import (
	"github.com/mancala-toolkit/mancala/interpreter"
)

// variantJSON is what show --json prints: the variant, its options and
// its rulesets.
type variantJSON struct {
	Name        string            `json:"name"`
	Title       string            `json:"title"`
	Description string            `json:"description,omitempty"`
	Source      string            `json:"source,omitempty"`
	Rows        int               `json:"rows"`
	Columns     int               `json:"columns"`
	Seeds       int               `json:"seeds"`
	Ruleset     string            `json:"ruleset,omitempty"` // the ruleset these options play, if any
	Values      map[string]string `json:"values"`            // every option's value here
	Options     []optionJSON      `json:"options"`
	Rulesets    []rulesetJSON     `json:"rulesets"`
}

type optionJSON struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Values  string `json:"values"` // what values it takes, for people
	Doc     string `json:"doc,omitempty"`
}

type rulesetJSON struct {
	Name    string            `json:"name"`
	Doc     string            `json:"doc"`
	Source  string            `json:"source,omitempty"`
	Default bool              `json:"default"`
	Options map[string]string `json:"options"`
}

// describe is the JSON description of game g's variant.
func describe(g *interpreter.Game) variantJSON {
	p := g.Program()
	v := p.Variant()
	out := variantJSON{
		Name: v.Name, Title: v.Title, Description: v.Description, Source: v.Source,
		Rows: p.Board().Rows, Columns: p.Board().Columns, Seeds: g.Start().Total(),
		Ruleset: g.Ruleset(), Values: g.OptionValues(),
		Options: []optionJSON{}, Rulesets: []rulesetJSON{},
	}
	for _, o := range v.Options {
		out.Options = append(out.Options, optionJSON{Name: o.Name, Default: o.Default, Values: o.Describe(), Doc: o.Doc})
	}
	for _, r := range v.Rulesets {
		rj := rulesetJSON{Name: r.Name, Doc: r.Doc, Source: r.Source, Default: r.IsDefault(v), Options: map[string]string{}}
		for _, x := range r.Values {
			rj.Options[x.Option] = x.Value
		}
		out.Rulesets = append(out.Rulesets, rj)
	}
	return out
}
