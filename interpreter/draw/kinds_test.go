package draw_test

import (
	"strings"
	"testing"
)

// TestKindsCaption: the caption under the board says where the seeds of
// the kinds other than the first are (O An Quan's large stones, one of
// them just captured into South's store).
func TestKindsCaption(t *testing.T) {
	var sb strings.Builder
	if err := picture(t, "o-an-quan", nil, "a6").SVG(&sb); err != nil {
		t.Fatal(err)
	}
	if want := "· stone: a1 1, south-store 1<"; !strings.Contains(sb.String(), want) {
		t.Errorf("the picture does not say %q:\n%s", want, sb.String())
	}
}
