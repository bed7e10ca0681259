package cli

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/solve"
	"github.com/mancala-toolkit/mancala/variants"
)

func newSolveCmd() *cobra.Command {
	var ruleset, method string
	var options []string
	var maxPos, depth int
	var asJSON, resume bool
	var checkpoint string
	var every time.Duration
	cmd := &cobra.Command{
		Use:   "solve VARIANT|FILE [--ruleset NAME] [--option NAME=VALUE]… [--max-positions N] [--depth D] [--checkpoint FILE [--resume]] [--json]",
		Short: "Find the exact value of the start under perfect play",
		Long: `solve searches every line of a small game to its end and prints the value
of the start under perfect play by both players: who wins and, for a game
that scores, by how much (South's final score less North's), with the
first moves that keep that value and the positions searched. It plays the
description's own ending, repetition rule and move limit. It suits small
boards with few seeds: Kalah(m,n) is kalah --option houses=M --option
seeds=N. --max-positions bounds the table; --depth D searches D plies only
and gives the value between two bounds unless every line ends sooner;
--method retrograde lists every reachable position instead (a check on
the default alpha-beta search). --checkpoint FILE saves the search's
table to FILE every --checkpoint-every, when interrupted (Ctrl-C) and
when the table is full; the same command with --resume goes on from it.
Games of chance and of more than two players are refused. See
docs/solve.md.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := variants.Load(args[0])
			if err != nil {
				return err
			}
			g, err := configure(p, ruleset, options, nil)
			if err != nil {
				return err
			}
			if err := solve.Check(g); err != nil {
				return err
			}
			if depth < 0 || maxPos < 0 {
				return fmt.Errorf("--depth and --max-positions are counts: 0 or more")
			}
			cfg := solve.Config{MaxPositions: maxPos, Depth: depth}
			if resume && checkpoint == "" {
				return fmt.Errorf("--resume goes on from the file of --checkpoint: give it")
			}
			if checkpoint != "" {
				if method != "alpha-beta" {
					return fmt.Errorf("--checkpoint is for --method alpha-beta: retrograde analysis lists every position afresh")
				}
				if every <= 0 {
					return fmt.Errorf("--checkpoint-every %s: a time to wait between saves, such as 10m", every)
				}
				id, err := gameID(args[0], g)
				if err != nil {
					return err
				}
				stop := make(chan struct{})
				sig := make(chan os.Signal, 1)
				signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
				defer signal.Stop(sig)
				go func() {
					if _, ok := <-sig; ok {
						close(stop)
					}
				}()
				cfg.Checkpoint = &solve.Checkpoint{Path: checkpoint, Every: every, Game: id, Resume: resume, Stop: stop,
					Saved: func(sv solve.Saved) {
						fmt.Fprintf(cmd.ErrOrStderr(), "checkpoint: %d positions saved in %s (%s, %s)\n", sv.Positions, sv.Path, byteSize(sv.Bytes), sv.Took.Round(time.Millisecond))
					}}
			}
			var bar *progressbar.ProgressBar
			if isTerminal(cmd.ErrOrStderr()) {
				bar = progressbar.NewOptions(-1, progressbar.OptionSetWriter(cmd.ErrOrStderr()),
					progressbar.OptionSetDescription("solving"), progressbar.OptionClearOnFinish())
				cfg.Progress = func(pr solve.Progress) {
					bar.Describe(fmt.Sprintf("solving: %d positions kept, %d visited", pr.Positions, pr.Nodes))
					_ = bar.Add(1)
				}
			}
			start := time.Now()
			var res *solve.Result
			switch method {
			case "alpha-beta":
				res, err = solve.Search(g, cfg)
			case "retrograde":
				if depth > 0 {
					return fmt.Errorf("--depth is for --method alpha-beta; retrograde lists every position")
				}
				res, err = solve.Retrograde(g, cfg)
			default:
				return fmt.Errorf("--method %q: alpha-beta or retrograde", method)
			}
			if bar != nil {
				_ = bar.Finish()
			}
			switch {
			case err != nil && cfg.Checkpoint != nil && errors.Is(err, solve.ErrStopped):
				return fmt.Errorf("%s: %w; to go on, run the same command with --resume", gameLabel(g), err)
			case err != nil && cfg.Checkpoint != nil && errors.Is(err, solve.ErrTooManyPositions):
				return fmt.Errorf("%s: %w; to go on, run the same command with --resume and a larger --max-positions", gameLabel(g), err)
			case err != nil:
				return fmt.Errorf("%s: %w", gameLabel(g), err)
			}
			if asJSON {
				return printJSONReport(cmd.OutOrStdout(), solveJSON(g, res))
			}
			printSolve(cmd.OutOrStdout(), g, res, time.Since(start))
			return nil
		},
	}
	addRuleFlags(cmd, &ruleset, &options)
	cmd.Flags().IntVar(&maxPos, "max-positions", solve.DefaultMaxPositions, "the most positions the table holds")
	cmd.Flags().IntVar(&depth, "depth", 0, "search this many plies only (0: to the end of every line)")
	cmd.Flags().StringVar(&method, "method", "alpha-beta", "alpha-beta, or retrograde (every reachable position)")
	cmd.Flags().StringVar(&checkpoint, "checkpoint", "", "save the search's table to this file as it goes (and when interrupted or full)")
	cmd.Flags().DurationVar(&every, "checkpoint-every", solve.DefaultCheckpointEvery, "the time between two saves of --checkpoint")
	cmd.Flags().BoolVar(&resume, "resume", false, "go on from the table saved in --checkpoint")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// gameID names a game for a checkpoint: its label, and a digest of the
// text of every file its description reads with the ruleset and options,
// so that a table is never resumed for rules that changed.
func gameID(ref string, g *interpreter.Game) (string, error) {
	file, src, err := variants.Read(ref)
	if err != nil {
		return "", err
	}
	_, _, texts := variants.CompileTexts(file, src)
	h := sha256.New()
	names := make([]string, 0, len(texts))
	for name := range texts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.Base(name), len(texts[name]))
		h.Write(texts[name])
	}
	fmt.Fprintf(h, "ruleset\x00%s\x00", g.Ruleset())
	for _, k := range sortedOptionNames(g.OptionValues()) {
		fmt.Fprintf(h, "%s=%s\x00", k, g.OptionValues()[k])
	}
	return fmt.Sprintf("%s sha256:%x", gameLabel(g), h.Sum(nil)[:8]), nil
}

// byteSize writes a size in bytes for people.
func byteSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// gameLabel names a game with its ruleset and the options set.
func gameLabel(g *interpreter.Game) string {
	s := g.Program().Name()
	if rs := g.Ruleset(); rs != "" {
		s += " (" + rs + ")"
	}
	var opts []string
	for _, k := range sortedOptionNames(g.OptionValues()) {
		opts = append(opts, k+"="+g.OptionValues()[k])
	}
	if len(opts) > 0 {
		s += " " + strings.Join(opts, " ")
	}
	return s
}

func sortedOptionNames(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

func moveNames(g *interpreter.Game, mvs []interpreter.Move) []string {
	out := []string{}
	for _, mv := range mvs {
		out = append(out, g.MoveName(mv))
	}
	return out
}

func printSolve(w io.Writer, g *interpreter.Game, r *solve.Result, took time.Duration) {
	fmt.Fprintln(w, gameLabel(g))
	if r.Exact {
		fmt.Fprintf(w, "value      %s\n", r.Value)
		if r.Value.Scored {
			fmt.Fprintf(w, "margin     %+d (south's score less north's)\n", r.Value.Margin)
		}
		fmt.Fprintf(w, "best       %s\n", strings.Join(moveNames(g, r.Best), " "))
	} else {
		fmt.Fprintf(w, "value      not known within the depth: between %s and %s\n", r.Low, r.High)
	}
	fmt.Fprintf(w, "positions  %d kept, %d visited (%s)\n", r.Positions, r.Nodes, r.Method)
	if r.Resumed > 0 {
		fmt.Fprintf(w, "resumed    from a table of %d positions\n", r.Resumed)
	}
	var keyed []string
	if r.PlyKeyed {
		keyed = append(keyed, "the ply (a rule reads it, or the move limit can end a line)")
	}
	if r.HistoryKeyed {
		keyed = append(keyed, "the positions since the last irreversible change (a rule counts repetitions)")
	}
	if len(keyed) > 0 {
		fmt.Fprintf(w, "keyed by   the position and %s\n", strings.Join(keyed, " and "))
	}
	fmt.Fprintf(w, "time       %s\n", took.Round(time.Millisecond))
}

// solveOut is solve --json's output.
type solveOut struct {
	Variant string            `json:"variant"`
	Ruleset string            `json:"ruleset,omitempty"`
	Options map[string]string `json:"options,omitempty"`
	Exact   bool              `json:"exact"`
	// Value is South's final score less North's under perfect play (a
	// game that scores), or 1, 0, -1 for a South win, no winner, a North
	// win; absent when not exact.
	Value     *int32   `json:"value,omitempty"`
	Winner    string   `json:"winner,omitempty"`
	Result    string   `json:"result"`
	Low       string   `json:"low,omitempty"`
	High      string   `json:"high,omitempty"`
	Best      []string `json:"best"`
	Moves     []string `json:"moves"`
	Positions int      `json:"positions"`
	Nodes     int64    `json:"nodes"`
	Resumed   int      `json:"resumed"`
	Method    string   `json:"method"`
	PlyKeyed  bool     `json:"ply_keyed"`
	HistKeyed bool     `json:"history_keyed"`
}

func solveJSON(g *interpreter.Game, r *solve.Result) solveOut {
	out := solveOut{Variant: g.Program().Name(), Ruleset: g.Ruleset(), Options: g.OptionValues(), Exact: r.Exact,
		Best: moveNames(g, r.Best), Moves: moveNames(g, r.Moves), Positions: r.Positions, Nodes: r.Nodes, Resumed: r.Resumed,
		Method: r.Method, PlyKeyed: r.PlyKeyed, HistKeyed: r.HistoryKeyed}
	if r.Exact {
		v := r.Value.Margin
		if !r.Value.Scored {
			v = map[interpreter.Player]int32{interpreter.South: 1, interpreter.North: -1, interpreter.NoPlayer: 0}[r.Value.Winner]
		}
		out.Value, out.Result = &v, r.Value.String()
		out.Winner = r.Value.Winner.String()
	} else {
		out.Result, out.Low, out.High = "unknown within the depth", r.Low.String(), r.High.String()
	}
	return out
}
