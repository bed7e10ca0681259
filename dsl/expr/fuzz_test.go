package expr

import (
	"testing"

	"mancala/dsl/diag"
)

// FuzzExpr: no input makes the expression or action parser panic, and
// every parsed expression formats back to text that parses again.
func FuzzExpr(f *testing.F) {
	for _, s := range []string{"landing.before == 3 and not landing.reserved", "capture(opposite(landing), by=mover)",
		"((1+2)*3", "a && b", `"x`, "move(lap.penultimate, landing, 1) if lap.sown >= 2", "-(-(-1))", "f(a=1, 2)"} {
		f.Add(s)
	}
	at := diag.Pos{Line: 1, Col: 1}
	f.Fuzz(func(t *testing.T, src string) {
		if e, d := Parse(src, at); !d.HasErrors() {
			if _, d2 := Parse(Format(e), at); d2.HasErrors() {
				t.Errorf("%q formats as %q, which does not parse: %v", src, Format(e), d2)
			}
		}
		ParseAction(src, at)
	})
}
