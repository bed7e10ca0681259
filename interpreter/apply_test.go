package interpreter_test

import (
	"testing"

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
