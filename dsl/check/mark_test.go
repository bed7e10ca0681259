package check

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// TestMarkCascade: a mark used but not declared, or declared wrong, is
// one message however many times it is used (in mark or unmark, on pits,
// on players), not one per use with a far-fetched "did you mean"; a
// misspelt attribute is still reported at each use.
func TestMarkCascade(t *testing.T) {
	tests := []struct {
		name string
		edit [][2]string // replacements made in good
		want []string    // every diagnostic
	}{
		{"used in mark, on a pit and on a player", [][2]string{
			{"pit.count > 0", "pit.count > 0 and not pit.held"},
			{"do: relay", "do: mark(landing, held)"},
			{"moves == 0", "moves == 0 or mover.held > 2"}},
			[]string{`t.yaml:11:23: no mark "held" is declared (declare it: marks: [held])`}},
		{"used in mark and unmark", [][2]string{
			{"do: relay", "do: [\"mark(landing, held)\", \"unmark(landing, held)\"]"}},
			[]string{`t.yaml:11:25: no mark "held" is declared (declare it: marks: [held])`}},
		{"on pits and players only", [][2]string{
			{"pit.count > 0", "pit.count > 0 and not pit.reserved"},
			{"moves == 0", "moves == 0 or mover.reserved > 2"}},
			[]string{`t.yaml:8:37: pit has no attribute "reserved" and no mark "reserved" is declared (a pit has: back, before, column, count, exists, front, owner, row, side, start_count, store, worth) (if it is a mark, declare it: marks: [reserved])`}},
		{"on a pit, other marks declared", [][2]string{
			{"board:", "marks: [house]\nboard:"},
			{"pit.count > 0", "pit.count > 0 and not pit.reserved and not pit.reserved"}},
			[]string{`t.yaml:9:37: pit has no attribute "reserved" and no mark "reserved" is declared (a pit has: back, before, column, count, exists, front, house, owner, row, side, start_count, store, worth) (if it is a mark, declare it: marks: [house, reserved])`}},
		{"declared with a bad name", [][2]string{
			{"board:", "marks: [Held]\nboard:"},
			{"pit.count > 0", "pit.count > 0 and not pit.Held"},
			{"do: relay", "do: mark(landing, Held)"}},
			[]string{`t.yaml:4:9: mark name "Held" must be lower-case letters, digits and _`}},
		{"declared past the limit", [][2]string{
			{"board:", "marks: [m1, m2, m3, m4, m5, m6, m7, m8, m9]\nboard:"},
			{"pit.count > 0", "pit.count > 0 and not pit.m9"},
			{"do: relay", "do: mark(landing, m9)"}},
			[]string{`t.yaml:4:41: a variant has at most 8 marks`}},
		{"a misspelt attribute, at each use", [][2]string{
			{"pit.count > 0", "pit.cout > 0 and pit.cout < 9"}},
			[]string{
				`t.yaml:8:15: pit has no attribute "cout" (a pit has: back, before, column, count, exists, front, owner, row, side, start_count, store, worth) (did you mean "count"?)`,
				`t.yaml:8:32: pit has no attribute "cout" (a pit has: back, before, column, count, exists, front, owner, row, side, start_count, store, worth) (did you mean "count"?)`}},
		{"a misspelt mark", [][2]string{
			{"board:", "marks: [reserved]\nboard:"},
			{"moves == 0", "moves == 0 or mover.reservd > 2"}},
			[]string{`t.yaml:14:31: mover has no attribute "reservd" (a player has: back, bank, front, next, other, pits, points, previous, reserve, reserved, seeds, side, store, track, worth) (did you mean "reserve"?)`}},
	}
	for _, tt := range tests {
		src := good
		for _, e := range tt.edit {
			if !strings.Contains(src, e[0]) {
				t.Fatalf("%s: %q not found", tt.name, e[0])
			}
			src = strings.Replace(src, e[0], e[1], 1)
		}
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		_, more := Check(sv)
		diags.Append(more)
		var got []string
		for _, d := range diags {
			got = append(got, d.Error())
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}
