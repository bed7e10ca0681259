package solve

import (
	"testing"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// configure loads a built-in variant or a test description with options.
func configure(t *testing.T, name string, opts map[string]string) *interpreter.Game {
	t.Helper()
	p, err := variants.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Configure(opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestMethodsAgree solves small games of three families by both
// methods, which share only the listing of a position's moves: the
// values and the best first moves must be equal.
func TestMethodsAgree(t *testing.T) {
	for _, c := range []struct {
		name string
		opts map[string]string
	}{
		{"kalah", map[string]string{"houses": "3", "seeds": "3"}},
		{"kalah", map[string]string{"houses": "3", "seeds": "2", "empty-capture": "on"}},
		{"kalah", map[string]string{"houses": "3", "seeds": "2", "ending": "no-moves"}},
		{"testdata/oware-2x4.yaml", map[string]string{"cycle": "off", "move-limit": "30"}},
		{"testdata/oware-2x4.yaml", map[string]string{"move-limit": "12"}}, // the repetition rule too
		{"testdata/kingulu-2x4.yaml", nil},
	} {
		g := configure(t, c.name, c.opts)
		t0 := time.Now()
		a, err := Search(g, Config{MaxPositions: 2_000_000})
		if err != nil {
			t.Fatalf("%s %v: search: %v", c.name, c.opts, err)
		}
		t1 := time.Now()
		b, err := Retrograde(g, Config{MaxPositions: 2_000_000})
		if err != nil {
			t.Fatalf("%s %v: retrograde: %v", c.name, c.opts, err)
		}
		t.Logf("%s %v: %v, best %v; search %d positions %v, retrograde %d positions %v, ply keyed %v, history keyed %v",
			c.name, c.opts, a.Value, names(g, a.Best), a.Positions, t1.Sub(t0), b.Positions, time.Since(t1), a.PlyKeyed, a.HistoryKeyed)
		if !a.Exact || a.Value != b.Value {
			t.Errorf("%s %v: search says %v, retrograde %v", c.name, c.opts, a.Value, b.Value)
		}
		if x, y := names(g, a.Best), names(g, b.Best); x != y {
			t.Errorf("%s %v: best moves: search %s, retrograde %s", c.name, c.opts, x, y)
		}
	}
}

func names(g *interpreter.Game, mvs []interpreter.Move) string {
	s := ""
	for i, mv := range mvs {
		if i > 0 {
			s += " "
		}
		s += g.MoveName(mv)
	}
	return s
}
