package expr

import (
	"strconv"
	"strings"
)

// Format formats an expression in canonical form, fully parenthesised
// where precedence needs it. It is used in messages and traces.
func Format(e Expr) string {
	var b strings.Builder
	write(&b, e, 0)
	return b.String()
}

var prec = map[string]int{
	"or": 1, "and": 2,
	"==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, "in": 4, "not in": 4,
	"+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
}

func write(b *strings.Builder, e Expr, outer int) {
	switch e := e.(type) {
	case *Ident:
		b.WriteString(e.Name)
	case *Int:
		b.WriteString(strconv.Itoa(e.Value))
	case *String:
		b.WriteString(quote(e.Value))
	case *Bool:
		b.WriteString(strconv.FormatBool(e.Value))
	case *Unary:
		if e.Op == "not" {
			if outer > 3 {
				b.WriteString("(")
			}
			b.WriteString("not ")
			write(b, e.X, 3)
			if outer > 3 {
				b.WriteString(")")
			}
			return
		}
		b.WriteString("-")
		write(b, e.X, 7)
	case *Binary:
		p := prec[e.Op]
		if p < outer {
			b.WriteString("(")
		}
		left := p
		if p == prec["=="] { // comparisons do not chain: (a == b) == c
			left = p + 1
		}
		write(b, e.X, left)
		b.WriteString(" " + e.Op + " ")
		write(b, e.Y, p+1)
		if p < outer {
			b.WriteString(")")
		}
	case *Selector:
		write(b, e.X, 8)
		b.WriteString("." + e.Name)
	case *Call:
		b.WriteString(e.Name)
		writeArgs(b, e.Args)
	case *List:
		b.WriteString("[")
		for i, x := range e.Items {
			if i > 0 {
				b.WriteString(", ")
			}
			write(b, x, 5)
		}
		b.WriteString("]")
	case *Where:
		if outer > 0 {
			b.WriteString("(")
		}
		write(b, e.X, 1)
		b.WriteString(" where ")
		write(b, e.Cond, 1)
		if outer > 0 {
			b.WriteString(")")
		}
	case *Find:
		dir := "after"
		if e.Back {
			dir = "before"
		}
		b.WriteString("first(pit " + dir + " ")
		write(b, e.From, 1)
		b.WriteString(" where ")
		write(b, e.Cond, 1)
		b.WriteString(")")
	case *IfElse:
		if outer > 0 {
			b.WriteString("(")
		}
		write(b, e.Then, 1)
		b.WriteString(" if ")
		write(b, e.If, 1)
		b.WriteString(" else ")
		write(b, e.Else, 0)
		if outer > 0 {
			b.WriteString(")")
		}
	}
}

// quote writes a word in double quotes, escaping only what must be: the
// quote, the backslash and a line break. The text it gives is never
// longer than the word's text as written, so it parses again.
func quote(s string) string {
	return `"` + quoter.Replace(s) + `"`
}

var quoter = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)

func writeArgs(b *strings.Builder, args []Arg) {
	b.WriteString("(")
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Name != "" {
			b.WriteString(a.Name + "=")
		}
		write(b, a.Value, 0)
	}
	b.WriteString(")")
}

// ActionString formats an action in canonical form.
func ActionString(a *Action) string {
	var b strings.Builder
	b.WriteString(a.Name)
	if len(a.Args) > 0 {
		writeArgs(&b, a.Args)
	}
	if a.If != nil {
		b.WriteString(" if ")
		write(&b, a.If, 0)
	}
	return b.String()
}
