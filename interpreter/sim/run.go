package sim

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"mancala/interpreter"
)

// Config says what to play.
type Config struct {
	Players  Players
	Games    int
	Seed     uint64
	Workers  int
	Shard    Shard
	Progress func() // called after each game, from any goroutine; may be nil
}

// Shard is part i of n: the games whose index is i modulo n.
type Shard struct{ I, N int }

// ParseShard reads "i/n".
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{0, 1}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("--shard %q: write i/n with 0 <= i < n", s)
	}
	return Shard{i, n}, nil
}

// Indices returns the games of the shard.
func (sh Shard) Indices(games int) []int {
	if sh.N == 0 {
		sh = Shard{0, 1}
	}
	var out []int
	for i := sh.I; i < games; i += sh.N {
		out = append(out, i)
	}
	return out
}

// Play plays the games of cfg (of its shard) in parallel and returns them
// in index order.
func Play(ctx context.Context, g *interpreter.Game, cfg Config) ([]Game, error) {
	idx := cfg.Shard.Indices(cfg.Games)
	out := make([]Game, len(idx))
	next := make(chan int)
	eg, ctx := errgroup.WithContext(ctx)
	eg.Go(func() error {
		defer close(next)
		for k := range idx {
			select {
			case next <- k:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	for range max(cfg.Workers, 1) {
		eg.Go(func() error {
			for k := range next {
				out[k] = playGame(g, cfg.Players, cfg.Seed, idx[k])
				if cfg.Progress != nil {
					cfg.Progress()
				}
			}
			return nil
		})
	}
	return out, eg.Wait()
}
