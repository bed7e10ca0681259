package sim

import (
	"context"
	"fmt"
	"slices"
	"sort"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// Standing is one player's result in a round robin.
type Standing struct {
	Player string  `json:"player"`
	Games  int     `json:"games"`
	Wins   int     `json:"wins"`
	Draws  int     `json:"draws"`
	Losses int     `json:"losses"`
	Points float64 `json:"points"` // a win 1, a draw or no result ½
}

// Tournament is a round robin: every pair of players plays the same
// number of games, seats swapped every other game. Its standings count
// points; its ratings weigh every game by the strength of the opponent
// (Bradley–Terry) and say how sure they are.
type Tournament struct {
	// Ruleset is the ruleset the game plays, if any (see Game.Ruleset).
	Ruleset string   `json:"ruleset,omitempty"`
	Players []string `json:"players"`
	Games   int      `json:"games_per_pair"`
	// Score[i][j] is the points player i took from its games with j.
	Score     [][]float64 `json:"score"`
	Standings []Standing  `json:"standings"`
	// Ratings are the players' Bradley–Terry ratings fitted to all the
	// games, on the Elo scale, with their 95% intervals, highest first.
	Ratings []Rating `json:"ratings"`
}

// RoundRobin plays every pair of players games times on g.
func RoundRobin(ctx context.Context, g *interpreter.Game, players []string, games int, seed uint64, workers int, progress func()) (*Tournament, error) {
	n := len(players)
	t := &Tournament{Ruleset: g.Ruleset(), Players: players, Games: games, Score: make([][]float64, n)}
	for i := range t.Score {
		t.Score[i] = make([]float64, n)
	}
	st := make([]Standing, n)
	for i, p := range players {
		st[i].Player = p
	}
	if n < 2 {
		return nil, fmt.Errorf("a round robin needs at least two players, got %d", n)
	}
	if err := CheckPlayers(players...); err != nil {
		return nil, err
	}
	for i, p := range players {
		if slices.Contains(players[:i], p) {
			return nil, fmt.Errorf("player %q is listed twice", p)
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			cfg := Config{Players: Players{South: players[i], North: players[j]}, Games: games, Seed: seed + uint64(1000*i+j), Workers: workers, Progress: progress}
			err := Run(ctx, g, cfg, func(gm *Game) error {
				var wi, wj float64
				switch {
				case gm.Winner == "":
					wi, wj = 0.5, 0.5
					st[i].Draws++
					st[j].Draws++
				case (gm.Winner == "south") == (gm.South == players[i]):
					wi = 1
					st[i].Wins++
					st[j].Losses++
				default:
					wj = 1
					st[j].Wins++
					st[i].Losses++
				}
				t.Score[i][j] += wi
				t.Score[j][i] += wj
				st[i].Points += wi
				st[j].Points += wj
				st[i].Games++
				st[j].Games++
				return nil
			})
			if err != nil {
				return nil, err
			}
		}
	}
	met := make([][]int, n)
	for i := range met {
		met[i] = make([]int, n)
		for j := range met[i] {
			if i != j {
				met[i][j] = games
			}
		}
	}
	ratings, err := bradleyTerry(players, t.Score, met)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(ratings, func(a, b int) bool { return ratings[a].Elo > ratings[b].Elo })
	t.Ratings = ratings
	sort.SliceStable(st, func(a, b int) bool { return st[a].Points > st[b].Points })
	t.Standings = st
	return t, nil
}
