package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"mancala/variants"
)

func newListCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the built-in variants",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tDESCRIPTION")
			for _, name := range variants.Names() {
				p := variants.MustLoad(name)
				g, _ := p.Configure(nil)
				b := p.Board()
				fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\n", name, b.Rows, b.Columns, g.Start().Total(), p.Variant().Description)
			}
			return w.Flush()
		},
	}
}
