package cli_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/mancala-toolkit/mancala/cmd/mancala/cli"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// lowPit plays the legal move of the lowest pit.
type lowPit struct{}

func (lowPit) Name() string { return "low-pit" }

func (lowPit) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.Legal()
	if err != nil || len(legal) == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move (%v)", err)
	}
	return legal[0], nil
}

// A program that registers its agent and then runs the commands (Main,
// or Run as here) gives every command the agent under its name, as
// --south, --north or in --players.
func Example() {
	err := agent.Register("low-pit", "the legal move of the lowest pit", func(string, uint64) (agent.Agent, error) { return lowPit{}, nil })
	if err != nil {
		panic(err)
	}
	// show runs a command line and prints the lines of its output that
	// match pattern
	show := func(pattern string, args ...string) {
		var out bytes.Buffer
		if status := cli.Run(args, &out, &out); status != 0 {
			fmt.Println(args[0], "failed:", status, out.String())
			return
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if regexp.MustCompile(pattern).MatchString(line) {
				fmt.Println(args[0] + ": " + strings.Join(strings.Fields(line), " "))
			}
		}
	}
	show(`of its games`, "simulate", "kalah", "--south", "low-pit", "--north", "random", "--games", "100", "--seed", "1")
	show(`^(metric|turns per game) `, "compare", "kalah", "--vary", "seeds=3,4", "--south", "low-pit", "--north", "greedy", "--games", "50")
	show(`^(\d +)?(low-pit|greedy) `, "tournament", "kalah", "--players", "low-pit,greedy", "--games", "10")
	show(`^Game over`, "play", "kalah", "--south", "low-pit", "--north", "greedy")
	// Output:
	// simulate: low-pit wins 70.0% (Wilson 95% CI 60.4–78.1) of its games
	// simulate: random wins 27.0% (Wilson 95% CI 19.3–36.4) of its games
	// compare: metric seeds=3 seeds=4
	// compare: turns per game 13.36 (sd 3.12) 15.34 (sd 7.01)
	// compare: metric test seeds=4
	// compare: turns per game paired t +1.98 (+0.52 to +3.44), p 0.087
	// tournament: 1 low-pit 5.0 5 0 5
	// tournament: 2 greedy 5.0 5 0 5
	// tournament: low-pit +0 -103 to +103 52
	// tournament: greedy +0 -103 to +103 52
	// play: Game over after 10 moves: north wins by score, score south=14 north=34.
}
