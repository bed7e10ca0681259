package variants

import (
	"os"
	"slices"
	"testing"
)

// TestRoundsSplit: rounds.split shares the seeds of the pits it holds
// for when a round ends, half (rounded down) to the other player and the
// rest to the pit's owner, the first kind first; a kept pit is not
// split. The match is testdata/refill.yaml (South's empty row ends the
// round at once), with a mark half and split: pit.half.
func TestRoundsSplit(t *testing.T) {
	for _, c := range []struct {
		name, extra, pos, want string
	}{
		{
			// North holds b1 3 + b2 5 + b4 1 + bank 7 = 16 seeds, South
			// its bank, 10; b2 is half-owned: 2 of its 5 go to South
			name: "half to the other player, the odd seed to the owner",
			pos:  "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nmark: b2=half\nphase: play",
			want: "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=12 north=14\nphase: refill\nround: 1\n",
		},
		{
			name: "no pit marked: nothing shared",
			pos:  "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play",
			want: "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=10 north=16\nphase: refill\nround: 1\n",
		},
		{
			// two half-owned pits of North's, each split on its own:
			// b1 3 (1 to South), b4 1 (none)
			name: "each pit split on its own",
			pos:  "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nmark: b1=half b4=half\nphase: play",
			want: "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=11 north=15\nphase: refill\nround: 1\n",
		},
		{
			// a half-owned pit of North's side that South owns (sold):
			// South is its owner and keeps 3, North gets 2
			name: "a pit owned across the board: the owner keeps the odd seed",
			pos:  "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nowner: b2=south\nmark: b2=half\nphase: play",
			want: "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=13 north=13\nphase: refill\nround: 1\n",
		},
		{
			// b2 holds 4, 5 or more are kept: kept, so not split
			name:  "a kept pit is not split",
			extra: "  keep: pit.count >= 5\n",
			pos:   "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nmark: b2=half\nphase: play",
			want:  "    1 2 3 4\nb:  0 5 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=10 north=11\nphase: refill\nround: 1\n",
		},
		{
			// b2's 5 seeds hold a stone; South's half, 2 seeds, is taken
			// the first kind first: 2 plain seeds, the stone stays North's
			name:  "with kinds, the half is taken the first kind first",
			extra: "kinds:\n  seed: {}\n  stone: {worth: 5}\n",
			pos:   "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nmark: b2=half\nphase: play\nkinds: b2.stone=1",
			want:  "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=1\nreserve: south=12 north=13\nkinds: north.stone=1\nphase: refill\nround: 1\n",
		},
		{
			// b2's 2 seeds are both stones: South's half is a stone
			name:  "with kinds, a pit of stones gives stones",
			extra: "kinds:\n  seed: {}\n  stone: {worth: 5}\n",
			pos:   "b: 3 2 0 1\na: 0 0 0 0\nbank: south=10 north=7\nmark: b2=half\nphase: play\nkinds: b2.stone=2",
			want:  "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=1 north=1\nreserve: south=10 north=11\nkinds: south.stone=1 north.stone=1\nphase: refill\nround: 1\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, err := os.ReadFile("../testdata/refill.yaml")
			if err != nil {
				t.Fatal(err)
			}
			src = append(src, "  split: pit.half\n"+c.extra+"marks: [half]\n"...)
			p, diags := Compile("refill-split.yaml", src)
			if p == nil {
				t.Fatal(diags)
			}
			g, _ := p.Configure(nil)
			s, err := g.ParseText(c.pos)
			if err != nil {
				t.Fatal(err)
			}
			before := g.KindTotals(s)
			mt, err := g.NewMatchFrom(s)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatText(mt.State()); got != c.want {
				t.Fatalf("after the round:\n%s\nwant\n%s", got, c.want)
			}
			if after := g.KindTotals(mt.State()); !slices.Equal(before, after) {
				t.Errorf("kinds %v before the round's end, %v after", before, after)
			}
		})
	}
}

// TestRoundsSplitLayout: rounds.split with the automatic layout
// (testdata/rounds.yaml): the shared seeds count in what each player lays
// out. South's row is empty, so the round ends at once; South holds its
// store's 14, North its row's 16, and b1, half-owned, gives 2 of its 4 to
// South (the file's one mark, burnt, stands for half-owned here): each
// lays out 16 and 14, three a pit; North's last pit, b1, is burnt.
func TestRoundsSplitLayout(t *testing.T) {
	p := testdataProgramWith(t, "rounds", "rounds-split.yaml", "  split: pit.burnt\n")
	g, _ := p.Configure(nil)
	s, err := g.ParseText("b: 4 3 3 3 3\na: 0 0 0 0 0\nstores: south=14 north=0\nmark: b1=burnt")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	want := "    1 2 3 4 5\nb:  0 3 3 3 3\na:  3 3 3 3 3\nstores: south=0 north=0\nto-move: south\nbank: south=1 north=2\nmark: b1=burnt\nround: 1\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
}

// TestOAnQuanMatchPerft pins the move counts of O An Quan's match from
// the refill after its first game (testdata/golden/o-an-quan-match: South
// holds 32 counters and both stones, North 18 and lays out first): North
// fills one of five squares (5), South lays a stone into a1 or fills
// one of five (30), North one of four (120), South the east end space or
// one of five after a1, a1 or one of four after a square (20×6 + 100×5).
func TestOAnQuanMatchPerft(t *testing.T) {
	g, _ := MustLoad("o-an-quan-match").Configure(nil)
	s, err := g.ParseText("b: 0 0 0 0 0 0 0\na: 0 0 0 0 0 0 0\nstores: south=0 north=0\nto-move: north\nbank: south=2 north=0\nreserve: south=32 north=18\nkinds: south.stone=2\nphase: refill\nround: 1")
	if err != nil {
		t.Fatal(err)
	}
	for depth, want := range []int64{1, 5, 30, 120, 620} {
		got, err := g.Perft(s, depth)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
}
