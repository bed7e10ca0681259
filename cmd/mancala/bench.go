package main

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sync/errgroup"

	"mancala/interpreter"
)

func newBenchCmd() *cobra.Command {
	var f gameFlags
	var seconds float64
	var workers int
	cmd := &cobra.Command{
		Use:   "bench VARIANT|FILE [--seconds S] [--workers W]",
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
			machines := make([]*interpreter.Machine, workers)
			for i := range machines {
				machines[i] = g.NewMachine()
				machines[i].Seed(uint64(i), 7)
				s := g.Start()
				machines[i].Playout(s) // warm up the buffers
			}
			before := machines[0].Work()
			var ms0, ms1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms0)
			base := make([]interpreter.Work, workers)
			for i, m := range machines {
				base[i] = m.Work()
			}
			_ = before
			deadline := time.Now().Add(time.Duration(seconds * float64(time.Second)))
			start := time.Now()
			eg, _ := errgroup.WithContext(context.Background())
			for _, m := range machines {
				eg.Go(func() error {
					s, start := g.Start(), g.Start()
					for time.Now().Before(deadline) {
						for range 64 {
							s.CopyFrom(start)
							m.Playout(s)
						}
					}
					return nil
				})
			}
			_ = eg.Wait()
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
			fmt.Fprintf(out, "%s: random playouts from the start, %d worker(s), %.1fs\n", g.Program().Name(), workers, elapsed)
			fmt.Fprintf(out, "  playouts/s  %12.0f\n", float64(w.Playouts)/elapsed)
			fmt.Fprintf(out, "  turns/s     %12.0f\n", float64(w.Turns)/elapsed)
			fmt.Fprintf(out, "  plies/s     %12.0f\n", float64(w.Plies)/elapsed)
			fmt.Fprintf(out, "  laps/s      %12.0f\n", float64(w.Laps)/elapsed)
			fmt.Fprintf(out, "  allocations per playout  %.3f\n", float64(ms1.Mallocs-ms0.Mallocs)/float64(max(w.Playouts, 1)))
			return nil
		},
	}
	cmd.Flags().StringArrayVar(&f.options, "option", nil, "set a rule option, NAME=VALUE (repeatable)")
	cmd.Flags().Float64Var(&seconds, "seconds", 3, "how long to play")
	cmd.Flags().IntVar(&workers, "workers", 1, "playouts at once")
	return cmd
}
