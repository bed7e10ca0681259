package sim

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// Pairs pairs the games of rule sets by index. Game i of every run of
// compare is played from the same random stream (seed, i): the same
// seats, the same players' seeds and the same lots. Pairs keeps, for
// each paired metric, the values of the first rule set's games (8 bytes
// each, about 120 bytes a game, in the order Run hands them over: index
// order) and, for every other rule set, running sums of the differences
// from them. So a comparison costs memory in proportion to the games of
// one rule set, not of all.
type Pairs struct {
	ms    []metric
	first []float64 // len(ms) values per game of the first rule set; NaN: none
	index []int32   // the games' indexes, to check the pairing
	cols  [][]pairSum
	k     []int // the next game of each column
}

// pairSum is the running sums of the differences of one metric between
// a rule set and the first: their count, mean and sum of squared
// deviations (Welford), and for a yes/no metric the discordant pairs.
type pairSum struct {
	n          int
	mean, m2   float64
	gain, loss int // yes here and no in the first; no here and yes in the first
}

// NewPairs starts pairing the games of rule sets of a variant whose
// players are names, in turn order (south and north, or the players of
// a game of more).
func NewPairs(names []string) *Pairs {
	return &Pairs{ms: pairedMetrics(metricsFor(names))}
}

func pairedMetrics(ms []metric) []metric {
	var out []metric
	for _, m := range ms {
		if m.game != nil {
			out = append(out, m)
		}
	}
	return out
}

// Add counts game gm of rule set col (0 the first), in the order Run
// hands the games over. The first rule set's games come first: col 0
// must be complete before another column's games are added.
func (p *Pairs) Add(col int, gm *Game) error {
	if col == 0 {
		for _, m := range p.ms {
			v, ok := m.game(gm)
			if !ok {
				v = math.NaN()
			}
			p.first = append(p.first, v)
		}
		p.index = append(p.index, int32(gm.Index))
		return nil
	}
	for len(p.cols) < col {
		p.cols = append(p.cols, make([]pairSum, len(p.ms)))
		p.k = append(p.k, 0)
	}
	k := p.k[col-1]
	if k >= len(p.index) || p.index[k] != int32(gm.Index) {
		return fmt.Errorf("game %d of rule set %d has no game of the same index in the first", gm.Index, col+1)
	}
	p.k[col-1]++
	sums := p.cols[col-1]
	for j, m := range p.ms {
		x0 := p.first[k*len(p.ms)+j]
		x, ok := m.game(gm)
		if !ok || math.IsNaN(x0) {
			continue
		}
		s := &sums[j]
		if m.yesNo {
			switch {
			case x > x0:
				s.gain++
			case x < x0:
				s.loss++
			}
		}
		d := x - x0
		s.n++
		delta := d - s.mean
		s.mean += delta / float64(s.n)
		s.m2 += delta * (d - s.mean)
	}
	return nil
}

// test is the paired test of metric m of column col (from 1) against
// the first: McNemar's exact test for a yes/no metric (a two-sided
// binomial test of the discordant pairs), the paired t-test otherwise;
// and the mean difference with its 95% interval from Student's t.
func (p *Pairs) test(name string, col int) (pv float64, e *Effect, kind string, ok bool) {
	j := -1
	for i, m := range p.ms {
		if m.name == name {
			j = i
		}
	}
	if j < 0 || col-1 >= len(p.cols) {
		return 0, nil, "", false
	}
	s, m := p.cols[col-1][j], p.ms[j]
	e = &Effect{Difference: s.mean, Pairs: s.n}
	if s.n == 0 {
		return math.NaN(), nil, "", false
	}
	sd := 0.0
	if s.n > 1 {
		sd = math.Sqrt(s.m2 / float64(s.n-1))
	}
	e.Low, e.High = s.mean, s.mean
	if s.n > 1 && sd > 0 {
		se := sd / math.Sqrt(float64(s.n))
		q := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: float64(s.n - 1)}.Quantile(0.975)
		e.Low, e.High = s.mean-q*se, s.mean+q*se
	}
	if m.yesNo {
		return binomialTwoSided(s.gain, s.gain+s.loss), e, "McNemar exact, paired", true
	}
	switch {
	case s.n < 2:
		return 1, e, "paired t", true
	case sd == 0 && s.mean == 0:
		return 1, e, "paired t", true
	case sd == 0:
		return 0, e, "paired t", true
	}
	t := s.mean / (sd / math.Sqrt(float64(s.n)))
	return 2 * distuv.StudentsT{Mu: 0, Sigma: 1, Nu: float64(s.n - 1)}.Survival(math.Abs(t)), e, "paired t", true
}
