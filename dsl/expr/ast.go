// Package expr parses the expression language used inside variant files:
// conditions such as `landing.before == 3 and not landing.reserved`, and
// actions such as `capture(opposite(landing)) if option.capture_with_seed`.
//
// Parsing yields a syntax tree whose every node remembers its position in
// the YAML file. Names are not resolved here; that is the checker's job.
package expr

import "github.com/mancala-toolkit/mancala/dsl/diag"

// Expr is an expression node.
type Expr interface {
	Pos() diag.Pos
	exprNode()
}

// Ident is a bare name: `landing`, `mover`, `a3`.
type Ident struct {
	At   diag.Pos
	Name string
}

// Int is an integer literal.
type Int struct {
	At    diag.Pos
	Value int
}

// String is a double-quoted string literal.
type String struct {
	At    diag.Pos
	Value string
}

// Bool is `true` or `false`.
type Bool struct {
	At    diag.Pos
	Value bool
}

// Unary is `not X` or `-X`.
type Unary struct {
	At diag.Pos
	Op string // "not" or "-"
	X  Expr
}

// Binary is `X op Y` for the arithmetic, comparison and logical operators,
// and for membership, `X in Y` and `X not in Y` (Op "in" or "not in"),
// where Y is a List or a set of pits.
type Binary struct {
	At   diag.Pos // position of the operator
	Op   string
	X, Y Expr
}

// IfElse is `Then if If else Else`: Then where the condition If holds,
// Else where it does not.
type IfElse struct {
	At             diag.Pos // position of `if`
	Then, If, Else Expr
}

// List is `[X, Y, …]`, the values on the right of `in`.
type List struct {
	At    diag.Pos // position of [
	Items []Expr
}

// Where is `X where Cond`: the pits of the set X for which Cond holds,
// Cond being read with pit bound to each of them.
type Where struct {
	At      diag.Pos // position of `where`
	X, Cond Expr
}

// Find is a search along the mover's track, `first(pit after From where
// Cond)` (Back false) or `first(pit before From where Cond)` (Back true):
// the first pit past From, the way next (or prev) steps, for which Cond
// holds with pit bound to it. Cond is nil when the text gave none (an
// error the checker reports).
type Find struct {
	At   diag.Pos // position of `first`
	Back bool
	From Expr
	Cond Expr
}

// Selector is `X.Name`: an attribute of a pit, player, lap or option set.
type Selector struct {
	At   diag.Pos // position of Name
	X    Expr
	Name string
}

// Call is `name(args)`.
type Call struct {
	At   diag.Pos
	Name string
	Args []Arg
}

// Arg is one argument of a call or action, optionally named (`at=landing`).
type Arg struct {
	At    diag.Pos
	Name  string // "" for a positional argument
	Value Expr
}

// Action is one step of a rule's `do` list: `name`, `name(args)`, with an
// optional guard `if cond`.
type Action struct {
	At   diag.Pos
	Name string
	Args []Arg
	If   Expr // nil when unguarded
}

func (e *Ident) Pos() diag.Pos    { return e.At }
func (e *Int) Pos() diag.Pos      { return e.At }
func (e *String) Pos() diag.Pos   { return e.At }
func (e *Bool) Pos() diag.Pos     { return e.At }
func (e *Unary) Pos() diag.Pos    { return e.At }
func (e *Binary) Pos() diag.Pos   { return e.X.Pos() }
func (e *Selector) Pos() diag.Pos { return e.At }
func (e *Call) Pos() diag.Pos     { return e.At }
func (e *IfElse) Pos() diag.Pos   { return e.Then.Pos() }
func (e *List) Pos() diag.Pos     { return e.At }
func (e *Where) Pos() diag.Pos    { return e.X.Pos() }
func (e *Find) Pos() diag.Pos     { return e.At }

func (*Ident) exprNode()    {}
func (*Int) exprNode()      {}
func (*String) exprNode()   {}
func (*Bool) exprNode()     {}
func (*Unary) exprNode()    {}
func (*Binary) exprNode()   {}
func (*Selector) exprNode() {}
func (*Call) exprNode()     {}
func (*IfElse) exprNode()   {}
func (*List) exprNode()     {}
func (*Where) exprNode()    {}
func (*Find) exprNode()     {}

// Inspect calls f for e and, while f returns true, for each sub-expression.
func Inspect(e Expr, f func(Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	switch e := e.(type) {
	case *Unary:
		Inspect(e.X, f)
	case *Binary:
		Inspect(e.X, f)
		Inspect(e.Y, f)
	case *Selector:
		Inspect(e.X, f)
	case *IfElse:
		Inspect(e.Then, f)
		Inspect(e.If, f)
		Inspect(e.Else, f)
	case *Call:
		for _, a := range e.Args {
			Inspect(a.Value, f)
		}
	case *List:
		for _, x := range e.Items {
			Inspect(x, f)
		}
	case *Where:
		Inspect(e.X, f)
		Inspect(e.Cond, f)
	case *Find:
		Inspect(e.From, f)
		Inspect(e.Cond, f)
	}
}

// Compare applies a comparison operator (== != < <= > >=) to two
// integers.
func Compare(op string, x, y int) bool {
	switch op {
	case "==":
		return x == y
	case "!=":
		return x != y
	case "<":
		return x < y
	case "<=":
		return x <= y
	case ">":
		return x > y
	}
	return x >= y
}

// Arith applies an arithmetic operator (+ - * / %) to two integers.
// Division and remainder by zero give 0 and report it.
func Arith(op string, x, y int) (v int, divByZero bool) {
	switch op {
	case "+":
		return x + y, false
	case "-":
		return x - y, false
	case "*":
		return x * y, false
	case "/", "%":
		if y == 0 {
			return 0, true
		}
		if op == "/" {
			return x / y, false
		}
		return x % y, false
	}
	return 0, false
}
