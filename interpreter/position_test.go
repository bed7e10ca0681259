package interpreter_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// kalahPits are the pits of Kalah's start, with a1 left to the caller.
const kalahPits = `"a2":4,"a3":4,"a4":4,"a5":4,"a6":4,"b1":4,"b2":4,"b3":4,"b4":4,"b5":4,"b6":4,"south-store":0,"north-store":0`

// TestPositionErrors: a --position that cannot be taken as it is written
// is refused with the key (and, for the JSON, the line and column).
func TestPositionErrors(t *testing.T) {
	g, err := variants.MustLoad("kalah").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	pos := func(a1 string, more string) string {
		return `{"to_move":"south","pits":{"a1":` + a1 + `,` + kalahPits + `}` + more + `}`
	}
	tests := []struct{ json, want string }{
		{pos("4294967300", ""), "pit a1 holds 4294967300 seeds; a count is 0 to 100000"},
		{pos("-1", ""), "pit a1 holds -1 seeds; a count is 0 to 100000"},
		{pos("4", `,"ply":1000000000000`), "ply 1000000000000 is out of range (0 to 1073741824)"},
		{pos("4", `,"round":-3`), "round -3 is out of range (0 to 1073741824)"},
		{pos("4", `,"bank":{"south":4294967296}`), "south's bank holds 4294967296 seeds; a count is 0 to 100000"},
		{pos("4", `,"reserve":{"north":100001}`), "north's reserve holds 100001 seeds; a count is 0 to 100000"},
		{pos("1e30", ""), "1:33: pits: expected a whole number, got number 1e30"},
		{pos("4.5", ""), "1:33: pits: expected a whole number, got number 4.5"},
		{pos("4", `,"ply":99999999999999999999`), "ply: expected a whole number, got number 99999999999999999999"},
		{pos("4", `,"ply":"3"`), "1:151: ply: expected a whole number, got string"},
		{pos("4", `,"plies":3`), `unknown field "plies" (keys: variant, ply, to_move, phase, pits, reserved, bank, reserve, result, owners, marks, round, passes, phase_turns, values, points, out, kinds, levels)`},
		{`{"to_move":"south","pits":{"a1":4,"a1":5,` + kalahPits + `}}`, `1:35: key "a1" is given twice`},
		{`{"to_move":"south","to_move":"north"}`, `1:20: key "to_move" is given twice`},
		{pos("4", "") + ` {"ply":2}`, "unexpected text after the position"},
		{`{"to_move":"south",` + "\n" + `"pits":{"a1":4,}}`, "2:16: invalid character '}' looking for beginning of object key string"},
		{``, "the position is empty: expected a JSON object"},
		{`{"to_move":"south"`, "the position ends before its object does"},
	}
	for _, tt := range tests {
		p, err := interpreter.ParsePosition([]byte(tt.json))
		if err == nil {
			_, err = g.State(p)
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s:\n got %v\nwant …%s…", tt.json, err, tt.want)
		}
	}
}

// TestPositionAccepted: the form Position writes reads back to the same
// state.
func TestPositionAccepted(t *testing.T) {
	for _, name := range variants.Names() {
		g, _ := variants.MustLoad(name).Configure(nil)
		mt := g.NewMatch()
		for range 6 {
			legal, _ := mt.Legal()
			if len(legal) == 0 {
				break
			}
			mt.Play(legal[len(legal)/2])
		}
		data, err := mt.Game().Position(mt.State(), mt.Result()).MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		p, err := interpreter.ParsePosition(data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, data)
		}
		s, err := g.State(p)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, data)
		}
		if got, want := g.FormatText(s), g.FormatText(mt.State()); got != want || s.Ply != mt.State().Ply {
			t.Errorf("%s: read back\n%s\nwant\n%s", name, got, want)
		}
	}
}
