package interpreter

import (
	"os"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// TestFusedComparisons: a count compared with a constant by any
// operator, either way round, compiles to an interval test that agrees
// with the comparison compiled node by node, for counts around the
// constant.
func TestFusedComparisons(t *testing.T) {
	src, err := os.ReadFile("../variants/hawalis.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sv, diags := syntax.Parse("hawalis.yaml", src)
	v, more := check.Check(sv)
	diags.Append(more)
	if v == nil || diags.HasErrors() {
		t.Fatal(diags.Err())
	}
	g, err := Compile(v).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	// the counts the variant's conditions read, as written there
	counts := map[string]expr.Expr{}
	for _, r := range v.LapEnd {
		expr.Inspect(r.When, func(e expr.Expr) bool {
			if sel, ok := e.(*expr.Selector); ok {
				counts[expr.Format(sel)] = sel
			}
			return true
		})
	}
	c := &compiler{p: g.p, opt: g.opt}
	ref := &compiler{p: g.p, opt: g.opt, plain: true}
	f := &g.NewMachine().f
	s := g.Start()
	f.s, f.s0 = s, s
	tried := 0
	for _, name := range []string{"landing.before", "lap.seeds", "move.laps", "opposite(landing).count"} {
		x, ok := counts[name]
		if !ok {
			t.Fatalf("hawalis no longer reads %s", name)
		}
		for _, op := range []string{"==", "!=", "<", "<=", ">", ">="} {
			for k := 0; k <= 3; k++ {
				for _, e := range []*expr.Binary{
					{Op: op, X: x, Y: &expr.Int{Value: k}},
					{Op: op, X: &expr.Int{Value: k}, Y: x},
				} {
					fast := c.fused(e)
					if fast == nil {
						if op == "!=" && k != 0 {
							continue // not an interval
						}
						t.Fatalf("%s is not fused", expr.Format(e))
					}
					slow := ref.boolean(e)
					for n := int32(0); n <= 5; n++ {
						f.mover, f.landing = 0, 8 // b2, whose opposite is c2
						f.before, f.lapSeeds, f.laps = n, n, n
						s.Pits[v.Board.Opposite[8]] = n
						if fast(f) != slow(f) {
							t.Errorf("%s with the count %d: %v fused, %v node by node", expr.Format(e), n, fast(f), slow(f))
						}
						tried++
					}
				}
			}
		}
	}
	t.Logf("%d comparisons", tried)
}
