package check

import (
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Holdings lay takes seeds from (Info.Consts of its from argument).
const (
	LayBank    = 0
	LayReserve = 1
)

var layHoldings = []string{"bank", "reserve"}

// layArg checks an argument of lay that is a word: its kind (a declared
// kind, recorded in Info.Kinds) or its holding (bank or reserve,
// recorded in Info.Consts).
func (c *checker) layArg(param string, e expr.Expr) {
	id, ok := e.(*expr.Ident)
	if param == "from" {
		if !ok {
			c.diags.Errorf(e.Pos(), "lay", "lay: from is the holding the seeds come from, bank or reserve, not %s", expr.Format(e))
			return
		}
		for i, h := range layHoldings {
			if id.Name == h {
				c.v.Info.Consts[e] = i
				return
			}
		}
		c.diags.Errorf(e.Pos(), "lay", "lay: no holding %q: seeds are laid from a player's bank or reserve", id.Name)
		if s := diag.Closest(id.Name, layHoldings); s != "" {
			c.diags.Suggest("did you mean %s?", s)
		} else {
			c.diags.Suggest("leave from out for the bank, where captures go, or write from=reserve; to move seeds from a pit, use move(from, to, n)")
		}
		return
	}
	c.kindArg("lay", e, "to put seeds from a reserve into a pit, use introduce(pit, n); to lay seeds of a kind, declare kinds")
}

// kindArg checks an action's argument that names a kind of seed (lay's
// kind, take's kind=): a declared kind, recorded in Info.Kinds. noKinds
// is the suggestion when the variant declares no kinds.
func (c *checker) kindArg(action string, e expr.Expr, noKinds string) {
	id, ok := e.(*expr.Ident)
	if len(c.v.Kinds) == 0 {
		c.diags.Errorf(e.Pos(), "kinds", "%s: no kinds of seed are declared, so there is no kind to %s", action, action)
		c.diags.Suggest("%s", noKinds)
		return
	}
	if !ok {
		c.diags.Errorf(e.Pos(), "kinds", "%s: expected the name of a kind (kinds: %s), not %s", action, strings.Join(c.kindNames(), ", "), expr.Format(e))
		if action == "lay" {
			c.diags.Suggest("the kind is written as its name: lay(pit, %s)", c.v.Kinds[len(c.v.Kinds)-1].Name)
		} else {
			c.diags.Suggest("the kind is written as its name: %s(…, kind=%s)", action, c.v.Kinds[len(c.v.Kinds)-1].Name)
		}
		return
	}
	if ki := c.kindIndex(id.Name); ki >= 0 {
		c.v.Info.Kinds[e] = ki
		return
	}
	if c.badKinds[id.Name] {
		return // its declaration is refused, and reported
	}
	c.diags.Errorf(e.Pos(), "kinds", "%s: no kind %q is declared (kinds: %s)", action, id.Name, strings.Join(c.kindNames(), ", "))
	if s := diag.Closest(id.Name, c.kindNames()); s != "" {
		c.diags.Suggest("did you mean %s?", s)
	}
}

// layArgs checks lay's kind against its holding: a reserve holds seeds
// of the first kind only.
func (c *checker) layArgs(args []expr.Expr) {
	kind, from := args[1], args[4]
	if kind == nil || from == nil {
		return
	}
	ki, okk := c.v.Info.Kinds[kind]
	h, okh := c.v.Info.Consts[from]
	if !okk || !okh || h != LayReserve || ki == 0 {
		return
	}
	c.diags.Errorf(kind.Pos(), "lay", "lay: a reserve holds seeds of the first kind (%s) only, so it has no %s to lay", c.v.Kinds[0].Name, c.v.Kinds[ki].Name)
	c.diags.Suggest("lay seeds of %s from the bank (leave out from=reserve), where captures and the end of a round put them", c.v.Kinds[ki].Name)
}
