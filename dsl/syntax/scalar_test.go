package syntax

import (
	"strings"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// TestLocate: each character of a scalar's value is placed where it is
// written, whatever YAML did to the text (block scalars, folding,
// indentation, quotes and escapes), and the end of the value just after
// its last character. ZZ marks the character looked for; the position
// wanted is where ZZ stands in the file.
func TestLocate(t *testing.T) {
	tests := []struct{ name, src string }{
		{"plain", "k: a and ZZ\n"},
		{"plain on two lines", "k: a and\n  b or ZZ\n"},
		{"plain after a wide character", "j: é\nk: «é» == ZZ\n"},
		{"folded >-", "k: >-\n  a and\n  not ZZ\n"},
		{"folded >", "k: >\n  a and\n  not ZZ ==\n"},
		{"folded with blank lines", "k: >-\n\n  a and\n\n\n  ZZ\n"},
		{"folded, header with a comment", "k: >- # ZY\n  a and\n  ZZ\n"},
		{"folded, more indented", "k: >\n  a\n    b ZZ\n"},
		{"literal |", "k: |\n  a and\n    not ZZ\n"},
		{"literal with an indentation indicator", "x:\n  k: |2-\n      a\n      b ZZ\n"},
		{"literal in a list", "k:\n  - |\n    a\n    ZZ\n"},
		{"CRLF", "k: >-\r\n  a and\r\n  not ZZ\r\n"},
		{"single quotes", "k: 'it''s ''x'' ZZ'\n"},
		{"double quotes", "k: \"a \\\"b\\\" \\u00e9 \\t ZZ\"\n"},
		{"double quotes on two lines", "k: \"a and\n  b ZZ\"\n"},
		{"double quotes continued", "k: \"a and \\\n  b ZZ\"\n"},
		{"flow list", "k: [x, 'y', \"a ZZ\"]\n"},
	}
	for _, tt := range tests {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(tt.src), &doc); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var n *yaml.Node
		var find func(*yaml.Node)
		find = func(x *yaml.Node) {
			if x.Kind == yaml.ScalarNode && strings.Contains(x.Value, "ZZ") {
				n = x
			}
			for _, c := range x.Content {
				find(c)
			}
		}
		find(&doc)
		r := &reader{file: "f.yaml", src: []byte(tt.src)}
		loc := r.locate(n)
		mark := strings.LastIndex(tt.src, "ZZ")
		line := 1 + strings.Count(tt.src[:mark], "\n")
		col := 1 + utf8.RuneCountInString(tt.src[strings.LastIndex(tt.src[:mark], "\n")+1:mark])
		if p := loc(strings.Index(n.Value, "ZZ")); p.Line != line || p.Col != col {
			t.Errorf("%s: ZZ of %q placed at %d:%d, want %d:%d", tt.name, n.Value, p.Line, p.Col, line, col)
		}
		last := strings.TrimRight(n.Value, " \t\r\n")
		_, size := utf8.DecodeLastRuneInString(last)
		lastAt := loc(len(last) - size)
		if end := loc(len(n.Value)); end.Line != lastAt.Line || end.Col != lastAt.Col+1 {
			t.Errorf("%s: the end of %q placed at %d:%d, want just after its last character, at %d:%d", tt.name, n.Value, end.Line, end.Col, lastAt.Line, lastAt.Col+1)
		}
	}
}

// TestExprPositionsInScalars: an expression's error inside a block or
// multi-line scalar is reported on its own line and column, not at the
// end of the line before.
func TestExprPositionsInScalars(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"folded >-", "score: >-\n  player.seeds +\n  player.bank = 2\n",
			`f.yaml:3:15: syntax error in expression: unexpected "=" (write '==' to compare)`},
		{"folded >, ends too soon", "score: >\n  player.seeds +\n  player.bank +\n",
			"f.yaml:3:16: syntax error in expression: the expression ends too soon"},
		{"folded after a blank line", "score: >-\n  player.seeds\n\n  + player.bank && 1\n",
			`f.yaml:4:17: syntax error in expression: unexpected "&" (write 'and' instead of '&&')`},
		{"literal, more indented", "score: |\n  player.seeds\n      + (player.bank\n",
			"f.yaml:3:9: syntax error in expression: this ( is never closed"},
		{"plain on two lines", "score: player.seeds +\n  player.bank )\n",
			"f.yaml:2:15: syntax error in expression: this ) closes nothing"},
		{"action in a literal", "after_move:\n  - do:\n      - |\n        capture(pit,\n          by=)\n",
			`f.yaml:5:14: syntax error in expression: unexpected ")"`},
		{"number too large in a folded scalar", "score: >-\n  player.seeds\n  + 99999999999\n",
			"f.yaml:3:5: number 99999999999 is too large; the limit is 1000000000"},
	}
	for _, tt := range tests {
		_, diags := Parse("f.yaml", []byte(tt.src))
		found := false
		for _, d := range diags {
			found = found || d.Error() == tt.want
		}
		if !found {
			t.Errorf("%s: %v\nwant among them %s", tt.name, diags, tt.want)
		}
	}
}
