package web

import (
	"github.com/mancala-toolkit/mancala/interpreter"
)

// gameView is a game as the API gives it: the position in the JSON form
// of `replay --json`, the legal moves as `moves --json` gives them, and
// the last move watched.
type gameView struct {
	ID      string            `json:"id"`
	Variant string            `json:"variant"`
	Title   string            `json:"title"`
	Ruleset string            `json:"ruleset"`
	Options map[string]string `json:"options"`
	Seats   []string          `json:"seats"`
	// Layout is the board, given when the game starts and on GET.
	Layout   *layout               `json:"layout,omitempty"`
	Position *interpreter.Position `json:"position"`
	Legal    legalMoves            `json:"legal"`
	// Moves are the moves played, as a record writes them.
	Moves []string `json:"moves"`
	// Last is the move just played, step by step (play and agent only).
	Last *watched `json:"last,omitempty"`
}

// legalMoves is what `moves --json` prints, with the pit of each move
// (for moves of a pit) to show where a click plays it.
type legalMoves struct {
	ToMove string            `json:"to_move"`
	Moves  []string          `json:"moves"`
	Pits   map[string]string `json:"pits"`
}

// layout is the board as the page draws it, from the same geometry as
// `render`: the grid of rows and columns (row a at the bottom), the pit
// names by index, the player whose side each pit is on (-1 none), the
// stores, the players and each player's sowing track.
type layout struct {
	Rows    int       `json:"rows"`
	Columns int       `json:"columns"`
	Names   []string  `json:"names"`
	SideOf  []int8    `json:"side_of"`
	Stores  []int     `json:"stores"`
	Players []string  `json:"players"`
	Tracks  [][]int32 `json:"tracks"`
	Marks   []string  `json:"marks"`
}

func layoutOf(p *interpreter.Program) *layout {
	b := p.Board()
	l := &layout{Rows: b.Rows, Columns: b.Columns, Names: b.Names, SideOf: b.SideOf, Players: p.PlayerNames(), Marks: p.Variant().Marks}
	tracks := p.Tracks()
	for pl := range l.Players {
		l.Stores = append(l.Stores, b.Stores[pl])
		l.Tracks = append(l.Tracks, tracks[pl])
	}
	if l.Marks == nil {
		l.Marks = []string{}
	}
	return l
}

// view is the game as the API gives it; with the layout if full, with
// the move just played if m is not nil.
func (g *game) view(full bool, m *watched) *gameView {
	ig, mt := g.g, g.mt
	p := ig.Program()
	v := &gameView{ID: g.id, Variant: g.variant, Title: p.Variant().Title, Ruleset: ig.Ruleset(), Options: ig.OptionValues(), Seats: g.seats,
		Position: ig.Position(mt.State(), mt.Result()), Moves: []string{}, Last: m}
	if full {
		v.Layout = layoutOf(p)
	}
	for _, mv := range mt.Moves() {
		v.Moves = append(v.Moves, ig.MoveName(mv))
	}
	v.Legal = legalMoves{ToMove: p.PlayerName(mt.State().ToMove), Moves: []string{}, Pits: map[string]string{}}
	legal, _ := mt.Legal()
	names := p.Board().Names
	for _, mv := range legal {
		name := ig.MoveName(mv)
		v.Legal.Moves = append(v.Legal.Moves, name)
		if mv.Pit >= 0 && int(mv.Pit) < len(names) && name != interpreter.PassName {
			v.Legal.Pits[name] = names[mv.Pit]
		}
	}
	return v
}
