package variants

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// base is a small complete variant for the extends and include tests.
const base = `name: base
options:
  stuck: {default: loses, values: [loses, passes]}
  seeds: {default: 3, min: 1, max: 6}
board:
  rows: 2
  columns: 4
setup:
  seeds: option.seeds
sowing:
  direction: counterclockwise
  track: board
moves:
  - id: B-R1
    from: pit.count > 0
lap_end:
  - id: B-R2
    when: landing.side == opponent and landing.count == 2
    do: capture(landing)
end:
  - include: stuck
    ids: [B-R3, B-R4]
score: player.bank + player.side.seeds
`

// writeFiles writes name → text files into a new directory.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestExtends: a variant that extends another takes every section it
// does not give from it, whole, and merges options by name.
func TestExtends(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"base.yaml": base,
		"child.yaml": `name: child
extends: base.yaml
options:
  seeds: {default: 5, min: 1, max: 6}
  extra: {default: "on"}
board:
  rows: 2
  columns: 6
`,
	})
	p, err := Load(filepath.Join(dir, "child.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	v := p.Variant()
	if v.Name != "child" || v.Board.Columns != 6 {
		t.Errorf("name %q, %d columns; want child on 6 (its own board)", v.Name, v.Board.Columns)
	}
	var names []string
	for _, o := range v.Syntax.Options {
		names = append(names, o.Name.Value+"="+o.Default.Text)
	}
	if got := strings.Join(names, " "); got != "stuck=loses seeds=5 extra=on" {
		t.Errorf("options %q: want the parent's, the child's seeds over the parent's in its place, then the child's own", got)
	}
	g, err := p.Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Start().Total(); got != 60 {
		t.Errorf("start seeds %d, want 60 (12 pits of 5: the child's board and seeds)", got)
	}
	var ids []string
	for _, r := range v.Syntax.End {
		ids = append(ids, r.ID.Value+"@"+filepath.Base(r.Pos.File))
	}
	if got := strings.Join(ids, " "); got != "B-R3@stuck.yaml B-R4@stuck.yaml" {
		t.Errorf("end rules %q: want the parent's, included from the built-in fragment, with the IDs its include gives and positions in the fragment", got)
	}
}

// TestIncludeErrors: what goes wrong with extends and include is
// reported at the name, in the file that names it.
func TestIncludeErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{
			name: "a variant that extends itself through another",
			files: map[string]string{
				"main.yaml": "name: a\nextends: b.yaml\n",
				"b.yaml":    "name: b\nextends: main.yaml\n",
			},
			want: `b.yaml:2:10: extends "main.yaml": `,
		},
		{
			name: "a fragment that includes itself",
			files: map[string]string{
				"main.yaml": strings.Replace(base, "lap_end:\n", "lap_end:\n  - include: loop.yaml\n", 1),
				"loop.yaml": "lap_end:\n  - include: loop.yaml\n",
			},
			want: `loop.yaml:2:5: include "loop.yaml": `,
		},
		{
			name: "a missing fragment file",
			files: map[string]string{
				"main.yaml": strings.Replace(base, "lap_end:\n", "lap_end:\n  - include: parts/none.yaml\n", 1),
			},
			want: `main.yaml:17:5: include "parts/none.yaml": `,
		},
		{
			name: "an error inside a fragment points into the fragment",
			files: map[string]string{
				"main.yaml":      strings.Replace(base, "lap_end:\n", "lap_end:\n  - include: parts/bad.yaml\n", 1),
				"parts/bad.yaml": "doc: a capture\nlap_end:\n  - when: landing.cuont == 2\n    do: capture(landing)\n",
			},
			want: `bad.yaml:3:19: `,
		},
		{
			name: "a fragment with a key no fragment has",
			files: map[string]string{
				"main.yaml":      strings.Replace(base, "lap_end:\n", "lap_end:\n  - include: parts/odd.yaml\n", 1),
				"parts/odd.yaml": "board: {rows: 2}\nlap_end:\n  - do: end\n",
			},
			want: `odd.yaml:1:1: fragment: unknown key "board"`,
		},
	} {
		dir := writeFiles(t, tc.files)
		file := filepath.Join(dir, "main.yaml")
		_, err := Load(file)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error\n%v\nwant it to contain %q", tc.name, err, tc.want)
		}
	}
}

// TestIncludeDepth: extends and include nest at most MaxIncludeDepth
// deep, so a chain of files cannot run on without end.
func TestIncludeDepth(t *testing.T) {
	files := map[string]string{"main.yaml": "name: v0\nextends: v1.yaml\n"}
	for i := 1; i <= syntax.MaxIncludeDepth+2; i++ {
		files["v"+itoa(i)+".yaml"] = "name: v" + itoa(i) + "\nextends: v" + itoa(i+1) + ".yaml\n"
	}
	dir := writeFiles(t, files)
	_, err := Load(filepath.Join(dir, "main.yaml"))
	if err == nil || !strings.Contains(err.Error(), "nest more than") {
		t.Errorf("error %v, want a nesting limit", err)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestParseAlone: a description read without a loader (from a string,
// say) cannot name other files, and says so.
func TestParseAlone(t *testing.T) {
	_, diags := syntax.Parse("x.yaml", []byte("name: x\nextends: kalah\n"))
	if !strings.Contains(diags.Err().Error(), "x.yaml:2:10: extends \"kalah\": this description is read on its own") {
		t.Errorf("diagnostics %v", diags)
	}
}

// TestBuiltinExtends: a built-in variant that extends another plays as
// the one it extends where it gives nothing of its own: the sizes
// variant at six columns is Bao Kingulu.
func TestBuiltinExtends(t *testing.T) {
	a, b := MustLoad("bao-kingulu"), MustLoad("bao-kingulu-sizes")
	ga, _ := a.Configure(nil)
	gb, _ := b.Configure(nil)
	na, err := ga.Perft(ga.Start(), 4)
	if err != nil {
		t.Fatal(err)
	}
	nb, err := gb.Perft(gb.Start(), 4)
	if err != nil {
		t.Fatal(err)
	}
	if na != nb {
		t.Errorf("perft 4: %d and %d", na, nb)
	}
}

// TestExtendsDropsRuleset: a variant that extends another drops one of
// the parent's rulesets with NAME: ~; naming one the parent lacks is an
// error at the name.
func TestExtendsDropsRuleset(t *testing.T) {
	parent := strings.Replace(base, "board:\n", "rulesets:\n  keep: {doc: kept}\n  drop: {doc: dropped}\nboard:\n", 1)
	dir := writeFiles(t, map[string]string{
		"base.yaml":  parent,
		"child.yaml": "name: child\nextends: base.yaml\nrulesets:\n  drop: ~\n  own: {doc: its own}\n",
		"bad.yaml":   "name: bad\nextends: base.yaml\nrulesets:\n  nosuch: ~\n",
	})
	p, err := Load(filepath.Join(dir, "child.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rulesets() {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, " "); got != "keep own" {
		t.Errorf("rulesets %q, want the parent's keep and the child's own, not drop", got)
	}
	_, err = Load(filepath.Join(dir, "bad.yaml"))
	if err == nil || !strings.Contains(err.Error(), "bad.yaml:4:3: rulesets: nosuch: ~ drops an inherited ruleset, but base.yaml has none of that name") {
		t.Errorf("error %v", err)
	}
}
