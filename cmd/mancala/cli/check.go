package cli

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/mancala-toolkit/mancala/interpreter/audit"
)

func newCheckCmd() *cobra.Command {
	var f gameFlags
	var cfg audit.Config
	cmd := &cobra.Command{
		Use:   "check VARIANT|FILE [--games N] [--seed S] [--ruleset NAME] [--option NAME=VALUE]…",
		Short: "Play random games and report what the rules did",
		Long: `check plays random games of a variant (in parallel, reproducible from the
seed) and reports how games ended, their length, laps per move, moves
rejected as never ending, how often each rule fired and what it captured,
the rules that never fired (they may be dead or mis-written), and the
games that broke: seeds not conserved, or a run-time error of the
description (naming the rule and where it is written), each with its seed,
moves and the position where it stopped. Broken games count in none of
the numbers, and make check exit with status 1.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.game(args[0])
			if err != nil {
				return err
			}
			if isTerminal(cmd.ErrOrStderr()) {
				bar := progressbar.NewOptions(cfg.Games, progressbar.OptionSetWriter(cmd.ErrOrStderr()),
					progressbar.OptionSetDescription("playing"), progressbar.OptionShowCount(), progressbar.OptionClearOnFinish())
				cfg.Progress = func() { _ = bar.Add(1) }
			}
			rep, err := audit.Run(cmd.Context(), g, cfg)
			if err != nil {
				return err
			}
			if f.json {
				err = printJSONReport(cmd.OutOrStdout(), rep)
			} else {
				printReport(cmd.OutOrStdout(), rep)
			}
			if err == nil && len(rep.Violations)+len(rep.Errors) > 0 {
				return exitError(1)
			}
			return err
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	cmd.Flags().BoolVar(&f.json, "json", false, "print the report as JSON")
	intFlag(cmd, &cfg.Games, "games", 1000, 1, maxCheckGames, "games to play")
	seedFlag(cmd, &cfg.Seed, "seed", 1, "random seed; the same seed gives the same report")
	intFlag(cmd, &cfg.Workers, "workers", defaultWorkers(), 1, maxWorkers, "games played at once")
	return cmd
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func printReport(w io.Writer, r *audit.Report) {
	fmt.Fprintf(w, "%s: %d random games, seed %d\n", r.Variant, r.Games, r.Seed)
	var opts []string
	for k, v := range r.Options {
		opts = append(opts, k+"="+v)
	}
	sort.Strings(opts)
	fmt.Fprintf(w, "options: %s\n\n", strings.Join(opts, " "))
	if broken := r.Games - r.Sound(); broken > 0 {
		fmt.Fprintf(w, "%d of the %d games stopped on an error (listed at the end); the numbers are of the other %d\n\n", broken, r.Games, r.Sound())
	}
	sound := max(r.Sound(), 1)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "games ended by\tgames\tshare")
	for _, k := range sortedKeys(r.Reasons) {
		fmt.Fprintf(tw, "  %s\t%d\t%.1f%%\n", k, r.Reasons[k], 100*float64(r.Reasons[k])/float64(sound))
	}
	fmt.Fprintln(tw, "winner\t\t")
	for _, k := range sortedKeys(r.Winners) {
		fmt.Fprintf(tw, "  %s\t%d\t%.1f%%\n", k, r.Winners[k], 100*float64(r.Winners[k])/float64(sound))
	}
	tw.Flush()
	fmt.Fprintf(w, "\nplies per game   mean %.1f, min %d, max %d\n", r.Plies.Mean, r.Plies.Min, r.Plies.Max)
	fmt.Fprintf(w, "laps per move    mean %.2f, max %d\n", r.LapsPerMove.Mean, r.LapsPerMove.Max)
	fmt.Fprintf(w, "moves rejected as never ending (lap limit): %d\n\n", r.NeverEnding)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "rule\tsection\tfired\tper game\trejected\tcaptures\tseeds\twhere")
	for _, ru := range r.Rules {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%.2f\t%d\t%d\t%d\t%s\n", ru.ID, ru.Section, ru.Fired, ru.PerGame, ru.Rejected, ru.Captures, ru.Seeds, ru.Where)
	}
	tw.Flush()
	fmt.Fprintln(w, "  (fired: in the moves played; rejected: candidate moves the rule made illegal, or legal moves the filter removed)")
	if len(r.NeverFired) > 0 {
		fmt.Fprintf(w, "\nnever fired (dead, mis-written, or off under these options):\n")
		for _, s := range r.NeverFired {
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
	printWarnings(w, r)
	fmt.Fprintf(w, "\nconservation violations: %d\n", len(r.Violations))
	printBroken(w, r.Violations)
	if len(r.Errors) > 0 {
		fmt.Fprintf(w, "\nrun-time errors: %d\n", len(r.Errors))
		printBroken(w, r.Errors)
	}
}

// printBroken lists the first broken games: the error, the moves that
// lead to it and the position where the game stopped.
func printBroken(w io.Writer, vs []audit.Violation) {
	const shown = 5
	for i, v := range vs {
		if i == shown {
			fmt.Fprintf(w, "  … and %d more (--json lists them all)\n", len(vs)-shown)
			break
		}
		moves := v.Moves
		if moves == "" {
			moves = "(none: the start position)"
		}
		fmt.Fprintf(w, "  game %d (seed %s): %s\n    moves: %s\n    position:\n", v.Game, v.Seed, v.Error, moves)
		for _, line := range strings.Split(strings.TrimSuffix(v.Position, "\n"), "\n") {
			fmt.Fprintf(w, "      %s\n", line)
		}
	}
}

func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
