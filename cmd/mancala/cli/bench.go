package cli

import (
	"fmt"
	"runtime"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sync/errgroup"

	"github.com/mancala-toolkit/mancala/interpreter"
)

func newBenchCmd() *cobra.Command {
	var f gameFlags
	var seconds float64
	var workers int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "bench VARIANT|FILE [--ruleset NAME] [--option NAME=VALUE]… [--seconds S] [--workers W]",
		Short: "Measure random playouts per second",
		Long: `bench plays random playouts from the start position for a while, on each
worker, and reports playouts, turns, plies and laps per second, and the
allocations per playout.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := f.game(args[0])
			if err != nil {
				return err
			}
			// playout k of worker i is played from the random stream (i, k),
			// so that a broken one can be played again for its record
			machines := make([]*interpreter.Machine, workers)
			for i := range machines {
				machines[i] = g.NewMachine()
				if err := benchPlayout(machines[i], g.Start(), g.Start(), i, 0); err != nil { // warms up the buffers
					return brokenPlayout(g, args[0], i, 0, err)
				}
			}
			var ms0, ms1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms0)
			base := make([]interpreter.Work, workers)
			for i, m := range machines {
				base[i] = m.Work()
			}
			deadline := time.Now().Add(time.Duration(seconds * float64(time.Second)))
			start := time.Now()
			var eg errgroup.Group
			for i, m := range machines {
				eg.Go(func() error {
					s, start := g.Start(), g.Start()
					for k := uint64(1); time.Now().Before(deadline); {
						for range 64 {
							if err := benchPlayout(m, s, start, i, k); err != nil {
								return brokenPlayout(g, args[0], i, k, err)
							}
							k++
						}
					}
					return nil
				})
			}
			if err := eg.Wait(); err != nil {
				return err
			}
			elapsed := time.Since(start).Seconds()
			runtime.ReadMemStats(&ms1)
			var w interpreter.Work
			for i, m := range machines {
				d := m.Work()
				w.Playouts += d.Playouts - base[i].Playouts
				w.Turns += d.Turns - base[i].Turns
				w.Plies += d.Plies - base[i].Plies
				w.Laps += d.Laps - base[i].Laps
			}
			out := cmd.OutOrStdout()
			name := g.Program().Name()
			if r := g.Ruleset(); r != "" {
				name += " (ruleset " + r + ")"
			}
			allocs := float64(ms1.Mallocs-ms0.Mallocs) / float64(max(w.Playouts, 1))
			if asJSON {
				return printJSONReport(out, benchReport{Variant: g.Program().Name(), Ruleset: g.Ruleset(), Options: g.OptionValues(), Workers: workers, Seconds: elapsed,
					Playouts: w.Playouts, Turns: w.Turns, Plies: w.Plies, Laps: w.Laps,
					PlayoutsPerSecond: float64(w.Playouts) / elapsed, TurnsPerSecond: float64(w.Turns) / elapsed, PliesPerSecond: float64(w.Plies) / elapsed,
					LapsPerSecond: float64(w.Laps) / elapsed, AllocationsPerPlayout: allocs})
			}
			fmt.Fprintf(out, "%s: random playouts from the start, %d worker(s), %.1fs\n", name, workers, elapsed)
			fmt.Fprintf(out, "  playouts/s  %12.0f\n", float64(w.Playouts)/elapsed)
			fmt.Fprintf(out, "  turns/s     %12.0f\n", float64(w.Turns)/elapsed)
			fmt.Fprintf(out, "  plies/s     %12.0f\n", float64(w.Plies)/elapsed)
			fmt.Fprintf(out, "  laps/s      %12.0f\n", float64(w.Laps)/elapsed)
			fmt.Fprintf(out, "  allocations per playout  %.3f\n", allocs)
			return nil
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	positiveFlag(cmd, &seconds, "seconds", 3, maxSeconds, "how long to play, in seconds")
	intFlag(cmd, &workers, "workers", 1, 1, maxWorkers, "playouts at once")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}

// benchReport is what bench --json prints.
type benchReport struct {
	Variant               string            `json:"variant"`
	Ruleset               string            `json:"ruleset,omitempty"`
	Options               map[string]string `json:"options"`
	Workers               int               `json:"workers"`
	Seconds               float64           `json:"seconds"`
	Playouts              int64             `json:"playouts"`
	Turns                 int64             `json:"turns"`
	Plies                 int64             `json:"plies"`
	Laps                  int64             `json:"laps"`
	PlayoutsPerSecond     float64           `json:"playouts_per_second"`
	TurnsPerSecond        float64           `json:"turns_per_second"`
	PliesPerSecond        float64           `json:"plies_per_second"`
	LapsPerSecond         float64           `json:"laps_per_second"`
	AllocationsPerPlayout float64           `json:"allocations_per_playout"`
}

// benchPlayout plays random playout k of worker i from the start: an
// error if the description went wrong at run time or seeds were not
// conserved. It allocates nothing.
func benchPlayout(m *interpreter.Machine, s, start *interpreter.State, i int, k uint64) error {
	s.CopyFrom(start)
	total := start.Total()
	m.Seed(uint64(i), k)
	m.Playout(s)
	if err := m.Err(); err != nil {
		return err
	}
	if t := s.Total(); t != total {
		return fmt.Errorf("seeds not conserved: %d at the start, %d at the end of the playout", total, t)
	}
	return nil
}
