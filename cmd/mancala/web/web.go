// Package web is the server of `mancala serve`: a single-page app
// embedded in the binary and the JSON API under /api/ it uses to play,
// watch, author and replay games. See docs/serve.md.
//
// The server reads no file: its pages are embedded, the variants built
// in, and a description sent to it may name built-in variants and
// fragments only. Every request body, the games each client keeps and the
// time a computer player thinks are bounded (see Config).
package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"time"

	"github.com/mancala-toolkit/mancala/input"
)

//go:embed static
var static embed.FS

// Config bounds what the server does for its clients.
type Config struct {
	// MaxGamesPerClient is the most games a client (an IP address)
	// keeps; starting one more ends its least recently used game.
	MaxGamesPerClient int
	// MaxGames is the most games the server keeps in all; beyond it a
	// new game is refused until games end or idle out.
	MaxGames int
	// Idle is how long a game untouched is kept.
	Idle time.Duration
	// Think is the most time a computer player takes for a move.
	Think time.Duration
	// Thinkers is the most computer players thinking at once.
	Thinkers int
}

// DefaultConfig is the configuration of `mancala serve`.
var DefaultConfig = Config{MaxGamesPerClient: 16, MaxGames: 4096, Idle: time.Hour, Think: time.Second, Thinkers: 2}

// maxBody is the most bytes of a request body: a game record, the
// largest input the API takes, and room for the JSON around it.
var maxBody = input.Record.Max + 64<<10

// Server serves the app and its API.
type Server struct {
	cfg   Config
	games *store
	think chan struct{} // a token for each computer player thinking
	mux   *http.ServeMux
}

// New returns a server with the configuration cfg.
func New(cfg Config) *Server {
	s := &Server{cfg: cfg, games: newStore(cfg), think: make(chan struct{}, max(cfg.Thinkers, 1)), mux: http.NewServeMux()}
	sub, _ := fs.Sub(static, "static")
	files := http.FileServerFS(sub)
	s.mux.Handle("GET /", files)
	s.mux.HandleFunc("GET /api/variants", s.listVariants)
	s.mux.HandleFunc("GET /api/variants/{name}", s.getVariant)
	s.mux.HandleFunc("POST /api/validate", s.validate)
	s.mux.HandleFunc("POST /api/replay", s.replay)
	s.mux.HandleFunc("POST /api/games", s.newGame)
	s.mux.HandleFunc("GET /api/games/{id}", s.withGame(s.getGame))
	s.mux.HandleFunc("POST /api/games/{id}/play", s.withGame(s.play))
	s.mux.HandleFunc("POST /api/games/{id}/agent", s.withGame(s.agentMove))
	s.mux.HandleFunc("POST /api/games/{id}/undo", s.withGame(s.undo))
	s.mux.HandleFunc("GET /api/games/{id}/record", s.withGame(s.getRecord))
	s.mux.HandleFunc("DELETE /api/games/{id}", s.endGame)
	return s
}

// ServeHTTP bounds the request body and sets the headers every answer
// carries.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	s.mux.ServeHTTP(w, r)
}

// HTTPServer returns an http.Server for s on addr, with timeouts on
// reading, writing and idle connections.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30*time.Second + s.cfg.Think,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
}

// Loopback reports whether addr (host:port) names a loopback address.
func Loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// apiError is the body of every answer that is not a success.
type apiError struct {
	Error string `json:"error"`
	// An illegal move: the ply, the move, why it is illegal (citing the
	// rule) and the legal moves, as replay reports them.
	Ply    int      `json:"ply,omitempty"`
	Move   string   `json:"move,omitempty"`
	Reason string   `json:"reason,omitempty"`
	Legal  []string `json:"legal,omitempty"`
	// Diagnostics of a description that does not compile.
	Diagnostics []Diagnostic `json:"diagnostics,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	writeJSONTo(w, v)
}

func writeJSONTo(w io.Writer, v any) {
	json.NewEncoder(w).Encode(v)
}

func fail(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, args...)})
}

// readJSON decodes the request body into v, refusing unknown fields and
// more than one value.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.More() {
		err = errors.New("more than one JSON value")
	}
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, "the request body is larger than %s", input.Size(tooBig.Limit))
			return false
		}
		fail(w, http.StatusBadRequest, "the request body: %v", err)
		return false
	}
	return true
}

// client names the client of a request: its IP address.
func client(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// thinking takes a token to run a computer player, waiting at most
// until ctx is done.
func (s *Server) thinking(ctx context.Context) (release func(), ok bool) {
	select {
	case s.think <- struct{}{}:
		return func() { <-s.think }, true
	case <-ctx.Done():
		return nil, false
	}
}
