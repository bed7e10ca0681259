package cli

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// perPlayer says one number of each player: "south 3 · north 4".
func perPlayer(p *interpreter.Program, n func(pl int) int32) string {
	var parts []string
	for pl, who := range p.PlayerNames() {
		parts = append(parts, fmt.Sprintf("%s %d", who, n(pl)))
	}
	return strings.Join(parts, " · ")
}

// rowOwners names the player whose side row r is on, or, for a row split
// between the players (sides.*.pits), each player with the columns of
// theirs: "north 1-3 · south 4-6". Columns on no side are left out; a row
// on no side gives "".
func rowOwners(p *interpreter.Program, b *board.Board, r int) string {
	var runs []string
	for c := 0; c < b.Columns; {
		side := b.SideOf[r*b.Columns+c]
		end := c
		for end+1 < b.Columns && b.SideOf[r*b.Columns+end+1] == side {
			end++
		}
		if side >= 0 {
			if c == 0 && end == b.Columns-1 {
				return p.PlayerName(interpreter.Player(side))
			}
			cols := fmt.Sprint(c + 1)
			if end > c {
				cols += fmt.Sprintf("-%d", end+1)
			}
			runs = append(runs, p.PlayerName(interpreter.Player(side))+" "+cols)
		}
		c = end + 1
	}
	return strings.Join(runs, " · ")
}

// renderBoard draws the position for a person: North at the top, row
// letters on the left and column numbers above and below, the owner of
// each row on the right, pits that changed hands or bear a mark starred.
func renderBoard(mt *interpreter.Match) string { return renderBoardLast(mt, -1) }

// renderBoardLast is renderBoard with the pit of the last move shown in
// parentheses.
func renderBoardLast(mt *interpreter.Match, last int32) string {
	g := mt.Game()
	p := g.Program()
	b := p.Board()
	s := mt.State()
	v := p.Variant()
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s · ply %d", v.Title, s.Ply)
	if len(v.Phases) > 1 {
		fmt.Fprintf(&sb, " · phase %s", v.Phases[s.Phase].Name)
	}
	sb.WriteString("\n\n")
	header := "     "
	for c := 1; c <= b.Columns; c++ {
		header += fmt.Sprintf("%5d", c)
	}
	sb.WriteString(header + "\n")
	var notes []string
	for r := b.Rows - 1; r >= 0; r-- {
		fmt.Fprintf(&sb, "  %s  ", board.RowName(r))
		for c := 0; c < b.Columns; c++ {
			i := r*b.Columns + c
			cell := fmt.Sprint(s.Pits[i])
			if int32(i) == last {
				cell = "(" + cell + ")"
			}
			var marks []string
			for mi, m := range v.Marks {
				if s.Marks[i]&(1<<mi) != 0 {
					marks = append(marks, m)
				}
			}
			if s.Owner[i] != interpreter.Player(b.SideOf[i]) || len(marks) > 0 {
				cell += "*"
				if int32(i) == last {
					cell = "(" + strings.Trim(cell, "()*") + "*)"
				}
				note := b.Names[i] + ": " + p.PlayerName(s.Owner[i])
				if len(marks) > 0 {
					note += " (" + strings.Join(marks, ", ") + ")"
				}
				notes = append(notes, note)
			}
			fmt.Fprintf(&sb, "%5s", cell)
		}
		if owners := rowOwners(p, b, r); owners != "" {
			fmt.Fprintf(&sb, "   %s", owners)
		}
		sb.WriteString("\n")
	}
	sb.WriteString(header + "\n\n")
	if st := b.Stores; st[0] >= 0 {
		fmt.Fprintf(&sb, "  stores   %s\n", perPlayer(p, func(pl int) int32 { return s.Pits[st[pl]] }))
	}
	if len(notes) > 0 {
		sort.Strings(notes)
		fmt.Fprintf(&sb, "  * %s\n", strings.Join(notes, "; "))
	}
	fmt.Fprintf(&sb, "  bank     %s\n", perPlayer(p, func(pl int) int32 { return s.Bank[pl] }))
	if s.Reserve != [board.MaxPlayers]int32{} || g.Start().Reserve != [board.MaxPlayers]int32{} {
		fmt.Fprintf(&sb, "  reserve  %s\n", perPlayer(p, func(pl int) int32 { return s.Reserve[pl] }))
	}
	if s.Out != 0 {
		var out []string
		for pl, name := range p.PlayerNames() {
			if s.Out>>pl&1 != 0 {
				out = append(out, name)
			}
		}
		fmt.Fprintf(&sb, "  out of the match: %s\n", strings.Join(out, ", "))
	}
	if ks := p.Kinds(); len(ks) > 0 {
		sb.WriteString(renderKinds(ks[0].Name, g.KindCounts(s)))
	}
	if len(v.Values) > 0 {
		var parts []string
		for i, x := range v.Values {
			if x.PerPlayer {
				parts = append(parts, fmt.Sprintf("%s south %s, north %s", x.Name, v.FormatValue(i, s.Values[x.Slot]), v.FormatValue(i, s.Values[x.Slot+1])))
			} else {
				parts = append(parts, x.Name+" "+v.FormatValue(i, s.Values[x.Slot]))
			}
		}
		fmt.Fprintf(&sb, "  values   %s\n", strings.Join(parts, " · "))
	}
	if r := mt.Result(); r.Over {
		w := r.WinnerName()
		if w == "" {
			w = "nobody"
		}
		fmt.Fprintf(&sb, "  game over: %s wins (%s)", w, r.Reason)
		if r.Scored {
			fmt.Fprintf(&sb, ", score %s", perPlayer(p, func(pl int) int32 { return r.Score[pl] }))
		}
		sb.WriteString("\n")
	} else {
		fmt.Fprintf(&sb, "  %s to move\n", p.PlayerName(s.ToMove))
	}
	return sb.String()
}

// renderLevels says where seeds lie in a hole's stack: " at level 5",
// " at levels 0 and 3" (0 the bottom); nothing for holes that are not
// stacks.
func renderLevels(l []int) string {
	switch len(l) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf(" at level %d", l[0])
	}
	var s []string
	for _, x := range l[:len(l)-1] {
		s = append(s, strconv.Itoa(x))
	}
	return fmt.Sprintf(" at levels %s and %d", strings.Join(s, ", "), l[len(l)-1])
}

// renderKinds is the line of the board that says where the seeds of the
// kinds other than the first are (the first kind's are the rest of each
// count): "kinds    stone: b7 1, south's bank 1 · the rest seed".
func renderKinds(first string, counts []interpreter.KindCount) string {
	var parts []string
	kind, at := "", []string(nil)
	flush := func() {
		if kind != "" {
			parts = append(parts, kind+": "+strings.Join(at, ", "))
		}
	}
	for _, c := range counts {
		if c.Kind != kind {
			flush()
			kind, at = c.Kind, nil
		}
		where := c.Where
		if c.Bank {
			where += "'s bank"
		}
		at = append(at, fmt.Sprintf("%s %d%s", where, c.N, renderLevels(c.Levels)))
	}
	flush()
	if len(parts) == 0 {
		parts = append(parts, "none but "+first)
	} else {
		parts = append(parts, "the rest "+first)
	}
	return "  kinds    " + strings.Join(parts, " · ") + "\n"
}
