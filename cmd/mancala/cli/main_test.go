package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"mancala":   func() { os.Exit(Main()) },
		"testagent": func() { os.Exit(testAgent()) },
	})
}

// TestScripts runs the command-line scenarios in testdata/script: each
// .txtar file is a shell-like script with the expected output beside it.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
		Cmds:          map[string]func(*testscript.TestScript, bool, []string){"grow": grow, "waitfile": waitfile},
		Setup: func(env *testscript.Env) error {
			root, err := filepath.Abs("../../..")
			env.Setenv("REPO", root) // the repository, for the examples
			return err
		},
	})
}

// grow writes a file of N bytes (spaces and newlines): grow FILE N.
func grow(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: grow FILE N")
	}
	n, err := strconv.Atoi(args[1])
	if err != nil {
		ts.Fatalf("grow: %v", err)
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = ' '
		if i%64 == 63 {
			b[i] = '\n'
		}
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), b, 0o644))
}

// waitfile waits until a file exists (a background command wrote it),
// at most a minute: waitfile FILE.
func waitfile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: waitfile FILE")
	}
	for range 600 {
		if _, err := os.Stat(ts.MkAbs(args[0])); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	ts.Fatalf("waitfile: no %s after a minute", args[0])
}
