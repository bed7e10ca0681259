package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"mancala/interpreter"
	"mancala/interpreter/sim"
	"mancala/variants"
)

func newCompareCmd() *cobra.Command {
	var s simFlags
	var varies, options []string
	var ruleset, plotFile string
	var solveMax int
	var withSolve bool
	cmd := &cobra.Command{
		Use:   "compare VARIANT|FILE… --vary NAME=v1,v2 [--vary …] [--ruleset NAME] [--option NAME=VALUE]… [--games N] [--south AGENT] [--north AGENT]",
		Short: "Compare rule sets side by side",
		Long: `compare plays every rule set on the same seeds with the same players and
prints one table, a row per metric and a column per rule set, marking
with * the numbers that differ from the first column at the 5% level.
The rule sets are every combination of the --vary values, or, given
several variant files and no --vary, the variants. --vary
ruleset=a,b compares rulesets (see mancala show), alone or with options
varied over them; --ruleset sets the one every rule set starts from, and
--option values go over it. --plot out.svg (or .png) draws the key
metrics side by side. --solve adds each rule set's exact value under
perfect play (see mancala solve) where it is found within
--solve-max-positions positions.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			type ruleSet struct {
				name, variant, ruleset string
				opts                   map[string]string
			}
			base, err := parseOptions(options, nil)
			if err != nil {
				return err
			}
			sets := []ruleSet{}
			if len(varies) == 0 {
				for _, a := range args {
					sets = append(sets, ruleSet{name: a, variant: a, ruleset: ruleset, opts: base})
				}
			} else {
				if len(args) != 1 {
					return fmt.Errorf("--vary compares the options of one variant; name one")
				}
				sets = append(sets, ruleSet{variant: args[0], ruleset: ruleset, opts: copyMap(base)})
				for _, v := range varies {
					name, vals, ok := strings.Cut(v, "=")
					if !ok || vals == "" {
						return fmt.Errorf("--vary %q: write NAME=v1,v2,…", v)
					}
					var next []ruleSet
					for _, rs := range sets {
						for _, val := range strings.Split(vals, ",") {
							n := ruleSet{name: strings.TrimPrefix(rs.name+" "+name+"="+val, " "), variant: rs.variant, ruleset: rs.ruleset, opts: copyMap(rs.opts)}
							if name == "ruleset" { // the pseudo-option: the options go over it
								n.ruleset = val
							} else {
								n.opts[name] = val
							}
							next = append(next, n)
						}
					}
					sets = next
				}
			}
			// every rule set is set up before any game is played, so that
			// a mistake in the last is told at once
			games := make([]*interpreter.Game, len(sets))
			for i, rs := range sets {
				p, err := variants.Load(rs.variant)
				if err != nil {
					return err
				}
				if games[i], err = p.ConfigureRuleset(rs.ruleset, rs.opts); err != nil {
					return err
				}
			}
			var reports []*sim.Report
			var names []string
			for i, rs := range sets {
				g := games[i]
				cfg, bar, err := s.config(cmd)
				if err != nil {
					return err
				}
				stats := sim.NewStats(g.Program().Name(), g.Ruleset(), g.OptionValues(), cfg.Players, cfg.Seed)
				err = sim.Run(cmd.Context(), g, cfg, stats.Add)
				if bar != nil {
					_ = bar.Finish()
				}
				if err != nil {
					return brokenGame(err, rs.variant, g)
				}
				reports = append(reports, stats.Report())
				names = append(names, rs.name)
			}
			rows := sim.Table(reports)
			var solved []*solveCell
			if withSolve {
				solved = solveAll(games, solveMax)
			}
			if plotFile != "" {
				if err := sim.Plot(plotFile, names, reports); err != nil {
					return err
				}
			}
			if s.json {
				return printJSONReport(cmd.OutOrStdout(), struct {
					RuleSets []string      `json:"rule_sets"`
					Rows     []sim.Row     `json:"rows"`
					Reports  []*sim.Report `json:"reports"`
					Solved   []*solveCell  `json:"solved,omitempty"`
				}{names, rows, reports, solved})
			}
			if solved != nil {
				rows = append(rows, solvedRow(solved))
			}
			printComparison(cmd.OutOrStdout(), names, reports, rows)
			return nil
		},
	}
	s.add(cmd)
	cmd.Flags().StringArrayVar(&varies, "vary", nil, "an option and the values to compare, NAME=v1,v2, or ruleset=r1,r2 (repeatable: every combination)")
	addRuleFlags(cmd, &ruleset, &options)
	cmd.Flags().StringVar(&plotFile, "plot", "", "draw the key metrics side by side (.svg or .png)")
	cmd.Flags().BoolVar(&withSolve, "solve", false, "add each rule set's exact value under perfect play, where computable")
	cmd.Flags().IntVar(&solveMax, "solve-max-positions", 2_000_000, "with --solve: the most positions a rule set's solver keeps")
	return cmd
}

func copyMap(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func printComparison(w io.Writer, names []string, reports []*sim.Report, rows []sim.Row) {
	r := reports[0]
	fmt.Fprintf(w, "%d games per rule set, %s (south) v %s (north), seed %d; * differs from the first column (p < 0.05)\n\n", r.Games, r.Players.South, r.Players.North, r.Seed)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "metric\t%s\n", strings.Join(names, "\t"))
	for _, row := range rows {
		cells := make([]string, len(row.Text))
		for i, t := range row.Text {
			if row.Significant[i] {
				t += " *"
			}
			cells[i] = t
		}
		fmt.Fprintf(tw, "%s\t%s\n", row.Metric, strings.Join(cells, "\t"))
	}
	tw.Flush()
}
