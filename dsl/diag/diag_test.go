package diag

import "testing"

func TestRender(t *testing.T) {
	src := []byte("name: x\nsowing:\n  directon: counterclockwise\n")
	d := Diagnostic{Pos: Pos{File: "x.yaml", Line: 3, Col: 3}, Message: `sowing: unknown key "directon"`, Suggestion: `did you mean "direction"?`}
	want := "x.yaml:3:3: sowing: unknown key \"directon\" (did you mean \"direction\"?)\n" +
		"      directon: counterclockwise\n" +
		"      ^\n"
	if got := Render(d, src); got != want {
		t.Errorf("Render =\n%s\nwant\n%s", got, want)
	}
}

func TestSortAndClosest(t *testing.T) {
	l := List{{Pos: Pos{File: "a", Line: 5, Col: 1}}, {Pos: Pos{File: "a", Line: 2, Col: 9}}, {Pos: Pos{File: "a", Line: 2, Col: 3}}}
	l.Sort()
	if l[0].Pos.Col != 3 || l[1].Pos.Col != 9 || l[2].Pos.Line != 5 {
		t.Errorf("Sort gave %v", l)
	}
	if got := Closest("directon", []string{"direction", "track"}); got != "direction" {
		t.Errorf("Closest = %q", got)
	}
	if got := Closest("zzzz", []string{"direction", "track"}); got != "" {
		t.Errorf("Closest of a far word = %q, want none", got)
	}
}

// TestRenderLine: the line shown drops a UTF-8 byte-order mark, shows a
// byte that is not UTF-8 or a control character as one U+FFFD so that the
// caret (which counts characters) stays under its column, and is left out
// when it is not text at all.
func TestRenderLine(t *testing.T) {
	tests := []struct {
		name string
		src  string
		pos  Pos
		want string // the lines after the message
	}{
		{"byte-order mark", "\ufeffnme: x\n", Pos{Line: 1, Col: 1}, "    nme: x\n    ^\n"},
		{"wide characters", "title: «é» x\n", Pos{Line: 1, Col: 12}, "    title: «é» x\n               ^\n"},
		{"not UTF-8", "title: \xe9t\xe9 x\n", Pos{Line: 1, Col: 12}, "    title: \ufffdt\ufffd x\n               ^\n"},
		{"control character", "a: b\x07c\n", Pos{Line: 1, Col: 5}, "    a: b\ufffdc\n        ^\n"},
		{"UTF-16", "\xff\xfen\x00a\x00\n\x00", Pos{Line: 1, Col: 1}, ""},
	}
	for _, tt := range tests {
		d := Diagnostic{Pos: tt.pos, Message: "m"}
		want := tt.pos.String() + ": m\n" + tt.want
		if got := Render(d, []byte(tt.src)); got != want {
			t.Errorf("%s: Render =\n%q\nwant\n%q", tt.name, got, want)
		}
	}
}
