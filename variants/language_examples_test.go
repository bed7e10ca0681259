package variants

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// exprKeys are the keys whose value is an expression in a description;
// actionKeys those whose value is an action or a list of actions.
var (
	exprKeys   = map[string]bool{"when": true, "from": true, "keep": true, "skip": true, "skip_origin": true, "origin_first": true, "score": true, "enter": true, "leave": true, "while": true, "drop": true, "points": true}
	actionKeys = map[string]bool{"do": true, "before": true}
)

// TestLanguageExamples reads every YAML example of docs/language.md, as
// someone writing a game from the reference alone would copy it: each
// is YAML; each whole description (name and board) compiles without an
// error; in the others, each condition parses and each action is one
// the language has (a part left out on purpose is written …), so that
// the reference never shows what the language does not take.
func TestLanguageExamples(t *testing.T) {
	src, err := os.ReadFile("../docs/language.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```yaml\n(.*?)```").FindAllStringSubmatch(string(src), -1)
	if len(blocks) < 40 {
		t.Fatalf("found %d YAML examples in docs/language.md; the pattern has gone wrong", len(blocks))
	}
	whole := 0
	for i, b := range blocks {
		text := b[1]
		var root yaml.Node
		if err := yaml.Unmarshal([]byte(text), &root); err != nil {
			t.Errorf("example %d is not YAML: %v\n%s", i+1, err, text)
			continue
		}
		if regexp.MustCompile(`(?m)^name:`).MatchString(text) && regexp.MustCompile(`(?m)^board:`).MatchString(text) {
			whole++
			if _, diags := Compile("example.yaml", []byte(text)); diags.HasErrors() {
				t.Errorf("example %d, a whole description, does not compile:\n%v\n%s", i+1, diags, text)
			}
			continue
		}
		checkFragment(t, i+1, &root)
	}
	if whole == 0 {
		t.Error("no whole description among the examples: the test checks less than it says")
	}
}

// checkFragment walks a fragment's nodes, parsing the values of
// expression keys and checking the names of actions.
func checkFragment(t *testing.T, n int, node *yaml.Node) {
	t.Helper()
	for i := 0; node.Kind == yaml.MappingNode && i+1 < len(node.Content); i += 2 {
		key, val := node.Content[i].Value, node.Content[i+1]
		switch {
		case strings.Contains(val.Value, "…"):
			// an example that leaves part out on purpose
		case exprKeys[key] && val.Kind == yaml.ScalarNode && val.Tag != "!!bool" && val.Tag != "!!int":
			if _, diags := expr.Parse(val.Value, diag.Pos{}); diags.HasErrors() {
				t.Errorf("example %d: %s: %q does not parse: %v", n, key, val.Value, diags)
			}
		case actionKeys[key]:
			items := []*yaml.Node{val}
			if val.Kind == yaml.SequenceNode {
				items = val.Content
			}
			for _, it := range items {
				if it.Kind != yaml.ScalarNode || strings.Contains(it.Value, "…") {
					continue
				}
				a, diags := expr.ParseAction(it.Value, diag.Pos{})
				if diags.HasErrors() {
					t.Errorf("example %d: %s: %q does not parse: %v", n, key, it.Value, diags)
					continue
				}
				if _, ok := builtin.LookupAction(a.Name); !ok {
					t.Errorf("example %d: %s: no action %q in the language", n, key, a.Name)
				}
			}
		}
	}
	for _, c := range node.Content {
		checkFragment(t, n, c)
	}
}
