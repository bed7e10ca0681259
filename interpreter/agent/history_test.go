package agent_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// declareGame: each player sows round their own row until a position
// occurs a second time; then the only move is to declare it, which wins.
const declareGame = `
name: declare
values:
  declared: {kind: bool}
board: {rows: 2, columns: 2}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: own}
moves:
  - when: repeated < 2
    from: pit.count > 0
  - name: declare
    when: repeated >= 2
    do: set(game.declared, true)
lap_end:
  - do: end
end:
  - when: game.declared
    winner: mover
    reason: declared
`

// TestSearchSeesTheGamesRepetitions: a search starts from the game's
// history, so a move that a repetition offers (a proposal to end the
// game, here the only move) is the move it finds at the root, not the
// moves of a position it would count as seen once.
func TestSearchSeesTheGamesRepetitions(t *testing.T) {
	p, diags := variants.Compile("declare.yaml", []byte(declareGame))
	if p == nil {
		t.Fatal(diags)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	for ply := 0; ; ply++ {
		legal, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		if len(legal) == 1 && g.MoveName(legal[0]) == "declare" {
			break
		}
		if ply > 200 || len(legal) == 0 {
			t.Fatalf("no repeated position in %d plies: the test proves nothing", ply)
		}
		if err := mt.Play(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"alphabeta:3", "mcts:100"} {
		mv, err := mustNew(t, name, 1).Choose(mt)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := g.MoveName(mv); got != "declare" {
			t.Errorf("%s chose %s, not declare, the only legal move after the repetition", name, got)
		}
	}
}
