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
