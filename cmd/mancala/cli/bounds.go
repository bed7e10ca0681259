package cli

import (
	"fmt"
	"math"
	"runtime"
	"strconv"

	"github.com/spf13/cobra"
)

// The bounds of the numeric flags, stated in their help. Every numeric
// flag is declared with intFlag, seedFlag or floatFlag, which refuse a
// value out of its bounds while the command line is read, before any
// work starts.
const (
	maxWorkers    = 256           // games or playouts at once
	maxGames      = 1_000_000_000 // simulate, compare: memory does not grow with games
	maxPairGames  = 1_000_000     // tournament, games per pair of players
	maxCheckGames = 100_000       // check keeps a summary of every game (about 1.5 KB for Kalah)
	maxSeconds    = 3600.0        // bench
	maxPly        = 1_000_000     // trace --ply: the largest move limit
)

// boundedInt is the value of an int flag that takes integers from min to
// max.
type boundedInt struct {
	p        *int
	min, max int
}

func (b *boundedInt) Set(s string) error {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < int64(b.min) || v > int64(b.max) {
		return fmt.Errorf("want an integer from %d to %d", b.min, b.max)
	}
	*b.p = int(v)
	return nil
}

func (b *boundedInt) String() string { return strconv.Itoa(*b.p) }
func (b *boundedInt) Type() string   { return "int" }

// intFlag declares an int flag taking integers from min to max.
func intFlag(cmd *cobra.Command, p *int, name string, def, min, max int, usage string) {
	*p = def
	cmd.Flags().Var(&boundedInt{p, min, max}, name, fmt.Sprintf("%s (%d to %d)", usage, min, max))
}

// seed is the value of a seed flag: any integer from 0 to 2^64-1.
type seed struct{ p *uint64 }

func (s seed) Set(v string) error {
	x, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want an integer from 0 to %d", uint64(math.MaxUint64))
	}
	*s.p = x
	return nil
}

func (s seed) String() string { return strconv.FormatUint(*s.p, 10) }
func (s seed) Type() string   { return "uint" }

// seedFlag declares a seed flag.
func seedFlag(cmd *cobra.Command, p *uint64, name string, def uint64, usage string) {
	*p = def
	cmd.Flags().Var(seed{p}, name, usage+" (0 to 2^64-1)")
}

// boundedFloat is the value of a float flag that takes numbers above
// zero up to max.
type boundedFloat struct {
	p   *float64
	max float64
}

func (b *boundedFloat) Set(s string) error {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || !(v > 0) || v > b.max {
		return fmt.Errorf("want a number above 0 and at most %g", b.max)
	}
	*b.p = v
	return nil
}

func (b *boundedFloat) String() string { return strconv.FormatFloat(*b.p, 'g', -1, 64) }
func (b *boundedFloat) Type() string   { return "float" }

// positiveFlag declares a float flag taking numbers above 0 up to max.
func positiveFlag(cmd *cobra.Command, p *float64, name string, def, max float64, usage string) {
	*p = def
	cmd.Flags().Var(&boundedFloat{p, max}, name, fmt.Sprintf("%s (above 0, at most %g)", usage, max))
}

// defaultWorkers is the number of workers by default: the cores, within
// bounds.
func defaultWorkers() int { return min(max(runtime.NumCPU(), 1), maxWorkers) }
