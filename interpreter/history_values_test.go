package interpreter

import (
	"os"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// TestKeyHoldsValues: positions that differ only in a named value (set
// and add change them) or in the turns counted in a phase are different
// positions for the repetition rule: their keys differ, or the history
// starts again between them.
func TestKeyHoldsValues(t *testing.T) {
	src, err := os.ReadFile("../testdata/values.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sv, diags := syntax.Parse("values.yaml", src)
	v, more := check.Check(sv)
	diags.Append(more)
	if v == nil || diags.HasErrors() {
		t.Fatalf("%v", diags)
	}
	g, err := Compile(v).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	m := g.NewMachine()
	s := g.Start()
	if len(s.Values) == 0 {
		t.Fatal("values.yaml declares no values")
	}
	for i := range s.Values {
		o := s.Clone()
		o.Values[i]++
		if m.key(s) == m.key(o) {
			t.Errorf("value %d: positions differing in it have the same key", i)
		}
	}
	m.g.p.usesRepeated = true
	defer func() { m.g.p.usesRepeated = false }()
	m.hist = m.hist[:0]
	m.remember(s)
	o := s.Clone()
	o.PhaseTurns++
	m.remember(o)
	if n := m.repeated(); n != 1 {
		t.Errorf("a position one turn later in its phase repeats %d times, want 1", n)
	}
}
