package interpreter_test

import "testing"

// TestNamedRepeatedOwnHistory: a move rule's repeated counts the
// position the moves are found for, not whatever position a machine
// last saw. A machine whose history ends with another position seen
// twice (as a search leaves it) offers no proposal in a position seen
// once, and Apply accepts every move Legal lists.
func TestNamedRepeatedOwnHistory(t *testing.T) {
	g := testGame(t, "../testdata/named.yaml", nil)
	mt := g.NewMatch()
	if err := mt.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	other := mt.State().Clone()
	s := g.Start()
	m := g.NewMachine()
	m.OtherHistory(other)
	legal, err := m.Legal(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names string
	for _, mv := range legal {
		names += " " + g.MoveName(mv)
	}
	if names != " a1 a2 a3 a4 resign" {
		t.Errorf("legal:%s, want a1 a2 a3 a4 resign (no proposal: the start has occurred once)", names)
	}
	for _, mv := range legal {
		m.OtherHistory(other)
		c := s.Clone()
		if err := m.Apply(c, mv); err != nil {
			t.Errorf("Apply %s: %v", g.MoveName(mv), err)
		}
	}
}
