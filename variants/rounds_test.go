package variants

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// TestRoundsBurnt: between rounds each player fills their holes in track
// order; holes they cannot fill bear the mark burnt (rounds unfilled:
// burnt), stay theirs, and sowing passes over them; the leftover goes to
// the bank.
func TestRoundsBurnt(t *testing.T) {
	p := testdataProgram(t, "rounds")
	g, _ := p.Configure(nil)
	// North's side is empty: the round ends at once. South holds 16
	// (5 on the board, 11 in the store): it fills a1..a5 (15), 1 left.
	// North holds 14: it fills b5 b4 b3 b2 (12), 2 left; b1 is burnt.
	s, err := g.ParseText("b: 0 0 0 0 0\na: 1 1 1 1 1\nstores: south=11 north=14")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	got := g.FormatText(mt.State())
	want := `    1 2 3 4 5
b:  0 3 3 3 3
a:  3 3 3 3 3
stores: south=0 north=0
to-move: north
bank: south=1 north=2
mark: b1=burnt
round: 1
`
	if got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
	// North sows b2's three seeds, passing over the burnt b1: north-store,
	// a1, a2 (held 3): relay of 4 from a2: a3 a4 a5 b5 (South's store
	// passed over; b5 held 3): relay of 4 from b5: b4 b3 b2, b1 passed
	// over, north-store: another turn.
	if err := mt.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	st := mt.State()
	for pit, want := range map[string]int32{"b1": 0, "north-store": 2, "a1": 4, "a2": 0, "b5": 0, "b2": 1} {
		if n := st.Pits[p.Board().PitIndex(pit)]; n != want {
			t.Errorf("%s holds %d, want %d", pit, n, want)
		}
	}
	if st.ToMove != 1 {
		t.Errorf("North's last seed fell in its store, yet %d is to move", st.ToMove)
	}
}

// TestRoundsRefill: with rounds refill, the players lay out their seeds
// themselves between rounds, by the game's own rules (testdata/refill.yaml):
// each takes back what they hold into their reserve (RF-R5), the loser
// begins, and in turn each fills an empty hole of their row with three,
// or with what is left (RF-R6); the play begins when both have laid out
// everything or filled their row, the rest staying in reserve (RF-R7).
func TestRoundsRefill(t *testing.T) {
	p := testdataProgram(t, "refill")
	g, _ := p.Configure(nil)
	// South's row is empty: the round ends at once, North winning 14 to
	// 10. South holds 10 and North 14, all into their reserves.
	s, err := g.ParseText("b: 3 3 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	want := "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=10 north=14\nphase: refill\nround: 1\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
	legal := func() string {
		moves, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, mv := range moves {
			names = append(names, g.MoveName(mv))
		}
		return strings.Join(names, " ")
	}
	if got := legal(); got != "a1 a2 a3 a4" {
		t.Errorf("the loser lays out first, into any empty hole of their row: legal %q", got)
	}
	// In turn, South lays out 3, 3, 3 and its last 1; North 3 a hole,
	// 2 left over when its row is full.
	for _, mv := range strings.Fields("a1 b1 a2 b2 a3 b3 a4 b4") {
		if err := mt.PlayName(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	want = "    1 2 3 4\nb:  3 3 3 3\na:  3 3 3 1\nto-move: south\nbank: south=0 north=0\nreserve: south=0 north=2\nphase: play\nround: 1\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Errorf("after the layout:\n%s\nwant\n%s", got, want)
	}
	if got := legal(); got != "a1 a2 a3 a4" {
		t.Errorf("the play begins once North's row is full, its 2 left in reserve: legal %q", got)
	}
}

// TestRoundsKeep: with rounds keep, the pits the condition holds for when
// a round ends keep their seeds and owner into the next round, and the
// pits that belong to nobody keep theirs (no player holds them); the
// other pits are emptied into their owners' holdings and laid out again,
// the layout passing over the kept pits (testdata/keep.yaml).
func TestRoundsKeep(t *testing.T) {
	p := testdataProgram(t, "keep")
	g, _ := p.Configure(nil)
	// North's row is empty: the round ends at once, South winning 17 to
	// 8. b2 and b3 are nobody's and keep 1 and 6; a3 holds 7, six or
	// more, and keeps them. South holds a1 a2 b1 (claimed) and its bank,
	// 1+1+3+5 = 10: it fills a1 a2 with two (a3 passed over), 6 left.
	// North holds 8: c3 c2 c1 with two, 2 left. b1 is nobody's again.
	s, err := g.ParseText("c: 0 0 0\nb: 3 1 6\na: 1 1 7\nowner: b1=south\nbank: south=5 north=8")
	if err != nil {
		t.Fatal(err)
	}
	before := total(s.Pits) + s.Bank[0] + s.Bank[1]
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	st := mt.State()
	want := "    1 2 3\nc:  2 2 2\nb:  0 1 6\na:  2 2 7\nto-move: north\nbank: south=6 north=2\nround: 1\n"
	if got := g.FormatText(st); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
	if after := total(st.Pits) + st.Bank[0] + st.Bank[1]; after != before {
		t.Errorf("seeds: %d before the round's end, %d after", before, after)
	}
}

func total(pits []int32) int32 {
	var n int32
	for _, v := range pits {
		n += v
	}
	return n
}

// TestRoundsKeepRefill: with rounds refill, a kept pit keeps its seeds
// and the rest of what each player holds goes to their reserve
// (testdata/refill.yaml with keep: pit.count >= 5).
func TestRoundsKeepRefill(t *testing.T) {
	p := testdataProgramWith(t, "refill", "refill-keep.yaml", "  keep: pit.count >= 5\n")
	g, _ := p.Configure(nil)
	// South's row is empty: the round ends at once. b2 holds 5 and keeps
	// them; North holds b1 b4 and its bank, 3+1+7 = 11, South its bank, 10.
	s, err := g.ParseText("b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	want := "    1 2 3 4\nb:  0 5 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=10 north=11\nphase: refill\nround: 1\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
}

// TestRoundsKinds: a match of rounds with seeds of several kinds and
// rounds refill: at a round's end the seeds of the first kind each
// player holds go to their reserve, to be laid out, and those of the
// other kinds to their bank, kind by kind; a kept pit keeps its kinds
// (testdata/refill.yaml with a kind stone worth 5, kept pits of 5 or
// more).
func TestRoundsKinds(t *testing.T) {
	p := testdataProgramWith(t, "refill", "refill-kinds.yaml", "  keep: pit.count >= 5\nkinds:\n  seed: {}\n  stone: {worth: 5}\n")
	g, _ := p.Configure(nil)
	// South's row is empty: the round ends at once. b2 holds 5, a stone
	// among them, and keeps them. North holds b1 (3, a stone among them),
	// b4 (1) and its bank (7, a stone among them): 9 seeds and 2 stones.
	roundEndKeepsKinds(t, g, "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play\nkinds: b1.stone=1 b2.stone=1 north.stone=1", "    1 2 3 4\nb:  0 5 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=2\nreserve: south=10 north=9\nkinds: b2.stone=1 north.stone=2\nphase: refill\nround: 1\n")
}

// TestRoundsStack: a match of rounds whose holes are stacks: at a
// round's end the stones of the pits not kept go to their owner's bank
// (without a level), and a kept pit keeps its stone where it lies in its
// stack (TestRoundsKinds with sowing.order: stack).
func TestRoundsStack(t *testing.T) {
	src, err := os.ReadFile("../testdata/refill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("  track: board\n"), []byte("  track: board\n  order: stack\n"), 1)
	src = append(src, "  keep: pit.count >= 5\nkinds:\n  seed: {}\n  stone: {worth: 5}\n"...)
	p, diags := Compile("refill-stack.yaml", src)
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	roundEndKeepsKinds(t, g, "b: 3 5 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play\nkinds: b1.stone=1 b2.stone=1 north.stone=1\nlevels: b2.stone=1", "    1 2 3 4\nb:  0 5 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=2\nreserve: south=10 north=9\nkinds: b2.stone=1 north.stone=2\nlevels: b2.stone=1\nphase: refill\nround: 1\n")
}

// roundEndKeepsKinds starts a match at the position written text, whose
// round is over, and checks the next round's start is want and that
// every kind has as many seeds as before.
func roundEndKeepsKinds(t *testing.T, g *interpreter.Game, text, want string) {
	t.Helper()
	s, err := g.ParseText(text)
	if err != nil {
		t.Fatal(err)
	}
	before := g.KindTotals(s)
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.FormatText(mt.State()); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
	if after := g.KindTotals(mt.State()); !slices.Equal(before, after) {
		t.Errorf("kinds %v before the round's end, %v after", before, after)
	}
}
