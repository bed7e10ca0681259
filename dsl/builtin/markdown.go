package builtin

import (
	"fmt"
	"strings"
)

// Markdown writes the vocabulary of the language (names, attributes,
// functions, actions) as the tables of the language reference. A test
// keeps docs/language.md in step with it.
func Markdown() string {
	var b strings.Builder
	b.WriteString("### Names\n\n| name | type | where | meaning | example |\n|---|---|---|---|---|\n")
	for _, n := range Names {
		where := "everywhere"
		if n.Sections != SecAll {
			where = strings.Join(n.Sections.Names(), ", ")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | `%s` |\n", n.Name, n.Type, where, n.Doc, n.Example)
	}
	for _, t := range []Type{Pit, Player, Pits, Lap, Move, Board} {
		fmt.Fprintf(&b, "\n### Attributes of a %s\n\n| attribute | type | meaning | example |\n|---|---|---|---|\n", t)
		for _, a := range Attrs {
			if a.On != t {
				continue
			}
			doc := a.Doc
			if a.Sections != 0 {
				doc += " (in " + strings.Join(a.Sections.Names(), ", ") + ")"
			}
			fmt.Fprintf(&b, "| `.%s` | %s | %s | `%s` |\n", a.Name, a.Type, doc, a.Example)
		}
	}
	b.WriteString("\n### Functions\n\n| function | result | meaning | example |\n|---|---|---|---|\n")
	for _, f := range Funcs {
		sig := signature(f.Name, f.Params)
		if form, ok := Forms[f.Name]; ok {
			sig = form
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s%s | `%s` |\n", sig, f.Result, f.Doc, funcParamDocs(f), f.Example)
	}
	b.WriteString("\n### Actions\n\n| action | where | meaning | example |\n|---|---|---|---|\n")
	for _, a := range Actions {
		fmt.Fprintf(&b, "| `%s` | %s | %s%s | `%s` |\n", signature(a.Name, a.Params), strings.Join(a.Sections.Names(), ", "), a.Doc, paramDocs(a.Params), a.Example)
	}
	return b.String()
}

func signature(name string, ps []Param) string {
	if len(ps) == 0 {
		return name
	}
	var parts []string
	for _, p := range ps {
		s := p.Name
		if p.Default != "" {
			s += "=" + p.Default
		}
		parts = append(parts, s)
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

func paramDocs(ps []Param) string {
	if len(ps) == 0 {
		return ""
	}
	var parts []string
	for _, p := range ps {
		parts = append(parts, fmt.Sprintf("`%s` (%s): %s", p.Name, p.Type, p.Doc))
	}
	return ". " + strings.Join(parts, "; ")
}

// funcParamDocs is paramDocs for a function, saying which parameter is
// read for each pit.
func funcParamDocs(f Func) string {
	if len(f.Params) == 0 {
		return ""
	}
	var parts []string
	for _, p := range f.Params {
		s := fmt.Sprintf("`%s` (%s): %s", p.Name, p.Type, p.Doc)
		if CondParam(f.Name, p.Name) {
			s += ", read for each pit with `pit` bound to it"
		}
		parts = append(parts, s)
	}
	return ". " + strings.Join(parts, "; ")
}
