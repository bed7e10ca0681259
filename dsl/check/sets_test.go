package check

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// TestSets: sets narrowed by a condition, all, any, membership and the
// search first are accepted where their types fit, and each misuse is
// one positioned message with a way to write it.
func TestSets(t *testing.T) {
	tests := []struct {
		name string
		old  string // replaced in good
		new  string
		want []string // every diagnostic; none for a valid use
	}{
		// valid uses
		{"where in end", "moves == 0", "moves == 0 or (mover.side where pit.count == 2).size == 0", nil},
		{"all over a narrowed set", "moves == 0", "all(board.pits where not pit.store, pit.count == 0)", nil},
		{"any, column, row, track", "moves == 0", "any(column(1), pit.count > 0) or row(2).seeds == 0 or (mover.track where pit.count > 0).size == 0", nil},
		{"in a list", "pit.count > 0", "pit.count in [1, 3, 5] and pit.count not in [option.lap_limit]", nil},
		{"a pit in a set", "pit.count > 0", "pit in (mover.side where pit.count > 1)", nil},
		{"words in a list", "moves == 0", `option.x in [true] or phase in ["main"]`, []string{
			`t.yaml:13:20: in compares a number, a pit, a player or a word with a list, but option.x is a condition (true or false) (compare conditions with == or !=)`}},
		{"a search in lap_end", "landing.before > 0", "first(pit after landing where pit.count == 0).count == 0", nil},
		{"a search backwards in from", "pit.count > 0", "first(pit before pit where pit.count > 3) != none", nil},
		{"the outer pit in the set", "pit.count > 0", "(row(pit.row) where pit.count > 0).size > 1", nil},
		// misuses
		{"pit outside a condition", "moves == 0", "pit.count == 0", []string{
			`t.yaml:13:11: pit cannot be used in end (it can in sowing.skip, sowing.on_drop, moves[].from / before, a rule's each, moves[].do, a where, all, any or first condition) (here pit is known only in the condition of where, all, any or first, as in any(board.pits, pit.count > 0))`}},
		{"a set as a condition", "moves == 0", "mover.side where pit.count == 2", []string{
			`t.yaml:13:17: expected a condition (true or false), but mover.side where pit.count == 2 is a set of pits (to ask whether some pit qualifies, write any(mover.side, pit.count == 2) or (mover.side where pit.count == 2).size > 0)`}},
		{"a set compared with a number", "moves == 0", "(mover.side where pit.count == 2) == 0", []string{
			`t.yaml:13:18: cannot compare mover.side where pit.count == 2 (a set of pits) with 0 (a number) (count its pits with (mover.side where pit.count == 2).size, its seeds with (mover.side where pit.count == 2).seeds)`}},
		{"where takes in an or", "moves == 0", "moves == 0 or mover.side where pit.count == 2", []string{
			`t.yaml:13:36: where narrows everything before it, here moves == 0 or mover.side, not the set mover.side alone (to ask whether some pit qualifies, write moves == 0 or any(mover.side, pit.count == 2))`}},
		{"where takes in an in", "pit.count > 0", "pit in mover.side where pit.count > 1", []string{
			`t.yaml:8:29: where narrows everything before it, here pit in mover.side, not the set mover.side alone (put the set and its condition in parentheses: pit in (mover.side where pit.count > 1))`}},
		{"where on a pit", "landing.before > 0", "(landing where pit.count == 0).size > 0", []string{
			`t.yaml:10:20: where narrows a set of pits, but landing is a pit (to look along the track from landing, write first(pit after landing where pit.count == 0))`}},
		{"a condition that is a number", "moves == 0", "all(mover.side, pit.count)", []string{
			`t.yaml:13:31: the condition of all must be true or false for each pit, but pit.count is a number (compare it, as in pit.count > 0)`}},
		{"all of a pit", "moves == 0", "all(a1, pit.count == 0)", []string{
			`t.yaml:13:15: all reads a set of pits, but a1 is a pit (to test one pit, write the condition with a1 in place of pit)`}},
		{"pit.before in a set", "do: relay", "do: capture(landing) if any(mover.side, pit.before > 0)", []string{
			`t.yaml:11:49: before is not known for the pits of a set or a search: in its condition, pit is each pit in turn (compare the count now, pit.count)`}},
		{"a search in end", "moves == 0", "first(pit after a1 where pit.count == 0) == a2", []string{
			`t.yaml:13:11: first follows the mover's track, which is not defined in end (to ask whether some pit of a set qualifies, write any(SET, CONDITION))`}},
		{"a search written as a call", "landing.before > 0", "first(landing where pit.count == 0) != none", []string{
			`t.yaml:10:11: a search is written first(pit after P where CONDITION), or first(pit before P where CONDITION) to go against the track (the first empty pit after landing is first(pit after landing where pit.count == 0))`}},
		{"an empty list", "pit.count > 0", "pit.count in []", []string{
			`t.yaml:8:24: the list after in has no values (list the values it may take, as in pit.count in [2, 3])`}},
		{"a list of mixed values", "pit.count > 0", "pit.count in [2, a1]", []string{
			`t.yaml:8:28: cannot compare pit.count (a number) with a1 (a pit)`}},
		{"in a number", "pit.count > 0", "pit.count in 2", []string{
			`t.yaml:8:24: after in comes a list of values in brackets or a set of pits, but 2 is a number (write a list in brackets, as in pit.count in [2])`}},
		{"a number in a set", "pit.count > 0", "pit.count in mover.side", []string{
			`t.yaml:8:15: only a pit can be in a set of pits, but pit.count is a number (count the pits of a set with .size; compare a number with a list of values in brackets, as in pit.count in [2, 3])`}},
		{"a word not a value", "moves == 0", `phase in ["mian"]`, []string{
			`t.yaml:13:21: no phase "mian"; phases: main`}},
	}
	for _, tt := range tests {
		src := strings.Replace(good, tt.old, tt.new, 1)
		if src == good {
			t.Fatalf("%s: %q not found", tt.name, tt.old)
		}
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		_, more := Check(sv)
		diags.Append(more)
		var got []string
		for _, d := range diags {
			got = append(got, d.Error())
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: %s\ngot:\n%s\nwant:\n%s", tt.name, tt.new, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}

// TestHorizonOfLists: a lap counter compared with a list of numbers
// settles after the largest of them, as with ==; a list holding anything
// else never settles.
func TestHorizonOfLists(t *testing.T) {
	tests := []struct {
		when string
		want int
	}{
		{"landing.before > 0 and lap.number in [1, 3]", 4},
		{"landing.before > 0 and lap.number not in [2]", 3},
		{"landing.before > 0 and move.laps in [1, option.lap_limit]", -1},
		{"landing.before > 0 and landing.count in [1, 30]", 0},
	}
	for _, tt := range tests {
		src := strings.Replace(good, "when: landing.before > 0", "when: "+tt.when, 1)
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		v, more := Check(sv)
		diags.Append(more)
		if v == nil {
			t.Fatalf("%s: %v", tt.when, diags)
		}
		if v.LapHorizon != tt.want {
			t.Errorf("%s: lap horizon %d, want %d", tt.when, v.LapHorizon, tt.want)
		}
	}
}
