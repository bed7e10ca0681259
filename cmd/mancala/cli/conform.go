package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter/conform"
	"github.com/mancala-toolkit/mancala/variants"
)

func newConformCmd() *cobra.Command {
	var options, moveMap []string
	var ruleset string
	var perPly, asJSON bool
	var games, maxDiffs int
	cmd := &cobra.Command{
		Use:   "conform VARIANT RECORDS… [--ruleset NAME] [--option NAME=VALUE]… [--per-ply] [--move-map FROM=TO]… [--games N] [--max-diffs N] [--json]",
		Short: "Replay recorded games and compare every ply with the description",
		Long: `conform replays recorded games with the variant and compares every ply:
the pits, the seeds each player holds off the board, the player to move,
the reserved pits, the legal moves offered and the result. RECORDS are
files of JSON lines, one game a line, gzipped or not (the format of the
reference games, see docs/conform.md), or game records as replay --save
writes them, one game a file.

From the start (the default) each game is replayed from its start and
compared up to its first difference. --per-ply plays each ply from the
recorded position before it, so that one difference does not hide the
next. The report gives the games and plies that agree, the first
difference of each game with both positions drawn and the rules that
fired, and the differences by kind and by rule; --json prints it as one
object. The exit status is 1 when some game differs.

Recorded move names are compared with ours in the records' notation
(a3, a3:cw); --move-map FROM=TO rewrites recorded names first (":place="
strips :place; "~REGEXP=TO" replaces matches of a regular expression).`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := variants.Load(args[0])
			if err != nil {
				return err
			}
			opts, err := parseOptions(options, nil)
			if err != nil {
				return err
			}
			mm, err := conform.ParseMoveMap(moveMap)
			if err != nil {
				return err
			}
			if games < 0 || maxDiffs < 0 {
				return fmt.Errorf("--games and --max-diffs take a number ≥ 0")
			}
			r, err := conform.NewRunner(p, ruleset, opts, conform.Config{PerPly: perPly, MoveMap: mm, MaxDiffs: maxDiffs})
			if err != nil {
				return err
			}
			n := 0
		files:
			for _, path := range args[1:] {
				rd, err := conform.Open(path)
				if err != nil {
					return err
				}
				for games == 0 || n < games {
					gm, err := rd.Next()
					if errors.Is(err, io.EOF) {
						break
					}
					if err == nil {
						err = r.Add(gm)
					}
					if err != nil {
						rd.Close()
						return err
					}
					n++
				}
				rd.Close()
				if games > 0 && n >= games {
					break files
				}
			}
			rep := r.Report()
			if asJSON {
				if err := printJSONReport(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else {
				rep.WriteText(cmd.OutOrStdout(), maxDiffs)
			}
			if rep.GamesAgree < rep.Games {
				return exitError(1)
			}
			return nil
		},
	}
	addRuleFlags(cmd, &ruleset, &options)
	cmd.Flags().BoolVar(&perPly, "per-ply", false, "play each ply from the recorded position before it")
	cmd.Flags().StringArrayVar(&moveMap, "move-map", nil, "rewrite recorded move names, FROM=TO or ~REGEXP=TO (repeatable, applied in order)")
	cmd.Flags().IntVar(&games, "games", 0, "compare only the first N games (0: all)")
	cmd.Flags().IntVar(&maxDiffs, "max-diffs", 20, "show the first difference of at most N games (with --json: list at most N differences); 0: no limit")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as one JSON object")
	return cmd
}
