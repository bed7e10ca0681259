package variants

import (
	"encoding/json"
	"testing"
)

// TestRoundsPoints: a match of rounds scored by points
// (testdata/points.yaml): each round gives the player who holds more the
// difference (PT-R1), added up from round to round, and the first to
// reach the target of 10 wins the match (PT-R2); a round gives no more
// than the player needs to reach it (PT-R3).
func TestRoundsPoints(t *testing.T) {
	p := testdataProgram(t, "points")
	g, _ := p.Configure(nil)
	// South's row is empty: the round ends. South holds 10, North 7 + 7
	// = 14: North gains 4 points, South none (a negative difference).
	s, err := g.ParseText("b: 3 3 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play\npoints: south=3 north=2")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	want := "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=10 north=14\nphase: refill\nround: 1\npoints: south=3 north=6\n"
	if got := g.FormatText(mt.State()); got != want {
		t.Fatalf("after the round:\n%s\nwant\n%s", got, want)
	}
	if r := mt.Result(); r.Over {
		t.Fatalf("6 points of 10: the match goes on, yet %s", r)
	}
	// The same round with North at 7 points: 4 more would make 11, and
	// the round gives the 3 North needs (PT-R3): North wins the match,
	// scored by the match points (PT-R2); the position
	// stays as the round ended, and judging it again says the same.
	s, err = g.ParseText("b: 3 3 0 1\na: 0 0 0 0\nbank: south=10 north=7\nphase: play\npoints: south=9 north=7")
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		mt, err = g.NewMatchFrom(s)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := mt.Result().String(), "north wins by points, score south=9 north=10"; got != want {
			t.Errorf("result %q, want %q", got, want)
		}
		if got, want := g.FormatText(mt.State()), "    1 2 3 4\nb:  3 3 0 1\na:  0 0 0 0\nto-move: south\nbank: south=10 north=7\nphase: play\npoints: south=9 north=7\n"; got != want {
			t.Errorf("the last round's position:\n%s\nwant\n%s", got, want)
		}
	}
	// The JSON position carries the points, and reads them back.
	js, err := json.Marshal(g.Position(s, mt.Result()))
	if err != nil {
		t.Fatal(err)
	}
	var pos map[string]any
	if err := json.Unmarshal(js, &pos); err != nil {
		t.Fatal(err)
	}
	if got, ok := pos["points"].(map[string]any); !ok || got["south"] != 9.0 || got["north"] != 7.0 {
		t.Errorf("JSON points %v, want south 9 north 7", pos["points"])
	}
	back, err := g.State(g.Position(s, mt.Result()))
	if err != nil || back.Points != s.Points {
		t.Errorf("points read back %v, %v; want %v", back.Points, err, s.Points)
	}
}
