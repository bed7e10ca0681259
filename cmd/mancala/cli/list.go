package cli

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/variants"
)

// listEntry is one variant as list --json prints it.
type listEntry struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"`
	Family      string   `json:"family"`
	Extends     string   `json:"extends,omitempty"`
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
	var asJSON, fragments, wide bool
	cmd := &cobra.Command{
		Use:   "list [--rows N] [--has FEATURE]… [--json] [--fragments]",
		Short: "List the built-in variants",
		Long: `list gives the built-in variants with their board, seeds, rulesets,
description and source. --rows keeps the boards of that many rows; --has
keeps the variants that use a feature (repeatable, all must hold): an
action (relay, sow, capture, take, move, own, mark, introduce, extra_turn,
reverse, uncapture, illegal, set, add), a section (phases, filters, rounds,
values, rulesets, marks), or stores, pass, each, direction-choice, stack
(holes as stacks). The
variants are grouped by family: the number of rows of the board (two-,
three- and four-row games, and other shapes). --fragments lists the
built-in fragments instead, the shared rules variants include.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if fragments {
				return listFragments(cmd, asJSON)
			}
			var entries []listEntry
			for _, name := range variants.Names() {
				p := variants.MustLoad(name)
				g, _ := p.Configure(nil)
				b := p.Board()
				feats := features(p.Variant())
				if (rows > 0 && b.Rows != rows) || !hasAll(feats, has) {
					continue
				}
				e := listEntry{Name: name, Title: p.Variant().Title, Family: family(b.Rows), Extends: p.Variant().Syntax.Extends.Value, Rows: b.Rows, Columns: b.Columns, Seeds: g.Start().Total(),
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
			sort.SliceStable(entries, func(i, j int) bool { return familyOrder(entries[i].Family) < familyOrder(entries[j].Family) })
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			// fit the width: the description takes what the other
			// columns leave, the source only with --wide
			descWidth, rsWidth := 1<<20, 1<<20
			if !wide {
				rsWidth = 24
				cols := []int{len("VARIANT"), len("BOARD"), len("SEEDS"), len("RULESETS")} // the widest cell of each column
				for _, e := range entries {
					cells := []string{e.Name, fmt.Sprintf("%d×%d", e.Rows, e.Columns), fmt.Sprint(e.Seeds), short(strings.Join(e.Rulesets, ","), rsWidth)}
					for i, c := range cells {
						cols[i] = max(cols[i], utf8.RuneCountInString(c))
					}
				}
				used := 0
				for _, c := range cols {
					used += c + 2
				}
				// short may end a cut text with " …": two more; on a
				// narrow screen the rulesets give way (show lists them)
				width := textWidth(cmd.OutOrStdout())
				if width-used-2 < 30 {
					rsWidth = 0
					used -= cols[3] + 2
				}
				descWidth = max(width-used-2, 24)
			}
			switch {
			case wide:
				fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tRULESETS\tDESCRIPTION\tSOURCE")
			case rsWidth == 0:
				fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tDESCRIPTION")
			default:
				fmt.Fprintln(w, "VARIANT\tBOARD\tSEEDS\tRULESETS\tDESCRIPTION")
			}
			for i, e := range entries {
				if i == 0 || entries[i-1].Family != e.Family {
					n := 0
					for _, x := range entries {
						if x.Family == e.Family {
							n++
						}
					}
					fmt.Fprintf(w, "# %s games (%d)\n", e.Family, n)
				}
				rulesets := e.Rulesets
				if len(rulesets) == 0 {
					rulesets = []string{"-"}
				}
				switch {
				case wide:
					fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\t%s\t%s\n", e.Name, e.Rows, e.Columns, e.Seeds, strings.Join(rulesets, ","), e.Description, e.Source)
				case rsWidth == 0:
					fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\n", e.Name, e.Rows, e.Columns, e.Seeds, short(e.Description, descWidth))
				default:
					fmt.Fprintf(w, "%s\t%d×%d\t%d\t%s\t%s\n", e.Name, e.Rows, e.Columns, e.Seeds, short(strings.Join(rulesets, ","), rsWidth), short(e.Description, descWidth))
				}
			}
			return w.Flush()
		},
	}
	intFlag(cmd, &rows, "rows", 0, 0, 8, "only boards of this many rows (0: any)")
	cmd.Flags().StringArrayVar(&has, "has", nil, "only variants that use this feature (repeatable)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for programs")
	cmd.Flags().BoolVar(&wide, "wide", false, "print every column in full (with the sources), whatever the width")
	cmd.Flags().BoolVar(&fragments, "fragments", false, "list the built-in fragments (shared rules) instead")
	return cmd
}

// families in the order list gives them.
var families = []string{"two-row", "three-row", "four-row", "other"}

// family names a board's family by its rows, as the mancala literature
// and Ludii's catalogue group the games.
func family(rows int) string {
	switch rows {
	case 2:
		return "two-row"
	case 3:
		return "three-row"
	case 4:
		return "four-row"
	}
	return "other"
}

func familyOrder(f string) int { return slices.Index(families, f) }

// fragmentEntry is a built-in fragment as list --fragments --json prints it.
type fragmentEntry struct {
	Name string   `json:"name"`
	Doc  string   `json:"doc"`
	Used []string `json:"used_by"`
}

func listFragments(cmd *cobra.Command, asJSON bool) error {
	entries := []fragmentEntry{}
	for _, name := range variants.Fragments() {
		e := fragmentEntry{Name: name, Doc: variants.FragmentDoc(name), Used: []string{}}
		for _, v := range variants.Names() {
			src, _ := variants.Source(v)
			if regexp.MustCompile(`(?m)^\s*-?\s*include:\s*` + regexp.QuoteMeta(name) + `\s*(#.*)?$`).Match(src) {
				e.Used = append(e.Used, v)
			}
		}
		entries = append(entries, e)
	}
	if asJSON {
		return printJSON(cmd.OutOrStdout(), entries)
	}
	w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "FRAGMENT\tUSED BY\tDOC")
	for _, e := range entries {
		fmt.Fprintf(w, "%s\t%s\t%s\n", e.Name, strings.Join(e.Used, ","), e.Doc)
	}
	return w.Flush()
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
