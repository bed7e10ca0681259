package variants

import (
	"testing"
)

func benchPlayouts(b *testing.B, name string) {
	g, err := MustLoad(name).Configure(nil)
	if err != nil {
		b.Fatal(err)
	}
	m := g.NewMachine()
	start := g.Start()
	s := g.Start()
	plies := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s.CopyFrom(start)
		m.Playout(s)
		plies += int(s.Ply)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkPlayout measures random playouts from the start of every
// built-in variant: go test ./variants -bench Playout.
func BenchmarkPlayout(b *testing.B) {
	for _, name := range Names() {
		b.Run(name, func(b *testing.B) { benchPlayouts(b, name) })
	}
}

// TestPlayoutAllocatesNothing: random playouts, the unit of research
// work, allocate nothing once a machine has warmed up.
func TestPlayoutAllocatesNothing(t *testing.T) {
	for _, name := range Names() {
		g, _ := MustLoad(name).Configure(nil)
		m := g.NewMachine()
		start, s := g.Start(), g.Start()
		for range 20 { // warm up: the history buffer grows to its size
			s.CopyFrom(start)
			m.Playout(s)
		}
		allocs := testing.AllocsPerRun(50, func() {
			s.CopyFrom(start)
			m.Playout(s)
		})
		if allocs != 0 {
			t.Errorf("%s: a playout allocates %.1f times", name, allocs)
		}
	}
}
