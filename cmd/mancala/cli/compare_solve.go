package cli

import (
	"errors"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
	"github.com/mancala-toolkit/mancala/interpreter/solve"
)

// solveCell is compare --solve's exact value of one rule set: the solver's
// answer, or why there is none.
type solveCell struct {
	Solved *solveOut `json:"solved,omitempty"`
	Error  string    `json:"error,omitempty"`
}

// solveAll solves every rule set's game within max positions.
func solveAll(games []*interpreter.Game, max int) []*solveCell {
	out := make([]*solveCell, len(games))
	for i, g := range games {
		r, err := solve.Search(g, solve.Config{MaxPositions: max})
		switch {
		case errors.Is(err, solve.ErrTooManyPositions):
			out[i] = &solveCell{Error: "not computable within --solve-max-positions"}
		case err != nil:
			out[i] = &solveCell{Error: err.Error()}
		default:
			o := solveJSON(g, r)
			out[i] = &solveCell{Solved: &o}
		}
	}
	return out
}

// solvedRow is the table's row of exact values.
func solvedRow(cells []*solveCell) sim.Row {
	row := sim.Row{Metric: "exact value (perfect play)", Text: make([]string, len(cells)), Significant: make([]bool, len(cells))}
	for i, c := range cells {
		switch {
		case c.Solved != nil:
			row.Text[i] = c.Solved.Result
		case c.Error == "not computable within --solve-max-positions":
			row.Text[i] = "too large"
		default:
			row.Text[i] = "not solvable"
		}
	}
	return row
}
