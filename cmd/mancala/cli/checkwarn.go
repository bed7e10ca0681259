package cli

import (
	"fmt"
	"io"

	"github.com/mancala-toolkit/mancala/interpreter/audit"
)

// printWarnings prints what check saw the rules do at run time that they
// are unlikely to be meant to do: counts the engine clamped, filters that
// never kept a move, phases in which no move was ever made. It prints nothing when there is none.
func printWarnings(w io.Writer, r *audit.Report) {
	if len(r.Clamps) > 0 {
		fmt.Fprintf(w, "\ncounts clamped at run time: %d\n", len(r.Clamps))
		for _, c := range r.Clamps {
			f := c.First
			fmt.Fprintf(w, "  %s at %s: %d times in %d games; first in game %d (seed %s) at ply %d: %d taken as %d\n    moves: %s\n",
				c.Rule, c.Where, c.Times, c.Games, f.Game, f.Seed, f.Ply, f.Given, f.Used, f.Moves)
		}
	}
	if len(r.Moveless) > 0 {
		fmt.Fprintf(w, "\nphases reached in which no move was ever made: %d\n", len(r.Moveless))
		for _, p := range r.Moveless {
			fmt.Fprintf(w, "  %s: reached in %d games, each of which ended there without a move\n", p.Phase, p.Games)
		}
	}
	if len(r.NeverKept) > 0 {
		fmt.Fprintf(w, "\nfilters that never kept a move: %d\n", len(r.NeverKept))
		for _, f := range r.NeverKept {
			fmt.Fprintf(w, "  %s (%s): its keep held for no legal move in any of the %d positions where it applied\n", f.ID, f.Where, f.Positions)
		}
	}
}
