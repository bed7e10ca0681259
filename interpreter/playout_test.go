package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestPlayoutLimit: a limited playout makes exactly the plies it is
// given (or ends the game sooner), conserves the seeds, and with no
// limit plays the same game as Playout from the same seed.
func TestPlayoutLimit(t *testing.T) {
	for _, name := range variants.Names() {
		g, err := variants.MustLoad(name).Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		m := g.NewMachine()
		for seed := range uint64(5) {
			for _, plies := range []int{0, 1, 7, 30} {
				s := g.Start()
				total := s.Total()
				m.Seed(seed, 1)
				r := m.PlayoutLimit(s, plies)
				if s.Total() != total {
					t.Errorf("%s seed %d cut %d: %d seeds, want %d", name, seed, plies, s.Total(), total)
				}
				if !r.Over && int(s.Ply) != plies {
					t.Errorf("%s seed %d cut %d: stopped unfinished after %d plies", name, seed, plies, s.Ply)
				}
				if r.Over && int(s.Ply) > plies {
					t.Errorf("%s seed %d cut %d: played %d plies", name, seed, plies, s.Ply)
				}
			}
			a, b := g.Start(), g.Start()
			m.Seed(seed, 2)
			ra := m.Playout(a)
			m.Seed(seed, 2)
			rb := m.PlayoutLimit(b, -1)
			if ra != rb || a.Hash() != b.Hash() || a.Ply != b.Ply {
				t.Errorf("%s seed %d: Playout %+v at ply %d, PlayoutLimit(-1) %+v at ply %d", name, seed, ra, a.Ply, rb, b.Ply)
			}
		}
	}
}
