package solve

import (
	"errors"
	"github.com/mancala-toolkit/mancala/interpreter"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// few makes searches look at their checkpoint every 256 positions, so
// that small games stop and resume many times.
func few(t *testing.T) {
	old := tickEvery
	tickEvery = 256
	t.Cleanup(func() { tickEvery = old })
}

func stopped() chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}

// TestStopAndResume: a search stopped again and again, each time as soon
// as it looks, and resumed from its file each time, ends with the value
// and best moves of a search never stopped, and each run starts with
// the positions of the one before.
func TestStopAndResume(t *testing.T) {
	few(t)
	for _, tc := range []struct {
		opts  map[string]string
		depth int
	}{
		{map[string]string{"houses": "3", "seeds": "3"}, 0},
		{map[string]string{"houses": "3", "seeds": "3", "empty-capture": "on"}, 0},
		{map[string]string{"houses": "3", "seeds": "3", "move-limit": "12"}, 0}, // keyed by ply
		{map[string]string{"houses": "4", "seeds": "3"}, 8},                     // bounds, two passes
	} {
		g := configure(t, "kalah", tc.opts)
		want, err := Search(g, Config{Depth: tc.depth})
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "table")
		ck := &Checkpoint{Path: path, Game: "kalah", Stop: stopped()}
		var got *Result
		runs, last, lastPass, passes := 0, 0, 0, map[int]bool{}
		for ; runs < 500 && got == nil; runs++ {
			r, err := Search(g, Config{Depth: tc.depth, Checkpoint: ck})
			switch {
			case err == nil:
				got = r
			case errors.Is(err, ErrStopped):
				t2, rerr := readTable(path, DefaultMaxPositions)
				if rerr != nil {
					t.Fatal(rerr)
				}
				// a search cut at a depth starts its second pass afresh
				if n := len(t2.tt); n < last && t2.head.Pass == lastPass {
					t.Errorf("%v: run %d saved %d positions, fewer than the %d it resumed from", tc.opts, runs, n, last)
				}
				last, lastPass = len(t2.tt), t2.head.Pass
				passes[lastPass] = true
			default:
				t.Fatalf("%v run %d: %v", tc.opts, runs, err)
			}
			ck.Resume = true
		}
		if got == nil {
			t.Fatalf("%v: not solved in %d runs", tc.opts, runs)
		}
		t.Logf("%v depth %d: %d runs, resumed %d", tc.opts, tc.depth, runs, got.Resumed)
		if tc.depth > 0 && !passes[1] {
			t.Errorf("%v: no run stopped in the second pass", tc.opts)
		}
		if runs < 3 {
			t.Errorf("%v: solved in %d runs; the test wants a search stopped more than once", tc.opts, runs)
		}
		if got.Resumed == 0 || got.Exact != want.Exact || got.Value != want.Value || got.Low != want.Low || got.High != want.High ||
			names(g, got.Best) != names(g, want.Best) || got.PlyKeyed != want.PlyKeyed {
			t.Errorf("%v after %d runs: %+v (best %s, resumed %d); never stopped: %+v (best %s)", tc.opts, runs,
				got.Value, names(g, got.Best), got.Resumed, want.Value, names(g, want.Best))
		}
	}
}

// TestResumeWithRoom: a search that fills its table saves it, and goes
// on from it when given room, visiting fewer positions than from the
// start.
func TestResumeWithRoom(t *testing.T) {
	g := configure(t, "kalah", map[string]string{"houses": "4", "seeds": "3"})
	want, err := Search(g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "table")
	var saved []Saved
	ck := &Checkpoint{Path: path, Game: "kalah(4,3)", Saved: func(s Saved) { saved = append(saved, s) }}
	_, err = Search(g, Config{MaxPositions: want.Positions / 2, Checkpoint: ck})
	if !errors.Is(err, ErrTooManyPositions) || !strings.Contains(err.Error(), "saved in "+path) {
		t.Fatalf("with half the room: %v", err)
	}
	fi, err := os.Stat(path)
	if err != nil || len(saved) != 1 || saved[0].Positions != want.Positions/2 || saved[0].Bytes != fi.Size() {
		t.Fatalf("saved %+v, file %v %v", saved, fi, err)
	}
	ck.Resume = true
	got, err := Search(g, Config{Checkpoint: ck})
	if err != nil {
		t.Fatal(err)
	}
	if got.Value != want.Value || names(g, got.Best) != names(g, want.Best) || got.Resumed != want.Positions/2 || got.Nodes >= want.Nodes {
		t.Errorf("resumed: %v best %s, %d positions resumed, %d visited; from the start: %v best %s, %d visited",
			got.Value, names(g, got.Best), got.Resumed, got.Nodes, want.Value, names(g, want.Best), want.Nodes)
	}
}

// TestCheckpointRefuses: a checkpoint of another game or search, or a
// file that is not one whole, is refused with what is wrong.
func TestCheckpointRefuses(t *testing.T) {
	few(t)
	dir := t.TempDir()
	g := configure(t, "kalah", map[string]string{"houses": "3", "seeds": "3"})
	good := filepath.Join(dir, "good")
	if _, err := Search(g, Config{Checkpoint: &Checkpoint{Path: good, Game: "k33", Stop: stopped()}}); !errors.Is(err, ErrStopped) {
		t.Fatal(err)
	}
	b, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	file := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	flip := append([]byte(nil), b...)
	flip[len(flip)-20] ^= 0x40
	head := strings.SplitN(string(b), "\n", 3)
	for _, tc := range []struct {
		name   string
		g      *interpreter.Game
		cfg    Config
		path   string
		resume bool
		game   string
		want   string
	}{
		{name: "a file there already", path: good, want: "exists: resume from it, or remove it"},
		{name: "no file to resume", path: filepath.Join(dir, "none"), resume: true, want: "no such file"},
		{name: "another game's name", path: good, resume: true, game: "k34", want: "a checkpoint of another game (k33), not of this one (k34)"},
		{name: "another start", g: configure(t, "kalah", map[string]string{"houses": "3", "seeds": "4"}), path: good, resume: true, want: "its start position is not this game's"},
		{name: "another depth", cfg: Config{Depth: 4}, path: good, resume: true, want: "saved by a search of depth 0 (0: to the end), not 4"},
		{name: "too many for the table", cfg: Config{MaxPositions: 10}, path: good, resume: true, want: "more than the table may (10, --max-positions)"},
		{name: "retrograde", path: filepath.Join(dir, "r"), want: "checkpoints are for the alpha-beta search"},
		{name: "not a table", path: file("text", []byte("hello\n")), resume: true, want: "not a table saved by mancala solve"},
		{name: "cut short", path: file("cut", b[:len(b)*2/3]), resume: true, want: "cut short after"},
		{name: "no end", path: file("noend", b[:len(b)-6]), resume: true, want: "its end is missing"},
		{name: "a byte changed", path: file("flip", flip), resume: true, want: "damaged: its checksum does not match"},
		{name: "bytes after", path: file("after", append(append([]byte(nil), b...), 'x')), resume: true, want: "bytes follow its end"},
		{name: "unknown header field", path: file("field", []byte(head[0]+"\n{\"gam\":1}\n"+head[2])), resume: true, want: `unknown field "gam"`},
		{name: "another key format", path: file("format", []byte(head[0]+"\n"+strings.Replace(head[1], `"key_format":1`, `"key_format":9`, 1)+"\n"+head[2])), resume: true, want: "written in format 9"},
	} {
		gg := g
		if tc.g != nil {
			gg = tc.g
		}
		game := "k33"
		if tc.game != "" {
			game = tc.game
		}
		cfg := tc.cfg
		cfg.Checkpoint = &Checkpoint{Path: tc.path, Game: game, Resume: tc.resume}
		var err error
		if tc.name == "retrograde" {
			_, err = Retrograde(gg, cfg)
		} else {
			_, err = Search(gg, cfg)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
	}
}
