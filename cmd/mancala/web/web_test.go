package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// call sends a request to h from client ip and returns the status and
// body.
func call(t *testing.T, h http.Handler, ip, method, path string, body any) (int, []byte) {
	t.Helper()
	var r *http.Request
	switch b := body.(type) {
	case nil:
		r = httptest.NewRequest(method, path, nil)
	case string:
		r = httptest.NewRequest(method, path, strings.NewReader(b))
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = httptest.NewRequest(method, path, strings.NewReader(string(j)))
	}
	r.RemoteAddr = ip + ":4321"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code, w.Body.Bytes()
}

// must is call that wants status want and decodes the answer into v.
func must[T any](t *testing.T, h http.Handler, method, path string, body any, want int) T {
	t.Helper()
	code, b := call(t, h, "127.0.0.1", method, path, body)
	if code != want {
		t.Fatalf("%s %s: status %d, want %d: %s", method, path, code, want, b)
	}
	var v T
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s %s: %v: %s", method, path, err, b)
	}
	return v
}

// pitsOf is a position's pits in the layout's order.
func pitsOf(l *layout, pos *interpreter.Position) []int32 {
	out := make([]int32, len(l.Names))
	for i, n := range l.Names {
		out[i] = int32(pos.Pits[n])
	}
	return out
}

func TestVariants(t *testing.T) {
	s := New(DefaultConfig)
	list := must[[]variantInfo](t, s, "GET", "/api/variants", nil, 200)
	if len(list) != len(variants.Names()) || !slices.ContainsFunc(list, func(v variantInfo) bool { return v.Name == "kalah" && v.Title == "Kalah" }) {
		t.Fatalf("GET /api/variants: %d variants (want %d), kalah among them", len(list), len(variants.Names()))
	}
	v := must[variantInfo](t, s, "GET", "/api/variants/bao-kigogo", nil, 200)
	if v.Layout.Rows != 4 || v.Layout.Columns != 12 || len(v.Options) == 0 || !strings.Contains(v.Source, "name: bao-kigogo") {
		t.Errorf("bao-kigogo: %d×%d, %d options, source %.40q", v.Layout.Rows, v.Layout.Columns, len(v.Options), v.Source)
	}
	// a built-in file that is no variant is not one, nor read from disk
	// (here a valid description)
	dir := t.TempDir()
	kalah, _ := variants.Source("kalah")
	os.MkdirAll(filepath.Join(dir, "fragments"), 0o755)
	os.WriteFile(filepath.Join(dir, "fragments", "stuck"), kalah, 0o644)
	t.Chdir(dir)
	for _, name := range []string{"fragments%2Fstuck", "..%2Fgo.mod", "kalah.yaml"} {
		if code, b := call(t, s, "127.0.0.1", "GET", "/api/variants/"+name, nil); code != http.StatusNotFound {
			t.Errorf("GET /api/variants/%s: %d %.80s", name, code, b)
		}
	}
	if code, b := call(t, s, "127.0.0.1", "POST", "/api/games", gameRequest{Variant: "fragments/stuck"}); code != http.StatusBadRequest {
		t.Errorf("a game of fragments/stuck: %d %.80s", code, b)
	}
	e := must[apiError](t, s, "GET", "/api/variants/kalha", nil, 404)
	if !strings.Contains(e.Error, `did you mean "kalah"`) {
		t.Errorf("unknown variant: %q", e.Error)
	}
}

// TestPlay plays Kalah by the API: an illegal move is refused with the
// reason replay gives, a legal one comes with its frames, seed by seed.
func TestPlay(t *testing.T) {
	s := New(DefaultConfig)
	g := must[gameView](t, s, "POST", "/api/games", gameRequest{Variant: "kalah", Seats: []string{"human", "human"}}, 201)
	if g.Layout == nil || g.Legal.ToMove != "south" || strings.Join(g.Legal.Moves, " ") != "a1 a2 a3 a4 a5 a6" || g.Legal.Pits["a3"] != "a3" {
		t.Fatalf("new game: %+v", g)
	}
	e := must[apiError](t, s, "POST", "/api/games/"+g.ID+"/play", moveRequest{"b1"}, 422)
	if e.Reason != "b1 does not belong to south" || e.Ply != 1 || len(e.Legal) != 6 {
		t.Errorf("illegal move: %+v", e)
	}
	v := must[gameView](t, s, "POST", "/api/games/"+g.ID+"/play", moveRequest{"a3"}, 200)
	w := v.Last
	if w == nil || w.Move != "a3" || strings.Join(v.Moves, " ") != "a3" {
		t.Fatalf("a3: %+v", v)
	}
	// before, the move's start, a seed into each of a4 a5 a6 and the store, the lap's end, the extra turn, the end
	var seeds []int32
	for _, f := range w.Frames {
		if f.Seed > 0 {
			seeds = append(seeds, f.Pit)
		}
	}
	if fmt.Sprint(seeds) != "[3 4 5 12]" {
		t.Errorf("a3's seeds fell in pits %v, want a4 a5 a6 south-store ([3 4 5 12])", seeds)
	}
	if last := w.Frames[len(w.Frames)-1]; fmt.Sprint(last.Pits) != fmt.Sprint(pitsOf(g.Layout, v.Position)) {
		t.Errorf("the last frame %v is not the position %v", last.Pits, pitsOf(g.Layout, v.Position))
	}
	if !strings.Contains(strings.Join(w.Narration, "\n"), "(L-R5)") || v.Legal.ToMove != "south" {
		t.Errorf("a3 ends in the store: south moves again (L-R5); narration %q, to move %s", w.Narration, v.Legal.ToMove)
	}
	if code, _ := call(t, s, "127.0.0.1", "POST", "/api/games/"+g.ID+"/agent", nil); code != http.StatusConflict {
		t.Errorf("agent in a person's seat: status %d, want 409", code)
	}
	if code, _ := call(t, s, "192.0.2.9", "GET", "/api/games/"+g.ID, nil); code != http.StatusNotFound {
		t.Errorf("another client's game: status %d, want 404", code)
	}
}

// TestAgentUndoRecord plays a person against greedy, takes a move back,
// saves the record and starts a game from it.
func TestAgentUndoRecord(t *testing.T) {
	s := New(DefaultConfig)
	g := must[gameView](t, s, "POST", "/api/games", gameRequest{Variant: "kalah", Seats: []string{"human", "greedy"}}, 201)
	id := g.ID
	must[gameView](t, s, "POST", "/api/games/"+id+"/play", moveRequest{"a1"}, 200)
	v := must[gameView](t, s, "POST", "/api/games/"+id+"/agent", nil, 200)
	if len(v.Moves) != 2 || v.Legal.ToMove != "south" {
		t.Fatalf("after greedy's reply: moves %v, %s to move", v.Moves, v.Legal.ToMove)
	}
	must[gameView](t, s, "POST", "/api/games/"+id+"/play", moveRequest{"a2"}, 200)
	before := must[gameView](t, s, "GET", "/api/games/"+id, nil, 200)
	u := must[gameView](t, s, "POST", "/api/games/"+id+"/undo", nil, 200)
	if strings.Join(u.Moves, " ") != strings.Join(before.Moves[:2], " ") {
		t.Errorf("undo after %v gives %v", before.Moves, u.Moves)
	}
	code, rec := call(t, s, "127.0.0.1", "GET", "/api/games/"+id+"/record", nil)
	if code != 200 || !strings.Contains(string(rec), "variant: kalah") {
		t.Fatalf("record: %d %s", code, rec)
	}
	r := must[gameView](t, s, "POST", "/api/games", gameRequest{Record: string(rec)}, 201)
	if fmt.Sprint(r.Position) != fmt.Sprint(u.Position) || strings.Join(r.Moves, " ") != strings.Join(u.Moves, " ") {
		t.Errorf("the game of the record: %v %v, want %v %v", r.Moves, r.Position, u.Moves, u.Position)
	}
	// a record naming a file is refused: no file is read
	e := must[apiError](t, s, "POST", "/api/games", gameRequest{Record: "variant: /etc/passwd.yaml\nmoves: a1\n"}, 400)
	if !strings.Contains(e.Error, "unknown variant") {
		t.Errorf("a record of a file: %q", e.Error)
	}
}

// TestAuthor checks and plays descriptions sent to the server; one that
// names a file is refused, the file unread.
func TestAuthor(t *testing.T) {
	s := New(DefaultConfig)
	for _, c := range []struct{ src, want string }{
		{"extends: kalah\nsowing:\n  directon: ccw\n", `3:3 sowing: unknown key "directon" did you mean "direction"?`},
		{"extends: ./kalah.yaml\nname: k\n", `1:10 extends "./kalah.yaml": a description that is not a file names built-in variants and fragments only, by name`},
		{"extends: /etc/passwd\nname: k\n", `1:10 extends "/etc/passwd": a description that is not a file names built-in variants and fragments only, by name`},
		{strings.Repeat("#\n", int(input.Description.Max)), "0:0 more than 1 MiB; a variant description may hold at most 1 MiB"},
	} {
		ds := must[[]Diagnostic](t, s, "POST", "/api/validate", validateRequest{c.src}, 200)
		var got []string
		for _, d := range ds {
			got = append(got, strings.TrimSpace(fmt.Sprintf("%d:%d %s %s", d.Line, d.Column, d.Message, d.Suggestion)))
		}
		if !slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, c.want) }) {
			t.Errorf("%.30q: diagnostics %q, want one with %q", c.src, got, c.want)
		}
	}
	src := "extends: kalah\nname: small-kalah\ntitle: Small Kalah\nboard:\n  rows: 2\n  columns: 4\n  stores: true\n"
	if ds := must[[]Diagnostic](t, s, "POST", "/api/validate", validateRequest{src}, 200); len(ds) != 0 {
		t.Fatalf("a valid description: %v", ds)
	}
	g := must[gameView](t, s, "POST", "/api/games", gameRequest{Source: src, Seats: []string{"human", "random"}}, 201)
	if g.Variant != "small-kalah" || g.Layout.Columns != 4 {
		t.Errorf("the game of the description: %s, %d columns", g.Variant, g.Layout.Columns)
	}
	e := must[apiError](t, s, "POST", "/api/games", gameRequest{Source: "name: x\n"}, 422)
	if len(e.Diagnostics) == 0 {
		t.Errorf("a broken description: %+v", e)
	}
}

// TestReplay gives the position after every ply of a record.
func TestReplay(t *testing.T) {
	s := New(DefaultConfig)
	r := must[replayView](t, s, "POST", "/api/replay", replayRequest{Variant: "kalah", Moves: "a3 a6 b1"}, 200)
	if len(r.Positions) != 4 || strings.Join(r.Moves, " ") != "a3 a6 b1" || r.Positions[0].Ply != 0 || r.Positions[3].Ply != 3 {
		t.Fatalf("replay: moves %v, %d positions", r.Moves, len(r.Positions))
	}
	e := must[apiError](t, s, "POST", "/api/replay", replayRequest{Variant: "kalah", Moves: "a3 b4"}, 422)
	if e.Ply != 2 || e.Move != "b4" {
		t.Errorf("an illegal move: %+v", e)
	}
}

// TestBounds: request bodies, games per client and in all, computer
// players' effort.
func TestBounds(t *testing.T) {
	cfg := DefaultConfig
	cfg.MaxGamesPerClient, cfg.MaxGames = 2, 3
	s := New(cfg)
	if code, _ := call(t, s, "127.0.0.1", "POST", "/api/validate", `{"source":"`+strings.Repeat("x", int(maxBody))+`"}`); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over %d bytes: status %d", maxBody, code)
	}
	if code, _ := call(t, s, "127.0.0.1", "POST", "/api/games", `{"variant":"kalah","cheat":1}`); code != http.StatusBadRequest {
		t.Errorf("an unknown field: status %d", code)
	}
	var ids []string
	for range 3 {
		ids = append(ids, must[gameView](t, s, "POST", "/api/games", gameRequest{Variant: "kalah"}, 201).ID)
	}
	if code, _ := call(t, s, "127.0.0.1", "GET", "/api/games/"+ids[0], nil); code != http.StatusNotFound {
		t.Errorf("a client's third game of two: its first is still there (%d)", code)
	}
	if code, _ := call(t, s, "127.0.0.1", "GET", "/api/games/"+ids[2], nil); code != http.StatusOK {
		t.Errorf("the newest game: status %d", code)
	}
	call(t, s, "192.0.2.1", "POST", "/api/games", gameRequest{Variant: "kalah"})
	if code, _ := call(t, s, "192.0.2.2", "POST", "/api/games", gameRequest{Variant: "kalah"}); code != http.StatusServiceUnavailable {
		t.Errorf("a game more than the server keeps: status %d", code)
	}
	for _, seat := range []string{"alphabeta:13", "mcts:200001", "mcts:1000:10m", "random:1", "gnugo"} {
		if code, b := call(t, New(DefaultConfig), "127.0.0.1", "POST", "/api/games", gameRequest{Variant: "kalah", Seats: []string{seat}}); code != http.StatusBadRequest {
			t.Errorf("seat %s: status %d %s", seat, code, b)
		}
	}
	if code, b := call(t, New(DefaultConfig), "127.0.0.1", "POST", "/api/games", gameRequest{Record: "variant: kalah\nmoves:" + strings.Repeat(" a1", maxRecordMoves+1)}); code != http.StatusBadRequest || !strings.Contains(string(b), "at most 10000") {
		t.Errorf("a record of too many moves: status %d %.100s", code, b)
	}
	// a deep search stops at the thinking time
	cfg = DefaultConfig
	cfg.Think = 20 * time.Millisecond
	s = New(cfg)
	g := must[gameView](t, s, "POST", "/api/games", gameRequest{Variant: "kalah", Seats: []string{"alphabeta:12", "mcts:200000"}}, 201)
	for range 2 {
		must[gameView](t, s, "POST", "/api/games/"+g.ID+"/agent", nil, 200)
	}
}

// TestFiles: the server gives its embedded page and nothing else.
func TestFiles(t *testing.T) {
	s := New(DefaultConfig)
	code, b := call(t, s, "127.0.0.1", "GET", "/", nil)
	if code != 200 || !strings.Contains(string(b), `<script src="app.js"`) {
		t.Fatalf("GET /: %d %.80s", code, b)
	}
	for _, path := range []string{"/web.go", "/../web.go", "/static/app.js", "/%2e%2e/web.go", "/api/../../go.mod", "/etc/passwd"} {
		code, b := call(t, s, "127.0.0.1", "GET", path, nil)
		if code == 200 || strings.Contains(string(b), "package") {
			t.Errorf("GET %s: %d %.60s", path, code, b)
		}
	}
}

func TestLoopback(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "[::1]:80": true, "localhost:1": true, "0.0.0.0:8080": false, ":8080": false, "192.168.1.2:80": false, "nonsense": false} {
		if Loopback(addr) != want {
			t.Errorf("Loopback(%q) = %v", addr, !want)
		}
	}
}

// TestRecordPosition: the record of a game started from a record with a
// position keeps the position.
func TestRecordPosition(t *testing.T) {
	s := New(DefaultConfig)
	r := must[replayView](t, s, "POST", "/api/replay", replayRequest{Variant: "kalah", Moves: "a1 b1"}, 200)
	pos, _ := json.Marshal(r.Positions[2])
	rec := "variant: kalah\nposition: " + string(pos) + "\nmoves: a2\n"
	g := must[gameView](t, s, "POST", "/api/games", gameRequest{Record: rec}, 201)
	_, saved := call(t, s, "127.0.0.1", "GET", "/api/games/"+g.ID+"/record", nil)
	again := must[gameView](t, s, "POST", "/api/games", gameRequest{Record: string(saved)}, 201)
	if fmt.Sprint(again.Position) != fmt.Sprint(g.Position) || !strings.Contains(string(saved), "position: {") {
		t.Errorf("the record saved:\n%s\ngives %v, not %v", saved, again.Position, g.Position)
	}
}
