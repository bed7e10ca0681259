package interpreter

import (
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Sets of pits compile to a setFn, which yields a fixed list of pits
// (made when the game is configured), maybe narrowed to the pits a player
// owns now, maybe narrowed by a condition read with pit bound to each
// pit. A condition on pit is read with the frame's pit set to the pit in
// question and put back afterwards, as atPit does, so that a set used
// inside another rule's condition leaves that rule's pit as it was.
// Nothing here allocates at run time.

// pitList is a list of pits and, by pit, whether the list holds it.
type pitList struct {
	pits []int32
	in   []bool
}

// setFn yields a set of pits: the pits of l, those of them that owner
// owns now when owner >= 0, and of those the ones for which where holds
// (all of them when where is nil).
type setFn func(*frame) (l *pitList, owner Player, where boolFn)

func (c *compiler) pitList(pits []int32) *pitList {
	l := &pitList{pits: pits, in: make([]bool, c.p.n)}
	for _, p := range pits {
		l.in[p] = true
	}
	return l
}

// set compiles an expression of type pits. where, when not nil, is a
// condition on pit that narrows the set further (the condition of an
// enclosing where).
func (c *compiler) set(e expr.Expr, where boolFn) setFn {
	switch e := e.(type) {
	case *expr.Where:
		if v, ok := c.constBool(e.Cond); ok {
			if !v {
				empty := c.pitList(nil)
				return func(*frame) (*pitList, Player, boolFn) { return empty, -1, nil }
			}
			return c.set(e.X, where)
		}
		return c.set(e.X, and(c.boolean(e.Cond), where))
	case *expr.IfElse:
		if v, ok := c.constBool(e.If); ok {
			if v {
				return c.set(e.Then, where)
			}
			return c.set(e.Else, where)
		}
		cond, x, y := c.boolean(e.If), c.set(e.Then, where), c.set(e.Else, where)
		return func(f *frame) (*pitList, Player, boolFn) {
			if cond(f) {
				return x(f)
			}
			return y(f)
		}
	case *expr.Selector:
		if id, ok := e.X.(*expr.Ident); ok && id.Name == "board" { // board.pits
			all := c.pitList(c.allPits())
			return func(*frame) (*pitList, Player, boolFn) { return all, -1, where }
		}
		x := c.integer(e.X)
		var lists [board.MaxPlayers]*pitList
		perPlayer := func(pits func(pl int) []int32) {
			for pl := range c.p.board.Players {
				lists[pl] = c.pitList(pits(pl))
			}
		}
		switch e.Name {
		case "pits":
			all := c.pitList(c.allPits())
			unowned := and(func(f *frame) bool { return f.s.Owner[f.pit] < 0 }, where)
			return func(f *frame) (*pitList, Player, boolFn) {
				if pl := x(f); pl >= 0 {
					return all, Player(pl), where
				}
				return all, -1, unowned // the pits nobody owns now
			}
		case "side":
			perPlayer(func(pl int) []int32 { return ints(c.p.board.Side[pl]) })
			var rest []int32 // nobody's side: the pits of neither side
			for p, pl := range c.p.board.SideOf {
				if pl < 0 && p < c.p.board.Grid() {
					rest = append(rest, int32(p))
				}
			}
			nobody := c.pitList(rest)
			return func(f *frame) (*pitList, Player, boolFn) {
				if pl := x(f); pl >= 0 {
					return lists[pl], -1, where
				}
				return nobody, -1, where
			}
		case "front":
			perPlayer(func(pl int) []int32 { return ints(c.p.board.FrontPits[pl]) })
		case "back":
			perPlayer(func(pl int) []int32 { return ints(c.p.board.BackPits[pl]) })
		case "track":
			perPlayer(func(pl int) []int32 { return c.p.track[pl] })
		default:
			panic(fmt.Sprintf("interpreter: cannot compile set %s", expr.Format(e)))
		}
		none := c.pitList(nil) // nobody has no front, back or track
		return func(f *frame) (*pitList, Player, boolFn) {
			if pl := x(f); pl >= 0 {
				return lists[pl], -1, where
			}
			return none, -1, where
		}
	case *expr.Call: // row(r), column(c)
		b := c.p.board
		var lists []*pitList
		switch e.Name {
		case "row":
			lists = make([]*pitList, b.Rows+1)
			for r := range b.Rows {
				var pits []int32
				for col := range b.Columns {
					pits = append(pits, int32(r*b.Columns+col))
				}
				lists[r+1] = c.pitList(pits)
			}
		case "column":
			lists = make([]*pitList, b.Columns+1)
			for col := range b.Columns {
				var pits []int32
				for r := range b.Rows {
					pits = append(pits, int32(r*b.Columns+col))
				}
				lists[col+1] = c.pitList(pits)
			}
		default:
			panic("interpreter: set function " + e.Name)
		}
		lists[0] = c.pitList(nil)
		x := c.integer(c.p.v.Info.Args[e][0])
		return func(f *frame) (*pitList, Player, boolFn) {
			i := x(f)
			if i < 1 || int(i) >= len(lists) {
				i = 0
			}
			return lists[i], -1, where
		}
	}
	panic(fmt.Sprintf("interpreter: cannot compile set %s", expr.Format(e)))
}

// and is x and y, either of which may be nil (no condition).
func and(x, y boolFn) boolFn {
	switch {
	case x == nil:
		return y
	case y == nil:
		return x
	}
	return func(f *frame) bool { return x(f) && y(f) }
}

func (c *compiler) allPits() []int32 {
	pits := make([]int32, c.p.n)
	for i := range pits {
		pits[i] = int32(i)
	}
	return pits
}

// nextIn returns the first pit of the set at index i or after in l, and
// the index after it; -1 when there is none. It leaves the frame's pit
// bound to the last pit it looked at: the caller puts it back.
func (f *frame) nextIn(l *pitList, owner Player, where boolFn, i int) (int32, int) {
	for ; i < len(l.pits); i++ {
		p := l.pits[i]
		if owner >= 0 && f.s.Owner[p] != owner {
			continue
		}
		if where != nil {
			f.pit = p
			if !where(f) {
				continue
			}
		}
		return p, i + 1
	}
	return -1, i
}

// setAttr compiles the attributes of a set: seeds, size, occupied. A set
// not narrowed by a condition is summed in a plain loop.
func (c *compiler) setAttr(e *expr.Selector) intFn {
	set := c.set(e.X, nil)
	switch e.Name {
	case "seeds":
		return func(f *frame) int32 {
			l, owner, where := set(f)
			n := int32(0)
			switch {
			case where == nil && owner < 0:
				for _, p := range l.pits {
					n += f.s.Pits[p]
				}
			case where == nil:
				n = f.m.ownedSeeds(f.s, owner)
			default:
				saved := f.pit
				for p, i := f.nextIn(l, owner, where, 0); p >= 0; p, i = f.nextIn(l, owner, where, i) {
					n += f.s.Pits[p]
				}
				f.pit = saved
			}
			return n
		}
	case "size":
		return func(f *frame) int32 {
			l, owner, where := set(f)
			n := int32(0)
			switch {
			case where == nil && owner < 0:
				n = int32(len(l.pits))
			case where == nil:
				for _, o := range f.s.Owner {
					if o == owner {
						n++
					}
				}
			default:
				saved := f.pit
				for p, i := f.nextIn(l, owner, where, 0); p >= 0; p, i = f.nextIn(l, owner, where, i) {
					n++
				}
				f.pit = saved
			}
			return n
		}
	case "occupied":
		return func(f *frame) int32 {
			l, owner, where := set(f)
			n := int32(0)
			switch {
			case where == nil && owner < 0:
				for _, p := range l.pits {
					if f.s.Pits[p] > 0 {
						n++
					}
				}
			case where == nil:
				for p, o := range f.s.Owner {
					if o == owner && f.s.Pits[p] > 0 {
						n++
					}
				}
			default:
				saved := f.pit
				for p, i := f.nextIn(l, owner, where, 0); p >= 0; p, i = f.nextIn(l, owner, where, i) {
					if f.s.Pits[p] > 0 {
						n++
					}
				}
				f.pit = saved
			}
			return n
		}
	}
	panic(fmt.Sprintf("interpreter: cannot compile %s", expr.Format(e)))
}

// quantifier compiles all(S, C) and any(S, C).
func (c *compiler) quantifier(e *expr.Call) boolFn {
	args := c.p.v.Info.Args[e]
	set := c.set(args[0], nil)
	cond := c.boolean(args[1])
	// all: no pit of S fails C; any: some pit of S passes C
	want := e.Name == "any"
	return func(f *frame) bool {
		l, owner, where := set(f)
		saved := f.pit
		for p, i := f.nextIn(l, owner, where, 0); p >= 0; p, i = f.nextIn(l, owner, where, i) {
			f.pit = p
			if cond(f) == want {
				f.pit = saved
				return want
			}
		}
		f.pit = saved
		return !want
	}
}

// find compiles first(pit after P where C) and first(pit before P where
// C): the pits of the mover's track from the one after P (before P: the
// one before) round to the one before P, the way next (prev) steps.
func (c *compiler) find(e *expr.Find) intFn {
	from, cond := c.integer(e.From), c.boolean(e.Cond)
	next := c.p.next
	back := int8(0)
	if e.Back {
		back = 1
	}
	return func(f *frame) int32 {
		x := from(f)
		if x < 0 {
			return -1
		}
		step := next[f.mover][f.dir^back]
		saved := f.pit
		for q := step[x]; q >= 0 && q != x; q = step[q] {
			f.pit = q
			if cond(f) {
				f.pit = saved
				return q
			}
		}
		f.pit = saved
		return -1
	}
}

// member compiles x in [a, b, …], x in S, and their not in.
func (c *compiler) member(e *expr.Binary) boolFn {
	in := c.memberOf(e)
	if e.Op == "not in" {
		return func(f *frame) bool { return !in(f) }
	}
	return in
}

func (c *compiler) memberOf(e *expr.Binary) boolFn {
	x := c.integer(e.X)
	l, ok := e.Y.(*expr.List)
	if !ok { // a pit in a set
		set := c.set(e.Y, nil)
		return func(f *frame) bool {
			p := x(f)
			if p < 0 {
				return false
			}
			l, owner, where := set(f)
			if !l.in[p] || (owner >= 0 && f.s.Owner[p] != owner) {
				return false
			}
			if where == nil {
				return true
			}
			saved := f.pit
			f.pit = p
			v := where(f)
			f.pit = saved
			return v
		}
	}
	var consts []int32
	var fns []intFn
	for _, it := range l.Items {
		if v, ok := c.constInt(it); ok {
			consts = append(consts, v)
		} else if p, ok := c.p.v.Info.Pits[it]; ok {
			consts = append(consts, int32(p))
		} else {
			fns = append(fns, c.integer(it))
		}
	}
	// constant values from 0 to 63 (counts, most often) are bits of a mask
	var mask uint64
	var others []int32
	for _, v := range consts {
		if v >= 0 && v < 64 {
			mask |= 1 << v
		} else {
			others = append(others, v)
		}
	}
	if len(others) == 0 && len(fns) == 0 {
		return func(f *frame) bool {
			v := x(f)
			return v >= 0 && v < 64 && mask&(1<<v) != 0
		}
	}
	return func(f *frame) bool {
		v := x(f)
		if v >= 0 && v < 64 && mask&(1<<v) != 0 {
			return true
		}
		for _, k := range others {
			if v == k {
				return true
			}
		}
		for _, fn := range fns {
			if v == fn(f) {
				return true
			}
		}
		return false
	}
}
