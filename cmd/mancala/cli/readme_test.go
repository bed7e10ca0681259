package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeTour: every command of the README's tour (a line "$ mancala
// …" or "$ ./mancala …" in an indented block) runs as shown, and prints
// the lines shown under it, in order ("…" stands for any lines). It runs
// in a directory holding testdata/readme's files, so that the tour's
// my-game.yaml is there; other paths are the repository's.
func TestReadmeTour(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	examples := tourExamples(string(readme))
	if len(examples) < 8 {
		t.Fatalf("found %d examples in README.md", len(examples))
	}
	dir := t.TempDir()
	for _, f := range []string{"my-game.yaml"} {
		b, err := os.ReadFile(filepath.Join(root, "testdata/readme", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, ex := range examples {
		args, err := splitCommand(ex.command)
		if err != nil {
			t.Errorf("README.md:%d: %v", ex.line, err)
			continue
		}
		switch {
		case args[0] == "go":
			continue // building the binary: the test is the binary
		case args[1] == "play":
			continue // interactive: play.txtar plays the same game
		}
		for i, a := range args[2:] {
			if p := filepath.Join(root, a); strings.Contains(a, "/") && !strings.HasPrefix(a, "docs/") && exists(p) {
				args[2+i] = p
			}
		}
		if args[1] == "conform" && !exists(args[2+slicesIndex(args[2:], func(a string) bool { return strings.HasSuffix(a, ".gz") })]) {
			t.Logf("README.md:%d: skipped: the reference games are not beside the repository", ex.line)
			continue
		}
		got := runTour(args[1:])
		if msg := matchShown(ex.output, got); msg != "" {
			t.Errorf("README.md:%d: $ %s\n%s\nit printed:\n%s", ex.line, ex.command, msg, strings.Join(got, "\n"))
		}
	}
}

// tourExample is a command of the README and the lines shown under it.
type tourExample struct {
	line    int
	command string
	output  []string
}

func tourExamples(readme string) []tourExample {
	var out []tourExample
	lines := strings.Split(readme, "\n")
	for i := 0; i < len(lines); i++ {
		cmd, ok := strings.CutPrefix(lines[i], "    $ ")
		if !ok {
			continue
		}
		ex := tourExample{line: i + 1, command: cmd}
		j := i + 1
		for ; j < len(lines); j++ {
			l := lines[j]
			if strings.HasPrefix(l, "    $ ") || (l != "" && !strings.HasPrefix(l, "    ")) {
				break
			}
			ex.output = append(ex.output, strings.TrimPrefix(l, "    "))
		}
		for len(ex.output) > 0 && strings.TrimSpace(ex.output[len(ex.output)-1]) == "" {
			ex.output = ex.output[:len(ex.output)-1]
		}
		out = append(out, ex)
		i = j - 1
	}
	return out
}

// splitCommand splits a command line into words, with "…" and '…' quoting.
func splitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	quote, inWord := rune(0), false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, errors.New("unclosed quote")
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) < 2 || (words[0] != "mancala" && words[0] != "./mancala" && words[0] != "go") {
		return nil, errors.New("not a mancala command: " + s)
	}
	return words, nil
}

// runTour runs a command line as the mancala binary would, and returns
// what it printed, standard output then its error message, line by
// line.
func runTour(args []string) []string {
	var out bytes.Buffer
	Run(args, &out, &out)
	return strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
}

// matchShown says how the lines got fail the lines shown ("" when they
// match): each shown line is the next line printed, trailing spaces
// aside, and a line "…" skips any number of lines.
func matchShown(shown, got []string) string {
	var match func(s, g int) bool
	match = func(s, g int) bool {
		if s == len(shown) {
			return true // what follows the shown lines is not shown
		}
		if strings.TrimSpace(shown[s]) == "…" {
			for k := g; k <= len(got); k++ {
				if match(s+1, k) {
					return true
				}
			}
			return false
		}
		return g < len(got) && strings.TrimRight(shown[s], " ") == strings.TrimRight(got[g], " ") && match(s+1, g+1)
	}
	if match(0, 0) {
		return ""
	}
	return "it did not print the lines shown:\n" + strings.Join(shown, "\n")
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func slicesIndex(s []string, f func(string) bool) int {
	for i, x := range s {
		if f(x) {
			return i
		}
	}
	return 0
}
