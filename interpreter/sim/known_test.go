package sim

import (
	"math"
	"testing"
)

// The statistics against values published or computed independently.

// TestWilsonKnown: the Wilson score interval (without continuity
// correction) of Newcombe's examples: R. G. Newcombe, "Two-sided
// confidence intervals for the single proportion: comparison of seven
// methods", Statistics in Medicine 17 (1998) 857–872, Table II, method
// 3, to the four places printed there.
func TestWilsonKnown(t *testing.T) {
	tests := []struct {
		k, n    int
		low, hi float64
	}{
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{0, 20, 0, 0.1611},
		{1, 29, 0.0061, 0.1718},
	}
	for _, tt := range tests {
		r := rate(tt.k, tt.n)
		if math.Abs(r.Low-tt.low) > 0.00005 || math.Abs(r.High-tt.hi) > 0.00005 {
			t.Errorf("Wilson 95%% interval of %d/%d = %.4f–%.4f, want %.4f–%.4f", tt.k, tt.n, r.Low, r.High, tt.low, tt.hi)
		}
	}
}

// TestHolmKnown: Holm's adjustment of a fixed set of p-values, worked by
// hand (as R's p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") gives it):
// sorted 0.005, 0.01, 0.03, 0.04 are multiplied by 4, 3, 2, 1 to 0.02,
// 0.03, 0.06, 0.04, and the last is raised to the one before it, 0.06.
// A NaN is no test: it stays NaN and does not count.
func TestHolmKnown(t *testing.T) {
	// five tests: sorted 0.005, 0.01, 0.03, 0.04, 0.9 times 5, 4, 3, 2, 1
	// are 0.025, 0.04, 0.09, 0.08 (raised to 0.09), 0.9
	got := Holm([]float64{0.01, 0.04, math.NaN(), 0.03, 0.005, 0.9})
	want := []float64{0.04, 0.09, math.NaN(), 0.09, 0.025, 0.9}
	for i := range want {
		if math.IsNaN(want[i]) != math.IsNaN(got[i]) || math.Abs(got[i]-want[i]) > 1e-12 {
			t.Errorf("Holm(...)[%d] = %v, want %v (all: %v)", i, got[i], want[i], got)
		}
	}
	got = Holm([]float64{0.01, 0.04, 0.03, 0.005})
	for i, w := range []float64{0.03, 0.06, 0.06, 0.02} {
		if math.Abs(got[i]-w) > 1e-12 {
			t.Errorf("Holm(0.01, 0.04, 0.03, 0.005) = %v, want 0.03 0.06 0.06 0.02", got)
			break
		}
	}
	if got := Holm([]float64{0.5, 0.6}); got[0] != 1 || got[1] != 1 {
		t.Errorf("Holm caps at 1: %v", got)
	}
}

// TestWelchKnown: Welch's t-test of the first example of Wikipedia's
// article "Welch's t-test" (two samples of 15; it gives t = -2.46,
// ν ≈ 24.99, p = 0.021), checked to more places against the formulas
// evaluated in 30-digit arithmetic (Python's mpmath, the p-value as the
// regularized incomplete beta function I_{ν/(ν+t²)}(ν/2, 1/2)):
// t = -2.455356398286, ν = 24.988529290231, p = 0.021378001463. A normal
// approximation, as before, gives p = 0.0141.
func TestWelchKnown(t *testing.T) {
	a := dist([]float64{27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4})
	b := dist([]float64{27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4})
	tv, df, p := welch(a, b)
	if math.Abs(tv+2.455356398286) > 1e-9 || math.Abs(df-24.988529290231) > 1e-9 || math.Abs(p-0.021378001463) > 1e-9 {
		t.Errorf("welch = t %.12f, df %.12f, p %.12f; want -2.455356398286, 24.988529290231, 0.021378001463", tv, df, p)
	}
}

// TestMcNemarAndPairedT: the paired tests of Pairs. Discordant pairs 2
// and 9: McNemar's exact p is 2·(1+11+55)/2¹¹ = 0.0654296875. Paired
// differences 1, 2, 3, 4, 5: t = 3/(√2.5/√5) = 4.242640687, 4 degrees of
// freedom, p = 0.013235599564, and the 95% interval of the mean
// difference 3 ± 2.776445105·0.707106781 = 1.036756839 to 4.963243161
// (mpmath, as above).
func TestMcNemarAndPairedT(t *testing.T) {
	if p := binomialTwoSided(2, 11); math.Abs(p-0.0654296875) > 1e-12 {
		t.Errorf("McNemar exact p of 2 v 9 = %v, want 0.0654296875", p)
	}
	pr := NewPairs([]string{"south", "north"})
	for i := range 5 {
		if err := pr.Add(0, &Game{Index: i, Turns: 10 * (i + 1), Winner: "south", First: "south"}); err != nil {
			t.Fatal(err)
		}
	}
	// col 1: turns 11, 22, …: differences 1 … 5; north wins games 0 and
	// 1 (south's wins: 2 lost, none gained)
	for i := range 5 {
		w := "south"
		if i < 2 {
			w = "north"
		}
		if err := pr.Add(1, &Game{Index: i, Turns: 11 * (i + 1), Winner: w, First: "south"}); err != nil {
			t.Fatal(err)
		}
	}
	p, e, kind, ok := pr.test("turns per game", 1)
	if !ok || kind != "paired t" || math.Abs(p-0.013235599564) > 1e-9 || e.Pairs != 5 ||
		math.Abs(e.Difference-3) > 1e-12 || math.Abs(e.Low-1.036756839) > 1e-8 || math.Abs(e.High-4.963243161) > 1e-8 {
		t.Errorf("paired t = %v %+v %q %v", p, e, kind, ok)
	}
	p, e, kind, _ = pr.test("south wins", 1)
	if kind != "McNemar exact, paired" || math.Abs(p-0.5) > 1e-12 || math.Abs(e.Difference+0.4) > 1e-12 {
		t.Errorf("McNemar of 0 gained, 2 lost = %v %+v %q; want p 0.5, difference -0.4", p, e, kind)
	}
	if err := pr.Add(1, &Game{Index: 7}); err == nil {
		t.Error("a game with no partner of its index was paired")
	}
}
