package sim

import (
	"fmt"
)

// Row is one metric across rule sets. Significant[i] says whether column
// i differs from the first column at the 5% level (a two-proportion z
// test for shares, Welch's test for means).
type Row struct {
	Metric      string    `json:"metric"`
	Values      []float64 `json:"values"`
	Text        []string  `json:"text"`
	Significant []bool    `json:"significant"`
}

type metric struct {
	name string
	rate func(*Report) Rate
	dist func(*Report) Dist
	val  func(*Report) float64
}

var metrics = []metric{
	{name: "south wins", rate: func(r *Report) Rate { return r.SouthWins }},
	{name: "north wins", rate: func(r *Report) Rate { return r.NorthWins }},
	{name: "draws", rate: func(r *Report) Rate { return r.Draws }},
	{name: "move-limit cut-offs", rate: func(r *Report) Rate { return r.MoveLimit }},
	{name: "first player wins (decisive games)", rate: func(r *Report) Rate { return r.FirstPlayer }},
	{name: "fairness p (binomial)", val: func(r *Report) float64 { return r.Fairness }},
	{name: "turns per game", dist: func(r *Report) Dist { return r.Turns }},
	{name: "laps per turn", dist: func(r *Report) Dist { return r.LapsPerTurn }},
	{name: "seeds sown per turn", dist: func(r *Report) Dist { return r.SownPerTurn }},
	{name: "legal moves per turn", val: func(r *Report) float64 { return r.Branching.Mean }},
	{name: "turns with a choice", val: func(r *Report) float64 { return r.Branching.Choice }},
	{name: "captures per game", dist: func(r *Report) Dist { return r.Captures }},
	{name: "lead changes per game", dist: func(r *Report) Dist { return r.LeadChanges }},
	{name: "decided at (share of game)", dist: func(r *Report) Dist { return r.Decisive }},
	{name: "repetition", rate: func(r *Report) Rate { return r.Repetition }},
	{name: "drama", dist: func(r *Report) Dist { return r.Drama }},
	{name: "stability", dist: func(r *Report) Dist { return r.Stability }},
}

// Table lays the reports side by side, a row per metric.
func Table(cols []*Report) []Row {
	var rows []Row
	ms := metrics
	if len(cols) > 0 && cols[0].PlayerOrder != nil {
		// a game of more than two players: a row for each player's wins
		// in place of South's and North's
		ms = nil
		for _, who := range cols[0].PlayerOrder {
			ms = append(ms, metric{name: who + " wins", rate: func(r *Report) Rate { return r.PlayerWins[who] }})
		}
		ms = append(ms, metrics[2:]...)
	}
	for _, m := range ms {
		row := Row{Metric: m.name}
		for i, r := range cols {
			var v float64
			var text string
			sig := false
			switch {
			case m.rate != nil:
				x := m.rate(r)
				v, text = x.Share, fmt.Sprintf("%.1f%% (%.1f–%.1f)", 100*x.Share, 100*x.Low, 100*x.High)
				if i > 0 {
					y := m.rate(cols[0])
					sig = twoProportions(x.Count, x.N, y.Count, y.N) < 0.05
				}
			case m.dist != nil:
				x := m.dist(r)
				v, text = x.Mean, fmt.Sprintf("%.2f ± %.2f", x.Mean, x.SD)
				if x.N == 0 {
					text = "–"
				}
				if i > 0 {
					sig = welch(x, m.dist(cols[0])) < 0.05
				}
			default:
				v = m.val(r)
				text = fmt.Sprintf("%.3g", v)
			}
			row.Values = append(row.Values, v)
			row.Text = append(row.Text, text)
			row.Significant = append(row.Significant, sig)
		}
		rows = append(rows, row)
	}
	return rows
}
