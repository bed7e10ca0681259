package variants

import (
	"fmt"
	"strings"
	"testing"
)

// TestCompileText: a description that is not a file extends and includes
// built-in files by name, and no path it names is read, though the file
// is there (kalah.yaml, beside this test).
func TestCompileText(t *testing.T) {
	for _, c := range []struct {
		src, want string
		path      bool // it names a path
	}{
		{"extends: kalah\nname: k2\ntitle: K2\n", "", false},
		{"extends: kalah.yaml\nname: k2\ntitle: K2\n", `extends "kalah.yaml": a description that is not a file names built-in variants and fragments only, by name`, true},
		{"extends: kalah\nname: k2\ntitle: K2\nend:\n  - include: fragments/stuck.yaml\n", `include "fragments/stuck.yaml": a description that is not a file names built-in variants and fragments only, by name`, true},
		// the fragment is read: its option is missing
		{"extends: kalah\nname: k2\ntitle: K2\nend:\n  - include: stuck\n", `no option "stuck"`, false},
	} {
		if _, diags, texts := CompileTexts("k2.yaml", []byte(c.src)); c.path && (len(texts) < 2 || strings.Contains(fmt.Sprint(diags), c.want)) {
			t.Fatalf("%q: read from a file, the path is not read: %v", c.src, diags)
		}
		p, diags := CompileText("k2.yaml", []byte(c.src))
		var errs []string
		for _, d := range diags {
			errs = append(errs, d.Message)
		}
		got := strings.Join(errs, "; ")
		if c.want == "" && (p == nil || got != "") || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.src, got, c.want)
		}
	}
}
