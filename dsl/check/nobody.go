package check

import (
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// nobodyMoves warns about a board whose every pit belongs to nobody
// (sides: none) when no move rule reads pits whoever owns them (pits:
// any) and no action gives a player a pit (own): no player could ever
// move.
func (c *checker) nobodyMoves(sb *syntax.Board) {
	b := c.v.Board
	if b == nil || sb == nil || len(b.Side[0]) > 0 || len(b.Side[1]) > 0 {
		return
	}
	for _, m := range c.v.Moves {
		if m.AnyPit && !m.Pass {
			return
		}
	}
	owns := func(as []*expr.Action) bool {
		for _, a := range as {
			if a.Name == "own" {
				return true
			}
		}
		return false
	}
	for _, rs := range [][]Rule{c.v.OnDrop, c.v.LapEnd, c.v.AfterMove} {
		for _, r := range rs {
			if owns(r.Do) {
				return
			}
		}
	}
	for _, m := range c.v.Moves {
		if owns(m.Before) || owns(m.Do) {
			return
		}
	}
	pos := sb.NoSides
	if !pos.IsValid() {
		pos = sb.Pos
	}
	c.diags.Warnf(pos, "degenerate", "every pit belongs to nobody, and no move rule reads pits whoever owns them: no player can ever move")
	c.diags.Suggest("write pits: any in the move rules, such as pits: any with from: pit.count > 0")
}
