package interpreter_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/conform"
)

// playersGame is testdata/players.yaml: red, green and blue, a row and a
// store each, one track round all three.
func playersGame(t *testing.T) *interpreter.Game {
	t.Helper()
	return testGame(t, "../testdata/players.yaml", nil)
}

// TestPlayersTurnOrder: the turn passes from each player to the next in
// the order of the players list, and round again; another turn keeps it.
func TestPlayersTurnOrder(t *testing.T) {
	g := playersGame(t)
	p := g.Program()
	if p.Players() != 3 || strings.Join(p.PlayerNames(), " ") != "red green blue" {
		t.Fatalf("players %d %v, want red green blue", p.Players(), p.PlayerNames())
	}
	mt := g.NewMatch()
	var seen []string
	for _, mv := range []string{"a2", "a1", "b4", "c1"} {
		seen = append(seen, p.PlayerName(mt.State().ToMove))
		if err := mt.PlayName(mv); err != nil {
			t.Fatal(err)
		}
	}
	seen = append(seen, p.PlayerName(mt.State().ToMove))
	// red's a2 ends in red's store (another turn); a1, b4 and c1 end in
	// occupied pits
	if got := strings.Join(seen, " "); got != "red red green blue red" {
		t.Errorf("turns %s, want red red green blue red", got)
	}
}

// TestPlayersNextPrevious: a rule reading mover.next and mover.previous
// (L2: green's last seed in an empty pit of blue, the pit opposite red's)
// fires for green, and the capture goes into green's store.
func TestPlayersNextPrevious(t *testing.T) {
	g := playersGame(t)
	s, err := g.ParseText("c: 0 0 0 0\nb: 2 0 0 0\na: 5 0 0 0\nto-move: green\n")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := mt.PlayName("b1"); err != nil { // green-store, then c1
		t.Fatal(err)
	}
	b := g.Program().Board()
	got := mt.State()
	if n := got.Pits[b.PitIndex("green-store")]; n != 6 {
		t.Errorf("green-store holds %d, want 6 (one sown, five taken from a1)", n)
	}
	if n := got.Pits[b.PitIndex("a1")]; n != 0 {
		t.Errorf("a1 holds %d, want 0", n)
	}
}

// TestPlayersResult: the highest of three scores wins; two sharing it is
// a draw; the result names every player's score, in text and in JSON.
func TestPlayersResult(t *testing.T) {
	g := playersGame(t)
	tests := []struct {
		text, want, winner string
	}{
		{"c: 0 0 0 0\nb: 0 0 0 0\na: 0 0 0 1\nstores: red=10 green=14 blue=11\n", "green wins by score, score red=11 green=14 blue=11", "green"},
		{"c: 0 0 0 0\nb: 0 0 0 0\na: 0 0 0 1\nstores: red=13 green=14 blue=9\n", "draw by score, score red=14 green=14 blue=9", ""},
	}
	for _, tt := range tests {
		s, err := g.ParseText(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		mt, err := g.NewMatchFrom(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := mt.PlayName("a4"); err != nil { // into red's store: every row is empty
			t.Fatal(err)
		}
		r := mt.Result()
		if r.String() != tt.want || r.WinnerName() != tt.winner {
			t.Errorf("%q: result %q (winner %q), want %q (%q)", tt.text, r, r.WinnerName(), tt.want, tt.winner)
		}
		js, _ := json.Marshal(g.Position(mt.State(), r))
		if !strings.Contains(string(js), `"blue":`) || !strings.Contains(string(js), `"green":14`) {
			t.Errorf("position JSON lacks a player: %s", js)
		}
	}
}

// TestPlayersWinnerNamed: an end rule may name a player of the list as
// the winner.
func TestPlayersWinnerNamed(t *testing.T) {
	g := playersGame(t)
	s, err := g.ParseText("c: 0 0 0 1\nb: 2 0 0 0\na: 2 0 0 0\nstores: blue=11\nto-move: blue\n")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := mt.PlayName("c4"); err != nil { // into blue's store
		t.Fatal(err)
	}
	if r := mt.Result(); !r.Over || r.WinnerName() != "blue" || r.Rule != "E2" {
		t.Errorf("result %v (rule %s), want blue wins by E2", r, r.Rule)
	}
}

// TestPlayersOpponent: in a game of three, opponent is the player after
// the mover: one who has just moved is followed by the player whose
// side an end rule reads as opponent.
func TestPlayersOpponent(t *testing.T) {
	src := `name: opp
players: [p, q, r]
board: {rows: 1, columns: 3, sides: {p: {pits: a1}, q: {pits: a2}, r: {pits: a3}}}
setup: {seeds: 1, first: p}
sowing: {direction: counterclockwise, track: board}
moves: [{from: pit.count > 0}]
end:
  - when: opponent.side.seeds == 2
    winner: opponent
    reason: next-full
`
	g := sourceGame(t, "opp.yaml", src, nil)
	mt := g.NewMatch()
	if err := mt.PlayName("a1"); err != nil { // p sows its seed into q's a2
		t.Fatal(err)
	}
	if r := mt.Result(); r.WinnerName() != "q" || r.Reason != "next-full" {
		t.Errorf("result %v, want q wins by next-full", r)
	}
}

// TestPlayersConformRefused: conform, whose reference records are of two
// players, refuses a game of more, saying so.
func TestPlayersConformRefused(t *testing.T) {
	g := playersGame(t)
	_, err := conform.NewRunner(g.Program(), "", nil, conform.Config{})
	if err == nil || !strings.Contains(err.Error(), "two players") {
		t.Errorf("NewRunner: %v, want a refusal naming two players", err)
	}
}

// TestPlayersOwnerIsOpponent: of three players, pit.owner == opponent
// holds for the next player's pits only, not for every pit that is not
// the mover's (the fused comparison of two players).
func TestPlayersOwnerIsOpponent(t *testing.T) {
	src := `name: owner-opp
players: [p, q, r]
board: {rows: 1, columns: 3, sides: {p: {pits: a1}, q: {pits: a2}, r: {pits: a3}}}
setup: {seeds: 2, first: p}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
    pits: any
    when: ply <= 3
  - from: pit.owner == opponent and pit.count > 0
    pits: any
end: [{when: ply >= 50, winner: none, reason: long}]
`
	g := sourceGame(t, "owner-opp.yaml", src, nil)
	// the first rule admits any pit for three moves; then the second
	// alone: a2 (q's, two seeds) and a3 (r's, one) are occupied
	mt := g.NewMatch()
	for _, mv := range []string{"a1", "a2", "a3"} {
		if err := mt.PlayName(mv); err != nil {
			t.Fatal(err)
		}
	}
	legal, err := mt.Legal()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, mv := range legal {
		names = append(names, g.MoveName(mv))
	}
	if got := strings.Join(names, " "); got != "a2" {
		t.Errorf("p's moves from the opponent's pits: %s, want a2 (q's, not r's a3)", got)
	}
}
