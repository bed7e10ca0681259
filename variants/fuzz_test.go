package variants

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// leak matches wording that is not the toolkit's own.
var leak = regexp.MustCompile(`strconv|participle|failed to conform|<EOF>|\(expected|unexpected token|yaml: |cannot unmarshal|invalid syntax|value out of range|octet|%!|goroutine|runtime error`)

// FuzzCompile: no description makes the reader, the checker or the
// compiler panic or hang, every diagnostic has a position and a one-line
// message in the language's own words (none of yaml.v3's, participle's
// or Go's), and one that compiles plays a few random moves without
// panicking. The corpus starts from the shipped variants, the test games
// and the broken catalogue.
//
//	go test ./variants -run XXX -fuzz FuzzCompile -fuzztime 60s
func FuzzCompile(f *testing.F) {
	for _, pattern := range []string{"*.yaml", "../testdata/*.yaml", "../testdata/broken/*.yaml"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		p, diags := Compile("fuzz.yaml", src)
		for _, d := range diags {
			if d.Pos.Line < 1 || d.Pos.Col < 1 || strings.ContainsAny(d.Message+d.Suggestion, "\n\r") || leak.MatchString(d.Message+d.Suggestion) {
				t.Errorf("diagnostic %q (%q) at %d:%d", d.Message, d.Suggestion, d.Pos.Line, d.Pos.Col)
			}
		}
		if p == nil {
			return
		}
		g, err := p.Configure(map[string]string{"lap-limit": "50", "move-limit": "20"})
		if err != nil || g.Start().Total() > 500 || p.Board().N() > 100 {
			return // valid but too big to play quickly; reading it was the test
		}
		rng := rand.New(rand.NewPCG(1, 2))
		mt := g.NewMatch()
		for !mt.Result().Over {
			legal, err := mt.Legal()
			if err != nil || len(legal) == 0 {
				return
			}
			if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
				return
			}
		}
	})
}
