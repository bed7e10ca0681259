package variants

import (
	"testing"

	"mancala/variants/golden"
)

// TestKindsGolden plays the cases of testdata/kinds.golden: seeds of
// three kinds counted, weighed, sown in their order, relayed, captured,
// taken, moved and put back in a made-up game.
func TestKindsGolden(t *testing.T) {
	p := testdataProgram(t, "kinds")
	golden.RunFile(t, p, "../testdata/kinds.golden", *update)
}

// TestStackGolden plays the cases of testdata/stack.golden: holes as
// stacks, sown from the top, a stone found while sowing by sown.KIND,
// take from the top and from the bottom, move keeping the seeds' order.
func TestStackGolden(t *testing.T) {
	p := testdataProgram(t, "stack")
	golden.RunFile(t, p, "../testdata/stack.golden", *update)
}
