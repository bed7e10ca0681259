package interpreter

import "github.com/mancala-toolkit/mancala/dsl/expr"

// takeKind compiles take(p, n, by, kind=KIND): n seeds of the kind only
// (at most what p holds of it) go from p to the player's bank, the seeds
// of the other kinds staying in p.
func (c *compiler) takeKind(a *expr.Action) actionFn {
	args := c.p.v.Info.Args[a]
	ppc := c.pitPlayerCount(a, 0, 1, 2, nil)
	kind := c.p.v.Info.Kinds[args[4]] // take(p, n, by, bottom, kind)
	return func(f *frame) {
		p, pl, k, ok := ppc(f)
		if !ok {
			return
		}
		gp := f.g.p
		k = min(k, gp.seedsOfKind(f.s, kind, p))
		if k == 0 {
			return
		}
		if kind > 0 {
			st := gp.kindSlots()
			f.s.Kinds[int32(kind-1)*st+p] -= k
			f.s.Kinds[int32(kind-1)*st+gp.bankSlot(pl)] += k
		}
		f.s.Pits[p] -= k
		f.s.Bank[pl] += k
		if f.obs != nil {
			f.emit(Event{Kind: EvTake, Pit: p, N: k, Player: pl, To: -1})
		}
	}
}

// sowKind compiles sow(from, at, origin, kind=KIND): only the seeds of
// the kind are lifted from `from` and sown in the new lap.
func (c *compiler) sowKind(a *expr.Action) actionFn {
	args := c.p.v.Info.Args[a]
	from, at := c.arg(a, 0, nil), c.arg(a, 1, nil)
	origin := c.arg(a, 2, from)
	kind := c.p.v.Info.Kinds[args[3]]
	return func(f *frame) {
		p, q, o := from(f), at(f), origin(f)
		if p >= 0 {
			n := f.g.p.seedsOfKind(f.s, kind, p)
			if f.obs != nil {
				f.emit(Event{Kind: EvLift, Pit: p, N: n, Player: f.mover, To: q})
			}
			f.liftKind(p, kind, n)
		}
		f.nextFrom, f.nextAt = o, q
		if f.flow != flowIllegal {
			f.flow = flowNext
		}
	}
}

// liftKind takes the n seeds of kind k of pit p into the hand, the
// other seeds staying in p.
func (f *frame) liftKind(p int32, k int, n int32) {
	gp := f.g.p
	if gp.kinds > 0 {
		var moved kindCounts
		if k > 0 {
			st := gp.kindSlots()
			f.s.Kinds[int32(k-1)*st+p] -= n
			f.handK[k-1] += n
			moved[k-1] = n
		}
		f.m.liftK = append(f.m.liftK[:len(f.m.lifts)], moved)
	}
	f.m.lifts = append(f.m.lifts, lift{p, n})
	f.hand += n
	f.s.Pits[p] -= n
}
