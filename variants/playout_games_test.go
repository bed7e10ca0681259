package variants

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayoutGames: seeded random playouts of every built-in variant
// play the same games as when testdata/playouts.golden was written (the
// plies, the results and the final positions of each variant's games,
// digested). A change made for speed must leave them all alone;
// -update rewrites the file (for a change of the rules or of how
// playouts draw their moves, said in its commit).
func TestPlayoutGames(t *testing.T) {
	var b strings.Builder
	for _, name := range Names() {
		g, err := MustLoad(name).Configure(nil)
		if err != nil {
			t.Fatal(err)
		}
		m := g.NewMachine()
		s := g.Start()
		h := fnv.New64a()
		plies := 0
		for seed := range uint64(30) {
			m.Seed(seed, 7)
			s.CopyFrom(g.Start())
			r := m.Playout(s)
			plies += int(s.Ply)
			fmt.Fprintf(h, "%d %x %s;", s.Ply, s.Hash(), r)
		}
		fmt.Fprintf(&b, "%s plies=%d games=%x\n", name, plies, h.Sum64())
	}
	path := filepath.Join("testdata", "playouts.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(b.String(), "\n")
	for i, line := range strings.Split(string(want), "\n") {
		if i >= len(got) || got[i] != line {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			t.Errorf("playouts changed their games:\n got %s\nwant %s", g, line)
		}
	}
	if len(got) != len(strings.Split(string(want), "\n")) {
		t.Errorf("%d variants now, %d in %s", len(got)-1, len(strings.Split(string(want), "\n"))-1, path)
	}
}
