package sim

import (
	"math"
	"sort"
)

// Holm adjusts p-values for multiple comparisons by Holm's step-down
// method (Holm 1979), which controls the chance of any false rejection
// among them (the family-wise error rate) at the level the adjusted
// values are compared with, whatever their dependence. The smallest of
// m p-values is multiplied by m, the next by m-1, and so on, each kept at
// least the one before it and at most 1. NaN stays NaN and does not
// count among the m.
func Holm(p []float64) []float64 {
	out := make([]float64, len(p))
	var order []int
	for i, x := range p {
		out[i] = math.NaN()
		if !math.IsNaN(x) {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return p[order[a]] < p[order[b]] })
	m, prev := len(order), 0.0
	for k, i := range order {
		prev = math.Min(1, math.Max(prev, float64(m-k)*p[i]))
		out[i] = prev
	}
	return out
}
