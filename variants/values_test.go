package variants

import (
	"os"
	"testing"

	"github.com/mancala-toolkit/mancala/variants/golden"
)

// TestValuesGolden plays the golden cases of testdata/values.yaml, a
// made-up game that remembers a direction, a pit, counts and conditions
// in values.
func TestValuesGolden(t *testing.T) {
	src, err := os.ReadFile("../testdata/values.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := Compile("values.yaml", src)
	if p == nil || len(diags) > 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	golden.RunFile(t, p, "../testdata/values.golden", *update)
}
