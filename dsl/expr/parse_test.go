package expr

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

func TestParseRoundTrip(t *testing.T) {
	tests := []struct{ src, want string }{
		{"landing.before == 3", "landing.before == 3"},
		{"a and b or c", "a and b or c"},
		{"a and (b or c)", "a and (b or c)"},
		{"not landing.reserved and lap.sown >= 2", "not landing.reserved and lap.sown >= 2"},
		{"opposite(landing).count > 0", "opposite(landing).count > 0"},
		{"1 + 2 * 3 - -4", "1 + 2 * 3 - -4"},
		{"(1 + 2) * 3", "(1 + 2) * 3"},
		{`option.raid_sow_start == "after"`, `option.raid_sow_start == "after"`},
		{"f(x, at=y)", "f(x, at=y)"},
		{"not not true", "not not true"},
		{"mover.side where pit.count == 2", "mover.side where pit.count == 2"},
		{"(mover.side where pit.count == 2).size > 0", "(mover.side where pit.count == 2).size > 0"},
		{"board.pits where not pit.tuz and pit.count > 0 or pit.store", "board.pits where not pit.tuz and pit.count > 0 or pit.store"},
		{"all(board.pits where not pit.tuz, pit.count == 0)", "all(board.pits where not pit.tuz, pit.count == 0)"},
		{"s where c if x else t", "(s where c) if x else t"},
		{"x if c else s where d", "x if c else s where d"},
		{"pit.count in [2,4, 6]", "pit.count in [2, 4, 6]"},
		{"pit.count not in [1 + 1, -2, (a == b)]", "pit.count not in [1 + 1, -2, (a == b)]"},
		{"not pit.count in [2]", "not pit.count in [2]"},
		{"landing in (mover.side where pit.count > 0)", "landing in (mover.side where pit.count > 0)"},
		{"first(pit after landing where pit.count == 0)", "first(pit after landing where pit.count == 0)"},
		{"next(first(pit before prev(landing) where pit.count == 0 or pit.tuz), 2)", "next(first(pit before prev(landing) where pit.count == 0 or pit.tuz), 2)"},
		{"first(pit after (a if b else c) where (s where d).size > 0)", "first(pit after (a if b else c) where (s where d).size > 0)"},
		{"(a == b) == c", "(a == b) == c"},
		{"(a in [1]) != (b not in c)", "(a in [1]) != (b not in c)"},
	}
	for _, tt := range tests {
		e, diags := Parse(tt.src, diag.Pos{File: "f.yaml", Line: 3, Col: 10})
		if diags.HasErrors() {
			t.Errorf("Parse(%q): %v", tt.src, diags)
			continue
		}
		if got := Format(e); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

func TestParseErrorPositions(t *testing.T) {
	tests := []struct {
		src  string
		want string // diagnostic text
	}{
		{"landing.before = 3", `f.yaml:3:25: syntax error in expression: unexpected "=" (write '==' to compare)`},
		{"a && b", `f.yaml:3:12: syntax error in expression: unexpected "&" (write 'and' instead of '&&')`},
		{"count(", `f.yaml:3:15: syntax error in expression: this ( is never closed`},
		{"ply >= 2 and (ply < 9", `f.yaml:3:23: syntax error in expression: this ( is never closed`},
		{"ply >= 2)", `f.yaml:3:18: syntax error in expression: this ) closes nothing`},
		{"()", `f.yaml:3:11: syntax error in expression: unexpected ")"`},
		{"a ==", `f.yaml:3:14: syntax error in expression: the expression ends too soon`},
		{"x == 1 and y = 2", `f.yaml:3:23: syntax error in expression: unexpected "=" (write '==' to compare)`},
		{"", `f.yaml:3:10: empty expression`},
		{"ply > \xff", `f.yaml:3:16: byte 0xFF is not UTF-8`},
		{`phase == "main`, `f.yaml:3:19: syntax error in expression: this " is never closed`},
		{`option.x == "aft\qer"`, `f.yaml:3:22: the word in quotes "aft\qer" has a \ that starts no escape (write \" for a quote, \\ for a backslash)`},
		{"option.x == \"aft\ner\"", `f.yaml:3:22: a word in quotes must be on one line`},
		{`ply > 1 "after"`, `f.yaml:3:18: syntax error in expression: unexpected "after"`},
		{`ply > 1 "abcdefghijklmnopqrstuvwxyz"`, `f.yaml:3:18: syntax error in expression: unexpected "abcdefghijklmnopqrstuvwx…"`},
		{"ply > 1 \"a\nb\"", `f.yaml:3:18: syntax error in expression: unexpected "a…"`},
		{"pit.count in [2, 4", `f.yaml:3:23: syntax error in expression: this [ is never closed`},
		{"pit.count in 2, 4]", `f.yaml:3:27: syntax error in expression: this ] closes nothing`},
		{"pit.count in (2, 4)", `f.yaml:3:25: syntax error in expression: unexpected "," (a list of values is written in brackets, as in pit.count in [2, 4, 6])`},
		{"mover.side where pit.count > 0 where pit.tuz", `f.yaml:3:41: syntax error in expression: unexpected "where" (a set takes one where: join the conditions with and, as in mover.side where pit.count > 0 and not pit.reserved)`},
		{"first(pit after landing)", `f.yaml:3:10: a search needs a condition on the pit it looks for: first(pit after landing where CONDITION)`},
		{"first(pit before landing wher pit.count == 0)", `f.yaml:3:35: syntax error in expression: unexpected "wher"`},
	}
	for _, tt := range tests {
		_, diags := Parse(tt.src, diag.Pos{File: "f.yaml", Line: 3, Col: 10})
		if len(diags) != 1 || diags[0].Error() != tt.want {
			t.Errorf("Parse(%q) diagnostics = %v, want %s", tt.src, diags, tt.want)
		}
	}
}

// TestFormatParsesAgain: the text Format gives for an expression parses
// again, even one near MaxLen whose words in quotes hold characters that
// Go would escape at length.
func TestFormatParsesAgain(t *testing.T) {
	for _, src := range []string{
		`phase == "a\"b\\c\nd"`,
		`phase == "` + strings.Repeat("\u00a0", 1300) + `"`,
		`phase == "` + strings.Repeat("\t", 2000) + `"`,
	} {
		e, diags := Parse(src, diag.Pos{Line: 1, Col: 1})
		if diags.HasErrors() {
			t.Fatalf("Parse(%q): %v", src, diags)
		}
		if _, diags := Parse(Format(e), diag.Pos{Line: 1, Col: 1}); diags.HasErrors() {
			t.Errorf("%.40q formats as %.40q…, which does not parse: %v", src, Format(e), diags)
		}
	}
}

func TestParseAction(t *testing.T) {
	tests := []struct{ src, want string }{
		{"end", "end"},
		{"relay if landing.before > 0", "relay if landing.before > 0"},
		{"capture(opposite(landing), by=mover)", "capture(opposite(landing), by=mover)"},
		{"move(lap.penultimate, landing, 1) if option.x and lap.sown >= 2", "move(lap.penultimate, landing, 1) if option.x and lap.sown >= 2"},
	}
	for _, tt := range tests {
		a, diags := ParseAction(tt.src, diag.Pos{Line: 1, Col: 1})
		if diags.HasErrors() {
			t.Errorf("ParseAction(%q): %v", tt.src, diags)
			continue
		}
		if got := ActionString(a); got != tt.want {
			t.Errorf("ParseAction(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

// TestDepthLimit: the nesting depth is that of the author's text, each
// pair of parentheses (a call's too) and each not or - one level; up to
// MaxDepth is accepted, one more is refused once, at the level too many.
func TestDepthLimit(t *testing.T) {
	nest := func(open, inner, close string, n int) string {
		return strings.Repeat(open, n) + inner + strings.Repeat(close, n)
	}
	const msg = "expression nested more than 64 levels deep (each pair of parentheses, and each not or -, is a level)"
	tests := []struct {
		name, src string
		action    bool
		want      string // "" when accepted
	}{
		{"9 parentheses", nest("(", "1", ")", 9), false, ""},
		{"64 parentheses", nest("(", "1", ")", MaxDepth), false, ""},
		{"65 parentheses", nest("(", "1", ")", MaxDepth+1), false, "1:65: " + msg},
		{"64 calls", nest("f(", "1", ")", MaxDepth), false, ""},
		{"65 calls", nest("f(", "1", ")", MaxDepth+1), false, "1:130: " + msg},
		{"64 nots", nest("not ", "x", "", MaxDepth), false, ""},
		{"65 nots", nest("not ", "x", "", MaxDepth+1), false, "1:257: " + msg},
		{"64 minus", nest("-", "1", "", MaxDepth), false, ""},
		{"65 minus", nest("-", "1", "", MaxDepth+1), false, "1:65: " + msg},
		{"32 -( is 64", nest("-(", "1", ")", MaxDepth/2), false, ""},
		{"32 -( and a - is 65", nest("-(", "-1", ")", MaxDepth/2), false, "1:65: " + msg},
		{"two branches too deep, one message", nest("not ", "x", "", MaxDepth+1) + " and " + nest("-", "1", "", MaxDepth+1) + " > 0", false, "1:257: " + msg},
		{"a long sum is not nested", strings.Repeat("1 + ", 1000) + "1", false, ""},
		{"action with 63 inside", "capture(" + nest("(", "x", ")", MaxDepth-1) + ")", true, ""},
		{"action with 64 inside", "capture(" + nest("(", "x", ")", MaxDepth) + ")", true, "1:72: " + msg},
		{"guard of an action", "end if " + nest("not ", "x", "", MaxDepth+1), true, "1:264: " + msg},
	}
	for _, tt := range tests {
		var diags diag.List
		if tt.action {
			_, diags = ParseAction(tt.src, diag.Pos{Line: 1, Col: 1})
		} else {
			_, diags = Parse(tt.src, diag.Pos{Line: 1, Col: 1})
		}
		switch {
		case tt.want == "" && len(diags) > 0:
			t.Errorf("%s: refused: %v", tt.name, diags)
		case tt.want != "" && (len(diags) != 1 || diags[0].Error() != tt.want):
			t.Errorf("%s: diagnostics = %v, want %s", tt.name, diags, tt.want)
		}
	}
}

// TestIntLimit: a number past MaxInt is refused at its column with the
// limit named, not with the Go error of strconv.
func TestIntLimit(t *testing.T) {
	tests := []struct{ src, want string }{
		{"pit.count > 1000000000", ""},
		{"pit.count > 1000000001", "f.yaml:3:22: number 1000000001 is too large; the limit is 1000000000"},
		{"pit.count > 99999999999999999999", "f.yaml:3:22: number 99999999999999999999 is too large; the limit is 1000000000"},
		{"-99999999999999999999 < 0", "f.yaml:3:11: number 99999999999999999999 is too large; the limit is 1000000000"},
		{"f(1, 18446744073709551616)", "f.yaml:3:15: number 18446744073709551616 is too large; the limit is 1000000000"},
	}
	for _, tt := range tests {
		_, diags := Parse(tt.src, diag.Pos{File: "f.yaml", Line: 3, Col: 10})
		switch {
		case tt.want == "" && len(diags) > 0:
			t.Errorf("Parse(%q): %v", tt.src, diags)
		case tt.want != "" && (len(diags) != 1 || diags[0].Error() != tt.want):
			t.Errorf("Parse(%q) diagnostics = %v, want %s", tt.src, diags, tt.want)
		}
	}
}
