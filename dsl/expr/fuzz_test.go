package expr

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// leak matches wording that is not the language's: Go's or participle's.
var leak = regexp.MustCompile(`strconv|participle|conform|<EOF>|\(expected|token|\\x[0-9a-f]{2}|lexer`)

// FuzzExpr: no input makes the expression or action parser panic, every
// diagnostic has a position and a one-line message of this package's own
// (none of participle's or Go's wording), and every parsed expression
// formats back to text that parses again.
func FuzzExpr(f *testing.F) {
	for _, s := range []string{"landing.before == 3 and not landing.reserved", "capture(opposite(landing), by=mover)",
		"((1+2)*3", "a && b", `"x`, "move(lap.penultimate, landing, 1) if lap.sown >= 2", "-(-(-1))", "f(a=1, 2)",
		"(mover.side where pit.count in [2, 4]).size", "first(pit before landing where pit not in mover.side)"} {
		f.Add(s)
	}
	at := diag.Pos{Line: 1, Col: 1}
	f.Fuzz(func(t *testing.T, src string) {
		e, d := Parse(src, at)
		if !d.HasErrors() {
			if _, d2 := Parse(Format(e), at); d2.HasErrors() {
				t.Errorf("%q formats as %q, which does not parse: %v", src, Format(e), d2)
			}
		}
		_, d3 := ParseAction(src, at)
		for _, d := range append(d, d3...) {
			if d.Pos.Line < 1 || d.Pos.Col < 1 || strings.ContainsAny(d.Message, "\n\r") || leak.MatchString(d.Message) {
				t.Errorf("%q: diagnostic %q at %d:%d", src, d.Message, d.Pos.Line, d.Pos.Col)
			}
		}
	})
}
