package variants

import (
	"os"
	"path/filepath"
	"testing"
)

// TestOutside: the descriptions in testdata/outside, written by people
// who read only the language reference, validate without a diagnostic
// and play (see testdata/outside/README.md).
func TestOutside(t *testing.T) {
	files, _ := filepath.Glob("../testdata/outside/*.yaml")
	if len(files) == 0 {
		t.Fatal("no descriptions in testdata/outside")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, diags := Compile(filepath.Base(file), src)
			if p == nil || len(diags) > 0 {
				t.Fatalf("diagnostics: %v", diags)
			}
			playAll(t, p)
		})
	}
}
