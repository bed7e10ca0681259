// Package board is the geometry a variant declares: pits named by row
// letter and column, the two players' sides with their front and back
// rows, the opposite and behind relations, and the sowing tracks.
//
// A pit is an index 0..N-1: row r (0 for row a) and column c (0-based)
// give index r*Columns + c.
package board

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Limits keep descriptions from strangers within sane sizes.
const (
	MaxRows    = 8
	MaxColumns = 64
	// MaxPlayers is the most players a game may have (a variant's
	// players list); arrays of each player's things have this length.
	MaxPlayers = 6
)

// Players, as indices.
const (
	South = 0
	North = 1
)

// PlayerNames are the players' names, by index, in a game that does not
// name its players (two players, South and North).
var PlayerNames = [2]string{"south", "north"}

// PlayerIndex returns the index of a player name of a two-player game
// that does not name its players, or -1.
func PlayerIndex(name string) int {
	for i, n := range PlayerNames {
		if n == name {
			return i
		}
	}
	return -1
}

// PlayerIndex returns the index of one of the board's players, or -1.
func (b *Board) PlayerIndex(name string) int {
	return slices.Index(b.Players, name)
}

// StoreName is the name of player pl's store: the player's name and
// "-store".
func (b *Board) StoreName(pl int) string { return b.Players[pl] + "-store" }

// Board is the geometry of a variant.
type Board struct {
	Rows, Columns int
	Names         []string // pit index → name
	// Players are the players' names in turn order (South and North
	// unless the variant names its players).
	Players []string
	// Stores are each player's store, or -1: pits after the grid
	// (indices Rows*Columns, Rows*Columns+1, … in player order), named
	// south-store and north-store (NAME-store), on no side's rows, owned
	// by their player. Entries past the last player are -1.
	Stores [MaxPlayers]int
	// Per player: the rows of the side (row indices, nearest the
	// player's edge first), the front and back rows.
	SideRows    [MaxPlayers][]int
	Front, Back [MaxPlayers]int // row index, -1 if none
	Side        [MaxPlayers][]int
	FrontPits   [MaxPlayers][]int
	BackPits    [MaxPlayers][]int
	SideOf      []int8 // pit → player whose side it is on, -1 for none
	Opposite    []int
	Behind      []int // -1 where there is no pit behind
}

// N returns the number of pits, stores included.
func (b *Board) N() int { return len(b.Names) }

// Grid returns the number of pits in rows and columns (stores excluded).
func (b *Board) Grid() int { return b.Rows * b.Columns }

// IsStore reports whether pit p is a store.
func (b *Board) IsStore(p int) bool { return p >= b.Grid() }

// StoreNames are the names of the two stores of a game that does not
// name its players.
var StoreNames = [2]string{"south-store", "north-store"}

// RowName returns the letter of row r (0-based).
func RowName(r int) string { return string(rune('a' + r)) }

// RowIndex returns the row index of a row letter, or -1.
func (b *Board) RowIndex(name string) int {
	if len(name) != 1 {
		return -1
	}
	r := int(name[0] - 'a')
	if r < 0 || r >= b.Rows {
		return -1
	}
	return r
}

// PitIndex returns the index of a pit name such as "a3" or
// "south-store", or -1.
func (b *Board) PitIndex(name string) int {
	for pl := range b.Players {
		if b.Stores[pl] >= 0 && name == b.StoreName(pl) {
			return b.Stores[pl]
		}
	}
	if len(name) < 2 {
		return -1
	}
	r := b.RowIndex(name[:1])
	c, err := strconv.Atoi(name[1:])
	if r < 0 || err != nil || c < 1 || c > b.Columns || name[1] == '0' || name[1] == '+' {
		return -1
	}
	return r*b.Columns + c - 1
}

// Row and Column of a pit, 0-based.
func (b *Board) Row(p int) int    { return p / b.Columns }
func (b *Board) Column(p int) int { return p % b.Columns }

// SideSpec declares a player's rows and front row, and single pits of
// other rows that are the player's too.
type SideSpec struct {
	Rows  []int  // row indices
	Front int    // row index, -1 to take the row nearest the centre
	Pits  string // more pits of the side: names and ranges, as a track is written
}

// PitsError is an error in the pits of a player's side.
type PitsError struct {
	Player int
	Err    error
}

func (e *PitsError) Error() string { return e.Err.Error() }

// New builds a board for the players named (nil: South and North).
// sides, one per player, may be nil for the default of two players: on
// an even number of rows, South has the lower half and North the upper
// half; the front row of each is the one nearest the centre. With
// stores, each player also has a store. The first player's rows are
// counted from the board's lower edge, every other player's from the
// upper edge (nearest the player's edge first).
func New(rows, cols int, players []string, sides []SideSpec, stores bool) (*Board, error) {
	if players == nil {
		players = PlayerNames[:]
	}
	np := len(players)
	if np < 2 || np > MaxPlayers {
		return nil, fmt.Errorf("a game has 2 to %d players, not %d", MaxPlayers, np)
	}
	if sides != nil && len(sides) != np {
		return nil, fmt.Errorf("%d sides given for %d players", len(sides), np)
	}
	if rows < 1 || rows > MaxRows {
		return nil, fmt.Errorf("a board has 1 to %d rows, not %d", MaxRows, rows)
	}
	if cols < 1 || cols > MaxColumns {
		return nil, fmt.Errorf("a board has 1 to %d columns, not %d", MaxColumns, cols)
	}
	b := &Board{Rows: rows, Columns: cols, Players: slices.Clone(players)}
	for pl := range b.Stores {
		b.Stores[pl] = -1
	}
	n := rows * cols
	b.Names = make([]string, n)
	for p := range n {
		b.Names[p] = RowName(p/cols) + strconv.Itoa(p%cols+1)
	}
	if stores {
		for pl := range np {
			b.Stores[pl] = n + pl
			b.Names = append(b.Names, b.StoreName(pl))
		}
	}
	sp := make([]SideSpec, np)
	if sides != nil {
		copy(sp, sides)
	} else {
		if np != 2 {
			return nil, fmt.Errorf("a game of %d players needs its sides given", np)
		}
		if rows%2 != 0 {
			return nil, fmt.Errorf("a board of %d rows needs its sides given", rows)
		}
		for r := 0; r < rows/2; r++ {
			sp[South].Rows = append(sp[South].Rows, r)
			sp[North].Rows = append(sp[North].Rows, rows-1-r)
		}
		sp[South].Front, sp[North].Front = -1, -1
	}
	b.SideOf = make([]int8, len(b.Names))
	for p := range b.SideOf {
		b.SideOf[p] = -1
	}
	if stores {
		for pl := range np {
			b.SideOf[n+pl] = int8(pl)
		}
	}
	for pl := range MaxPlayers {
		b.Front[pl], b.Back[pl] = -1, -1
	}
	for pl := range np {
		rs := append([]int(nil), sp[pl].Rows...)
		// nearest the player's own edge first
		sortRows(rs, pl != South)
		b.SideRows[pl] = rs
		b.Front[pl], b.Back[pl] = -1, -1
		if len(rs) > 0 {
			front := sp[pl].Front
			if front < 0 {
				front = rs[len(rs)-1]
			}
			b.Front[pl] = front
			if len(rs) > 1 {
				back := rs[0]
				if back == front {
					back = rs[len(rs)-1]
				}
				b.Back[pl] = back
			}
		}
		for _, r := range rs {
			for c := range cols {
				p := r*cols + c
				if b.SideOf[p] >= 0 {
					return nil, fmt.Errorf("row %s is given to both %s and %s", RowName(r), players[b.SideOf[p]], players[pl])
				}
				b.SideOf[p] = int8(pl)
				b.Side[pl] = append(b.Side[pl], p)
				if r == b.Front[pl] {
					b.FrontPits[pl] = append(b.FrontPits[pl], p)
				}
				if r == b.Back[pl] {
					b.BackPits[pl] = append(b.BackPits[pl], p)
				}
			}
		}
	}
	for pl := range np {
		if sp[pl].Pits == "" {
			continue
		}
		pits, err := b.ParseTrack(sp[pl].Pits)
		if err != nil {
			return nil, &PitsError{pl, err}
		}
		for _, p := range pits {
			switch {
			case b.IsStore(p):
				return nil, &PitsError{pl, fmt.Errorf("%s is a store, not a pit of a row", b.Names[p])}
			case b.SideOf[p] >= 0:
				return nil, &PitsError{pl, fmt.Errorf("%s is already %s's", b.Names[p], players[b.SideOf[p]])}
			}
			b.SideOf[p] = int8(pl)
			b.Side[pl] = append(b.Side[pl], p)
		}
		slices.Sort(b.Side[pl])
	}
	b.Opposite = make([]int, len(b.Names))
	b.Behind = make([]int, len(b.Names))
	for p := n; p < len(b.Names); p++ {
		b.Opposite[p], b.Behind[p] = -1, -1
	}
	for p := range n {
		r, c := p/cols, p%cols
		b.Opposite[p] = (rows-1-r)*cols + c
		b.Behind[p] = -1
		if pl := b.SideOf[p]; pl >= 0 {
			// one row further from the centre, on the same side
			var rr int
			if pl != South {
				rr = r + 1
			} else {
				rr = r - 1
			}
			if rr >= 0 && rr < rows && b.SideOf[rr*cols+c] == pl {
				b.Behind[p] = rr*cols + c
			}
		}
	}
	return b, nil
}

func sortRows(rs []int, descending bool) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && (rs[j] < rs[j-1]) != descending; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// Loop returns the counterclockwise cycle through the given rows, which
// must be one row or two adjacent rows: the lower row left to right, then
// the upper row right to left.
func (b *Board) Loop(rows []int) ([]int, error) {
	rs := append([]int(nil), rows...)
	sortRows(rs, false)
	switch {
	case len(rs) == 1:
		var t []int
		for c := range b.Columns {
			t = append(t, rs[0]*b.Columns+c)
		}
		return t, nil
	case len(rs) == 2 && rs[1] == rs[0]+1:
		var t []int
		for c := range b.Columns {
			t = append(t, rs[0]*b.Columns+c)
		}
		for c := b.Columns - 1; c >= 0; c-- {
			t = append(t, rs[1]*b.Columns+c)
		}
		return t, nil
	}
	return nil, fmt.Errorf("a generated track goes round one row or two adjacent rows; give this track explicitly")
}

// ParseTrack reads an explicit track such as "a1..a6 b6..b1": pit names
// and ranges along a row or a column, separated by spaces or commas.
func (b *Board) ParseTrack(text string) ([]int, error) {
	var t []int
	seen := map[int]bool{}
	for _, tok := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' }) {
		if p := b.PitIndex(tok); p >= 0 && b.IsStore(p) {
			if seen[p] {
				return nil, fmt.Errorf("%s is on the track twice", tok)
			}
			seen[p] = true
			t = append(t, p)
			continue
		}
		from, to, isRange := strings.Cut(tok, "..")
		p := b.PitIndex(from)
		if p < 0 {
			return nil, fmt.Errorf("no pit %q on this board", from)
		}
		q := p
		if isRange {
			q = b.PitIndex(to)
			if q < 0 {
				return nil, fmt.Errorf("no pit %q on this board", to)
			}
		}
		dr, dc := cmpSign(b.Row(q)-b.Row(p)), cmpSign(b.Column(q)-b.Column(p))
		if dr != 0 && dc != 0 {
			return nil, fmt.Errorf("range %s runs neither along a row nor along a column", tok)
		}
		for x := p; ; x += dr*b.Columns + dc {
			if seen[x] {
				return nil, fmt.Errorf("pit %s is on the track twice", b.Names[x])
			}
			seen[x] = true
			t = append(t, x)
			if x == q {
				break
			}
		}
	}
	if len(t) == 0 {
		return nil, fmt.Errorf("the track is empty")
	}
	return t, nil
}

// Reverse returns the cycle t run the other way: the counterclockwise
// loop a1 … a8, b8 … b1 becomes the clockwise b1 … b8, a8 … a1.
func Reverse(t []int) []int {
	out := make([]int, len(t))
	for i := range t {
		out[i] = t[len(t)-1-i]
	}
	return out
}

// WithStores inserts each player's store in a generated track where the
// track leaves that player's side. It fails for a track that never goes
// from one side to the other.
func (b *Board) WithStores(t []int) ([]int, error) {
	if b.Stores[South] < 0 {
		return t, nil
	}
	var out []int
	inserted := 0
	for i, p := range t {
		out = append(out, p)
		side, next := b.SideOf[p], b.SideOf[t[(i+1)%len(t)]]
		if side >= 0 && next != side {
			out = append(out, b.Stores[side])
			inserted++
		}
	}
	if inserted != len(b.Players) {
		var names []string
		for pl := range b.Players {
			names = append(names, b.StoreName(pl))
		}
		return nil, fmt.Errorf("stores go where a track passes from one side to the other; this track does not do so once for each player: give it explicitly, naming %s", strings.Join(names, " and "))
	}
	return out, nil
}

// cmpSign is -1, 0 or 1 as x is negative, zero or positive.
func cmpSign(x int) int { return cmp.Compare(x, 0) }
