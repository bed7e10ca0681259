package interpreter_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// TestStackPositionErrors: a levels line whose seeds are not those of
// the kinds line, a level outside its hole's stack, two seeds at one
// level, or an unknown kind is refused; a position without levels puts
// the seeds of the other kinds on top.
func TestStackPositionErrors(t *testing.T) {
	g := testGame(t, "../testdata/stack.yaml", nil)
	rows := "b: 2 2 3 2\na: 3 3 2 2\nkinds: a2.gold=1 b3.gold=1 a1.stone=1\n"
	for _, tc := range []struct{ line, want string }{
		{"levels: a1.stone=3", "a1 holds 3 seeds, so its levels are 0 to 2, not 3"},
		{"levels: a1.stone=0,1", "a1.stone gives 2 levels, and a1 holds 1 seeds of stone"},
		{"levels: a3.stone=0", "a3.stone gives 1 levels, and a3 holds 0 seeds of stone"},
		{"levels: a1.silver=0", "expected PIT.KIND=LEVEL"},
		{"levels: a1.stone=x", `"x" is not a level`},
	} {
		_, err := g.ParseText(rows + tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.line, err, tc.want)
		}
	}
	two := "b: 2 2 3 2\na: 3 3 2 2\nkinds: a1.gold=1 a1.stone=1 a2.gold=1 b3.gold=1\n"
	if _, err := g.ParseText(two + "levels: a1.stone=1"); err == nil || !strings.Contains(err.Error(), "two seeds of a1 at level 1") {
		t.Errorf("two seeds at one level: error %v", err)
	}
	s, err := g.ParseText(two)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.FormatText(s); !strings.Contains(got, "levels: a1.gold=1 a2.gold=2 b3.gold=2 a1.stone=2\n") {
		t.Errorf("default levels: got\n%s", got)
	}
	// JSON: the levels round-trip, and are checked as in text
	s, err = g.ParseText(two + "levels: a1.gold=2 a1.stone=0")
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position(s, interpreter.Result{})
	js, _ := json.Marshal(pos)
	if !strings.Contains(string(js), `"levels":{"gold":{"a1":[2],"a2":[2],"b3":[2]},"stone":{"a1":[0]}}`) {
		t.Errorf("JSON levels: %s", js)
	}
	back, err := g.State(pos)
	if err != nil {
		t.Fatal(err)
	}
	if g.FormatText(back) != g.FormatText(s) {
		t.Errorf("JSON round trip:\n%s\nwant\n%s", g.FormatText(back), g.FormatText(s))
	}
	plain := testGame(t, "../testdata/kinds.yaml", nil)
	ppos := plain.Position(plain.Start(), interpreter.Result{})
	ppos.Levels = map[string]map[string][]int{"stone": {"b4": {0}}}
	if _, err := plain.State(ppos); err == nil || !strings.Contains(err.Error(), "are not stacks") {
		t.Errorf("JSON levels in a variant without stacks: error %v", err)
	}
	pos.Levels["stone"]["a1"] = []int{2}
	if _, err := g.State(pos); err == nil || !strings.Contains(err.Error(), "two seeds of a1 at level 2") {
		t.Errorf("JSON two seeds at one level: error %v", err)
	}
}

// TestStackEqualPositions: two ways of reaching the same stacks give one
// position (the stones' entries are kept in one order), and positions
// that differ only in where a stone lies in its stack differ.
func TestStackEqualPositions(t *testing.T) {
	g := testGame(t, "../testdata/stack.yaml", nil)
	rows := "b: 2 2 3 2\na: 3 3 2 2\nkinds: a1.gold=1 a2.gold=1 b3.gold=1 a1.stone=1\n"
	x, err := g.ParseText(rows + "levels: a1.gold=0 a1.stone=2")
	if err != nil {
		t.Fatal(err)
	}
	y, err := g.ParseText(rows + "levels: a1.stone=2 a1.gold=0 a2.gold=2 b3.gold=2")
	if err != nil {
		t.Fatal(err)
	}
	z, err := g.ParseText(rows + "levels: a1.gold=2 a1.stone=0")
	if err != nil {
		t.Fatal(err)
	}
	if x.Hash() != y.Hash() {
		t.Errorf("the same stacks hash differently")
	}
	if x.Hash() == z.Hash() {
		t.Errorf("a stone at the bottom and at the top of a1 hash alike")
	}
}

// TestSwapCarriesKinds: swap exchanges the seeds of two pits with their
// kinds (and, in a stack, their levels), so each kind is conserved.
func TestSwapCarriesKinds(t *testing.T) {
	for _, order := range []string{"kinds", "stack"} {
		src := `name: swap-kinds
kinds: {seed: {}, stone: {worth: 10}}
board: {rows: 2, columns: 2}
setup:
  seeds: 1
  kinds: {stone: {a1: 1}}
sowing: {direction: counterclockwise, track: board, order: ` + order + `}
moves:
  - from: pit.count > 0 and pit == a1
    sow: false
    do: swap(a1, b1)
end:
  - when: ply >= 1
    winner: none
    reason: done
`
		g := sourceGame(t, "swap.yaml", src, nil)
		mt, err := g.NewMatchFrom(g.Start())
		if err != nil {
			t.Fatal(err)
		}
		mt.Debug(true)
		legal, err := mt.Legal()
		if err != nil || len(legal) != 1 {
			t.Fatalf("%s: legal %v, %v", order, legal, err)
		}
		if err := mt.Play(legal[0]); err != nil {
			t.Fatalf("%s: %v", order, err)
		}
		got := g.FormatText(mt.State())
		if !strings.Contains(got, "kinds: b1.stone=1\n") {
			t.Errorf("%s: after the swap\n%s", order, got)
		}
		if order == "stack" && !strings.Contains(got, "levels: b1.stone=1\n") {
			t.Errorf("%s: after the swap\n%s", order, got)
		}
	}
}

// TestKindsWithoutStackPayNothing: a variant with kinds but no stack
// keeps its counts of kinds only, as before stacks.
func TestKindsWithoutStackPayNothing(t *testing.T) {
	g := testGame(t, "../testdata/kinds.yaml", nil)
	if n := len(g.Start().Kinds); n != 2*(8+2) {
		t.Fatalf("kinds.yaml keeps %d counts of kinds, want %d", n, 2*(8+2))
	}
	if strings.Contains(g.FormatText(g.Start()), "levels") {
		t.Fatalf("kinds.yaml writes levels")
	}
}

// TestSownWithoutStack: sown.KIND tells the kind of the seed just sown
// in a variant with kinds whose holes are not stacks, where a hand is
// sown kind by kind: two plain seeds, then the stone, which alone is
// banked where it falls.
func TestSownWithoutStack(t *testing.T) {
	src := `name: sown-kinds
kinds: {seed: {}, stone: {worth: 10}}
board: {rows: 2, columns: 4}
setup:
  seeds: 2
  kinds: {stone: {a1: 1}}
sowing:
  direction: counterclockwise
  track: board
  on_drop:
    - when: sown.stone > 0 and sown.seed == 0
      do: capture(pit)
moves:
  - from: pit.count > 0
end:
  - when: ply >= 1
    winner: none
    reason: done
`
	g := sourceGame(t, "sown.yaml", src, nil)
	mt, err := g.NewMatchFrom(g.Start())
	if err != nil {
		t.Fatal(err)
	}
	mt.Debug(true)
	legal, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	if err := mt.Play(legal[0]); err != nil { // a1: seed, seed, then the stone into a4
		t.Fatal(err)
	}
	got := g.FormatText(mt.State())
	if !strings.Contains(got, "a:  0 3 3 0\n") || !strings.Contains(got, "bank: south=3 north=0\n") || !strings.Contains(got, "kinds: south.stone=1\n") {
		t.Errorf("after a1:\n%s", got)
	}
}
