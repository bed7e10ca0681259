package interpreter_test

import (
	"slices"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestApplyAllocatesNothing: applying a move (and listing the legal
// moves into a buffer) allocates nothing, on every variant.
func TestApplyAllocatesNothing(t *testing.T) {
	for _, name := range variants.Names() {
		g, _ := variants.MustLoad(name).Configure(nil)
		m := g.NewMachine()
		start, s := g.Start(), g.Start()
		buf, err := m.Legal(start, nil)
		if err != nil || len(buf) == 0 {
			t.Fatalf("%s: %v %v", name, buf, err)
		}
		mv := buf[0]
		allocs := testing.AllocsPerRun(100, func() {
			s.CopyFrom(start)
			buf, _ = m.Legal(s, buf)
			if err := m.Apply(s, mv); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: listing and applying a move allocates %.1f times", name, allocs)
		}
		if err := m.Apply(s, mv); err == nil && name == "bao-kingulu" {
			// mv (a3) is empty now on South's... it is North's turn: a3 is not North's pit
			t.Errorf("%s: a move of the wrong player was applied", name)
		}
	}
}

// TestMatchLegalIntoABuffer: a match appends the legal moves to a buffer
// kept from move to move (AppendLegal gives what Legal gives) without
// allocating, and plays each move into the same position, an observer
// watching or not (interpreter/sim's TestGameAllocationsDoNotGrowWithMoves
// counts what a whole game allocates): on every variant, for ten moves
// from the start.
func TestMatchLegalIntoABuffer(t *testing.T) {
	for _, name := range variants.Names() {
		g, _ := variants.MustLoad(name).Configure(nil)
		for _, observed := range []bool{false, true} {
			mt := g.NewMatch()
			if observed {
				mt.Observe(func(interpreter.Event) {})
			}
			var buf []interpreter.Move
			for ply := 0; ply < 10 && !mt.Result().Over; ply++ {
				legal, err := mt.Legal()
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				buf, _ = mt.AppendLegal(buf[:0])
				if !slices.Equal(buf, legal) {
					t.Fatalf("%s ply %d: AppendLegal %v, Legal %v", name, ply, buf, legal)
				}
				if n := testing.AllocsPerRun(10, func() { buf, _ = mt.AppendLegal(buf[:0]) }); n != 0 && g.Draws() == "" {
					t.Errorf("%s ply %d: AppendLegal allocates %.1f times", name, ply, n)
				}
				s := mt.State()
				if err := mt.Play(legal[len(legal)/2]); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if mt.State() != s {
					t.Errorf("%s ply %d (observed %v): the position is another State after a move", name, ply, observed)
				}
			}
		}
	}
}
