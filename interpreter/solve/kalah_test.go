package solve

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var (
	update = flag.Bool("update", false, "rewrite the golden files")
	long   = flag.Bool("solve.long", false, "solve Kalah(4,4) too (some 30 s a rule set on a quiet machine)")
)

// TestKalahValues pins the values of Kalah(m,n), m houses of n seeds, for
// m and n up to 4, under the standard rules and with empty capture, in
// testdata/kalah.golden. Kalah(4,4) is solved with -solve.long only (its
// lines are then checked, the others kept as they are).
func TestKalahValues(t *testing.T) {
	const file = "testdata/kalah.golden"
	want := map[string]string{}
	var header []string
	if b, err := os.ReadFile(file); err == nil {
		for _, line := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
			if strings.HasPrefix(line, "#") {
				header = append(header, line)
				continue
			}
			if k, v, ok := strings.Cut(line, ": "); ok {
				want[k] = v
			}
		}
	} else if !*update {
		t.Fatal(err)
	}
	var out []string
	for _, rules := range []string{"standard", "empty-capture"} {
		for m := 1; m <= 4; m++ {
			for n := 1; n <= 4; n++ {
				key := fmt.Sprintf("Kalah(%d,%d) %s", m, n, rules)
				if m == 4 && n == 4 && !*long {
					if v, ok := want[key]; ok {
						out = append(out, key+": "+v)
					}
					continue
				}
				ec := "off"
				if rules == "empty-capture" {
					ec = "on"
				}
				g := configure(t, "kalah", map[string]string{"houses": fmt.Sprint(m), "seeds": fmt.Sprint(n), "empty-capture": ec})
				r, err := Search(g, Config{})
				if err != nil {
					t.Fatalf("%s: %v", key, err)
				}
				got := fmt.Sprintf("%v, best %s", r.Value, names(g, r.Best))
				out = append(out, key+": "+got)
				if !*update && want[key] != got {
					t.Errorf("%s: %s, want %s", key, got, want[key])
				}
			}
		}
	}
	if *update {
		text := strings.Join(header, "\n") + "\n" + strings.Join(out, "\n") + "\n"
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
