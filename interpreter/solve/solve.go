// Package solve finds the exact value of a game's start position under
// perfect play by both players: who wins, and for a game that scores,
// by how much (South's score less North's). It searches every line to
// the end the description gives it, so it suits small boards with few
// seeds. Two methods are given, so that each checks the other: Search,
// a memoised alpha-beta search, and Retrograde, which lists every
// reachable position and values them from the ends of the game back.
package solve

import (
	"errors"
	"fmt"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// DefaultMaxPositions is the default bound on the positions a solver
// keeps (see Config.MaxPositions).
const DefaultMaxPositions = 10_000_000

// Config sets up a solver.
type Config struct {
	// MaxPositions bounds the positions kept in the table (Search) or
	// listed (Retrograde); 0 means DefaultMaxPositions. Past it the
	// solver stops with an error wrapping ErrTooManyPositions.
	MaxPositions int
	// Depth, when positive, searches only this many plies from the
	// start (an extra turn counts as a ply); the value is then known
	// only between two bounds unless every line ends sooner. Search
	// only.
	Depth int
	// Progress, when set, is called every so often with the work done.
	Progress func(Progress)
	// Checkpoint, when set, saves the table of a search to a file as it
	// goes, or resumes from one (Search only).
	Checkpoint *Checkpoint
}

// Progress is the work a solver has done so far.
type Progress struct {
	Nodes     int64 // positions visited (Search: with repeats)
	Positions int   // positions kept
}

// ErrTooManyPositions is wrapped by the error of a solver that met more
// positions than Config.MaxPositions.
var ErrTooManyPositions = errors.New("too many positions")

// Value is the value of a position under perfect play.
type Value struct {
	// Winner is the winner (interpreter.NoPlayer for a draw, or a game
	// without a winner).
	Winner interpreter.Player
	// Scored: the game scores, and Margin is South's final score less
	// North's.
	Scored bool
	Margin int32
}

// String says the value for people: "south wins by 2", "draw",
// "north wins" (a game without scores).
func (v Value) String() string {
	var s string
	switch v.Winner {
	case interpreter.South, interpreter.North:
		s = v.Winner.String() + " wins"
	default:
		s = "draw"
		if v.Scored && v.Margin != 0 {
			return fmt.Sprintf("no winner, margin %+d", v.Margin)
		}
	}
	if v.Scored && v.Margin != 0 {
		m := v.Margin
		if m < 0 {
			m = -m
		}
		s += fmt.Sprintf(" by %d", m)
	}
	return s
}

// Result is what a solver found.
type Result struct {
	// Exact: the value is known; else it lies between Low and High
	// (only with Config.Depth).
	Exact     bool
	Value     Value
	Low, High Value
	// Best are the first moves that keep the value, in the order Legal
	// gives them (exact values only); Moves holds all of them.
	Best  []interpreter.Move
	Moves []interpreter.Move
	// Positions is the number of positions kept, Nodes those visited.
	Positions int
	Nodes     int64
	// Resumed is the number of positions read from a checkpoint.
	Resumed int
	// Method is the method used: "alpha-beta" or "retrograde".
	Method string
	// PlyKeyed: a position was told apart by the number of moves made
	// too, because a rule reads ply or the move limit can end a line.
	// HistoryKeyed: by the positions since the last capture too,
	// because a rule counts repetitions.
	PlyKeyed, HistoryKeyed bool
}

// Check says why g cannot be solved, or nil: the solvers play two
// players without chance.
func Check(g *interpreter.Game) error {
	p := g.Program()
	if at := g.Draws(); at != "" {
		return fmt.Errorf("%s cannot be solved: its moves draw lots (draw at %s), and the solver values no chance", p.Name(), at)
	}
	if n := p.Players(); n != 2 {
		return fmt.Errorf("%s cannot be solved: it has %d players, and the solver values games of two (South against North)", p.Name(), n)
	}
	return nil
}
