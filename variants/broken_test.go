package variants

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// TestBrokenCatalogue validates each description of testdata/broken, each
// with one mistake, and compares what the checker reports (as `mancala
// validate` prints it) with the golden file beside it (-update rewrites
// them). A broken description that compiles without a diagnostic fails.
func TestBrokenCatalogue(t *testing.T) {
	files, _ := filepath.Glob("../testdata/broken/*.yaml")
	if len(files) == 0 {
		t.Fatal("no broken descriptions in testdata/broken")
	}
	for _, file := range files {
		name := filepath.Base(file)
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		_, diags, texts := CompileTexts(name, src)
		if len(diags) == 0 {
			t.Errorf("%s: no diagnostic for a broken description", name)
			continue
		}
		var b strings.Builder
		for _, d := range diags {
			b.WriteString(diag.Render(d, texts[d.Pos.File]))
		}
		got := b.String()
		goldenFile := strings.TrimSuffix(file, ".yaml") + ".golden"
		if *update {
			if err := os.WriteFile(goldenFile, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(goldenFile)
		if err != nil {
			t.Errorf("%s: %v (run with -update to create it, then read it)", name, err)
			continue
		}
		if got != string(want) {
			t.Errorf("%s: diagnostics differ\n--- want\n%s--- got\n%s", name, want, got)
		}
	}
}
