package variants

import (
	"os"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants/golden"
)

// TestSetsGolden plays the cases of testdata/sets.golden: sets narrowed by
// a condition, all and any, lists of values and the search first, at work
// in a made-up game.
func TestSetsGolden(t *testing.T) {
	p := testdataProgram(t, "sets")
	golden.RunFile(t, p, "../testdata/sets.golden", *update)
}

// testdataProgram compiles ../testdata/NAME.yaml, a made-up test game,
// failing the test on any error.
func testdataProgram(t *testing.T, name string) *interpreter.Program {
	t.Helper()
	return testdataProgramWith(t, name, name+".yaml", "")
}

// testdataProgramWith compiles ../testdata/NAME.yaml with more lines
// appended (extra), under the file name file, failing the test on any
// error.
func testdataProgramWith(t *testing.T, name, file, extra string) *interpreter.Program {
	t.Helper()
	src, err := os.ReadFile("../testdata/" + name + ".yaml")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, extra...)
	p, diags := Compile(file, src)
	if p == nil {
		t.Fatal(diags)
	}
	return p
}
