package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// lotsGame is testdata/lang/lots: a last seed in an empty pit of one's
// row draws lots among the opponent's occupied pits and captures the
// pit drawn, then draws yes or no for another turn.
func lotsGame(t *testing.T) *interpreter.Game {
	t.Helper()
	return testGame(t, "../testdata/lang/lots/lots.yaml", nil)
}

// lotsAt is a position where a1 draws among b1 and b2, then yes or no.
const lotsAt = "b: 1 3 0\na: 1 0 0"

func lotsMatch(t *testing.T, g *interpreter.Game) *interpreter.Match {
	t.Helper()
	s, err := g.ParseText(lotsAt)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	return mt
}

// playedName plays the open move a1 of lotsAt with the lots of seed,
// and returns the move played, outcome included.
func playedName(t *testing.T, g *interpreter.Game, seed uint64, fork bool) string {
	t.Helper()
	mt := lotsMatch(t, g)
	mt.SetSeed(seed)
	if fork {
		// a search playing on a fork draws from a stream of its own,
		// and does not change the match's draws
		for range 3 {
			if err := mt.Fork().PlayName("a1"); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := mt.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	ms := mt.Moves()
	return g.MoveName(ms[len(ms)-1])
}

func TestDrawOutcomes(t *testing.T) {
	g := lotsGame(t)
	mt := lotsMatch(t, g)
	legal, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	if len(legal) != 1 || g.MoveName(legal[0]) != "a1" {
		t.Fatalf("legal moves %v, want the one open move a1", legal)
	}
	// every seed gives one of the four outcomes; over 1000 seeds each
	// comes about a quarter of the time (each draw is even)
	count := map[string]int{}
	for seed := range uint64(1000) {
		name := playedName(t, g, seed, false)
		count[name]++
		if again := playedName(t, g, seed, false); again != name {
			t.Fatalf("seed %d: %s, then %s: the lots are not reproducible", seed, name, again)
		}
		if forked := playedName(t, g, seed, true); forked != name {
			t.Fatalf("seed %d: %s, but %s after forks: a fork changed the match's lots", seed, name, forked)
		}
	}
	for _, name := range []string{"a1~b1~no", "a1~b1~yes", "a1~b2~no", "a1~b2~yes"} {
		if n := count[name]; n < 180 || n > 320 {
			t.Errorf("%s drawn %d times in 1000, want about 250 (all: %v)", name, n, count)
		}
	}
	if len(count) != 4 {
		t.Errorf("outcomes %v, want four", count)
	}
}

// A move written with its outcome is played as written, whatever the
// seed: a record replays without its seed.
func TestDrawWritten(t *testing.T) {
	g := lotsGame(t)
	for seed := range uint64(20) {
		mt := lotsMatch(t, g)
		mt.SetSeed(seed)
		if err := mt.PlayName("a1~b2~no"); err != nil {
			t.Fatal(err)
		}
		if got := g.FormatText(mt.State()); !strings.Contains(got, "bank: south=3 north=0") {
			t.Fatalf("seed %d: a1~b2~no gave\n%s", seed, got)
		}
	}
}

// Perft counts every outcome of a draw as a move of its own.
func TestDrawPerft(t *testing.T) {
	g := lotsGame(t)
	s, err := g.ParseText(lotsAt)
	if err != nil {
		t.Fatal(err)
	}
	n, err := g.Perft(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n != 4 {
		t.Errorf("perft 1 = %d, want 4: a1 with its four outcomes", n)
	}
}

// The machine's Legal offers the open move once; Apply draws its
// outcome from the machine's stream.
func TestDrawMachine(t *testing.T) {
	g := lotsGame(t)
	start, err := g.ParseText(lotsAt)
	if err != nil {
		t.Fatal(err)
	}
	m := g.NewMachine()
	legal, err := m.Legal(start, nil)
	if err != nil || len(legal) != 1 {
		t.Fatalf("legal %v, %v; want a1 alone", legal, err)
	}
	banks := map[int32]int{}
	for i := range uint64(200) {
		m.Seed(i, 7)
		s := start.Clone()
		if err := m.Apply(s, legal[0]); err != nil {
			t.Fatal(err)
		}
		banks[s.Bank[0]]++
	}
	if banks[1] == 0 || banks[3] == 0 || len(banks) != 2 {
		t.Errorf("South's bank after a1, over 200 streams: %v; want 1 (b1 drawn) and 3 (b2 drawn)", banks)
	}
}

// A choice made after a draw would be made knowing what chance gave: it
// is a run-time error of the description, at the choose.
func TestChooseAfterDraw(t *testing.T) {
	g := sourceGame(t, "late.yaml", `name: late
values:
  lot: {kind: bool}
  way: {kind: direction}
board: {rows: 2, columns: 3}
setup: {seeds: 2}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    before:
      - draw(game.lot)
      - choose(game.way)
end:
  - when: moves == 0
    winner: none
    reason: stuck
`, nil)
	mt := g.NewMatch()
	err := mt.Err()
	if err == nil {
		_, err = mt.Legal()
	}
	if err == nil || !strings.Contains(err.Error(), "late.yaml:12:9: ply 1: choose: the move chooses after it has drawn lots") {
		t.Fatalf("error %v, want the choose after a draw refused at its place", err)
	}
}

// Lots drawn for a direction are written cw or ccw after the ~; the
// move sown the way drawn.
func TestDrawDirection(t *testing.T) {
	g := sourceGame(t, "way.yaml", `name: way
values:
  way: {kind: direction}
board: {rows: 2, columns: 3}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    before: draw(game.way)
lap_end:
  - do: [reverse, end]
end:
  - when: moves == 0
    winner: none
    reason: stuck
`, nil)
	s, err := g.ParseText("b: 0 0 0\na: 0 1 0")
	if err != nil {
		t.Fatal(err)
	}
	n, err := g.Perft(s, 1)
	if err != nil || n != 2 {
		t.Fatalf("perft 1 = %d, %v; want 2: a2~ccw and a2~cw", n, err)
	}
	mt, _ := g.NewMatchFrom(s)
	if err := mt.PlayName("a2~cw"); err != nil {
		t.Fatal(err)
	}
	if got := g.MoveName(mt.Moves()[0]); got != "a2~cw" {
		t.Errorf("played %s, want a2~cw", got)
	}
}

// TestDrawMovesCount: the name moves counts the moves the mover chooses
// among, not their outcomes. Here South's one move a1 lands in the empty
// a2 and draws lots between North's two pits: one move, two outcomes.
func TestDrawMovesCount(t *testing.T) {
	g := sourceGame(t, "count.yaml", `
name: count
values:
  lot: {kind: pit}
board: {rows: 2, columns: 2}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.before == 0 and landing.side == mover
    do:
      - draw(game.lot, opponent.side)
      - end
  - do: end
end:
  - when: moves == 1
    winner: none
    reason: one-move
`, nil)
	s, err := g.ParseText("b: 1 1\na: 1 0")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	if r := mt.Result(); !r.Over || r.Reason != "one-move" {
		t.Errorf("result %+v, want the game over by one-move: a1 is one move, whatever lots it draws", r)
	}
}
