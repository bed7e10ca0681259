// Package cli is the mancala command line as a library: the command
// cmd/mancala is one call to Main, and a program of one's own can be the
// same command with more in it.
//
// A researcher who writes an agent registers it (agent.Register) and
// then calls Main; every command then knows the agent by its name, as
// --south, --north or in --players: simulate, compare, tournament, play
// and the engine's go. examples/agent in the repository is such a
// program:
//
//	func main() {
//		err := agent.Register("hoarder", "the move that leaves the most seeds in store", newHoarder)
//		if err != nil {
//			log.Fatal(err)
//		}
//		os.Exit(cli.Main())
//	}
//
// and then
//
//	go run ./examples/agent simulate kalah --south hoarder --north greedy
//
// Run does what Main does with arguments and output of the caller's
// (tests, or a program that runs several commands); Command gives the
// root command itself.
package cli
