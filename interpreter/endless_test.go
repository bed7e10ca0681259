package interpreter_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// endlessGame is testdata/lang/endless/endless.yaml, a 2×2 relay game
// in which a1 from loopPosition goes round the same six laps for ever.
func endlessGame(t *testing.T, opts map[string]string) *interpreter.Game {
	t.Helper()
	return testGame(t, "../testdata/lang/endless/endless.yaml", opts)
}

const loopPosition = "b: 1 2\na: 2 3"

// TestEndlessPassesOverWholeCycles: under endless=stop or draw, a move
// found to repeat is carried on to the lap limit by passing over whole
// rounds of its cycle; the position and result must be those of sowing
// every lap to the limit, and the laps and seeds the events count (those
// of the laps passed over included) those of sowing every lap. Each lap
// limit puts the limit at another lap of the cycle, before and after the
// lap at which the cycle is found.
func TestEndlessPassesOverWholeCycles(t *testing.T) {
	for _, endless := range []string{"stop", "draw"} {
		for _, limit := range []string{"5", "36", "37", "38", "40", "41", "42", "43", "100", "997", "1000", "1003"} {
			g := endlessGame(t, map[string]string{"endless": endless, "lap-limit": limit})
			var got [2]string
			var laps, sown [2]int64
			for i, game := range []*interpreter.Game{g, g.WithoutCycleCheck()} {
				s, err := game.ParseText(loopPosition)
				if err != nil {
					t.Fatal(err)
				}
				mt, err := game.NewMatchFrom(s)
				if err != nil {
					t.Fatal(err)
				}
				mt.Debug(true)
				mt.Observe(func(e interpreter.Event) {
					switch e.Kind {
					case interpreter.EvLap:
						laps[i]++
						sown[i] += int64(e.N)
					case interpreter.EvEndless:
						laps[i] += int64(e.Before)
						sown[i] += e.Sown
					}
				})
				if err := mt.PlayName("a1"); err != nil {
					t.Fatalf("endless=%s lap-limit=%s: %v", endless, limit, err)
				}
				got[i] = game.FormatText(mt.State()) + mt.Result().String()
			}
			if laps[0] != laps[1] || sown[0] != sown[1] {
				t.Errorf("endless=%s lap-limit=%s: passing over cycles counts %d laps and %d seeds sown, sowing every lap %d and %d", endless, limit, laps[0], sown[0], laps[1], sown[1])
			}
			if got[0] != got[1] {
				t.Errorf("endless=%s lap-limit=%s: passing over cycles gives\n%s\nsowing every lap gives\n%s", endless, limit, got[0], got[1])
			}
			if want := "draw by lap-limit"; endless == "draw" && !strings.HasPrefix(got[0][strings.LastIndex(got[0], "\n")+1:], want) {
				t.Errorf("endless=draw lap-limit=%s: result %q, want %s", limit, got[0], want)
			}
		}
	}
}

// TestEndlessStopAgreesWithLapLimit: in the library's games, under
// endless=stop every move (those that never end included) leads to the
// same position whether repeats are passed over or every lap is sown.
func TestEndlessStopAgreesWithLapLimit(t *testing.T) {
	repeats := 0 // moves found to repeat, and carried on to the limit
	for _, name := range []string{"bao-la-kimasai", "hawalis"} {
		g, err := variants.MustLoad(name).Configure(map[string]string{"endless": "stop", "lap-limit": "300"})
		if err != nil {
			t.Fatal(err)
		}
		slow := g.WithoutCycleCheck()
		rng := rand.New(rand.NewPCG(5, 6))
		for game := 0; game < 10; game++ {
			mt := g.NewMatch()
			for !mt.Result().Over {
				legal, err := mt.Legal()
				if err != nil {
					t.Fatal(err)
				}
				ref, err := slow.NewMatchFrom(mt.State())
				if err != nil {
					t.Fatal(err)
				}
				refLegal, _ := ref.Legal()
				if len(refLegal) != len(legal) {
					t.Fatalf("%s ply %d: %d legal moves, %d when every lap is sown", name, mt.State().Ply+1, len(legal), len(refLegal))
				}
				for _, mv := range legal {
					a, b := mt.Fork(), ref.Fork()
					a.Observe(func(e interpreter.Event) {
						if e.Kind == interpreter.EvEndless && e.Before > 0 {
							repeats++
						}
					})
					if err := a.Play(mv); err != nil {
						t.Fatal(err)
					}
					if err := b.Play(mv); err != nil {
						t.Fatal(err)
					}
					if x, y := g.FormatText(a.State()), g.FormatText(b.State()); x != y {
						t.Fatalf("%s ply %d %s: passing over cycles gives\n%s\nsowing every lap gives\n%s", name, mt.State().Ply+1, g.MoveName(mv), x, y)
					}
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if repeats == 0 {
		t.Error("no move was found to repeat: the test tried nothing")
	}
	t.Logf("%d moves found to repeat", repeats)
}

// TestEndlessMessages: a move refused because its mid-move position
// repeats is said to never end, with the laps of the cycle; one refused
// at the lap limit is said not to end within it.
func TestEndlessMessages(t *testing.T) {
	for _, tc := range []struct {
		opts map[string]string
		want string
	}{
		{nil, "a1 is not legal: the move would never end: after lap 37 it is back in the position it had after lap 31 (every pit, bank and the seeds in the hand alike, to be sown from the same pit), so it would repeat those 6 laps for ever"},
		{map[string]string{"lap-limit": "30"}, "a1 is not legal: the move does not end within the lap limit of 30 laps"},
	} {
		g := endlessGame(t, tc.opts)
		s, _ := g.ParseText(loopPosition)
		mt, _ := g.NewMatchFrom(s)
		err := mt.PlayName("a1")
		var ie *interpreter.IllegalMoveError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want …%s…", tc.opts, err, tc.want)
		}
	}
}

// TestAttemptTellsARefusedMove: Attempt tells the laps of a refused move
// up to the repetition, and leaves the position as it was.
func TestAttemptTellsARefusedMove(t *testing.T) {
	g := endlessGame(t, nil)
	s, _ := g.ParseText(loopPosition)
	mt, _ := g.NewMatchFrom(s)
	before := g.FormatText(mt.State())
	var laps, endless int
	mt.Observe(func(e interpreter.Event) {
		switch e.Kind {
		case interpreter.EvLap:
			laps++
		case interpreter.EvEndless:
			endless++
			if e.Lap != 37 || e.N != 6 || e.Before != 0 {
				t.Errorf("endless event %+v, want lap 37, cycle of 6, no laps passed over", e)
			}
		}
	})
	if !mt.Attempt("a1") {
		t.Fatal("Attempt(a1) = false")
	}
	if laps != 37 || endless != 1 {
		t.Errorf("told %d laps and %d repetitions, want 37 and 1", laps, endless)
	}
	if after := g.FormatText(mt.State()); after != before {
		t.Errorf("the position changed:\n%s", after)
	}
	if legal, _ := mt.Legal(); len(legal) != 1 || g.MoveName(legal[0]) != "a2" {
		t.Errorf("legal after Attempt: %v", legal)
	}
	if mt.Attempt("b1") {
		t.Error("Attempt(b1) = true, but North's pit is no move of South's")
	}
}
