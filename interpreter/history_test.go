package interpreter_test

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// samePosition reports whether a and b are the same position for the
// repetition rule: everything but the ply.
func samePosition(a, b *interpreter.State) bool {
	return slices.Equal(a.Pits, b.Pits) && slices.Equal(a.Owner, b.Owner) && slices.Equal(a.Marks, b.Marks) &&
		a.Bank == b.Bank && a.Reserve == b.Reserve && a.ToMove == b.ToMove && a.Phase == b.Phase &&
		a.Round == b.Round && a.Passes == b.Passes && a.PhaseTurns == b.PhaseTurns && slices.Equal(a.Values, b.Values)
}

// TestRepeatedCountsTheWholeGame: the machine keeps only the positions
// since the last change that cannot be undone, yet the repetition count
// must equal the number of positions of the whole game equal to the
// current one, compared field by field. Random games of every variant
// whose end rules count repetitions, with the options that let games
// last.
func TestRepeatedCountsTheWholeGame(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.yaml")
	names := append(variants.Names(), files...)
	seen := 0
	for _, name := range names {
		prog, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		opts := map[string]string{}
		for _, o := range []string{"repetition", "cycle"} {
			if prog.Variant().OptionIndex(o) >= 0 {
				opts[o] = map[string]string{"repetition": "3", "cycle": "own-row"}[o]
			}
		}
		g, err := prog.Configure(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 6))
		before := seen
		for game := 0; game < 200; game++ {
			mt := g.NewMatch()
			past := []*interpreter.State{mt.State().Clone()}
			for !mt.Result().Over && len(past) < 400 {
				legal, err := mt.Legal()
				if err != nil {
					t.Fatal(err)
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				s := mt.State()
				past = append(past, s.Clone())
				want := int32(0)
				for _, p := range past {
					if samePosition(p, s) {
						want++
					}
				}
				got := mt.Repeated()
				if got == 0 {
					break // the game does not count repetitions
				}
				if got != want {
					t.Fatalf("%s game %d ply %d: repeated %d, the position occurred %d times", name, game, s.Ply, got, want)
				}
				if want > 1 {
					seen++
				}
			}
		}
		if seen > before {
			t.Logf("%s: %d positions repeated", name, seen-before)
		}
	}
	if seen == 0 {
		t.Fatal("no position repeated in any game: the test tested nothing")
	}
}

// TestKeyTellsLargeCounts: the repetition key must tell positions apart
// by any count, however large.
func TestKeyTellsLargeCounts(t *testing.T) {
	g, err := variants.MustLoad("bao-kigogo").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	a, b := g.Start(), g.Start()
	if g.Key(a) != g.Key(b) {
		t.Fatal("equal positions, different keys")
	}
	a.Pits[0] += 1 << 16
	if g.Key(a) == g.Key(b) {
		t.Fatal("positions 65,536 seeds apart in one pit have the same key")
	}
	b.Pits[0] += 1 << 16
	if g.Key(a) != g.Key(b) {
		t.Fatal("equal positions with a large pit, different keys")
	}
	b.Pits[1]++
	if g.Key(a) == g.Key(b) {
		t.Fatal("positions one seed apart have the same key")
	}
}
