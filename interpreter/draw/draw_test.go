package draw_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"mancala/interpreter"
	"mancala/interpreter/draw"
	"mancala/variants"
)

var update = flag.Bool("update", false, "rewrite the golden pictures (then look at them)")

// picture plays the moves and draws the position after the last one.
func picture(t *testing.T, variant string, opts map[string]string, moves string) *draw.Picture {
	g, err := variants.MustLoad(variant).Configure(opts)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	ms := strings.Fields(moves)
	for _, mv := range ms[:len(ms)-1] {
		if err := mt.PlayName(mv); err != nil {
			t.Fatal(err)
		}
	}
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName(ms[len(ms)-1]); err != nil {
		t.Fatal(err)
	}
	return &draw.Picture{Game: g, State: mt.State(), Path: draw.Path(g, evs), Title: variant + " after " + ms[len(ms)-1]}
}

func golden(t *testing.T, file string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update, then look at the picture)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the picture drawn (run with -update, then look at it)", file)
	}
}

// TestPictures draws a reserved hole and a toll (Bao Kingulu), stores
// and an extra turn (Kalah), and four rows (Omweso), in both formats.
func TestPictures(t *testing.T) {
	for _, tc := range []struct {
		name, variant, moves string
		opts                 map[string]string
	}{
		{"kingulu-kuweka", "bao-kingulu", "a6 b1 a1 b3 a5 b1 a2 b2", nil},
		{"kalah-stores", "kalah", "a3 a6", nil},
		{"omweso-relay", "omweso", "a3", map[string]string{"outer-start": "4"}},
	} {
		pic := picture(t, tc.variant, tc.opts, tc.moves)
		var svg, png bytes.Buffer
		if err := pic.SVG(&svg); err != nil {
			t.Fatal(err)
		}
		if err := pic.PNG(&png); err != nil {
			t.Fatal(err)
		}
		golden(t, "testdata/"+tc.name+".svg", svg.Bytes())
		golden(t, "testdata/"+tc.name+".png", png.Bytes())
	}
}

// TestPath follows the laps of a move: a3 in Bao Kingulu relays five
// times round the board.
func TestPath(t *testing.T) {
	pic := picture(t, "bao-kingulu", nil, "a3")
	names := pic.Game.Program().Board().Names
	var got []string
	for _, p := range pic.Path {
		got = append(got, names[p])
	}
	want := "a3 a4 a5 a6 b6 b6 b5 b4 b3 b2 b1 b1 a1 a2 a3 a4 a5 a5 a6 b6 b5 b4 b3 b2 b2 b1 a1 a2 a3 a4 a5"
	if strings.Join(got, " ") != want {
		t.Errorf("path = %s\nwant %s", strings.Join(got, " "), want)
	}
}
