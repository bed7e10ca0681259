package check

import (
	"slices"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// The warnings of this file are about descriptions that are valid but
// degenerate: they play, but not as anyone means a mancala game to.

// oneColumn warns about a board of one column, where each row is a
// single pit.
func (c *checker) oneColumn(sb *syntax.Board) {
	if c.v.Board.Columns != 1 {
		return
	}
	pos := sb.Columns.Pos
	if !pos.IsValid() {
		pos = sb.Pos
	}
	c.diags.Warnf(pos, "degenerate", "a board of 1 column has a single pit in each row")
	c.diags.Suggest("columns is the number of pits in a row, such as 6")
}

// trackShapes warns about a track with a single pit, and about a track
// with no pit on its player's side (the player owns no pit of the track
// to move from, unless pits change hands). pos[pl] is where player pl's
// track is given.
func (c *checker) trackShapes(pos [board.MaxPlayers]diag.Pos) {
	b := c.v.Board
	var pits [board.MaxPlayers][]int // the pits of each track, stores left out
	for pl := range c.v.Players {
		for _, x := range c.v.Tracks[pl] {
			if !b.IsStore(x) {
				pits[pl] = append(pits[pl], x)
			}
		}
	}
	for pl, name := range c.v.Players {
		if len(pits[pl]) == 0 || len(b.SideRows[pl]) == 0 {
			continue // an error already reported
		}
		if len(pits[pl]) == 1 {
			c.diags.Warnf(pos[pl], "degenerate", "%s's track has a single pit, %s: every lap sows into it again and again", name, b.Names[pits[pl][0]])
			c.diags.Suggest("a track goes round the pits of one or more rows, such as a1..a6")
		}
		if !slices.ContainsFunc(pits[pl], func(x int) bool { return int(b.SideOf[x]) == pl }) && len(c.v.Players) > 2 {
			c.diags.Warnf(pos[pl], "degenerate", "%s's track has no pit of %s's side (%s): %s owns none of its pits, so has no move unless pits change hands", name, name, rowList(b, pits[pl]), name)
		} else if !slices.ContainsFunc(pits[pl], func(x int) bool { return int(b.SideOf[x]) == pl }) {
			c.diags.Warnf(pos[pl], "degenerate", "%s's track lies on %s's side only (%s): %s owns none of its pits, so has no move unless pits change hands", name, board.PlayerNames[1-pl], rowList(b, pits[pl]), name)
			if slices.ContainsFunc(pits[1-pl], func(x int) bool { return int(b.SideOf[x]) == pl }) {
				c.diags.Suggest("the tracks of south and north seem given the other way round")
			} else {
				c.diags.Suggest("a player's track goes round the rows of their side (%s's: %s)", name, rowNames(b.SideRows[pl]))
			}
		}
	}
}

// rowList names the rows the pits lie in.
func rowList(b *board.Board, pits []int) string {
	var rows []int
	for _, x := range pits {
		if r := b.Row(x); !slices.Contains(rows, r) {
			rows = append(rows, r)
		}
	}
	slices.Sort(rows)
	return "row " + rowNames(rows)
}

func rowNames(rows []int) string {
	var names []string
	for _, r := range rows {
		names = append(names, board.RowName(r))
	}
	return strings.Join(names, ", ")
}

// movelessPhases warns about a phase in which no move rule can apply:
// every rule is for other phases, or its when or from is always false.
// The player to move there never has a move.
func (c *checker) movelessPhases(sv *syntax.Variant) {
	if len(c.v.Moves) == 0 {
		return // reported by the reader
	}
	for i, ph := range c.v.Phases {
		applies := false
		for _, m := range c.v.Moves {
			if (len(m.Phases) == 0 || slices.Contains(m.Phases, i)) && !isFalse(m.When) && !isFalse(m.From) {
				applies = true
				break
			}
		}
		if applies {
			continue
		}
		if i >= len(sv.Phases) { // the one phase of a variant without phases
			c.diags.Warnf(c.v.Moves[0].Pos, "degenerate", "no move rule can apply: the when or from of each is always false, so no player ever has a move")
			continue
		}
		c.diags.Warnf(sv.Phases[i].Name.Pos, "degenerate", "no move rule can apply in phase %s (none lists it in its phase, or its when or from is always false), so the player to move there has no move", ph.Name)
		c.diags.Suggest("list %s in the phase of a move rule, or give a move rule without phase", ph.Name)
	}
}

// neverKeeps warns about a filter whose keep is always false: it never
// keeps a move.
func (c *checker) neverKeeps(f *syntax.Filter) {
	if f.Keep == nil || !isFalse(f.Keep.Expr) {
		return
	}
	if f.Strict {
		c.diags.Warnf(f.Keep.Pos, "degenerate", "filter %s never keeps a move: its keep is always false, and strict, so no move is legal whenever its when holds", ruleName(f.ID.Value))
		c.diags.Suggest("keep is a condition on the position a move leads to, such as opponent.side.seeds > 0")
		return
	}
	c.diags.Warnf(f.Keep.Pos, "degenerate", "filter %s never keeps a move: its keep is always false, so it never narrows the moves (when no move passes, all stay)", ruleName(f.ID.Value))
	c.diags.Suggest("keep is a condition on the position a move leads to, such as opponent.side.seeds > 0")
}
