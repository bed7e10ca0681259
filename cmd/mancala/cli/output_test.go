package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// noJSON are the commands with nothing for programs to read: an
// interactive game, a picture, the schema (JSON already), and the
// commands that print or write a description (YAML), and the engine
// and the server, which speak JSON always.
var noJSON = []string{"play", "render", "schema", "help", "completion", "export", "new", "engine", "serve"}

// TestEveryCommandTakesJSON: every command that prints something for
// programs takes --json, and what it prints then is one JSON value.
func TestEveryCommandTakesJSON(t *testing.T) {
	for _, c := range newRoot().Commands() {
		if slices.Contains(noJSON, c.Name()) {
			continue
		}
		if c.Flags().Lookup("json") == nil {
			t.Errorf("%s has no --json", c.Name())
		}
	}
	for _, args := range [][]string{
		{"version"},
		{"list"},
		{"show", "kalah"},
		{"moves", "kalah", "--moves", "a3"},
		{"perft", "kalah", "--depth", "2", "--divide"},
		{"replay", "kalah", "--moves", "a3"},
		{"trace", "kalah", "--moves", "a3"},
		{"validate", "kalah"},
		{"validate", "kalah", "--format", "json"},
		append([]string{"test", "kalah"}, goldenFiles(t, "kalah")...),
		{"check", "kalah", "--games", "3"},
		{"simulate", "kalah", "--games", "3"},
		{"compare", "kalah", "--vary", "seeds=3,4", "--games", "3"},
		{"tournament", "kalah", "--players", "random,greedy", "--games", "2"},
		{"bench", "kalah", "--seconds", "0.05"},
		{"solve", "kalah", "--option", "houses=2", "--option", "seeds=2"},
	} {
		if args[len(args)-1] != "json" {
			args = append(args, "--json")
		}
		out := runOut(t, args...)
		var v any
		if err := json.Unmarshal(out, &v); err != nil {
			t.Errorf("%v: not one JSON value: %v\n%.300s", args, err, out)
		}
	}
}

// TestDashIsStandardOutput: a flag naming a file to write takes - for
// standard output (the report, if any, then goes to standard error).
func TestDashIsStandardOutput(t *testing.T) {
	if out := runOut(t, "replay", "kalah", "--moves", "a1 b3", "--save", "-"); !bytes.Contains(out, []byte("variant: kalah\n")) || !bytes.Contains(out, []byte("moves: a1 b3\n")) {
		t.Errorf("replay --save - printed\n%s", out)
	}
	if out := runOut(t, "render", "kalah", "--moves", "a3", "--svg", "-"); !bytes.HasPrefix(out, []byte("<svg")) && !bytes.HasPrefix(out, []byte("<?xml")) {
		t.Errorf("render --svg - printed %.100q", out)
	}
	if out := runOut(t, "render", "kalah", "--moves", "a3", "--png", "-"); !bytes.HasPrefix(out, []byte("\x89PNG")) {
		t.Errorf("render --png - printed %.20q", out)
	}
	if out := runOut(t, "simulate", "kalah", "--games", "3", "--csv", "-"); !bytes.HasPrefix(out, []byte("game,south,north,")) || bytes.Count(out, []byte("\n")) != 4 {
		t.Errorf("simulate --csv - printed\n%s", out)
	}
	if out := runOut(t, "simulate", "kalah", "--games", "3", "--out", "-"); !bytes.HasPrefix(out, []byte(`{"variant":"kalah"`)) || !json.Valid(out) {
		t.Errorf("simulate --out - printed\n%.300s", out)
	}
	if out := runOut(t, "compare", "kalah", "--vary", "seeds=3,4", "--games", "3", "--plot", "-"); !bytes.Contains(out[:min(len(out), 200)], []byte("<svg")) {
		t.Errorf("compare --plot - printed %.200q", out)
	}
}

// runOut runs the command line and returns what it printed on standard
// output; the command must succeed.
func runOut(t *testing.T, args ...string) []byte {
	t.Helper()
	var out, errs bytes.Buffer
	root := newRoot()
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errs)
	if err := root.Execute(); err != nil {
		t.Errorf("%s: %v\n%s", strings.Join(args, " "), err, errs.String())
	}
	return out.Bytes()
}

// goldenFiles are the golden files of a built-in variant.
func goldenFiles(t *testing.T, variant string) []string {
	m, err := filepath.Glob(filepath.Join("../../../testdata/golden", variant, "*.golden"))
	if err != nil || len(m) == 0 {
		t.Fatalf("no golden files for %s: %v", variant, err)
	}
	return m
}
