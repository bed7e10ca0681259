package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// addRuleFlags adds --ruleset and --option, the flags that choose the
// rules a game is played by.
func addRuleFlags(cmd *cobra.Command, ruleset *string, options *[]string) {
	cmd.Flags().StringVar(ruleset, "ruleset", "", "play the named reading of the game (see mancala show); --option values set over it")
	cmd.Flags().StringArrayVar(options, "option", nil, "set a rule option, NAME=VALUE (repeatable; wins over --ruleset)")
}

// parseOptions reads NAME=VALUE flags into base (which may be nil).
func parseOptions(flags []string, base map[string]string) (map[string]string, error) {
	opts := map[string]string{}
	for k, v := range base {
		opts[k] = v
	}
	for _, o := range flags {
		name, value, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("--option %q: write NAME=VALUE", o)
		}
		opts[name] = value
	}
	return opts, nil
}

// configure sets up the game of ruleset (none when empty) with the
// values of base and then of the --option flags over it.
func configure(p *interpreter.Program, ruleset string, flags []string, base map[string]string) (*interpreter.Game, error) {
	opts, err := parseOptions(flags, base)
	if err != nil {
		return nil, err
	}
	return p.ConfigureRuleset(ruleset, opts)
}
