package variants

import (
	"os"
	"testing"

	"mancala/variants/golden"
)

// TestSetsGolden plays the cases of testdata/sets.golden: sets narrowed by
// a condition, all and any, lists of values and the search first, at work
// in a made-up game.
func TestSetsGolden(t *testing.T) {
	src, err := os.ReadFile("../testdata/sets.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := Compile("sets.yaml", src)
	if p == nil {
		t.Fatal(diags)
	}
	golden.RunFile(t, p, "../testdata/sets.golden", *update)
}
