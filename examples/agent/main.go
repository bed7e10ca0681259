// Command agent is a researcher's program: it defines an agent of its
// own (hoarder, in hoarder.go), registers it, and runs the mancala
// command line, every command of which then takes the agent by name:
//
//	go run ./examples/agent simulate kalah --south hoarder --north greedy
//	go run ./examples/agent tournament oware --players hoarder,greedy,random
//	go run ./examples/agent play kalah --north hoarder
//
// (`go run ./examples/agent play --help` names it among the players).
package main

import (
	"fmt"
	"os"

	"github.com/mancala-toolkit/mancala/cmd/mancala/cli"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

func main() {
	if err := register(); err != nil {
		fmt.Fprintln(os.Stderr, "agent:", err)
		os.Exit(1)
	}
	os.Exit(cli.Main())
}

// register makes the agents of this program known to every command.
func register() error {
	return agent.Register("hoarder", "the move leaving the mover the most seeds in store and bank; lowest pit among equals", newHoarder)
}
