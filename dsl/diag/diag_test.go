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
