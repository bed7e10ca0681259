package expr

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"mancala/dsl/diag"
)

// Limits on untrusted input: descriptions may come from strangers.
const (
	MaxLen   = 4096 // characters in one expression
	MaxDepth = 64   // nesting of sub-expressions
)

// Parse parses a condition or value expression. at is the position of the
// expression's first character in its file; positions in the result and in
// the diagnostics are relative to it.
func Parse(src string, at diag.Pos) (Expr, diag.List) {
	var diags diag.List
	if !precheck(src, at, &diags) {
		return nil, diags
	}
	g, err := exprParser.ParseString("", src)
	if err != nil {
		syntaxError(err, src, at, &diags)
		return nil, diags
	}
	c := converter{at: at, diags: &diags}
	e := c.tern(g, 0)
	if diags.HasErrors() {
		return nil, diags
	}
	return e, diags
}

// ParseAction parses one action of a `do` list.
func ParseAction(src string, at diag.Pos) (*Action, diag.List) {
	var diags diag.List
	if !precheck(src, at, &diags) {
		return nil, diags
	}
	g, err := actionParser.ParseString("", src)
	if err != nil {
		syntaxError(err, src, at, &diags)
		return nil, diags
	}
	c := converter{at: at, diags: &diags}
	a := &Action{At: c.pos(g.Pos), Name: g.Name, Args: c.args(g.Args, 0)}
	if g.If != nil {
		a.If = c.expr(g.If, 0)
	}
	if diags.HasErrors() {
		return nil, diags
	}
	return a, diags
}

func precheck(src string, at diag.Pos, diags *diag.List) bool {
	if strings.TrimSpace(src) == "" {
		diags.Errorf(at, "syntax", "empty expression")
		return false
	}
	if len(src) > MaxLen {
		diags.Errorf(at, "limit", "expression is %d characters long; the limit is %d", len(src), MaxLen)
		return false
	}
	// unbalanced parentheses, outside string literals
	var open []int
	inString := false
	for i := 0; i < len(src); i++ {
		switch ch := src[i]; {
		case ch == '"':
			inString = !inString
		case inString && ch == '\\':
			i++
		case inString:
		case ch == '(':
			open = append(open, i)
		case ch == ')':
			if len(open) == 0 {
				diags.Errorf(offsetPos(src, at, i), "syntax", "syntax error in expression: this ) closes nothing")
				return false
			}
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 {
		diags.Errorf(offsetPos(src, at, open[len(open)-1]), "syntax", "syntax error in expression: this ( is never closed")
		return false
	}
	return true
}

// offsetPos is the position of byte i of src.
func offsetPos(src string, at diag.Pos, i int) diag.Pos {
	line := 1 + strings.Count(src[:i], "\n")
	col := i - strings.LastIndex(src[:i], "\n")
	return mapPos(at, lexer.Position{Line: line, Column: col})
}

// syntaxError turns a participle error into a diagnostic at the right
// column, with a hint for the usual slips from other languages.
func syntaxError(err error, src string, at diag.Pos, diags *diag.List) {
	var perr participle.Error
	pos := at
	msg := err.Error()
	offset := -1
	if errors.As(err, &perr) {
		pos = mapPos(at, perr.Position())
		msg = perr.Message()
		offset = perr.Position().Offset
	}
	msg = strings.Replace(msg, "unexpected token", "unexpected", 1)
	if i := strings.Index(msg, " (expected"); i >= 0 {
		msg = msg[:i] // participle's grammar, not the author's
	}
	if strings.Contains(msg, `"<EOF>"`) {
		msg = "the expression ends too soon"
	}
	diags.Errorf(pos, "syntax", "syntax error in expression: %s", msg)
	if offset >= 0 && offset <= len(src) && ifWithoutElse.MatchString(src[:offset]) {
		diags.Suggest("a value chosen by a condition is written X if CONDITION else Y")
		return
	}
	if offset >= 0 && offset < len(src) {
		rest := src[offset:]
		for _, h := range hints {
			if strings.HasPrefix(rest, h.bad) && !strings.HasPrefix(rest, h.unless) {
				diags.Suggest("write %s", h.good)
				break
			}
		}
	}
}

// ifWithoutElse matches text holding an `if` that no `else` follows.
var ifWithoutElse = regexp.MustCompile(`\bif\b(?:[^e]|\Be|e(?:[^l]|$)|el(?:[^s]|$)|els(?:[^e]|$))*$`)

// hints for the usual slips from other languages, by the text where the
// parser stopped.
var hints = []struct{ bad, unless, good string }{
	{"&&", "\x00", "'and' instead of '&&'"},
	{"&", "\x00", "'and' instead of '&'"},
	{"||", "\x00", "'or' instead of '||'"},
	{"|", "\x00", "'or' instead of '|'"},
	{"!", "!=", "'not' instead of '!'"},
	{"=", "==", "'==' to compare"},
	{"'", "\x00", "strings in double quotes"},
}

func mapPos(at diag.Pos, p lexer.Position) diag.Pos {
	if p.Line <= 1 {
		return diag.Pos{File: at.File, Line: at.Line, Col: at.Col + p.Column - 1}
	}
	return diag.Pos{File: at.File, Line: at.Line + p.Line - 1, Col: p.Column}
}

type converter struct {
	at    diag.Pos
	diags *diag.List
}

func (c *converter) pos(p lexer.Position) diag.Pos { return mapPos(c.at, p) }

func (c *converter) deep(p lexer.Position, depth int) bool {
	if depth > MaxDepth {
		c.diags.Errorf(c.pos(p), "limit", "expression nested more than %d deep", MaxDepth)
		return true
	}
	return false
}

func (c *converter) tern(g *gTern, depth int) Expr {
	x := c.expr(g.Then, depth+1)
	if g.If == nil {
		return x
	}
	return &IfElse{At: c.pos(g.If.Pos), Then: x, If: c.expr(g.If.Cond, depth+1), Else: c.tern(g.If.Else, depth+1)}
}

func (c *converter) expr(g *gExpr, depth int) Expr {
	x := c.and(g.Left, depth+1)
	for _, r := range g.Right {
		y := c.and(r, depth+1)
		x = &Binary{At: x.Pos(), Op: "or", X: x, Y: y}
	}
	return x
}

func (c *converter) and(g *gAnd, depth int) Expr {
	x := c.not(g.Left, depth+1)
	for _, r := range g.Right {
		y := c.not(r, depth+1)
		x = &Binary{At: x.Pos(), Op: "and", X: x, Y: y}
	}
	return x
}

func (c *converter) not(g *gNot, depth int) Expr {
	if c.deep(g.Pos, depth) {
		return &Bool{At: c.pos(g.Pos)}
	}
	if g.Not != nil {
		return &Unary{At: c.pos(g.Pos), Op: "not", X: c.not(g.Not, depth+1)}
	}
	x := c.sum(g.Cmp.Left, depth+1)
	if g.Cmp.Rest == nil {
		return x
	}
	return &Binary{At: c.pos(g.Cmp.Rest.Pos), Op: g.Cmp.Rest.Op, X: x, Y: c.sum(g.Cmp.Rest.Right, depth+1)}
}

func (c *converter) sum(g *gSum, depth int) Expr {
	x := c.prod(g.Left, depth+1)
	for _, r := range g.Rest {
		x = &Binary{At: c.pos(r.Pos), Op: r.Op, X: x, Y: c.prod(r.X, depth+1)}
	}
	return x
}

func (c *converter) prod(g *gProd, depth int) Expr {
	x := c.unary(g.Left, depth+1)
	for _, r := range g.Rest {
		x = &Binary{At: c.pos(r.Pos), Op: r.Op, X: x, Y: c.unary(r.X, depth+1)}
	}
	return x
}

func (c *converter) unary(g *gUnary, depth int) Expr {
	if c.deep(g.Pos, depth) {
		return &Int{At: c.pos(g.Pos)}
	}
	if g.Neg != nil {
		return &Unary{At: c.pos(g.Pos), Op: "-", X: c.unary(g.Neg, depth+1)}
	}
	x := c.primary(g.X.X, depth+1)
	for _, s := range g.X.Sel {
		x = &Selector{At: c.pos(s.Pos), X: x, Name: s.Name}
	}
	return x
}

func (c *converter) primary(g *gPrimary, depth int) Expr {
	at := c.pos(g.Pos)
	switch {
	case g.Int != nil:
		return &Int{At: at, Value: *g.Int}
	case g.Str != nil:
		s, err := strconv.Unquote(*g.Str)
		if err != nil {
			c.diags.Errorf(at, "syntax", "bad string literal %s", *g.Str)
		}
		return &String{At: at, Value: s}
	case g.Bool != nil:
		return &Bool{At: at, Value: *g.Bool == "true"}
	case g.Call != nil:
		return &Call{At: at, Name: g.Call.Name, Args: c.args(g.Call.Args, depth+1)}
	case g.Ident != nil:
		return &Ident{At: at, Name: *g.Ident}
	default:
		return c.tern(g.Paren, depth+1)
	}
}

func (c *converter) args(gs []*gArg, depth int) []Arg {
	var out []Arg
	for _, a := range gs {
		out = append(out, Arg{At: c.pos(a.Pos), Name: a.Name, Value: c.tern(a.Value, depth+1)})
	}
	return out
}
