package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/interpreter"
)

func newShowCmd() *cobra.Command {
	var f gameFlags
	cmd := &cobra.Command{
		Use:   "show VARIANT|FILE [--option NAME=VALUE]…",
		Short: "Summarize a variant's rules for a person",
		Long: `show summarizes a description: the board, the set-up, each player's track
numbered in sowing order, the rules in order with their IDs, the options
with their values, and the start position.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.game(args[0])
			if err != nil {
				return err
			}
			if f.json {
				return printJSON(cmd.OutOrStdout(), describe(g))
			}
			showVariant(cmd.OutOrStdout(), g)
			return nil
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	cmd.Flags().BoolVar(&f.json, "json", false, "print JSON for programs: name, options and rulesets")
	return cmd
}

func showVariant(w io.Writer, g *interpreter.Game) {
	p := g.Program()
	v := p.Variant()
	b := p.Board()
	fmt.Fprintf(w, "%s (%s)\n", v.Title, v.Name)
	if v.Description != "" {
		fmt.Fprintln(w, v.Description)
	}
	if v.Source != "" {
		fmt.Fprintf(w, "Source: %s\n", v.Source)
	}
	if v.RulesDoc != "" {
		fmt.Fprintf(w, "Rules: %s\n", v.RulesDoc)
	}
	if x := v.Syntax.Extends.Value; x != "" {
		fmt.Fprintf(w, "Extends: %s (the sections this file does not give are its)\n", x)
	}
	fmt.Fprintf(w, "\nBOARD  %d rows × %d columns", b.Rows, b.Columns)
	if b.Stores[0] >= 0 {
		fmt.Fprint(w, ", a store for each player")
	}
	fmt.Fprintln(w)
	if len(b.Side[0]) == 0 && len(b.Side[1]) == 0 {
		fmt.Fprintln(w, "  every pit belongs to nobody (sides: none)")
	}
	for pl, who := range p.PlayerNames() {
		if len(b.Side[pl]) == 0 {
			continue
		}
		var rows []string
		for _, r := range b.SideRows[pl] {
			rows = append(rows, board.RowName(r))
		}
		front := ""
		if b.Front[pl] >= 0 && len(rows) > 1 {
			front = fmt.Sprintf(" (front %s)", board.RowName(b.Front[pl]))
		}
		var more []string // pits of the side outside its rows
		for _, p := range b.Side[pl] {
			if !slices.Contains(b.SideRows[pl], b.Row(p)) {
				more = append(more, b.Names[p])
			}
		}
		if len(more) > 0 {
			front += " and pits " + strings.Join(more, ", ")
		}
		if len(rows) == 0 {
			fmt.Fprintf(w, "  %s: pits %s\n", who, strings.Join(more, ", "))
			continue
		}
		fmt.Fprintf(w, "  %s: rows %s%s\n", who, strings.Join(rows, ", "), front)
	}
	start := g.Start()
	fmt.Fprintf(w, "\nSET-UP  %d seeds", start.Total())
	if start.Reserve != [board.MaxPlayers]int32{} {
		var parts []string
		for pl, who := range p.PlayerNames() {
			parts = append(parts, fmt.Sprintf("%s %d", who, start.Reserve[pl]))
		}
		fmt.Fprintf(w, " (reserves: %s)", strings.Join(parts, ", "))
	}
	fmt.Fprintf(w, "; %s moves first\n", p.PlayerName(start.ToMove))
	if totals := g.KindTotals(start); totals != nil {
		var kinds []string
		for i, k := range v.Kinds {
			kinds = append(kinds, fmt.Sprintf("%d %s worth %d", totals[i], k.Name, k.Worth))
		}
		if v.Stack {
			fmt.Fprintf(w, "  kinds, each hole a stack sown from the top (sowing.order: stack): %s\n", strings.Join(kinds, ", "))
		} else {
			fmt.Fprintf(w, "  kinds, sown from a hand in this order: %s\n", strings.Join(kinds, ", "))
		}
	}
	if len(v.Phases) > 1 {
		fmt.Fprintln(w, "\nPHASES")
		for i, ph := range v.Phases {
			line := "  " + ph.Name
			if ph.ID != "" {
				line += " (" + ph.ID + ")"
			}
			var parts []string
			if i > 0 && (v.Phases[i-1].Turns > 0 || v.Phases[i-1].Leave != nil) {
				parts = append(parts, "from when "+v.Phases[i-1].Name+" ends")
			}
			if i > 0 && ph.Enter != nil {
				parts = append(parts, "from when "+expr.Format(ph.Enter))
			}
			if ph.Turns > 0 {
				parts = append(parts, "lasts "+plural(ph.Turns, "turn"))
			}
			if ph.Leave != nil {
				parts = append(parts, "ends after a move when "+expr.Format(ph.Leave))
			}
			if len(parts) > 0 {
				line += ": " + strings.Join(parts, "; ")
			}
			fmt.Fprintln(w, line)
		}
	}
	if len(v.Values) > 0 {
		fmt.Fprintln(w, "\nVALUES  what the game remembers (set by set, add and choose)")
		for i, x := range v.Values {
			name, whose := "game."+x.Name, "the game's"
			if x.PerPlayer {
				name, whose = "PLAYER."+x.Name, "each player's"
			}
			line := fmt.Sprintf("  %-22s %s %s, at first %s", name, whose, x.Kind, v.FormatValue(i, x.Initial))
			if x.Doc != "" {
				line += ": " + x.Doc
			}
			fmt.Fprintln(w, line)
		}
	}
	fmt.Fprintln(w, "\nTRACKS  each pit's place in the sowing order")
	tracks := p.Tracks()
	for pl, who := range p.PlayerNames() {
		if pl > 0 && fmt.Sprint(tracks[0]) == fmt.Sprint(tracks[pl]) {
			fmt.Fprintf(w, "  %s: the same\n", who)
			continue
		}
		fmt.Fprintf(w, "  %s:\n", who)
		place := map[int]int{}
		for i, x := range tracks[pl] {
			place[int(x)] = i + 1
		}
		writeGrid(w, b, func(x int) string {
			if n, ok := place[x]; ok {
				return fmt.Sprint(n)
			}
			return "."
		})
		for pl2 := range p.PlayerNames() {
			if s := b.Stores[pl2]; s >= 0 {
				if n, ok := place[s]; ok {
					fmt.Fprintf(w, "      %s: %d\n", b.StoreName(pl2), n)
				}
			}
		}
	}
	fmt.Fprintln(w, "\nMOVES")
	for _, m := range v.Moves {
		fmt.Fprintf(w, "  %s", ruleLabel(m.ID))
		var parts []string
		if len(m.Phases) > 0 {
			parts = append(parts, "in "+phaseNames(v, m.Phases))
		}
		if m.When != nil {
			parts = append(parts, "when "+expr.Format(m.When))
		}
		switch {
		case m.From != nil && m.AnyPit:
			parts = append(parts, "from any pit where "+expr.Format(m.From))
		case m.From != nil:
			parts = append(parts, "from a pit where "+expr.Format(m.From))
		case m.AnyPit:
			parts = append(parts, "from any pit")
		}
		switch {
		case m.Pass && m.PassOptional:
			parts = append(parts, "the move pass, beside the other moves")
		case m.Pass:
			parts = append(parts, "the move pass, when there is no other")
		}
		if m.Fallback {
			parts = append(parts, "only if no rule before admits a pit")
		}
		if m.Reverse {
			parts = append(parts, "sown the other way")
		}
		if len(m.Before) > 0 {
			parts = append(parts, "first "+actionList(m.Before))
		}
		if m.NoSow {
			parts = append(parts, "no sowing")
		}
		if lift := liftText(m); lift != "" {
			parts = append(parts, lift)
		}
		if len(m.Do) > 0 {
			steps := "steps: " + actionList(m.Do)
			if m.Each != nil {
				steps += fmt.Sprintf(" for each pit from %s, %d at a time, while %s", expr.Format(m.Each.From), m.Each.Step, expr.Format(m.Each.While))
			}
			parts = append(parts, steps)
		}
		fmt.Fprintf(w, "%s\n", strings.Join(parts, "; "))
		if m.Doc != "" {
			fmt.Fprintf(w, "         %s\n", m.Doc)
		}
	}
	showRules(w, v, "ON EACH SEED (sowing.on_drop)", v.OnDrop)
	showRules(w, v, "AT THE END OF EACH LAP (the first rule that holds fires)", v.LapEnd)
	showRules(w, v, "AFTER THE MOVE", v.AfterMove)
	if len(v.Filters) > 0 {
		fmt.Fprintln(w, "\nFILTERS")
		for _, fl := range v.Filters {
			line := "  " + ruleLabel(fl.ID)
			if fl.When != nil {
				line += "when " + expr.Format(fl.When) + ", "
			}
			line += "keep moves after which " + expr.Format(fl.Keep)
			if fl.Strict {
				line += " (strictly)"
			}
			fmt.Fprintln(w, line)
		}
	}
	fmt.Fprintln(w, "\nEND (checked after every move)")
	for _, e := range v.End {
		cond := "always"
		if e.When != nil {
			cond = expr.Format(e.When)
		}
		fmt.Fprintf(w, "  %swhen %s: %s (%s)\n", ruleLabel(e.ID), cond, winnerText(e.Winner), e.Reason)
	}
	if v.Score != nil {
		fmt.Fprintf(w, "  score: %s\n", expr.Format(v.Score))
	}
	if r := v.Rounds; r != nil && r.Points != nil {
		fmt.Fprintf(w, "  match points each round gives: %s", expr.Format(r.Points))
		if r.Target > 0 {
			fmt.Fprintf(w, "; the first to %d wins the match", r.Target)
		}
		fmt.Fprintln(w)
	}
	if r := v.Rounds; r != nil && r.Keep != nil {
		fmt.Fprintf(w, "  pits that keep their seeds into the next round: %s (and the pits of nobody)\n", expr.Format(r.Keep))
	}
	if r := v.Rounds; r != nil && r.Split != nil {
		fmt.Fprintf(w, "  pits whose seeds are shared at a round's end, half to the other player: %s\n", expr.Format(r.Split))
	}
	if r := v.Rounds; r != nil && r.Rotate != nil {
		fmt.Fprintf(w, "  sides passed on to the next player in round number round (0 the first): %s places\n", expr.Format(r.Rotate))
	}
	fmt.Fprintln(w, "\nOPTIONS")
	for _, o := range v.Options {
		fmt.Fprintf(w, "  %-22s %-10s (%s)  %s\n", o.Name, g.Option(o.Name), o.Describe(), o.Doc)
	}
	if len(v.Rulesets) > 0 {
		fmt.Fprintln(w, "\nRULESETS  (--ruleset NAME; * the one played here)")
		playing := g.Ruleset()
		for _, r := range v.Rulesets {
			mark := " "
			if r.Name == playing {
				mark = "*"
			}
			def := ""
			if r.IsDefault(v) {
				def = " (default)"
			}
			fmt.Fprintf(w, " %s%-22s %s%s\n", mark, r.Name, r.Doc, def)
			var set []string
			for _, x := range r.Values {
				set = append(set, x.Option+"="+x.Value)
			}
			if len(set) > 0 {
				fmt.Fprintf(w, "    %-22s %s\n", "", strings.Join(set, " "))
			}
			if r.Source != "" {
				fmt.Fprintf(w, "    %-22s source: %s\n", "", r.Source)
			}
		}
	}
	fmt.Fprintln(w, "\nSTART")
	fmt.Fprint(w, renderBoard(g.NewMatch()))
}

func writeGrid(w io.Writer, b *board.Board, cell func(x int) string) {
	fmt.Fprint(w, "       ")
	for c := 1; c <= b.Columns; c++ {
		fmt.Fprintf(w, "%4d", c)
	}
	fmt.Fprintln(w)
	for r := b.Rows - 1; r >= 0; r-- {
		fmt.Fprintf(w, "    %s  ", board.RowName(r))
		for c := 0; c < b.Columns; c++ {
			fmt.Fprintf(w, "%4s", cell(r*b.Columns+c))
		}
		fmt.Fprintln(w)
	}
}

func showRules(w io.Writer, v *check.Variant, title string, rs []check.Rule) {
	if len(rs) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s\n", title)
	for _, r := range rs {
		cond := "otherwise"
		if r.When != nil {
			cond = "when " + expr.Format(r.When)
		}
		if len(r.Phases) > 0 {
			cond = "in " + phaseNames(v, r.Phases) + ", " + cond
		}
		line := fmt.Sprintf("  %s%s: %s", ruleLabel(r.ID), cond, actionList(r.Do))
		if r.Each != nil {
			line += fmt.Sprintf(" for each pit from %s, %d at a time, while %s", expr.Format(r.Each.From), r.Each.Step, expr.Format(r.Each.While))
		}
		fmt.Fprintln(w, line)
		if r.Doc != "" {
			fmt.Fprintf(w, "         %s\n", r.Doc)
		}
	}
}

func ruleLabel(id string) string {
	if id == "" {
		return ""
	}
	return fmt.Sprintf("%-7s", id)
}

func actionList(as []*expr.Action) string {
	var out []string
	for _, a := range as {
		out = append(out, expr.ActionString(a))
	}
	return strings.Join(out, ", ")
}

func phaseNames(v *check.Variant, idx []int) string {
	var out []string
	for _, i := range idx {
		out = append(out, v.Phases[i].Name)
	}
	return strings.Join(out, ", ")
}

func winnerText(w string) string {
	switch w {
	case "mover":
		return "the player who just moved wins"
	case "opponent":
		return "the player to move wins"
	case "score":
		return "the higher score wins, equal scores draw"
	case "none":
		return "a draw"
	}
	return w + " wins"
}
