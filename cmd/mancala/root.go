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
	root.AddCommand(newMovesCmd(), newReplayCmd(), newListCmd(), newValidateCmd(), newSchemaCmd(), newCheckCmd(), newTestCmd())
	return root
}

// gameFlags are the flags shared by commands that set up a game.
type gameFlags struct {
	options  []string
	moves    string
	position string
	json     bool
}

func (f *gameFlags) add(cmd *cobra.Command, movesRequired bool) {
	cmd.Flags().StringArrayVar(&f.options, "option", nil, "set a rule option, NAME=VALUE (repeatable)")
	cmd.Flags().StringVar(&f.moves, "moves", "", `the moves to play, pit names separated by spaces ("a3 b4 …")`)
	cmd.Flags().StringVar(&f.position, "position", "", "start from this position (JSON as replay --json prints it; - for standard input)")
	cmd.Flags().BoolVar(&f.json, "json", false, "print JSON for programs")
	if movesRequired {
		_ = cmd.MarkFlagRequired("moves")
	}
}

// game loads the variant and applies the options.
func (f *gameFlags) game(variant string) (*interpreter.Game, error) {
	p, err := variants.Load(variant)
	if err != nil {
		return nil, err
	}
	opts := map[string]string{}
	for _, o := range f.options {
		name, value, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("--option %q: write NAME=VALUE", o)
		}
		if _, dup := opts[name]; dup {
			return nil, fmt.Errorf("--option %s given twice", name)
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
	if f.position != "" {
		s, err := readPosition(cmd.InOrStdin(), f.position, g)
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
	return mt, nil
}

func readPosition(stdin io.Reader, path string, g *interpreter.Game) (*interpreter.State, error) {
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(stdin)
	} else {
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
