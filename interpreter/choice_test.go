package interpreter_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// choiceGame is testdata/choice.yaml: a 2×4 game in which a first lap
// ending in an empty pit of one's row, the pit across holding seeds,
// banks the seed that landed (CH2) and sows the seeds across again from
// an end pit of the mover's row the mover chooses (game.kichwa; the
// landing pit is not one), the way round the mover chooses (game.way).
func choiceGame(t *testing.T) *interpreter.Game {
	t.Helper()
	return testGame(t, "../testdata/choice.yaml", nil)
}

func TestChoice(t *testing.T) {
	g := choiceGame(t)
	const (
		twoEnds = "b: 1 1 3 1\na: 1 1 0 1" // a2 lands in a3: a1 and a4 are the kichwas
		oneEnd  = "b: 1 1 1 3\na: 1 2 1 0" // a2 lands in a4: a1 alone is a kichwa
	)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "a capture between the two ends: each kichwa, each way, is a move of its own, in the set's order, the sowing direction first",
			position: twoEnds,
			legal:    "a1 a2:a1:ccw a2:a1:cw a2:a4:ccw a2:a4:cw a4",
		},
		{
			name:     "a capture in an end pit: the other end is the only kichwa, no choice; the way is still chosen",
			position: oneEnd,
			legal:    "a1 a2:ccw a2:cw a3:ccw a3:cw",
		},
		{
			name:     "a2:cw banks the seed landing in a4 and sows b4's three seeds from a1 clockwise: a1, b1, b2",
			position: oneEnd,
			moves:    "a2:cw",
			want:     "    1 2 3 4\nb:  2 2 1 0\na:  2 0 2 0\nto-move: north\nbank: south=1 north=0\nvalue: game.kichwa=a1 game.way=clockwise\n",
		},
		{
			name:     "a2:a1:ccw sows b3's seeds from a1 counterclockwise: a1, a2, a3",
			position: twoEnds,
			moves:    "a2:a1:ccw",
			want:     "    1 2 3 4\nb:  1 1 0 1\na:  2 1 1 1\nto-move: north\nbank: south=1 north=0\nvalue: game.kichwa=a1 game.way=counterclockwise\n",
		},
		{
			name:     "a2:a4:cw sows them from a4 clockwise: a4, a3, a2",
			position: twoEnds,
			moves:    "a2:a4:cw",
			want:     "    1 2 3 4\nb:  1 1 0 1\na:  1 1 1 2\nto-move: north\nbank: south=1 north=0\nvalue: game.kichwa=a4 game.way=clockwise\n",
		},
		{
			name:     "a choice the move does not offer is refused, naming the moves it offers",
			position: twoEnds,
			moves:    "a2:b8:cw",
			want:     `ply 1: a2:b8:cw is not legal: "b8:cw" is not a choice the move from a2 offers now; it is played as a2:a1:ccw or a2:a1:cw or a2:a4:ccw or a2:a4:cw (legal moves: a1 a2:a1:ccw a2:a1:cw a2:a4:ccw a2:a4:cw a4)`,
		},
		{
			name:     "too few choices are refused",
			position: oneEnd,
			moves:    "a2",
			want:     "ply 1: a2 is not legal: the mover makes a choice during the move from a2, written after a colon: a2:ccw or a2:cw (legal moves: a1 a2:ccw a2:cw a3:ccw a3:cw)",
		},
		{
			name:     "a choice written after a move that makes none is refused",
			position: oneEnd,
			moves:    "a1:cw",
			want:     "ply 1: a1:cw is not legal: the move from a1 makes no choice: it is written a1 (legal moves: a1 a2:ccw a2:cw a3:ccw a3:cw)",
		},
		{
			name:     "a choice past those the move makes is refused",
			position: oneEnd,
			moves:    "a2:cw:yes",
			want:     `ply 1: a2:cw:yes is not legal: "cw:yes" is not a choice the move from a2 offers now; it is played as a2:ccw or a2:cw (legal moves: a1 a2:ccw a2:cw a3:ccw a3:cw)`,
		},
	})
}

// TestChoiceEvents: a choice is told to observers, with the value
// chosen and how many alternatives there were.
func TestChoiceEvents(t *testing.T) {
	g := choiceGame(t)
	s, _ := g.ParseText("b: 1 1 3 1\na: 1 1 0 1")
	mt, _ := g.NewMatchFrom(s)
	var got []string
	mt.Observe(func(e interpreter.Event) {
		if e.Kind == interpreter.EvChoice {
			v := g.Program().Variant()
			got = append(got, g.Program().ValueName(int(e.Before), interpreter.Player(e.First))+"="+v.FormatValue(int(e.Before), e.N)+" of "+string(rune('0'+e.To))+" by "+e.Player.String())
		}
	})
	if err := mt.PlayName("a2:a4:cw"); err != nil {
		t.Fatal(err)
	}
	if want := "game.kichwa=a4 of 2 by south, game.way=clockwise of 2 by south"; strings.Join(got, ", ") != want {
		t.Errorf("choice events %q, want %q", strings.Join(got, ", "), want)
	}
}

// TestChoiceSearch: the search interface offers every sequence of
// choices as a move, plays each as Child finds it, and refuses a move
// whose choices are cut short or run past those the move makes.
func TestChoiceSearch(t *testing.T) {
	g := choiceGame(t)
	s, _ := g.ParseText("b: 1 1 3 1\na: 1 1 0 1")
	m := g.NewMachine()
	legal, err := m.Legal(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(legal) != 6 {
		t.Fatalf("%d legal moves, want 6", len(legal))
	}
	for i, mv := range legal {
		child := s.Clone()
		m.Legal(s, nil)
		m.Child(i, child)
		played := s.Clone()
		if err := m.Apply(played, mv); err != nil {
			t.Fatalf("%s: %v", g.MoveName(mv), err)
		}
		if g.FormatText(played) != g.FormatText(child) {
			t.Errorf("%s: Apply gives\n%s\nChild\n%s", g.MoveName(mv), g.FormatText(played), g.FormatText(child))
		}
	}
	a2 := legal[1] // a2:a1:ccw
	for _, bad := range []interpreter.Move{
		{Pit: a2.Pit, Rule: a2.Rule},                                // no choice
		{Pit: a2.Pit, Rule: a2.Rule, Choice: a2.Choice & 0xff},      // one of two
		{Pit: a2.Pit, Rule: a2.Rule, Choice: a2.Choice | 1<<16},     // three
		{Pit: legal[0].Pit, Rule: legal[0].Rule, Choice: a2.Choice}, // a1 makes none
	} {
		if err := m.Apply(s.Clone(), bad); !errors.Is(err, interpreter.ErrIllegal) {
			t.Errorf("Apply(%+v): %v, want ErrIllegal", bad, err)
		}
	}
}

// TestChoiceReplay: a game played by the legal moves (choices and all)
// is played again, move for move, from the names of its moves.
func TestChoiceReplay(t *testing.T) {
	g := choiceGame(t)
	m := g.NewMachine()
	var moves []interpreter.Move
	m.Trace(&moves)
	chose := 0
	for seed := range uint64(20) {
		m.Seed(seed, 7)
		s := g.Start()
		r := m.Playout(s)
		mt := g.NewMatch()
		mt.Debug(true)
		for _, mv := range moves {
			if mv.Choice != 0 {
				chose++
			}
			if err := mt.PlayName(g.MoveName(mv)); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		if g.FormatText(mt.State()) != g.FormatText(s) || mt.Result().String() != r.String() {
			t.Errorf("seed %d: replay ends in\n%s%s\nplayout in\n%s%s", seed, g.FormatText(mt.State()), mt.Result(), g.FormatText(s), r)
		}
	}
	if chose == 0 {
		t.Error("no move of the playouts made a choice")
	}
}

// TestChoicePlayouts: random playouts conserve seeds and end.
func TestChoicePlayouts(t *testing.T) {
	g := choiceGame(t)
	m := g.NewMachine()
	start := g.Start()
	for range 300 {
		s := start.Clone()
		if r := m.Playout(s); !r.Over || m.Err() != nil {
			t.Fatalf("playout did not end: %+v, %v", r, m.Err())
		}
		if s.Total() != start.Total() {
			t.Fatalf("seeds not conserved: %d, want %d", s.Total(), start.Total())
		}
	}
}

// TestChoicePerft pins the number of move sequences from the start: any
// change in which choices are offered changes it.
func TestChoicePerft(t *testing.T) {
	g := choiceGame(t)
	for depth, want := range []int64{1, 4, 16, 59, 195, 641} {
		if got, err := g.Perft(g.Start(), depth); err != nil || got != want {
			t.Errorf("perft(%d) = %d, %v; want %d", depth, got, err, want)
		}
	}
}

// TestChoicePlayoutAllocatesNothing: playouts of a game whose moves make
// choices allocate nothing once the machine has warmed up (its buffers
// grown to the most moves a position has had).
func TestChoicePlayoutAllocatesNothing(t *testing.T) {
	g := choiceGame(t)
	m := g.NewMachine()
	start, s := g.Start(), g.Start()
	for range 100 {
		s.CopyFrom(start)
		m.Playout(s)
	}
	if allocs := testing.AllocsPerRun(50, func() {
		s.CopyFrom(start)
		m.Playout(s)
	}); allocs != 0 {
		t.Errorf("%v allocations per playout, want 0", allocs)
	}
}

// TestChoiceLimit: a move that meets more than MaxChoices decision
// points is a run-time error of the description, naming the action.
func TestChoiceLimit(t *testing.T) {
	g := sourceGame(t, "relay-choosing.yaml", `
name: relay-choosing
board: {rows: 2, columns: 4}
setup: {seeds: 4}
values:
  again: {kind: bool}
  more: {kind: bool}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.count > 1
    do:
      - choose(game.again)
      - choose(game.more)
      - relay
  - do: end
end:
  - when: moves == 0
    winner: score
    reason: no-moves
score: player.bank
`, nil)
	_, err := g.NewMatch().Legal()
	if err == nil || !strings.Contains(err.Error(), "relay-choosing.yaml:15:9: ply 1: choose: the move meets more than 8 choices; a move can make at most 8") {
		t.Errorf("error %v, want the limit of 8 choices", err)
	}
}

// TestChoiceSections: choose works in a move rule's before and in
// after_move too, on a value of each player as on one of the game, and
// a set of one pit or none is no choice.
func TestChoiceSections(t *testing.T) {
	g := sourceGame(t, "sections.yaml", `
name: sections
board: {rows: 2, columns: 4}
setup: {seeds: 2}
values:
  way: {kind: direction}
  bold: {kind: bool, per: player}
  one: {kind: pit}
  nothing: {kind: pit, initial: a1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    before:
      - choose(game.way) if pit.column == 1
      - choose(game.one, mover.front where pit.column == 2)
      - choose(game.nothing, mover.front where pit.count > 99)
lap_end:
  - do: end
after_move:
  - when: move.start.column == 3
    do: choose(mover.bold)
end:
  - when: moves == 0
    winner: score
    reason: no-moves
score: player.bank
`, nil)
	mt := g.NewMatch()
	if got, want := legalNames(t, g, mt), "a1:ccw a1:cw a2 a3:no a3:yes a4"; got != want {
		t.Errorf("legal %q, want %q", got, want)
	}
	if err := mt.PlayName("a3:yes"); err != nil {
		t.Fatal(err)
	}
	if got, want := g.FormatText(mt.State()), "    1 2 3 4\nb:  2 2 2 3\na:  2 2 0 3\nto-move: north\nbank: south=0 north=0\nvalue: south.bold=true game.one=a2 game.nothing=none\n"; got != want {
		t.Errorf("position\n%s\nwant\n%s", got, want)
	}
}

// TestChoicePitLimit: a pit past the first 250 of the board cannot be
// chosen (a move names a chosen pit in one byte): a run-time error of
// the description, naming the pit.
func TestChoicePitLimit(t *testing.T) {
	g := sourceGame(t, "wide.yaml", `
name: wide
board: {rows: 4, columns: 64}
setup: {seeds: 1}
values:
  far: {kind: pit}
sowing: {direction: counterclockwise, track: own}
moves:
  - from: pit.count > 0
    before: choose(game.far, board.pits)
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: score
    reason: no-moves
score: player.bank
`, nil)
	_, err := g.NewMatch().Legal()
	if err == nil || !strings.Contains(err.Error(), "wide.yaml:10:13: ply 1: choose: d64 cannot be chosen") || !strings.Contains(err.Error(), "only the first 250 pits of the board can be chosen") {
		t.Errorf("error %v, want the limit of 250 pits", err)
	}
}
