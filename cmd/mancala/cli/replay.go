package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

func newReplayCmd() *cobra.Command {
	var f gameFlags
	var save string
	cmd := &cobra.Command{
		Use:   "replay VARIANT [--moves \"m1 m2 …\"] [--option NAME=VALUE]… [--json]",
		Short: "Play moves and print the position reached",
		Long: `replay plays the given moves from the start (or from --position) and prints
the position reached: every pit, reserved pits, banks, reserves, and the
result once the game is over; with no moves, the start position (or the
--position given). An illegal move stops it with an error that
names the ply, the move, why it is illegal and the legal moves.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			mt, err := f.start(cmd, args)
			if err != nil {
				return err
			}
			if save != "" {
				if err := writeOut(cmd, save, func(w io.Writer) error { _, err := io.WriteString(w, recordOf(mt, "").Format()); return err }); err != nil {
					return err
				}
			}
			if f.json {
				return printJSON(cmd.OutOrStdout(), mt.Game().Position(mt.State(), mt.Result()))
			}
			fmt.Fprint(cmd.OutOrStdout(), renderBoard(mt))
			return nil
		},
	}
	f.add(cmd)
	cmd.Flags().StringVar(&save, "save", "", "also write the game to a record file (- for standard output)")
	return cmd
}
