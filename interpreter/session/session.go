// Package session is a game in progress driven one command at a time, as
// a program drives it over `mancala engine` or a page over `mancala
// serve`: start a game, list the legal moves, play a move by its name,
// take moves back, let an agent move, explain a move lap by lap. Its
// answers are the JSON shapes the command line prints (moves, replay,
// trace --json).
//
// A Session is not safe for concurrent use.
package session

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// Session is one game: where it started, the lots' seed and the match
// played from there.
type Session struct {
	g     *interpreter.Game
	start *interpreter.State // nil: the variant's set-up
	seed  uint64             // the seed of the lots, in a variant that draws them
	mt    *interpreter.Match
}

// New starts a game of g at start (nil for the set-up), the lots of a
// variant that draws them seeded by seed. A start position is checked
// against the variant (shape, seed total).
func New(g *interpreter.Game, start *interpreter.State, seed uint64) (*Session, error) {
	if start != nil {
		if err := g.Validate(start); err != nil {
			return nil, err
		}
		start = start.Clone()
	}
	s := &Session{g: g, start: start, seed: seed}
	mt, err := s.fresh()
	if err != nil {
		return nil, err
	}
	s.mt = mt
	return s, mt.Err()
}

// fresh is a match at the start, no move played.
func (s *Session) fresh() (*interpreter.Match, error) {
	mt := s.g.NewMatch()
	if s.start != nil {
		var err error
		if mt, err = s.g.NewMatchFrom(s.start); err != nil {
			return nil, err
		}
	}
	mt.Debug(true) // seeds not conserved are an error, not a wrong answer
	mt.SetSeed(s.seed)
	return mt, nil
}

// Game returns the game played.
func (s *Session) Game() *interpreter.Game { return s.g }

// Match returns the match in progress; a caller must not play moves on
// it (Play does), but may read it and fork it.
func (s *Session) Match() *interpreter.Match { return s.mt }

// Legal is the legal moves of a position, as `mancala moves --json`
// prints them.
type Legal struct {
	ToMove string   `json:"to_move"`
	Moves  []string `json:"moves"`
}

// Legal returns the legal moves of the player to move, by name, in pit
// order; none once the game is over.
func (s *Session) Legal() (Legal, error) {
	legal, err := s.mt.Legal()
	if err != nil {
		return Legal{}, err
	}
	out := Legal{ToMove: s.g.Program().PlayerName(s.mt.State().ToMove), Moves: []string{}}
	for _, mv := range legal {
		out.Moves = append(out.Moves, s.g.MoveName(mv))
	}
	return out, nil
}

// Position returns the position reached, as `mancala replay --json`
// prints it (the result once the game is over).
func (s *Session) Position() *interpreter.Position {
	return s.g.Position(s.mt.State(), s.mt.Result())
}

// Result returns the result of the game (Over false while it goes on).
func (s *Session) Result() interpreter.Result { return s.mt.Result() }

// Moves returns the names of the moves played, in order; a move that
// drew lots is named with its outcomes.
func (s *Session) Moves() []string {
	out := []string{}
	for _, mv := range s.mt.Moves() {
		out = append(out, s.g.MoveName(mv))
	}
	return out
}

// Play plays the move called name (as Legal names it). An illegal move
// is an *interpreter.IllegalMoveError that says why; the game is then as
// it was. It returns the name of the move played, with the outcomes of
// its draws in a variant that draws lots.
func (s *Session) Play(name string) (string, error) {
	if err := s.mt.Err(); err != nil {
		return "", err
	}
	n := len(s.mt.Moves())
	if err := s.mt.PlayName(name); err != nil {
		if len(s.mt.Moves()) > n {
			// the move was played but went wrong: take it back
			s.rewind(n)
		}
		return "", err
	}
	return s.last(), nil
}

// last is the name of the last move played.
func (s *Session) last() string {
	ms := s.mt.Moves()
	return s.g.MoveName(ms[len(ms)-1])
}

// Undo takes back the last n moves (n ≥ 1), as many as were played at
// most, and reports how many it took back.
func (s *Session) Undo(n int) (int, error) {
	played := len(s.mt.Moves())
	if n < 1 {
		return 0, fmt.Errorf("undo %d: take back at least one move", n)
	}
	if played == 0 {
		return 0, fmt.Errorf("no move to take back")
	}
	n = min(n, played)
	if err := s.rewind(played - n); err != nil {
		return 0, err
	}
	return n, nil
}

// rewind replays the first k moves from the start: the match has no
// way back, and a replay gives the position, the history and the lots
// exactly as they were.
func (s *Session) rewind(k int) error {
	mt, err := s.replay(k)
	if err != nil {
		return err
	}
	s.mt = mt
	return nil
}

// replay is a match of the first k moves played.
func (s *Session) replay(k int) (*interpreter.Match, error) {
	moves := s.mt.Moves()[:k]
	mt, err := s.fresh()
	if err != nil {
		return nil, err
	}
	for _, mv := range moves {
		if err := mt.Play(mv); err != nil {
			return nil, fmt.Errorf("replaying the game: %v", err)
		}
	}
	return mt, nil
}

// Go lets agent a choose the move of the player to move and plays it. It
// returns the move's name and, for an agent that judges positions, its
// value from the mover's view on the agent's own scale.
func (s *Session) Go(a agent.Agent) (move string, eval *float64, err error) {
	if r := s.mt.Result(); r.Over {
		return "", nil, fmt.Errorf("the game is over: %s", r)
	}
	if err := s.mt.Err(); err != nil {
		return "", nil, err
	}
	if err := agent.Fits(a, s.g); err != nil {
		return "", nil, err
	}
	mv, err := a.Choose(s.mt)
	if err != nil {
		if !strings.HasPrefix(err.Error(), a.Name()+": ") { // a program's error names it already
			err = fmt.Errorf("%s: %v", a.Name(), err)
		}
		return "", nil, err
	}
	n := len(s.mt.Moves())
	if err := s.mt.Play(mv); err != nil {
		if len(s.mt.Moves()) > n {
			s.rewind(n)
		}
		return "", nil, fmt.Errorf("%s chose %s: %v", a.Name(), s.g.MoveName(mv), err)
	}
	if ev, ok := a.(agent.Evaluator); ok {
		if v, ok := ev.LastEval(); ok {
			eval = &v
		}
	}
	return s.last(), eval, nil
}

// SetSeed seeds the lots of the moves to come, in a variant that draws
// them (the moves played keep the outcomes they drew).
func (s *Session) SetSeed(seed uint64) {
	s.seed = seed
	s.mt.SetSeed(seed)
}

// Start returns the position the game started from, or nil when it
// started from the variant's set-up.
func (s *Session) Start() *interpreter.State {
	if s.start == nil {
		return nil
	}
	return s.start.Clone()
}
