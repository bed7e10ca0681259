package record

import (
	"fmt"
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

// TestParseErrors: each problem is placed on its line and column.
func TestParseErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"moves: a1\n", "the record names no variant"},
		{"variant: x\nfoo: bar\n", `line 2: unknown key "foo" (variant, ruleset, option, position, seed, moves, result, tool)`},
		{"variant: x\noption: y\n", `line 2: option "y": write NAME=VALUE`},
		{"variant: x\nvariant: x\n", "line 2: variant is given twice (first on line 1)"},
		{"variant: x\nresult: a\nresult: a\n", "line 3: result is given twice (first on line 2)"},
		{"variant: x\nposition: {}\n\nposition: {}\n", "line 4: position is given twice (first on line 2)"},
		{"variant: x\noption: a=1\noption: b=1\noption:  a = 2\n", "line 4: option a is given twice (first on line 2)"},
	}
	for _, tt := range tests {
		_, err := Parse(strings.NewReader(tt.text))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q:\n got %v\nwant %s", tt.text, err, tt.want)
		}
	}
	rec, err := Parse(strings.NewReader("variant:  kalah\nmoves: a1  b2\n  moves:\ta3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := []Pos{{2, 8}, {2, 12}, {3, 10}}; fmt.Sprint(rec.MoveAt) != fmt.Sprint(want) || rec.At["variant"] != (Pos{1, 11}) {
		t.Errorf("places: moves %v, variant %v", rec.MoveAt, rec.At["variant"])
	}
}

// A record keeps the seed of a game's lots.
func TestRecordSeed(t *testing.T) {
	rec, err := Parse(strings.NewReader("variant: lots.yaml\nseed: 42\nmoves: a1~b2~no b1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Seed != "42" {
		t.Fatalf("seed %q, want 42", rec.Seed)
	}
	if got, want := rec.Format(), "variant: lots.yaml\nseed: 42\nmoves: a1~b2~no b1\n"; got != want {
		t.Errorf("Format:\n%s\nwant\n%s", got, want)
	}
	_, err = Parse(strings.NewReader("variant: lots.yaml\nseed: -1\n"))
	if err == nil || err.Error() != `line 2: seed "-1": want a number from 0 to 2^64-1` {
		t.Errorf("a bad seed: %v", err)
	}
}
