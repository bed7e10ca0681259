package web

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/interpreter/record"
)

// game is a game in progress on the server.
type game struct {
	id, client string
	last       atomic.Int64 // when it was last used, Unix nanoseconds

	mu      sync.Mutex
	variant string // the variant's name, as a record gives it
	from    string // the start position of a game from a record that gives one (JSON), or ""
	g       *interpreter.Game
	mt      *interpreter.Match
	fresh   func() (*interpreter.Match, error) // the match at the start
	seats   []string                           // each seat: human, or the computer player's name
	agents  []agent.Agent                      // nil for a person
}

func (g *game) used() time.Time     { return time.Unix(0, g.last.Load()) }
func (g *game) touch(now time.Time) { g.last.Store(now.UnixNano()) }

// gameRequest starts a game: of a built-in variant or of a description
// typed in the page (source), by a ruleset and options, or that of a
// record; with a person or a computer player in each seat.
type gameRequest struct {
	Variant string            `json:"variant"`
	Source  string            `json:"source"`
	Ruleset string            `json:"ruleset"`
	Options map[string]string `json:"options"`
	Record  string            `json:"record"`
	// Seats holds each seat's player, in turn order: human, random,
	// greedy, alphabeta[:DEPTH] or mcts[:ITERATIONS]; missing seats are
	// human.
	Seats []string `json:"seats"`
	Seed  uint64   `json:"seed"`
}

// maxRecordMoves bounds the moves of a record the server replays.
const maxRecordMoves = 10_000

// Most effort a computer player may be given, besides the time bound.
const (
	maxDepth      = 12
	maxIterations = 200_000
)

// newAgent returns the computer player named, its effort within the
// server's bounds and its thinking time at most think.
func newAgent(name string, think time.Duration, seed uint64) (agent.Agent, error) {
	base, arg, _ := strings.Cut(name, ":")
	switch base {
	case "random", "greedy":
		if arg != "" {
			return nil, fmt.Errorf("player %q: %s takes no settings", name, base)
		}
		return agent.New(base, seed)
	case "alphabeta", "mcts":
		most, def := maxDepth, 4
		if base == "mcts" {
			most, def = maxIterations, 1000
		}
		n := def
		if arg != "" {
			var err error
			if n, err = strconv.Atoi(arg); err != nil || n < 1 || n > most {
				return nil, fmt.Errorf("player %q: want %s:N, N from 1 to %d", name, base, most)
			}
		}
		return agent.New(fmt.Sprintf("%s:%d:%s", base, n, think), seed)
	}
	return nil, fmt.Errorf("unknown player %q: want human, random, greedy, alphabeta[:DEPTH] or mcts[:ITERATIONS]", name)
}

func (s *Server) newGame(w http.ResponseWriter, r *http.Request) {
	var req gameRequest
	if !readJSON(w, r, &req) {
		return
	}
	g, err := s.start(&req)
	if err != nil {
		writeError(w, err)
		return
	}
	if !s.games.add(client(r), g) {
		fail(w, http.StatusServiceUnavailable, "the server keeps %d games, as many as it may: try again later", s.cfg.MaxGames)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	writeJSON(w, http.StatusCreated, g.view(true, nil))
}

// start sets up the game a request asks for.
func (s *Server) start(req *gameRequest) (*game, error) {
	var rec *record.Record
	if req.Record != "" {
		var err error
		if rec, err = record.Parse(strings.NewReader(req.Record)); err != nil {
			return nil, badRequest{err}
		}
		rec.File = "record"
		if len(rec.Moves) > maxRecordMoves {
			return nil, badRequest{fmt.Errorf("the record has %d moves; the server plays records of at most %d", len(rec.Moves), maxRecordMoves)}
		}
		if req.Variant == "" {
			req.Variant = rec.Variant
		}
	}
	v, err := s.program(req.Variant, req.Source)
	if err == nil && rec != nil && req.Source != "" && rec.Variant != v.name {
		v, err = s.program(rec.Variant, "") // a record of a built-in variant
	}
	if err != nil {
		return nil, err
	}
	if rec != nil && rec.Variant != v.name {
		return nil, badRequest{fmt.Errorf("the record is a game of %s, not %s", rec.Variant, v.name)}
	}
	ruleset, opts := req.Ruleset, map[string]string{}
	if rec != nil {
		ruleset = rec.Ruleset
		for k, x := range rec.Options {
			opts[k] = x
		}
	}
	for k, x := range req.Options {
		opts[k] = x
	}
	ig, err := v.prog.ConfigureRuleset(ruleset, opts)
	if err != nil {
		return nil, badRequest{err}
	}
	g := &game{variant: v.name, g: ig}
	seed := req.Seed
	if rec != nil {
		if rec.Seed != "" {
			seed, _ = strconv.ParseUint(rec.Seed, 10, 64)
		}
		g.from = rec.Position
		start := *rec
		start.Moves, start.Result = nil, ""
		g.fresh = func() (*interpreter.Match, error) { return start.Replay(ig) }
		if g.mt, err = rec.Replay(ig); err != nil {
			return nil, badRequest{err}
		}
	} else {
		g.fresh = func() (*interpreter.Match, error) {
			mt := ig.NewMatch()
			mt.Debug(true)
			mt.SetSeed(seed)
			return mt, nil
		}
		g.mt, _ = g.fresh()
	}
	n := v.prog.Players()
	if len(req.Seats) > n {
		return nil, badRequest{fmt.Errorf("seats: %s has %d players, not %d", v.name, n, len(req.Seats))}
	}
	g.seats, g.agents = make([]string, n), make([]agent.Agent, n)
	for i := range g.seats {
		g.seats[i] = "human"
		if i < len(req.Seats) && req.Seats[i] != "" && req.Seats[i] != "human" {
			a, err := newAgent(req.Seats[i], s.cfg.Think, seed+uint64(i))
			if err == nil {
				err = agent.Fits(a, ig)
			}
			if err != nil {
				return nil, badRequest{fmt.Errorf("seat %d (%s): %v", i+1, v.prog.PlayerName(interpreter.Player(i)), err)}
			}
			g.seats[i], g.agents[i] = req.Seats[i], a
		}
	}
	return g, nil
}

// badRequest is an error in what the client asked for.
type badRequest struct{ error }

// writeError answers with err: an illegal move, a description that does
// not compile, a bad request, or (any other error) the game going wrong.
func writeError(w http.ResponseWriter, err error) {
	var ill *interpreter.IllegalMoveError
	var bad badRequest
	var de *descriptionError
	switch {
	case errors.As(err, &ill):
		writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error(), Ply: ill.Ply, Move: ill.Move, Reason: ill.Reason, Legal: append([]string{}, ill.Legal...)})
	case errors.As(err, &de):
		writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error(), Diagnostics: de.diags})
	case errors.As(err, &bad):
		fail(w, http.StatusBadRequest, "%v", err)
	default:
		fail(w, http.StatusUnprocessableEntity, "%v", err)
	}
}

// moveRequest names a move, as replay takes it.
type moveRequest struct {
	Move string `json:"move"`
}

func (s *Server) getGame(w http.ResponseWriter, r *http.Request, g *game) {
	writeJSON(w, http.StatusOK, g.view(true, nil))
}

func (s *Server) play(w http.ResponseWriter, r *http.Request, g *game) {
	var req moveRequest
	if !readJSON(w, r, &req) {
		return
	}
	if g.mt.Result().Over {
		writeError(w, g.mt.PlayName(req.Move)) // says the game is over
		return
	}
	if a := g.agents[g.mt.State().ToMove]; a != nil {
		fail(w, http.StatusConflict, "it is %s's turn, whom the computer (%s) plays", g.g.Program().PlayerName(g.mt.State().ToMove), g.seats[g.mt.State().ToMove])
		return
	}
	m, err := g.playWatched(func() error { return g.mt.PlayName(strings.TrimSpace(req.Move)) })
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, g.view(false, m))
}

// agentMove lets the computer player whose turn it is move.
func (s *Server) agentMove(w http.ResponseWriter, r *http.Request, g *game) {
	if g.mt.Result().Over {
		fail(w, http.StatusConflict, "the game is over")
		return
	}
	who := g.mt.State().ToMove
	a := g.agents[who]
	if a == nil {
		fail(w, http.StatusConflict, "it is %s's turn, a person's", g.g.Program().PlayerName(who))
		return
	}
	release, ok := s.thinking(r.Context())
	if !ok {
		fail(w, http.StatusServiceUnavailable, "the request ended while waiting for a computer player to be free")
		return
	}
	mv, err := a.Choose(g.mt)
	release()
	if err != nil {
		writeError(w, err)
		return
	}
	m, err := g.playWatched(func() error { return g.mt.Play(mv) })
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, g.view(false, m))
}

// undo takes back the last move of a person and the computer's moves
// after it.
func (s *Server) undo(w http.ResponseWriter, r *http.Request, g *game) {
	moves := g.mt.Moves()
	n := len(moves)
	for n > 0 {
		n--
		if g.agents[g.mt.MoverOf(n)] == nil {
			break
		}
	}
	if n == len(moves) || g.agents[g.mt.MoverOf(n)] != nil {
		fail(w, http.StatusConflict, "there is no move of a person to take back")
		return
	}
	mt, err := g.fresh()
	if err == nil {
		for _, mv := range moves[:n] {
			if err = mt.Play(mv); err != nil {
				break
			}
		}
	}
	if err != nil {
		writeError(w, err)
		return
	}
	g.mt = mt
	writeJSON(w, http.StatusOK, g.view(false, nil))
}

// getRecord answers with the game's record, as replay --save writes it.
func (s *Server) getRecord(w http.ResponseWriter, r *http.Request, g *game) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+g.variant+`.record"`)
	rec := record.Of(g.mt, g.variant)
	rec.Position = g.from
	w.Write([]byte(rec.Format()))
}
