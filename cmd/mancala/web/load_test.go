package web

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"
)

var (
	loadGames = flag.Int("load.games", 200, "TestLoad: games played at once")
	loadMoves = flag.Int("load.moves", 12, "TestLoad: moves per game at most (0: whole games)")
)

// TestLoad plays many games of random moves at once, over loopback
// HTTP, each its own client: every request must succeed. It reports the
// latencies (not a pass mark: the machine may be shared).
func TestLoad(t *testing.T) {
	cfg := DefaultConfig
	cfg.MaxGamesPerClient = *loadGames // all the games come from 127.0.0.1
	srv := httptest.NewServer(New(cfg))
	defer srv.Close()
	client := &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: *loadGames}}
	var mu sync.Mutex
	var lat []time.Duration
	send := func(method, path string, body any, out any) error {
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest(method, srv.URL+path, bytes.NewReader(b))
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		err = json.NewDecoder(resp.Body).Decode(out)
		d := time.Since(start)
		mu.Lock()
		lat = append(lat, d)
		mu.Unlock()
		if resp.StatusCode >= 300 {
			return fmt.Errorf("%s %s: status %d", method, path, resp.StatusCode)
		}
		return err
	}
	var wg sync.WaitGroup
	errs := make(chan error, *loadGames)
	moves := 0
	for i := range *loadGames {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			var g gameView
			if err := send("POST", "/api/games", gameRequest{Variant: []string{"kalah", "oware", "bao-kigogo"}[i%3]}, &g); err != nil {
				errs <- err
				return
			}
			for n := 0; (*loadMoves == 0 || n < *loadMoves) && g.Position.Result == nil; n++ {
				mv := g.Legal.Moves[rng.IntN(len(g.Legal.Moves))]
				if err := send("POST", "/api/games/"+g.ID+"/play", moveRequest{mv}, &g); err != nil {
					errs <- fmt.Errorf("game %d, move %d (%s): %v", i, n+1, mv, err)
					return
				}
				mu.Lock()
				moves++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	slices.Sort(lat)
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	t.Logf("%d games at once, %d moves, %d requests: latency p50 %v, p99 %v, max %v", *loadGames, moves, len(lat), q(.5), q(.99), lat[len(lat)-1])
}
