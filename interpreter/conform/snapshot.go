package conform

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Snapshot is a position in the terms of the records: the seeds of
// every pit of the grid, the seeds each player holds off the board
// (stores), the player to move, the pits reserved (owned by a player
// whose side they are not on, or marked reserved), the legal moves in
// the notation of the records and, once the game is over, the result.
type Snapshot struct {
	Ply      int               `json:"ply"`
	Pits     Pits              `json:"pits"`
	Stores   map[string]int    `json:"stores"`
	ToMove   string            `json:"to_move"`
	Reserved map[string]string `json:"reserved"`
	// Legal is nil when the record does not list the legal moves.
	Legal  []string `json:"legal"`
	Result *Result  `json:"result,omitempty"`
}

// Result is the end of a game: the winner (nil for none), the reason
// and, where the scoring ran, the scores.
type Result struct {
	Winner *string        `json:"winner"`
	Reason string         `json:"reason"`
	Scores map[string]int `json:"scores"`
	// Rule is the ID of the description's end rule that ended the game
	// (ours only).
	Rule string `json:"rule,omitempty"`
}

// Pits are the seeds of each pit by name. They are written in board
// order (a1, a2, …, a10, b1, …).
type Pits map[string]int

// MarshalJSON writes the pits in board order.
func (p Pits) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, name := range sortedPits(p) {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", name, p[name])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// sortedPits returns the names of the pits in board order: row letter,
// then column number.
func sortedPits[V any](m map[string]V) []string {
	names := slices.Collect(maps.Keys(m))
	slices.SortFunc(names, func(a, b string) int {
		if a[0] != b[0] {
			return int(a[0]) - int(b[0])
		}
		x, _ := strconv.Atoi(a[1:])
		y, _ := strconv.Atoi(b[1:])
		if x != y {
			return x - y
		}
		return bytes.Compare([]byte(a), []byte(b))
	})
	return names
}

// offBoard is how many seeds player pl holds off the board in state s:
// bank, reserve (the hand of seeds still to be brought in) and store
// pit. This is what a record's stores count, whether the recording
// system keeps them in a store pit, a hand or a list of captures.
func (e *env) offBoard(s *interpreter.State, pl int) int {
	n := int(s.Bank[pl] + s.Reserve[pl])
	if st := e.board.Stores[pl]; st >= 0 {
		n += int(s.Pits[st])
	}
	return n
}

// snapshot returns our position and result in the terms of the records,
// with its legal moves if withLegal.
func (e *env) snapshot(mt *interpreter.Match, withLegal bool) *Snapshot {
	s := mt.State()
	r := mt.Result()
	pos := e.g.Position(s, r)
	snap := &Snapshot{
		Ply:      int(s.Ply),
		Pits:     Pits{},
		Stores:   map[string]int{},
		ToMove:   pos.ToMove,
		Reserved: pos.Reserved,
	}
	if withLegal {
		snap.Legal = e.legalNames(mt)
	}
	for i := range e.board.Grid() {
		snap.Pits[e.board.Names[i]] = int(s.Pits[i])
	}
	for pl, name := range board.PlayerNames {
		snap.Stores[name] = e.offBoard(s, pl)
	}
	if r.Over {
		snap.Result = ourResult(r)
	}
	return snap
}

func ourResult(r interpreter.Result) *Result {
	res := &Result{Reason: r.Reason, Rule: r.Rule}
	if w := r.WinnerName(); w != "" {
		res.Winner = &w
	}
	if r.Scored {
		res.Scores = map[string]int{"south": int(r.Score[0]), "north": int(r.Score[1])}
	}
	return res
}

// legalNames are the names of our legal moves in the records' notation.
func (e *env) legalNames(mt *interpreter.Match) []string {
	legal, err := mt.Legal()
	names := []string{}
	if err != nil {
		return names
	}
	for _, mv := range legal {
		names = append(names, e.notation(e.g.MoveName(mv)))
	}
	return names
}

// state builds our state for recorded position snap, to play ply
// snap.Ply+1 from it. What the record does not hold is taken from ctx,
// our own position at that ply: the phase (and turns played in it), the
// round, the values, and the marks of each pit whose owner the two agree
// on. The seeds each player holds
// off the board are split between bank, reserve and store pit as in
// ctx; when the record's total differs from ctx's, the difference goes
// to the store pit (or, on a board without stores, to the bank).
func (e *env) state(snap *Snapshot, ctx *interpreter.State) (*interpreter.State, error) {
	pos := &interpreter.Position{
		Ply:      snap.Ply,
		ToMove:   snap.ToMove,
		Pits:     map[string]int{},
		Reserved: snap.Reserved,
		Bank:     map[string]int{},
		Reserve:  map[string]int{},
	}
	maps.Copy(pos.Pits, snap.Pits)
	for pl, name := range board.PlayerNames {
		parts := [3]int{int(ctx.Bank[pl]), int(ctx.Reserve[pl]), 0} // bank, reserve, store pit
		st := e.board.Stores[pl]
		if st >= 0 {
			parts[2] = int(ctx.Pits[st])
		}
		target := 0
		if st >= 0 {
			target = 2
		}
		parts[target] += snap.Stores[name] - (parts[0] + parts[1] + parts[2])
		for i := 0; parts[target] < 0 && i < 3; i++ {
			if i != target {
				take := min(parts[i], -parts[target])
				parts[i] -= take
				parts[target] += take
			}
		}
		pos.Bank[name], pos.Reserve[name] = parts[0], parts[1]
		if st >= 0 {
			pos.Pits[board.StoreNames[pl]] = parts[2]
		}
	}
	s, err := e.g.State(pos)
	if err != nil {
		return nil, err
	}
	s.Phase, s.Round, s.PhaseTurns = ctx.Phase, ctx.Round, ctx.PhaseTurns
	copy(s.Values, ctx.Values)
	// the record's reserved map alone says which pits bear the mark
	// reserved; other marks come from ctx
	keep := ^uint8(0)
	if i := slices.Index(e.g.Program().Variant().Marks, "reserved"); i >= 0 {
		keep &^= 1 << i
	}
	for i := range s.Marks {
		if s.Owner[i] == ctx.Owner[i] {
			s.Marks[i] |= ctx.Marks[i] & keep
		}
	}
	return s, nil
}
