package interpreter_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestPlayerString: a player says its name, nobody says none; a
// Result's winner is a Player, and a draw's is NoPlayer.
func TestPlayerString(t *testing.T) {
	for p, want := range map[interpreter.Player]string{
		interpreter.South: "south", interpreter.North: "north", interpreter.NoPlayer: "none", 2: "player 3", 5: "player 6",
	} {
		if got := p.String(); got != want {
			t.Errorf("Player(%d).String() = %q, want %q", int8(p), got, want)
		}
		if got := fmt.Sprint(p); got != want {
			t.Errorf("fmt.Sprint(Player(%d)) = %q", int8(p), got)
		}
	}
	// a finished game's winner, by name
	g, _ := variants.MustLoad("kalah").Configure(nil)
	mt := g.NewMatch()
	for !mt.Result().Over {
		legal, err := mt.Legal()
		if err != nil {
			t.Fatal(err)
		}
		if err := mt.Play(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	r := mt.Result()
	want := r.WinnerName()
	if want == "" {
		want = "none"
	}
	if r.Winner.String() != want {
		t.Errorf("%v: the winner says %q", r, r.Winner)
	}
	// the number in JSON, as before it had a name of its own
	if b, _ := json.Marshal(struct{ W interpreter.Player }{interpreter.North}); string(b) != `{"W":1}` {
		t.Errorf("JSON %s", b)
	}
}
