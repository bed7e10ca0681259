package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestResultAfterHistory: a search's line carries its repetition history,
// so the third occurrence of a position ends Oware as the game would,
// where Result, which counts the position alone, does not; a capture (a
// change no move undoes) forgets the earlier positions.
func TestResultAfterHistory(t *testing.T) {
	g, err := variants.MustLoad("oware").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	m := g.NewMachine()
	s := g.Start()
	var h interpreter.History
	for i := 1; i <= 3; i++ {
		m.Push(&h, s)
		r := m.ResultAfter(s, &h)
		if over := i == 3; r.Over != over || over && r.Reason != "repetition" {
			t.Errorf("occurrence %d: %v", i, r)
		}
		if len(h.Earlier()) != i-1 {
			t.Errorf("occurrence %d: %d earlier positions", i, len(h.Earlier()))
		}
	}
	if r := m.Result(s); r.Over {
		t.Errorf("Result, without the history: %v", r)
	}
	c := s.Clone()
	c.Pits[0]--
	c.Bank[0]++ // a capture
	m.Push(&h, c)
	if len(h.Earlier()) != 0 {
		t.Errorf("after a capture: %d earlier positions, want 0", len(h.Earlier()))
	}
	var cp interpreter.History
	cp.CopyFrom(&h)
	c2 := c.Clone()
	c2.ToMove = 1
	m.Push(&cp, c2)
	if len(h.Earlier()) != 0 || len(cp.Earlier()) != 1 {
		t.Errorf("a copy shares its storage: %d and %d earlier", len(h.Earlier()), len(cp.Earlier()))
	}
}
