package sim

import (
	"math"
	"math/big"
	"math/rand/v2"
	"runtime"
	"sort"
	"testing"
)

// TestCoarseSample: a sample of more distinct values than it keeps
// exactly gives the exactly rounded mean and standard deviation, the
// exact least and greatest value, a median within its resolution, and
// the same numbers to the last bit in any order.
func TestCoarseSample(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	xs := make([]float64, 3*maxDistinct)
	for i := range xs {
		xs[i] = float64(1+rng.IntN(2000)) / float64(1+rng.IntN(300))
	}
	var a, b sample
	for _, x := range xs {
		a.add(x)
	}
	rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	for _, x := range xs {
		b.add(x)
	}
	if a.c == nil || len(a.counts) > 8*maxDistinct {
		t.Fatalf("%d values, %d kept, coarse %v", len(xs), len(a.counts), a.c != nil)
	}
	da, db := a.dist(), b.dist()
	if da != db {
		t.Errorf("the order of the values changed the numbers:\n%+v\n%+v", da, db)
	}
	// the exact mean and variance, in rationals
	sum, sq := new(big.Rat), new(big.Rat)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		r := new(big.Rat).SetFloat64(x)
		sum.Add(sum, r)
		sq.Add(sq, r.Mul(r, r))
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	n := new(big.Rat).SetInt64(int64(len(xs)))
	mean, _ := new(big.Rat).Quo(sum, n).Float64()
	v := new(big.Rat).Mul(sum, sum)
	v.Quo(v, n)
	v.Sub(sq, v)
	v.Quo(v, new(big.Rat).SetInt64(int64(len(xs)-1)))
	variance, _ := v.Float64()
	if da.Mean != mean || math.Abs(da.SD-math.Sqrt(variance)) > 1e-15*da.SD || da.Min != lo || da.Max != hi {
		t.Errorf("coarse %+v; exact mean %v, sd %v, min %v, max %v", da, mean, math.Sqrt(variance), lo, hi)
	}
	exact := dist(xs[:maxDistinct/2]) // few enough to be kept exactly
	if exact.Median == 0 {
		t.Fatal(exact)
	}
	sorted := append([]float64(nil), xs...)
	sortFloats(sorted)
	med := (sorted[len(sorted)/2-1] + sorted[len(sorted)/2]) / 2
	if math.Abs(da.Median-med) > med/2048 {
		t.Errorf("coarse median %v, exact %v", da.Median, med)
	}
}

// TestStatsMemoryFlat: the statistics of a run do not grow with the
// number of games. Games with the measures of long games (turns,
// laps, seeds sown, captures and the decisive share each taking many
// values, their ratios ever more distinct ones) are added: the heap in
// use after 300,000 of them is within half a megabyte of that after
// 30,000.
func TestStatsMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("adds 300,000 games")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	st := NewStats("long", "", nil, Players{"random", "random"}, 1)
	game := func(i int) *Game {
		turns := 60 + rng.IntN(300)
		g := &Game{Index: i, South: "random", North: "random", Turns: turns, Plies: turns + rng.IntN(40),
			Laps: turns + rng.IntN(2*turns), Sown: turns + rng.IntN(8*turns), Captures: rng.IntN(80), LeadChanges: rng.IntN(20),
			Winner: "south", First: "south", Reason: "no-moves", Decisive: float64(rng.IntN(turns)) / float64(turns),
			Branching: map[int]int{1 + rng.IntN(16): turns}, Choices: turns / 2}
		if i%2 == 1 {
			g.Winner = "north"
		}
		return g
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	for i := range 30_000 {
		if err := st.Add(game(i)); err != nil {
			t.Fatal(err)
		}
	}
	before := heap()
	for i := 30_000; i < 300_000; i++ {
		if err := st.Add(game(i)); err != nil {
			t.Fatal(err)
		}
	}
	after := heap()
	grew := int64(after) - int64(before)
	t.Logf("heap after 30,000 games %d bytes, after 300,000 %d (%+d); samples of %d, %d, %d values", before, after, grew,
		len(st.lpt.counts), len(st.spt.counts), len(st.dec.counts))
	if grew > 512<<10 {
		t.Errorf("the statistics grew by %d bytes from 30,000 to 300,000 games", grew)
	}
	if r := st.Report(); r.Games != 300_000 || r.SownPerTurn.N != 300_000 {
		t.Errorf("report of %d games", r.Games)
	}
}

func sortFloats(xs []float64) { sort.Float64s(xs) }
