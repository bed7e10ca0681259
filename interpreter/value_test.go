package interpreter_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// compileFile compiles a description of testdata, or src when given.
func compileFile(t *testing.T, file, src string) *interpreter.Program {
	t.Helper()
	if src == "" {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		src = string(b)
	}
	p, diags := variants.Compile(file, []byte(src))
	if p == nil {
		t.Fatal(diags)
	}
	return p
}

func valuesGame(t *testing.T) *interpreter.Game {
	t.Helper()
	g, err := compileFile(t, "../testdata/values.yaml", "").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestValuesRoundTrip: the values of positions met in play read back
// from the JSON and the text forms to the same state and digest.
func TestValuesRoundTrip(t *testing.T) {
	g := valuesGame(t)
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[string]bool{}
	for range 20 {
		mt := g.NewMatch()
		for !mt.Result().Over {
			s := mt.State()
			data, err := g.Position(s, mt.Result()).MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			pos, err := interpreter.ParsePosition(data)
			if err != nil {
				t.Fatalf("%v\n%s", err, data)
			}
			fromJSON, err := g.State(pos)
			if err != nil {
				t.Fatalf("%v\n%s", err, data)
			}
			fromText, err := g.ParseText(g.FormatText(s))
			if err != nil {
				t.Fatalf("%v\n%s", err, g.FormatText(s))
			}
			for _, r := range []*interpreter.State{fromJSON, fromText} {
				if !slices.Equal(r.Values, s.Values) || r.Hash() != s.Hash() {
					t.Fatalf("read back values %v, want %v (json %s, text\n%s)", r.Values, s.Values, data, g.FormatText(s))
				}
			}
			for _, line := range strings.Split(g.FormatText(s), "\n") {
				if strings.HasPrefix(line, "value:") {
					seen[strings.Fields(line)[1]] = true
				}
			}
			legal, err := mt.Legal()
			if err != nil {
				t.Fatal(err)
			}
			if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	// the games set the way both ways, and counted captures
	for _, want := range []string{"game.way=clockwise", "game.way=counterclockwise"} {
		if !seen[want] {
			t.Errorf("no position began its value line with %s", want)
		}
	}
}

// TestValuesPositionErrors: a value that cannot be read is refused,
// saying which and why.
func TestValuesPositionErrors(t *testing.T) {
	g := valuesGame(t)
	pits := `"pits":{"a1":4,"a2":4,"a3":4,"a4":4,"a5":4,"a6":4,"b1":4,"b2":4,"b3":4,"b4":4,"b5":4,"b6":4}`
	tests := []struct{ values, want string }{
		{`{"wya":null}`, `values: values-demo has no value "wya" (values: way, last, captures, bonus, captured)`},
		{`{"way":"left"}`, `values: value way is a direction: counterclockwise, clockwise or none, not "left"`},
		{`{"way":1}`, `values: way is a direction: a string, or null for none, not 1`},
		{`{"last":"z9"}`, `values: value last is a pit: a pit of the board or none, not "z9"`},
		{`{"captures":2}`, `values: captures is a value of each player: give an object such as {"south": …, "north": …}, not 2`},
		{`{"captures":{"east":1}}`, `values: captures: "east" is not a player (south or north)`},
		{`{"captures":{"south":1.5}}`, `values: captures.south is a number, not 1.5`},
		{`{"captures":{"south":2000000000}}`, `values: value captures: 2000000000 is out of range (-1000000000 to 1000000000)`},
		{`{"captured":{"north":1}}`, `values: captured.north is a condition: true or false, not 1`},
	}
	for _, tt := range tests {
		data := `{"to_move":"south",` + pits + `,"values":` + tt.values + `}`
		pos, err := interpreter.ParsePosition([]byte(data))
		if err == nil {
			_, err = g.State(pos)
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.values, err, tt.want)
		}
	}
	rows := "b: 4 4 4 4 4 4\na: 4 4 4 4 4 4\n"
	texts := []struct{ line, want string }{
		{"value: game.captures=1", "line 3: value: captures is a value of each player: write south.captures or north.captures"},
		{"value: south.way=clockwise", "line 3: value: way is a value of the game: write game.way"},
		{"value: game.wya=clockwise", `line 3: value: no value "game.wya" (values: way, last, captures, bonus, captured); write game.NAME=X, or south.NAME=X for a value of each player`},
		{"value: game.way", `line 3: value: expected name=value, got "game.way"`},
		{"value: game.last=b7", `line 3: value: value last is a pit: a pit of the board or none, not "b7"`},
		{"value: north.bonus=x", `line 3: value: value bonus is a number, not "x"`},
	}
	for _, tt := range texts {
		_, err := g.ParseText(rows + tt.line)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.line, err, tt.want)
		}
	}
}

// TestValuesInState: values take part in the digest, copies and the
// checks of a position; a variant without values has none in its
// states.
func TestValuesInState(t *testing.T) {
	g := valuesGame(t)
	s := g.Start()
	if want := []int32{-1, -1, 0, 0, 1, 1, 0, 0}; !slices.Equal(s.Values, want) {
		t.Fatalf("start values %v, want %v", s.Values, want)
	}
	c := s.Clone()
	c.Values[0] = 1 // game.way clockwise
	if c.Hash() == s.Hash() {
		t.Error("states differing in a value have the same digest")
	}
	if s.Values[0] != -1 {
		t.Error("a clone shares its values with the original")
	}
	var d interpreter.State
	d.CopyFrom(c)
	if !slices.Equal(d.Values, c.Values) || d.Hash() != c.Hash() {
		t.Errorf("CopyFrom: values %v, want %v", d.Values, c.Values)
	}
	c.Values[7] = 2 // north.captured, a condition
	if _, err := g.NewMatchFrom(c); err == nil || err.Error() != "north.captured holds 2, which is not a condition (0 or 1)" {
		t.Errorf("a condition holding 2: %v", err)
	}
	c.Values = c.Values[:3]
	if _, err := g.NewMatchFrom(c); err == nil || err.Error() != "the position has 3 values; values-demo has 8" {
		t.Errorf("too few values: %v", err)
	}
	k, _ := variants.MustLoad("kalah").Configure(nil)
	ks := k.Start()
	if ks.Values != nil {
		t.Errorf("kalah's start has values %v", ks.Values)
	}
	// a state copied from another game takes its shape
	e := k.Start()
	e.CopyFrom(s)
	if !slices.Equal(e.Values, s.Values) || len(e.Pits) != len(s.Pits) {
		t.Errorf("kalah's state copied from values-demo's: %d pits, values %v", len(e.Pits), e.Values)
	}
	e.CopyFrom(ks)
	if e.Values != nil || e.Hash() != ks.Hash() {
		t.Errorf("values-demo's state copied from kalah's: values %v", e.Values)
	}
}

// TestValuesAllocateNothing: setting and reading values allocates
// nothing, in moves and in playouts.
func TestValuesAllocateNothing(t *testing.T) {
	g := valuesGame(t)
	m := g.NewMachine()
	start, s := g.Start(), g.Start()
	for range 20 {
		s.CopyFrom(start)
		m.Playout(s)
	}
	if n := testing.AllocsPerRun(50, func() {
		s.CopyFrom(start)
		m.Playout(s)
	}); n != 0 {
		t.Errorf("a playout allocates %.1f times", n)
	}
	buf, _ := m.Legal(start, nil)
	if n := testing.AllocsPerRun(50, func() {
		s.CopyFrom(start)
		buf, _ = m.Legal(s, buf)
		if err := m.Apply(s, buf[0]); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("listing and applying a move allocates %.1f times", n)
	}
}

// counting relays a single seed round a four-pit track, counting the
// laps in a value, until the count reaches 40: the mid-move position
// repeats every four laps but for the count, so the move ends.
const counting = `name: counting
board: {rows: 2, columns: 2}
values:
  laps: {kind: int}
setup: {pits: {a1: 1}}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    before: set(game.laps, 0)
lap_end:
  - when: game.laps < 40
    do:
      - add(game.laps)
      - sow(landing, at=next(landing))
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: stuck
`

// TestValuesInCycleCheck: a move whose mid-move position repeats only
// in the pits is not taken for a move that never ends.
func TestValuesInCycleCheck(t *testing.T) {
	g, err := compileFile(t, "counting.yaml", counting).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	if err := mt.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	if got := g.FormatText(mt.State()); !strings.Contains(got, "value: game.laps=40") {
		t.Errorf("after a1:\n%s", got)
	}
}

// TestValuesNewRound: each round starts with the values at their start
// values.
func TestValuesNewRound(t *testing.T) {
	src, err := os.ReadFile("../testdata/rounds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "marks: [burnt]\n", "marks: [burnt]\nvalues:\n  moves_made: {kind: int, per: player, initial: 7}\n", 1)
	text = strings.Replace(text, "  - do: end\n", "  - do: [add(mover.moves_made), end]\n", 1)
	g, err := compileFile(t, "rounds.yaml", text).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	mt := g.NewMatch()
	rounds, moved := 0, false
	for !mt.Result().Over && rounds < 2 {
		legal, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		before := mt.State().Round
		if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		s := mt.State()
		moved = moved || s.Values[0] != 7 || s.Values[1] != 7
		if s.Round != before {
			rounds++
			if !slices.Equal(s.Values, []int32{7, 7}) {
				t.Errorf("round %d starts with values %v", s.Round, s.Values)
			}
		}
	}
	if rounds == 0 || !moved {
		t.Fatalf("the test game should play a round and count moves (rounds %d, counted %v)", rounds, moved)
	}
}
