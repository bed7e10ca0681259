package web

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestFrames plays random moves in every built-in variant and checks the
// frames of each: the last is the position reached, and within a lap
// each frame drops one seed more into one pit.
func TestFrames(t *testing.T) {
	s := New(DefaultConfig)
	plies := 40
	if testing.Short() {
		plies = 8
	}
	laps, whole := 0, 0
	for _, name := range variants.Names() {
		g, err := s.start(&gameRequest{Variant: name, Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rng := rand.New(rand.NewPCG(1, 2))
		for ply := 0; ply < plies && !g.mt.Result().Over; ply++ {
			legal, err := g.mt.Legal()
			if err != nil || len(legal) == 0 {
				break
			}
			mv := legal[rng.IntN(len(legal))]
			w, err := g.playWatched(func() error { return g.mt.Play(mv) })
			if err != nil {
				t.Fatalf("%s ply %d: %v", name, ply+1, err)
			}
			st := g.mt.State()
			last := w.Frames[len(w.Frames)-1]
			if !slices.Equal(last.Pits, st.Pits) || !slices.Equal(last.Owners, st.Owner) || !slices.Equal(last.Bank, st.Bank[:len(last.Bank)]) {
				t.Fatalf("%s ply %d (%s): the last frame %v is not the position %v", name, ply+1, w.Move, last.Pits, st.Pits)
			}
			for i, f := range w.Frames {
				if f.Seed == 0 {
					if f.Event >= 0 && w.Events[f.Event].Kind == "lap" {
						whole++
					}
					continue
				}
				if f.Seed == 1 {
					laps++
					continue
				}
				if d := diff(w.Frames[i-1].Pits, f.Pits); d != fmt.Sprintf("+1 at %d", f.Pit) {
					t.Fatalf("%s ply %d (%s) seed %d: the pits changed %s, want +1 at %d", name, ply+1, w.Move, f.Seed, d, f.Pit)
				}
			}
			if g.mt.Result().Over {
				break
			}
		}
	}
	t.Logf("%d variants: %d laps shown seed by seed, %d shown whole", len(variants.Names()), laps, whole)
	if laps == 0 || whole > laps/100 {
		t.Errorf("%d laps shown seed by seed, %d whole: most should be seed by seed", laps, whole)
	}
}

// diff says how b differs from a: "+1 at 3", or a list of changes.
func diff(a, b []int32) string {
	var out []string
	for i := range a {
		if b[i] != a[i] {
			out = append(out, fmt.Sprintf("%+d at %d", b[i]-a[i], i))
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return fmt.Sprint(out)
}

// TestLapPath finds a lap's seeds along the track either way round, in
// segments.
func TestLapPath(t *testing.T) {
	track := []int32{0, 1, 2, 3, 4, 5}
	for _, c := range []struct {
		name  string
		e     interpreter.Event
		drops [][]int32
		want  string
	}{
		{"forward", interpreter.Event{Pit: 1, First: 2, To: 4, N: 3}, [][]int32{{0, 0, 1, 1, 1, 0}}, "[[2 3 4]]"},
		{"backward", interpreter.Event{Pit: 4, First: 3, To: 1, N: 3}, [][]int32{{0, 1, 1, 1, 0, 0}}, "[[3 2 1]]"},
		{"round the track, into the pit emptied", interpreter.Event{Pit: 0, First: 1, To: 1, N: 7}, [][]int32{{0, 2, 1, 1, 1, 1}}, "[[1 2 3 4 5 0 1]]"},
		{"a capture after the second seed", interpreter.Event{Pit: 0, First: 1, To: 4, N: 4}, [][]int32{{0, 1, 1, 0, 0, 0}, {0, 0, 0, 1, 1, 0}}, "[[1 2] [3 4]]"},
		{"ending elsewhere than the lap", interpreter.Event{Pit: 0, First: 1, To: 5, N: 4}, [][]int32{{0, 1, 1, 0, 0, 0}, {1, 0, 0, 0, 1, 0}}, "[]"},
		{"seeds missing", interpreter.Event{Pit: -1, First: 1, To: 3, N: 3}, [][]int32{{0, 0, 0, 1, 0, 0}}, "[]"},
	} {
		if got := fmt.Sprint(lapPath(track, c.e, c.drops)); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// TestFramesBounded: a move of more frames than a move may have is
// shown in fewer, the last still the position reached.
func TestFramesBounded(t *testing.T) {
	defer func(n int) { maxFrames = n }(maxFrames)
	maxFrames = 3
	g, err := New(DefaultConfig).start(&gameRequest{Variant: "bao-kigogo"})
	if err != nil {
		t.Fatal(err)
	}
	w, err := g.playWatched(func() error { return g.mt.PlayName("a12") })
	if err != nil {
		t.Fatal(err)
	}
	last := w.Frames[len(w.Frames)-1]
	if len(w.Frames) > maxFrames+2 || len(w.Events) <= maxFrames || !slices.Equal(last.Pits, g.mt.State().Pits) {
		t.Errorf("%d frames of %d events (at most %d + the first and the last), the last %v; the position %v", len(w.Frames), len(w.Events), maxFrames, last.Pits, g.mt.State().Pits)
	}
}
