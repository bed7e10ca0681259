package input

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// unbounded matches the calls that read a file or a stream to its end.
var unbounded = regexp.MustCompile(`\bos\.(ReadFile|Open|OpenFile)\(|\bio\.ReadAll\(|\bioutil\.`)

// TestOnlyReader: outside this package, the Go code of the module reads
// no file but through a Kind, so that every input is bounded.
func TestOnlyReader(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "input" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			if unbounded.MatchString(line) {
				t.Errorf("%s:%d: read through mancala/input instead: %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
