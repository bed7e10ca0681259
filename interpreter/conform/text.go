package conform

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// kindOrder is the order in which kinds are listed.
var kindOrder = []string{KindPits, KindStores, KindToMove, KindReserved, KindLegal, KindIllegal, KindResult, KindCap}

// sideBySide is the widest pair of diagrams put side by side; wider
// ones are drawn one above the other.
const sideBySide = 110

// WriteText writes the report for people: the counts, the first
// difference of each game (of at most maxGames games, 0 for all) with
// both positions drawn, and the differences by kind and by rule.
func (rep *Report) WriteText(w io.Writer, maxGames int) {
	mode := "from the start"
	if rep.Mode == "per-ply" {
		mode = "each ply from the recorded position"
	}
	opts := "default options"
	if len(rep.changed) > 0 {
		opts = "options " + strings.Join(rep.changed, " ")
	}
	if rep.Ruleset != "" {
		opts = "ruleset " + rep.Ruleset + ": " + opts
	}
	fmt.Fprintf(w, "conform %s (%s; %s)\n", rep.Variant, mode, opts)
	fmt.Fprintf(w, "files: %s\n", strings.Join(rep.Files, ", "))
	fmt.Fprintf(w, "games: %d, agreeing %d\n", rep.Games, rep.GamesAgree)
	fmt.Fprintf(w, "plies: %d, compared %d, agreeing %d\n", rep.Plies, rep.PliesCompared, rep.PliesAgree)
	if rep.CappedGames > 0 {
		fmt.Fprintf(w, "games the record ends at its cap: %d\n", rep.CappedGames)
	}
	shown := 0
	for _, g := range rep.Disagreeing {
		if maxGames > 0 && shown == maxGames {
			fmt.Fprintf(w, "\n… %d more games differ (--max-diffs sets how many are shown)\n", len(rep.Disagreeing)-shown)
			break
		}
		shown++
		fmt.Fprintln(w)
		writeDifference(w, g, rep.Mode == "per-ply")
	}
	if rep.DifferencesTotal == 0 {
		return
	}
	fmt.Fprintln(w)
	var kinds []string
	for _, k := range kindOrder {
		if n := rep.ByKind[k]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
	}
	fmt.Fprintf(w, "differences: %d; by kind: %s\n", rep.DifferencesTotal, strings.Join(kinds, ", "))
	if len(rep.ByRule) > 0 {
		ids := slices.Collect(maps.Keys(rep.ByRule))
		slices.SortFunc(ids, func(a, b string) int {
			return cmp.Or(rep.ByRule[b]-rep.ByRule[a], strings.Compare(a, b))
		})
		var rules []string
		for _, id := range ids {
			rules = append(rules, fmt.Sprintf("%s %d", id, rep.ByRule[id]))
		}
		fmt.Fprintf(w, "differences by rule (rules fired in the ply, or named by a refusal): %s\n", strings.Join(rules, ", "))
	}
}

func writeDifference(w io.Writer, g *GameSummary, perPly bool) {
	d := g.first
	seed := ""
	if g.Seed != nil {
		seed = fmt.Sprintf("seed %d, ", *g.Seed)
	}
	fmt.Fprintf(w, "game %d (%s%s:%d), ply %d", g.Game, seed, g.File, g.Line, d.Ply)
	if d.Move != "" {
		fmt.Fprintf(w, ", entry %s", d.Move)
		if d.Mapped != "" && d.Mapped != d.Move {
			fmt.Fprintf(w, " (as %s)", d.Mapped)
		}
	}
	fmt.Fprintf(w, ": %s", strings.Join(d.Kinds, ", "))
	if perPly && g.PliesDiffering > 1 {
		fmt.Fprintf(w, " (%d plies of this game differ: %s)", g.PliesDiffering, strings.Join(g.Kinds, ", "))
	}
	fmt.Fprintln(w)
	if len(d.Rules) > 0 {
		fmt.Fprintf(w, "  rules: %s\n", strings.Join(d.Rules, " "))
	}
	for _, line := range d.Detail {
		fmt.Fprintf(w, "  %s\n", line)
	}
	when := "after"
	if d.Before {
		when = "before"
	}
	var left, right []string
	if d.Expected != nil {
		left = diagram(fmt.Sprintf("record, %s ply %d", when, d.Ply), d.Expected, d.Actual)
	}
	if d.Actual != nil {
		right = diagram(fmt.Sprintf("ours, %s ply %d", when, d.Ply), d.Actual, d.Expected)
	}
	for _, line := range beside(left, right) {
		if line = strings.TrimRight(line, " "); line != "" {
			line = "  " + line
		}
		fmt.Fprintln(w, line)
	}
}

// beside puts two diagrams side by side, or one above the other when
// they are too wide.
func beside(left, right []string) []string {
	width := 0
	for _, l := range left {
		width = max(width, utf8.RuneCountInString(l))
	}
	rw := 0
	for _, l := range right {
		rw = max(rw, utf8.RuneCountInString(l))
	}
	if left == nil || right == nil || width+4+rw > sideBySide {
		out := append([]string{}, left...)
		if left != nil && right != nil {
			out = append(out, "")
		}
		return append(out, right...)
	}
	var out []string
	for i := range max(len(left), len(right)) {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out = append(out, l+strings.Repeat(" ", width+4-utf8.RuneCountInString(l))+r)
	}
	return out
}

// diagram draws a position, North's rows at the top; what differs from
// other (if not nil) is marked with !.
func diagram(title string, s, other *Snapshot) []string {
	rows := map[byte]bool{}
	cols, widest := 0, 1
	for name, n := range s.Pits {
		rows[name[0]] = true
		c, _ := strconv.Atoi(name[1:])
		cols = max(cols, c)
		widest = max(widest, len(strconv.Itoa(n)))
	}
	if other != nil {
		// the same columns on both sides
		for _, n := range other.Pits {
			widest = max(widest, len(strconv.Itoa(n)))
		}
	}
	cw := max(widest+2, len(strconv.Itoa(cols))+1)
	letters := slices.Sorted(maps.Keys(rows))
	slices.Reverse(letters)
	mark := func(differs bool) string {
		if differs && other != nil {
			return "!"
		}
		return ""
	}
	lines := []string{title}
	header := "   "
	for c := 1; c <= cols; c++ {
		header += fmt.Sprintf("%*d ", cw-1, c)
	}
	lines = append(lines, strings.TrimRight(header, " "))
	for _, r := range letters {
		line := string(r) + "  "
		for c := 1; c <= cols; c++ {
			name := string(r) + strconv.Itoa(c)
			cell := ". "
			if n, ok := s.Pits[name]; ok {
				suffix := " "
				if other != nil && other.Pits[name] != n {
					suffix = "!"
				}
				cell = strconv.Itoa(n) + suffix
			}
			line += fmt.Sprintf("%*s", cw, cell)
		}
		lines = append(lines, strings.TrimRight(line, " "))
	}
	off := "off the board:"
	for i, who := range []string{"south", "north"} {
		if i > 0 {
			off += " ·"
		}
		off += fmt.Sprintf(" %s %d%s", who, s.Stores[who], mark(other != nil && other.Stores[who] != s.Stores[who]))
	}
	lines = append(lines, off)
	if len(s.Reserved) > 0 || (other != nil && len(other.Reserved) > 0) {
		var res []string
		for _, p := range sortedPits(s.Reserved) {
			res = append(res, fmt.Sprintf("%s %s%s", p, s.Reserved[p], mark(other != nil && other.Reserved[p] != s.Reserved[p])))
		}
		if len(s.Reserved) == 0 {
			res = append(res, "none!")
		}
		lines = append(lines, "reserved: "+strings.Join(res, ", "))
	}
	if r := s.Result; r != nil {
		w := "nobody wins"
		if r.Winner != nil {
			w = *r.Winner + " wins"
		}
		lines = append(lines, fmt.Sprintf("game over: %s (%s)", w, r.Reason))
		if r.Scores != nil {
			lines = append(lines, "scores: "+scores(r.Scores))
		}
	} else {
		lines = append(lines, s.ToMove+" to move"+mark(other != nil && other.ToMove != s.ToMove))
	}
	return lines
}
