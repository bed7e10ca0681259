package sim

import (
	"context"
	"math"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestRuleSetsShareStreams: game i of every rule set is played from the
// same random stream, which is what makes the paired tests of compare
// right. Kalah's two endings start from the same position, so game i's
// first move (random's first draw of its stream) is the same in both;
// with streams of their own they would agree in about one game of six.
// And a rule set compared with itself pairs every game with its copy:
// every difference is 0 and no test finds one.
func TestRuleSetsShareStreams(t *testing.T) {
	p := variants.MustLoad("kalah")
	a, err := p.Configure(map[string]string{"ending": "empty-side"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := p.Configure(map[string]string{"ending": "no-moves"})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Players: Players{South: "random", North: "greedy"}, Games: 60, Seed: 9, Workers: 2}
	ga, err := Play(context.Background(), a, cfg)
	if err != nil {
		t.Fatal(err)
	}
	gb, err := Play(context.Background(), b, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ga {
		if ga[i].Index != gb[i].Index || ga[i].South != gb[i].South || ga[i].Moves[0] != gb[i].Moves[0] {
			t.Fatalf("game %d: %s v %s opening %s, and %s v %s opening %s: not the same stream", i,
				ga[i].South, ga[i].North, ga[i].Moves[0], gb[i].South, gb[i].North, gb[i].Moves[0])
		}
	}
	pr := NewPairs([]string{"south", "north"})
	var reps []*Report
	for col, games := range [][]Game{ga, ga} {
		st := NewStats("kalah", "", nil, cfg.Players, cfg.Seed)
		for k := range games {
			if err := st.Add(&games[k]); err != nil {
				t.Fatal(err)
			}
			if err := pr.Add(col, &games[k]); err != nil {
				t.Fatal(err)
			}
		}
		reps = append(reps, st.Report())
	}
	for _, row := range TableOf(reps, pr) {
		if row.Test == "" {
			continue
		}
		if e := row.Effect[1]; e == nil || *row.P[1] != 1 || e.Difference != 0 || e.Low != 0 || e.High != 0 {
			t.Errorf("%s: a rule set against itself: p %v, effect %+v", row.Metric, *row.P[1], e)
		}
	}
}

// TestHolmInTable: the table's stars are Holm-adjusted over all its
// tests: a column whose raw p-value is below 0.05 but whose adjusted
// one is not gets no star.
func TestHolmInTable(t *testing.T) {
	mk := func(turns, sd float64) *Report {
		return &Report{Games: 100, Turns: Dist{N: 100, Mean: turns, SD: sd}}
	}
	// Welch p of 0 v 0.3 with sd 1, 100 games each: about 0.035
	rows := Table([]*Report{mk(10, 1), mk(10.3, 1), mk(10.3, 1), mk(10.3, 1)})
	for _, row := range rows {
		if row.Metric != "turns per game" {
			continue
		}
		for i := 1; i < 4; i++ {
			if p := *row.P[i]; p > 0.05 || p < 0.03 {
				t.Fatalf("raw p %v, want about 0.035", p)
			}
			if row.Significant[i] || math.Abs(*row.PHolm[i]-3**row.P[i]) > 1e-12 {
				t.Errorf("column %d: raw p %v, Holm %v, starred %v; want Holm 3·p and no star", i, *row.P[i], *row.PHolm[i], row.Significant[i])
			}
		}
	}
}
