package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
	"github.com/mancala-toolkit/mancala/variants"
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
prints one table, a row per metric and a column per rule set: shares with
their Wilson 95% confidence interval, means with their standard
deviation over games (sd). Game i of every rule set is played from the
same random stream (seed, i), so the games are paired by index: every
column after the first is tested against it game by game (McNemar's
exact test for shares, the paired t-test for means), the p-values of
all the table's tests are adjusted together by Holm's method, and * marks
an adjusted p-value below 0.05. A second table gives each difference
from the first column with its 95% confidence interval and its adjusted
p-value.
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
			pairs := sim.NewPairs(games[0].Program().PlayerNames())
			for i, rs := range sets {
				g := games[i]
				cfg, bar, err := s.config(cmd)
				if err != nil {
					return err
				}
				stats := sim.NewStats(g.Program().Name(), g.Ruleset(), g.OptionValues(), cfg.Players, cfg.Seed)
				err = sim.Run(cmd.Context(), g, cfg, func(gm *sim.Game) error {
					if err := stats.Add(gm); err != nil {
						return err
					}
					return pairs.Add(i, gm)
				})
				if bar != nil {
					_ = bar.Finish()
				}
				if err != nil {
					return brokenGame(err, rs.variant, g)
				}
				reports = append(reports, stats.Report())
				names = append(names, rs.name)
			}
			rows := sim.TableOf(reports, pairs)
			var solved []*solveCell
			if withSolve {
				solved = solveAll(games, solveMax)
			}
			out := cmd.OutOrStdout()
			switch plotFile {
			case "":
			case stdoutName:
				// standard output carries the picture (SVG); the table
				// goes to standard error
				if err := sim.PlotTo(out, ".svg", names, reports); err != nil {
					return err
				}
				out = cmd.ErrOrStderr()
			default:
				if err := sim.Plot(plotFile, names, reports); err != nil {
					return err
				}
			}
			if s.json {
				return printJSONReport(out, struct {
					RuleSets []string      `json:"rule_sets"`
					Rows     []sim.Row     `json:"rows"`
					Reports  []*sim.Report `json:"reports"`
					Solved   []*solveCell  `json:"solved,omitempty"`
				}{names, rows, reports, solved})
			}
			if solved != nil {
				rows = append(rows, solvedRow(solved))
			}
			printComparison(out, names, reports, rows)
			return nil
		},
	}
	s.add(cmd)
	cmd.Flags().StringArrayVar(&varies, "vary", nil, "an option and the values to compare, NAME=v1,v2, or ruleset=r1,r2 (repeatable: every combination)")
	addRuleFlags(cmd, &ruleset, &options)
	cmd.Flags().StringVar(&plotFile, "plot", "", "draw the key metrics side by side (.svg or .png; - for SVG on standard output, the table then on standard error)")
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
	tests := 0
	for _, row := range rows {
		for _, p := range row.P {
			if p != nil {
				tests++
			}
		}
	}
	width := textWidth(w)
	fmt.Fprintln(w, wrapWords(fmt.Sprintf("%d games per rule set, %s (south) v %s (north), seed %d, game i of every rule set from the same random stream", r.Games, r.Players.South, r.Players.North, r.Seed), width))
	fmt.Fprintf(w, "%s\n\n", wrapWords(fmt.Sprintf("%s; * differs from the first column (paired test, Holm-adjusted p < 0.05 over the table's %d tests)", sim.Legend, tests), width))
	table := [][]string{append([]string{"metric"}, names...)}
	for _, row := range rows {
		cells := []string{row.Metric}
		for i, t := range row.Text {
			if row.Significant[i] {
				t += " *"
			}
			cells = append(cells, t)
		}
		table = append(table, cells)
	}
	printTable(w, width, 1, table)
	printEffects(w, names, rows)
}

// printEffects prints each column's difference from the first, with its
// 95% confidence interval and its Holm-adjusted p-value.
func printEffects(w io.Writer, names []string, rows []sim.Row) {
	if len(names) < 2 {
		return
	}
	fmt.Fprintf(w, "\n%s\n\n", wrapWords(fmt.Sprintf("difference from %s: 95%% confidence interval, Holm-adjusted p (shares in percentage points)", names[0]), textWidth(w)))
	table := [][]string{append([]string{"metric", "test"}, names[1:]...)}
	for _, row := range rows {
		if row.Test == "" {
			continue
		}
		scale, unit := 1.0, ""
		if strings.Contains(row.Text[0], "%") { // a share
			scale, unit = 100, " pt"
		}
		cells := []string{row.Metric, row.Test}
		for i := 1; i < len(row.Effect); i++ {
			e := row.Effect[i]
			if e == nil || row.PHolm[i] == nil {
				cells = append(cells, "–")
				continue
			}
			cells = append(cells, fmt.Sprintf("%+.2f%s (%+.2f to %+.2f), p %s", scale*e.Difference, unit, scale*e.Low, scale*e.High, formatP(*row.PHolm[i])))
		}
		table = append(table, cells)
	}
	printTable(w, textWidth(w), 2, table)
}

// formatP writes a p-value with two significant digits, or as a bound
// below 1e-12.
func formatP(p float64) string {
	if p < 1e-12 {
		return "< 1e-12"
	}
	return fmt.Sprintf("%.2g", p)
}
