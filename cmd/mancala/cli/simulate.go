package cli

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter/sim"
)

// simFlags are the flags of simulate and compare.
type simFlags struct {
	games   int
	seed    uint64
	workers int
	south   string
	north   string
	shard   string
	csv     string
	out     string
	json    bool
}

func (s *simFlags) add(cmd *cobra.Command) {
	intFlag(cmd, &s.games, "games", 1000, 1, maxGames, "games to play")
	seedFlag(cmd, &s.seed, "seed", 1, "random seed; the same seed gives the same numbers for any number of workers")
	intFlag(cmd, &s.workers, "workers", defaultWorkers(), 1, maxWorkers, "games played at once")
	cmd.Flags().StringVar(&s.south, "south", "random", "South's player (random, greedy, alphabeta[:DEPTH|:TIME], mcts[:N|:TIME][,c=C][,cut=PLIES], cmd:PROGRAM [ARGS])")
	cmd.Flags().StringVar(&s.north, "north", "random", "North's player; when it differs from South's, odd games swap seats")
	cmd.Flags().StringVar(&s.shard, "shard", "", "play only shard i/n of the games (i from 0); write them with --out and combine with merge")
	cmd.Flags().BoolVar(&s.json, "json", false, "print the report as JSON")
}

func (s *simFlags) config(cmd *cobra.Command) (sim.Config, *progressbar.ProgressBar, error) {
	sh, err := sim.ParseShard(s.shard)
	if err != nil {
		return sim.Config{}, nil, err
	}
	cfg := sim.Config{Players: sim.Players{South: s.south, North: s.north}, Games: s.games, Seed: s.seed, Workers: s.workers, Shard: sh}
	if sh.Count(cfg.Games) == 0 {
		return cfg, nil, fmt.Errorf("--shard %s holds none of the %d games", s.shard, cfg.Games)
	}
	var bar *progressbar.ProgressBar
	if isTerminal(cmd.ErrOrStderr()) {
		bar = progressbar.NewOptions(sh.Count(cfg.Games), progressbar.OptionSetWriter(cmd.ErrOrStderr()),
			progressbar.OptionSetDescription("playing"), progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true),
			progressbar.OptionClearOnFinish())
		cfg.Progress = func() { _ = bar.Add(1) }
	}
	return cfg, bar, nil
}

// shardFile is what simulate --out writes and merge reads.
type shardFile struct {
	Variant string            `json:"variant"`
	Source  string            `json:"source,omitempty"` // the variant as simulate was given it: a name or a file path
	Ruleset string            `json:"ruleset,omitempty"`
	Options map[string]string `json:"options"`
	Players sim.Players       `json:"players"`
	Seed    uint64            `json:"seed"`
	Games   int               `json:"games"`
	Shard   string            `json:"shard"`
	Played  []sim.Game        `json:"played"`
}

func newSimulateCmd() *cobra.Command {
	var f gameFlags
	var s simFlags
	cmd := &cobra.Command{
		Use:   "simulate VARIANT|FILE --games N [--south AGENT] [--north AGENT] [--ruleset NAME] [--option NAME=VALUE]… [--seed S] [--workers W]",
		Short: "Play many games between computer players and report metrics",
		Long: `simulate plays games in parallel (all cores by default) and reports outcomes
with Wilson 95% confidence intervals, means with their standard
deviation over games (sd), the first player's advantage with a
binomial test of fairness, the length in turns (a turn: one player's
moves until the other is to move), laps and seeds sown per turn, legal
moves per turn and the share of turns with a real choice, captures, lead
changes, when the winner took a lasting lead, repetitions, and — for
players that evaluate positions — drama and stability. Game i always
uses the random stream (seed, i).

--csv FILE writes a row per game (index, moves, result) so that any game
can be replayed; --out FILE writes the games played for merge; --shard
i/n plays every n-th game from the i-th, for array jobs. Both files are
written as games finish: memory does not grow with the number of games.

A game that stops on an error (a run-time error of the description,
seeds not conserved) is no statistic: the run stops at the first, prints
its record and exits with status 1. See docs/simulation.md.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.game(args[0])
			if err != nil {
				return err
			}
			cfg, bar, err := s.config(cmd)
			if err != nil {
				return err
			}
			sf := shardFile{Variant: g.Program().Name(), Source: args[0], Ruleset: g.Ruleset(), Options: g.OptionValues(), Players: cfg.Players, Seed: cfg.Seed, Games: cfg.Games, Shard: s.shard}
			out := cmd.OutOrStdout()
			if s.csv == stdoutName || s.out == stdoutName {
				// standard output carries the games; the report goes
				// to standard error
				out = cmd.ErrOrStderr()
			}
			log, err := openGameLog(s.csv, s.out, sf, g.Program().PlayerNames(), cmd.OutOrStdout())
			if err != nil {
				return err
			}
			stats := sim.NewStats(g.Program().Name(), g.Ruleset(), g.OptionValues(), cfg.Players, cfg.Seed)
			start := time.Now()
			err = sim.Run(cmd.Context(), g, cfg, func(gm *sim.Game) error {
				if err := stats.Add(gm); err != nil {
					return err
				}
				return log.add(gm)
			})
			if bar != nil {
				_ = bar.Finish()
			}
			if err != nil {
				log.abort()
				return brokenGame(err, args[0], g)
			}
			if err := log.finish(); err != nil {
				return err
			}
			elapsed := time.Since(start)
			rep := stats.Report()
			throughput := fmt.Sprintf("%d games in %.1fs on %d workers: %.0f games/s\n", rep.Games, elapsed.Seconds(), cfg.Workers, float64(rep.Games)/elapsed.Seconds())
			if s.json {
				// the throughput to standard error, the report alone to
				// standard output
				fmt.Fprint(cmd.ErrOrStderr(), throughput)
				return printJSONReport(out, rep)
			}
			printSimReport(out, rep)
			fmt.Fprint(out, "\n"+throughput)
			return nil
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	s.add(cmd)
	cmd.Flags().StringVar(&s.csv, "csv", "", "write a row per game to this CSV file (- for standard output; the report then goes to standard error)")
	cmd.Flags().StringVar(&s.out, "out", "", "write the games played to this file, for merge (- for standard output; the report then goes to standard error)")
	return cmd
}

func printSimReport(w io.Writer, r *sim.Report) {
	if r.PlayerOrder != nil {
		fmt.Fprintf(w, "%s: %d games, %d players (%s), %s", r.Variant, r.Games, len(r.PlayerOrder), strings.Join(r.PlayerOrder, ", "), r.Players.South)
		if r.Players.South != r.Players.North {
			fmt.Fprintf(w, " in one seat, turning round the table from game to game, %s in the others", r.Players.North)
		} else {
			fmt.Fprint(w, " in every seat")
		}
	} else {
		fmt.Fprintf(w, "%s: %d games, %s (south) v %s (north)", r.Variant, r.Games, r.Players.South, r.Players.North)
		if r.Players.South != r.Players.North {
			fmt.Fprint(w, ", seats swapped every other game")
		}
	}
	fmt.Fprintf(w, ", seed %d\n", r.Seed)
	var opts []string
	for k, v := range r.Options {
		opts = append(opts, k+"="+v)
	}
	sort.Strings(opts)
	fmt.Fprintf(w, "options: %s\n\n", strings.Join(opts, " "))
	rows := sim.Table([]*sim.Report{r})
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, row := range rows {
		fmt.Fprintf(tw, "%s\t%s\n", row.Metric, row.Text[0])
	}
	tw.Flush()
	fmt.Fprintf(w, "(%s)\n", sim.Legend)
	fmt.Fprintf(w, "turns: median %.0f, min %.0f, max %.0f; legal moves per turn: median %d, max %d\n",
		r.Turns.Median, r.Turns.Min, r.Turns.Max, r.Branching.Median, r.Branching.Max)
	if len(r.AgentWins) > 0 {
		var names []string
		for n := range r.AgentWins {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			x := r.AgentWins[n]
			fmt.Fprintf(w, "%s wins %.1f%% (Wilson 95%% CI %.1f–%.1f) of its games\n", n, 100*x.Share, 100*x.Low, 100*x.High)
		}
	}
}
