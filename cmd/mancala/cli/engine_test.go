package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// runEngine runs the engine on input and returns its replies, each
// checked to be one JSON object with ok true or false.
func runEngine(t testing.TB, input string) []map[string]any {
	t.Helper()
	var out bytes.Buffer
	e := &engine{out: bufio.NewWriter(&out)}
	if err := e.run(strings.NewReader(input)); err != nil {
		t.Fatalf("the engine stopped: %v", err)
	}
	var replies []map[string]any
	for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("a reply is not one JSON object: %q: %v", line, err)
		}
		if _, ok := r["ok"].(bool); !ok {
			t.Fatalf("a reply without ok: %s", line)
		}
		replies = append(replies, r)
	}
	return replies
}

// TestEngineMalformed: every line that is not a good command gets one
// reply, ok false, with an error that says what is wrong; the engine
// then answers the next command as before.
func TestEngineMalformed(t *testing.T) {
	for _, tc := range []struct {
		game bool // a game of Kalah is started first
		line string
		want string
	}{
		{false, "legal", "no game: start one with new VARIANT"},
		{false, "play a1", "no game: start one with new VARIANT"},
		{false, "undo", "no game"},
		{false, "foo", `unknown command "foo"`},
		{false, "lgeal", `unknown command "lgeal"; did you mean "legal"?`},
		{false, "\xff\xfe", `unknown command`},
		{false, "new", "usage: new VARIANT"},
		{false, "new ruleset=standard", "usage: new VARIANT"},
		{false, "new kalahh", `unknown variant "kalahh"; did you mean "kalah"?`},
		{false, "new kalah seeds=99", "seeds"},
		{false, "new kalah =3", `"=3": write ruleset=NAME, seed=N or OPTION=VALUE`},
		{false, "new kalah seed=-1", "seed=-1: want a whole number"},
		{false, "new kalah ruleset=nosuch", "nosuch"},
		{false, "new ./no/such/file.yaml", "no such file"},
		{false, "help nosuch", `unknown command "nosuch"`},
		{false, "help a b", "usage: help [COMMAND]"},
		{false, "{", "the line is not a JSON command"},
		{false, `{"cmd": 5}`, "the line is not a JSON command"},
		{false, `{"cmd": "legal", "bogus": 1}`, `unknown field "bogus"`},
		{false, `{"cmd": "help"} {"cmd": "help"}`, "more than one JSON value"},
		{false, `{"args": ["x"]}`, "no command"},
		{false, `{"cmd": "help", "description": "x"}`, "help takes no description, position or options field"},
		{false, `{"cmd": "new", "description": "name: x\n"}`, "description.yaml:"},
		{false, `{"cmd": "new", "args": ["mine.yaml"], "description": "name: [\n"}`, "mine.yaml:1:"},
		{true, "legal now", "usage: legal"},
		{true, "play", "usage: play MOVE"},
		{true, "play zz", `zz is not legal: there is no pit "zz" on this board`},
		{true, "play a3 a3", "a3 is not legal"},
		{true, "undo", "no move to take back"},
		{true, "undo x", "undo x: want a number of moves"},
		{true, "undo 0", "undo 0: want a number of moves"},
		{true, "go nosuch", `unknown player "nosuch"`},
		{true, "go mcts 0", `count "0"`},
		{true, "go random 1 2 3", "usage: go"},
		{true, "go cmd:", "name the program to run"},
		{true, "trace", "no move has been played to trace"},
		{true, "trace 0", "trace 0: a ply is 1 or more"},
		{true, "trace zz", `there is no pit "zz"`},
		{true, "set", "usage: set position JSON"},
		{true, "set position {", "position 1:"},
		{true, `set position {"variant": "oware"}`, `the position is of variant "oware", not kalah`},
		{true, "set position", "usage: set position JSON"},
		{true, `{"cmd": "set", "args": ["position", "{}"], "position": {}}`, "give the position once"},
		{true, `{"cmd": "set", "args": ["position"], "position": {"variant": "kalah"}}`, `position: to_move: "" is not a player (south or north)`},
		{true, "set colour red", "set colour: set position JSON or set seed N"},
		{true, "set seed x", "set seed x: want a whole number"},
		{true, "play " + strings.Repeat("a1 ", maxEngineArgs+1), "arguments; a command takes at most 1024"},
	} {
		input := tc.line + "\nhelp quit\n"
		if tc.game {
			input = "new kalah\n" + input
		}
		replies := runEngine(t, input)
		want := 3
		if tc.game {
			want = 4
		}
		if len(replies) != want {
			t.Errorf("%q: %d replies, want %d: %v", tc.line, len(replies), want, replies)
			continue
		}
		r := replies[len(replies)-2]
		msg, _ := r["error"].(string)
		if r["ok"] != false || !strings.Contains(msg, tc.want) {
			t.Errorf("%q: got %v, want an error holding %q", tc.line, r, tc.want)
		}
		if last := replies[len(replies)-1]; last["ok"] != true {
			t.Errorf("%q: the command after it failed: %v", tc.line, last)
		}
	}
}

// TestEngineLongLine: a line longer than the engine reads is skipped
// with an error reply, and the next line is answered.
func TestEngineLongLine(t *testing.T) {
	input := "help " + strings.Repeat("x", maxEngineLine) + "\nhelp quit\n"
	replies := runEngine(t, input)
	if len(replies) != 3 || replies[1]["ok"] != false || !strings.Contains(replies[1]["error"].(string), "longer than") || replies[2]["ok"] != true {
		t.Fatalf("got %v", replies)
	}
}

// TestEngineSilentLines: blank lines and comments get no reply; the end
// of the input ends the engine as quit does, a last line without its
// newline answered.
func TestEngineSilentLines(t *testing.T) {
	replies := runEngine(t, "\n   \n# a comment\nnew kalah\r\nplay a3\n\nlegal")
	if len(replies) != 4 {
		t.Fatalf("%d replies, want 4: %v", len(replies), replies)
	}
	if m := replies[3]["moves"]; m == nil || len(m.([]any)) != 5 || replies[3]["to_move"] != "south" {
		t.Errorf("legal after a3 (another turn): %v", replies[3])
	}
}

// TestEngineAtomicPlay: play of several moves is all or none.
func TestEngineAtomicPlay(t *testing.T) {
	replies := runEngine(t, "new kalah\nplay a3 a6 zz\nmoves\nplay a3 a6\nmoves\nundo\nmoves\n")
	moves := func(r map[string]any) string {
		var s []string
		for _, m := range r["moves"].([]any) {
			s = append(s, m.(string))
		}
		return strings.Join(s, " ")
	}
	if replies[2]["ok"] != false || moves(replies[3]) != "" || moves(replies[5]) != "a3 a6" || moves(replies[7]) != "a3" {
		t.Errorf("got %v", replies)
	}
}

// TestEngineSetPositionJSON: the JSON form gives the position as an
// object.
func TestEngineSetPositionJSON(t *testing.T) {
	replies := runEngine(t, "new kalah\n"+`{"cmd": "set", "args": ["position"], "position": {"variant": "kalah", "to_move": "north", "pits": {"a1": 24, "a2": 0, "a3": 0, "a4": 0, "a5": 0, "a6": 0, "b1": 0, "b2": 0, "b3": 0, "b4": 0, "b5": 0, "b6": 24, "south-store": 0, "north-store": 0}}}`+"\nlegal\n")
	if len(replies) != 4 || replies[2]["ok"] != true || replies[3]["to_move"] != "north" || len(replies[3]["moves"].([]any)) != 1 {
		t.Fatalf("got %v", replies)
	}
}

// FuzzEngineLine: whatever one line holds, the engine answers it with
// one JSON reply (none for a blank line or a comment) and answers the
// next command.
func FuzzEngineLine(f *testing.F) {
	for _, s := range []string{"legal", "play a1 a2 a3", "undo 3", "trace 1", "trace a4", "new oware", "set position {}", `{"cmd":"play","args":["a1"]}`, "new kalah seeds=3 empty-capture=on", "{}", "[]", "\x00", "result", "moves"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\r\n") {
			return // more than one line
		}
		word := strings.Fields(line + " x")[0]
		if word == "go" || word == "quit" || strings.Contains(line, `"go"`) || strings.Contains(line, `"quit"`) {
			return // a search of any budget; the end
		}
		replies := runEngine(t, "new kalah\n"+line+"\nhelp quit\n")
		want := 4
		if text := strings.TrimSpace(line); text == "" || strings.HasPrefix(text, "#") {
			want = 3
		}
		if len(replies) != want || replies[len(replies)-1]["ok"] != true {
			t.Fatalf("%q: got %v", line, replies)
		}
	})
}

// TestEngineRecord: the record the engine gives replays, with replay
// --record, to the position the engine reached, from the set-up and
// from a position set.
func TestEngineRecord(t *testing.T) {
	setPos := `set position {"variant": "kalah", "to_move": "north", "pits": {"a1": 1, "a2": 0, "a3": 0, "a4": 0, "a5": 0, "a6": 0, "b1": 2, "b2": 0, "b3": 0, "b4": 0, "b5": 0, "b6": 0, "south-store": 16, "north-store": 17}}`
	for _, input := range []string{
		"new kalah seeds=3 empty-capture=on\nplay a4 a1 b2 a2\nrecord\nposition\n",
		"new kalah seeds=3\n" + setPos + "\nplay b1\nrecord\nposition\n",
	} {
		replies := runEngine(t, input)
		n := len(replies)
		text, _ := replies[n-2]["record"].(string)
		file := filepath.Join(t.TempDir(), "game.rec")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		root := newRoot()
		root.SetArgs([]string{"replay", "--record", file, "--json"})
		root.SetOut(&out)
		if err := root.Execute(); err != nil {
			t.Fatalf("replay --record of\n%s: %v", text, err)
		}
		var got map[string]any
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if want := replies[n-1]["position"]; !reflect.DeepEqual(got, want) {
			t.Errorf("the record\n%s replays to %v, want %v", text, got, want)
		}
	}
}
