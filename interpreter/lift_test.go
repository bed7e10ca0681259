package interpreter_test

import (
	"strings"
	"testing"
)

// liftSrc lifts some of a pit's seeds, as many as the mover chooses,
// leaving at least one (L1: "sow any number, but leave one"), the way
// number followed by a second choice (a bool); and sows seeds from the reserve from
// a1 on (L2: "in place of a move, add the counters of the store, sowing
// from the leftmost hole").
const liftSrc = `name: lift
values:
  n: {kind: int}
  again: {kind: bool}
board: {rows: 2, columns: 4}
setup: {seeds: 0, reserve: 2}
sowing: {direction: counterclockwise, track: board}
moves:
  - id: L1
    from: pit.count > 0
    before:
      - choose(game.n, min=1, max=pit.count - 1)
      - choose(game.again)
    lift: game.n
  - id: L2
    when: mover.reserve > 0
    from: pit == (a1 if mover == south else b4)
    lift_from: reserve
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`

func TestLift(t *testing.T) {
	g := sourceGame(t, "lift.yaml", liftSrc, nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "each number from one to all but one is a move of its own, named after the pit, then the second choice; a pit of one seed has no number to choose and no move; +a1 sows the reserve",
			position: "b: 0 0 0 1\na: 3 1 0 0\nreserve: south=2 north=2",
			legal:    "a1:1:no a1:1:yes a1:2:no a1:2:yes +a1",
		},
		{
			name:     "a1:2:yes lifts two of a1's three seeds and leaves one",
			position: "b: 0 0 0 1\na: 3 1 0 0\nreserve: south=2 north=2",
			moves:    "a1:2:yes",
			want:     "    1 2 3 4\nb:  0 0 0 1\na:  1 2 1 0\nto-move: north\nbank: south=0 north=0\nreserve: south=2 north=2\nvalue: game.n=2 game.again=true\n",
		},
		{
			name:     "+a1 sows both seeds of the reserve from a1 on, into a2 and a3; a1 keeps its own",
			position: "b: 0 0 0 1\na: 3 1 0 0\nreserve: south=2 north=2",
			moves:    "+a1",
			want:     "    1 2 3 4\nb:  0 0 0 1\na:  3 2 1 0\nto-move: north\nbank: south=0 north=0\nreserve: south=0 north=2\n",
		},
		{
			name:     "North's +b4 sows from b4 on, into b3 and b2",
			position: "b: 0 0 0 1\na: 3 1 0 0\nreserve: south=2 north=2\nto-move: north",
			moves:    "+b4",
			want:     "    1 2 3 4\nb:  0 1 1 1\na:  3 1 0 0\nto-move: south\nbank: south=0 north=0\nreserve: south=2 north=0\n",
		},
		{
			name:     "a number the move does not offer is refused",
			position: "b: 0 0 0 1\na: 3 1 0 0\nreserve: south=2 north=2",
			moves:    "a1:3:no",
			want:     `ply 1: a1:3:no is not legal: "3:no" is not a choice the move from a1 offers now; it is played as a1:1:no or a1:1:yes or a1:2:no or a1:2:yes (legal moves: a1:1:no a1:1:yes a1:2:no a1:2:yes +a1)`,
		},
	})
}

// TestChooseNumberLimits: a choice among more than 64 numbers, or of a
// number past 254, is a run-time error of the description, at the
// choose.
func TestChooseNumberLimits(t *testing.T) {
	for _, tc := range []struct{ max, want string }{
		{"pit.count + 63", "lift.yaml:9:13: ply 1: choose: the numbers from 1 to 65 are 65 choices; a choice offers at most 64"},
		{"pit.count + 253", "lift.yaml:9:13: ply 1: choose: the numbers from 253 to 255 cannot all be chosen"},
	} {
		src := `name: lift
values:
  n: {kind: int}
board: {rows: 2, columns: 4}
setup: {seeds: 2}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    before: choose(game.n, min=MIN, max=MAX)
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`
		min := "1"
		if strings.Contains(tc.max, "253") {
			min = "253"
		}
		src = strings.NewReplacer("MIN", min, "MAX", tc.max).Replace(src)
		g := sourceGame(t, "lift.yaml", src, nil)
		_, err := g.NewMatch().Legal()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("max=%s: error %v, want %q", tc.max, err, tc.want)
		}
	}
}

// TestChosenDrop: "the players may choose to sow one by one or two by
// two": a number chosen before the sowing, read by sowing.drop at each
// hole.
func TestChosenDrop(t *testing.T) {
	g := sourceGame(t, "drop.yaml", `name: drop
values:
  per: {kind: int}
board: {rows: 2, columns: 4}
setup: {seeds: 1}
sowing:
  direction: counterclockwise
  track: board
  drop: game.per
moves:
  - from: pit.count > 0
    before: choose(game.per, min=1, max=2)
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`, nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "one by one or two by two, each a move",
			position: "b: 0 0 0 1\na: 4 0 0 0",
			legal:    "a1:1 a1:2",
		},
		{
			name:     "a1:2 drops two into a2 and two into a3",
			position: "b: 0 0 0 1\na: 4 0 0 0",
			moves:    "a1:2",
			want:     "    1 2 3 4\nb:  0 0 0 1\na:  0 2 2 0\nto-move: north\nbank: south=0 north=0\nvalue: game.per=2\n",
		},
		{
			name:     "a1:1 drops one into each of a2, a3, a4 and b4",
			position: "b: 0 0 0 1\na: 4 0 0 0",
			moves:    "a1:1",
			want:     "    1 2 3 4\nb:  0 0 0 2\na:  0 1 1 1\nto-move: north\nbank: south=0 north=0\nvalue: game.per=1\n",
		},
	})
}

// TestLiftFromBankOfThirdPlayer: a move that sows the mover's bank takes
// the seeds of that player's bank, whichever of three players moves
// (the bank was once read modulo two).
func TestLiftFromBankOfThirdPlayer(t *testing.T) {
	g := sourceGame(t, "thirdbank.yaml", `
name: thirdbank
players: [red, green, blue]
`+threeRows+`moves:
  - from: pit.count > 0
  - from: pit.column == 1 and mover.bank > 0
    lift_from: bank
lap_end:
  - do: end
end:
  - when: ply > 5
    winner: none
    reason: long
`, nil)
	runRuleCases(t, g, []ruleCase{{
		name:     "blue sows the two seeds of blue's bank from c1 on (c2, then a1), red's bank staying as it was",
		position: "c: 1 1\nb: 1 1\na: 1 1\nto-move: blue\nbank: red=3 green=0 blue=2",
		moves:    "+c1",
		want:     "    1 2\nc:  1 2\nb:  1 1\na:  2 1\nto-move: red\nbank: red=3 green=0 blue=0\n",
	}})
}

// threeRows is the board of the three-player test games: a row each for
// red, green and blue, one seed a pit, one track round all three rows,
// blue to move.
const threeRows = `board:
  rows: 3
  columns: 2
  sides:
    red: {rows: [a]}
    green: {rows: [b]}
    blue: {rows: [c]}
setup: {seeds: 1, first: blue}
sowing:
  track:
    red: "a1..a2 b2..b1 c1..c2"
    green: "a1..a2 b2..b1 c1..c2"
    blue: "a1..a2 b2..b1 c1..c2"
`
