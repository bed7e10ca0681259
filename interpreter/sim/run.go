package sim

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
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

// String writes the shard as ParseShard reads it.
func (sh Shard) String() string {
	sh = sh.norm()
	return fmt.Sprintf("%d/%d", sh.I, sh.N)
}

func (sh Shard) norm() Shard {
	if sh.N == 0 {
		return Shard{0, 1}
	}
	return sh
}

// Count is the number of the games of the shard.
func (sh Shard) Count(games int) int {
	sh = sh.norm()
	if sh.I >= games {
		return 0
	}
	return (games-sh.I-1)/sh.N + 1
}

// Index is the index of the k-th game of the shard.
func (sh Shard) Index(k int) int {
	sh = sh.norm()
	return sh.I + k*sh.N
}

// Has reports whether game i of a run of games belongs to the shard.
func (sh Shard) Has(i, games int) bool {
	sh = sh.norm()
	return i >= 0 && i < games && i%sh.N == sh.I
}

// GameError is a game that stopped on an error: the description went
// wrong at run time, seeds were not conserved, or a player failed. Its
// Game holds the moves up to the error.
type GameError struct {
	Game Game
	Seed uint64 // the run's seed; 0 when unknown
}

func (e *GameError) Error() string {
	return fmt.Sprintf("game %d (%s v %s) stopped on an error after %d moves: %s", e.Game.Index, e.Game.South, e.Game.North, len(e.Game.Moves), e.Game.Error)
}

// CheckPlayers reports the first player name that New does not take.
func CheckPlayers(names ...string) error {
	for _, n := range names {
		if _, err := agent.New(n, 0); err != nil {
			return err
		}
	}
	return nil
}

// Run plays the games of cfg (of its shard) in parallel and hands each to
// emit, in index order, from one goroutine. Games finish out of order;
// at most a few per worker wait for their turn, so memory does not grow
// with the number of games. A game that stopped on an error ends the run
// with a *GameError (the broken game of lowest index), before emit sees
// it; so does an error from emit. The players are checked before any game
// is played.
func Run(ctx context.Context, g *interpreter.Game, cfg Config, emit func(*Game) error) error {
	if err := CheckPlayers(cfg.Players.South, cfg.Players.North); err != nil {
		return err
	}
	for _, n := range []string{cfg.Players.South, cfg.Players.North} {
		if a, _ := agent.New(n, 0); agent.Fits(a, g) != nil {
			return agent.Fits(a, g)
		}
	}
	workers := max(cfg.Workers, 1)
	count := cfg.Shard.Count(cfg.Games)
	type job struct {
		i    int
		done chan Game
	}
	jobs := make(chan job)
	order := make(chan job, 2*workers) // the games dispatched, in index order
	eg, ctx := errgroup.WithContext(ctx)
	eg.Go(func() error {
		defer close(jobs)
		defer close(order)
		for k := range count {
			j := job{cfg.Shard.Index(k), make(chan Game, 1)}
			select {
			case order <- j:
			case <-ctx.Done():
				return ctx.Err()
			}
			select {
			case jobs <- j:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	for range workers {
		eg.Go(func() error {
			for j := range jobs {
				j.done <- playGame(g, cfg.Players, cfg.Seed, j.i)
				if cfg.Progress != nil {
					cfg.Progress()
				}
			}
			return nil
		})
	}
	eg.Go(func() error {
		for j := range order {
			var gm Game
			select {
			case gm = <-j.done:
			case <-ctx.Done():
				return ctx.Err()
			}
			if gm.Error != "" {
				return &GameError{Game: gm, Seed: cfg.Seed}
			}
			if err := emit(&gm); err != nil {
				return err
			}
		}
		return nil
	})
	return eg.Wait()
}

// Play is Run that returns the games, in index order: for runs small
// enough to hold.
func Play(ctx context.Context, g *interpreter.Game, cfg Config) ([]Game, error) {
	var out []Game
	err := Run(ctx, g, cfg, func(gm *Game) error {
		out = append(out, *gm)
		return nil
	})
	return out, err
}
