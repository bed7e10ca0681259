package sim

import (
	"context"
	"math"
	"reflect"
	"testing"

	"mancala/variants"
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
	a := Summarize("kalah", nil, cfg.Players, cfg.Seed, one)
	b := Summarize("kalah", nil, cfg.Players, cfg.Seed, shards)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("4 shards merged differ from one run:\n%+v\n%+v", a, b)
	}
	if a.AgentWins["greedy"].Share <= a.AgentWins["random"].Share {
		t.Errorf("greedy %v did not beat random %v", a.AgentWins["greedy"], a.AgentWins["random"])
	}
}

func TestLeadStats(t *testing.T) {
	tests := []struct {
		lead     []int
		winner   int8
		changes  int
		decisive float64
	}{
		{[]int{0, 1, 2, 3}, 0, 0, 0.25},            // South leads from the second turn on
		{[]int{1, -1, 0, -2, 1, 3}, 0, 2, 4.0 / 6}, // lead changes twice; South leads for good from turn 5
		{[]int{-1, -2, -3}, 1, 0, 0},
		{[]int{1, -1}, -1, 1, -1},
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
