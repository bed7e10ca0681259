package record

import (
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	moves := strings.Fields("a3 b1 a4 b2 a5 b3 a6 b4 a3 b5 a4 b6 a5 b1 a6 b2 a3 b3 a4 b4 a5 b5")
	rec := &Record{Comments: []string{"a test"}, Variant: "bao-kingulu", Options: map[string]string{"kuweka-limit": "2", "capture-with-seed": "off"},
		Moves: moves, Result: "south wins by score, score south=30 north=18"}
	text := rec.Format()
	want := `# a test
variant: bao-kingulu
option: capture-with-seed=off
option: kuweka-limit=2
moves: a3 b1 a4 b2 a5 b3 a6 b4 a3 b5 a4 b6 a5 b1 a6 b2 a3 b3 a4 b4
moves: a5 b5
result: south wins by score, score south=30 north=18
`
	if text != want {
		t.Errorf("Format =\n%s\nwant\n%s", text, want)
	}
	back, err := Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if back.Format() != text {
		t.Errorf("Parse(Format) changed the record:\n%s", back.Format())
	}
	for _, bad := range []string{"moves: a1\n", "variant: x\nfoo: bar\n", "variant: x\noption: y\n"} {
		if _, err := Parse(strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}
