package interpreter_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestEventsNameOnlyTheirPits: an event names the pits it is about and
// no other; an extra turn names none, and seeds that go to a bank, an
// owner or a mark changed, seeds introduced or put back name no pit they
// went to (-1), so that a trace never says "a1" for nothing. Every pit
// an event names is a pit of the board. Random games of every variant.
func TestEventsNameOnlyTheirPits(t *testing.T) {
	noTo := map[interpreter.EventKind]bool{
		interpreter.EvExtraTurn: true, interpreter.EvOwn: true, interpreter.EvMark: true, interpreter.EvUnmark: true,
		interpreter.EvIntroduce: true, interpreter.EvTake: true, interpreter.EvUncapture: true, interpreter.EvGameEnd: true,
	}
	for _, name := range variants.Names() {
		g, _ := variants.MustLoad(name).Configure(nil)
		n := int32(len(g.Start().Pits))
		rng := rand.New(rand.NewPCG(1, 2))
		for game := 0; game < 3; game++ {
			mt := g.NewMatch()
			bad := 0
			mt.Observe(func(e interpreter.Event) {
				if e.Kind == interpreter.EvChoice || e.Kind == interpreter.EvDraw {
					e.To = -1 // a number of alternatives, not a pit
				}
				switch {
				case bad > 0:
				case e.Pit < -1 || e.Pit >= n || e.To < -1 || e.To >= n:
					t.Errorf("%s: %v event names pits %d and %d of %d", name, e.Kind, e.Pit, e.To, n)
					bad++
				case e.Kind == interpreter.EvExtraTurn && e.Pit != -1:
					t.Errorf("%s: an extra turn names pit %d", name, e.Pit)
					bad++
				case noTo[e.Kind] && e.To != -1:
					t.Errorf("%s: %v event names pit %d as where its seeds went", name, e.Kind, e.To)
					bad++
				}
			})
			for ply := 0; ply < 300 && !mt.Result().Over && bad == 0; ply++ {
				legal, err := mt.Legal()
				if err != nil || len(legal) == 0 {
					break
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
		}
	}
}
