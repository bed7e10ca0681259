package variants

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
)

// This file is the generator of FuzzRules: it writes conditions, values
// and action lists from fuzz bytes, drawing every name, attribute,
// function and action from the registry (dsl/builtin) and the base
// description's options, marks, phases and pits, so that most of what it
// writes type-checks and reaches the interpreter.

// fuzzBytes hands out the fuzz input a byte at a time; past its end it
// hands out zeros, which always choose the first (the simplest) option,
// so generation ends however short the input.
type fuzzBytes struct {
	b []byte
	i int
}

func (r *fuzzBytes) byte() byte {
	if r.i >= len(r.b) {
		return 0
	}
	c := r.b[r.i]
	r.i++
	return c
}

// intn returns a number in [0, n).
func (r *fuzzBytes) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return int(r.byte()) % n
}

// chance is true about once in n.
func (r *fuzzBytes) chance(n int) bool { return r.intn(n) == n-1 }

// ruleGen writes expressions and actions for one section of one base
// description.
type ruleGen struct {
	r *fuzzBytes
	v *check.Variant
	// sec is the section expressions are written in.
	sec builtin.Section
	// sloppy lets the generator use names and attributes out of their
	// sections, so that some of what it writes tests the checker's scope
	// rules rather than the interpreter.
	sloppy bool
}

// smallInts are the integer literals written; the extremes probe
// overflow and clamping.
var smallInts = []string{"0", "1", "2", "3", "4", "5", "6", "12", "100", "1000000", "2147483647"}

// inScope reports whether something declared for sections s may be used
// in the generator's section.
func (g *ruleGen) inScope(s builtin.Section) bool {
	return g.sloppy || s == 0 || s&g.sec != 0
}

// names are the context names of type t in scope.
func (g *ruleGen) names(t builtin.Type) []string {
	var out []string
	for _, n := range builtin.Names {
		if n.Type == t && n.Name != "option" && n.Name != "board" && g.inScope(n.Sections) {
			out = append(out, n.Name)
		}
	}
	return out
}

func (g *ruleGen) hasName(name string) bool {
	n, ok := builtin.LookupName(name)
	return ok && g.inScope(n.Sections)
}

// options are the expression names (option.NAME) of the variant's
// options of kind k, the engine's included.
func (g *ruleGen) options(k check.OptionKind) []*check.Option {
	var out []*check.Option
	for _, o := range g.v.Options {
		if o.Kind == k {
			out = append(out, o)
		}
	}
	return out
}

func (g *ruleGen) pick(xs []string) string { return xs[g.r.intn(len(xs))] }

// expr writes an expression of type t, at most depth levels deep.
func (g *ruleGen) expr(t builtin.Type, depth int) string {
	var leaves, inner []func() string
	add := func(to *[]func() string, f func() string) { *to = append(*to, f) }
	for _, n := range g.names(t) {
		add(&leaves, func() string { return n })
	}
	switch t {
	case builtin.Bool:
		add(&leaves, func() string { return g.pick([]string{"true", "false"}) })
		for _, o := range g.options(check.OptBool) {
			add(&leaves, func() string { return "option." + o.ExprName() })
		}
		for _, o := range g.options(check.OptChoice) {
			add(&inner, func() string {
				return fmt.Sprintf("option.%s %s %q", o.ExprName(), g.pick([]string{"==", "!="}), g.pick(o.Values))
			})
		}
		for _, o := range g.options(check.OptInt) {
			if o.Unlimited != "" {
				add(&inner, func() string { return fmt.Sprintf("option.%s == %q", o.ExprName(), o.Unlimited) })
			}
		}
		if len(g.v.Phases) > 0 {
			add(&inner, func() string { return fmt.Sprintf("phase == %q", g.v.Phases[g.r.intn(len(g.v.Phases))].Name) })
		}
		add(&inner, func() string {
			return fmt.Sprintf("%s %s %s", g.expr(builtin.Int, depth-1), g.pick([]string{"==", "!=", "<", "<=", ">", ">="}), g.expr(builtin.Int, depth-1))
		})
		add(&inner, func() string {
			u := []builtin.Type{builtin.Pit, builtin.Player, builtin.Bool, builtin.Int}[g.r.intn(4)]
			return fmt.Sprintf("%s %s %s", g.paren(u, depth-1), g.pick([]string{"==", "!="}), g.paren(u, depth-1))
		})
		add(&inner, func() string { return "not " + g.paren(builtin.Bool, depth-1) })
		add(&inner, func() string { return g.paren(builtin.Bool, depth-1) + " and " + g.paren(builtin.Bool, depth-1) })
		add(&inner, func() string { return g.paren(builtin.Bool, depth-1) + " or " + g.paren(builtin.Bool, depth-1) })
		for _, m := range g.v.Marks {
			add(&inner, func() string { return g.receiver(builtin.Pit, depth-1) + "." + m })
		}
	case builtin.Int:
		add(&leaves, func() string { return g.pick(smallInts) })
		for _, o := range g.options(check.OptInt) {
			add(&leaves, func() string { return "option." + o.ExprName() })
		}
		add(&inner, func() string {
			return g.paren(builtin.Int, depth-1) + " " + g.pick([]string{"+", "-", "*", "/", "%"}) + " " + g.paren(builtin.Int, depth-1)
		})
		add(&inner, func() string { return "-" + g.paren(builtin.Int, depth-1) })
		for _, m := range g.v.Marks {
			add(&inner, func() string { return g.receiver(builtin.Player, depth-1) + "." + m })
		}
	case builtin.Pit:
		if b := g.v.Board; b != nil {
			pits := b.Names[:b.Grid()] // stores are named by mover.store
			add(&leaves, func() string { return pits[g.r.intn(len(pits))] })
		}
	case builtin.Pits:
		add(&leaves, func() string {
			return g.pick([]string{"south", "north"}) + "." + g.pick([]string{"pits", "side", "front", "back"})
		})
	}
	for _, a := range builtin.Attrs {
		if a.Type != t || !g.inScope(a.Sections) {
			continue
		}
		if (a.On == builtin.Lap && !g.hasName("lap")) || (a.On == builtin.Move && !g.hasName("move")) {
			continue
		}
		if a.Name == "before" && !g.sloppy {
			// known only for landing, and for pit in on_drop
			switch {
			case g.hasName("landing"):
				add(&inner, func() string { return "landing.before" })
			case g.sec == builtin.SecDrop:
				add(&inner, func() string { return "pit.before" })
			}
			continue
		}
		add(&inner, func() string { return g.receiver(a.On, depth-1) + "." + a.Name })
	}
	for _, f := range builtin.Funcs {
		if f.Result != t || (!g.sloppy && (f.Name == "next" || f.Name == "prev") && g.sec&(builtin.SecEnd|builtin.SecEnter|builtin.SecScore) != 0) {
			continue
		}
		add(&inner, func() string { return g.call(f, depth-1) })
	}
	if depth <= 0 || len(inner) == 0 || (len(leaves) > 0 && g.r.intn(3) == 0) {
		if len(leaves) == 0 {
			return g.fallback(t)
		}
		return leaves[g.r.intn(len(leaves))]()
	}
	all := append(leaves, inner...)
	return all[g.r.intn(len(all))]()
}

// fallback is a value of type t when nothing in scope has that type.
func (g *ruleGen) fallback(t builtin.Type) string {
	switch t {
	case builtin.Bool:
		return "true"
	case builtin.Int:
		return "1"
	case builtin.Pit:
		return "none"
	case builtin.Player:
		return "south"
	case builtin.Pits:
		return "south.pits"
	}
	return "0"
}

// receiver writes the value an attribute is read from: the namespaces
// lap, move and board are names, the rest expressions.
func (g *ruleGen) receiver(t builtin.Type, depth int) string {
	switch t {
	case builtin.Lap:
		return "lap"
	case builtin.Move:
		return "move"
	case builtin.Board:
		return "board"
	}
	return g.paren(t, depth)
}

// paren writes an expression of type t, in parentheses when it is not a
// single term.
func (g *ruleGen) paren(t builtin.Type, depth int) string {
	s := g.expr(t, depth)
	if strings.ContainsAny(s, " ") {
		return "(" + s + ")"
	}
	return s
}

// call writes a function call; parameters with defaults are sometimes
// left out and sometimes named.
func (g *ruleGen) call(f builtin.Func, depth int) string {
	return f.Name + "(" + g.args(f.Params, depth) + ")"
}

func (g *ruleGen) args(ps []builtin.Param, depth int) string {
	var args []string
	named := false
	for _, p := range ps {
		if p.Type == builtin.String && p.Name == "kind" && p.Default != "" && len(g.v.Kinds) == 0 {
			named = true // take's and sow's kind, left out without kinds
			continue
		}
		if p.Default != "" && g.r.intn(3) == 0 {
			named = true // a later one must be named
			continue
		}
		var v string
		switch {
		case p.Type == builtin.String && p.Name == "kind": // lay takes a kind's name
			v = g.v.Kinds[g.r.intn(len(g.v.Kinds))].Name
		case p.Type == builtin.String && p.Name == "from": // and its holding
			v = []string{"bank", "reserve"}[g.r.intn(2)]
		case p.Type == builtin.String: // mark and unmark take a mark's name
			v = g.v.Marks[g.r.intn(len(g.v.Marks))]
		default:
			v = g.expr(p.Type, depth)
		}
		if p.Default != "" && (named || g.r.chance(2)) {
			v = p.Name + "=" + v
			named = true
		}
		args = append(args, v)
	}
	return strings.Join(args, ", ")
}

// action writes one action allowed in actSec, with its arguments
// written in the generator's section, and sometimes an if guard.
func (g *ruleGen) action(actSec builtin.Section, depth int) string {
	var as []builtin.Action
	for _, a := range builtin.Actions {
		if (a.Name == "mark" || a.Name == "unmark") && len(g.v.Marks) == 0 {
			continue
		}
		if a.Name == "lay" && len(g.v.Kinds) == 0 {
			continue
		}
		if a.Sections&actSec != 0 || (g.sloppy && g.r.chance(8)) {
			as = append(as, a)
		}
	}
	if len(as) == 0 {
		return "end"
	}
	a := as[g.r.intn(len(as))]
	s := a.Name
	if len(a.Params) > 0 {
		s += "(" + g.args(a.Params, depth) + ")"
	}
	if g.r.chance(4) {
		s += " if " + g.expr(builtin.Bool, depth)
	}
	return s
}

// actions writes a do list of one to three actions.
func (g *ruleGen) actions(actSec builtin.Section, depth int) []string {
	n := 1 + g.r.intn(3)
	out := make([]string, n)
	for i := range out {
		out[i] = g.action(actSec, depth)
	}
	return out
}
