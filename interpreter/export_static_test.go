package interpreter

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// CompiledMismatch returns a test that makes up frames around position s
// (mover, pits, and the lap's and move's counts drawn at random) and
// evaluates there every condition of the game both as the engine runs
// it (fused shapes; lap_end, on_drop, skip and from conditions split
// into a table and a rest) and compiled node by node. The test returns
// the first disagreement, or "".
func (g *Game) CompiledMismatch() func(s *State, rng *rand.Rand, tries int) string {
	p := g.p
	v := p.v
	c := &compiler{p: p, opt: g.opt}
	ref := &compiler{p: p, opt: g.opt, plain: true}
	type cond struct {
		what string
		on   string // the pit the gate is about
		ref  boolFn
		gate pitGate
		fast boolFn
		none bool // absent: holds
	}
	var conds []cond
	split := func(what, on string, e expr.Expr) {
		g, rest := c.gate(e, on)
		conds = append(conds, cond{what: what, on: on, ref: ref.boolean(e), gate: g, fast: c.all(rest), none: e == nil})
	}
	whole := func(what string, e expr.Expr) {
		if e == nil || mentions(e, "moves") {
			return // moves plays moves: not for a made-up frame
		}
		conds = append(conds, cond{what: what, ref: ref.boolean(e), gate: anyPit, fast: c.boolean(e)})
	}
	for _, r := range v.LapEnd {
		split("lap_end "+r.Pos.String(), "landing", r.When)
	}
	for _, r := range v.OnDrop {
		split("on_drop "+r.Pos.String(), "pit", r.When)
	}
	if v.Skip != nil {
		at, rest := c.split(v.Skip, "pit")
		g := anyPit
		g.at, g.open = at, at[0] == nil
		conds = append(conds, cond{what: "skip", on: "pit", ref: ref.boolean(v.Skip), gate: g, fast: c.all(rest)})
	}
	for _, rs := range [][]*ruleSrc{srcs(v.LapEnd), srcs(v.AfterMove), srcs(v.OnDrop)} {
		for _, r := range rs {
			whole("rule "+r.pos, r.when)
			if r.while != nil {
				whole("each "+r.pos, r.while)
			}
		}
	}
	for _, fl := range v.Filters {
		whole("filter "+fl.Pos.String(), fl.When)
		whole("filter keep "+fl.Pos.String(), fl.Keep)
	}
	for _, e := range v.End {
		whole("end "+e.Pos.String(), e.When)
	}
	for _, ph := range v.Phases {
		whole("enter "+ph.Name, ph.Enter)
	}
	for _, mr := range v.Moves {
		whole("move when "+mr.Pos.String(), mr.When)
	}
	from := make([]boolFn, len(v.Moves))
	for i, src := range v.Moves {
		from[i] = ref.boolean(src.From)
	}
	m := g.NewMachine()
	f := &m.f
	return func(s *State, rng *rand.Rand, tries int) string {
		pit := func() int32 { return rng.Int32N(int32(p.n)) }
		for range tries {
			f.s, f.s0 = s, s
			f.mover, f.dir, f.player = Player(rng.IntN(2)), int8(rng.IntN(2)), Player(rng.IntN(2))
			f.pit, f.landing, f.start, f.first, f.origin = pit(), pit(), pit(), pit(), pit()
			f.penult = pit() - 1
			f.before, f.pitBefore = rng.Int32N(6), rng.Int32N(6)
			f.lap, f.laps, f.sown, f.lapSeeds = 1+rng.Int32N(3), 1+rng.Int32N(3), 1+rng.Int32N(6), 1+rng.Int32N(6)
			f.captured, f.ply = rng.Int32N(3), s.Ply+1
			for _, k := range conds {
				x, before := f.pit, f.pitBefore
				if k.on == "landing" {
					x, before = f.landing, f.before
				}
				want := k.none || k.ref(f)
				got := k.gate.passes(f.s, f.mover, x, before) && (k.fast == nil || k.fast(f))
				if got != want {
					return fmt.Sprintf("%s, pit %s, landing %s, %s to move: %v node by node, %v as the engine runs it",
						k.what, g.pitName(f.pit), g.pitName(f.landing), g.p.PlayerName(f.mover), want, got)
				}
			}
			for i, src := range v.Moves {
				mr := &p.moves[i]
				if mr.noPit {
					continue
				}
				for _, x := range p.onTrack[f.mover] {
					if x >= p.grid {
						continue
					}
					f.pit = x
					want := src.From == nil || from[i](f)
					got := slices.Contains(mr.pits[f.mover], x) && mr.counts(s.Pits[x]) && mr.marked(s.Marks[x]) && (mr.rest == nil || mr.rest(f))
					if got != want {
						return fmt.Sprintf("move %s from %s, %s to move: %v node by node, %v as the engine runs it", mr.pos, g.pitName(x), g.p.PlayerName(f.mover), want, got)
					}
				}
			}
		}
		return ""
	}
}

type ruleSrc struct {
	pos         string
	when, while expr.Expr
}

func srcs(rs []check.Rule) []*ruleSrc {
	var out []*ruleSrc
	for _, r := range rs {
		src := &ruleSrc{pos: r.Pos.String(), when: r.When}
		if r.Each != nil {
			src.while = r.Each.While
		}
		out = append(out, src)
	}
	return out
}

// mentions reports whether e uses the name id.
func mentions(e expr.Expr, id string) bool {
	found := false
	expr.Inspect(e, func(x expr.Expr) bool {
		if i, ok := x.(*expr.Ident); ok && i.Name == id {
			found = true
		}
		return !found
	})
	return found
}
