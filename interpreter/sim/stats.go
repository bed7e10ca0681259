package sim

import (
	"math"
	"sort"
)

// Rate is a share with its 95% confidence interval (Wilson).
type Rate struct {
	N     int     `json:"n"`
	Count int     `json:"count"`
	Share float64 `json:"share"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

func rate(k, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return Rate{N: n, Count: k, Share: p, Low: math.Max(0, c-h), High: math.Min(1, c+h)}
}

// Dist describes a distribution.
type Dist struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	SD     float64 `json:"sd"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

func dist(xs []float64) Dist {
	if len(xs) == 0 {
		return Dist{}
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	var sum float64
	for _, x := range s {
		sum += x
	}
	mean := sum / float64(len(s))
	var v float64
	for _, x := range s {
		v += (x - mean) * (x - mean)
	}
	sd := 0.0
	if len(s) > 1 {
		sd = math.Sqrt(v / float64(len(s)-1))
	}
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return Dist{N: len(s), Mean: mean, Median: med, SD: sd, Min: s[0], Max: s[len(s)-1]}
}

// binomialTwoSided is the two-sided p-value of k successes in n trials
// of probability 1/2: the chance of an outcome at least as far from n/2.
func binomialTwoSided(k, n int) float64 {
	if n == 0 {
		return 1
	}
	far := math.Abs(float64(k) - float64(n)/2)
	p := 0.0
	for j := 0; j <= n; j++ {
		if math.Abs(float64(j)-float64(n)/2) >= far-1e-9 {
			lg, _ := math.Lgamma(float64(n + 1))
			a, _ := math.Lgamma(float64(j + 1))
			b, _ := math.Lgamma(float64(n - j + 1))
			p += math.Exp(lg - a - b - float64(n)*math.Ln2)
		}
	}
	return math.Min(1, p)
}

// twoProportions is the two-sided p-value of a z-test that two shares
// (k1 of n1, k2 of n2) are equal.
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
	return math.Erfc(math.Abs(z) / math.Sqrt2)
}

// welch is the two-sided p-value of Welch's t-test that two means are
// equal, with the normal approximation (the samples here are large).
func welch(a, b Dist) float64 {
	if a.N < 2 || b.N < 2 {
		return 1
	}
	se := math.Sqrt(a.SD*a.SD/float64(a.N) + b.SD*b.SD/float64(b.N))
	if se == 0 {
		if a.Mean == b.Mean {
			return 1
		}
		return 0
	}
	return math.Erfc(math.Abs(a.Mean-b.Mean) / se / math.Sqrt2)
}
