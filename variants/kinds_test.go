package variants

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants/golden"
)

// TestKindsGolden plays the cases of testdata/kinds.golden: seeds of
// three kinds counted, weighed, sown in their order, relayed, captured,
// taken, moved and put back in a made-up game.
func TestKindsGolden(t *testing.T) {
	p := testdataProgram(t, "kinds")
	golden.RunFile(t, p, "../testdata/kinds.golden", *update)
}

// TestLayGolden plays the cases of testdata/layout.golden: lay puts seeds
// of a kind from a player's bank or reserve into a pit, at most what the
// holding has of the kind.
func TestLayGolden(t *testing.T) {
	p := testdataProgram(t, "layout")
	golden.RunFile(t, p, "../testdata/layout.golden", *update)
}

// TestStackGolden plays the cases of testdata/stack.golden: holes as
// stacks, sown from the top, a stone found while sowing by sown.KIND,
// take from the top and from the bottom, move keeping the seeds' order.
func TestStackGolden(t *testing.T) {
	p := testdataProgram(t, "stack")
	golden.RunFile(t, p, "../testdata/stack.golden", *update)
}

// TestLayOntoStack plays the cases of testdata/layout-stack.golden: in a
// game whose holes are stacks, a seed laid from a bank lands on top.
func TestLayOntoStack(t *testing.T) {
	p := testdataProgram(t, "layout-stack")
	golden.RunFile(t, p, "../testdata/layout-stack.golden", *update)
}
