package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

func newMovesCmd() *cobra.Command {
	var f gameFlags
	cmd := &cobra.Command{
		Use:   "moves VARIANT [--moves \"m1 m2 …\"] [--option NAME=VALUE]… [--json]",
		Short: "List the legal moves of a position",
		Long: `moves plays the given moves from the start (or from --position) and lists
the legal moves of the player to move, sorted by row letter then column.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			mt, err := f.start(cmd, args)
			if err != nil {
				return err
			}
			legal, err := mt.Legal()
			if err != nil {
				return err
			}
			names := []string{}
			for _, mv := range legal {
				names = append(names, mt.Game().MoveName(mv))
			}
			toMove := mt.Game().Program().PlayerName(mt.State().ToMove)
			if f.json {
				return printJSON(cmd.OutOrStdout(), struct {
					ToMove string   `json:"to_move"`
					Moves  []string `json:"moves"`
				}{toMove, names})
			}
			w := cmd.OutOrStdout()
			fmt.Fprint(w, renderBoard(mt))
			if r := mt.Result(); r.Over {
				fmt.Fprintln(w, "The game is over: no moves.")
				return nil
			}
			fmt.Fprintf(w, "%s to move; legal moves: %s\n", toMove, strings.Join(names, " "))
			return nil
		},
	}
	f.add(cmd)
	return cmd
}
