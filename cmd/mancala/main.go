// Command mancala plays, checks and studies mancala variants described
// in YAML. Run `mancala help` for the commands.
package main

import (
	"os"

	"github.com/mancala-toolkit/mancala/cmd/mancala/cli"
)

func main() { os.Exit(cli.Main()) }
