package syntax

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// TestFilesMeetTheSchema: every description the project ships (the
// built-in variants, the test descriptions, the tutorial's and outside
// authors' files) is valid under docs/variant.schema.json, so an editor
// pointed at the schema flags none of them.
func TestFilesMeetTheSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(committed)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, glob := range []string{"../../variants/*.yaml", "../../testdata/*.yaml", "../../testdata/outside/*.yaml", "../../examples/tutorial/ayoayo.yaml"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 100 {
		t.Fatalf("found only %d files", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(string(src), "doc:") {
			continue // a fragment, not a variant
		}
		var doc any
		if err := yaml.Unmarshal(src, &doc); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if err := sch.Validate(jsonValue(doc)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestSchemaRefusesWhatTheReaderRefuses: a misspelt key fails the
// schema too (the schema is not so loose that it accepts anything).
func TestSchemaRefusesWhatTheReaderRefuses(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(committed)
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{
		"name: x\nbord: {rows: 2, columns: 6}\n",
		"name: x\nrounds: {fill: 4, unfiled: opponent}\n",
		"name: x\nsowing: {direction: sideways, track: board}\n",
	} {
		var doc any
		if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
			t.Fatal(err)
		}
		if sch.Validate(jsonValue(doc)) == nil {
			t.Errorf("the schema accepts\n%s", src)
		}
	}
}

// jsonValue turns a decoded YAML value into the values JSON decoding
// gives (string keys, float64 numbers), which the validator takes.
func jsonValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[k] = jsonValue(x)
		}
		return out
	case map[any]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[toString(k)] = jsonValue(x)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = jsonValue(x)
		}
		return out
	case int:
		return float64(v)
	case int64:
		return float64(v)
	case uint64:
		return float64(v)
	}
	return v
}

func toString(k any) string {
	if s, ok := k.(string); ok {
		return s
	}
	b, _ := yaml.Marshal(k)
	return strings.TrimSpace(string(b))
}
