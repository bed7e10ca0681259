package cli

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/variants"
)

// Shell completion that knows the domain (mancala completion bash|zsh|
// fish|powershell prints the script): a command's VARIANT argument
// completes to the built-in variants (and files), --ruleset to the
// variant's rulesets, --option to its options and then their values,
// the player flags to the computer players, and --moves to the legal
// moves after the moves already written.

// addCompletion registers the completions on every command of root.
func addCompletion(root *cobra.Command) {
	for _, c := range root.Commands() {
		if strings.Contains(c.Use, "VARIANT") {
			c.ValidArgsFunction = completeVariant
		}
		register := func(flag string, f cobra.CompletionFunc) {
			if c.Flags().Lookup(flag) != nil {
				_ = c.RegisterFlagCompletionFunc(flag, f)
			}
		}
		register("ruleset", completeRuleset)
		register("option", completeOption)
		register("vary", completeOption)
		register("moves", completeMoves)
		for _, flag := range []string{"south", "north"} {
			register(flag, completePlayer)
		}
		register("players", completePlayerList)
	}
}

// completeVariant completes the first argument: built-in variants, or a
// file.
func completeVariant(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveDefault
	}
	var out []string
	for _, n := range variants.Names() {
		if strings.HasPrefix(n, toComplete) {
			out = append(out, n)
		}
	}
	return out, cobra.ShellCompDirectiveDefault // files too
}

// programOf loads the variant the command line names, for completing
// its flags.
func programOf(cmd *cobra.Command, args []string) *interpreter.Program {
	if len(args) == 0 {
		return nil
	}
	p, err := variants.Load(args[0])
	if err != nil {
		return nil
	}
	return p
}

func completeRuleset(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	p := programOf(cmd, args)
	if p == nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []string
	for _, r := range p.Variant().Rulesets {
		if strings.HasPrefix(r.Name, toComplete) {
			out = append(out, r.Name+"\t"+r.Doc)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeOption completes NAME= and then NAME=VALUE.
func completeOption(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	p := programOf(cmd, args)
	if p == nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	name, value, hasValue := strings.Cut(toComplete, "=")
	var out []string
	for _, o := range p.Options() {
		if !hasValue {
			if strings.HasPrefix(o.Name, name) {
				out = append(out, o.Name+"=\t"+o.Doc)
			}
			continue
		}
		if o.Name != name {
			continue
		}
		for _, v := range optionValues(o.Describe(), o.Values) {
			if strings.HasPrefix(v, value) {
				out = append(out, name+"="+v)
			}
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

// optionValues are the values to offer for an option: its listed values,
// or on and off.
func optionValues(describe string, values []string) []string {
	if len(values) > 0 {
		return values
	}
	if describe == "on, off" {
		return []string{"on", "off"}
	}
	return nil
}

func completePlayer(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	for _, n := range append([]string{"human"}, agent.Names()...) {
		if n == "human" && cmd.Name() != "play" {
			continue
		}
		if strings.HasPrefix(n, toComplete) {
			out = append(out, n)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completePlayerList completes the last name of a comma-separated list.
func completePlayerList(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	head, last := "", toComplete
	if i := strings.LastIndexByte(toComplete, ','); i >= 0 {
		head, last = toComplete[:i+1], toComplete[i+1:]
	}
	var out []string
	for _, n := range agent.Names() {
		if strings.HasPrefix(n, last) {
			out = append(out, head+n)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

// completeMoves completes the next move of --moves: the legal moves of
// the position the moves already written reach.
func completeMoves(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	p := programOf(cmd, args)
	if p == nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	ruleset, _ := cmd.Flags().GetString("ruleset")
	opts, _ := cmd.Flags().GetStringArray("option")
	g, err := configure(p, ruleset, opts, nil)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	played := strings.Fields(toComplete)
	last := ""
	if len(played) > 0 && !strings.HasSuffix(toComplete, " ") {
		last, played = played[len(played)-1], played[:len(played)-1]
	}
	mt := g.NewMatch()
	for _, m := range played {
		if err := mt.PlayName(m); err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
	}
	prefix := strings.Join(played, " ")
	if prefix != "" {
		prefix += " "
	}
	legal, err := mt.Legal()
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []string
	for _, mv := range legal {
		if m := g.MoveName(mv); strings.HasPrefix(m, last) {
			out = append(out, prefix+m)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}
