// Package audit plays many random games of a variant and reports what
// its rules did: how games ended, how long they were, how often each rule
// fired, which rules never fired (they may be dead or mis-written), moves
// rejected as never ending, and any broken invariant with the game record
// that reproduces it. It is the engine of `mancala check`.
package audit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Config says what to play.
type Config struct {
	Games    int
	Seed     uint64
	Workers  int
	Progress func() // called after each game, from any goroutine; may be nil
}

// Summary describes a distribution.
type Summary struct {
	Mean float64 `json:"mean"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
}

// Rule is how often one rule fired.
type Rule struct {
	Section string  `json:"section"` // moves, lap_end, on_drop, after_move, filters, end
	ID      string  `json:"id"`
	Where   string  `json:"where"`
	Fired   int     `json:"fired"`
	PerGame float64 `json:"per_game"`
	// Rejected counts the candidate moves the rule made illegal while
	// the legal moves were worked out (such firings leave no move), and,
	// for a filter, the legal moves it removed.
	Rejected int `json:"rejected"`
	// Captures and Seeds count the capture actions the rule performed
	// and the seeds they took.
	Captures int `json:"captures"`
	Seeds    int `json:"seeds"`
}

// Violation is a game that stopped on an error (a broken invariant or a
// run-time error of the description), with what reproduces it.
type Violation struct {
	Game  int    `json:"game"`
	Seed  string `json:"seed"`
	Moves string `json:"moves"`
	Error string `json:"error"`
	// Position is where the game stood when it stopped, in the text form
	// of the golden tests.
	Position string `json:"position"`
}

// Report is the outcome of an audit.
type Report struct {
	Variant string `json:"variant"`
	// Ruleset is the ruleset the game plays, if any (see Game.Ruleset).
	Ruleset     string            `json:"ruleset,omitempty"`
	Options     map[string]string `json:"options"`
	Games       int               `json:"games"`
	Seed        uint64            `json:"seed"`
	Reasons     map[string]int    `json:"reasons"`
	Winners     map[string]int    `json:"winners"`
	Plies       Summary           `json:"plies"`
	LapsPerMove Summary           `json:"laps_per_move"`
	NeverEnding int               `json:"never_ending_moves"`
	Rules       []Rule            `json:"rules"`
	NeverFired  []string          `json:"never_fired"`
	// Violations are the games whose seeds were not conserved; Errors
	// the games the description stopped with a run-time error. Neither
	// counts in the numbers above, which are of the other games.
	Violations []Violation `json:"violations"`
	Errors     []Violation `json:"errors"`
	// Clamps, NeverKept and Moveless are warnings (see warn.go).
	Clamps    []Clamp         `json:"clamps"`
	NeverKept []NeverKept     `json:"filters_never_keeping"`
	Moveless  []MovelessPhase `json:"phases_without_moves"`
}

// Sound is the number of games that ended without an error: those the
// numbers of the report describe.
func (r *Report) Sound() int { return r.Games - len(r.Violations) - len(r.Errors) }

// game is what one game contributed.
type game struct {
	reason, winner string
	plies          int
	laps, moves    int
	maxLaps        int
	tooLong        int
	fired          map[string]int
	rejected       map[string]int
	captures       map[string][2]int
	violation      *Violation
	clamps         map[string]*clampSeen // by where the count is written
	filtered       map[string][2]int     // by filter: positions it applied in, and kept a move in
	phases         [][2]int              // by phase: reached (0 or 1), moves made in it
	conservation   bool                  // the violation is seeds not conserved
}

// Run plays cfg.Games random games of g, in parallel, and reports. Game i
// is played with the random stream (cfg.Seed, i), so the report is the
// same for any number of workers.
func Run(ctx context.Context, g *interpreter.Game, cfg Config) (*Report, error) {
	if cfg.Games < 1 {
		return nil, fmt.Errorf("games must be at least 1")
	}
	workers := max(cfg.Workers, 1)
	results := make([]game, cfg.Games)
	next := make(chan int)
	eg, ctx := errgroup.WithContext(ctx)
	eg.Go(func() error {
		defer close(next)
		for i := range cfg.Games {
			select {
			case next <- i:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	for range workers {
		eg.Go(func() error {
			for i := range next {
				results[i] = play(g, cfg.Seed, i)
				if cfg.Progress != nil {
					cfg.Progress()
				}
			}
			return nil
		})
	}
	if err := eg.Wait(); err != nil {
		return nil, err
	}
	return summarize(g, cfg, results), nil
}

func play(g *interpreter.Game, seed uint64, i int) game {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	mt := g.NewMatch()
	mt.SetSeed(rand.New(rand.NewPCG(seed, 1<<63|uint64(i))).Uint64()) // the lots of a variant that draws them
	mt.Debug(true)
	mt.CountRejections()
	out := game{fired: map[string]int{}, captures: map[string][2]int{}}
	current, laps := "", 0
	var record []string
	mt.Observe(func(e interpreter.Event) {
		switch e.Kind {
		case interpreter.EvMoveStart, interpreter.EvPass:
			laps, current = 0, ""
			if e.Where != "" {
				out.fired[e.Where]++
			}
		case interpreter.EvLap:
			laps++
		case interpreter.EvEndless: // laps of a repeating move passed over, to the lap limit
			laps += int(e.Before)
		case interpreter.EvSteps: // the steps of a move that sows nothing: their captures are the move rule's
			current = e.Where
		case interpreter.EvLapEnd, interpreter.EvRule:
			if e.Where != "" {
				out.fired[e.Where]++
				current = e.Where
			}
		case interpreter.EvCapture:
			c := out.captures[current]
			out.captures[current] = [2]int{c[0] + 1, c[1] + int(e.N)}
		case interpreter.EvLift: // seeds taken off the mover's track to be sown
			if e.N > 0 && !g.Program().OnTrack(e.Player, e.Pit) {
				c := out.captures[current]
				out.captures[current] = [2]int{c[0] + 1, c[1] + int(e.N)}
			}
		case interpreter.EvRound: // an end rule ended a round
			if e.Where != "" {
				out.fired[e.Where]++
			}
		case interpreter.EvMoveEnd:
			out.laps += laps
			out.moves++
			out.maxLaps = max(out.maxLaps, laps)
		case interpreter.EvClamp:
			out.noteClamp(e, i, seed, record)
		}
	})
	for !mt.Result().Over {
		legal, err := mt.Legal()
		if err == nil && len(legal) == 0 {
			err = fmt.Errorf("no legal move, yet the game is not over")
		}
		if err == nil {
			mv := legal[rng.IntN(len(legal))]
			record = append(record, g.MoveName(mv))
			out.notePhase(mt.State().Phase, true)
			err = mt.Play(mv)
			if ms := mt.Moves(); err == nil && g.Draws() != "" {
				record[len(record)-1] = g.MoveName(ms[len(ms)-1]) // with what the lots gave
			}
		}
		if err != nil {
			out.violation = &Violation{Game: i, Seed: fmt.Sprintf("%d/%d", seed, i), Moves: strings.Join(record, " "), Error: err.Error(),
				Position: g.FormatText(mt.State())}
			out.conservation = errors.Is(err, interpreter.ErrNotConserved)
			out.reason = "error"
			break
		}
	}
	out.notePhase(mt.State().Phase, false)
	if r := mt.Result(); r.Over {
		out.reason, out.winner = r.Reason, r.WinnerName()
		if r.Where != "" {
			out.fired[r.Where]++ // the end rule that ended the game
		}
		if out.winner == "" {
			out.winner = "none"
		}
	}
	out.plies = int(mt.State().Ply)
	out.tooLong = mt.Stats().TooLong
	out.rejected = mt.Stats().IllegalBy
	out.filtered = mt.Stats().Filtered
	return out
}

func summarize(g *interpreter.Game, cfg Config, results []game) *Report {
	v := g.Program().Variant()
	r := &Report{Variant: v.Name, Ruleset: g.Ruleset(), Options: g.OptionValues(), Games: cfg.Games, Seed: cfg.Seed,
		Reasons: map[string]int{}, Winners: map[string]int{}, NeverFired: []string{}, Violations: []Violation{}, Errors: []Violation{}}
	fired := map[string]int{}
	rejected := map[string]int{}
	captures := map[string][2]int{}
	plies, laps, moves := 0, 0, 0
	r.Plies.Min, r.LapsPerMove.Min = math.MaxInt, 0
	for _, gm := range results {
		if gm.violation != nil { // no statistic
			if gm.conservation {
				r.Violations = append(r.Violations, *gm.violation)
			} else {
				r.Errors = append(r.Errors, *gm.violation)
			}
			continue
		}
		r.Reasons[gm.reason]++
		if gm.winner != "" {
			r.Winners[gm.winner]++
		}
		plies += gm.plies
		r.Plies.Min = min(r.Plies.Min, gm.plies)
		r.Plies.Max = max(r.Plies.Max, gm.plies)
		laps += gm.laps
		moves += gm.moves
		r.LapsPerMove.Max = max(r.LapsPerMove.Max, gm.maxLaps)
		r.NeverEnding += gm.tooLong
		for k, n := range gm.fired {
			fired[k] += n
		}
		for k, n := range gm.rejected {
			rejected[k] += n
		}
		for k, c := range gm.captures {
			t := captures[k]
			captures[k] = [2]int{t[0] + c[0], t[1] + c[1]}
		}
	}
	sound := max(r.Sound(), 1)
	if r.Sound() == 0 {
		r.Plies.Min = 0
	}
	r.Plies.Mean = float64(plies) / float64(sound)
	if moves > 0 {
		r.LapsPerMove.Mean = float64(laps) / float64(moves)
		r.LapsPerMove.Min = 1
	}
	add := func(section string, rules []check.Rule) {
		for _, ru := range rules {
			where := ru.Pos.String()
			id := ru.ID
			if id == "" {
				id = "(no id)"
			}
			c := captures[where]
			r.Rules = append(r.Rules, Rule{Section: section, ID: id, Where: where, Fired: fired[where],
				PerGame: float64(fired[where]) / float64(sound), Rejected: rejected[where], Captures: c[0], Seeds: c[1]})
			if fired[where] == 0 && rejected[where] == 0 {
				r.NeverFired = append(r.NeverFired, fmt.Sprintf("%s %s (%s)", section, id, where))
			}
		}
	}
	var moveRules, endRules []check.Rule
	for _, m := range v.Moves {
		moveRules = append(moveRules, check.Rule{ID: m.ID, Pos: m.Pos})
	}
	for _, e := range v.End {
		endRules = append(endRules, check.Rule{ID: e.ID, Pos: e.Pos})
	}
	add("moves", moveRules)
	add("lap_end", v.LapEnd)
	add("on_drop", v.OnDrop)
	add("after_move", v.AfterMove)
	var filterRules []check.Rule
	for _, f := range v.Filters {
		filterRules = append(filterRules, check.Rule{ID: f.ID, Pos: f.Pos})
	}
	add("filters", filterRules)
	add("end", endRules)
	sort.SliceStable(r.Violations, func(i, j int) bool { return r.Violations[i].Game < r.Violations[j].Game })
	sort.SliceStable(r.Errors, func(i, j int) bool { return r.Errors[i].Game < r.Errors[j].Game })
	r.warnings(g, results)
	return r
}
