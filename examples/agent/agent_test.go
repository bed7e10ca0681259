package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/cmd/mancala/cli"
	"github.com/mancala-toolkit/mancala/interpreter/record"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestMain registers the program's agents once, as main does, for the
// command lines the tests run.
func TestMain(m *testing.M) {
	if err := register(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// run runs a command line of the program, as main would after
// registering, and returns its exit status and what it printed.
func run(args ...string) (int, string) {
	var out bytes.Buffer
	status := cli.Run(args, &out, &out)
	return status, out.String()
}

// TestCommandsTakeTheAgent: simulate, compare, tournament and play take
// hoarder by name, and it plays as itself: far better than random, and
// its name where the commands name players.
func TestCommandsTakeTheAgent(t *testing.T) {
	tests := []struct {
		args []string
		want []string // patterns of lines the output holds
		// share, when set, reads a percentage from the line (its first
		// group) that must be at least min
		share *regexp.Regexp
		min   float64
	}{
		{
			args:  []string{"simulate", "kalah", "--south", "hoarder", "--north", "random", "--games", "200"},
			want:  []string{`^kalah: 200 games, hoarder \(south\) v random \(north\)`},
			share: regexp.MustCompile(`^hoarder wins ([\d.]+)% `),
			min:   80,
		},
		{
			args: []string{"compare", "kalah", "--vary", "seeds=3,4", "--south", "hoarder", "--north", "random", "--games", "50"},
			want: []string{`hoarder \(south\) v random \(north\)`, `^metric +seeds=3 +seeds=4$`, `^turns per game `},
		},
		{
			args: []string{"tournament", "oware", "--players", "hoarder,greedy,random", "--games", "20"},
			want: []string{`^ +hoarder +– `, `^1 +hoarder `, `^3 +random `},
		},
		{
			args: []string{"play", "kalah", "--south", "hoarder", "--north", "greedy"},
			want: []string{`^1\. South plays a3$`, `^Game over after \d+ moves`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.args[0], func(t *testing.T) {
			status, out := run(tt.args...)
			if status != 0 {
				t.Fatalf("%s: exit status %d:\n%s", strings.Join(tt.args, " "), status, out)
			}
			lines := strings.Split(out, "\n")
			for _, w := range tt.want {
				if !anyLine(lines, regexp.MustCompile(w)) {
					t.Errorf("%s: no line matches %q in:\n%s", strings.Join(tt.args, " "), w, out)
				}
			}
			if tt.share == nil {
				return
			}
			for _, l := range lines {
				if m := tt.share.FindStringSubmatch(l); m != nil {
					if p, _ := strconv.ParseFloat(m[1], 64); p < tt.min {
						t.Errorf("%s: %q: want at least %.0f%%", strings.Join(tt.args, " "), l, tt.min)
					}
					return
				}
			}
			t.Errorf("%s: no line matches %q in:\n%s", strings.Join(tt.args, " "), tt.share, out)
		})
	}
}

// TestPlayedMovesAreTheAgents: in a game that play saves, every move of
// the side hoarder played is the move hoarder chooses there.
func TestPlayedMovesAreTheAgents(t *testing.T) {
	for _, tt := range []struct{ variant, seat string }{
		{"kalah", "south"},
		{"oware", "north"},
	} {
		t.Run(tt.variant, func(t *testing.T) {
			other := map[string]string{"south": "north", "north": "south"}[tt.seat]
			file := filepath.Join(t.TempDir(), "game.txt")
			status, out := run("play", tt.variant, "--"+tt.seat, "hoarder", "--"+other, "random", "--save", file)
			if status != 0 {
				t.Fatalf("play: exit status %d:\n%s", status, out)
			}
			rec, err := record.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			g, err := variants.MustLoad(tt.variant).ConfigureRuleset(rec.Ruleset, rec.Options)
			if err != nil {
				t.Fatal(err)
			}
			mt := g.NewMatch()
			turns := 0
			for i, name := range rec.Moves {
				if mt.State().ToMove.String() == tt.seat {
					mv, err := hoarder{}.Choose(mt)
					if err != nil {
						t.Fatalf("move %d: %v", i+1, err)
					}
					if g.MoveName(mv) != name {
						t.Fatalf("move %d: %s played %s; hoarder chooses %s", i+1, tt.seat, name, g.MoveName(mv))
					}
					turns++
				}
				if err := mt.PlayName(name); err != nil {
					t.Fatalf("move %d: %v", i+1, err)
				}
			}
			if turns < 5 {
				t.Errorf("hoarder made %d moves of %d", turns, len(rec.Moves))
			}
		})
	}
}

// TestReadme: the README's command lines of this program ("$ go run
// ./examples/agent …") print the lines shown under them, in order ("…"
// for any lines between).
func TestReadme(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "    $ go run ./examples/agent "
	lines := strings.Split(string(readme), "\n")
	found := 0
	for i, l := range lines {
		args, ok := strings.CutPrefix(l, prompt)
		if !ok {
			continue
		}
		found++
		var shown []string
		for _, s := range lines[i+1:] {
			if !strings.HasPrefix(s, "    ") || strings.HasPrefix(s, "    $ ") {
				break
			}
			shown = append(shown, strings.TrimSpace(s))
		}
		_, out := run(strings.Fields(args)...)
		if missing := notShown(shown, strings.Split(out, "\n")); missing != "" {
			t.Errorf("README.md:%d: %s\ndoes not print %q; it printed:\n%s", i+1, strings.TrimPrefix(l, "    $ "), missing, out)
		}
	}
	if found == 0 {
		t.Errorf("README.md runs no %q", strings.TrimSpace(prompt))
	}
}

// notShown returns the first line of shown ("…" aside) that got does not
// print after the lines before it, or "" when it prints them all.
func notShown(shown, got []string) string {
	k := 0
	for _, s := range shown {
		if s == "…" || s == "" {
			continue
		}
		for k < len(got) && strings.TrimSpace(got[k]) != s {
			k++
		}
		if k == len(got) {
			return s
		}
		k++
	}
	return ""
}

func anyLine(lines []string, re *regexp.Regexp) bool {
	for _, l := range lines {
		if re.MatchString(l) {
			return true
		}
	}
	return false
}
