package interpreter

import (
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// layAction compiles lay(p, kind, n, by, from): n seeds of a kind from a
// player's bank (or reserve) into pit p, at most what the holding has of
// the kind. The checker allows the reserve with the first kind only, the
// kind a reserve holds.
func (c *compiler) layAction(a *expr.Action) actionFn {
	args := c.p.v.Info.Args[a]
	ppc := c.pitPlayerCount(a, 0, 2, 3, one)
	kind := int32(c.p.v.Info.Kinds[args[1]])
	reserve := args[4] != nil && c.p.v.Info.Consts[args[4]] == check.LayReserve
	return func(f *frame) {
		p, pl, k, ok := ppc(f)
		if !ok {
			return
		}
		gp := f.g.p
		var first int32
		if reserve {
			k = min(k, f.s.Reserve[pl])
			f.s.Reserve[pl] -= k
			first = 1
		} else {
			k = min(k, gp.bankOfKind(f.s, int(kind), pl))
			if kind > 0 {
				st := gp.kindSlots()
				f.s.Kinds[(kind-1)*st+gp.bankSlot(pl)] -= k
				f.s.Kinds[(kind-1)*st+p] += k
				if gp.stack {
					gp.layStack(f.s, kind-1, gp.bankSlot(pl), p, f.s.Pits[p], k)
				}
			}
			f.s.Bank[pl] -= k
		}
		f.s.Pits[p] += k
		if f.obs != nil {
			f.emit(Event{Kind: EvLay, Pit: p, To: -1, N: k, Player: pl, Before: kind, First: first})
		}
	}
}
