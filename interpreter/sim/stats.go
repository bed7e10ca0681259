package sim

import (
	"encoding/json"
	"math"
	"math/big"
	"sort"

	"gonum.org/v1/gonum/stat/distuv"
)

// Rate is a share with its Wilson score 95% confidence interval. In
// JSON, wilson95_low and wilson95_high are the interval; low and high,
// the names of earlier versions, are the same numbers, kept for the
// programs that read them.
type Rate struct {
	N     int     `json:"n"`
	Count int     `json:"count"`
	Share float64 `json:"share"`
	Low   float64 `json:"low"`  // the Wilson 95% interval's lower bound
	High  float64 `json:"high"` // its upper bound
}

// MarshalJSON writes the rate with its interval under labelled names
// too (see Rate).
func (r Rate) MarshalJSON() ([]byte, error) {
	type plain Rate
	return json.Marshal(struct {
		plain
		Wilson95Low  float64 `json:"wilson95_low"`
		Wilson95High float64 `json:"wilson95_high"`
	}{plain(r), r.Low, r.High})
}

// z95 is the standard normal quantile of a two-sided 95% interval.
var z95 = distuv.UnitNormal.Quantile(0.975)

// rate is k of n with its Wilson score 95% interval (Wilson 1927;
// Newcombe 1998, method 3).
func rate(k, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	lo, hi := wilson(k, n, z95)
	return Rate{N: n, Count: k, Share: float64(k) / float64(n), Low: lo, High: hi}
}

// wilson is the Wilson score interval of k successes in n trials at the
// normal quantile z.
func wilson(k, n int, z float64) (lo, hi float64) {
	p, fn := float64(k)/float64(n), float64(n)
	d := 1 + z*z/fn
	c := (p + z*z/(2*fn)) / d
	h := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}

// Dist describes a distribution of per-game values: SD is the standard
// deviation of the values (n-1 in the denominator), a spread of games;
// MeanSE the standard error of the mean, SD/sqrt(N), the uncertainty of
// Mean.
type Dist struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	SD     float64 `json:"sd"`
	MeanSE float64 `json:"mean_standard_error"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

// sample is a multiset of values, kept as a count per distinct value, so
// that its size is the number of distinct values, not of values: exact
// and small for the per-game measures here (counts of turns, plies or
// captures), which take few distinct values however many games are
// played. Its Dist adds the values in ascending order, as sorting them
// all would.
//
// Ratios of such counts (laps or seeds per turn, the share of the game
// before the decisive lead) and the evaluations behind drama and
// stability take ever more distinct values in long games (some 15,000
// seeds-per-turn values in 20,000 games of 190 turns). Past maxDistinct
// distinct values a sample becomes coarse (see coarse), and its size
// stays bounded however many games are played.
type sample struct {
	counts map[float64]int64
	nan    int64 // NaNs sort first
	n      int64
	c      *coarse // nil until the sample has more than maxDistinct values
}

// maxDistinct is the most distinct values a sample keeps exactly.
const maxDistinct = 4096

// coarse is what a sample keeps past maxDistinct distinct values: the
// exact sums of the values and of their squares (so the mean and the
// standard deviation are the exactly rounded ones, whatever the order of
// the games), the exact least and greatest, and the counts of the values
// rounded to 12 significant bits (about 3.6 digits), for the median.
type coarse struct {
	sum, sq  *big.Float
	min, max float64
}

// exactPrec is enough bits for sums of float64s and of their squares to
// be exact.
const exactPrec = 4400

// round keeps the 12 leading significant bits of x, the resolution of a
// coarse sample's median.
func round(x float64) float64 {
	return math.Float64frombits(math.Float64bits(x) &^ (1<<(52-12) - 1))
}

func (s *sample) add(x float64) {
	s.n++
	if x != x {
		s.nan++
		return
	}
	if s.counts == nil {
		s.counts = map[float64]int64{}
	}
	if s.c != nil {
		s.c.add(x, 1)
		s.counts[round(x)]++
		return
	}
	s.counts[x]++
	if len(s.counts) > maxDistinct {
		s.coarsen()
	}
}

func (c *coarse) add(x float64, k int64) {
	v := new(big.Float).SetPrec(exactPrec).SetFloat64(x)
	kk := new(big.Float).SetPrec(exactPrec).SetInt64(k)
	c.sum.Add(c.sum, new(big.Float).SetPrec(exactPrec).Mul(v, kk))
	sq := new(big.Float).SetPrec(exactPrec).Mul(v, v)
	c.sq.Add(c.sq, sq.Mul(sq, kk))
	c.min, c.max = math.Min(c.min, x), math.Max(c.max, x)
}

// coarsen turns the sample coarse.
func (s *sample) coarsen() {
	s.c = &coarse{sum: new(big.Float).SetPrec(exactPrec), sq: new(big.Float).SetPrec(exactPrec), min: math.Inf(1), max: math.Inf(-1)}
	old := s.counts
	s.counts = map[float64]int64{}
	for x, k := range old {
		s.c.add(x, k)
		s.counts[round(x)] += k
	}
}

// coarseDist describes a coarse sample.
func (s *sample) coarseDist() Dist {
	n := s.n - s.nan
	c := s.c
	fn := new(big.Float).SetPrec(exactPrec).SetInt64(n)
	mean, _ := new(big.Float).SetPrec(exactPrec).Quo(c.sum, fn).Float64()
	// (Σx² − (Σx)²/n)/(n−1)
	v := new(big.Float).SetPrec(exactPrec).Mul(c.sum, c.sum)
	v.Quo(v, fn)
	v.Sub(c.sq, v)
	v.Quo(v, new(big.Float).SetPrec(exactPrec).SetInt64(n-1))
	variance, _ := v.Float64()
	sd := math.Sqrt(math.Max(0, variance))
	xs, cs := s.sorted()
	med := s.at(xs, cs, s.n/2)
	if s.n%2 == 0 {
		med = (s.at(xs, cs, s.n/2-1) + med) / 2
	}
	if s.nan > 0 {
		mean, sd = math.NaN(), math.NaN()
	}
	return Dist{N: int(s.n), Mean: mean, Median: med, SD: sd, MeanSE: sd / math.Sqrt(float64(s.n)), Min: c.min, Max: c.max}
}

// sorted returns the distinct values in ascending order, NaN first, with
// their counts.
func (s *sample) sorted() ([]float64, []int64) {
	var xs []float64
	var cs []int64
	if s.nan > 0 {
		xs, cs = append(xs, math.NaN()), append(cs, s.nan)
	}
	keys := make([]float64, 0, len(s.counts))
	for x := range s.counts {
		keys = append(keys, x)
	}
	sort.Float64s(keys)
	for _, x := range keys {
		xs, cs = append(xs, x), append(cs, s.counts[x])
	}
	return xs, cs
}

// dist describes the sample: the sums run over the values in ascending
// order, one value at a time, so the numbers are those of the sorted
// list of every value.
func (s *sample) dist() Dist {
	if s.n == 0 {
		return Dist{}
	}
	if s.c != nil {
		return s.coarseDist()
	}
	xs, cs := s.sorted()
	var sum float64
	for i, x := range xs {
		for range cs[i] {
			sum += x
		}
	}
	mean := sum / float64(s.n)
	var v float64
	for i, x := range xs {
		d := (x - mean) * (x - mean)
		for range cs[i] {
			v += d
		}
	}
	sd := 0.0
	if s.n > 1 {
		sd = math.Sqrt(v / float64(s.n-1))
	}
	med := s.at(xs, cs, s.n/2)
	if s.n%2 == 0 {
		med = (s.at(xs, cs, s.n/2-1) + med) / 2
	}
	return Dist{N: int(s.n), Mean: mean, Median: med, SD: sd, MeanSE: sd / math.Sqrt(float64(s.n)), Min: xs[0], Max: xs[len(xs)-1]}
}

// at is the k-th value (from 0) of the sorted sample.
func (s *sample) at(xs []float64, cs []int64, k int64) float64 {
	for i, c := range cs {
		if k < c {
			return xs[i]
		}
		k -= c
	}
	return xs[len(xs)-1]
}

// dist describes a list of values.
func dist(xs []float64) Dist {
	var s sample
	for _, x := range xs {
		s.add(x)
	}
	return s.dist()
}

// binomialTwoSided is the two-sided p-value of k successes in n trials
// of probability 1/2: the chance of an outcome at least as far from n/2.
func binomialTwoSided(k, n int) float64 { return binomialTest(k, n, 0.5) }

// binomialTest is the exact two-sided p-value of k successes in n trials
// of chance q: the chance of a count at least as far from nq.
func binomialTest(k, n int, q float64) float64 {
	if n == 0 {
		return 1
	}
	b := distuv.Binomial{N: float64(n), P: q}
	mean := float64(n) * q
	far := math.Abs(float64(k) - mean)
	p := 0.0
	for j := 0; j <= n; j++ {
		if math.Abs(float64(j)-mean) >= far-1e-9 {
			p += b.Prob(float64(j))
		}
	}
	return math.Min(1, p)
}

// twoProportions is the two-sided p-value of a z-test that two shares
// (k1 of n1, k2 of n2) of independent samples are equal.
func twoProportions(k1, n1, k2, n2 int) float64 {
	if n1 == 0 || n2 == 0 {
		return 1
	}
	p := float64(k1+k2) / float64(n1+n2)
	se := math.Sqrt(p * (1 - p) * (1/float64(n1) + 1/float64(n2)))
	if se == 0 {
		return 1
	}
	z := (float64(k1)/float64(n1) - float64(k2)/float64(n2)) / se
	return 2 * distuv.UnitNormal.Survival(math.Abs(z))
}

// welch is Welch's t-test that the means of two independent samples
// are equal: the statistic t of a less b, its Welch–Satterthwaite
// degrees of freedom and the two-sided p-value from Student's t
// distribution with them.
func welch(a, b Dist) (t, df, p float64) {
	if a.N < 2 || b.N < 2 {
		return 0, 0, 1
	}
	va, vb := a.SD*a.SD/float64(a.N), b.SD*b.SD/float64(b.N)
	if va+vb == 0 {
		if a.Mean == b.Mean {
			return 0, 0, 1
		}
		return math.Copysign(math.Inf(1), a.Mean-b.Mean), 0, 0
	}
	t = (a.Mean - b.Mean) / math.Sqrt(va+vb)
	df = (va + vb) * (va + vb) / (va*va/float64(a.N-1) + vb*vb/float64(b.N-1))
	return t, df, 2 * distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.Survival(math.Abs(t))
}
