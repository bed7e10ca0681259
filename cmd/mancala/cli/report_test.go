package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// timing is the last line simulate prints, which depends on the machine.
var timing = regexp.MustCompile(`\n\d+ games in [0-9.]+s on \d+ workers: \d+ games/s\n$`)

// toolField is the build that made a JSON report, which depends on the
// binary (TestReportsNameTheTool checks it).
var toolField = regexp.MustCompile(`(?s)^\{\n  "tool": \{.*?\n  \},\n`)

// TestReportsUnchanged: simulate, compare and merge print, byte for
// byte, the reports (text and JSON) and the CSV that the code before the
// statistics were streamed printed for the same runs. The files in
// testdata/report were written by that code (commit d62e6f4); they are
// not regenerated. The lines added since are the JSON reports'
// "ruleset", inserted by hand when reports began naming it, Oware's
// option "direction", inserted by hand when the option was added, and
// the labels of issue 16: the text says "(sd x)" for "± x" and ends its
// table with a legend, compare adds its table of differences, and the
// JSON rates carry their Wilson interval as wilson95_low/high too (low
// and high kept), the Dists mean_standard_error. Those were written by
// the new code and checked line by line against the old files: every
// number printed is the same; in the JSON, the interval bounds and
// fairness_p differ after the 8th significant digit, the normal quantile
// and binomial probabilities coming from gonum now. oware-mcts.json was
// written again when the searches began counting repetitions along
// their lines from the game's history (Oware's cycle rule ends a game at
// the third occurrence of a position): MCTS plays other games since.
func TestReportsUnchanged(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "games.csv")
	shards := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join("testdata/report", n))
		}
		return out
	}
	tests := []struct {
		want string
		args []string
	}{
		{"kalah-3000.txt", []string{"simulate", "kalah", "--games", "3000", "--seed", "7", "--workers", "2"}},
		{"kalah-3000.txt", []string{"simulate", "kalah", "--games", "3000", "--seed", "7", "--workers", "1"}},
		{"kalah-3000.json", []string{"simulate", "kalah", "--games", "3000", "--seed", "7", "--workers", "3", "--json"}},
		{"kalah-alphabeta.txt", []string{"simulate", "kalah", "--games", "400", "--south", "alphabeta:2", "--north", "greedy", "--seed", "5", "--workers", "2"}},
		{"kalah-alphabeta.json", []string{"simulate", "kalah", "--games", "400", "--south", "alphabeta:2", "--north", "greedy", "--seed", "5", "--workers", "2", "--json"}},
		{"kigogo.txt", []string{"simulate", "bao-kigogo", "--games", "200", "--seed", "2", "--workers", "2"}},
		{"kigogo.json", []string{"simulate", "bao-kigogo", "--games", "200", "--seed", "2", "--workers", "2", "--json"}},
		{"oware-mcts.json", []string{"simulate", "oware", "--games", "60", "--south", "mcts:40", "--north", "random", "--seed", "3", "--workers", "2", "--json"}},
		{"compare.txt", []string{"compare", "kalah", "--vary", "seeds=3,5", "--games", "300", "--seed", "4"}},
		{"merged.txt", append([]string{"merge"}, shards("shard0.json", "shard1.json", "shard2.json", "shard3.json")...)},
		{"merged.txt", append([]string{"merge"}, shards("shard3.json", "shard1.json", "shard0.json", "shard2.json")...)},
		{"merged.txt", []string{"simulate", "kalah", "--games", "80", "--south", "random", "--north", "greedy", "--seed", "2"}},
		{"kalah-300.csv", []string{"simulate", "kalah", "--games", "300", "--seed", "7", "--workers", "2", "--csv", csv}},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		root := newRoot()
		root.SetArgs(tt.args)
		root.SetOut(&out)
		root.SetErr(&errs)
		if err := root.Execute(); err != nil {
			t.Errorf("%v: %v\n%s", tt.args, err, errs.String())
			continue
		}
		got := timing.ReplaceAll(out.Bytes(), nil)
		got = toolField.ReplaceAll(got, []byte("{\n"))
		if filepath.Ext(tt.want) == ".csv" {
			var err error
			if got, err = os.ReadFile(csv); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(filepath.Join("testdata/report", tt.want))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%v: the output differs from testdata/report/%s:\n%s", tt.args, tt.want, got)
		}
	}
}

// TestReportsNameTheTool: every JSON report starts with the build of
// mancala that made it, and a game record names it too.
func TestReportsNameTheTool(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "game.txt")
	for _, args := range [][]string{
		{"simulate", "kalah", "--games", "3", "--json"},
		{"compare", "kalah", "--vary", "seeds=3,4", "--games", "3", "--json"},
		{"tournament", "kalah", "--players", "random,greedy", "--games", "2", "--json"},
		{"check", "kalah", "--games", "3", "--json"},
		{"replay", "kalah", "--moves", "a3", "--save", save},
	} {
		var out, errs bytes.Buffer
		root := newRoot()
		root.SetArgs(args)
		root.SetOut(&out)
		root.SetErr(&errs)
		if err := root.Execute(); err != nil {
			t.Errorf("%v: %v\n%s", args, err, errs.String())
			continue
		}
		if args[0] == "replay" {
			b, err := os.ReadFile(save)
			if err != nil || !bytes.Contains(b, []byte("\ntool: mancala ")) {
				t.Errorf("%v: the record names no tool:\n%s", args, b)
			}
			continue
		}
		var rep struct {
			Tool toolInfo `json:"tool"`
		}
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Errorf("%v: %v", args, err)
			continue
		}
		if rep.Tool.Name != "mancala" || rep.Tool.Version == "" || rep.Tool.Go == "" {
			t.Errorf("%v: tool %+v", args, rep.Tool)
		}
		if !toolField.Match(out.Bytes()) {
			t.Errorf("%v: the report does not start with the tool:\n%.200s", args, out.String())
		}
	}
}
