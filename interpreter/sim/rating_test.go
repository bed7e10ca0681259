package sim

import (
	"math"
	"testing"
)

// TestBradleyTerryTwoPlayers: for two players the fit is closed-form.
// A scores 15 of 20 against B; with the virtual draw 15.5 of 21, so the
// ratings differ by 400·log10(15.5/5.5) = 179.98 Elo, ±89.99 about 0.
// The Fisher information of the difference is 21·p·(1−p), p = 15.5/21,
// so each rating's standard error is eloPerNat/(2·√(21·p·(1−p))) =
// 43.11 Elo (hand computation).
func TestBradleyTerryTwoPlayers(t *testing.T) {
	r, err := bradleyTerry([]string{"a", "b"}, [][]float64{{0, 15}, {5, 0}}, [][]int{{0, 20}, {20, 0}})
	if err != nil {
		t.Fatal(err)
	}
	d := 400 * math.Log10(15.5/5.5)
	p := 15.5 / 21
	se := 400 / math.Ln10 / (2 * math.Sqrt(21*p*(1-p)))
	if math.Abs(r[0].Elo-d/2) > 1e-6 || math.Abs(r[1].Elo+d/2) > 1e-6 {
		t.Errorf("ratings %.4f, %.4f; want ±%.4f", r[0].Elo, r[1].Elo, d/2)
	}
	if math.Abs(d-179.98) > 0.01 || math.Abs(se-43.11) > 0.01 {
		t.Fatalf("the hand computation: %v %v", d, se)
	}
	for _, x := range r {
		if math.Abs(x.SE-se) > 1e-6 || math.Abs(x.Low-(x.Elo-z95*se)) > 1e-6 || math.Abs(x.High-(x.Elo+z95*se)) > 1e-6 {
			t.Errorf("%s: se %.4f, interval %.2f–%.2f; want se %.4f", x.Player, x.SE, x.Low, x.High, se)
		}
	}
}

// TestBradleyTerryFits: with three players, one of whom won every game,
// the ratings are finite, average 0, keep the order of the results, and
// satisfy the likelihood equations: each player's points (with the
// virtual draws) are the points the model expects of it.
func TestBradleyTerryFits(t *testing.T) {
	score := [][]float64{{0, 20, 20}, {0, 0, 12.5}, {0, 7.5, 0}}
	met := [][]int{{0, 20, 20}, {20, 0, 20}, {20, 20, 0}}
	r, err := bradleyTerry([]string{"a", "b", "c"}, score, met)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for i, x := range r {
		sum += x.Elo
		if math.IsInf(x.Elo, 0) || math.IsNaN(x.SE) || x.SE <= 0 {
			t.Errorf("%s: %+v", x.Player, x)
		}
		want, got := 0.0, 0.0
		for j := range r {
			if i == j {
				continue
			}
			want += score[i][j] + 0.5
			got += 21 / (1 + math.Pow(10, (r[j].Elo-x.Elo)/400))
		}
		if math.Abs(want-got) > 1e-6 {
			t.Errorf("%s: %.6f points expected, %.6f scored", x.Player, got, want)
		}
	}
	if math.Abs(sum) > 1e-6 || !(r[0].Elo > r[1].Elo && r[1].Elo > r[2].Elo) {
		t.Errorf("ratings %+v", r)
	}
}
