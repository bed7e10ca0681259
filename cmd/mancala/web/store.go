package web

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"
	"time"
)

// store keeps the games in progress, by ID, with the client that
// started each: a client keeps at most cfg.MaxGamesPerClient games, the
// server at most cfg.MaxGames, and a game idle for cfg.Idle is ended.
type store struct {
	cfg   Config
	mu    sync.Mutex
	games map[string]*game
}

func newStore(cfg Config) *store { return &store{cfg: cfg, games: map[string]*game{}} }

// add keeps g for client c under a new ID, ending c's least recently
// used game if c has as many as it may keep. It reports false when the
// server keeps as many games as it may.
func (st *store) add(c string, g *game) bool {
	now := time.Now()
	b := make([]byte, 12)
	rand.Read(b)
	st.mu.Lock()
	defer st.mu.Unlock()
	var oldest *game
	n := 0
	for id, x := range st.games {
		if now.Sub(x.used()) > st.cfg.Idle {
			delete(st.games, id)
			continue
		}
		if x.client == c {
			n++
			if oldest == nil || x.used().Before(oldest.used()) {
				oldest = x
			}
		}
	}
	if n >= st.cfg.MaxGamesPerClient && oldest != nil {
		delete(st.games, oldest.id)
	} else if len(st.games) >= st.cfg.MaxGames {
		return false
	}
	g.id, g.client = hex.EncodeToString(b), c
	g.touch(now)
	st.games[g.id] = g
	return true
}

// get returns client c's game id.
func (st *store) get(c, id string) *game {
	st.mu.Lock()
	defer st.mu.Unlock()
	g := st.games[id]
	if g == nil || g.client != c {
		return nil
	}
	if time.Since(g.used()) > st.cfg.Idle {
		delete(st.games, id)
		return nil
	}
	return g
}

// remove ends client c's game id.
func (st *store) remove(c, id string) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if g := st.games[id]; g != nil && g.client == c {
		delete(st.games, id)
		return true
	}
	return false
}

// withGame finds the game of the request's {id}, locked for the
// handler's time.
func (s *Server) withGame(h func(http.ResponseWriter, *http.Request, *game)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		g := s.games.get(client(r), r.PathValue("id"))
		if g == nil {
			fail(w, http.StatusNotFound, "no game %q: it ended, idled out or was replaced by a newer game (a client keeps %d)", r.PathValue("id"), s.cfg.MaxGamesPerClient)
			return
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		g.touch(time.Now())
		h(w, r, g)
	}
}

func (s *Server) endGame(w http.ResponseWriter, r *http.Request) {
	if !s.games.remove(client(r), r.PathValue("id")) {
		fail(w, http.StatusNotFound, "no game %q", r.PathValue("id"))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
