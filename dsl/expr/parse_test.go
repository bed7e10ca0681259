package expr

import (
	"testing"

	"mancala/dsl/diag"
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
	}
	for _, tt := range tests {
		_, diags := Parse(tt.src, diag.Pos{File: "f.yaml", Line: 3, Col: 10})
		if len(diags) != 1 || diags[0].Error() != tt.want {
			t.Errorf("Parse(%q) diagnostics = %v, want %s", tt.src, diags, tt.want)
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

func TestDepthLimit(t *testing.T) {
	src := ""
	for i := 0; i < MaxDepth; i++ {
		src += "("
	}
	src += "1"
	for i := 0; i < MaxDepth; i++ {
		src += ")"
	}
	if _, diags := Parse(src, diag.Pos{Line: 1, Col: 1}); !diags.HasErrors() {
		t.Errorf("expression nested %d deep was accepted", MaxDepth)
	}
}
