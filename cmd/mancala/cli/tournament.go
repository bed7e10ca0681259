package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
)

func newTournamentCmd() *cobra.Command {
	var f gameFlags
	var players string
	var games, workers int
	var seed uint64
	cmd := &cobra.Command{
		Use:   "tournament VARIANT|FILE [--ruleset NAME] [--option NAME=VALUE]… [--players random,greedy,alphabeta,mcts] [--games N]",
		Short: "A round robin between computer players",
		Long: `tournament plays every pair of players --games times (seats swapped every
other game) and prints the cross table, the standings (a win 1
point, a draw or a game stopped by the move limit ½) and the players'
ratings: a Bradley–Terry model fitted to all the games, on the Elo scale
(a player d points above another expects 1/(1+10^(-d/400)) of the points
against it; the ratings average 0), each with its 95% confidence
interval from the Fisher information of the fit. Each pair also counts
one virtual drawn game, so that a player who won every game has a
finite rating. A progress bar shows on a terminal.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.game(args[0])
			if err != nil {
				return err
			}
			names := agent.SplitList(players)
			var progress func()
			if n := len(names); n > 1 && isTerminal(cmd.ErrOrStderr()) {
				bar := progressbar.NewOptions(n*(n-1)/2*games, progressbar.OptionSetWriter(cmd.ErrOrStderr()),
					progressbar.OptionSetDescription("playing"), progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true),
					progressbar.OptionClearOnFinish())
				progress = func() { _ = bar.Add(1) }
				defer bar.Finish()
			}
			t, err := sim.RoundRobin(cmd.Context(), g, names, games, seed, workers, progress)
			if err != nil {
				return brokenGame(err, args[0], g)
			}
			if f.json {
				return printJSONReport(cmd.OutOrStdout(), struct {
					Variant string            `json:"variant"`
					Ruleset string            `json:"ruleset,omitempty"`
					Options map[string]string `json:"options"`
					Seed    uint64            `json:"seed"`
					*sim.Tournament
				}{g.Program().Name(), g.Ruleset(), g.OptionValues(), seed, t})
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: round robin, %d games a pair, seed %d (row's points against column)\n\n", g.Program().Name(), games, seed)
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintf(tw, "\t%s\t\n", strings.Join(names, "\t"))
			for i, n := range names {
				row := []string{n}
				for j := range names {
					if i == j {
						row = append(row, "–")
					} else {
						row = append(row, fmt.Sprintf("%.1f", t.Score[i][j]))
					}
				}
				fmt.Fprintf(tw, "%s\t\n", strings.Join(row, "\t"))
			}
			tw.Flush()
			fmt.Fprintln(w)
			tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "rank\tplayer\tpoints\twins\tdraws\tlosses")
			for k, s := range t.Standings {
				fmt.Fprintf(tw, "%d\t%s\t%.1f\t%d\t%d\t%d\n", k+1, s.Player, s.Points, s.Wins, s.Draws, s.Losses)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			fmt.Fprint(w, "\nratings: Bradley–Terry fitted to all games, Elo scale (mean 0), 95% CI from the Fisher information\n\n")
			tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "player\telo\t95% CI\tstandard error")
			for _, r := range t.Ratings {
				fmt.Fprintf(tw, "%s\t%+.0f\t%+.0f to %+.0f\t%.0f\n", r.Player, r.Elo, r.Low, r.High, r.SE)
			}
			return tw.Flush()
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	cmd.Flags().BoolVar(&f.json, "json", false, "print JSON")
	cmd.Flags().StringVar(&players, "players", "random,greedy,alphabeta,mcts", "the players, comma-separated")
	intFlag(cmd, &games, "games", 20, 1, maxPairGames, "games per pair")
	seedFlag(cmd, &seed, "seed", 1, "random seed")
	intFlag(cmd, &workers, "workers", defaultWorkers(), 1, maxWorkers, "games played at once")
	return cmd
}
