// The Python examples run against the engine built from this tree: the
// random-vs-engine game, and the random agent playing through simulate,
// play, compare and tournament. They need python3 on PATH, and skip
// with a message saying so when it is not there.
//
//	go test ./examples/python
package python_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestMain builds mancala once for the tests, into a directory it
// removes at the end.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mancala-python-")
	if err != nil {
		panic(err)
	}
	built = filepath.Join(dir, "mancala")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	built     string // where mancala is built
	buildOnce sync.Once
	buildErr  error
)

// setup finds python3 and builds mancala (once).
func setup(t *testing.T) (python, mancala string) {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on PATH: the Python examples of the engine are not run")
	}
	if out, err := exec.Command(python, "-c", "import json, subprocess, argparse, random").CombinedOutput(); err != nil {
		t.Skipf("python3 cannot import the standard modules the examples use: %v: %s", err, out)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: mancala cannot be built for the Python examples")
	}
	buildOnce.Do(func() {
		if out, err := exec.Command(gobin, "build", "-o", built, "github.com/mancala-toolkit/mancala/cmd/mancala").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return python, built
}

// TestRandomVersusEngine plays the example game through the client to
// its end: the script checks the moves, the seeds and the history, and
// that a move after the end is refused.
func TestRandomVersusEngine(t *testing.T) {
	python, mancala := setup(t)
	for _, variant := range []string{"kalah", "oware", "bao-kigogo"} {
		cmd := exec.Command(python, "random_vs_engine.py", "--engine", mancala, "--variant", variant, "--agent", "alphabeta:2", "--seed", "3")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", variant, err, out)
		}
		text := string(out)
		if !strings.Contains(text, "after the end: ") || !strings.Contains(text, "\nresult: ") || !strings.Contains(text, "(alphabeta:2)") || !strings.Contains(text, "(random)") {
			t.Errorf("%s: the game does not read as a whole game:\n%s", variant, text)
		}
	}
}

// TestRandomAgent: the Python agent plays wherever a player is named.
func TestRandomAgent(t *testing.T) {
	python, mancala := setup(t)
	spec := "cmd:" + python + " random_agent.py"
	for _, args := range [][]string{
		{"simulate", "kalah", "--south", spec, "--north", "greedy", "--games", "4"},
		{"compare", "kalah", "--vary", "seeds=3,4", "--south", spec, "--games", "2"},
		{"tournament", "kalah", "--players", "random," + spec, "--games", "2"},
		{"play", "kalah", "--south", spec, "--north", "random"},
	} {
		out, err := exec.Command(mancala, args...).CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", strings.Join(args, " "), err, out)
			continue
		}
		if !strings.Contains(string(out), "random_agent.py") && args[0] != "play" {
			t.Errorf("%s: the report does not name the agent:\n%s", strings.Join(args, " "), out)
		}
		if args[0] == "play" && !strings.Contains(string(out), "Game over") {
			t.Errorf("play: the game did not end:\n%s", out)
		}
	}
}

// TestBrokenAgent: a Python agent that replies nonsense stops the run
// with an error naming it and quoting it.
func TestBrokenAgent(t *testing.T) {
	python, mancala := setup(t)
	bad := filepath.Join(t.TempDir(), "bad.py")
	if err := os.WriteFile(bad, []byte("import sys\nsys.stdin.readline()\nsys.stdin.readline()\nprint('I resign')\nsys.stdout.flush()\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(mancala, "simulate", "kalah", "--south", "cmd:"+python+" "+bad, "--games", "2").CombinedOutput()
	if err == nil || !strings.Contains(string(out), `bad.py: replied "I resign": reply a move's name or a JSON object {"move": NAME}`) {
		t.Errorf("got %v:\n%s", err, out)
	}
}
