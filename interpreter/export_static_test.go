package interpreter

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"mancala/dsl/expr"
)

// SplitMismatch returns a test that makes up frames around position s (mover, pits, and the
// lap's and move's counts drawn at random) and evaluates there, as
// written and as compiled for the engine, every condition the compiler
// splits into a table and a rest: lap_end and on_drop conditions, skip,
// and the from conditions of moves. It returns the first disagreement,
// or "".
func (g *Game) SplitMismatch() func(s *State, rng *rand.Rand, tries int) string {
	p := g.p
	v := p.v
	c := &compiler{p: p, opt: g.opt}
	type cond struct {
		what   string
		on     string // the pit the table is about
		asIs   boolFn
		at     pitTable
		rest   boolFn
		always bool // nil as written: holds
	}
	var conds []cond
	add := func(what, on string, e expr.Expr) {
		at, rest := c.split(e, on)
		conds = append(conds, cond{what: what, on: on, asIs: c.boolean(e), at: at, rest: c.all(rest), always: e == nil})
	}
	for _, r := range v.LapEnd {
		add("lap_end "+r.Pos.String(), "landing", r.When)
	}
	for _, r := range v.OnDrop {
		add("on_drop "+r.Pos.String(), "pit", r.When)
	}
	if v.Skip != nil {
		add("skip", "pit", v.Skip)
	}
	from := make([]boolFn, len(v.Moves))
	for i, src := range v.Moves {
		from[i] = c.boolean(src.From)
	}
	m := g.NewMachine()
	f := &m.f
	return func(s *State, rng *rand.Rand, tries int) string {
		pit := func() int32 { return rng.Int32N(int32(p.n)) }
		for range tries {
			f.s, f.s0 = s, s
			f.mover, f.dir = int8(rng.IntN(2)), int8(rng.IntN(2))
			f.pit, f.landing, f.start, f.first, f.origin = pit(), pit(), pit(), pit(), pit()
			f.penult = pit() - 1
			f.before, f.pitBefore = rng.Int32N(6), rng.Int32N(6)
			f.lap, f.laps, f.sown, f.lapSeeds = 1+rng.Int32N(3), 1+rng.Int32N(3), 1+rng.Int32N(6), 1+rng.Int32N(6)
			f.captured, f.ply = rng.Int32N(3), s.Ply+1
			for _, k := range conds {
				x := f.pit
				if k.on == "landing" {
					x = f.landing
				}
				want := k.always || k.asIs(f)
				got := k.at.holds(f.mover, x) && (k.rest == nil || k.rest(f))
				if got != want {
					return fmt.Sprintf("%s at %s, %s to move: %v as written, %v compiled", k.what, g.pitName(x), playerName(f.mover), want, got)
				}
			}
			for i, src := range v.Moves {
				mr := &p.moves[i]
				if mr.pass {
					continue
				}
				for _, x := range p.onTrack[f.mover] {
					if x >= p.grid {
						continue
					}
					f.pit = x
					want := src.From == nil || from[i](f)
					got := slices.Contains(mr.pits[f.mover], x) && s.Pits[x] >= mr.minCount && (mr.rest == nil || mr.rest(f))
					if got != want {
						return fmt.Sprintf("move %s from %s, %s to move: %v as written, %v compiled", mr.pos, g.pitName(x), playerName(f.mover), want, got)
					}
				}
			}
		}
		return ""
	}
}
