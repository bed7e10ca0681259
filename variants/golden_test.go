package variants

import (
	"flag"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"mancala/variants/golden"
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

var ruleID = regexp.MustCompile(`\*\*([A-Z]+-R[0-9]+)\*\*`)

// TestEveryRuleHasAGoldenCase reads the rule IDs of each variant's rule
// document and fails for any that no golden case cites.
func TestEveryRuleHasAGoldenCase(t *testing.T) {
	for _, name := range Names() {
		doc, ok := RulesDoc(name)
		if !ok {
			t.Errorf("%s: no rule document %s.md", name, name)
			continue
		}
		ids := map[string]bool{}
		for _, m := range ruleID.FindAllStringSubmatch(string(doc), -1) {
			ids[m[1]] = true
		}
		if len(ids) == 0 {
			t.Errorf("%s.md lists no rule IDs", name)
		}
		cited := map[string]bool{}
		files, _ := filepath.Glob(filepath.Join(goldenDir, name, "*.golden"))
		for _, file := range files {
			cases, err := golden.Cases(file)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cases {
				for _, id := range c.Rules() {
					if !ids[id] {
						t.Errorf("%s: case %q cites %s, which %s.md does not list", file, c.Title(), id, name)
					}
					cited[id] = true
				}
			}
		}
		var missing []string
		for id := range ids {
			if !cited[id] {
				missing = append(missing, id)
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("%s: rules with no golden case: %s", name, strings.Join(missing, " "))
		}
	}
}
