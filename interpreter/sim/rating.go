package sim

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// Rating is a player's strength fitted to all the games of a round
// robin by the Bradley–Terry model, on the Elo scale: a player rated d
// points above another is expected to score 1/(1+10^(-d/400)) against it.
// The ratings of a tournament average 0. SE is the standard error of the
// rating from the Fisher information of the fit, and the interval the
// Wald 95% interval, Elo ± 1.96·SE.
type Rating struct {
	Player string  `json:"player"`
	Elo    float64 `json:"elo"`
	SE     float64 `json:"elo_standard_error"`
	Low    float64 `json:"elo_ci95_low"`
	High   float64 `json:"elo_ci95_high"`
}

// eloPerNat converts a difference of log-strengths to Elo points.
var eloPerNat = 400 / math.Ln10

// bradleyTerry fits the Bradley–Terry model to a round robin: score[i][j]
// is the points player i took from its games[i][j] games with j (a draw
// ½ to each). Each pair that met also counts one virtual drawn game, so
// that a player who won every game still has a finite rating; it pulls
// the ratings towards one another by little when the pairs play many
// games. The fit is the maximum of the likelihood by Hunter's MM
// iteration (Hunter 2004), the covariance of the log-strengths (centred
// on 0) the pseudo-inverse of the Fisher information.
func bradleyTerry(players []string, score [][]float64, games [][]int) ([]Rating, error) {
	n := len(players)
	w := make([]float64, n)   // points, with the virtual draws
	m := make([][]float64, n) // games, with the virtual ones
	for i := range n {
		m[i] = make([]float64, n)
		for j := range n {
			if i != j && games[i][j] > 0 {
				m[i][j] = float64(games[i][j]) + 1
				w[i] += score[i][j] + 0.5
			}
		}
	}
	pi := make([]float64, n)
	for i := range pi {
		pi[i] = 1
	}
	next := make([]float64, n)
	for iter := 0; ; iter++ {
		if iter == 100_000 {
			return nil, fmt.Errorf("the ratings did not converge")
		}
		for i := range n {
			d := 0.0
			for j := range n {
				if m[i][j] > 0 {
					d += m[i][j] / (pi[i] + pi[j])
				}
			}
			next[i] = w[i] / d
		}
		// scale to a geometric mean of 1
		lg := 0.0
		for _, x := range next {
			lg += math.Log(x)
		}
		g := math.Exp(lg / float64(n))
		change := 0.0
		for i := range n {
			x := next[i] / g
			change = math.Max(change, math.Abs(math.Log(x/pi[i])))
			pi[i] = x
		}
		if change < 1e-12 {
			break
		}
	}
	// the Fisher information of the log-strengths, a Laplacian: its
	// pseudo-inverse is (H + 11ᵀ/n)⁻¹ − 11ᵀ/n
	h := mat.NewDense(n, n, nil)
	for i := range n {
		for j := range n {
			if i == j || m[i][j] == 0 {
				continue
			}
			p := pi[i] / (pi[i] + pi[j])
			v := m[i][j] * p * (1 - p)
			h.Set(i, j, h.At(i, j)-v)
			h.Set(i, i, h.At(i, i)+v)
		}
	}
	for i := range n {
		for j := range n {
			h.Set(i, j, h.At(i, j)+1/float64(n))
		}
	}
	var cov mat.Dense
	if err := cov.Inverse(h); err != nil {
		return nil, fmt.Errorf("the ratings' intervals: %v (does every player meet the others?)", err)
	}
	out := make([]Rating, n)
	for i, p := range players {
		se := eloPerNat * math.Sqrt(math.Max(0, cov.At(i, i)-1/float64(n)))
		elo := eloPerNat * math.Log(pi[i])
		out[i] = Rating{Player: p, Elo: elo, SE: se, Low: elo - z95*se, High: elo + z95*se}
	}
	return out, nil
}
