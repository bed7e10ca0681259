package expr

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// Limits on untrusted input: descriptions may come from strangers.
const (
	MaxLen = 4096 // characters in one expression
	// MaxDepth bounds nesting: each pair of parentheses (a call's
	// included) and each not or unary - is one level.
	MaxDepth = 64
	// MaxInt is the largest number a description may write, here and as
	// a YAML value: well inside the engine's 32-bit counts, so that the
	// sum of two numbers still fits.
	MaxInt = 1_000_000_000
)

// A Locator gives the position in its file of the byte at offset i of an
// expression's text (i may be the length of the text, its end).
type Locator func(i int) diag.Pos

// Verbatim locates text that stands in its file exactly as written,
// starting at position at: its first line from at, the next lines from
// column 1. Columns count characters.
func Verbatim(src string, at diag.Pos) Locator {
	return func(i int) diag.Pos {
		i = min(max(i, 0), len(src))
		nl := strings.LastIndexByte(src[:i], '\n')
		col := utf8.RuneCountInString(src[nl+1:i]) + 1
		if nl < 0 {
			return diag.Pos{File: at.File, Line: at.Line, Col: at.Col + col - 1}
		}
		return diag.Pos{File: at.File, Line: at.Line + strings.Count(src[:i], "\n"), Col: col}
	}
}

// Parse parses a condition or value expression. at is the position of the
// expression's first character in its file; positions in the result and in
// the diagnostics are relative to it.
func Parse(src string, at diag.Pos) (Expr, diag.List) { return ParseAt(src, Verbatim(src, at)) }

// ParseAt is Parse for text whose characters loc places in the file, such
// as a YAML scalar folded from several lines.
func ParseAt(src string, loc Locator) (Expr, diag.List) {
	var diags diag.List
	if !precheck(src, loc, &diags) {
		return nil, diags
	}
	g, err := exprParser.ParseString("", src)
	if err != nil {
		syntaxError(err, src, loc, &diags)
		return nil, diags
	}
	c := converter{loc: loc, diags: &diags}
	e := c.tern(g, 0)
	if diags.HasErrors() {
		return nil, diags
	}
	return e, diags
}

// ParseAction parses one action of a `do` list.
func ParseAction(src string, at diag.Pos) (*Action, diag.List) {
	return ParseActionAt(src, Verbatim(src, at))
}

// ParseActionAt is ParseAction for text whose characters loc places.
func ParseActionAt(src string, loc Locator) (*Action, diag.List) {
	var diags diag.List
	if !precheck(src, loc, &diags) {
		return nil, diags
	}
	g, err := actionParser.ParseString("", src)
	if err != nil {
		syntaxError(err, src, loc, &diags)
		return nil, diags
	}
	c := converter{loc: loc, diags: &diags}
	a := &Action{At: c.pos(g.Pos), Name: g.Name, Args: c.args(g.Args, 1)}
	if g.If != nil {
		a.If = c.expr(g.If, 0)
	}
	if diags.HasErrors() {
		return nil, diags
	}
	return a, diags
}

func precheck(src string, loc Locator, diags *diag.List) bool {
	if strings.TrimSpace(src) == "" {
		diags.Errorf(loc(0), "syntax", "empty expression")
		return false
	}
	if len(src) > MaxLen {
		diags.Errorf(loc(0), "limit", "expression is %d characters long; the limit is %d", len(src), MaxLen)
		return false
	}
	if !utf8.ValidString(src) { // a file's text is checked before; this is for other callers
		i := 0
		for c, size := utf8.DecodeRuneInString(src); c != utf8.RuneError || size != 1; c, size = utf8.DecodeRuneInString(src[i:]) {
			i += size
		}
		diags.Errorf(loc(i), "encoding", "byte 0x%02X is not UTF-8", src[i])
		return false
	}
	// unbalanced or too deep parentheses, outside string literals
	var open, brackets []int
	inString, quote := false, 0
	for i := 0; i < len(src); i++ {
		switch ch := src[i]; {
		case ch == '"':
			inString, quote = !inString, i
		case inString && ch == '\\':
			i++
		case inString:
		case ch == '(':
			if len(open) == MaxDepth {
				tooDeep(loc(i), diags)
				return false
			}
			open = append(open, i)
		case ch == ')':
			if len(open) == 0 {
				diags.Errorf(loc(i), "syntax", "syntax error in expression: this ) closes nothing")
				return false
			}
			open = open[:len(open)-1]
		case ch == '[':
			brackets = append(brackets, i)
		case ch == ']':
			if len(brackets) == 0 {
				diags.Errorf(loc(i), "syntax", "syntax error in expression: this ] closes nothing")
				return false
			}
			brackets = brackets[:len(brackets)-1]
		}
	}
	if inString {
		diags.Errorf(loc(quote), "syntax", "syntax error in expression: this \" is never closed")
		return false
	}
	if len(open) > 0 {
		diags.Errorf(loc(open[len(open)-1]), "syntax", "syntax error in expression: this ( is never closed")
		return false
	}
	if len(brackets) > 0 {
		diags.Errorf(loc(brackets[len(brackets)-1]), "syntax", "syntax error in expression: this [ is never closed")
		return false
	}
	return true
}

func tooDeep(at diag.Pos, diags *diag.List) {
	diags.Errorf(at, "limit", "expression nested more than %d levels deep (each pair of parentheses, and each not or -, is a level)", MaxDepth)
}

// syntaxError turns a participle error into a diagnostic at the right
// column, with a hint for the usual slips from other languages.
func syntaxError(err error, src string, loc Locator, diags *diag.List) {
	var perr participle.Error
	var unexpected *participle.UnexpectedTokenError
	pos := loc(0)
	msg := err.Error()
	offset := -1
	if errors.As(err, &perr) {
		offset = perr.Position().Offset
		pos = loc(offset)
		msg = perr.Message()
	}
	if i := strings.Index(msg, " (expected"); i >= 0 {
		msg = msg[:i] // participle's grammar, not the author's
	}
	switch {
	case errors.As(err, &unexpected) && !unexpected.Unexpected.EOF():
		msg = "unexpected " + shown(unexpected.Unexpected.Value)
	case errors.As(err, &unexpected), strings.Contains(msg, `"<EOF>"`):
		msg = "the expression ends too soon"
	}
	diags.Errorf(pos, "syntax", "syntax error in expression: %s", msg)
	if offset >= 0 && offset < len(src) {
		rest := src[offset:]
		for _, h := range hints {
			if strings.HasPrefix(rest, h.bad) && !strings.HasPrefix(rest, h.unless) {
				diags.Suggest("write %s", h.good)
				return
			}
		}
	}
	if offset >= 0 && offset <= len(src) {
		before, rest := src[:offset], src[offset:]
		switch {
		case strings.HasPrefix(rest, "where") && whereBefore.MatchString(before):
			diags.Suggest("a set takes one where: join the conditions with and, as in mover.side where pit.count > 0 and not pit.reserved")
			return
		case strings.HasPrefix(rest, ",") && inParen.MatchString(before):
			diags.Suggest("a list of values is written in brackets, as in pit.count in [2, 4, 6]")
			return
		}
	}
	if offset >= 0 && offset <= len(src) && ifWithoutElse.MatchString(src[:offset]) {
		diags.Suggest("a value chosen by a condition is written X if CONDITION else Y")
	}
}

var (
	// whereBefore matches text holding a where.
	whereBefore = regexp.MustCompile(`\bwhere\b`)
	// inParen matches text ending inside parentheses opened right after in.
	inParen = regexp.MustCompile(`\bin\s*\([^()]*$`)
)

// ifWithoutElse matches text holding an `if` that no `else` follows.
var ifWithoutElse = regexp.MustCompile(`\bif\b(?:[^e]|\Be|e(?:[^l]|$)|el(?:[^s]|$)|els(?:[^e]|$))*$`)

// shown is a token as a message shows it: in quotes (a word in quotes
// in its own), on one line, not too long, without control characters.
func shown(tok string) string {
	if len(tok) >= 2 && tok[0] == '"' && tok[len(tok)-1] == '"' {
		tok = tok[1 : len(tok)-1]
	}
	cut := false
	if i := strings.IndexAny(tok, "\r\n"); i >= 0 {
		tok, cut = tok[:i], true
	}
	var b strings.Builder
	for i, c := range tok {
		if i >= 24 {
			cut = true
			break
		}
		if c < 0x20 || c == 0x7f {
			c = utf8.RuneError
		}
		b.WriteRune(c)
	}
	s := b.String()
	if cut {
		s += "…"
	}
	return `"` + s + `"`
}

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

// converter turns the participle tree into the tree of ast.go, counting
// the nesting depth as MaxDepth defines it.
type converter struct {
	loc     Locator
	diags   *diag.List
	tooDeep bool // reported once
}

func (c *converter) pos(p lexer.Position) diag.Pos { return c.loc(p.Offset) }

// deep reports whether depth is past the limit, saying so the first time.
func (c *converter) deep(p lexer.Position, depth int) bool {
	if depth <= MaxDepth {
		return false
	}
	if !c.tooDeep {
		c.tooDeep = true
		tooDeep(c.pos(p), c.diags)
	}
	return true
}

func (c *converter) tern(g *gTern, depth int) Expr {
	x := c.expr(g.Then, depth)
	if g.Where != nil {
		x = &Where{At: c.pos(g.Where.Pos), X: x, Cond: c.expr(g.Where.Cond, depth)}
	}
	if g.If == nil {
		return x
	}
	return &IfElse{At: c.pos(g.If.Pos), Then: x, If: c.expr(g.If.Cond, depth), Else: c.tern(g.If.Else, depth)}
}

func (c *converter) expr(g *gExpr, depth int) Expr {
	x := c.and(g.Left, depth)
	for _, r := range g.Right {
		y := c.and(r, depth)
		x = &Binary{At: x.Pos(), Op: "or", X: x, Y: y}
	}
	return x
}

func (c *converter) and(g *gAnd, depth int) Expr {
	x := c.not(g.Left, depth)
	for _, r := range g.Right {
		y := c.not(r, depth)
		x = &Binary{At: x.Pos(), Op: "and", X: x, Y: y}
	}
	return x
}

func (c *converter) not(g *gNot, depth int) Expr {
	if g.Not != nil {
		if c.deep(g.Pos, depth+1) {
			return &Bool{At: c.pos(g.Pos)}
		}
		return &Unary{At: c.pos(g.Pos), Op: "not", X: c.not(g.Not, depth+1)}
	}
	x := c.sum(g.Cmp.Left, depth)
	r := g.Cmp.Rest
	switch {
	case r == nil:
		return x
	case r.Right != nil:
		return &Binary{At: c.pos(r.Pos), Op: r.Op, X: x, Y: c.sum(r.Right, depth)}
	}
	op := "in"
	if r.Not {
		op = "not in"
	}
	if r.Set != nil {
		return &Binary{At: c.pos(r.Pos), Op: op, X: x, Y: c.sum(r.Set, depth)}
	}
	l := &List{At: c.pos(r.List.Pos)}
	for _, it := range r.List.Items {
		l.Items = append(l.Items, c.sum(it, depth))
	}
	return &Binary{At: c.pos(r.Pos), Op: op, X: x, Y: l}
}

func (c *converter) sum(g *gSum, depth int) Expr {
	x := c.prod(g.Left, depth)
	for _, r := range g.Rest {
		x = &Binary{At: c.pos(r.Pos), Op: r.Op, X: x, Y: c.prod(r.X, depth)}
	}
	return x
}

func (c *converter) prod(g *gProd, depth int) Expr {
	x := c.unary(g.Left, depth)
	for _, r := range g.Rest {
		x = &Binary{At: c.pos(r.Pos), Op: r.Op, X: x, Y: c.unary(r.X, depth)}
	}
	return x
}

func (c *converter) unary(g *gUnary, depth int) Expr {
	if g.Neg != nil {
		if c.deep(g.Pos, depth+1) {
			return &Int{At: c.pos(g.Pos)}
		}
		return &Unary{At: c.pos(g.Pos), Op: "-", X: c.unary(g.Neg, depth+1)}
	}
	x := c.primary(g.X.X, depth)
	for _, s := range g.X.Sel {
		x = &Selector{At: c.pos(s.Pos), X: x, Name: s.Name}
	}
	return x
}

func (c *converter) primary(g *gPrimary, depth int) Expr {
	at := c.pos(g.Pos)
	switch {
	case g.Int != nil:
		n, err := strconv.Atoi(*g.Int)
		if err != nil || n > MaxInt {
			c.diags.Errorf(at, "limit", "number %s is too large; the limit is %d", *g.Int, MaxInt)
			n = 0
		}
		return &Int{At: at, Value: n}
	case g.Str != nil:
		s, err := strconv.Unquote(*g.Str)
		switch {
		case err == nil:
		case strings.ContainsAny(*g.Str, "\r\n"):
			c.diags.Errorf(at, "syntax", "a word in quotes must be on one line")
		default:
			c.diags.Errorf(at, "syntax", "the word in quotes %s has a \\ that starts no escape (write \\\" for a quote, \\\\ for a backslash)", shown(*g.Str))
		}
		return &String{At: at, Value: s}
	case g.Bool != nil:
		return &Bool{At: at, Value: *g.Bool == "true"}
	case g.Find != nil:
		if c.deep(g.Pos, depth+1) {
			return &Find{At: at}
		}
		f := &Find{At: at, Back: g.Find.Dir == "before", From: c.expr(g.Find.From, depth+1)}
		if g.Find.Cond == nil {
			c.diags.Errorf(at, "syntax", "a search needs a condition on the pit it looks for: first(pit %s %s where CONDITION)", g.Find.Dir, Format(f.From))
			f.Cond = &Bool{At: at}
			return f
		}
		f.Cond = c.expr(g.Find.Cond.Cond, depth+1)
		return f
	case g.Call != nil:
		if c.deep(g.Pos, depth+1) {
			return &Call{At: at, Name: g.Call.Name}
		}
		return &Call{At: at, Name: g.Call.Name, Args: c.args(g.Call.Args, depth+1)}
	case g.Ident != nil:
		return &Ident{At: at, Name: *g.Ident}
	default:
		if c.deep(g.Pos, depth+1) {
			return &Int{At: at}
		}
		return c.tern(g.Paren, depth+1)
	}
}

func (c *converter) args(gs []*gArg, depth int) []Arg {
	var out []Arg
	for _, a := range gs {
		out = append(out, Arg{At: c.pos(a.Pos), Name: a.Name, Value: c.tern(a.Value, depth)})
	}
	return out
}
