package solve

import (
	"errors"
	"strings"
	"testing"
)

// order ranks values for South: a win first, then the margin.
func order(v Value) int32 {
	x := v.Margin
	switch v.Winner {
	case 0:
		x += 1000
	case 1:
		x -= 1000
	}
	return x
}

// TestMoveLimitKeysPly: when the move limit ends lines, a position's
// value depends on the moves made, so the key holds the ply; both
// methods find that and agree.
func TestMoveLimitKeysPly(t *testing.T) {
	g := configure(t, "kalah", map[string]string{"houses": "3", "seeds": "3", "move-limit": "6"})
	a, err := Search(g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Retrograde(g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	if !a.PlyKeyed || !b.PlyKeyed {
		t.Errorf("ply keyed: search %v, retrograde %v; want both", a.PlyKeyed, b.PlyKeyed)
	}
	if a.Value != b.Value || names(g, a.Best) != names(g, b.Best) {
		t.Errorf("search %v (%s), retrograde %v (%s)", a.Value, names(g, a.Best), b.Value, names(g, b.Best))
	}
	full, err := Search(configure(t, "kalah", map[string]string{"houses": "3", "seeds": "3"}), Config{})
	if err != nil {
		t.Fatal(err)
	}
	if full.PlyKeyed || full.Value == a.Value {
		t.Errorf("without the limit: %v, ply keyed %v; with it %v", full.Value, full.PlyKeyed, a.Value)
	}
}

// TestDepth: a search cut at a depth brackets the value; deep enough, it
// is the value.
func TestDepth(t *testing.T) {
	g := configure(t, "kalah", map[string]string{"houses": "3", "seeds": "3"})
	full, err := Search(g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []int{1, 3, 6, 200} {
		r, err := Search(g, Config{Depth: d})
		if err != nil {
			t.Fatal(err)
		}
		if order(r.Low) > order(full.Value) || order(r.High) < order(full.Value) {
			t.Errorf("depth %d: between %v and %v, but the value is %v", d, r.Low, r.High, full.Value)
		}
		if r.Exact != (d == 200) {
			t.Errorf("depth %d: exact %v", d, r.Exact)
		}
		if r.Exact && (r.Value != full.Value || names(g, r.Best) != names(g, full.Best)) {
			t.Errorf("depth %d: %v (%s), want %v (%s)", d, r.Value, names(g, r.Best), full.Value, names(g, full.Best))
		}
	}
}

// TestRefuses: chance and more than two players are refused with a
// clear message, and a table too small is an error.
func TestRefuses(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"qelat", "qelat cannot be solved: its moves draw lots (draw at variants/qelat.yaml:78:9)"},
		{"pic", "pic cannot be solved: it has 5 players"},
	} {
		g := configure(t, c.name, nil)
		for _, f := range []func() error{
			func() error { _, err := Search(g, Config{}); return err },
			func() error { _, err := Retrograde(g, Config{}); return err },
		} {
			if err := f(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: %v, want %q", c.name, err, c.want)
			}
		}
	}
	g := configure(t, "kalah", nil)
	if _, err := Search(g, Config{MaxPositions: 100}); !errors.Is(err, ErrTooManyPositions) {
		t.Errorf("search of kalah in 100 positions: %v", err)
	}
	if _, err := Retrograde(g, Config{MaxPositions: 100}); !errors.Is(err, ErrTooManyPositions) {
		t.Errorf("retrograde of kalah in 100 positions: %v", err)
	}
}

// TestValueString says values for people.
func TestValueString(t *testing.T) {
	for _, c := range []struct {
		v    Value
		want string
	}{
		{Value{Winner: 0, Scored: true, Margin: 10}, "south wins by 10"},
		{Value{Winner: 1, Scored: true, Margin: -2}, "north wins by 2"},
		{Value{Winner: -1, Scored: true}, "draw"},
		{Value{Winner: -1, Scored: true, Margin: 3}, "no winner, margin +3"},
		{Value{Winner: 1}, "north wins"},
	} {
		if got := c.v.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.v, got, c.want)
		}
	}
}
