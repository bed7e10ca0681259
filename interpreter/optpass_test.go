package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// TestOptionalPass: testdata/ready.yaml offers the pass beside the other
// moves (pass: optional, RD-R2) in its arranging phase, which two passes
// in a row or ten turns end (RD-R3).
func TestOptionalPass(t *testing.T) {
	g := testGame(t, "../testdata/ready.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "the pass is offered with the two-pit moves (RD-R1, RD-R2)",
			position: "b: 2 2 2\na: 2 2 2\nphase: arranging",
			legal:    "a1:a2 a1:a3 a2:a1 a2:a3 a3:a1 a3:a2 pass",
			result:   "ongoing",
		},
		{
			name:     "one pass hands the turn over and the phase goes on (RD-R3)",
			position: "b: 2 2 2\na: 2 2 2\nphase: arranging",
			moves:    "pass",
			want:     "    1 2 3\nb:  2 2 2\na:  2 2 2\nto-move: north\nbank: south=0 north=0\nphase: arranging\npasses: 1\nphase-turns: 1\n",
			legal:    "b1:b2 b1:b3 b2:b1 b2:b3 b3:b1 b3:b2 pass",
		},
		{
			name:     "a pass answered by a pass ends the arranging phase: sowing moves, and no pass (RD-R3, RD-R4)",
			position: "b: 2 2 2\na: 2 2 2\nphase: arranging",
			moves:    "a1:a2 pass pass",
			want:     "    1 2 3\nb:  2 2 2\na:  1 3 2\nto-move: north\nbank: south=0 north=0\nvalue: game.to=a2\nphase: sowing\npasses: 2\n",
			legal:    "b1 b2 b3",
		},
		{
			name:     "a move between two passes starts the count again",
			position: "b: 2 2 2\na: 2 2 2\nphase: arranging",
			moves:    "pass b1:b3 pass",
			want:     "    1 2 3\nb:  1 2 3\na:  2 2 2\nto-move: north\nbank: south=0 north=0\nvalue: game.to=b3\nphase: arranging\npasses: 1\nphase-turns: 3\n",
		},
		{
			name:     "ten turns end the phase however the players go on (RD-R3)",
			position: "b: 2 2 2\na: 2 2 2\nphase: arranging",
			moves:    "a1:a2 b1:b2 a2:a1 b2:b1 a1:a2 b1:b2 a2:a1 b2:b1 a1:a2 b1:b2",
			want:     "    1 2 3\nb:  1 3 2\na:  1 3 2\nto-move: south\nbank: south=0 north=0\nvalue: game.to=b2\nphase: sowing\n",
			legal:    "a1 a2 a3",
		},
	})
}

// TestOptionalPassPlayouts: random playouts choose the optional pass
// like any other move, and not always.
func TestOptionalPassPlayouts(t *testing.T) {
	g := testGame(t, "../testdata/ready.yaml", nil)
	m := g.NewMachine()
	var trace []interpreter.Move
	m.Trace(&trace)
	passed, never := 0, 0
	for range 200 {
		trace = trace[:0]
		s := g.Start()
		if r := m.Playout(s); !r.Over {
			t.Fatalf("playout did not end: %+v", r)
		}
		n := 0
		for _, mv := range trace[:min(len(trace), 10)] {
			if g.MoveName(mv) == interpreter.PassName {
				n++
			}
		}
		if n > 0 {
			passed++
		} else {
			never++
		}
	}
	if passed == 0 || never == 0 {
		t.Errorf("of 200 playouts %d passed in the arranging phase and %d never did; want some of each", passed, never)
	}
}
