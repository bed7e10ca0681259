package interpreter_test

import (
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// TestTextCounts: the text form of golden cases checks its counts too.
func TestTextCounts(t *testing.T) {
	g, err := variants.MustLoad("kalah").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	rows := "b: 4 4 4 4 4 4\na: 4 4 4 4 4 4\n"
	tests := []struct{ text, want string }{
		{"b: 4 4 4 4 4 4\na: 4294967300 4 4 4 4 4\n", "line 2: pit a1 holds 4294967300 seeds; a count is 0 to 100000"},
		{rows + "bank: south=4294967296 north=0", "line 3: bank south holds 4294967296 seeds; a count is 0 to 100000"},
		{rows + "stores: south=-1 north=0", "line 3: stores south holds -1 seeds; a count is 0 to 100000"},
		{rows + "ply: 1000000000000", "line 3: ply 1000000000000 is out of range (0 to 1073741824)"},
		{rows + "round: 4294967296", "line 3: round 4294967296 is out of range (0 to 1073741824)"},
	}
	for _, tt := range tests {
		_, err := g.ParseText(tt.text)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q:\n got %v\nwant %s", tt.text, err, tt.want)
		}
	}
}
