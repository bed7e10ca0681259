// Package agent holds the computer players: an Agent chooses a move for
// the player to move of a match. Every agent is seeded, so a game between
// agents is reproducible.
//
// The players New knows, by name:
//
//	random             a uniformly random legal move
//	greedy             the move that gains the most material at once
//	alphabeta          iterative-deepening alpha-beta search, 4 plies
//	alphabeta:DEPTH    … searching DEPTH plies (alphabeta:6)
//	alphabeta:TIME     … deepening until TIME per move is up, always
//	                   completing depth 1 (alphabeta:200ms)
//	mcts               Monte Carlo tree search (UCT, random playouts),
//	                   1000 iterations per move
//	mcts:ITERATIONS    … with ITERATIONS per move (mcts:5000)
//	mcts:TIME          … iterating until TIME per move is up (mcts:300ms)
//
// TIME is a Go duration (300ms, 1.5s). Both forms may be given, the
// count then capping the iterations: alphabeta:8:1s, mcts:5000:300ms.
// mcts also takes an exploration constant other than sqrt(2) after a
// comma: mcts:2000,c=0.7, and cut=N to stop each playout after N plies
// and score it by material: mcts:1000,cut=40. NewAlphaBeta and NewMCTS take the same
// settings as structs.
//
//	cmd:PROGRAM ARGS   a program of one's own, sent each position and
//	                   its legal moves as a JSON line, replying its move
//	                   (see Command and docs/engine.md)
//
// DEPTH is at most 64, ITERATIONS at most 10,000,000, TIME at most ten
// minutes, C above 0 up to 100 and cut at most 1,000,000; New refuses
// any other name with an error that lists the names it takes. A
// researcher's own agents join them by Register.
//
// A search player is reproducible from its seed when its effort is a
// depth or an iteration count; with a time budget, how far it gets
// depends on the machine. AlphaBeta and MCTS implement Evaluator, which
// reports how the agent judged the position of its last Choose.
//
// In a variant whose moves draw lots (the draw action), an agent chooses
// the move and the match draws its outcome: random and greedy judge the
// moves Legal offers (greedy by one outcome drawn on a fork, from a
// stream of the fork's own), mcts draws the lots of each iteration from
// its own stream, and alphabeta, which searches no chance, refuses such
// a variant with an error naming its first draw.
//
// An agent is not safe for concurrent use: give each game its own.
package agent

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Agent chooses moves.
type Agent interface {
	// Name is the agent's name, as the command line takes it.
	Name() string
	// Choose returns a legal move for the player to move; the match must
	// not be over.
	Choose(mt *interpreter.Match) (interpreter.Move, error)
}

// Evaluator is an agent that judges the positions it chooses in, for
// measures such as drama or stability over a game.
type Evaluator interface {
	// LastEval returns the agent's value of the position of its last
	// Choose, from the view of the player who was to move there, and
	// whether there is one (false before the first Choose). The scale
	// is the agent's own: AlphaBeta's is material (seeds; ±1e6 less
	// the distance for a game won or lost by force), MCTS's a win rate
	// in [0, 1], a draw counting one half.
	LastEval() (float64, bool)
}

var (
	_ Evaluator = (*AlphaBeta)(nil)
	_ Evaluator = (*MCTS)(nil)
)

// The bounds of the settings in a player's name.
const (
	maxIterations = 10_000_000       // mcts:ITERATIONS
	maxTime       = 10 * time.Minute // :TIME, per move
	maxCutoff     = 1_000_000        // mcts cut=PLIES
	maxC          = 100.0            // mcts c=C
)

// usage describes the names New takes, for its error messages.
var usage = fmt.Sprintf("players: random, greedy, alphabeta[:DEPTH][:TIME], mcts[:ITERATIONS][:TIME][,c=C][,cut=PLIES], "+
	"with DEPTH 1 to %d, ITERATIONS 1 to %d, TIME a duration up to %s, C above 0 up to %g, PLIES 1 to %d "+
	"(e.g. alphabeta:6, alphabeta:200ms, mcts:5000, mcts:300ms, mcts:1000,c=0.7,cut=40); or "+CommandPrefix+"PROGRAM [ARGS…], a program of one's own (docs/engine.md)",
	maxSearchPly, maxIterations, maxTime, maxC, maxCutoff)

// New returns the agent called name, seeded. See the package
// documentation for the names. A name it does not take is an error that
// lists the names it takes.
func New(name string, seed uint64) (Agent, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("player %q: %s; %s", name, fmt.Sprintf(format, args...), usage)
	}
	if spec, ok := strings.CutPrefix(name, CommandPrefix); ok {
		return NewCommand(spec, seed)
	}
	rng := newRand(seed)
	base, arg, hasArg := strings.Cut(name, ":")
	if !hasArg {
		base, arg, hasArg = strings.Cut(name, ",") // mcts,c=0.7
		if hasArg {
			arg = "," + arg
		}
	}
	switch base {
	case "random", "greedy":
		if hasArg {
			return nil, bad("%s takes no settings", base)
		}
		if base == "random" {
			return &Random{rng: rng}, nil
		}
		return &Greedy{rng: rng}, nil
	case "alphabeta":
		var cfg AlphaBetaConfig
		if hasArg {
			if strings.Contains(arg, ",") {
				return nil, bad("alphabeta takes a depth and/or a time, no other setting")
			}
			n, d, err := parseEffort(arg, maxSearchPly)
			if err != nil {
				return nil, bad("%v", err)
			}
			cfg = AlphaBetaConfig{Depth: n, Time: d}
		}
		return newAlphaBeta(cfg, rng), nil
	case "mcts":
		var cfg MCTSConfig
		if hasArg {
			effort, settings, hasSettings := strings.Cut(arg, ",")
			if effort != "" || !hasSettings {
				n, d, err := parseEffort(effort, maxIterations)
				if err != nil {
					return nil, bad("%v", err)
				}
				cfg = MCTSConfig{Iterations: n, Time: d}
			}
			if hasSettings {
				for _, setting := range strings.Split(settings, ",") {
					key, v, _ := strings.Cut(setting, "=")
					switch key {
					case "cut":
						k, err := strconv.Atoi(v)
						if err != nil || k < 1 || k > maxCutoff {
							return nil, bad("cut=%s: want cut=PLIES, a number of plies from 1 to %d", v, maxCutoff)
						}
						cfg.Cutoff = k
					case "c":
						x, err := strconv.ParseFloat(v, 64)
						if err != nil || !(x > 0) || x > maxC {
							return nil, bad("c=%s: want c=C, an exploration constant above 0 and at most %g", v, maxC)
						}
						cfg.C = x
					default:
						return nil, bad("unknown setting %q: mcts takes c=C and cut=PLIES after a comma", setting)
					}
				}
			}
		}
		return newMCTS(cfg, rng), nil
	}
	if a, ok, err := registered(name, seed); ok {
		return a, err
	}
	unknown := fmt.Sprintf("unknown player %q", name)
	if c := diag.Closest(base, Names()); c != "" {
		unknown += fmt.Sprintf("; did you mean %q?", c)
	}
	if reg := registeredNames(); len(reg) > 0 {
		return nil, fmt.Errorf("%s; %s; registered: %s", unknown, usage, strings.Join(reg, ", "))
	}
	return nil, fmt.Errorf("%s; %s", unknown, usage)
}

// Timed reports whether the player called name searches for a time per
// move, so that its moves depend on the machine's speed.
func Timed(name string) bool {
	switch a, _ := New(name, 0); a := a.(type) {
	case *AlphaBeta:
		return a.cfg.Time > 0
	case *MCTS:
		return a.cfg.Time > 0
	}
	return false
}

// parseEffort reads N, TIME, N:TIME or TIME:N: a count from 1 to most
// and/or a positive duration up to maxTime.
func parseEffort(arg string, most int) (n int, d time.Duration, err error) {
	parts := strings.Split(arg, ":")
	if len(parts) > 2 {
		return 0, 0, fmt.Errorf("too many settings")
	}
	for _, p := range parts {
		if x, err := strconv.Atoi(p); err == nil {
			if x < 1 || x > most || n != 0 {
				return 0, 0, fmt.Errorf("count %q: want one count, from 1 to %d", p, most)
			}
			n = x
			continue
		}
		x, err := time.ParseDuration(p)
		if err != nil || x <= 0 || x > maxTime || d != 0 {
			return 0, 0, fmt.Errorf("%q is neither a count from 1 to %d nor a duration above 0 up to %s", p, most, maxTime)
		}
		d = x
	}
	return n, d, nil
}

func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x6d616e63616c61))
}

// Names lists the agents New knows (without their settings): the
// built-in ones and those registered (see Register).
func Names() []string {
	names := append([]string{"random", "greedy", "alphabeta", "mcts"}, registeredNames()...)
	sort.Strings(names)
	return names
}

// SplitList splits a comma-separated list of players. A part holding
// "=" is a setting of the player before it, so
// "greedy,mcts:1000,c=0.7,cut=40" is two players.
func SplitList(list string) []string {
	var names []string
	for _, part := range strings.Split(list, ",") {
		if strings.Contains(part, "=") && len(names) > 0 {
			names[len(names)-1] += "," + part
			continue
		}
		names = append(names, part)
	}
	return names
}

// Random plays a uniformly random legal move.
type Random struct {
	rng   *rand.Rand
	legal []interpreter.Move // kept from move to move
}

// Name implements Agent.
func (*Random) Name() string { return "random" }

// Choose implements Agent.
func (a *Random) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.AppendLegal(a.legal[:0])
	if err != nil {
		return interpreter.Move{}, err
	}
	a.legal = legal
	if len(legal) == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move")
	}
	return legal[a.rng.IntN(len(legal))], nil
}

// Greedy plays the move that gains the most material at once: the
// mover's material less the opponent's after the move, material being a
// player's bank plus the seeds in the pits they own. Ties are broken at
// random.
type Greedy struct{ rng *rand.Rand }

// Name implements Agent.
func (*Greedy) Name() string { return "greedy" }

// Choose implements Agent.
func (a *Greedy) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.Legal()
	if err != nil {
		return interpreter.Move{}, err
	}
	if len(legal) == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move")
	}
	mover := mt.State().ToMove
	best, bestVal, ties := legal[0], 0, 0
	for i, mv := range legal {
		child := mt.Fork()
		if err := child.Play(mv); err != nil {
			return interpreter.Move{}, err
		}
		v := Lead(child.State(), mover, mt.Game().Program().Players())
		switch {
		case i == 0 || v > bestVal:
			best, bestVal, ties = mv, v, 1
		case v == bestVal:
			ties++
			if a.rng.IntN(ties) == 0 {
				best = mv
			}
		}
	}
	return best, nil
}

// Lead is player pl's material less that of all the other players of a
// game of n players.
func Lead(s *interpreter.State, pl interpreter.Player, n int) int {
	lead := 0
	for o := range interpreter.Player(n) {
		if o == pl {
			lead += Material(s, o)
		} else {
			lead -= Material(s, o)
		}
	}
	return lead
}

// TwoPlayers refuses a game of more than two players to a search agent
// that weighs one player's gain as the other's loss.
func TwoPlayers(a Agent, g *interpreter.Game) error {
	if n := g.Program().Players(); n != 2 {
		return fmt.Errorf("%s searches games of two players (one's gain the other's loss); this game has %d: use random or greedy", a.Name(), n)
	}
	return nil
}

// Fits reports why agent a cannot play game g (nil when it can): the
// search agents play games of two players only.
func Fits(a Agent, g *interpreter.Game) error {
	switch a := a.(type) {
	case *AlphaBeta, *MCTS:
		return TwoPlayers(a, g)
	case Fitter:
		return a.Fits(g)
	}
	return nil
}

// Material is a player's bank plus the seeds in the pits they own.
func Material(s *interpreter.State, pl interpreter.Player) int {
	m := int(s.Bank[pl])
	for i, o := range s.Owner {
		if o == pl {
			m += int(s.Pits[i])
		}
	}
	return m
}
