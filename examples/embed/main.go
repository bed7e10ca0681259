// Command embed shows the Go API for programs that embed the
// interpreter: load a variant, choose options, list legal moves, play,
// watch the laps of a move, and run fast random playouts.
//
//	go run ./examples/embed
package main

import (
	"fmt"
	"log"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

func main() {
	// Load a built-in variant by name (or a .yaml file by path) and set
	// its options; what is not set keeps its default.
	prog, err := variants.Load("bao-kingulu")
	if err != nil {
		log.Fatal(err)
	}
	game, err := prog.Configure(map[string]string{"kuweka-limit": "2"})
	if err != nil {
		log.Fatal(err)
	}

	// A match is one game in progress.
	match := game.NewMatch()
	legal, err := match.Legal()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print("South may play:")
	for _, mv := range legal {
		fmt.Print(" ", game.MoveName(mv))
	}
	fmt.Println()

	// Watch the laps of one move through the event stream.
	match.Observe(func(e interpreter.Event) {
		if e.Kind == interpreter.EvLapEnd {
			fmt.Printf("  lap %d ended in %s, which held %d: %s\n",
				e.Lap, prog.Board().Names[e.Pit], e.Before, e.Rule)
		}
	})
	if err := match.PlayName("a3"); err != nil {
		log.Fatal(err)
	}
	match.Observe(nil)
	s := match.State()
	fmt.Printf("after a3: banks south %d, north %d; %s to move\n",
		s.Bank[interpreter.South], s.Bank[interpreter.North], prog.PlayerName(s.ToMove))

	// Random playouts, the unit of research work, on a machine of their own.
	m := game.NewMachine()
	m.Seed(1, 2)
	wins := map[interpreter.Player]int{} // the winner: South, North, or NoPlayer
	for range 1000 {
		st := game.Start()
		r := m.Playout(st)
		wins[r.Winner]++
	}
	fmt.Printf("1000 random games: south %d, north %d, drawn %d\n",
		wins[interpreter.South], wins[interpreter.North], wins[interpreter.NoPlayer])
}
