package cli

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/cmd/mancala/web"
)

// post sends a JSON request to the server and decodes its answer.
func post(t *testing.T, srv *web.Server, path string, body any, out any) {
	t.Helper()
	b, _ := json.Marshal(body)
	r := httptest.NewRequest("POST", path, bytes.NewReader(b))
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, r)
	if w.Code >= 300 {
		t.Fatalf("POST %s: %d %s", path, w.Code, w.Body.Bytes())
	}
	if err := json.Unmarshal(w.Body.Bytes(), out); err != nil {
		t.Fatal(err)
	}
}

// same compares two values as JSON.
func same(t *testing.T, what string, api, cli any) {
	t.Helper()
	norm := func(v any) []byte { // maps' keys sorted
		b, _ := json.Marshal(v)
		var x any
		json.Unmarshal(b, &x)
		b, _ = json.Marshal(x)
		return b
	}
	a, c := norm(api), norm(cli)
	if !bytes.Equal(a, c) {
		t.Errorf("%s: the API gives\n%s\nthe command line\n%s", what, a, c)
	}
}

// TestServeShapes: the API's position, legal moves, trace and
// diagnostics are what replay, moves, trace and validate print as JSON.
func TestServeShapes(t *testing.T) {
	srv := web.New(web.DefaultConfig)
	for _, c := range []struct{ variant, moves string }{
		{"kalah", "a3 a1 b2 a6"},
		{"bao-kigogo", "a12 d1 a6 d4"},
		{"oware", "a3 b1 a4"},
	} {
		var g struct {
			ID string `json:"id"`
		}
		post(t, srv, "/api/games", map[string]any{"variant": c.variant, "seats": []string{"human", "human"}}, &g)
		var v struct {
			Position json.RawMessage `json:"position"`
			Legal    struct {
				ToMove string   `json:"to_move"`
				Moves  []string `json:"moves"`
			} `json:"legal"`
			Last struct {
				Events []any `json:"events"`
			} `json:"last"`
		}
		for _, mv := range strings.Fields(c.moves) {
			post(t, srv, "/api/games/"+g.ID+"/play", map[string]string{"move": mv}, &v)
		}
		var pos, legal, trace any
		json.Unmarshal(cli(t, "replay", c.variant, "--moves", c.moves, "--json"), &pos)
		json.Unmarshal(cli(t, "moves", c.variant, "--moves", c.moves, "--json"), &legal)
		json.Unmarshal(cli(t, "trace", c.variant, "--moves", c.moves, "--json"), &trace)
		var apiPos any
		json.Unmarshal(v.Position, &apiPos)
		same(t, c.variant+" position", apiPos, pos)
		same(t, c.variant+" legal moves", v.Legal, legal)
		same(t, c.variant+" trace of the last move", v.Last.Events, trace)
	}
	src := "extends: kalah\nsowing:\n  directon: ccw\n"
	var ds []web.Diagnostic
	post(t, srv, "/api/validate", map[string]string{"source": src}, &ds)
	file := filepath.Join(t.TempDir(), "editor.yaml")
	os.WriteFile(file, []byte(src), 0o644)
	root := newRoot()
	var out bytes.Buffer
	root.SetArgs([]string{"validate", "--format", "json", file})
	root.SetOut(&out)
	root.Execute() // exits 1: the description is broken
	var want []web.Diagnostic
	json.Unmarshal(out.Bytes(), &want)
	for i := range want {
		want[i].File = "editor.yaml"
	}
	same(t, "diagnostics", ds, want)
}
