package cli

import (
	"fmt"
	"io"
	"strings"
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
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "solve VARIANT|FILE [--ruleset NAME] [--option NAME=VALUE]… [--max-positions N] [--depth D] [--json]",
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
the default alpha-beta search). Games of chance and of more than two
players are refused. See docs/solve.md.`,
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
			if err != nil {
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
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
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
	Method    string   `json:"method"`
	PlyKeyed  bool     `json:"ply_keyed"`
	HistKeyed bool     `json:"history_keyed"`
}

func solveJSON(g *interpreter.Game, r *solve.Result) solveOut {
	out := solveOut{Variant: g.Program().Name(), Ruleset: g.Ruleset(), Options: g.OptionValues(), Exact: r.Exact,
		Best: moveNames(g, r.Best), Moves: moveNames(g, r.Moves), Positions: r.Positions, Nodes: r.Nodes,
		Method: r.Method, PlyKeyed: r.PlyKeyed, HistKeyed: r.HistoryKeyed}
	if r.Exact {
		v := r.Value.Margin
		if !r.Value.Scored {
			v = map[int8]int32{0: 1, 1: -1, -1: 0}[r.Value.Winner]
		}
		out.Value, out.Result = &v, r.Value.String()
		out.Winner = map[int8]string{0: "south", 1: "north", -1: "none"}[r.Value.Winner]
	} else {
		out.Result, out.Low, out.High = "unknown within the depth", r.Low.String(), r.High.String()
	}
	return out
}
