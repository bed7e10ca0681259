package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestRun: Run writes a command's output to stdout and its error to
// stderr, and returns the exit status; a command that fails after its
// own report (validate) adds no error line.
func TestRun(t *testing.T) {
	tests := []struct {
		args           []string
		status         int
		stdout, stderr string // what each holds ("" for nothing)
	}{
		{[]string{"moves", "kalah"}, 0, "a1 a2 a3 a4 a5 a6", ""},
		{[]string{"moves", "kalha"}, 1, "", `mancala: unknown variant "kalha"; did you mean "kalah"?`},
		{[]string{"validate", "../../../testdata/broken/01-yaml-bad-indent.yaml"}, 1, "01-yaml-bad-indent.yaml:", ""},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		status := Run(tt.args, &stdout, &stderr)
		if status != tt.status {
			t.Errorf("%v: status %d, want %d", tt.args, status, tt.status)
		}
		for _, c := range []struct {
			name, want string
			got        *bytes.Buffer
		}{{"stdout", tt.stdout, &stdout}, {"stderr", tt.stderr, &stderr}} {
			if c.want == "" && c.got.Len() > 0 || !strings.Contains(c.got.String(), c.want) {
				t.Errorf("%v: %s %q, want %q", tt.args, c.name, c.got, c.want)
			}
		}
	}
}
