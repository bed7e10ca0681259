package conform

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// compare runs conform on the files with the variant and options given.
func compare(t *testing.T, variant string, options map[string]string, cfg Config, files ...string) (*Report, error) {
	t.Helper()
	return compareN(t, variant, options, cfg, 0, files...)
}

// compareFirst runs conform on the first n games of a file (0: all).
func compareFirst(t *testing.T, variant string, options map[string]string, cfg Config, file string, n int) *Report {
	t.Helper()
	rep, err := compareN(t, variant, options, cfg, n, file)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func compareN(t *testing.T, variant string, options map[string]string, cfg Config, limit int, files ...string) (*Report, error) {
	t.Helper()
	p, err := variants.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRunner(p, "", options, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		rd, err := Open(f)
		if err != nil {
			return nil, err
		}
		for limit == 0 || r.Report().Games < limit {
			gm, err := rd.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err == nil {
				err = r.Add(gm)
			}
			if err != nil {
				rd.Close()
				return nil, err
			}
		}
		rd.Close()
	}
	return r.Report(), nil
}

// TestAgree: games trimmed from the reference records that the built-in
// descriptions play alike, in both modes.
func TestAgree(t *testing.T) {
	for _, tc := range []struct {
		variant string
		options map[string]string
		file    string
		games   int
		plies   int
	}{
		{"kalah", map[string]string{"ending": "no-moves"}, "testdata/kalah.jsonl", 2, 36},
		{"kalah", nil, "testdata/kalah.rec", 1, 18},
		// a tuzdyk at ply 7: per ply, the recorded owner of b4 and our mark
		// tuzdyk make it harvest again
		{"toguz-kumalak", nil, "testdata/toguz.jsonl", 1, 12},
		// moves named by a pit of the opponent, in the records' moves and
		// legal lists as in ours: South opens from b5 (ply 1), North with
		// no seeds captures a5 (ply 10); shifts that sow nothing (plies 2
		// and 3), phases that end after a turn and on a condition
		{"../../testdata/lang/opening/opening.yaml", nil, "testdata/opening.jsonl", 1, 10},
	} {
		for _, perPly := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/%s/per-ply=%v", tc.variant, filepath.Base(tc.file), perPly), func(t *testing.T) {
				rep, err := compare(t, tc.variant, tc.options, Config{PerPly: perPly}, tc.file)
				if err != nil {
					t.Fatal(err)
				}
				if rep.Games != tc.games || rep.GamesAgree != tc.games || rep.Plies != tc.plies || rep.PliesAgree != tc.plies || rep.DifferencesTotal != 0 {
					t.Errorf("games %d/%d agree, plies %d/%d agree, %d differences; want all of %d games, %d plies; first: %+v",
						rep.GamesAgree, rep.Games, rep.PliesAgree, rep.Plies, rep.DifferencesTotal, tc.games, tc.plies, summary(rep))
				}
			})
		}
	}
}

// found is a difference in short: the seed, ply and kinds.
type found struct {
	seed  int64
	ply   int
	kinds string
}

func summary(rep *Report) []found {
	var out []found
	for _, d := range rep.Differences {
		var seed int64 = -1
		if d.Seed != nil {
			seed = *d.Seed
		}
		out = append(out, found{seed, d.Ply, strings.Join(d.Kinds, ",")})
	}
	return out
}

// TestWrong: each game of kalah-wrong.jsonl is seed 73 of the Kalah
// reference with one thing changed; seed n says what.
func TestWrong(t *testing.T) {
	opts := map[string]string{"ending": "no-moves"}
	fromStart := []found{
		{1, 5, "pits"},        // a1 +1, b1 −1 after ply 5
		{2, 3, "pits,stores"}, // a seed of b6 in South's store after ply 3
		{3, 4, "to_move"},     // the player to move flipped after ply 4
		{4, 1, "legal"},       // b1 offered to South at the start
		{5, 6, "illegal"},     // ply 6 is North's b2 instead of South's a4
		{6, 18, "result"},     // North named the winner
		{7, 10, "cap"},        // stopped by a turn limit after ply 10
		{8, 2, "reserved"},    // b3 reserved for South after ply 2
		{9, 3, "illegal"},     // a pass at ply 3
	}
	rep, err := compare(t, "kalah", opts, Config{}, "testdata/kalah-wrong.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(rep); !slices.Equal(got, fromStart) {
		t.Errorf("from the start:\n got %v\nwant %v", got, fromStart)
	}
	if rep.Games != 9 || rep.GamesAgree != 0 || rep.CappedGames != 1 {
		t.Errorf("games %d, agreeing %d, capped %d", rep.Games, rep.GamesAgree, rep.CappedGames)
	}
	// per ply, a wrong position shows twice: after its ply, and as the
	// start of the next (ours then plays from the wrong position); the
	// illegal ply 6 of game 5 hides nothing after it
	perPly := []found{
		{1, 5, "pits"}, {1, 6, "pits"},
		{2, 3, "pits,stores"}, {2, 4, "pits,stores"},
		{3, 4, "to_move"}, {3, 5, "legal"}, {3, 5, "illegal"},
		{4, 1, "legal"},
		{5, 6, "illegal"},
		{6, 18, "result"},
		{7, 10, "cap"},
		{8, 2, "reserved"}, {8, 3, "legal"}, {8, 3, "reserved"}, // b3 is South's: a legal move
		{9, 3, "illegal"},
	}
	rep, err = compare(t, "kalah", opts, Config{PerPly: true}, "testdata/kalah-wrong.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(rep); !slices.Equal(got, perPly) {
		t.Errorf("per ply:\n got %v\nwant %v", got, perPly)
	}
	if rep.Plies != 139 || rep.PliesCompared != 139 || rep.PliesAgree != 139-13 {
		t.Errorf("per ply: plies %d, compared %d, agreeing %d", rep.Plies, rep.PliesCompared, rep.PliesAgree)
	}
	if rep.ByKind["illegal"] != 3 || rep.ByKind["cap"] != 1 || rep.ByRule["L-R3"] == 0 {
		t.Errorf("by kind %v, by rule %v", rep.ByKind, rep.ByRule)
	}
}

// TestCaps: our move limit is a cap too. Two caps at the same ply agree
// (seed 7 is stopped by the record's turn limit after ply 10); a game
// our limit stops while the record plays on differs by kind cap.
func TestCaps(t *testing.T) {
	rep, err := compare(t, "kalah", map[string]string{"ending": "no-moves", "move-limit": "10"}, Config{}, "testdata/kalah-wrong.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want := []found{{1, 5, "pits"}, {2, 3, "pits,stores"}, {3, 4, "to_move"}, {4, 1, "legal"}, {5, 6, "illegal"}, {6, 11, "cap"}, {8, 2, "reserved"}, {9, 3, "illegal"}}
	if got := summary(rep); !slices.Equal(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}

// TestLapLimitIsACap: a game we end drawn because a move reached the lap
// limit (endless=draw) agrees with a record its engine stopped at its
// cap; against any other result it is a cap difference.
func TestLapLimitIsACap(t *testing.T) {
	south := "south"
	ours := &Result{Reason: interpreter.ReasonLapLimit}
	for _, tc := range []struct {
		record *Result
		kinds  []string
	}{
		{&Result{Reason: "turn-limit"}, nil},
		{&Result{Reason: "move-limit"}, nil},
		{&Result{Reason: "no-moves", Winner: &south}, []string{KindCap}},
	} {
		d := &Difference{}
		compareResult(tc.record, ours, d, 12)
		if !slices.Equal(d.Kinds, tc.kinds) {
			t.Errorf("record %s, ours lap-limit: kinds %v, want %v", tc.record.Reason, d.Kinds, tc.kinds)
		}
	}
}

// TestMoveMap: Mweso's placements are named b4:place in the records and
// b4 in the description.
func TestMoveMap(t *testing.T) {
	rep, err := compare(t, "omweso", nil, Config{}, "testdata/mweso.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(rep); !slices.Equal(got, []found{{1, 1, "legal"}}) {
		t.Errorf("without a map: %v", got)
	}
	mm, err := ParseMoveMap([]string{":place="})
	if err != nil {
		t.Fatal(err)
	}
	// with it, the placements are found; the description lets each
	// player place all their seeds in a row, the record alternates
	rep, err = compare(t, "omweso", nil, Config{PerPly: true, MoveMap: mm}, "testdata/mweso.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want := []found{{1, 1, "to_move"}, {1, 2, "to_move"}, {1, 3, "to_move"}, {1, 4, "to_move"}}
	if got := summary(rep); !slices.Equal(got, want) {
		t.Errorf("with :place=: %v, want %v", got, want)
	}
	if r := rep.Differences[0].Rules; !slices.Equal(r, []string{"W-R3"}) {
		t.Errorf("rules fired in ply 1: %v", r)
	}
}

func TestMoveMapRules(t *testing.T) {
	m, err := ParseMoveMap([]string{":place=", `~^([a-d][0-9]+):cw$=${1}r`, "S-hand=a1"})
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{"b4:place": "b4", "a1:cw": "a1r", "c12:cw": "c12r", "a1:cw+N-store": "a1:cw+N-store", "S-hand": "a1", "pass": "pass"} {
		if got := m.Apply(in); got != want {
			t.Errorf("Apply(%q) = %q, want %q", in, got, want)
		}
	}
	for _, bad := range []string{"nothing", "=x", "~(=x"} {
		if _, err := ParseMoveMap([]string{bad}); err == nil {
			t.Errorf("ParseMoveMap(%q) accepted", bad)
		}
	}
	if head("a4:cw+N-store+S-store") != "a4:cw" || head("a4") != "a4" {
		t.Error("head keeps more than the first decision")
	}
}

// TestBadFiles: files that cannot be compared give an error naming the
// file and line.
func TestBadFiles(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile("testdata/kalah.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(good)
	zw.Close()
	lines := strings.SplitAfter(string(good), "\n")
	for _, tc := range []struct {
		name, variant string
		data          []byte
		want          string
	}{
		{"whole.jsonl.gz", "kalah", z.Bytes(), ""},
		{"truncated.jsonl.gz", "kalah", z.Bytes()[:z.Len()*2/3], "the gzip stream is truncated"},
		{"malformed.jsonl", "kalah", []byte(lines[0] + `{"game":"Kalah","seed":2,"moves":["a1",]}` + "\n"), `malformed.jsonl:2:40: malformed JSON`},
		{"type.jsonl", "kalah", []byte(`{"game":"Kalah","seed":"one"}` + "\n"), `type.jsonl:1:28: field seed: a JSON string where int64 was expected`},
		{"pits.jsonl", "kalah", []byte(lines[0] + strings.Replace(lines[1], `"b6":`, `"z6":`, 1)), `pits.jsonl:2: start: no pit "z6" on kalah's 2×6 board`},
		{"size.jsonl", "en-gehe", good, `size.jsonl:1: start: the record's board has 12 pits (a1..b6); en-gehe has 80 (2×40, a1..b40)`},
		{"states.jsonl", "kalah", []byte(strings.Replace(lines[0], `"moves":["a2",`, `"moves":["a2","a2",`, 1)), `states.jsonl:1: the game has 19 moves but 18 states`},
		{"nostart.jsonl", "kalah", []byte(`{"game":"Kalah","moves":[],"states":[]}`), `nostart.jsonl:1: the game has no start position`},
		{"other.rec", "kalah", []byte("variant: oware\nmoves: a1\n"), "other.rec: the record is a game of oware, not kalah"},
		{"badrec.rec", "kalah", []byte("variant: kalah\nmove: a1\n"), `badrec.rec: line 2: unknown key "move"`},
		{"wrongtotal.jsonl", "kalah", []byte(strings.Replace(lines[0], `"pits":{"a1":4,`, `"pits":{"a1":-4,`, 1)), `wrongtotal.jsonl:1: start: pit a1 holds -4 seeds`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := compare(t, tc.variant, nil, Config{}, write(tc.name, tc.data))
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("error %v", err)
			case tc.want != "" && err == nil:
				t.Errorf("no error; want %q", tc.want)
			case tc.want != "" && (!strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), filepath.Join(dir, tc.name)+":")):
				t.Errorf("error\n %v\nwant it to name the file and contain\n %s", err, tc.want)
			}
		})
	}
	t.Run("long line", func(t *testing.T) {
		rd, err := Open("testdata/kalah.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		defer rd.Close()
		rd.maxLine = 1000
		if _, err := rd.Next(); err == nil || !strings.Contains(err.Error(), "testdata/kalah.jsonl:1: the line is longer than 1000 bytes") {
			t.Errorf("error %v", err)
		}
	})
}

// TestJSON: the report as programs read it.
func TestJSON(t *testing.T) {
	rep, err := compare(t, "kalah", map[string]string{"ending": "no-moves"}, Config{MaxDiffs: 2}, "testdata/kalah-wrong.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Games, GamesAgree, Plies, PliesAgree, DifferencesTotal int
		Differences                                            []struct {
			Game             int
			Seed             int64
			Ply              int
			Kind             string
			Rules            []string
			Expected, Actual *struct {
				Pits   map[string]int
				Stores map[string]int
				ToMove string `json:"to_move"`
			}
		}
	}
	// the keys are snake_case
	s := strings.NewReplacer(`"games_agree"`, `"GamesAgree"`, `"plies_agree"`, `"PliesAgree"`, `"differences_total"`, `"DifferencesTotal"`).Replace(string(b))
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		t.Fatal(err)
	}
	if out.Games != 9 || out.GamesAgree != 0 || out.Plies != 139 || out.PliesAgree != 43 || out.DifferencesTotal != 9 || len(out.Differences) != 2 {
		t.Fatalf("report %+v", out)
	}
	d := out.Differences[0]
	if d.Game != 1 || d.Seed != 1 || d.Ply != 5 || d.Kind != "pits" || !slices.Equal(d.Rules, []string{"L-R3"}) ||
		d.Expected.Pits["a1"] != 6 || d.Actual.Pits["a1"] != 5 || d.Expected.ToMove != "south" || d.Actual.Stores["south"] != d.Expected.Stores["south"] {
		t.Errorf("first difference %+v", d)
	}
	if !strings.Contains(string(b), `"pits":{"a1":6,"a2":1,"a3":6,"a4":5,"a5":0,"a6":6,"b1":1,`) {
		t.Error("pits are not written in board order")
	}
}

// TestText compares the report for people with a golden file.
func TestText(t *testing.T) {
	rep, err := compare(t, "kalah", map[string]string{"ending": "no-moves"}, Config{}, "testdata/kalah-wrong.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	rep.WriteText(&b, 4)
	golden := "testdata/kalah-wrong.golden"
	if *update {
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("text report differs from %s (go test -update to rewrite it):\n%s", golden, b.String())
	}
}

// TestNotation: our direction suffixes are written after a colon, as in
// the records, and back.
func TestNotation(t *testing.T) {
	p, err := variants.Load("omweso")
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRunner(p, "", nil, Config{})
	if err != nil {
		t.Fatal(err)
	}
	e := r.env
	for ours, rec := range map[string]string{"a1": "a1", "a1cw": "a1:cw", "d8ccw": "d8:ccw", "pass": "pass", "south-store": "south-store", "a1cw:d8:yes": "a1:cw:d8:yes", "a2:b3": "a2:b3"} {
		if got := e.notation(ours); got != rec {
			t.Errorf("notation(%q) = %q, want %q", ours, got, rec)
		}
		if got := e.ourName(rec); got != ours {
			t.Errorf("ourName(%q) = %q, want %q", rec, got, ours)
		}
	}
}
