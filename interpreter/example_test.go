package interpreter_test

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// Load a variant, list the legal moves, play one and read the position.
func Example() {
	prog, err := variants.Load("bao-kingulu")
	if err != nil {
		panic(err)
	}
	game, err := prog.Configure(nil) // default options
	if err != nil {
		panic(err)
	}
	match := game.NewMatch()
	legal, _ := match.Legal()
	var names []string
	for _, mv := range legal {
		names = append(names, game.MoveName(mv))
	}
	fmt.Println(strings.Join(names, " "))
	if err := match.PlayName("a3"); err != nil {
		panic(err)
	}
	fmt.Print(game.FormatText(match.State()))
	// Output:
	// a3 a4 a5 a6
	//     1 2 3 4 5 6
	// b:  1 0 6 6 0 1
	// a:  6 6 2 7 0 6
	// to-move: north
	// bank: south=7 north=0
}

// Options are chosen by name, with the values of the rule documents.
func ExampleProgram_Configure() {
	prog := variants.MustLoad("bao-kigogo")
	game, err := prog.Configure(map[string]string{"repetition": "3", "singleton-rule": "off"})
	if err != nil {
		panic(err)
	}
	fmt.Println(game.Option("repetition"), game.Option("singleton-rule"), game.Option("lap-limit"))
	_, err = prog.Configure(map[string]string{"repetition": "4"})
	fmt.Println(err)
	// Output:
	// 3 off 1000
	// option repetition: "4" is not a valid value; valid values: 2, 3, off
}

// An illegal move is refused with the reason and the legal moves.
func ExampleMatch_PlayName() {
	game, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	match := game.NewMatch()
	fmt.Println(match.PlayName("a1"))
	// Output:
	// ply 1: a1 is not legal: a rule forbids it: K-R7: a first lap may not end in an occupied hole of the mover's own row (legal moves: a3 a4 a5 a6)
}

// The event stream explains a move lap by lap; a nil observer costs nothing.
func ExampleMatch_Observe() {
	game, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	match := game.NewMatch()
	names := game.Program().Board().Names
	match.Observe(func(e interpreter.Event) {
		switch e.Kind {
		case interpreter.EvLapEnd:
			fmt.Printf("lap %d ends in %s (held %d): %s\n", e.Lap, names[e.Pit], e.Before, e.Rule)
		case interpreter.EvCapture:
			fmt.Printf("  %s captures %d from %s\n", e.Player, e.N, names[e.Pit])
		}
	})
	_ = match.PlayName("a3")
	// Output:
	// lap 1 ends in b6 (held 4): K-R6
	// lap 2 ends in b1 (held 4): K-R6
	// lap 3 ends in a5 (held 5): K-R6
	// lap 4 ends in b2 (held 5): K-R6
	// lap 5 ends in a5 (held 0): K-R9
	//   south captures 6 from b5
	//   south captures 1 from a5
}

// Random playouts on a Machine: fast, reproducible, allocation-free.
func ExampleMachine_Playout() {
	game, _ := variants.MustLoad("bao-la-kimasai").Configure(nil)
	m := game.NewMachine()
	m.Seed(42, 0)
	s := game.Start()
	r := m.Playout(s)
	fmt.Println(r.Over, r.Reason, s.Total())
	// Output:
	// true inner-row-empty 64
}
