package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"golang.org/x/sync/errgroup"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
	"github.com/mancala-toolkit/mancala/variants"
)

func newMergeCmd() *cobra.Command {
	var asJSON, movesOnly bool
	var variant string
	var workers int
	cmd := &cobra.Command{
		Use:   "merge FILE…",
		Short: "Combine the shards of a simulation into one report",
		Long: `merge reads the files simulate --out wrote for the shards of one run (the
same variant, ruleset, options, players, seed and number of games) and prints the
report of the whole run: exactly the numbers one run would give. It
reads each shard as a stream, its settings first and then a few games at
a time, so its memory does not grow with the number of games.

It takes nothing on trust: every game must belong to its shard (index in
range, i modulo n) and appear once, and each is played again with its
players (in parallel, --workers), who must make the same moves and give
the same numbers; a shard with an edited move, number or index is
refused. Players that search for a time (alphabeta:200ms) do not play the
same moves twice, and --moves-only skips the players: then each game's
moves are replayed, must be legal and end the game, and measure to the
same numbers (drama and stability, from the players' evaluations, are
then taken as written). The variant is the one simulate was given (a
built-in name, or the description file, which must be unchanged);
--variant names it when the file has moved.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var first *shardFile
			var g *interpreter.Game
			var stats *sim.Stats
			var mu sync.Mutex // stats
			var seen []uint64 // a bit a game of the run: one bit a game, whatever the header claims
			full := !movesOnly
			total := 0
			for _, path := range args {
				var sf *shardFile
				var sh sim.Shard
				// the games are checked on workers as they are read
				jobs := make(chan *sim.Game, 2*workers)
				eg, ctx := errgroup.WithContext(cmd.Context())
				for range workers {
					eg.Go(func() error {
						for gm := range jobs {
							if err := sim.Verify(g, sf.Players, sf.Seed, gm, full); err != nil {
								return fmt.Errorf("%s: %v", path, err)
							}
							mu.Lock()
							err := stats.Add(gm)
							mu.Unlock()
							if err != nil {
								return fmt.Errorf("%s: %v", path, err)
							}
						}
						return nil
					})
				}
				header := func(h *shardFile) error {
					sf = h
					if first == nil {
						var err error
						var filled []string
						if g, filled, err = shardGame(sf, variant); err != nil {
							return fmt.Errorf("%s: %v", path, err)
						}
						if full && !sf.Players.Reproducible() {
							full = false
							fmt.Fprintln(cmd.ErrOrStderr(), "mancala: the players search for a time, so their games cannot be played again: checking that each game's moves are legal and measure to its numbers")
						}
						first = sf
						noteFilled(cmd.ErrOrStderr(), path, filled)
						stats = sim.NewStats(sf.Variant, g.Ruleset(), sf.Options, sf.Players, sf.Seed)
						seen = make([]uint64, (sf.Games+63)/64)
					} else if filled, err := completeOptions(g.Program(), sf); err != nil {
						return fmt.Errorf("%s: %v", path, err)
					} else if noteFilled(cmd.ErrOrStderr(), path, filled); sf.Variant != first.Variant || sf.Ruleset != first.Ruleset || sf.Seed != first.Seed || sf.Games != first.Games || sf.Players != first.Players || !maps.Equal(sf.Options, first.Options) {
						return fmt.Errorf("%s is a shard of another run (variant, ruleset, options, players, seed or games differ)", path)
					}
					var err error
					if sh, err = sim.ParseShard(sf.Shard); err != nil {
						return fmt.Errorf("%s: %v", path, err)
					}
					return nil
				}
				game := func(gm *sim.Game) error {
					i := gm.Index
					switch {
					case !sh.Has(i, sf.Games):
						return fmt.Errorf("%s: game %d is not one of shard %s of %d games", path, i, sh, sf.Games)
					case seen[i/64]&(1<<(i%64)) != 0:
						return fmt.Errorf("%s: game %d is in the shards twice", path, i)
					}
					seen[i/64] |= 1 << (i % 64)
					total++
					select {
					case jobs <- gm:
						return nil
					case <-ctx.Done():
						return ctx.Err()
					}
				}
				err := readShard(path, header, game)
				close(jobs)
				werr := eg.Wait()
				if werr != nil && (err == nil || errors.Is(err, context.Canceled)) {
					err = werr // a game that failed its check stopped the reading
				}
				if err != nil {
					return err
				}
			}
			if total != first.Games {
				return fmt.Errorf("the shards hold %d of the %d games of the run", total, first.Games)
			}
			rep := stats.Report()
			if asJSON {
				return printJSONReport(cmd.OutOrStdout(), rep)
			}
			printSimReport(cmd.OutOrStdout(), rep)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().BoolVar(&movesOnly, "moves-only", false, "do not play the games again with the players; check only that the moves are legal and measure to the numbers written")
	cmd.Flags().StringVar(&variant, "variant", "", "the variant (name or file) when the one the shards name is not at hand")
	intFlag(cmd, &workers, "workers", defaultWorkers(), 1, maxWorkers, "games checked at once")
	return cmd
}

// shardGame sets up the game of a shard file, after checking its
// settings, and completes its options (see completeOptions).
func shardGame(sf *shardFile, variant string) (*interpreter.Game, []string, error) {
	if sf.Games < 1 || sf.Games > maxGames {
		return nil, nil, fmt.Errorf("a run of %d games; simulate plays 1 to %d", sf.Games, maxGames)
	}
	if err := sim.CheckPlayers(sf.Players.South, sf.Players.North); err != nil {
		return nil, nil, err
	}
	if variant == "" {
		variant = sf.Source
	}
	if variant == "" {
		variant = sf.Variant
	}
	p, err := variants.Load(variant)
	if err != nil {
		return nil, nil, err
	}
	if p.Name() != sf.Variant {
		return nil, nil, fmt.Errorf("the shard is a run of %s, and %s describes %s", sf.Variant, variant, p.Name())
	}
	filled, err := completeOptions(p, sf)
	if err != nil {
		return nil, nil, err
	}
	g, err := p.ConfigureRuleset(sf.Ruleset, sf.Options)
	if err != nil {
		return nil, nil, err
	}
	// a shard written before rulesets names none; one that names a
	// ruleset must play it
	if sf.Ruleset != "" && g.Ruleset() != sf.Ruleset {
		return nil, nil, fmt.Errorf("the shard's options are not those of ruleset %s of %s", sf.Ruleset, sf.Variant)
	}
	return g, filled, nil
}

// completeOptions makes a shard's options complete. A shard names the
// value of every option of its variant; one written before the
// description gained an option names none for it, and its games were
// played by the rules of the option's default (a new option keeps the
// game's play at its default), so the default is filled in, and the
// names filled returned. The games are checked all the same: merge plays
// them again.
func completeOptions(p *interpreter.Program, sf *shardFile) ([]string, error) {
	g, err := p.ConfigureRuleset(sf.Ruleset, sf.Options)
	if err != nil {
		return nil, err
	}
	all := g.OptionValues()
	var filled []string
	for _, k := range sortedOptionNames(all) {
		v, ok := sf.Options[k]
		switch {
		case !ok:
			filled = append(filled, k+"="+all[k])
		case v != all[k]:
			return nil, fmt.Errorf("the shard's option %s=%s is not what %s plays (%s)", k, v, sf.Variant, all[k])
		}
	}
	sf.Options = all
	return filled, nil
}

// noteFilled says which options of an older shard took their default.
func noteFilled(w io.Writer, path string, filled []string) {
	if len(filled) > 0 {
		fmt.Fprintf(w, "mancala: %s names no value for options added since it was written; their defaults: %s\n", path, strings.Join(filled, " "))
	}
}
