package check

import (
	"sort"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// expr checks an expression written in section sec, expecting a value of
// type want (Invalid for any). It returns e for storing.
func (c *checker) expr(e expr.Expr, sec builtin.Section, want builtin.Type) expr.Expr {
	if e == nil {
		return nil
	}
	t := c.typeOf(e, sec)
	if want != builtin.Invalid && t != builtin.Invalid && t != want {
		c.diags.Errorf(e.Pos(), "type", "expected %s, but %s is %s", describe(want), expr.Format(e), describe(t))
		if t == builtin.Pits {
			c.setNotValue(e, want)
		}
		if t == builtin.Sown && len(c.v.Kinds) > 0 {
			c.diags.Suggest("sown.KIND is how many seeds of a kind the drop put in, as in sown.%s", c.v.Kinds[len(c.v.Kinds)-1].Name)
		}
	}
	return e
}

func (c *checker) record(e expr.Expr, t builtin.Type) builtin.Type {
	c.v.Info.Types[e] = t
	return t
}

// typeOf infers and records the type of e; Invalid after an error.
func (c *checker) typeOf(e expr.Expr, sec builtin.Section) builtin.Type {
	switch e := e.(type) {
	case *expr.Int:
		return c.record(e, builtin.Int)
	case *expr.Bool:
		return c.record(e, builtin.Bool)
	case *expr.String:
		c.diags.Errorf(e.At, "type", "a word in quotes can only be compared with an option or with phase, as in phase == %q", e.Value)
		return builtin.Invalid
	case *expr.Ident:
		return c.ident(e, sec)
	case *expr.Unary:
		want := builtin.Int
		if e.Op == "not" {
			want = builtin.Bool
		}
		c.expr(e.X, sec, want)
		return c.record(e, want)
	case *expr.Binary:
		return c.binary(e, sec)
	case *expr.Selector:
		return c.selector(e, sec)
	case *expr.Call:
		return c.call(e, sec)
	case *expr.Where:
		return c.where(e, sec)
	case *expr.Find:
		return c.find(e, sec)
	case *expr.List:
		c.diags.Errorf(e.At, "type", "a list in brackets goes only after in, as in pit.count in [2, 4, 6]")
		return builtin.Invalid
	case *expr.IfElse:
		c.expr(e.If, sec, builtin.Bool)
		t := c.typeOf(e.Then, sec)
		u := c.typeOf(e.Else, sec)
		if t == builtin.Invalid || u == builtin.Invalid {
			return builtin.Invalid
		}
		if t != u {
			c.diags.Errorf(e.At, "type", "the two values of %s differ: %s is %s, %s is %s", expr.Format(e), expr.Format(e.Then), describe(t), expr.Format(e.Else), describe(u))
			c.diags.Suggest("give both values the same type, as in 2 if option.big else 1")
			return builtin.Invalid
		}
		return c.record(e, t)
	}
	return builtin.Invalid
}

func (c *checker) ident(e *expr.Ident, sec builtin.Section) builtin.Type {
	if t, ok := c.playerIdent(e); ok {
		return t
	}
	if n, ok := builtin.LookupName(e.Name); ok {
		if n.Sections&sec == 0 {
			c.diags.Errorf(e.At, "scope", "%s cannot be used in %s (it can in %s)", e.Name, place(sec), strings.Join(n.Sections.Names(), ", "))
			switch {
			case e.Name == "pit":
				c.diags.Suggest("here pit is known only in the condition of where, all, any or first, as in any(board.pits, pit.count > 0)")
			case (e.Name == "mover" || e.Name == "opponent" || e.Name == "to_move") && sec == builtin.SecScore:
				c.diags.Suggest("in score and rounds.points, the player being scored is player")
			case e.Name == "to_move":
				c.diags.Suggest("outside end, the player to move is mover")
			}
			return builtin.Invalid
		}
		return c.record(e, n.Type)
	}
	if p := c.pitIndex(e.Name); p >= 0 {
		c.v.Info.Pits[e] = p
		return c.record(e, builtin.Pit)
	}
	c.diags.Errorf(e.At, "unknown-name", "unknown name %q", e.Name)
	if c.isWord(e.Name) {
		c.diags.Suggest("a word, such as an option's value or a phase, is written in double quotes: %q", e.Name)
	} else if looksLikePit(e.Name) && c.v.Board != nil {
		b := c.v.Board
		c.diags.Suggest("the pits of this board are a1 to %s%d", board.RowName(b.Rows-1), b.Columns)
	} else if h := c.valueHint(e.Name); h != "" {
		c.diags.Suggest("%s", h)
	} else if s := diag.Closest(e.Name, c.namesIn(sec)); s != "" {
		c.diags.Suggest("did you mean %q?", s)
	} else if contains(c.v.Marks, e.Name) {
		c.diags.Suggest("a mark is an attribute: write pit.%s or landing.%s", e.Name, e.Name)
	}
	return builtin.Invalid
}

func looksLikePit(s string) bool {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, r := range s[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func (c *checker) namesIn(sec builtin.Section) []string {
	var out []string
	for _, n := range builtin.Names {
		if n.Sections&sec != 0 {
			out = append(out, n.Name)
		}
	}
	return out
}

func (c *checker) binary(e *expr.Binary, sec builtin.Section) builtin.Type {
	switch e.Op {
	case "and", "or":
		c.expr(e.X, sec, builtin.Bool)
		c.expr(e.Y, sec, builtin.Bool)
		return c.record(e, builtin.Bool)
	case "+", "-", "*", "/", "%":
		c.expr(e.X, sec, builtin.Int)
		c.expr(e.Y, sec, builtin.Int)
		if (e.Op == "/" || e.Op == "%") && isZero(e.Y) {
			c.diags.Errorf(e.At, "divide", "division by zero")
		}
		return c.record(e, builtin.Int)
	case "<", "<=", ">", ">=":
		c.expr(e.X, sec, builtin.Int)
		c.expr(e.Y, sec, builtin.Int)
		return c.record(e, builtin.Bool)
	case "in", "not in":
		return c.member(e, sec)
	}
	// == and !=: a word in quotes takes its meaning from the other side
	if s, ok := e.Y.(*expr.String); ok {
		c.compareWord(e.X, s, sec)
		return c.record(e, builtin.Bool)
	}
	if s, ok := e.X.(*expr.String); ok {
		c.compareWord(e.Y, s, sec)
		return c.record(e, builtin.Bool)
	}
	tx := c.typeOf(e.X, sec)
	ty := c.typeOf(e.Y, sec)
	// none is no direction as it is no pit
	if tx == builtin.Direction && isNone(e.Y) {
		ty = c.record(e.Y, builtin.Direction)
	} else if ty == builtin.Direction && isNone(e.X) {
		tx = c.record(e.X, builtin.Direction)
	}
	if tx != builtin.Invalid && ty != builtin.Invalid {
		switch {
		case tx != ty:
			c.diags.Errorf(e.X.Pos(), "type", "cannot compare %s (%s) with %s (%s)", expr.Format(e.X), describe(tx), expr.Format(e.Y), describe(ty))
			if isNone(e.X) && ty == builtin.Player || isNone(e.Y) && tx == builtin.Player {
				c.diags.Suggest("none is no pit; no player is nobody")
			}
			switch builtin.Pits {
			case tx:
				c.setNotValue(e.X, builtin.Int)
			case ty:
				c.setNotValue(e.Y, builtin.Int)
			}
		case tx == builtin.Pits || tx == builtin.Lap || tx == builtin.Move || tx == builtin.Options || tx == builtin.Board || tx == builtin.Game || tx == builtin.Sown:
			c.diags.Errorf(e.At, "type", "%s values cannot be compared with %s", tx, e.Op)
			if tx == builtin.Pits {
				c.setNotValue(e.X, builtin.Int)
			}
		}
	}
	return c.record(e, builtin.Bool)
}

func isZero(e expr.Expr) bool {
	n, ok := e.(*expr.Int)
	return ok && n.Value == 0
}

// compareWord checks `x == "word"` where x is a choice option, an integer
// option with a word for "no limit", or phase.
func (c *checker) compareWord(x expr.Expr, s *expr.String, sec builtin.Section) {
	if t := c.typeOf(x, sec); t != builtin.Invalid {
		c.word(x, t, s)
	}
}

// word checks the word s compared with x, of type t: a value of a choice
// option, the word for "no limit" of an integer option, or a phase.
func (c *checker) word(x expr.Expr, t builtin.Type, s *expr.String) {
	if t == builtin.Direction {
		c.directionWord(s)
		return
	}
	if id, ok := x.(*expr.Ident); ok && id.Name == "phase" {
		i := c.v.PhaseIndex(s.Value)
		if i < 0 {
			c.diags.Errorf(s.At, "phase", "no phase %q; phases: %s", s.Value, strings.Join(c.phaseNames(), ", "))
			return
		}
		c.v.Info.Consts[s] = i
		c.record(s, builtin.String)
		return
	}
	if oi, ok := c.v.Info.Options[x]; ok {
		o := c.v.Options[oi]
		if o.bad { // its declaration is wrong, and reported
			c.record(s, builtin.String)
			return
		}
		switch {
		case o.Kind == OptChoice:
			if v, err := o.Parse(s.Value); err == nil {
				c.v.Info.Consts[s] = int(v)
				c.record(s, builtin.String)
				return
			}
		case o.Kind == OptInt && o.Unlimited == s.Value:
			c.v.Info.Consts[s] = Unlimited
			c.record(s, builtin.Int)
			return
		}
		c.diags.Errorf(s.At, "option-value", "option %s has no value %q (values: %s)", o.Name, s.Value, o.Describe())
		return
	}
	c.diags.Errorf(s.At, "type", "a word in quotes can only be compared with an option or with phase, not with %s", expr.Format(x))
	if t == builtin.Player && (s.Value == "south" || s.Value == "north") {
		c.diags.Suggest("players are names, not words: write %s without quotes", s.Value)
	}
}

func (c *checker) selector(e *expr.Selector, sec builtin.Section) builtin.Type {
	if id, ok := e.X.(*expr.Ident); ok && id.Name == "option" {
		c.typeOf(id, sec)
		var names []string
		for i, o := range c.v.Options {
			if o.ExprName() == e.Name {
				c.v.Info.Options[e] = i
				if o.bad { // its declaration is wrong, and reported
					return builtin.Invalid
				}
				switch o.Kind {
				case OptBool:
					return c.record(e, builtin.Bool)
				case OptInt:
					return c.record(e, builtin.Int)
				}
				return c.record(e, builtin.String)
			}
			names = append(names, o.ExprName())
		}
		c.diags.Errorf(e.At, "unknown-option", "no option %q (options: %s)", e.Name, strings.Join(names, ", "))
		if s := diag.Closest(strings.ReplaceAll(e.Name, "-", "_"), names); s != "" {
			c.diags.Suggest("did you mean option.%s?", s)
		}
		return builtin.Invalid
	}
	t := c.typeOf(e.X, sec)
	if t == builtin.Invalid {
		return t
	}
	if t == builtin.Game || t == builtin.Player {
		if vt, ok := c.valueAttr(e, t); ok {
			return vt
		}
	}
	if kt, ok := c.kindAttr(e, t); ok {
		return kt
	}
	for i, m := range c.v.Marks {
		if m == e.Name && (t == builtin.Pit || t == builtin.Player) {
			c.v.Info.Marks[e] = i
			if t == builtin.Pit {
				return c.record(e, builtin.Bool)
			}
			return c.record(e, builtin.Int)
		}
	}
	a, ok := builtin.LookupAttr(t, e.Name)
	if !ok {
		names := builtin.AttrNames(t)
		if t == builtin.Pit || t == builtin.Player {
			if c.badMarks[e.Name] { // reported where it is used as a mark, or declared
				return builtin.Invalid
			}
			names = append(names, c.v.Marks...)
		}
		if t == builtin.Player {
			names = append(names, c.valueNames(true)...)
		}
		if t == builtin.Pit || t == builtin.Pits || t == builtin.Player || t == builtin.Lap || t == builtin.Sown {
			names = append(names, c.kindNames()...)
		}
		sort.Strings(names)
		s := diag.Closest(e.Name, suggestible(t, names, len(c.v.Players)))
		if t == builtin.Pit || t == builtin.Player {
			c.attrMisses[e.Name] = append(c.attrMisses[e.Name], attrMiss{diag: len(c.diags), at: e.At, x: expr.Format(e.X), t: t, names: names,
				typo: s != "" && diag.Distance(e.Name, s) <= 2})
		}
		c.diags.Errorf(e.At, "unknown-attr", "%s has no attribute %q (a %s has: %s)", expr.Format(e.X), e.Name, t, strings.Join(names, ", "))
		if s != "" {
			c.diags.Suggest("did you mean %q?", s)
		}
		return builtin.Invalid
	}
	if a.Sections != 0 && a.Sections&sec == 0 {
		c.diags.Errorf(e.At, "scope", "%s cannot be used in %s", e.Name, place(sec))
		return builtin.Invalid
	}
	if a.Name == "before" {
		id, ok := e.X.(*expr.Ident)
		if ok && id.Name == "pit" && sec&builtin.SecPitCond != 0 {
			c.diags.Errorf(e.At, "before", "before is not known for the pits of a set or a search: in its condition, pit is each pit in turn")
			c.diags.Suggest("compare the count now, pit.count")
			return builtin.Invalid
		}
		if !ok || !(id.Name == "landing" || (id.Name == "pit" && sec == builtin.SecDrop)) {
			c.diags.Errorf(e.At, "before", "before is known only for landing (and for pit in on_drop), not for %s", expr.Format(e.X))
			return builtin.Invalid
		}
	}
	if a.Name == "other" && t == builtin.Player && len(c.v.Players) > 2 {
		c.diags.Errorf(e.At, "player", "%s is ambiguous in a game of %d players: there is no one other player", expr.Format(e), len(c.v.Players))
		c.diags.Suggest("write %s.next for the player after, or %s.previous for the one before", expr.Format(e.X), expr.Format(e.X))
		return builtin.Invalid
	}
	if a.Name == "store" && t == builtin.Player && c.v.Board != nil && c.v.Board.Stores[0] < 0 {
		c.diags.Warnf(e.At, "no-stores", "the board has no stores, so %s is none", expr.Format(e))
		c.diags.Suggest("give the board stores with board.stores: true")
	}
	return c.record(e, a.Type)
}

func (c *checker) call(e *expr.Call, sec builtin.Section) builtin.Type {
	if e.Name == "first" {
		c.diags.Errorf(e.At, "search", "a search is written first(pit after P where CONDITION), or first(pit before P where CONDITION) to go against the track")
		c.diags.Suggest("the first empty pit after landing is first(pit after landing where pit.count == 0)")
		return builtin.Invalid
	}
	f, ok := builtin.LookupFunc(e.Name)
	if !ok {
		var names []string
		for _, f := range builtin.Funcs {
			names = append(names, f.Name)
		}
		c.diags.Errorf(e.At, "unknown-func", "unknown function %q (functions: %s)", e.Name, strings.Join(names, ", "))
		if a, ok := builtin.LookupAction(e.Name); ok {
			c.diags.Suggest("%s is an action; actions go in a do list", a.Name)
		} else if s := diag.Closest(e.Name, names); s != "" {
			c.diags.Suggest("did you mean %q?", s)
		}
		return builtin.Invalid
	}
	args := c.bindArgs(e.At, "function "+e.Name, f.Params, e.Args)
	if args == nil {
		if builtin.PerPit[e.Name] != "" && len(e.Args) == 1 && e.Args[0].Name == "" {
			c.diags.Suggest("give the condition each pit is tried with, as in %s(%s, pit.count > 0)", e.Name, expr.Format(e.Args[0].Value))
		}
		return builtin.Invalid
	}
	for i, p := range f.Params {
		switch {
		case args[i] == nil:
		case builtin.CondParam(e.Name, p.Name):
			c.pitCond(args[i], sec, e.Name)
		case p.Type == builtin.Pits:
			c.setArg(args[i], sec, e.Name)
		default:
			c.expr(args[i], sec, p.Type)
		}
	}
	if (e.Name == "next" || e.Name == "prev") && sec&(builtin.SecEnd|builtin.SecEnter|builtin.SecScore) != 0 {
		c.diags.Errorf(e.At, "scope", "%s follows the mover's track, which is not defined in %s", e.Name, place(sec))
	}
	c.v.Info.Args[e] = args
	return c.record(e, f.Result)
}

func (c *checker) pitIndex(name string) int {
	if c.v.Board == nil {
		return -1
	}
	return c.v.Board.PitIndex(name)
}

// isWord reports whether name is the value of a choice option or the
// name of a phase: a word that belongs in double quotes.
func (c *checker) isWord(name string) bool {
	for _, o := range c.v.Options {
		if o.Kind == OptChoice && contains(o.Values, name) {
			return true
		}
	}
	for _, p := range c.v.Phases {
		if p.Name == name {
			return true
		}
	}
	return false
}

// suggestible are the attribute names worth suggesting for a misspelt
// one: in a game of two players, next and previous (which are the other
// player there) are left out, as other is the word for it.
func suggestible(t builtin.Type, names []string, players int) []string {
	if t != builtin.Player || players > 2 {
		return names
	}
	var out []string
	for _, n := range names {
		if n != "next" && n != "previous" {
			out = append(out, n)
		}
	}
	return out
}
