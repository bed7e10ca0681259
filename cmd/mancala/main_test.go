package main

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"mancala": func() { os.Exit(run(os.Args[1:])) },
	})
}

// TestScripts runs the command-line scenarios in testdata/script: each
// .txtar file is a shell-like script with the expected output beside it.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
	})
}
