package interpreter_test

import (
	"os"
	"testing"

	"mancala/variants"
)

// TestToMove: in testdata/stores.yaml the game ends when the player to
// move has no seeds on their side. After a last seed into one's own
// store (an extra turn) that is the mover; otherwise the opponent.
func TestToMove(t *testing.T) {
	src, err := os.ReadFile("../testdata/stores.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := variants.Compile("stores.yaml", src)
	if p == nil {
		t.Fatal(diags)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, position, move string
		over                 bool
	}{
		{"the last seed into South's store: South moves again with an empty side", "b: 1 1 1 1 1 1\na: 0 0 0 0 0 1\nstores: south=20 north=21", "a6", true},
		{"South empties its side but North is to move and has seeds", "b: 1 1 1 1 1 0\na: 0 0 0 0 0 2\nstores: south=20 north=21", "a6", false},
		{"North, to move, has no seeds on its side", "b: 0 0 0 0 0 0\na: 0 0 0 0 1 6\nstores: south=20 north=21", "a5", true},
	} {
		s, err := g.ParseText(tc.position)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		mt, err := g.NewMatchFrom(s)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := mt.PlayName(tc.move); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if r := mt.Result(); r.Over != tc.over {
			t.Errorf("%s: over = %v (%+v), want %v", tc.name, r.Over, r, tc.over)
		}
	}
}
