package interpreter_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// gameWords are names of games and of rules only one game has. None may
// appear in the Go code of the language or the interpreter: rules belong
// in variants/*.yaml.
var gameWords = regexp.MustCompile(`(?i)kingulu|kigogo|kimasai|kuweka|mtoto|oware|awale|awari|abapa|kalah|toguz|tuzd|njombwa|hawalis|mweso|omweso|gehe|bao\b`)

func TestNoGameNamesInGo(t *testing.T) {
	for _, dir := range []string{".", "../dsl"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(src), "\n") {
				if m := gameWords.FindString(line); m != "" {
					t.Errorf("%s:%d names a game (%q): rules belong in variants/*.yaml", path, i+1, m)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
