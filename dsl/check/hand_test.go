package check

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// TestHand: a do list that can end the move with lifted seeds still in
// the hand is an error at the end that would do it; lists that sow every
// seed they lift, or make the move illegal, are not.
func TestHand(t *testing.T) {
	tests := []struct {
		do   []string
		want string // the text the error points at, "" for none
	}{
		{[]string{"relay", "end"}, "end"},
		{[]string{"sow(opposite(landing), at=landing)", "end"}, "end"},
		{[]string{"relay if option.x", "end"}, "end"},
		{[]string{"relay", "end if landing.count > 3"}, "end if"},
		{[]string{"relay", "capture(opposite(landing))", "end"}, "end"},
		{[]string{"sow(opposite(landing), at=landing)", "sow(landing, at=next(landing))", "end"}, "end"},
		{[]string{"sow(opposite(landing), at=none)"}, "none)"},
		// no seed left behind
		{[]string{"relay"}, ""},
		{[]string{"end if option.x", "relay"}, ""},
		{[]string{"relay", "illegal"}, ""},
		{[]string{"relay", "capture(opposite(landing))"}, ""},
		{[]string{"sow(none, at=landing)", "end"}, ""},
		{[]string{"reverse", "relay"}, ""},
		{[]string{"sow(opposite(landing), at=landing) if option.x", "sow(landing, at=next(landing)) if not option.x"}, ""},
		{[]string{"capture(opposite(landing))", "end"}, ""},
	}
	for _, tt := range tests {
		checkList(t, tt.do, "hand", diag.Error, tt.want)
	}
}

// TestClamp: a constant count the engine would clamp is a warning at the
// count; counts it takes as written, and counts worked out at run time,
// are not.
func TestClamp(t *testing.T) {
	tests := []struct {
		do   string
		want string // the text the warning points at, "" for none
	}{
		{"take(landing, -5)", "-5)"},
		{"take(landing, 2 - 7)", "2 - 7)"},
		{"move(landing, opposite(landing), -7)", "-7)"},
		{"move(landing, opposite(landing), n=-2)", "-2)"},
		{"introduce(landing, -4)", "-4)"},
		{"take(landing, 0)", ""},
		{"take(landing, landing.count - 9)", ""},
		{"move(landing, opposite(landing), -1)", ""},
		{"move(landing, opposite(landing))", ""},
		{"introduce(landing)", ""},
	}
	for _, tt := range tests {
		checkList(t, []string{tt.do}, "clamp", diag.Warning, tt.want)
	}
}

// checkList checks good with the lap_end rule's do list replaced by
// actions, and wants one diagnostic of the code and severity, pointing
// at the text want, and no other diagnostic (none at all when want is "").
func checkList(t *testing.T, actions []string, code string, sev diag.Severity, want string) {
	t.Helper()
	src := strings.Replace(good, "do: relay", "do:\n      - "+strings.Join(actions, "\n      - "), 1)
	sv, diags := syntax.Parse("t.yaml", []byte(src))
	_, more := Check(sv)
	diags.Append(more)
	lines := strings.Split(src, "\n")
	var got []string
	for _, d := range diags {
		if d.Code != code || d.Severity != sev || d.Suggestion == "" {
			t.Errorf("do %v: unexpected %v", actions, d)
			continue
		}
		got = append(got, lines[d.Pos.Line-1][d.Pos.Col-1:])
	}
	switch {
	case want == "" && len(got) > 0:
		t.Errorf("do %v: want no %s diagnostic, got one at %q", actions, code, got)
	case want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], want)):
		t.Errorf("do %v: want one %s diagnostic at %q, got %q", actions, code, want, got)
	}
}
