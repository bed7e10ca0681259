package expr

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar. These types mirror the surface syntax one level
// of precedence per type; convert.go turns them into the tree in ast.go.

var lex = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Whitespace", Pattern: `[ \t\r\n]+`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
	{Name: "Int", Pattern: `[0-9]+`},
	{Name: "String", Pattern: `"(\\.|[^"\\])*"`},
	{Name: "Op", Pattern: `==|!=|<=|>=|[-+*/%<>().,=\[\]]`},
	{Name: "Other", Pattern: `.`},
})

// gTern is the whole expression: an `or` chain, maybe narrowed by a
// condition on each pit, `S where C`, maybe chosen by a condition,
// `X if C else Y`.
type gTern struct {
	Then  *gExpr   `parser:"@@"`
	Where *gWhere  `parser:"@@?"`
	If    *gIfElse `parser:"@@?"`
}

type gWhere struct {
	Pos  lexer.Position
	Cond *gExpr `parser:"\"where\" @@"`
}

type gIfElse struct {
	Pos  lexer.Position
	Cond *gExpr `parser:"\"if\" @@"`
	Else *gTern `parser:"\"else\" @@"`
}

type gExpr struct {
	Left  *gAnd   `parser:"@@"`
	Right []*gAnd `parser:"( \"or\" @@ )*"`
}

type gAnd struct {
	Left  *gNot   `parser:"@@"`
	Right []*gNot `parser:"( \"and\" @@ )*"`
}

type gNot struct {
	Pos lexer.Position
	Not *gNot `parser:"(  \"not\" @@"`
	Cmp *gCmp `parser:"| @@ )"`
}

type gCmp struct {
	Left *gSum   `parser:"@@"`
	Rest *gCmpOp `parser:"@@?"`
}

type gCmpOp struct {
	Pos   lexer.Position
	Op    string `parser:"(  @( \"==\" | \"!=\" | \"<=\" | \">=\" | \"<\" | \">\" )"`
	Right *gSum  `parser:"   @@"`
	Not   bool   `parser:"| @\"not\"? \"in\""`
	List  *gList `parser:"   ( @@"`
	Set   *gSum  `parser:"   | @@ ) )"`
}

// gList is the list of values on the right of `in`.
type gList struct {
	Pos   lexer.Position
	Items []*gSum `parser:"\"[\" ( @@ ( \",\" @@ )* )? \"]\""`
}

type gSum struct {
	Left *gProd    `parser:"@@"`
	Rest []*gSumOp `parser:"@@*"`
}

type gSumOp struct {
	Pos lexer.Position
	Op  string `parser:"@( \"+\" | \"-\" )"`
	X   *gProd `parser:"@@"`
}

type gProd struct {
	Left *gUnary    `parser:"@@"`
	Rest []*gProdOp `parser:"@@*"`
}

type gProdOp struct {
	Pos lexer.Position
	Op  string  `parser:"@( \"*\" | \"/\" | \"%\" )"`
	X   *gUnary `parser:"@@"`
}

type gUnary struct {
	Pos lexer.Position
	Neg *gUnary   `parser:"(  \"-\" @@"`
	X   *gPostfix `parser:"| @@ )"`
}

type gPostfix struct {
	X   *gPrimary `parser:"@@"`
	Sel []*gSel   `parser:"( \".\" @@ )*"`
}

type gSel struct {
	Pos  lexer.Position
	Name string `parser:"@Ident"`
}

type gPrimary struct {
	Pos   lexer.Position
	Int   *string `parser:"(  @Int"`
	Str   *string `parser:"| @String"`
	Bool  *string `parser:"| @( \"true\" | \"false\" )"`
	Find  *gFind  `parser:"| @@"`
	Call  *gCall  `parser:"| @@"`
	Ident *string `parser:"| @Ident"`
	Paren *gTern  `parser:"| \"(\" @@ \")\" )"`
}

// gFind is a search along the track: `first(pit after P where C)`.
type gFind struct {
	Pos  lexer.Position
	Dir  string  `parser:"\"first\" \"(\" \"pit\" @( \"after\" | \"before\" )"`
	From *gExpr  `parser:"@@"`
	Cond *gWhere `parser:"@@? \")\""`
}

type gCall struct {
	Pos  lexer.Position
	Name string  `parser:"@Ident \"(\""`
	Args []*gArg `parser:"( @@ ( \",\" @@ )* )? \")\""`
}

type gArg struct {
	Pos   lexer.Position
	Name  string `parser:"( @Ident \"=\" )?"`
	Value *gTern `parser:"@@"`
}

type gAction struct {
	Pos   lexer.Position
	Name  string  `parser:"@Ident"`
	Paren bool    `parser:"( @\"(\""`
	Args  []*gArg `parser:"  ( @@ ( \",\" @@ )* )? \")\" )?"`
	If    *gExpr  `parser:"( \"if\" @@ )?"`
}

var (
	exprParser = participle.MustBuild[gTern](
		participle.Lexer(lex),
		participle.Elide("Whitespace"),
		participle.UseLookahead(4),
	)
	actionParser = participle.MustBuild[gAction](
		participle.Lexer(lex),
		participle.Elide("Whitespace"),
		participle.UseLookahead(4),
	)
)
