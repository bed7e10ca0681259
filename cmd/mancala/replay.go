package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newReplayCmd() *cobra.Command {
	var f gameFlags
	cmd := &cobra.Command{
		Use:   "replay VARIANT --moves \"m1 m2 …\" [--option NAME=VALUE]… [--json]",
		Short: "Play moves and print the position reached",
		Long: `replay plays the given moves from the start (or from --position) and prints
the position reached: every pit, reserved pits, banks, reserves, and the
result once the game is over. An illegal move stops it with an error that
names the ply, the move, why it is illegal and the legal moves.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			mt, err := f.match(cmd, args[0])
			if err != nil {
				return err
			}
			if f.json {
				return printJSON(cmd.OutOrStdout(), mt.Game().Position(mt.State(), mt.Result()))
			}
			fmt.Fprint(cmd.OutOrStdout(), renderBoard(mt))
			return nil
		},
	}
	f.add(cmd, true)
	return cmd
}
