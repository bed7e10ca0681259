package cli

import (
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// liftText says what a move rule lifts when it is not every seed of its
// pit (lift, lift_from), or "".
func liftText(m check.MoveRule) string {
	what := "every seed"
	if m.Lift != nil {
		what = expr.Format(m.Lift) + " seeds"
	}
	switch m.LiftFrom {
	case check.LiftBank:
		return "lifts " + what + " of the mover's bank, sown from the pit on (move +PIT)"
	case check.LiftReserve:
		return "lifts " + what + " of the mover's reserve, sown from the pit on (move +PIT)"
	}
	if m.Lift != nil {
		return "lifts " + what + " of the pit"
	}
	return ""
}
