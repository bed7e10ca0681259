package session_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/interpreter/session"
)

func start(t *testing.T, spec session.Spec) *session.Session {
	t.Helper()
	g, err := session.Load(spec)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUndoRestores: after moves played by agents, taking them back one
// at a time gives every position passed through, exactly; in a variant
// that draws lots too.
func TestUndoRestores(t *testing.T) {
	for _, variant := range []string{"kalah", "bao-kigogo", "tuz", "pic"} {
		t.Run(variant, func(t *testing.T) {
			s := start(t, session.Spec{Variant: variant})
			positions := []*interpreter.Position{s.Position()}
			a, _ := agent.New("random", 1)
			for i := 0; i < 60 && !s.Result().Over; i++ {
				if _, _, err := s.Go(a); err != nil {
					t.Fatal(err)
				}
				positions = append(positions, s.Position())
			}
			moves := s.Moves()
			for k := len(positions) - 2; k >= 0; k-- {
				if n, err := s.Undo(1); err != nil || n != 1 {
					t.Fatalf("undo at %d: %d, %v", k+1, n, err)
				}
				if got := s.Position(); !reflect.DeepEqual(got, positions[k]) {
					t.Fatalf("after taking back move %d: got %+v, want %+v", k+1, got, positions[k])
				}
				if got := s.Moves(); !reflect.DeepEqual(got, moves[:k]) {
					t.Fatalf("after taking back move %d: moves %v, want %v", k+1, got, moves[:k])
				}
			}
			if _, err := s.Undo(1); err == nil || err.Error() != "no move to take back" {
				t.Errorf("undo at the start: %v", err)
			}
		})
	}
}

// TestPlay: a legal move is played and named; an illegal one says why
// and leaves the game as it was.
func TestPlay(t *testing.T) {
	s := start(t, session.Spec{Variant: "kalah"})
	if name, err := s.Play("a3"); err != nil || name != "a3" {
		t.Fatalf("a3: %q, %v", name, err)
	}
	before := s.Position()
	_, err := s.Play("a3")
	var ill *interpreter.IllegalMoveError
	if !errors.As(err, &ill) || !strings.Contains(err.Error(), "a3 is empty") {
		t.Fatalf("a3 again: %v", err)
	}
	if !reflect.DeepEqual(s.Position(), before) || len(s.Moves()) != 1 {
		t.Errorf("a refused move changed the game")
	}
	l, err := s.Legal()
	if err != nil || l.ToMove != "south" || strings.Join(l.Moves, " ") != "a1 a2 a4 a5 a6" {
		t.Errorf("legal: %+v, %v", l, err)
	}
}

// TestTrace: the trace of a move played, of an earlier one, and of a
// move not played, which changes nothing.
func TestTrace(t *testing.T) {
	s := start(t, session.Spec{Variant: "kalah"})
	if _, err := s.Trace(0); err == nil {
		t.Error("a trace before any move")
	}
	for _, mv := range []string{"a3", "a6", "b2"} {
		if _, err := s.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	for ply, want := range map[int]string{0: "b2", 1: "a3", 3: "b2", 2: "a6"} {
		evs, err := s.Trace(ply)
		if err != nil || len(evs) < 3 || evs[0].Kind != "move" || evs[0].Move != want || evs[len(evs)-1].Kind != "move-end" {
			t.Errorf("trace %d: %+v, %v", ply, evs, err)
		}
	}
	if _, err := s.Trace(4); err == nil || err.Error() != "trace 4: the moves played are 1 to 3" {
		t.Errorf("trace 4: %v", err)
	}
	before := s.Position()
	evs, err := s.TraceMove("a1")
	if err != nil || len(evs) == 0 || evs[0].Move != "a1" {
		t.Errorf("a1 not played: %+v, %v", evs, err)
	}
	if _, err := s.TraceMove("b2"); err == nil {
		t.Errorf("b2, not South's: no error")
	}
	if !reflect.DeepEqual(s.Position(), before) || len(s.Moves()) != 3 {
		t.Errorf("tracing a move not played changed the game")
	}
}

// TestLoad: a built-in name, a file only when allowed (and then not
// read), a description's text with its diagnostics, and bounds.
func TestLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.yaml")
	if err := os.WriteFile(path, []byte("name: mine\nextends: kalah\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		spec session.Spec
		want string // the error, or "" for none
	}{
		{session.Spec{Variant: "kalah", Options: map[string]string{"seeds": "3"}}, ""},
		{session.Spec{Variant: "kalah", Ruleset: "nosuch"}, "nosuch"},
		{session.Spec{Variant: "kalahh"}, `unknown variant "kalahh"; did you mean "kalah"? (only built-in variants are played here)`},
		{session.Spec{Variant: path}, "only built-in variants are played here"},
		{session.Spec{Variant: path, Files: true}, ""},
		{session.Spec{}, "name a variant"},
		{session.Spec{Description: []byte("name: x\nextends: kalah\nsowing: {laps: nine}\n")}, "description.yaml:3:"},
		{session.Spec{Variant: "mine.yaml", Description: []byte("name: [\n")}, "mine.yaml:1:"},
		{session.Spec{Description: []byte("name: x\nextends: " + path + "\n")}, "a description that is not a file names built-in variants and fragments only, by name"},
		{session.Spec{Description: []byte("name: x\nextends: " + path + "\n"), Files: true}, ""},
		{session.Spec{Description: []byte("name: x\nextends: kalah\nend:\n  - include: ./frag.yaml\n")}, `"./frag.yaml": a description that is not a file names built-in variants and fragments only`},
		{session.Spec{Description: make([]byte, 1<<20+1)}, "the description holds 1048577 bytes; a variant description holds at most 1048576"},
	} {
		_, err := session.Load(tc.spec)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v", tc.spec.Variant, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: got %v, want %q", tc.spec.Variant, err, tc.want)
		}
	}
}

// TestStartPosition: a game from a position is checked against the
// variant, and undo goes back to it, not to the set-up.
func TestStartPosition(t *testing.T) {
	g, err := session.Load(session.Spec{Variant: "kalah"})
	if err != nil {
		t.Fatal(err)
	}
	st := g.Start()
	st.Pits[0], st.Pits[1] = 0, 8
	s, err := session.New(g, st, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Play("a2"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(5); err != nil || s.Position().Pits["a2"] != 8 {
		t.Errorf("undo to the start position: %v, %v", err, s.Position().Pits)
	}
	st.Pits[1] = 9
	if _, err := session.New(g, st, 0); err == nil || !strings.Contains(err.Error(), "49 seeds") {
		t.Errorf("a position with a seed too many: %v", err)
	}
}

// TestGoOver: an agent is not asked for a move once the game is over,
// nor a search agent for a game it cannot play.
func TestGoOver(t *testing.T) {
	g, err := session.Load(session.Spec{Variant: "kalah"})
	if err != nil {
		t.Fatal(err)
	}
	st := g.Start()
	for i := range st.Pits {
		st.Pits[i] = 0
	}
	st.Pits[0] = 48
	s, err := session.New(g, st, 0)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Result().Over {
		a, _ := agent.New("greedy", 0)
		if _, _, err := s.Go(a); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := agent.New("greedy", 0)
	if _, _, err := s.Go(a); err == nil || !strings.HasPrefix(err.Error(), "the game is over") {
		t.Errorf("go after the end: %v", err)
	}
	pic := start(t, session.Spec{Variant: "pic"})
	ab, _ := agent.New("alphabeta:2", 0)
	if _, _, err := pic.Go(ab); err == nil || !strings.Contains(err.Error(), "searches games of two players") {
		t.Errorf("alphabeta in a game of five: %v", err)
	}
}

// TestUndoLots: in a game whose moves draw lots, taking moves back and
// playing on gives the outcomes drawn before, named with the move.
func TestUndoLots(t *testing.T) {
	s := start(t, session.Spec{Variant: "../../testdata/lang/lots/lots.yaml", Files: true})
	a, _ := agent.New("random", 3)
	positions := []*interpreter.Position{s.Position()}
	drawn := 0
	for !s.Result().Over {
		if _, _, err := s.Go(a); err != nil {
			t.Fatal(err)
		}
		positions = append(positions, s.Position())
		ms := s.Match().Moves()
		if ms[len(ms)-1].Drawn != 0 {
			drawn++
		}
	}
	if drawn == 0 {
		t.Fatalf("no move drew lots in %v: the test tests nothing", s.Moves())
	}
	t.Logf("%d of %d moves drew lots: %v", drawn, len(s.Moves()), s.Moves())
	moves := s.Moves()
	for k := len(moves) - 1; k >= 0; k-- {
		if _, err := s.Undo(1); err != nil {
			t.Fatal(err)
		}
		if got := s.Position(); !reflect.DeepEqual(got, positions[k]) {
			t.Fatalf("after taking back move %d (%s): got %+v, want %+v", k+1, moves[k], got, positions[k])
		}
	}
	// the moves played again by name, outcomes included, give the same game
	for _, mv := range moves {
		if _, err := s.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Position(); !reflect.DeepEqual(got, positions[len(positions)-1]) {
		t.Errorf("the moves played again by name: got %+v, want %+v", got, positions[len(positions)-1])
	}
}
