package variants

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants/golden"
)

var update = flag.Bool("update", false, "rewrite the expected parts of golden files from what the interpreter does")

// goldenDir holds one folder per variant of golden cases; see its README.
const goldenDir = "../testdata/golden"

func TestGolden(t *testing.T) {
	for _, name := range Names() {
		p := MustLoad(name)
		files, _ := filepath.Glob(filepath.Join(goldenDir, name, "*.golden"))
		for _, file := range files {
			t.Run(name+"/"+filepath.Base(file), func(t *testing.T) {
				golden.RunFile(t, p, file, *update)
			})
		}
	}
}

// TestEveryRuleHasAGoldenCase reads the rule IDs of each variant's rule
// document and fails for any that no golden case cites, and for cases
// citing IDs the document does not list.
func TestEveryRuleHasAGoldenCase(t *testing.T) {
	for _, name := range Names() {
		doc, ok := RulesDoc(name)
		if !ok {
			t.Errorf("%s: no rule document %s.md", name, name)
			continue
		}
		ids := golden.RuleIDs(doc)
		if len(ids) == 0 {
			t.Errorf("%s.md lists no rule IDs", name)
		}
		files, _ := filepath.Glob(filepath.Join(goldenDir, name, "*.golden"))
		uncited, unknown, err := golden.Uncited(ids, files)
		if err != nil {
			t.Fatal(err)
		}
		if len(uncited) > 0 {
			t.Errorf("%s: rules with no golden case: %s", name, strings.Join(uncited, " "))
		}
		if len(unknown) > 0 {
			t.Errorf("%s: cases cite rules %s.md does not list: %s", name, name, strings.Join(unknown, " "))
		}
	}
}
