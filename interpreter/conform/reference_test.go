package conform

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// referenceDir finds the reference games beside the repository:
// <repo>/../shared/reference-games, the repository being the directory
// with go.mod above this package. It skips the test when they are not
// there.
func referenceDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Skip("no go.mod above the package: cannot locate the reference games")
		}
		dir = up
	}
	ref := filepath.Join(dir, "..", "shared", "reference-games")
	if _, err := os.Stat(ref); err != nil {
		t.Skipf("no reference games at %s: nothing to compare with (%v)", ref, err)
	}
	return ref
}

// TestReference replays the recorded reference games with the built-in
// descriptions. Each row names the file, the description and its
// options, how many games to compare (0: all) and the games expected to
// depart from the record (seed → the kind of their first difference);
// every other game must agree on every ply.
func TestReference(t *testing.T) {
	ref := referenceDir(t)
	for _, tc := range []struct {
		file       string
		variant    string
		options    map[string]string
		games      int
		perPly     bool
		departures map[int64]string
	}{
		{file: "Kalah.jsonl.gz", variant: "kalah", options: map[string]string{"ending": "no-moves"}},
		{file: "Kalah.jsonl.gz", variant: "kalah", options: map[string]string{"ending": "no-moves"}, perPly: true},
		{file: "En-Gehe.jsonl.gz", variant: "en-gehe", games: 50},
		{file: "En-Gehe.jsonl.gz", variant: "en-gehe", games: 20, perPly: true},
	} {
		name := fmt.Sprintf("%s/%s/per-ply=%v", tc.file, tc.variant, tc.perPly)
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(ref, tc.file)
			if _, err := os.Stat(path); err != nil {
				t.Skipf("%s: %v", path, err)
			}
			rep := compareFirst(t, tc.variant, tc.options, Config{PerPly: tc.perPly}, path, tc.games)
			if tc.games > 0 && rep.Games != tc.games {
				t.Fatalf("%d games compared, want %d", rep.Games, tc.games)
			}
			got := map[int64]string{}
			for _, g := range rep.Disagreeing {
				if g.Seed != nil {
					got[*g.Seed] = g.first.Kind
				}
			}
			for seed, kind := range tc.departures {
				if got[seed] != kind {
					t.Errorf("seed %d: first difference %q, want %q", seed, got[seed], kind)
				}
			}
			for _, g := range rep.Disagreeing {
				d := g.first
				if g.Seed == nil || tc.departures[*g.Seed] == "" {
					t.Errorf("game %d (line %d) departs at ply %d: %s %v (rules %v)", g.Game, g.Line, d.Ply, d.Kind, d.Detail, d.Rules)
				}
			}
			if rep.Games-rep.GamesAgree != len(tc.departures) {
				t.Errorf("%d of %d games agree; %d departures expected", rep.GamesAgree, rep.Games, len(tc.departures))
			}
			t.Logf("%d games, %d plies, %d agreeing", rep.Games, rep.Plies, rep.PliesAgree)
		})
	}
}
