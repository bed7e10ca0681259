package builtin

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the generated part of docs/language.md")

const (
	reference = "../../docs/language.md"
	begin     = "<!-- BEGIN GENERATED: vocabulary (go test ./dsl/builtin -update) -->\n"
	end       = "<!-- END GENERATED -->\n"
)

// TestReferenceIsCurrent keeps the vocabulary tables of the language
// reference equal to the registry they describe.
func TestReferenceIsCurrent(t *testing.T) {
	src, err := os.ReadFile(reference)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no generated section (markers %q … %q)", reference, begin, end)
	}
	want := Markdown()
	if got := doc[i+len(begin) : j]; got != want {
		if *update {
			doc = doc[:i+len(begin)] + want + doc[j:]
			if err := os.WriteFile(reference, []byte(doc), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s is out of date with the registry; run go test ./dsl/builtin -update", reference)
	}
}

// TestEveryEntryDocumented: each registry entry has a doc string and an
// example, so the reference says something useful about it.
func TestEveryEntryDocumented(t *testing.T) {
	for _, n := range Names {
		if n.Doc == "" || n.Example == "" {
			t.Errorf("name %s: missing doc or example", n.Name)
		}
	}
	for _, a := range Attrs {
		if a.Doc == "" || a.Example == "" {
			t.Errorf("attribute %s.%s: missing doc or example", a.On, a.Name)
		}
	}
	for _, f := range Funcs {
		if f.Doc == "" || f.Example == "" {
			t.Errorf("function %s: missing doc or example", f.Name)
		}
	}
	for _, a := range Actions {
		if a.Doc == "" || a.Example == "" {
			t.Errorf("action %s: missing doc or example", a.Name)
		}
	}
}
