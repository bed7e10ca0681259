package draw_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/draw"
	"github.com/mancala-toolkit/mancala/variants"
)

var update = flag.Bool("update", false, "rewrite the golden pictures (then look at them)")

// picture plays the moves and draws the position after the last one.
func picture(t *testing.T, variant string, opts map[string]string, moves string) *draw.Picture {
	g, mt, evs := play(t, variant, opts, moves)
	ms := strings.Fields(moves)
	return &draw.Picture{Game: g, State: mt.State(), Laps: draw.Laps(g, evs), Title: variant + " after " + ms[len(ms)-1]}
}

// play plays the moves and returns the game, the match and the events
// of the last move.
func play(t *testing.T, variant string, opts map[string]string, moves string) (*interpreter.Game, *interpreter.Match, []interpreter.Event) {
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
	return g, mt, evs
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

// TestPictures draws a picture of each board shape, in both formats: a
// reserved hole and a toll and five laps (Bao Kingulu, 2×6), stores and
// an extra turn (Kalah), 2×9 (Toguz Kumalak), four rows of 8 (Omweso,
// whose caption is wider than its board) and of 12 (Bao Kigogo), three
// rows (Gabata), 2×40 (En Gehe), and a picture at twice the size. Look
// at a picture after -update: the test only holds it to what was seen.
func TestPictures(t *testing.T) {
	for _, tc := range []struct {
		name, variant, moves string
		opts                 map[string]string
		scale                float64
	}{
		{"kingulu-kuweka", "bao-kingulu", "a6 b1 a1 b3 a5 b1 a2 b2", nil, 0},
		{"kingulu-laps", "bao-kingulu", "a3", nil, 0},
		{"kalah-stores", "kalah", "a3 a6", nil, 0},
		{"toguz-2x9", "toguz-kumalak", "a3 b5", nil, 0},
		{"omweso-relay", "omweso", "a3", map[string]string{"outer-start": "4"}, 0},
		{"kigogo-4x12", "bao-kigogo", "a5", nil, 0},
		{"gabata-3x6", "gabata", "a3", nil, 0},
		{"en-gehe-2x40", "en-gehe", "a3", nil, 0},
		{"kalah-scale2", "kalah", "a2", nil, 2},
	} {
		pic := picture(t, tc.variant, tc.opts, tc.moves)
		pic.Scale = tc.scale
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

// TestCanvasFitsItsText: the canvas is wide enough for the title and
// every caption line (Omweso's caption, with reserves, is wider than its
// 8 columns; En Gehe's 40 columns are wider than any text).
func TestCanvasFitsItsText(t *testing.T) {
	for _, tc := range []struct{ variant, moves string }{{"omweso", "a3"}, {"o-an-quan", "a6"}, {"en-gehe", "a3"}} {
		pic := picture(t, tc.variant, nil, tc.moves)
		w, lines := draw.CanvasWidth(pic)
		if tw := draw.TitleWidth(pic.Title); tw > float64(w) {
			t.Errorf("%s: the title is %.0f wide, the canvas %d", tc.variant, tw, w)
		}
		for _, l := range lines {
			if tw := draw.CaptionWidth(l); tw > float64(w) {
				t.Errorf("%s: %q is %.0f wide, the canvas %d", tc.variant, l, tw, w)
			}
		}
	}
}

// TestLaps: a move's laps are drawn one by one: a3 in Bao Kingulu sows
// five laps, the first from a3 to b6 (four seeds).
func TestLaps(t *testing.T) {
	pic := picture(t, "bao-kingulu", nil, "a3")
	names := pic.Game.Program().Board().Names
	if len(pic.Laps) != 5 {
		t.Fatalf("%d laps, want 5", len(pic.Laps))
	}
	var first []string
	for _, p := range pic.Laps[0] {
		first = append(first, names[p])
	}
	if got := strings.Join(first, " "); got != "a3 a4 a5 a6 b6" {
		t.Errorf("the first lap passes %s, want a3 a4 a5 a6 b6", got)
	}
}

// TestPath follows the laps of a move: a3 in Bao Kingulu relays five
// times round the board.
func TestPath(t *testing.T) {
	pic := picture(t, "bao-kingulu", nil, "a3")
	names := pic.Game.Program().Board().Names
	var got []string
	_, _, evs := play(t, "bao-kingulu", nil, "a3")
	for _, p := range draw.Path(pic.Game, evs) {
		got = append(got, names[p])
	}
	want := "a3 a4 a5 a6 b6 b6 b5 b4 b3 b2 b1 b1 a1 a2 a3 a4 a5 a5 a6 b6 b5 b4 b3 b2 b2 b1 a1 a2 a3 a4 a5"
	if strings.Join(got, " ") != want {
		t.Errorf("path = %s\nwant %s", strings.Join(got, " "), want)
	}
}
