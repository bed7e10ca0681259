package main

import (
	"errors"
	"fmt"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// hoarder looks one ply ahead and plays the move after which the player
// to move holds the most seeds in their store (on a board with stores)
// and bank; among moves that leave as many, the first legal one, the
// lowest pit. It knows no game: only what the Match API tells it.
type hoarder struct{}

// newHoarder is the Factory of hoarder, which takes no settings and
// draws no lots of its own (its games are reproducible).
func newHoarder(settings string, _ uint64) (agent.Agent, error) {
	if settings != "" {
		return nil, fmt.Errorf("hoarder takes no settings, not %q", settings)
	}
	return hoarder{}, nil
}

func (hoarder) Name() string { return "hoarder" }

func (hoarder) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.Legal()
	if err != nil {
		return interpreter.Move{}, err
	}
	if len(legal) == 0 {
		return interpreter.Move{}, errors.New("no legal move")
	}
	mover := mt.State().ToMove
	stores := mt.Game().Program().Board().Stores
	best, most := legal[0], -1
	for _, mv := range legal {
		after := mt.Fork()
		if err := after.Play(mv); err != nil {
			return interpreter.Move{}, err
		}
		if n := held(after.State(), stores, mover); n > most {
			best, most = mv, n
		}
	}
	return best, nil
}

// held is the seeds player pl holds in s off the pits of play: in their
// store, if the board has stores, and in their bank.
func held(s *interpreter.State, stores [board.MaxPlayers]int, pl interpreter.Player) int {
	n := int(s.Bank[pl])
	if x := stores[pl]; x >= 0 {
		n += int(s.Pits[x])
	}
	return n
}
