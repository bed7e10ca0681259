// Package draw makes pictures of positions for papers and web pages: the
// pits as holes with their counts, pit names on the edges, stores, pits
// that changed hands or bear marks ringed in their owner's colour, and
// the path of the last move, lap by lap, numbered, with arrowheads. It
// draws once, on a gonum/plot vector canvas, and writes that as SVG or as
// an anti-aliased PNG, with the Liberation Sans font.
package draw

import (
	"fmt"
	"math"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Picture is what to draw.
type Picture struct {
	Game  *interpreter.Game
	State *interpreter.State
	// Laps are the pits the last move passed, lap by lap (see Laps);
	// nil for none.
	Laps [][]int32
	// Path is the pits the last move passed as one lap, for a caller
	// that has no laps (Laps wins when both are given).
	Path  []int32
	Title string
	// Scale multiplies the PNG's pixels (default 1: a pit 44 pixels
	// across); an SVG scales by itself.
	Scale float64
}

// laps are the laps to draw.
func (p *Picture) laps() [][]int32 {
	if len(p.Laps) > 0 {
		return p.Laps
	}
	if len(p.Path) > 1 {
		return [][]int32{p.Path}
	}
	return nil
}

// Geometry in pixels.
const (
	cell   = 56 // distance between pit centres
	radius = 22
	margin = 40
)

type layout struct {
	w, h    int
	cx, cy  []float64 // pit centres
	labels  []label
	board   [4]float64 // the board's rectangle: left, top, right, bottom
	caption []string   // the lines under the board
}

type label struct {
	x, y float64
	text string
}

func (p *Picture) layout() layout {
	b := p.Game.Program().Board()
	var l layout
	left := float64(margin)
	if b.Stores[0] >= 0 {
		left += cell // room for North's store on the left
	}
	boardW := int(left) + b.Columns*cell + margin
	if b.Stores[0] >= 0 {
		boardW += cell
	}
	top := float64(margin + 24)
	l.cx = make([]float64, b.N())
	l.cy = make([]float64, b.N())
	for x := 0; x < b.Grid(); x++ {
		r, c := b.Row(x), b.Column(x)
		l.cx[x] = left + float64(c)*cell + cell/2
		l.cy[x] = top + float64(b.Rows-1-r)*cell + cell/2
	}
	mid := top + float64(b.Rows)*cell/2
	if s := b.Stores[board.North]; s >= 0 {
		l.cx[s], l.cy[s] = left-cell/2, mid
	}
	if s := b.Stores[board.South]; s >= 0 {
		l.cx[s], l.cy[s] = left+float64(b.Columns)*cell+cell/2, mid
	}
	for c := 0; c < b.Columns; c++ {
		x := left + float64(c)*cell + cell/2
		l.labels = append(l.labels, label{x, top - 8, fmt.Sprint(c + 1)}, label{x, top + float64(b.Rows)*cell + 16, fmt.Sprint(c + 1)})
	}
	for r := 0; r < b.Rows; r++ {
		l.labels = append(l.labels, label{left - 14, top + float64(b.Rows-1-r)*cell + cell/2 + 4, board.RowName(r)})
		if b.Stores[0] >= 0 {
			l.labels[len(l.labels)-1].x = left // between North's store and column 1
		}
	}
	l.board = [4]float64{margin / 2, margin/2 + 20, float64(boardW - margin/2), top + float64(b.Rows)*cell + 24}
	// the canvas fits the board, the title and the caption: the caption
	// is cut into lines at its separators where it is wider than the
	// board, and the board is centred in a canvas widened for the title
	l.caption = wrap(p.caption(), float64(boardW-margin), captionSize)
	l.w = boardW
	widest := textWidth(p.Title, titleSize, true)
	for _, line := range l.caption {
		widest = max(widest, textWidth(line, captionSize, false))
	}
	if need := int(math.Ceil(widest)) + margin; need > l.w {
		shift := float64(need-l.w) / 2
		for i := range l.cx {
			l.cx[i] += shift
		}
		for i := range l.labels {
			l.labels[i].x += shift
		}
		l.board[0] += shift
		l.board[2] += shift
		l.w = need
	}
	l.h = int(l.board[3]) + 8 + len(l.caption)*captionLine + margin/2
	return l
}

// wrap cuts a caption into lines no wider than width, at its " · "
// separators (a part wider than width stays whole).
func wrap(s string, width, size float64) []string {
	parts := strings.Split(s, " · ")
	var lines []string
	cur := ""
	for _, part := range parts {
		next := part
		if cur != "" {
			next = cur + " · " + part
		}
		if cur != "" && textWidth(next, size, false) > width {
			lines = append(lines, cur)
			next = part
		}
		cur = next
	}
	return append(lines, cur)
}

// owned reports whether pit x is owned by the player whose side it is
// not on, or bears a mark.
func (p *Picture) special(x int) bool {
	b := p.Game.Program().Board()
	return p.State.Owner[x] != interpreter.Player(b.SideOf[x]) || p.State.Marks[x] != 0
}

var playerColour = [board.MaxPlayers]string{"#1f5fa8", "#b8322a", "#2f8f3a", "#c78a00", "#7a3fa0", "#2a8f8f"}

func (p *Picture) caption() string {
	s := p.State
	g := p.Game.Program()
	perPlayer := func(n *[board.MaxPlayers]int32) string {
		var parts []string
		for pl, who := range g.PlayerNames() {
			parts = append(parts, fmt.Sprintf("%s %d", who, n[pl]))
		}
		return strings.Join(parts, ", ")
	}
	c := fmt.Sprintf("ply %d · %s to move · bank %s", s.Ply, g.PlayerName(s.ToMove), perPlayer(&s.Bank))
	if s.Reserve != [board.MaxPlayers]int32{} {
		c += " · reserve " + perPlayer(&s.Reserve)
	}
	kind := ""
	for _, k := range p.Game.KindCounts(s) { // the seeds of kinds other than the first
		if k.Kind != kind {
			kind = k.Kind
			c += " · " + kind + ":"
		} else {
			c += ","
		}
		where := k.Where
		if k.Bank {
			where += "'s bank"
		}
		c += fmt.Sprintf(" %s %d", where, k.N)
	}
	return c
}

// ownerColour is the colour of a pit's owner: its player's, or grey for
// nobody.
func ownerColour(o interpreter.Player) string {
	if o < 0 || int(o) >= len(playerColour) {
		return "#808080"
	}
	return playerColour[o]
}
