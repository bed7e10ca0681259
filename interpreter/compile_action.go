package interpreter

import (
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// actionFn performs one action on the frame's state.
type actionFn func(*frame)

func (c *compiler) actions(as []*expr.Action) []actionFn {
	var out []actionFn
	for _, a := range as {
		on, fixed := c.constBool(a.If)
		if a.If != nil && fixed && !on {
			continue // turned off by the options
		}
		fn := c.action(a)
		if a.If != nil && !fixed {
			guard, do := c.boolean(a.If), fn
			fn = func(f *frame) {
				if guard(f) {
					do(f)
				}
			}
		}
		out = append(out, fn)
	}
	return out
}

// argPos is where argument i of an action is written, or the action's
// place when it is left out.
func (c *compiler) argPos(a *expr.Action, i int) string {
	if args := c.p.v.Info.Args[a]; i < len(args) && args[i] != nil {
		for _, x := range a.Args {
			if x.Value == args[i] {
				return x.At.String()
			}
		}
	}
	return a.At.String()
}

// arg compiles argument i of an action, or its default.
func (c *compiler) arg(a *expr.Action, i int, def intFn) intFn {
	args := c.p.v.Info.Args[a]
	if i < len(args) && args[i] != nil {
		return c.integer(args[i])
	}
	return def
}

func mover(f *frame) int32 { return int32(f.mover) }
func noPit(*frame) int32   { return -1 }
func all(*frame) int32     { return -1 }
func one(*frame) int32     { return 1 }

func (c *compiler) action(a *expr.Action) actionFn {
	if !keyedActions[a.Name] {
		c.p.keyed = false
	}
	switch a.Name {
	case "end":
		// an illegal earlier in the list stays: end, relay and sow
		// after it do not make the move legal again
		return func(f *frame) {
			if f.flow != flowIllegal {
				f.flow = flowEnd
			}
		}
	case "illegal":
		return func(f *frame) { f.flow = flowIllegal }
	case "reverse":
		return func(f *frame) { f.dir ^= 1 }
	case "uncapture":
		at := a.At.String()
		return func(f *frame) { f.uncapture(at) }
	case "extra_turn":
		return func(f *frame) {
			f.extra = true
			if f.obs != nil {
				f.emit(Event{Kind: EvExtraTurn, Pit: -1, Player: f.mover, To: -1})
			}
		}
	case "relay":
		return func(f *frame) {
			l := f.landing
			f.lift(l)
			f.nextFrom, f.nextAt = l, f.g.p.next[f.mover][f.dir&1][l]
			if f.flow != flowIllegal {
				f.flow = flowNext
			}
		}
	case "sow":
		if args := c.p.v.Info.Args[a]; len(args) > 3 && args[3] != nil {
			return c.sowKind(a)
		}
		from, at := c.arg(a, 0, nil), c.arg(a, 1, nil)
		origin := c.arg(a, 2, from)
		return func(f *frame) {
			p, q, o := from(f), at(f), origin(f)
			if p >= 0 {
				if f.obs != nil {
					f.emit(Event{Kind: EvLift, Pit: p, N: f.s.Pits[p], Player: f.mover, To: q})
				}
				f.lift(p)
			}
			f.nextFrom, f.nextAt = o, q
			if f.flow != flowIllegal {
				f.flow = flowNext
			}
		}
	case "capture":
		pit, by, into := c.arg(a, 0, nil), c.player(a, 1), c.arg(a, 2, noPit)
		return func(f *frame) {
			if p := pit(f); p >= 0 {
				pl, ok := by(f)
				if !ok {
					return
				}
				if q := into(f); q >= 0 {
					f.captureInto(p, q, pl)
					return
				}
				f.bank(p, f.s.Pits[p], pl, EvCapture)
			}
		}
	case "take":
		if args := c.p.v.Info.Args[a]; len(args) > 4 && args[4] != nil {
			return c.takeKind(a)
		}
		pit, n, by := c.arg(a, 0, nil), c.arg(a, 1, nil), c.player(a, 2)
		rule, where := c.rule, c.argPos(a, 1)
		bottom := func(*frame) bool { return false }
		if args := c.p.v.Info.Args[a]; len(args) > 3 && args[3] != nil {
			bottom = c.boolean(args[3])
		}
		return func(f *frame) {
			if p := pit(f); p >= 0 {
				pl, ok := by(f)
				if !ok {
					return
				}
				k := n(f)
				if k < 0 {
					if f.obs != nil {
						f.clamped(k, 0, rule, where, p)
					}
					k = 0
				}
				if k = min(k, f.s.Pits[p]); f.g.p.stack && k > 0 && bottom(f) {
					f.takeBottom(p, k, pl)
					return
				}
				f.bank(p, k, pl, EvTake)
			}
		}
	case "move":
		from, to, n := c.arg(a, 0, nil), c.arg(a, 1, nil), c.arg(a, 2, all)
		rule, where := c.rule, c.argPos(a, 2)
		return func(f *frame) {
			p, q, k := from(f), to(f), n(f)
			if p < 0 || q < 0 {
				return
			}
			if k < -1 && f.obs != nil {
				f.clamped(k, f.s.Pits[p], rule, where, p) // -1 means all; below it, all the same
			}
			if k < 0 || k > f.s.Pits[p] {
				k = f.s.Pits[p]
			}
			if gp := f.g.p; gp.kinds > 0 && p != q {
				gp.shiftKinds(f.s, p, q, f.s.Pits[p], k)
			}
			f.s.Pits[p] -= k
			f.s.Pits[q] += k
			f.moved(p, -k)
			f.moved(q, k)
			if f.obs != nil {
				f.emit(Event{Kind: EvMove, Pit: p, To: q, N: k, Player: f.mover})
			}
		}
	case "own":
		c.p.ownersChange = true
		pit, by := c.arg(a, 0, nil), c.player(a, 1)
		return func(f *frame) {
			if p := pit(f); p >= 0 {
				pl, ok := by(f)
				if !ok {
					return
				}
				f.s.Owner[p] = pl
				if f.obs != nil {
					f.emit(Event{Kind: EvOwn, Pit: p, Player: pl, To: -1})
				}
			}
		}
	case "mark", "unmark":
		c.p.marksChange = true
		pit := c.arg(a, 0, nil)
		mi := c.p.v.Info.Marks[c.p.v.Info.Args[a][1]]
		bit, on := uint8(1)<<mi, a.Name == "mark"
		return func(f *frame) {
			if p := pit(f); p >= 0 {
				kind := EvUnmark
				if on {
					f.s.Marks[p] |= bit
					kind = EvMark
				} else {
					f.s.Marks[p] &^= bit
				}
				if f.obs != nil {
					f.emit(Event{Kind: kind, Pit: p, N: int32(mi), To: -1})
				}
			}
		}
	case "choose", "draw":
		return c.chooseAction(a, a.Name == "draw")
	case "set", "add":
		return c.valueAction(a)
	case "introduce":
		args := c.pitPlayerCount(a, 0, 1, 2, one)
		return func(f *frame) {
			p, pl, k, ok := args(f)
			if !ok {
				return
			}
			k = min(k, f.s.Reserve[pl])
			f.s.Reserve[pl] -= k
			f.s.Pits[p] += k
			f.moved(p, k)
			if f.obs != nil {
				f.emit(Event{Kind: EvIntroduce, Pit: p, N: k, Player: pl, To: -1})
			}
		}
	case "lay":
		return c.layAction(a)
	case "swap":
		pit, other := c.arg(a, 0, nil), c.arg(a, 1, nil)
		return func(f *frame) {
			p, q := pit(f), other(f)
			if p < 0 || q < 0 || p == q {
				return
			}
			f.moved(p, f.s.Pits[q]-f.s.Pits[p])
			f.moved(q, f.s.Pits[p]-f.s.Pits[q])
			f.s.Pits[p], f.s.Pits[q] = f.s.Pits[q], f.s.Pits[p]
			if gp := f.g.p; gp.kinds > 0 {
				gp.swapKinds(f.s, p, q)
			}
			if f.obs != nil {
				f.emit(Event{Kind: EvMove, Pit: p, To: q, N: f.s.Pits[q], Player: f.mover})
				f.emit(Event{Kind: EvMove, Pit: q, To: p, N: f.s.Pits[p], Player: f.mover})
			}
		}
	}
	panic(fmt.Sprintf("interpreter: no implementation for action %s", a.Name))
}

// player compiles argument i of an action, a player (by default the
// mover). A value that is no player, such as the owner or side of none,
// stops the move with an error: the action does nothing and reports false.
func (c *compiler) player(a *expr.Action, i int) func(*frame) (Player, bool) {
	by := c.arg(a, i, mover)
	at := a.At.String()
	n := int32(c.p.Players())
	what := "neither south nor north"
	if c.p.order.named != nil {
		what = "no player"
	}
	return func(f *frame) (Player, bool) {
		pl := by(f)
		if pl >= 0 && pl < n {
			return Player(pl), true
		}
		if f.err == nil {
			f.err = fmt.Errorf("%s: ply %d: %s: by is %s (the owner or side of none is nobody)", at, f.ply, a.Name, what)
		}
		return 0, false
	}
}

// lift takes every seed of pit p into the hand for the next lap.
func (f *frame) lift(p int32) {
	n, h := f.s.Pits[p], f.hand
	f.m.lifts = append(f.m.lifts, lift{p, n})
	f.hand += n
	f.s.Pits[p] = 0
	// (last, so that nothing is live across the calls below)
	switch gp := f.g.p; {
	case gp.stack:
		gp.liftLevels(f.s, p, n, h)
		f.m.liftK = append(f.m.liftK[:len(f.m.lifts)-1], f.liftKinds(p))
	case gp.kinds > 0:
		f.m.liftK = append(f.m.liftK[:len(f.m.lifts)-1], f.liftKinds(p))
	}
}

// bank moves n seeds of pit p to player pl's bank. Captures are logged
// for move.captured and uncapture.
func (f *frame) bank(p, n int32, pl Player, kind EventKind) {
	if n == 0 {
		return
	}
	if gp := f.g.p; gp.kinds > 0 {
		k := gp.shiftKinds(f.s, p, gp.bankSlot(pl), f.s.Pits[p], n)
		if kind == EvCapture {
			f.m.capK = append(f.m.capK[:len(f.m.capLog)], k)
		}
	}
	f.s.Pits[p] -= n
	f.moved(p, -n)
	f.s.Bank[pl] += n
	if kind == EvCapture {
		f.captured += n
		f.m.capLog = append(f.m.capLog, capture{p, n, pl, -1})
	}
	if f.obs != nil {
		f.emit(Event{Kind: kind, Pit: p, N: n, Player: pl, To: -1})
	}
}

// takeBottom moves the bottom n seeds of pit p's stack to player pl's
// bank (take with bottom=true, in a variant whose holes are stacks).
func (f *frame) takeBottom(p, n int32, pl Player) {
	gp := f.g.p
	gp.shiftStack(f.s, p, gp.bankSlot(pl), f.s.Pits[p], n, true)
	f.s.Pits[p] -= n
	f.s.Bank[pl] += n
	if f.obs != nil {
		f.emit(Event{Kind: EvTake, Pit: p, N: n, Player: pl, To: -1})
	}
}

// capture is one entry of a move's capture log.
type capture struct {
	pit, n int32
	player Player
	into   int32 // the pit that received the seeds, or -1 for the bank
}

// captureInto moves every seed of pit p into pit q (a store), as a
// capture by player pl.
func (f *frame) captureInto(p, q int32, pl Player) {
	n := f.s.Pits[p]
	if n == 0 {
		return
	}
	if gp := f.g.p; gp.kinds > 0 {
		f.m.capK = append(f.m.capK[:len(f.m.capLog)], gp.shiftKinds(f.s, p, q, n, n))
	}
	f.s.Pits[p] = 0
	f.s.Pits[q] += n
	f.moved(p, -n)
	f.moved(q, n)
	f.captured += n
	f.m.capLog = append(f.m.capLog, capture{p, n, pl, q})
	if f.obs != nil {
		f.emit(Event{Kind: EvCapture, Pit: p, To: q, N: n, Player: pl})
	}
}

// uncapture puts back every seed the move has captured. Seeds captured
// into a pit that has since lost them (moved, taken or sown on) cannot
// be put back: that stops the move with an error, reported at at.
func (f *frame) uncapture(at string) {
	log := f.m.capLog
	for i := len(log) - 1; i >= 0; i-- {
		c := log[i]
		if c.into >= 0 {
			if f.s.Pits[c.into] < c.n {
				if f.err == nil {
					f.err = fmt.Errorf("%s: ply %d: uncapture: %s holds %d seeds, fewer than the %d captured into it from %s: they have moved on",
						at, f.ply, f.g.pitName(c.into), f.s.Pits[c.into], c.n, f.g.pitName(c.pit))
				}
				return
			}
			if f.g.p.kinds > 0 { // (capKinds is kept only with kinds)
				if j := f.g.p.lackingKind(f.s, c.into, f.m.capKinds(i)); j >= 0 {
					if f.err == nil {
						f.err = fmt.Errorf("%s: ply %d: uncapture: %s holds fewer seeds of kind %s than were captured into it from %s: they have moved on",
							at, f.ply, f.g.pitName(c.into), f.g.p.v.Kinds[j+1].Name, f.g.pitName(c.pit))
					}
					return
				}
			}
			f.s.Pits[c.into] -= c.n
			f.moved(c.into, -c.n)
		} else {
			f.s.Bank[c.player] -= c.n
		}
		f.s.Pits[c.pit] += c.n
		f.moved(c.pit, c.n)
		if gp := f.g.p; gp.kinds > 0 {
			from := c.into
			if from < 0 {
				from = gp.bankSlot(c.player)
			}
			gp.putKinds(f.s, from, &f.m.capK[i], true)
			gp.putKinds(f.s, c.pit, &f.m.capK[i], false)
		}
		if f.obs != nil {
			f.emit(Event{Kind: EvUncapture, Pit: c.pit, N: c.n, Player: c.player, To: -1})
		}
	}
	f.m.capLog = log[:0]
	f.captured = 0
}
