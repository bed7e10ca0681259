package session

import (
	"errors"
	"fmt"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/narrate"
)

// Event is an event of a move for programs, as `mancala trace --json`
// prints it: its kind, where it happened, the rule that made it and the
// sentence that tells it.
type Event struct {
	Kind   string `json:"kind"`
	Ply    int32  `json:"ply"`
	Lap    int32  `json:"lap,omitempty"`
	Player string `json:"player,omitempty"`
	Pit    string `json:"pit,omitempty"`
	Move   string `json:"move,omitempty"` // the move's full name (kind move-start)
	First  string `json:"first,omitempty"`
	To     string `json:"to,omitempty"`
	N      int32  `json:"n,omitempty"`
	Before *int32 `json:"before,omitempty"`
	Phase  string `json:"phase,omitempty"` // the phase entered (kind phase)
	Rule   string `json:"rule,omitempty"`
	Where  string `json:"where,omitempty"`
	Text   string `json:"text,omitempty"`
}

// Events gives the events of game g for programs, each told by n.
func Events(g *interpreter.Game, n *narrate.Narrator, evs []interpreter.Event) []Event {
	names := g.Program().Board().Names
	pit := func(p int32) string {
		if p < 0 || int(p) >= len(names) {
			return ""
		}
		return names[p]
	}
	out := []Event{}
	for _, e := range evs {
		je := Event{Kind: e.Kind.String(), Ply: e.Ply, Lap: e.Lap, Pit: pit(e.Pit), Move: e.Move, To: pit(e.To), N: e.N, Rule: e.Rule, Where: e.Where, Text: n.Event(e)}
		if e.Kind == interpreter.EvChoice || e.Kind == interpreter.EvDraw {
			je.To = "" // To counts the alternatives: not a pit
		}
		if e.Player >= 0 && e.Kind != interpreter.EvPhase {
			je.Player = g.Program().PlayerName(e.Player)
		}
		switch e.Kind {
		case interpreter.EvLap:
			je.First = pit(e.First)
		case interpreter.EvLapEnd:
			b := e.Before
			je.Before = &b
		case interpreter.EvPhase:
			if ph := g.Program().Variant().Phases; int(e.N) < len(ph) {
				je.Phase = ph[e.N].Name
			}
		}
		out = append(out, je)
	}
	return out
}

// Trace explains move number ply of the game (1 for the first; 0 for the
// last move played) lap by lap, replaying the game to it.
func (s *Session) Trace(ply int) ([]Event, error) {
	played := len(s.mt.Moves())
	if played == 0 {
		return nil, fmt.Errorf("no move has been played to trace")
	}
	if ply == 0 {
		ply = played
	}
	if ply < 1 || ply > played {
		return nil, fmt.Errorf("trace %d: the moves played are 1 to %d", ply, played)
	}
	mt, err := s.replay(ply - 1)
	if err != nil {
		return nil, err
	}
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.Play(s.mt.Moves()[ply-1]); err != nil {
		return nil, err
	}
	return Events(s.g, narrate.New(s.g), evs), nil
}

// TraceMove explains the move called name from the position reached
// without playing it: the events of the move as far as it goes, and, for
// a move that is not legal, the error that says why.
func (s *Session) TraceMove(name string) ([]Event, error) {
	mt, err := s.replay(len(s.mt.Moves()))
	if err != nil {
		return nil, err
	}
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	played := mt.PlayName(name)
	var refused *interpreter.IllegalMoveError
	if played != nil && errors.As(played, &refused) {
		mt.Attempt(name) // told as far as it goes, then refused
	}
	return Events(s.g, narrate.New(s.g), evs), played
}
