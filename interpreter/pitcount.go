package interpreter

import "github.com/mancala-toolkit/mancala/dsl/expr"

// pitPlayerCount compiles the pit, count and player arguments (at the
// given indexes) that introduce, lay and take(kind=) share. The closure
// returns the pit, the player and the count, a negative count clamped to
// 0 (and told to an observer); ok is false when the pit is none or the
// player no player (an error already set), and the action does nothing.
func (c *compiler) pitPlayerCount(a *expr.Action, pitAt, nAt, byAt int, defaultN intFn) func(f *frame) (p int32, pl Player, k int32, ok bool) {
	pit, n, by := c.arg(a, pitAt, nil), c.arg(a, nAt, defaultN), c.player(a, byAt)
	rule, where := c.rule, c.argPos(a, nAt)
	return func(f *frame) (int32, Player, int32, bool) {
		p := pit(f)
		if p < 0 {
			return 0, 0, 0, false
		}
		pl, ok := by(f)
		if !ok {
			return 0, 0, 0, false
		}
		k := n(f)
		if k < 0 {
			if f.obs != nil {
				f.clamped(k, 0, rule, where, p)
			}
			k = 0
		}
		return p, pl, k, true
	}
}
