package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"mancala/variants"
)

// listEntry is one variant as list --json prints it.
type listEntry struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"`
	Rows        int      `json:"rows"`
	Columns     int      `json:"columns"`
	Seeds       int      `json:"seeds"`
	Rulesets    []string `json:"rulesets"`
	Features    []string `json:"features"`
	Description string   `json:"description"`
	Source      string   `json:"source"`
}

func newListCmd() *cobra.Command {
	var rows int
	var has []string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list [--rows N] [--has FEATURE]… [--json]",
		Short: "List the built-in variants",
		Long: `list gives the built-in variants with their board, seeds, rulesets,
description and source. --rows keeps the boards of that many rows; --has
keeps the variants that use a feature (repeatable, all must hold): an
action (relay, sow, capture, take, move, own, mark, introduce, extra_turn,
reverse, uncapture, illegal, set, add), a section (phases, filters, rounds,
values, rulesets, marks), or stores, pass, each, direction-choice.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var entries []listEntry
			for _, name := range variants.Names() {
				p := variants.MustLoad(name)
				g, _ := p.Configure(nil)
				b := p.Board()
				feats := features(p.Variant())
				if (rows > 0 && b.Rows != rows) || !hasAll(feats, has) {
					continue
				}
				e := listEntry{Name: name, Title: p.Variant().Title, Rows: b.Rows, Columns: b.Columns, Seeds: g.Start().Total(),
					Rulesets: []string{}, Features: feats, Description: p.Variant().Description, Source: p.Variant().Source}
				for _, r := range p.Rulesets() {
					e.Rulesets = append(e.Rulesets, r.Name)
				}
				entries = append(entries, e)
			}
			if asJSON {
				if entries == nil {
					entries = []listEntry{}
				}
				return printJSON(cmd.OutOrStdout(), entries)
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tRULESETS\tDESCRIPTION\tSOURCE")
			for _, e := range entries {
				rulesets := e.Rulesets
				if len(rulesets) == 0 {
					rulesets = []string{"-"}
				}
				fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\t%s\t%s\n", e.Name, e.Rows, e.Columns, e.Seeds, strings.Join(rulesets, ","), e.Description, short(e.Source, 48))
			}
			return w.Flush()
		},
	}
	intFlag(cmd, &rows, "rows", 0, 0, 8, "only boards of this many rows (0: any)")
	cmd.Flags().StringArrayVar(&has, "has", nil, "only variants that use this feature (repeatable)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for programs")
	return cmd
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
