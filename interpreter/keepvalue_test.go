package interpreter_test

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// TestValuesKeptAcrossRounds: a value declared keep: true stays as the
// round left it when the next round starts, while the others go back to
// their start values (testdata/rounds.yaml with two counts of moves, one
// kept).
func TestValuesKeptAcrossRounds(t *testing.T) {
	src, err := os.ReadFile("../testdata/rounds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "marks: [burnt]\n", "marks: [burnt]\nvalues:\n  made: {kind: int, per: player, initial: 7}\n  debt: {kind: int, per: player, keep: true}\n", 1)
	text = strings.Replace(text, "  - do: end\n", "  - do: [add(mover.made), add(mover.debt), end]\n", 1)
	g, err := compileFile(t, "rounds.yaml", text).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	mt := g.NewMatch()
	rounds := 0
	for !mt.Result().Over && rounds < 2 {
		legal, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		before := mt.State().Clone()
		if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		s := mt.State()
		if s.Round == before.Round {
			continue
		}
		rounds++
		if s.Values[0] != 7 || s.Values[1] != 7 {
			t.Errorf("round %d starts with made %v, want its start values 7 7", s.Round, s.Values[:2])
		}
		// the kept count is what it was, plus the round's last move's add
		for k := 2; k < 4; k++ {
			if d := s.Values[k] - before.Values[k]; d < 0 || d > 1 {
				t.Errorf("round %d starts with debt %v; before the round's last move it was %v", s.Round, s.Values[2:], before.Values[2:])
			}
		}
		if s.Values[2]+s.Values[3] == 0 {
			t.Errorf("round %d starts with the kept debt at 0: it was not kept", s.Round)
		}
	}
	if rounds == 0 {
		t.Fatal("the test game should play a round")
	}
}
