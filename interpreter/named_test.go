package interpreter_test

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestNamedMoves plays testdata/named.yaml: moves from no pit, named by
// their rule. A player may resign at any time (N5) but in answer to a
// proposal; a proposal to end the game waits for agree or refuse (N3,
// N4), and no pit may be sown meanwhile (N1).
func TestNamedMoves(t *testing.T) {
	g := testGame(t, "../testdata/named.yaml", nil)
	runRuleCases(t, g, []ruleCase{
		{
			name:     "the named moves come after the pit moves, in the order of their rules (N1, N5)",
			position: "b: 2 2 2 2\na: 2 0 1 2",
			legal:    "a1 a3 a4 resign",
		},
		{
			name:     "a position seen once offers no proposal (N2)",
			position: "b: 2 2 2 2\na: 2 2 2 2",
			moves:    "a1",
			legal:    "b1 b2 b3 b4 resign",
		},
		{
			name:     "resigning loses (N5, N7)",
			position: "b: 2 2 2 2\na: 2 2 2 2",
			moves:    "a1 resign",
			result:   "south wins by resigned, score south=0 north=0",
		},
		{
			name:     "a proposal waits for an answer: only agree or refuse (N1, N3, N4)",
			position: "b: 2 2 2 2\na: 2 2 2 2\nvalue: game.proposed=true",
			legal:    "agree refuse",
		},
		{
			name:     "agreeing gives every row's seeds to the row's owner, and ends the game (N3, N8)",
			position: "b: 1 0 0 2\na: 0 4 1 0\nvalue: game.proposed=true",
			moves:    "agree",
			want:     "    1 2 3 4\nb:  0 0 0 0\na:  0 0 0 0\nto-move: north\nbank: south=5 north=3\nvalue: game.proposed=true game.agreed=true\n",
			result:   "south wins by agreement, score south=5 north=3",
		},
		{
			name:     "refusing withdraws the proposal and play goes on (N4)",
			position: "b: 2 2 2 2\na: 2 2 2 2\nvalue: game.proposed=true",
			moves:    "refuse",
			legal:    "b1 b2 b3 b4 resign",
		},
		{
			name:     "a named move not offered now says which rule withholds it",
			position: "b: 2 2 2 2\na: 2 2 2 2",
			moves:    "agree",
			want:     "ply 1: agree is not legal: its rule N3 does not offer it now (legal moves: a1 a2 a3 a4 resign)",
		},
		{
			name:     "a word that is neither a pit nor a named move is refused as such",
			position: "b: 2 2 2 2\na: 2 2 2 2",
			moves:    "forfeit",
			want:     `ply 1: forfeit is not legal: there is no pit "forfeit" on this board (legal moves: a1 a2 a3 a4 resign)`,
		},
	})
}

// TestNamedMoveAfterRepetition: propose is offered exactly when the
// position has occurred before in the game (N2: repeated >= 2 in a move
// rule's when). Random games without resigning reach such positions.
func TestNamedMoveAfterRepetition(t *testing.T) {
	g := testGame(t, "../testdata/named.yaml", nil)
	rng := rand.New(rand.NewPCG(1, 2))
	offered := 0
	for game := 0; game < 50; game++ {
		mt := g.NewMatch()
		seen := map[string]int{}
		for ply := 0; ply < 200 && !mt.Result().Over; ply++ {
			key := g.FormatText(mt.State())
			seen[key]++
			legal, err := mt.Legal()
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, mv := range legal {
				if n := g.MoveName(mv); n != "resign" {
					names = append(names, n)
				}
			}
			has := strings.Contains(" "+strings.Join(names, " ")+" ", " propose ")
			proposed := strings.Contains(key, "game.proposed=true")
			if want := seen[key] >= 2 && !proposed; has != want {
				t.Fatalf("game %d ply %d: propose offered %v, position seen %d times (proposal pending %v):\n%s", game, ply, has, seen[key], proposed, key)
			}
			if has {
				offered++
			}
			if len(names) == 0 {
				break // only resigning is left
			}
			if err := mt.PlayName(names[rng.IntN(len(names))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if offered == 0 {
		t.Fatal("no game reached a repeated position: the test proves nothing")
	}
}
