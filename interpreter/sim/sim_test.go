package sim

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestSameNumbersAnyWorkersAndShards: the games, and so the report, are
// the same for 1 or 3 workers, and shards merge into exactly one run.
func TestSameNumbersAnyWorkersAndShards(t *testing.T) {
	g, _ := variants.MustLoad("kalah").Configure(nil)
	cfg := Config{Players: Players{South: "random", North: "greedy"}, Games: 60, Seed: 9, Workers: 1}
	one, err := Play(context.Background(), g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	three, _ := Play(context.Background(), g, cfg)
	if !reflect.DeepEqual(one, three) {
		t.Fatal("1 and 3 workers played different games")
	}
	var shards []Game
	for i := range 4 {
		cfg.Shard = Shard{i, 4}
		part, _ := Play(context.Background(), g, cfg)
		shards = append(shards, part...)
	}
	a, err := Summarize("kalah", "", nil, cfg.Players, cfg.Seed, one)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Summarize("kalah", "", nil, cfg.Players, cfg.Seed, shards)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("4 shards merged differ from one run:\n%+v\n%+v", a, b)
	}
	if a.AgentWins["greedy"].Share <= a.AgentWins["random"].Share {
		t.Errorf("greedy %v did not beat random %v", a.AgentWins["greedy"], a.AgentWins["random"])
	}
}

func TestLeadStats(t *testing.T) {
	tests := []struct {
		lead     []interpreter.Player // the leader after each turn, -1 for none
		winner   interpreter.Player
		changes  int
		decisive float64
	}{
		{[]interpreter.Player{-1, 0, 0, 0}, 0, 0, 0.25},          // South leads from the second turn on
		{[]interpreter.Player{0, 1, -1, 1, 0, 0}, 0, 2, 4.0 / 6}, // lead changes twice; South leads for good from turn 5
		{[]interpreter.Player{1, 1, 1}, 1, 0, 0},
		{[]interpreter.Player{0, 1}, -1, 1, -1},
		{[]interpreter.Player{2, 2, 0, -1, 0}, 0, 1, 0.8}, // three players: the third leads, then the first; a level turn between
	}
	for _, tt := range tests {
		c, d := leadStats(tt.lead, tt.winner)
		if c != tt.changes || math.Abs(d-tt.decisive) > 1e-9 {
			t.Errorf("leadStats(%v, %d) = %d, %v; want %d, %v", tt.lead, tt.winner, c, d, tt.changes, tt.decisive)
		}
	}
}

func TestStatistics(t *testing.T) {
	r := rate(50, 100)
	if math.Abs(r.Low-0.404) > 0.001 || math.Abs(r.High-0.596) > 0.001 {
		t.Errorf("Wilson interval of 50/100 = %.3f–%.3f, want 0.404–0.596", r.Low, r.High)
	}
	if p := binomialTwoSided(60, 100); math.Abs(p-0.0569) > 0.001 {
		t.Errorf("binomial p of 60/100 = %.4f, want 0.0569", p)
	}
	if p := binomialTwoSided(50, 100); p < 0.99 {
		t.Errorf("binomial p of 50/100 = %v", p)
	}
	d := dist([]float64{1, 2, 3, 4})
	if d.Mean != 2.5 || d.Median != 2.5 || math.Abs(d.SD-1.291) > 0.001 || d.Min != 1 || d.Max != 4 {
		t.Errorf("dist = %+v", d)
	}
	if p := twoProportions(60, 100, 40, 100); math.Abs(p-0.0047) > 0.0005 {
		t.Errorf("two proportions 60/100 v 40/100: p = %.4f", p)
	}
}

// TestBadPlayerPlaysNoGame: a player New does not take is an error
// before any game is played.
func TestBadPlayerPlaysNoGame(t *testing.T) {
	g, _ := variants.MustLoad("kalah").Configure(nil)
	for _, p := range []Players{{"nosuch", "random"}, {"random", "mcts:10,c=abc"}, {"mcts:-5", "mcts:-5"}, {"alphabeta:-1", "greedy"}} {
		played := 0
		err := Run(context.Background(), g, Config{Players: p, Games: 10, Seed: 1, Workers: 2}, func(*Game) error {
			played++
			return nil
		})
		if err == nil || played > 0 {
			t.Errorf("%v: %d games played, error %v", p, played, err)
		}
	}
	if _, err := RoundRobin(context.Background(), g, []string{"random", "nosuch"}, 2, 1, 1, nil); err == nil {
		t.Errorf("a round robin with nosuch played")
	}
	if _, err := RoundRobin(context.Background(), g, []string{"random", "greedy", "random"}, 2, 1, 1, nil); err == nil {
		t.Errorf("a round robin with random twice played")
	}
}

// skipLate is Kalah's board whose sowing passes over every pit once the
// mover's store holds more than five seeds: a run-time error some plies
// into most games.
const skipLate = `
name: skip-late
board: {rows: 2, columns: 6, stores: true, sides: {south: {rows: [a]}, north: {rows: [b]}}}
setup: {seeds: 4, first: south}
sowing:
  direction: counterclockwise
  track: board
  skip: mover.store.count > 5
moves:
  - from: pit.count > 0
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: score
    reason: no-moves
score: player.seeds
`

// TestBrokenGameIsNoStatistic: a run meets a game that stops on a
// run-time error: it ends with that game (the one of lowest index, with
// its moves), and no game after it reaches the statistics.
func TestBrokenGameIsNoStatistic(t *testing.T) {
	p, diags := variants.Compile("skip-late.yaml", []byte(skipLate))
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	for _, workers := range []int{1, 3} {
		st := NewStats("skip-late", "", nil, Players{"random", "random"}, 3)
		err := Run(context.Background(), g, Config{Players: Players{"random", "random"}, Games: 50, Seed: 3, Workers: workers}, st.Add)
		var ge *GameError
		if !errors.As(err, &ge) {
			t.Fatalf("%d workers: %v, want a *GameError", workers, err)
		}
		if len(ge.Game.Moves) == 0 || !strings.Contains(ge.Game.Error, "skip-late.yaml:8:21: sowing.skip passes over every pit") {
			t.Errorf("%d workers: game %d, moves %v, error %q", workers, ge.Game.Index, ge.Game.Moves, ge.Game.Error)
		}
		if n := st.Report().Games; n != ge.Game.Index {
			t.Errorf("%d workers: %d games counted before broken game %d", workers, n, ge.Game.Index)
		}
		// the moves replay to the same error
		mt := g.NewMatch()
		var replayErr error
		for _, mv := range ge.Game.Moves {
			if replayErr = mt.PlayName(mv); replayErr != nil {
				break
			}
		}
		if replayErr == nil {
			replayErr = mt.Err()
		}
		if replayErr == nil || replayErr.Error() != ge.Game.Error {
			t.Errorf("%d workers: replaying the moves gives %v, want %s", workers, replayErr, ge.Game.Error)
		}
	}
	if err := NewStats("x", "", nil, Players{}, 1).Add(&Game{Error: "boom"}); err == nil {
		t.Errorf("Stats took a broken game")
	}
}

// TestStatsAnyOrder: the report does not depend on the order the games
// are added in, to the last bit.
func TestStatsAnyOrder(t *testing.T) {
	g, _ := variants.MustLoad("oware").Configure(nil)
	games, err := Play(context.Background(), g, Config{Players: Players{South: "greedy", North: "alphabeta:1"}, Games: 40, Seed: 5, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Summarize("oware", "", nil, Players{South: "greedy", North: "alphabeta:1"}, 5, games)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5 {
		rng.Shuffle(len(games), func(i, j int) { games[i], games[j] = games[j], games[i] })
		got, _ := Summarize("oware", "", nil, Players{South: "greedy", North: "alphabeta:1"}, 5, games)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("shuffled games give another report:\n%+v\n%+v", got, want)
		}
	}
	if want.Drama.N == 0 || want.LapsPerTurn.N != 40 {
		t.Errorf("drama over %d games, laps per turn over %d", want.Drama.N, want.LapsPerTurn.N)
	}
}

// TestPlayersReport: a game of five players reports each player's wins,
// which with the draws make up every game; the agents' seats turn round
// the table, and the first player's share is tested against 1/5.
func TestPlayersReport(t *testing.T) {
	g, _ := variants.MustLoad("pic").Configure(nil)
	cfg := Config{Players: Players{South: "greedy", North: "random"}, Games: 10, Seed: 3, Workers: 1}
	games, err := Play(context.Background(), g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, gm := range games {
		if len(gm.Seats) != 5 || gm.Seats[i%5] != "greedy" || len(gm.Score) != 5 || strings.Join(gm.Players, " ") != "one two three four five" {
			t.Fatalf("game %d: seats %v, score %v, players %v", i, gm.Seats, gm.Score, gm.Players)
		}
	}
	r, err := Summarize("pic", "", nil, cfg.Players, cfg.Seed, games)
	if err != nil {
		t.Fatal(err)
	}
	total := r.Draws.Count + r.MoveLimit.Count
	for _, who := range []string{"one", "two", "three", "four", "five"} {
		total += r.PlayerWins[who].Count
	}
	if total != 10 || r.SouthWins.Count+r.NorthWins.Count != 0 {
		t.Errorf("wins %v, draws %v, south %v, north %v: not the 10 games", r.PlayerWins, r.Draws, r.SouthWins, r.NorthWins)
	}
	if r.AgentWins["greedy"].N != 10 || r.AgentWins["random"].N != 40 {
		t.Errorf("agent games %v, want greedy in 10 seats, random in 40", r.AgentWins)
	}
	rows := Table([]*Report{r})
	if rows[0].Metric != "one wins" || rows[4].Metric != "five wins" {
		t.Errorf("table rows start %q … %q, want one wins … five wins", rows[0].Metric, rows[4].Metric)
	}
	if p := binomialTest(2, 10, 0.5); math.Abs(p-binomialTwoSided(2, 10)) > 1e-9 {
		t.Errorf("binomialTest at 1/2 = %v, binomialTwoSided = %v", p, binomialTwoSided(2, 10))
	}
}
