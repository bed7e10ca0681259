package main

import (
	"fmt"
	"strings"
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
			fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tRULESETS\tDESCRIPTION\tSOURCE")
			for _, name := range variants.Names() {
				p := variants.MustLoad(name)
				g, _ := p.Configure(nil)
				b := p.Board()
				var rulesets []string
				for _, r := range p.Rulesets() {
					rulesets = append(rulesets, r.Name)
				}
				if len(rulesets) == 0 {
					rulesets = []string{"-"}
				}
				fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\t%s\t%s\n", name, b.Rows, b.Columns, g.Start().Total(), strings.Join(rulesets, ","), p.Variant().Description, short(p.Variant().Source, 48))
			}
			return w.Flush()
		},
	}
}

// short cuts s to n characters at a word, with an ellipsis.
func short(s string, n int) string {
	if len([]rune(s)) <= n {
		return s
	}
	r := []rune(s)[:n]
	if i := strings.LastIndexByte(string(r), ' '); i > n/2 {
		return string(r)[:i] + " …"
	}
	return string(r) + "…"
}
