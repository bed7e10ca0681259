package sim

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// Row is one metric across rule sets. Every column after the first is
// tested against the first (see TableOf): P is the test's p-value, PHolm
// that p-value adjusted by Holm's method over every test of the table,
// Significant whether PHolm is below 0.05, and Effect the difference from
// the first column with its 95% confidence interval. The tests' entries
// are null for the first column and for a metric without a test.
type Row struct {
	Metric      string    `json:"metric"`
	Values      []float64 `json:"values"`
	Text        []string  `json:"text"`
	Significant []bool    `json:"significant"`
	// Test names the test: "McNemar exact, paired", "paired t" (games
	// paired by index), "two-proportion z" or "Welch t" (unpaired).
	Test   string     `json:"test,omitempty"`
	P      []*float64 `json:"p,omitempty"`
	PHolm  []*float64 `json:"p_holm,omitempty"`
	Effect []*Effect  `json:"effect,omitempty"`
}

// Effect is a column's difference from the first: of the shares for a
// rate (in points of share, 0..1), of the means for a measure; with its
// 95% confidence interval, from Student's t over the paired differences
// (Pairs games in both with a value), or, unpaired, Welch's for means
// and the normal (Wald) interval for shares.
type Effect struct {
	Difference float64 `json:"difference"`
	Low        float64 `json:"ci95_low"`
	High       float64 `json:"ci95_high"`
	Pairs      int     `json:"pairs,omitempty"`
}

type metric struct {
	name string
	rate func(*Report) Rate
	dist func(*Report) Dist
	val  func(*Report) float64
	// game is the metric's value in one game, false when the game has
	// none (a game without a winner has no first-player win); yesNo
	// says it is 1 or 0.
	game  func(*Game) (float64, bool)
	yesNo bool
}

func yes(b bool) (float64, bool) {
	if b {
		return 1, true
	}
	return 0, true
}

func value(x float64) (float64, bool) { return x, true }

var metrics = []metric{
	{name: "south wins", rate: func(r *Report) Rate { return r.SouthWins }, yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Winner == "south") }},
	{name: "north wins", rate: func(r *Report) Rate { return r.NorthWins }, yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Winner == "north") }},
	{name: "draws", rate: func(r *Report) Rate { return r.Draws }, yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Winner == "" && g.Reason != "move-limit") }},
	{name: "move-limit cut-offs", rate: func(r *Report) Rate { return r.MoveLimit }, yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Winner == "" && g.Reason == "move-limit") }},
	{name: "first player wins (decisive games)", rate: func(r *Report) Rate { return r.FirstPlayer }, yesNo: true, game: func(g *Game) (float64, bool) {
		if g.Winner == "" {
			return 0, false
		}
		return yes(g.Winner == g.First)
	}},
	{name: "fairness p (binomial)", val: func(r *Report) float64 { return r.Fairness }},
	{name: "turns per game", dist: func(r *Report) Dist { return r.Turns }, game: func(g *Game) (float64, bool) { return value(float64(g.Turns)) }},
	{name: "laps per turn", dist: func(r *Report) Dist { return r.LapsPerTurn }, game: func(g *Game) (float64, bool) {
		return float64(g.Laps) / float64(g.Turns), g.Turns > 0
	}},
	{name: "seeds sown per turn", dist: func(r *Report) Dist { return r.SownPerTurn }, game: func(g *Game) (float64, bool) {
		return float64(g.Sown) / float64(g.Turns), g.Turns > 0
	}},
	{name: "legal moves per turn", val: func(r *Report) float64 { return r.Branching.Mean }},
	{name: "turns with a choice", val: func(r *Report) float64 { return r.Branching.Choice }},
	{name: "captures per game", dist: func(r *Report) Dist { return r.Captures }, game: func(g *Game) (float64, bool) { return value(float64(g.Captures)) }},
	{name: "lead changes per game", dist: func(r *Report) Dist { return r.LeadChanges }, game: func(g *Game) (float64, bool) { return value(float64(g.LeadChanges)) }},
	{name: "decided at (share of game)", dist: func(r *Report) Dist { return r.Decisive }, game: func(g *Game) (float64, bool) { return g.Decisive, g.Winner != "" }},
	{name: "ended by repetition", rate: func(r *Report) Rate { return r.Repetition }, yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Reason == "repetition") }},
	{name: "drama", dist: func(r *Report) Dist { return r.Drama }, game: func(g *Game) (float64, bool) {
		if g.Drama == nil {
			return 0, false
		}
		return *g.Drama, true
	}},
	{name: "stability", dist: func(r *Report) Dist { return r.Stability }, game: func(g *Game) (float64, bool) {
		if g.Stability == nil {
			return 0, false
		}
		return *g.Stability, true
	}},
}

// metricsFor is the metrics of a game of the players named in turn
// order: for more than two, a row for each player's wins in place of
// South's and North's.
func metricsFor(players []string) []metric {
	if len(players) <= 2 {
		return metrics
	}
	var ms []metric
	for _, who := range players {
		ms = append(ms, metric{name: who + " wins", rate: func(r *Report) Rate { return r.PlayerWins[who] },
			yesNo: true, game: func(g *Game) (float64, bool) { return yes(g.Winner == who) }})
	}
	return append(ms, metrics[2:]...)
}

// Legend says what the numbers of Table's text are.
const Legend = "a share's (a–b) is its Wilson 95% confidence interval; a mean's sd the standard deviation over games"

// Table lays the reports side by side, a row per metric, testing each
// column against the first as independent samples (a two-proportion z
// test for shares, Welch's t-test for means); see TableOf.
func Table(cols []*Report) []Row { return TableOf(cols, nil) }

// TableOf lays the reports side by side, a row per metric. With pairs
// (the games of the reports paired by index, as compare plays them),
// each column after the first is tested against it game by game:
// McNemar's exact test for shares, the paired t-test for means;
// without, as independent samples. The p-values of all the table's tests
// are adjusted together by Holm's method, and a cell is significant
// when its adjusted p-value is below 0.05.
func TableOf(cols []*Report, pairs *Pairs) []Row {
	var rows []Row
	ms := metrics
	if len(cols) > 0 && cols[0].PlayerOrder != nil {
		ms = metricsFor(cols[0].PlayerOrder)
	}
	type cell struct{ row, col int }
	var at []cell
	var ps []float64
	for _, m := range ms {
		row := Row{Metric: m.name}
		for _, r := range cols {
			var v float64
			var text string
			switch {
			case m.rate != nil:
				x := m.rate(r)
				v, text = x.Share, fmt.Sprintf("%.1f%% (%.1f–%.1f)", 100*x.Share, 100*x.Low, 100*x.High)
			case m.dist != nil:
				x := m.dist(r)
				v, text = x.Mean, fmt.Sprintf("%.2f (sd %.2f)", x.Mean, x.SD)
				if x.N == 0 {
					text = "–"
				}
			default:
				v = m.val(r)
				text = fmt.Sprintf("%.3g", v)
			}
			row.Values = append(row.Values, v)
			row.Text = append(row.Text, text)
			row.Significant = append(row.Significant, false)
		}
		if len(cols) > 1 && (m.rate != nil || m.dist != nil) {
			row.P, row.PHolm, row.Effect = make([]*float64, len(cols)), make([]*float64, len(cols)), make([]*Effect, len(cols))
			for i := 1; i < len(cols); i++ {
				p, e, kind, ok := testCell(m, cols[0], cols[i], pairs, i)
				if !ok {
					continue
				}
				row.Test, row.P[i], row.Effect[i] = kind, &p, e
				at, ps = append(at, cell{len(rows), i}), append(ps, p)
			}
		}
		rows = append(rows, row)
	}
	for k, q := range Holm(ps) {
		c := at[k]
		row := &rows[c.row]
		row.PHolm[c.col] = &q
		row.Significant[c.col] = q < 0.05
	}
	return rows
}

// testCell tests metric m of report b against a, the first column: paired
// when pairs are given (b is column col), else as independent samples.
func testCell(m metric, a, b *Report, pairs *Pairs, col int) (p float64, e *Effect, kind string, ok bool) {
	if pairs != nil {
		return pairs.test(m.name, col)
	}
	if m.rate != nil {
		x, y := m.rate(b), m.rate(a)
		if x.N == 0 || y.N == 0 {
			return 0, nil, "", false
		}
		d := x.Share - y.Share
		se := math.Sqrt(x.Share*(1-x.Share)/float64(x.N) + y.Share*(1-y.Share)/float64(y.N))
		return twoProportions(x.Count, x.N, y.Count, y.N), &Effect{Difference: d, Low: d - z95*se, High: d + z95*se}, "two-proportion z", true
	}
	x, y := m.dist(b), m.dist(a)
	if x.N < 2 || y.N < 2 {
		return 0, nil, "", false
	}
	_, df, p := welch(x, y)
	d := x.Mean - y.Mean
	e = &Effect{Difference: d, Low: d, High: d}
	if se := math.Sqrt(x.SD*x.SD/float64(x.N) + y.SD*y.SD/float64(y.N)); se > 0 {
		q := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.Quantile(0.975)
		e.Low, e.High = d-q*se, d+q*se
	}
	return p, e, "Welch t", true
}
