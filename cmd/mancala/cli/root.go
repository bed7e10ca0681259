package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/record"
	"github.com/mancala-toolkit/mancala/variants"
)

// Main runs the command line of the program (os.Args) with the
// standard input, output and error, and returns the exit status, for
// os.Exit: 0 when the command succeeded.
func Main() int {
	root := newRoot()
	root.SetArgs(os.Args[1:])
	return execute(root, os.Stderr)
}

// Run runs the command line args (the program's name left out) with
// stdout and stderr as its standard output and error, and returns the
// exit status. Standard input stays os.Stdin (see Command to set it).
func Run(args []string, stdout, stderr io.Writer) int {
	root := newRoot()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	return execute(root, stderr)
}

// Command returns the root command of the command line, to set its
// arguments, input and output or add commands of one's own before
// running it with Execute. A command that fails after reporting why
// (check, test, validate and conform when they find a fault) returns an
// error saying "exit status 1", which Run and Main do not print.
func Command() *cobra.Command { return newRoot() }

// execute runs root and returns the exit status, writing the error, if
// any, to stderr.
func execute(root *cobra.Command, stderr io.Writer) int {
	if err := root.Execute(); err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			return int(ee)
		}
		fmt.Fprintln(stderr, "mancala:", err)
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
	root.AddCommand(newMovesCmd(), newReplayCmd(), newListCmd(), newValidateCmd(), newSchemaCmd(), newCheckCmd(), newTestCmd(), newTraceCmd(), newPlayCmd(), newShowCmd(), newRenderCmd(), newSimulateCmd(), newMergeCmd(), newCompareCmd(), newBenchCmd(), newTournamentCmd(), newConformCmd(), newPerftCmd())
	root.AddCommand(newVersionCmd(), newExportCmd(), newNewCmd())
	root.AddCommand(newSolveCmd())
	root.AddCommand(newEngineCmd(), newServeCmd())
	addCompletion(root)
	root.Version = tool.String()
	root.SetVersionTemplate("{{.Version}}\n")
	return root
}

// gameFlags are the flags shared by commands that set up a game.
type gameFlags struct {
	ruleset  string
	options  []string
	moves    string
	position string
	record   string
	json     bool
	lots     uint64               // --seed: the seed of the game's lots
	rec      *record.Record       // the record read, if any
	prog     *interpreter.Program // its variant
}

func (f *gameFlags) add(cmd *cobra.Command) {
	addRuleFlags(cmd, &f.ruleset, &f.options)
	cmd.Flags().StringVar(&f.moves, "moves", "", `the moves to play, pit names separated by spaces ("a3 b4 …")`)
	cmd.Flags().StringVar(&f.position, "position", "", "start from the position in this file (- for standard input): JSON as replay --json prints it, or the text form of golden cases (rows, then stores:, to-move:, bank: …)")
	cmd.Flags().StringVar(&f.record, "record", "", "play the game of a record file (variant, options, moves); then VARIANT may be left out")
	cmd.Flags().BoolVar(&f.json, "json", false, "print JSON for programs")
	seedFlag(cmd, &f.lots, "seed", 0, "seed of the lots a variant draws, for moves given without their outcome (default: the record's seed:, else 0)")
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
// A record is read and replayed in full here, its result checked, so
// that a record that does not hold together is refused whatever the
// command does with it.
func (f *gameFlags) variantArg(args []string) (string, error) {
	if f.record != "" {
		rec, err := record.ReadFile(f.record)
		if err != nil {
			return "", err
		}
		var p *interpreter.Program
		if len(args) > 0 && args[0] != rec.Variant {
			// the variant given may be the file of the record's variant
			if p, err = variants.Load(args[0]); err != nil {
				return "", err
			}
			if p.Name() != rec.Variant {
				return "", fmt.Errorf("the record is a game of %s, not %s", rec.Variant, args[0])
			}
		} else if p, err = rec.Program(); err != nil {
			return "", err
		}
		g, err := p.ConfigureRuleset(rec.Ruleset, rec.Options)
		if err != nil {
			return "", fmt.Errorf("%s: %v", f.record, err)
		}
		if _, err := rec.Replay(g); err != nil {
			return "", err
		}
		f.rec, f.prog = rec, p
		f.moves = strings.Join(rec.Moves, " ")
		if len(args) > 0 {
			return args[0], nil
		}
		return rec.Variant, nil
	}
	if len(args) == 0 {
		return "", fmt.Errorf("name a variant (see mancala list) or a file")
	}
	return args[0], nil
}

// game loads the variant and applies the ruleset and the options (the
// record's, then those of --ruleset and --option).
func (f *gameFlags) game(variant string) (*interpreter.Game, error) {
	p := f.prog
	if p == nil {
		var err error
		if p, err = variants.Load(variant); err != nil {
			return nil, err
		}
	}
	ruleset, opts := "", map[string]string{}
	if f.rec != nil {
		ruleset = f.rec.Ruleset
		for k, v := range f.rec.Options {
			opts[k] = v
		}
	}
	if f.ruleset != "" {
		ruleset = f.ruleset
	}
	return configure(p, ruleset, f.options, opts)
}

// match sets up the game, starts it (from --position if given) and
// plays --moves.
func (f *gameFlags) match(cmd *cobra.Command, variant string) (*interpreter.Match, error) {
	g, err := f.game(variant)
	if err != nil {
		return nil, err
	}
	mt := g.NewMatch()
	if f.rec != nil && f.rec.Position != "" || f.position != "" {
		s, err := f.readPosition(cmd.InOrStdin(), g)
		if err != nil {
			return nil, err
		}
		if mt, err = g.NewMatchFrom(s); err != nil {
			return nil, err
		}
	}
	mt.Debug(true)
	seed := f.lots // --seed wins over the record's seed
	if f.rec != nil && f.rec.Seed != "" && !cmd.Flags().Changed("seed") {
		seed, _ = strconv.ParseUint(f.rec.Seed, 10, 64) // checked when read
	}
	mt.SetSeed(seed)
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

// readPosition reads the start position: the record's, or that of
// --position (a file, or - for standard input).
func (f *gameFlags) readPosition(stdin io.Reader, g *interpreter.Game) (*interpreter.State, error) {
	var data []byte
	var err error
	path := f.position
	switch {
	case f.rec != nil:
		path = f.record
		data = []byte(f.rec.Position)
	case path == "-":
		data, err = input.Position.Read(stdin, "standard input")
	default:
		data, err = input.Position.ReadFile(path)
	}
	if err != nil {
		return nil, err
	}
	name := path
	if path == "-" {
		name = "standard input"
	}
	if text := bytes.TrimLeft(data, " \t\r\n"); len(text) > 0 && text[0] != '{' {
		// the text form of golden cases: rows, then what differs from
		// the defaults; it need not hold the variant's seed total
		s, err := g.ParseText(string(data))
		if err != nil {
			return nil, fmt.Errorf("position %s: %v", name, err)
		}
		return s, nil
	}
	pos, err := interpreter.ParsePosition(data)
	var pe *interpreter.PositionError
	if errors.As(err, &pe) && pe.Line > 0 {
		return nil, fmt.Errorf("position %s:%d:%d: %s", name, pe.Line, pe.Col, pe.Msg)
	}
	if err != nil {
		return nil, fmt.Errorf("position %s: %v", path, err)
	}
	s, err := g.State(pos)
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

// recordOf makes a record of a match played from the set-up, naming
// the tool that wrote it.
func recordOf(mt *interpreter.Match, comment string) *record.Record {
	rec := record.Of(mt, mt.Game().Program().Name())
	rec.Tool = tool.short()
	if comment != "" {
		rec.Comments = []string{comment}
	}
	return rec
}

// newRecord starts the record of a game, naming the tool that writes it.
func newRecord(g *interpreter.Game, variant string) *record.Record {
	rec := record.For(g, variant)
	rec.Tool = tool.short()
	return rec
}
