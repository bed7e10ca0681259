// Command mancala plays, checks and studies mancala variants described
// in YAML. Run `mancala help` for the commands.
package main

import "os"

func main() { os.Exit(run(os.Args[1:])) }
