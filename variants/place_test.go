package variants

import (
	"os"
	"strings"
	"testing"
)

// TestSowingPlace: with sowing.place, the seed of the placed kind in a
// lap's hand falls at the seed number place_at gives, not in the
// declared order (testdata/kinds.yaml, whose a2 relays b4's five seeds,
// the stone among them, into b3 b2 b1 a1 a2; in the declared order the
// stone falls last, into a2).
func TestSowingPlace(t *testing.T) {
	src, err := os.ReadFile("../testdata/kinds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		at, want string
	}{
		{"1", "b3.stone=1"},
		{"2", "b2.stone=1"},
		{"4", "a1.stone=1"},
		{"5", "a2.stone=1"},
		{"9", "a2.stone=1"},  // past the lap's end: its last seed
		{"0", "a2.stone=1"},  // below 1: the declared order
		{"-3", "a2.stone=1"}, // below 1: the declared order
	} {
		text := strings.Replace(string(src), "  track: board\n", "  track: board\n  place: stone\n  place_at: "+tc.at+"\n", 1)
		p, diags := Compile("kinds.yaml", []byte(text))
		if p == nil {
			t.Fatalf("place_at %s: %v", tc.at, diags)
		}
		g, _ := p.Configure(nil)
		mt := g.NewMatch()
		if err := mt.PlayName("a2"); err != nil {
			t.Fatalf("place_at %s: %v", tc.at, err)
		}
		got := g.FormatText(mt.State())
		if !strings.Contains(got, " "+tc.want) {
			t.Errorf("place_at %s: the stone is not where it should fall (%s):\n%s", tc.at, tc.want, got)
		}
		// every gold seed and the stone are still there: 8 gold, 1 stone
		if n := strings.Count(got, ".stone=1"); n != 1 {
			t.Errorf("place_at %s: %d pits hold the stone:\n%s", tc.at, n, got)
		}
		if tot := g.KindTotals(mt.State()); len(tot) != 3 || tot[1] != 8 || tot[2] != 1 {
			t.Errorf("place_at %s: kind totals %v", tc.at, tot)
		}
	}
}

// TestSowingPlaceChosen: the mover chooses where the stone falls, a
// choice during the move (choose) before the relay that sows it: a2's
// relay offers a2:1 … a2:5, and a2:2 drops the stone into b2.
func TestSowingPlaceChosen(t *testing.T) {
	src, err := os.ReadFile("../testdata/kinds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "  track: board\n", "  track: board\n  place: stone\n  place_at: game.at\n", 1)
	text = strings.Replace(text, "board: {rows: 2, columns: 4}\n", "board: {rows: 2, columns: 4}\nvalues:\n  at: {kind: int, doc: the seed of the lap at which the stone falls}\n", 1)
	text = strings.Replace(text, "    do: relay\n", "    do:\n      - choose(game.at, min=1, max=landing.count)\n      - relay\n", 1)
	p, diags := Compile("kinds.yaml", []byte(text))
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	mt := g.NewMatch()
	moves, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, mv := range moves {
		names = append(names, g.MoveName(mv))
	}
	if got := strings.Join(names, " "); !strings.Contains(got, "a2:1 a2:2 a2:3 a2:4 a2:5") {
		t.Fatalf("legal moves %q: want a2's relay to offer a2:1 … a2:5", got)
	}
	if err := mt.PlayName("a2:2"); err != nil {
		t.Fatal(err)
	}
	if got := g.FormatText(mt.State()); !strings.Contains(got, " b2.stone=1") {
		t.Errorf("after a2:2 the stone should be in b2:\n%s", got)
	}
}
