package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"mancala/interpreter"
	"mancala/interpreter/record"
	"mancala/variants"
)

// run executes the command line and returns the exit status.
func run(args []string) int {
	root := newRoot()
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			return int(ee)
		}
		fmt.Fprintln(os.Stderr, "mancala:", err)
		return 1
	}
	return 0
}

// exitError carries an exit status through cobra.
type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "mancala",
		Short: "Play, check and study mancala variants described in YAML",
		Long: `mancala plays any mancala variant described in a YAML file: the built-in
variants (see 'mancala list') or a file of your own (give its path).`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newMovesCmd(), newReplayCmd(), newListCmd(), newValidateCmd(), newSchemaCmd(), newCheckCmd(), newTestCmd(), newTraceCmd(), newPlayCmd(), newShowCmd(), newRenderCmd(), newSimulateCmd(), newMergeCmd(), newCompareCmd(), newBenchCmd(), newTournamentCmd())
	return root
}

// gameFlags are the flags shared by commands that set up a game.
type gameFlags struct {
	options  []string
	moves    string
	position string
	record   string
	json     bool
	rec      *record.Record // the record read, if any
}

func (f *gameFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.options, "option", nil, "set a rule option, NAME=VALUE (repeatable)")
	cmd.Flags().StringVar(&f.moves, "moves", "", `the moves to play, pit names separated by spaces ("a3 b4 …")`)
	cmd.Flags().StringVar(&f.position, "position", "", "start from this position (JSON as replay --json prints it; - for standard input)")
	cmd.Flags().StringVar(&f.record, "record", "", "play the game of a record file (variant, options, moves); then VARIANT may be left out")
	cmd.Flags().BoolVar(&f.json, "json", false, "print JSON for programs")
	cmd.MarkFlagsMutuallyExclusive("record", "moves")
	cmd.MarkFlagsMutuallyExclusive("record", "position")
}

// start sets up the game of the command line (or of --record) and plays
// its moves.
func (f *gameFlags) start(cmd *cobra.Command, args []string) (*interpreter.Match, error) {
	variant, err := f.variantArg(args)
	if err != nil {
		return nil, err
	}
	return f.match(cmd, variant)
}

// variantArg is the variant named on the command line or in the record.
func (f *gameFlags) variantArg(args []string) (string, error) {
	if f.record != "" {
		data, err := os.ReadFile(f.record)
		if err != nil {
			return "", err
		}
		if f.rec, err = record.Parse(strings.NewReader(string(data))); err != nil {
			return "", fmt.Errorf("record %s: %v", f.record, err)
		}
		if len(args) > 0 && args[0] != f.rec.Variant {
			return "", fmt.Errorf("the record is a game of %s, not %s", f.rec.Variant, args[0])
		}
		f.moves = strings.Join(f.rec.Moves, " ")
		return f.rec.Variant, nil
	}
	if len(args) == 0 {
		return "", fmt.Errorf("name a variant (see mancala list) or a file")
	}
	return args[0], nil
}

// game loads the variant and applies the options (the record's, then
// those of --option).
func (f *gameFlags) game(variant string) (*interpreter.Game, error) {
	p, err := variants.Load(variant)
	if err != nil {
		return nil, err
	}
	opts := map[string]string{}
	if f.rec != nil {
		for k, v := range f.rec.Options {
			opts[k] = v
		}
	}
	for _, o := range f.options {
		name, value, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("--option %q: write NAME=VALUE", o)
		}
		opts[name] = value
	}
	return p.Configure(opts)
}

// match sets up the game, starts it (from --position if given) and
// plays --moves.
func (f *gameFlags) match(cmd *cobra.Command, variant string) (*interpreter.Match, error) {
	g, err := f.game(variant)
	if err != nil {
		return nil, err
	}
	mt := g.NewMatch()
	position := f.position
	if f.rec != nil && f.rec.Position != "" {
		position = "record"
	}
	if position != "" {
		s, err := readPosition(cmd.InOrStdin(), position, g, f.rec)
		if err != nil {
			return nil, err
		}
		if mt, err = g.NewMatchFrom(s); err != nil {
			return nil, err
		}
	}
	mt.Debug(true)
	for _, mv := range strings.Fields(f.moves) {
		if err := mt.PlayName(mv); err != nil {
			return nil, err
		}
	}
	if err := mt.Err(); err != nil { // the description went wrong in the position reached
		return nil, err
	}
	return mt, nil
}

func readPosition(stdin io.Reader, path string, g *interpreter.Game, rec *record.Record) (*interpreter.State, error) {
	var data []byte
	var err error
	switch {
	case path == "record":
		data = []byte(rec.Position)
	case path == "-":
		data, err = io.ReadAll(stdin)
	default:
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, err
	}
	var pos interpreter.Position
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&pos); err != nil {
		return nil, fmt.Errorf("position %s: %v", path, err)
	}
	s, err := g.State(&pos)
	if err == nil {
		err = g.Validate(s)
	}
	if err != nil {
		return nil, fmt.Errorf("position %s: %v", path, err)
	}
	return s, nil
}

func printJSON(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// recordOf makes a record of a match played from the set-up.
func recordOf(mt *interpreter.Match, comment string) *record.Record {
	g := mt.Game()
	rec := &record.Record{Variant: g.Program().Name(), Options: map[string]string{}}
	if comment != "" {
		rec.Comments = []string{comment}
	}
	for _, o := range g.Program().Options() {
		if v := g.Option(o.Name); v != o.Default {
			rec.Options[o.Name] = v
		}
	}
	for _, mv := range mt.Moves() {
		rec.Moves = append(rec.Moves, g.MoveName(mv))
	}
	if r := mt.Result(); r.Over {
		rec.Result = r.String()
	}
	return rec
}
