package variants

import (
	"strings"
	"testing"
)

// TestRoundsMany: a match of rounds of three players
// (testdata/rounds3.yaml, with the rounds keys each case adds): at a
// round's end every side passes on to the next player (rotate), each
// fills the holes of their new side while they can, a player who cannot
// fill one is out of the match and passed over in turn, and the match
// ends when fewer than two players are left, or on points.
func TestRoundsMany(t *testing.T) {
	for _, tc := range []struct {
		name, extra, pos string
		moves            []string
		want, result     string
	}{{
		// one holds a1 and its bank, 1+4 = 5; two 5; three 1, too few:
		// three is out. The sides pass on: a1 b1 to two, a2 b2 to three,
		// a3 b3 to one. one fills a3 b3 (1 left), two a1 b1 (1 left);
		// three fills nothing, its holes burnt. two was to move.
		name: "rotate and out",
		pos:  "b: 0 0 0\na: 1 0 0\nbank: one=4 two=5 three=1\nto-move: two",
		want: "    1 2 3\nb:  2 0 2\na:  2 0 2\nto-move: two\nbank: one=1 two=1 three=1\nowner: a1=two a2=three a3=one b1=two b2=three b3=one\nmark: a2=burnt b2=burnt\nround: 1\nout: three\n",
	}, {
		// then two sows a1 (a2 burnt, passed over): a3 b3, the last
		// making three in one's b3; three is out, so one moves next
		name:  "the turn passes over a player out",
		pos:   "b: 0 0 0\na: 1 0 0\nbank: one=4 two=5 three=1\nto-move: two",
		moves: []string{"a1"},
		want:  "    1 2 3\nb:  2 0 3\na:  0 0 3\nto-move: one\nbank: one=1 two=1 three=1\nowner: a1=two a2=three a3=one b1=two b2=three b3=one\nmark: a2=burnt b2=burnt\nround: 1\nout: three\n",
	}, {
		// a player out stays out, whatever they hold: three's 9; one
		// holds 1, too few, so two alone is left
		name:   "out for good",
		pos:    "b: 0 0 0\na: 1 0 0\nbank: one=0 two=5 three=9\nto-move: two\nout: three\nround: 1",
		result: "two wins by rounds, score one=1 two=5 three=9",
	}, {
		// one holds 1, three 1: two alone can fill a hole and wins
		name:   "the last player left wins",
		pos:    "b: 0 0 0\na: 1 0 0\nbank: one=0 two=9 three=1",
		result: "two wins by rounds, score one=1 two=9 three=1",
	}, {
		name:   "nobody left",
		pos:    "b: 0 0 0\na: 1 0 0\nbank: one=0 two=1 three=1",
		result: "draw by rounds, score one=1 two=1 three=1",
	}, {
		// points: what each holds; three reaches 5 and wins on points
		name:   "points of three players",
		extra:  "  points: player.bank + player.seeds\n  target: 5\n",
		pos:    "b: 0 0 0\na: 1 0 0\nbank: one=2 two=3 three=6",
		result: "three wins by points, score one=3 two=3 three=6",
	}, {
		name:   "points shared at the top",
		extra:  "  points: player.bank + player.seeds\n  target: 5\n",
		pos:    "b: 0 0 0\na: 1 0 0\nbank: one=5 two=6 three=2",
		result: "draw by points, score one=6 two=6 three=2",
	}, {
		// below the target, the points are kept for every player
		name:  "points kept",
		extra: "  points: player.bank + player.seeds\n  target: 50\n",
		pos:   "b: 0 0 0\na: 1 0 0\nbank: one=2 two=3 three=6\npoints: one=1 two=2 three=3",
		want:  "    1 2 3\nb:  0 2 0\na:  2 2 2\nto-move: one\nbank: one=1 two=1 three=2\nowner: a1=two a2=three a3=one b1=two b2=three b3=one\nmark: b1=burnt b3=burnt\nround: 1\npoints: one=4 two=5 three=9\n",
	}, {
		// one holds 3, two 3 and three 6: one fills a3 (b3 burnt), two
		// a1 (b1 burnt), three a2 b2, in the order of their track
		// alternate: round 1 began with one (setup), so round 2 with two
		name:  "alternate",
		extra: "  first: alternate\n",
		pos:   "b: 0 0 0\na: 1 0 0\nbank: one=2 two=3 three=6\nto-move: three",
		want:  "    1 2 3\nb:  0 2 0\na:  2 2 2\nto-move: two\nbank: one=1 two=1 three=2\nowner: a1=two a2=three a3=one b1=two b2=three b3=one\nmark: b1=burnt b3=burnt\nround: 1\n",
	}, {
		// winner: the round's winner, three, begins the next
		name:  "winner",
		extra: "  first: winner\n",
		pos:   "b: 0 0 0\na: 1 0 0\nbank: one=2 two=3 three=6\nto-move: one",
		want:  "    1 2 3\nb:  0 2 0\na:  2 2 2\nto-move: three\nbank: one=1 two=1 three=2\nowner: a1=two a2=three a3=one b1=two b2=three b3=one\nmark: b1=burnt b3=burnt\nround: 1\n",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			p := testdataProgramWith(t, "rounds3", "rounds3.yaml", tc.extra)
			g, _ := p.Configure(nil)
			s, err := g.ParseText(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			mt, err := g.NewMatchFrom(s)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range tc.moves {
				if err := mt.PlayName(mv); err != nil {
					t.Fatalf("%s: %v", mv, err)
				}
			}
			if tc.result != "" {
				if got := mt.Result().String(); got != tc.result {
					t.Errorf("result %q, want %q", got, tc.result)
				}
				return
			}
			if r := mt.Result(); r.Over {
				t.Fatalf("the match is over: %s", r)
			}
			got := g.FormatText(mt.State())
			if got != tc.want {
				t.Fatalf("got\n%s\nwant\n%s", got, tc.want)
			}
			// the position reads back as it was written, text and JSON
			back, err := g.ParseText(got)
			if err != nil {
				t.Fatal(err)
			}
			if again := g.FormatText(back); again != got {
				t.Errorf("text read back:\n%s", again)
			}
			js, err := g.State(g.Position(mt.State(), mt.Result()))
			if err != nil {
				t.Fatal(err)
			}
			if again := g.FormatText(js); again != got {
				t.Errorf("JSON read back:\n%s", again)
			}
		})
	}
}

// TestRoundsManyOutErrors: a position's players out of the match are
// checked: at least two left, the player to move not among them.
func TestRoundsManyOutErrors(t *testing.T) {
	g, _ := testdataProgram(t, "rounds3").Configure(nil)
	for pos, want := range map[string]string{
		"b: 0 0 0\na: 1 0 0\nout: one two\nto-move: three": "out: at least two players are left in a match that goes on",
		"b: 0 0 0\na: 1 0 0\nout: one\nto-move: one":       "out: one is out of the match, so is not to move",
		"b: 0 0 0\na: 1 0 0\nout: four":                    "four",
	} {
		s, err := g.ParseText(pos)
		if err == nil {
			_, err = g.NewMatchFrom(s)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", pos, err, want)
		}
	}
	kp, err := Load("kalah")
	if err != nil {
		t.Fatal(err)
	}
	kalah, _ := kp.Configure(nil)
	s, err := kalah.ParseText("b: 4 4 4 4 4 4\na: 4 4 4 4 4 4\nout: north")
	if err == nil {
		_, err = kalah.NewMatchFrom(s)
	}
	if err == nil || !strings.Contains(err.Error(), "only a match of rounds of more than two players") {
		t.Errorf("kalah with a player out: %v", err)
	}
}
