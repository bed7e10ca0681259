package variants

import (
	"os"
	"testing"
)

// TestRoundsBurnt: between rounds each player fills their holes in track
// order; holes they cannot fill bear the mark burnt (rounds unfilled:
// burnt), stay theirs, and sowing passes over them; the leftover goes to
// the bank.
func TestRoundsBurnt(t *testing.T) {
	src, err := os.ReadFile("../testdata/rounds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := Compile("rounds.yaml", src)
	if p == nil {
		t.Fatal(diags)
	}
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
