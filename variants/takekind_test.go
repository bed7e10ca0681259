package variants

import (
	"os"
	"strings"
	"testing"
)

// TestTakeKind: take(p, n, kind=KIND) takes n seeds of the kind only (at
// most what p holds of it), the others staying in p. testdata/kinds.yaml's
// K-R4 (take one seed of the landing pit, then move two to the pit
// opposite) with a kind given: a1's seed makes a2 two plain seeds and a
// gold.
func TestTakeKind(t *testing.T) {
	src, err := os.ReadFile("../testdata/kinds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const start = "b: 0 0 0 2\na: 1 2 0 1\nkinds: a2.gold=1 a4.gold=1 b4.gold=1"
	for _, tc := range []struct {
		take, want string
	}{
		// the gold is taken, the two plain seeds move to b2
		{"take(landing, 1, kind=gold)", "    1 2 3 4\nb:  0 2 0 2\na:  0 0 0 1\nto-move: north\nbank: south=1 north=0\nkinds: a4.gold=1 b4.gold=1 south.gold=1\n"},
		// no stone in a2: nothing is taken; two plain seeds move, the gold stays
		{"take(landing, 1, kind=stone)", "    1 2 3 4\nb:  0 2 0 2\na:  0 1 0 1\nto-move: north\nbank: south=0 north=0\nkinds: a2.gold=1 a4.gold=1 b4.gold=1\n"},
		// five plain seeds asked, two there: both taken, the gold moves alone
		{"take(landing, 5, kind=seed)", "    1 2 3 4\nb:  0 1 0 2\na:  0 0 0 1\nto-move: north\nbank: south=2 north=0\nkinds: a4.gold=1 b2.gold=1 b4.gold=1\n"},
		// by another player: the gold goes to North's bank
		{"take(landing, 1, by=opponent, kind=gold)", "    1 2 3 4\nb:  0 2 0 2\na:  0 0 0 1\nto-move: north\nbank: south=0 north=1\nkinds: a4.gold=1 b4.gold=1 north.gold=1\n"},
	} {
		text := strings.Replace(string(src), "take(landing, 1)", tc.take, 1)
		p, diags := Compile("kinds.yaml", []byte(text))
		if p == nil {
			t.Fatalf("%s: %v", tc.take, diags)
		}
		g, _ := p.Configure(nil)
		s, err := g.ParseText(start)
		if err != nil {
			t.Fatal(err)
		}
		mt, err := g.NewMatchFrom(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := mt.PlayName("a1"); err != nil {
			t.Fatalf("%s: %v", tc.take, err)
		}
		if got := g.FormatText(mt.State()); got != tc.want {
			t.Errorf("%s: after a1:\n%s\nwant\n%s", tc.take, got, tc.want)
		}
	}
}

// TestSowKind: sow(from, at, kind=KIND) lifts only the seeds of the kind
// and sows them; the others stay. testdata/kinds.yaml's K-R2 relay
// replaced by a sow of the stone alone: a2's last seed falls on the
// stone in b4 (then five seeds), and only the stone is sown on, into b3.
func TestSowKind(t *testing.T) {
	src, err := os.ReadFile("../testdata/kinds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "    do: relay\n", "    do: sow(landing, at=next(landing), kind=stone)\n", 1)
	p, diags := Compile("kinds.yaml", []byte(text))
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	mt := g.NewMatch()
	if err := mt.PlayName("a2"); err != nil {
		t.Fatal(err)
	}
	want := "    1 2 3 4\nb:  3 3 4 4\na:  3 0 4 4\nto-move: north\nbank: south=0 north=0\nkinds: a1.gold=1 a3.gold=1 a4.gold=1 b1.gold=1 b2.gold=1 b3.gold=1 b4.gold=2 b3.stone=1\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Errorf("after a2:\n%s\nwant\n%s", got, want)
	}
}
