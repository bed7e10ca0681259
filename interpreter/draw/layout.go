// Package draw makes pictures of positions for papers and web pages: the
// pits as holes with their counts, pit names on the edges, stores, pits
// that changed hands or bear marks ringed in their owner's colour, and
// the path of the last move. It writes SVG, and PNG.
package draw

import (
	"fmt"

	"mancala/dsl/board"
	"mancala/interpreter"
)

// Picture is what to draw.
type Picture struct {
	Game  *interpreter.Game
	State *interpreter.State
	// Path is the pits the last move passed, lap after lap, in order;
	// nil for none.
	Path  []int32
	Title string
}

// Geometry in pixels.
const (
	cell   = 56 // distance between pit centres
	radius = 22
	margin = 40
)

type layout struct {
	w, h   int
	cx, cy []float64 // pit centres
	labels []label
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
	l.w = int(left) + b.Columns*cell + margin
	if b.Stores[0] >= 0 {
		l.w += cell
	}
	top := float64(margin + 24)
	l.h = int(top) + b.Rows*cell + margin + 28
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
	return l
}

// owned reports whether pit x is owned by the player whose side it is
// not on, or bears a mark.
func (p *Picture) special(x int) bool {
	b := p.Game.Program().Board()
	return p.State.Owner[x] != b.SideOf[x] || p.State.Marks[x] != 0
}

var playerColour = [2]string{"#1f5fa8", "#b8322a"}

func (p *Picture) caption() string {
	s := p.State
	c := fmt.Sprintf("ply %d · %s to move · bank south %d, north %d", s.Ply, board.PlayerNames[s.ToMove], s.Bank[0], s.Bank[1])
	if s.Reserve != [2]int32{} {
		c += fmt.Sprintf(" · reserve south %d, north %d", s.Reserve[0], s.Reserve[1])
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
