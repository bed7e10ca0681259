package interpreter

import (
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Compiled expressions are closures over a frame. Pits, players and
// integers are all int32 (a pit is its index, -1 for none; a player 0 or
// 1); conditions are bool.
type (
	boolFn func(*frame) bool
	intFn  func(*frame) int32
)

type compiler struct {
	p    *Program
	opt  []int32 // the game's option values, folded into the code
	rule string  // the rule whose actions are being compiled (its ID, or its place)

	// plain compiles every node on its own, without fused shapes: the
	// reference the tests hold the fused compilation to
	plain bool
}

func (c *compiler) typ(e expr.Expr) builtin.Type { return c.p.v.Info.Types[e] }

func (c *compiler) boolean(e expr.Expr) boolFn {
	if e == nil {
		return nil
	}
	if v, ok := c.constBool(e); ok {
		return func(*frame) bool { return v }
	}
	if fn := c.fused(e); fn != nil && !c.plain {
		return fn
	}
	switch e := e.(type) {
	case *expr.Bool:
		v := e.Value
		return func(*frame) bool { return v }
	case *expr.IfElse:
		if v, ok := c.constBool(e.If); ok {
			if v {
				return c.boolean(e.Then)
			}
			return c.boolean(e.Else)
		}
		cond, x, y := c.boolean(e.If), c.boolean(e.Then), c.boolean(e.Else)
		return func(f *frame) bool {
			if cond(f) {
				return x(f)
			}
			return y(f)
		}
	case *expr.Unary:
		x := c.boolean(e.X)
		return func(f *frame) bool { return !x(f) }
	case *expr.Binary:
		switch e.Op {
		case "and", "or":
			// a side fixed by the options leaves only the other (the
			// deciding value was folded above)
			if _, ok := c.constBool(e.X); ok {
				return c.boolean(e.Y)
			}
			if _, ok := c.constBool(e.Y); ok {
				return c.boolean(e.X)
			}
			// a chain is one closure, its conditions tried in order
			if e.Op == "and" {
				return c.all(c.conjuncts(e, nil))
			}
			var fns []boolFn
			for _, x := range c.disjuncts(e, nil) {
				fns = append(fns, c.boolean(x))
			}
			return anyOf(fns)
		case "==", "!=":
			return c.equality(e)
		case "<", "<=", ">", ">=":
			return c.compare(e)
		case "in", "not in":
			return c.member(e)
		}
	case *expr.Call: // all(S, C), any(S, C)
		return c.quantifier(e)
	case *expr.Selector:
		if oi, ok := c.p.v.Info.Options[e]; ok {
			return func(f *frame) bool { return f.g.opt[oi] != 0 }
		}
		if i, ok := c.p.v.Info.Values[e]; ok {
			x := c.value(e, i)
			return func(f *frame) bool { return x(f) != 0 }
		}
		if mi, ok := c.p.v.Info.Marks[e]; ok {
			bit := uint8(1) << mi
			if id, ok := e.X.(*expr.Ident); ok {
				switch id.Name {
				case "pit":
					return func(f *frame) bool { return f.s.Marks[f.pit]&bit != 0 }
				case "landing":
					return func(f *frame) bool { return f.s.Marks[f.landing]&bit != 0 }
				}
			}
			x := c.integer(e.X)
			return func(f *frame) bool {
				p := x(f)
				return p >= 0 && f.s.Marks[p]&bit != 0
			}
		}
		if c.typ(e.X) == builtin.Lap && e.Name == "reversed" {
			return func(f *frame) bool { return f.dir != 0 }
		}
		x := c.integer(e.X)
		switch e.Name {
		case "front":
			return func(f *frame) bool { p := x(f); return p >= 0 && f.g.p.isFront[p] }
		case "back":
			return func(f *frame) bool { p := x(f); return p >= 0 && f.g.p.isBack[p] }
		case "exists":
			return func(f *frame) bool { return x(f) >= 0 }
		case "store":
			grid := int32(c.p.board.Grid())
			return func(f *frame) bool { return x(f) >= grid }
		}
	}
	panic(fmt.Sprintf("interpreter: cannot compile condition %s", expr.Format(e)))
}

// unlessFalse compiles a condition that is off when absent: nil when it
// is absent or the options make it false, so that the engine need not
// call it.
func (c *compiler) unlessFalse(e expr.Expr) boolFn {
	if v, ok := c.constBool(e); ok && !v {
		return nil
	}
	return c.boolean(e)
}

func (c *compiler) equality(e *expr.Binary) boolFn {
	var x, y intFn
	if c.typ(e.X) == builtin.Bool {
		bx, by := c.boolean(e.X), c.boolean(e.Y)
		if e.Op == "==" {
			return func(f *frame) bool { return bx(f) == by(f) }
		}
		return func(f *frame) bool { return bx(f) != by(f) }
	}
	if id, ok := e.X.(*expr.Ident); ok && id.Name == "moves" {
		if k, ok := e.Y.(*expr.Int); ok && k.Value == 0 {
			// moves == 0 needs only to know whether there is a move
			if e.Op == "==" {
				return func(f *frame) bool { return !f.m.hasMoves() }
			}
			return func(f *frame) bool { return f.m.hasMoves() }
		}
	}
	if k, ok := e.Y.(*expr.Int); ok && k.Value == 0 {
		if none := c.noSeeds(e.X); none != nil {
			if e.Op == "==" {
				return none
			}
			return func(f *frame) bool { return !none(f) }
		}
	}
	x, y = c.integer(e.X), c.integer(e.Y)
	if k, ok := e.Y.(*expr.Int); ok {
		v := int32(k.Value)
		if e.Op == "==" {
			return func(f *frame) bool { return x(f) == v }
		}
		return func(f *frame) bool { return x(f) != v }
	}
	if e.Op == "==" {
		return func(f *frame) bool { return x(f) == y(f) }
	}
	return func(f *frame) bool { return x(f) != y(f) }
}

func (c *compiler) compare(e *expr.Binary) boolFn {
	if k, ok := e.Y.(*expr.Int); ok {
		if none := c.noSeeds(e.X); none != nil {
			switch {
			case (e.Op == ">" && k.Value == 0) || (e.Op == ">=" && k.Value == 1):
				return func(f *frame) bool { return !none(f) }
			case (e.Op == "<" && k.Value == 1) || (e.Op == "<=" && k.Value == 0):
				return none
			}
		}
	}
	x, y := c.integer(e.X), c.integer(e.Y)
	if k, ok := e.Y.(*expr.Int); ok { // the common case: compared with a constant
		v := int32(k.Value)
		switch e.Op {
		case "<":
			return func(f *frame) bool { return x(f) < v }
		case "<=":
			return func(f *frame) bool { return x(f) <= v }
		case ">":
			return func(f *frame) bool { return x(f) > v }
		}
		return func(f *frame) bool { return x(f) >= v }
	}
	switch e.Op {
	case "<":
		return func(f *frame) bool { return x(f) < y(f) }
	case "<=":
		return func(f *frame) bool { return x(f) <= y(f) }
	case ">":
		return func(f *frame) bool { return x(f) > y(f) }
	}
	return func(f *frame) bool { return x(f) >= y(f) }
}

// integer compiles an int, pit, player or word-valued expression.
func (c *compiler) integer(e expr.Expr) intFn {
	info := c.p.v.Info
	if v, ok := c.constInt(e); ok {
		return func(*frame) int32 { return v }
	}
	switch e := e.(type) {
	case *expr.Int:
		v := int32(e.Value)
		return func(*frame) int32 { return v }
	case *expr.String:
		v := int32(info.Consts[e])
		return func(*frame) int32 { return v }
	case *expr.Unary:
		x := c.integer(e.X)
		return func(f *frame) int32 { return -x(f) }
	case *expr.IfElse:
		if v, ok := c.constBool(e.If); ok {
			if v {
				return c.integer(e.Then)
			}
			return c.integer(e.Else)
		}
		cond, x, y := c.boolean(e.If), c.integer(e.Then), c.integer(e.Else)
		return func(f *frame) int32 {
			if cond(f) {
				return x(f)
			}
			return y(f)
		}
	case *expr.Binary:
		return c.arith(e)
	case *expr.Ident:
		if p, ok := info.Pits[e]; ok {
			v := int32(p)
			return func(*frame) int32 { return v }
		}
		if pl, ok := info.Consts[e]; ok { // a player of the players list
			v := int32(pl)
			return func(*frame) int32 { return v }
		}
		return c.name(e.Name)
	case *expr.Selector:
		return c.selector(e)
	case *expr.Call:
		return c.call(e)
	case *expr.Find:
		return c.find(e)
	}
	panic(fmt.Sprintf("interpreter: cannot compile value %s", expr.Format(e)))
}

func (c *compiler) arith(e *expr.Binary) intFn {
	x, y := c.integer(e.X), c.integer(e.Y)
	switch e.Op {
	case "+":
		return func(f *frame) int32 { return x(f) + y(f) }
	case "-":
		return func(f *frame) int32 { return x(f) - y(f) }
	case "*":
		return func(f *frame) int32 { return x(f) * y(f) }
	case "/":
		return func(f *frame) int32 {
			if d := y(f); d != 0 {
				return x(f) / d
			}
			return 0
		}
	case "%":
		return func(f *frame) int32 {
			if d := y(f); d != 0 {
				return x(f) % d
			}
			return 0
		}
	}
	panic("interpreter: operator " + e.Op)
}

func (c *compiler) name(n string) intFn {
	switch n {
	case "landing":
		return func(f *frame) int32 { return f.landing }
	case "pit":
		return func(f *frame) int32 { return f.pit }
	case "mover":
		return func(f *frame) int32 { return int32(f.mover) }
	case "opponent":
		if len(c.p.order.names) == 2 {
			return func(f *frame) int32 { return int32(1 - f.mover) }
		}
		after := c.p.order.after
		return func(f *frame) int32 { return int32(after[f.mover]) }
	case "to_move":
		return func(f *frame) int32 { return int32(f.s.ToMove) }
	case "player":
		return func(f *frame) int32 { return int32(f.player) }
	case "south":
		return func(*frame) int32 { return 0 }
	case "north":
		return func(*frame) int32 { return 1 }
	case "none", "nobody":
		return func(*frame) int32 { return -1 }
	case "ply":
		c.p.readsPly = true
		return func(f *frame) int32 { return f.ply }
	case "phase":
		return func(f *frame) int32 { return int32(f.s.Phase) }
	case "round":
		return func(f *frame) int32 { return f.s.Round }
	case "moves":
		return func(f *frame) int32 { return f.m.countMoves() }
	case "repeated":
		return func(f *frame) int32 { return f.m.repeated() }
	case "passes":
		return func(f *frame) int32 { return f.s.Passes }
	}
	panic("interpreter: name " + n)
}

func (c *compiler) selector(e *expr.Selector) intFn {
	info := c.p.v.Info
	if oi, ok := info.Options[e]; ok {
		return func(f *frame) int32 { return f.g.opt[oi] }
	}
	if i, ok := info.Values[e]; ok {
		return c.value(e, i)
	}
	if mi, ok := info.Marks[e]; ok { // a player's count of marked pits
		x, bit := c.integer(e.X), uint8(1)<<mi
		return func(f *frame) int32 {
			pl, n := Player(x(f)), int32(0)
			for p, o := range f.s.Owner {
				if o == pl && f.s.Marks[p]&bit != 0 {
					n++
				}
			}
			return n
		}
	}
	if k, ok := info.Kinds[e]; ok {
		return c.kindSelector(e, k)
	}
	if e.Name == "worth" {
		return c.worthSelector(e)
	}
	switch c.typ(e.X) {
	case builtin.Lap:
		switch e.Name {
		case "number":
			return func(f *frame) int32 { return f.lap }
		case "sown":
			return func(f *frame) int32 { return f.sown }
		case "origin":
			return func(f *frame) int32 { return f.origin }
		case "penultimate":
			return func(f *frame) int32 { return f.penult }
		case "first":
			return func(f *frame) int32 { return f.first }
		case "seeds":
			return func(f *frame) int32 { return f.lapSeeds }
		case "direction":
			return func(f *frame) int32 { return int32(f.dir) }
		}
	case builtin.Move:
		switch e.Name {
		case "start":
			return func(f *frame) int32 { return f.start }
		case "laps":
			return func(f *frame) int32 { return f.laps }
		case "captured":
			return func(f *frame) int32 { return f.captured }
		}
	case builtin.Board:
		rows, cols := int32(c.p.board.Rows), int32(c.p.board.Columns)
		if e.Name == "rows" {
			return func(*frame) int32 { return rows }
		}
		return func(*frame) int32 { return cols }
	case builtin.Pits:
		return c.setAttr(e)
	case builtin.Pit:
		if id, ok := e.X.(*expr.Ident); ok && e.Name == "count" {
			switch id.Name {
			case "pit":
				return func(f *frame) int32 { return f.s.Pits[f.pit] }
			case "landing":
				return func(f *frame) int32 { return f.s.Pits[f.landing] }
			}
		}
		x := c.integer(e.X)
		switch e.Name {
		case "count":
			return func(f *frame) int32 {
				if p := x(f); p >= 0 {
					return f.s.Pits[p]
				}
				return 0
			}
		case "start_count":
			return func(f *frame) int32 {
				if p := x(f); p >= 0 {
					return f.s0.Pits[p]
				}
				return 0
			}
		case "before":
			if id := e.X.(*expr.Ident); id.Name == "landing" {
				return func(f *frame) int32 { return f.before }
			}
			return func(f *frame) int32 { return f.pitBefore }
		case "owner":
			return func(f *frame) int32 {
				if p := x(f); p >= 0 {
					return int32(f.s.Owner[p])
				}
				return -1
			}
		case "side":
			return func(f *frame) int32 {
				if p := x(f); p >= 0 {
					return int32(f.g.p.board.SideOf[p])
				}
				return -1
			}
		case "row", "column":
			cols, grid, row := int32(c.p.board.Columns), int32(c.p.board.Grid()), e.Name == "row"
			return func(f *frame) int32 {
				p := x(f)
				switch {
				case p < 0 || p >= grid:
					return 0
				case row:
					return p/cols + 1
				}
				return p%cols + 1
			}
		}
	case builtin.Player:
		x := c.integer(e.X)
		switch e.Name {
		// nobody (the owner of a pit on neither side) has no bank,
		// reserve or store, and is its own other
		case "bank":
			return func(f *frame) int32 {
				if pl := x(f); pl >= 0 {
					return f.s.Bank[pl]
				}
				return 0
			}
		case "reserve":
			return func(f *frame) int32 {
				if pl := x(f); pl >= 0 {
					return f.s.Reserve[pl]
				}
				return 0
			}
		case "points":
			return func(f *frame) int32 {
				if pl := x(f); pl >= 0 {
					return f.s.Points[pl]
				}
				return 0
			}
		case "seeds":
			return func(f *frame) int32 { return f.m.ownedSeeds(f.s, Player(x(f))) }
		case "other":
			return func(f *frame) int32 {
				if pl := x(f); pl >= 0 {
					return 1 - pl
				}
				return -1
			}
		case "next", "previous":
			order := c.p.order
			step := order.next
			if e.Name == "previous" {
				step = order.previous
			}
			return func(f *frame) int32 { return int32(step(Player(x(f)))) }
		case "store":
			var stores [board.MaxPlayers]int32
			for pl, st := range c.p.board.Stores {
				stores[pl] = int32(st)
			}
			return func(f *frame) int32 {
				if pl := x(f); pl >= 0 {
					return stores[pl]
				}
				return -1
			}
		}
	}
	panic(fmt.Sprintf("interpreter: cannot compile %s", expr.Format(e)))
}

// noSeeds compiles, for e a count of seeds (a player's, or a set's),
// the test that it is zero: every pit counted is empty, which it stops
// checking at the first seed found. It is nil for any other e.
func (c *compiler) noSeeds(e expr.Expr) boolFn {
	sel, ok := e.(*expr.Selector)
	if !ok || sel.Name != "seeds" || c.plain {
		return nil
	}
	if _, isMark := c.p.v.Info.Marks[sel]; isMark {
		return nil
	}
	switch c.typ(sel.X) {
	case builtin.Player:
		x := c.integer(sel.X)
		return func(f *frame) bool { return f.m.ownsNoSeeds(f.s, Player(x(f))) }
	case builtin.Pits:
		if lists, who, ok := c.playerRows(sel.X); ok {
			// a side or row of a player named outright
			switch who {
			case "mover":
				return func(f *frame) bool { return empty(f.s, lists[f.mover]) }
			case "opponent":
				after := c.p.order.after
				return func(f *frame) bool { return empty(f.s, lists[after[f.mover]]) }
			default:
				if pl := c.p.PlayerIndex(who); pl >= 0 {
					list := lists[pl]
					return func(f *frame) bool { return empty(f.s, list) }
				}
			}
		}
		set := c.set(sel.X, nil)
		return func(f *frame) bool {
			l, owner, where := set(f)
			switch {
			case where == nil && owner < 0:
				return empty(f.s, l.pits)
			case where == nil:
				return f.m.ownsNoSeeds(f.s, owner)
			}
			saved := f.pit
			for p, i := f.nextIn(l, owner, where, 0); p >= 0; p, i = f.nextIn(l, owner, where, i) {
				if f.s.Pits[p] != 0 {
					f.pit = saved
					return false
				}
			}
			f.pit = saved
			return true
		}
	}
	return nil
}

// playerRows reports, for e a player's side, front or back row, the
// pits of each player's and the player's name (mover, opponent, south
// or north; "" for another expression).
func (c *compiler) playerRows(e expr.Expr) ([board.MaxPlayers][]int32, string, bool) {
	var lists [board.MaxPlayers][]int32
	sel, ok := e.(*expr.Selector)
	if !ok {
		return lists, "", false
	}
	b := c.p.board
	var from *[board.MaxPlayers][]int
	switch sel.Name {
	case "side":
		from = &b.Side
	case "front":
		from = &b.FrontPits
	case "back":
		from = &b.BackPits
	default:
		return lists, "", false
	}
	for pl := range b.Players {
		lists[pl] = ints(from[pl])
	}
	id, ok := sel.X.(*expr.Ident)
	if !ok {
		return lists, "", false
	}
	return lists, id.Name, true
}

// empty reports whether every pit of pits is empty in s.
func empty(s *State, pits []int32) bool {
	for _, p := range pits {
		if s.Pits[p] != 0 {
			return false
		}
	}
	return true
}

func ints(xs []int) []int32 {
	out := make([]int32, len(xs))
	for i, x := range xs {
		out[i] = int32(x)
	}
	return out
}

func (c *compiler) call(e *expr.Call) intFn {
	args := c.p.v.Info.Args[e]
	p := c.integer(args[0])
	switch e.Name {
	case "opposite":
		return func(f *frame) int32 {
			if x := p(f); x >= 0 {
				return int32(f.g.p.board.Opposite[x])
			}
			return -1
		}
	case "behind":
		return func(f *frame) int32 {
			if x := p(f); x >= 0 {
				return int32(f.g.p.board.Behind[x])
			}
			return -1
		}
	case "next", "prev":
		n := func(*frame) int32 { return 1 }
		if args[1] != nil {
			n = c.integer(args[1])
		}
		sign := int32(1)
		if e.Name == "prev" {
			sign = -1
		}
		return func(f *frame) int32 { return f.g.p.step(f.mover, f.dir, p(f), sign*n(f)) }
	case "rotate":
		b := c.p.board
		return func(f *frame) int32 {
			x := p(f)
			if x < 0 || x >= f.g.p.grid {
				return -1
			}
			r, col := int(x)/b.Columns, int(x)%b.Columns
			return int32((b.Rows-1-r)*b.Columns + b.Columns - 1 - col)
		}
	}
	panic("interpreter: function " + e.Name)
}
