package check

import (
	"strconv"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// good is a valid description; each case below breaks one line of it.
const good = `name: t
options:
  x: {default: "on"}
board: {rows: 2, columns: 6}
setup: {seeds: 4}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.before > 0
    do: relay
end:
  - when: moves == 0
    winner: score
    reason: score
score: player.seeds + player.bank
`

func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           string // one diagnostic, as printed
	}{
		{"unknown top key", "score:", "scor:", `t.yaml:16:1: variant: unknown key "scor" (did you mean "score"?)`},
		{"wrong type", "rows: 2,", "rows: two,", `t.yaml:4:15: board rows must be a whole number, not "two"`},
		{"rows out of range", "rows: 2,", "rows: 9,", `t.yaml:4:15: a board has 1 to 8 rows, not 9`},
		{"expression syntax", "pit.count > 0", "pit.count => 0", `t.yaml:8:21: syntax error in expression: unexpected "=" (write '==' to compare)`},
		{"unknown name", "pit.count > 0", "pot.count > 0", `t.yaml:8:11: unknown name "pot" (did you mean "pit"?)`},
		{"unknown attribute", "landing.before > 0", "landing.befor > 0", `t.yaml:10:19: landing has no attribute "befor"`},
		{"type error", "landing.before > 0", "landing > 0", `t.yaml:10:11: expected a number, but landing is a pit`},
		{"name out of scope", "pit.count > 0", "landing.count > 0", `t.yaml:8:11: landing cannot be used in moves[].from / before`},
		{"unknown action", "do: relay", "do: rely", `t.yaml:11:9: unknown action "rely" (did you mean "relay"?)`},
		{"unknown option", "landing.before > 0", "option.y", `t.yaml:10:18: no option "y" (options: x, lap_limit, move_limit, endless)`},
		{"unknown winner", "winner: score", "winner: scor", `t.yaml:14:13: unknown winner "scor"; use one of mover, opponent, south, north, none, score (did you mean "score"?)`},
		{"pit off the board", "pit.count > 0", "a7.count > 0", `t.yaml:8:11: unknown name "a7" (the pits of this board are a1 to b6)`},
		{"bad direction", "counterclockwise", "anticlockwise", `t.yaml:6:21: unknown direction "anticlockwise"; use counterclockwise or clockwise, or option.NAME (did you mean "clockwise"?)`},
		{"bad option default", `x: {default: "on"}`, `x: {default: 3, values: [1, 2]}`, `t.yaml:3:16: option x: default "3" is not one of its values (1, 2)`},
		{"missing key", "setup: {seeds: 4}\n", "", `t.yaml:1:1: variant: missing required key "setup"`},
		{"yaml syntax", "moves:\n", "moves:\n  - [\n", `t.yaml:8:3: YAML syntax error: did not find expected node content`},
		{"unreachable rule", "  - when: landing.before > 0\n    do: relay\n", "  - do: end\n  - do: relay\n", `t.yaml:11:5: warning: lap_end rule (no id) can never fire: the rule at line 10 before it always fires`},
		{"setup pit off the board", "setup: {seeds: 4}", "setup: {seeds: 4, pits: {b7: 0}}", `t.yaml:5:26: no pit "b7" on this board (pits are a1 to b6; a pit counted from its row's right-hand end is written b-1)`},
		{"setup pit beyond the row's end", "setup: {seeds: 4}", "setup: {seeds: 4, pits: {b-7: 0}}", `t.yaml:5:26: no pit "b-7" on this board: b-K counts K from the row's right-hand end, 1 to 6 here`},
		{"setup pit of no row", "setup: {seeds: 4}", "setup: {seeds: 4, pits: {c-1: 0}}", `t.yaml:5:26: no row "c" on this board (rows are a to b)`},
		{"named arg in YAML", "do: relay", "do: [take(pit, 1, by: mover)]", `t.yaml:11:9: rule do: YAML split this [ … ] list at the commas inside an action's parentheses (write one action per line (- action), or quote each action)`},
	}
	for _, tt := range tests {
		src := strings.Replace(good, tt.old, tt.new, 1)
		if src == good && tt.old != tt.new {
			t.Fatalf("%s: %q not found", tt.name, tt.old)
		}
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		_, more := Check(sv)
		diags.Append(more)
		found := false
		for _, d := range diags {
			if strings.HasPrefix(d.Error(), tt.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want %s\ngot:\n%v", tt.name, tt.want, diags)
		}
	}
	sv, diags := syntax.Parse("t.yaml", []byte(good))
	if _, more := Check(sv); len(diags)+len(more) > 0 {
		t.Errorf("the good description has diagnostics: %v %v", diags, more)
	}
}

// TestSetupPitFromTheRight: in setup.pits, d-1 is the last pit of row d
// and b-2 the second from the right, on a board of any number of
// columns (the columns an option): the same holes whatever the size.
func TestSetupPitFromTheRight(t *testing.T) {
	for _, cols := range []int{7, 10} {
		src := strings.Replace(good, "board: {rows: 2, columns: 6}", "board: {rows: 4, columns: option.cols}", 1)
		src = strings.Replace(src, `  x: {default: "on"}`, "  x: {default: \"on\"}\n  cols: {default: "+strconv.Itoa(cols)+", values: [7, 10]}", 1)
		src = strings.Replace(src, "setup: {seeds: 4}", "setup: {seeds: 1, pits: {a1: 0, d-1: 0, b-2: 3}}", 1)
		src = strings.Replace(src, "track: board", "track: own", 1)
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		v, more := Check(sv)
		diags.Append(more)
		if diags.HasErrors() {
			t.Fatalf("%d columns: %v", cols, diags)
		}
		b, pits := v.Board, v.Start.Pits
		if pits[b.PitIndex("a1")] != 0 || pits[b.PitIndex("d"+strconv.Itoa(cols))] != 0 || pits[b.PitIndex("b"+strconv.Itoa(cols-1))] != 3 ||
			pits[b.PitIndex("d1")] != 1 || pits[b.PitIndex("b"+strconv.Itoa(cols))] != 1 {
			t.Errorf("%d columns: start %v", cols, pits)
		}
	}
}
