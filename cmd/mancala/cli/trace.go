package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/narrate"
	"github.com/mancala-toolkit/mancala/interpreter/session"
)

func newTraceCmd() *cobra.Command {
	var f gameFlags
	var ply int
	cmd := &cobra.Command{
		Use:   "trace VARIANT --moves \"m1 m2 …\" [--ply N] [--json]",
		Short: "Explain a move lap by lap",
		Long: `trace plays the moves and explains one of them (the last, or the one
--ply names) lap by lap: where each lap started and ended, how many seeds
it sowed, which rule fired and its ID, captures, tolls, changes of owner,
phases. --json gives the same as a list of events.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			variant, err := f.variantArg(args)
			if err != nil {
				return err
			}
			moves := strings.Fields(f.moves)
			if len(moves) == 0 {
				return fmt.Errorf("give the moves to play (--moves)")
			}
			if ply == 0 {
				ply = len(moves)
			}
			if ply < 1 || ply > len(moves) {
				return fmt.Errorf("--ply %d: the moves given make plies 1 to %d", ply, len(moves))
			}
			f.moves = strings.Join(moves[:ply-1], " ")
			mt, err := f.match(cmd, variant)
			if err != nil {
				return err
			}
			g := mt.Game()
			n := narrate.New(g)
			var evs []interpreter.Event
			mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
			played := mt.PlayName(moves[ply-1])
			var refused *interpreter.IllegalMoveError
			if played != nil && (!errors.As(played, &refused) || !mt.Attempt(moves[ply-1])) {
				return played
			}
			// a refused move is told as far as it goes, then refused
			if f.json {
				out := session.Events(g, n, evs)
				if err := printJSON(cmd.OutOrStdout(), out); err != nil {
					return err
				}
				return played
			}
			w := cmd.OutOrStdout()
			for _, line := range n.Events(evs) {
				fmt.Fprintln(w, line)
			}
			if played != nil {
				return played
			}
			fmt.Fprintln(w)
			fmt.Fprint(w, renderBoard(mt))
			return nil
		},
	}
	f.add(cmd)
	intFlag(cmd, &ply, "ply", 0, 0, maxPly, "the ply to explain (0: the last move given)")
	return cmd
}
