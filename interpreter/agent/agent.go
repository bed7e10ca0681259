// Package agent holds the computer players: an Agent chooses a move for
// the player to move of a match. Every agent is seeded, so a game between
// agents is reproducible.
package agent

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"mancala/interpreter"
)

// Agent chooses moves.
type Agent interface {
	// Name is the agent's name, as the command line takes it.
	Name() string
	// Choose returns a legal move for the player to move; the match must
	// not be over.
	Choose(mt *interpreter.Match) (interpreter.Move, error)
}

// New returns the agent called name, seeded.
func New(name string, seed uint64) (Agent, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6d616e63616c61))
	switch name {
	case "random":
		return &Random{rng: rng}, nil
	case "greedy":
		return &Greedy{rng: rng}, nil
	}
	return nil, fmt.Errorf("unknown player %q; players: %s", name, strings.Join(Names(), ", "))
}

// Names lists the agents New knows.
func Names() []string {
	names := []string{"random", "greedy"}
	sort.Strings(names)
	return names
}

// Random plays a uniformly random legal move.
type Random struct{ rng *rand.Rand }

// Name implements Agent.
func (*Random) Name() string { return "random" }

// Choose implements Agent.
func (a *Random) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.Legal()
	if err != nil {
		return interpreter.Move{}, err
	}
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
		v := Material(child.State(), mover) - Material(child.State(), 1-mover)
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

// Material is a player's bank plus the seeds in the pits they own.
func Material(s *interpreter.State, pl int8) int {
	m := int(s.Bank[pl])
	for i, o := range s.Owner {
		if o == pl {
			m += int(s.Pits[i])
		}
	}
	return m
}
