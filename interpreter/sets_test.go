package interpreter

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// compileConds compiles a made-up game whose move rules have the given
// conditions as `from` (where pit, mover and the track are known), on
// the board given, and returns its game.
func compileConds(t testing.TB, board string, conds []string) *Game {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "name: sets\ntitle: Sets\ndescription: conditions under test\n")
	b.WriteString("options:\n  o: {default: x, values: [x, y, z]}\n")
	fmt.Fprintf(&b, "board: %s\nmarks: [tuz]\nsetup: {seeds: 1}\n", board)
	b.WriteString("sowing: {direction: counterclockwise, track: board}\nmoves:\n")
	for _, c := range conds {
		fmt.Fprintf(&b, "  - from: %q\n", c)
	}
	b.WriteString("end:\n  - when: moves == 0\n    winner: none\n    reason: no-moves\n")
	sv, diags := syntax.Parse("sets.yaml", []byte(b.String()))
	v, more := check.Check(sv)
	diags.Append(more)
	if v == nil || diags.HasErrors() {
		t.Fatalf("%v\n%s", diags, b.String())
	}
	g, err := Compile(v).Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSets reads conditions on sets of pits, searches and membership at
// one position of a 2×6 board, with pit bound to a3:
//
//	b: 0 2 0 6 0 1     (b2 bears the mark tuz)
//	a: 1 0 2 0 3 4     (a6 is owned by North)
//
// South moves; the track goes a1 … a6 b6 … b1. Each condition is read
// with the frame's pit a3 and must leave it so.
func TestSets(t *testing.T) {
	tests := []struct {
		cond string
		want bool
	}{
		// narrowed sets and their attributes
		{"(board.pits where pit.count == 0).size == 5", true},
		{"(board.pits where pit.count == 0).size == 4", false},
		{"board.pits.seeds == 19 and board.pits.size == 12", true},
		{"(mover.side where pit.count > 0).seeds == 10", true},
		{"(mover.pits where pit.count > 0).seeds == 6", true},
		{"(opponent.pits where pit.count > 0).occupied == 4", true},
		{"(board.pits where pit.tuz).size == 1", true},
		{"(mover.track where pit.count == 0).size == 5", true},
		{"row(2).seeds == 9 and column(6).seeds == 5 and column(2).size == 2", true},
		{"column(7).size == 0 and column(0).size == 0 and row(3).size == 0", true},
		{"(board.pits where false).size == 0 and (board.pits where true).size == 12", true},
		{"(board.pits where pit.count > 0 and pit.count < 3).size == 4", true},
		// all and any
		{"all(board.pits where not pit.tuz, pit.count != 2)", false},
		{"all(board.pits where not pit.tuz and pit != a3, pit.count != 2)", true},
		{"any(opponent.side, pit.count == 6)", true},
		{"any(opponent.side, pit.count == 5)", false},
		{"all(row(1) where false, false) and not any(row(1) where false, true)", true},
		{"any(column(2), pit.tuz)", true},
		// membership
		{"a6 in mover.side and a6 not in mover.pits and a6 in opponent.pits", true},
		{"pit in (mover.side where pit.count == 2)", true},
		{"pit in (mover.side where pit.count == 3)", false},
		{"a5 in (board.pits where pit.count == 3)", true},
		{"none in board.pits", false},
		{"pit.count in [2, 4, 6] and pit.count not in [1, 3]", true},
		{"pit.count in [1, 3]", false},
		{"pit.count in [-1, 100, 2]", true},
		{"pit.count in [-1, 100, a1.count + 1]", true},
		{"pit in [a1, a3] and pit not in [b1]", true},
		{"mover in [south] and opponent not in [south]", true},
		{`option.o in ["x", "z"] and option.o not in ["y"]`, true},
		{`phase in ["main"]`, true},
		// searches along the track
		{"first(pit after pit where pit.count == 0) == a4", true},
		{"first(pit before pit where pit.count == 0) == a2", true},
		{"first(pit after a6 where pit.count == 0) == b5", true},
		{"first(pit after a1 where pit.count == 1) == b6", true}, // a1 itself is not looked at
		{"first(pit after a1 where pit == a1) == none", true},
		{"first(pit after a1 where pit.count > 100) == none", true},
		{"first(pit after none where true) == none", true},
		{"next(first(pit after pit where pit.count == 0), 2) == a6", true},
		{"prev(first(pit before b1 where pit.count > 2)) == b5", true}, // b4, then prev
		{"first(pit after pit where pit.count == 0).exists", true},
		// the outer pit, in the set, and kept after
		{"(board.pits where (column(pit.column) where pit.count > 0).size == 2).size == 2", true},
		{"((mover.side if pit.count == 2 else opponent.side) where pit.count == 0).size == 2", true},
		{"(mover.side if pit.count == 3 else opponent.side where pit.count == 0).size == 6", false},
		{"(mover.side if pit.count == 3 else opponent.side where pit.count == 0).size == 3", true},
		{"any(board.pits, pit.count == 6) and pit == a3", true},
		{"all(board.pits, pit.count < 100) and pit == a3", true},
		{"(board.pits where pit.count > 0).size > 0 and pit == a3", true},
		{"first(pit after pit where pit.count == 0) != none and pit == a3", true},
		{"first(pit after pit where pit.count == 100) == none and pit == a3", true},
		{"pit in (board.pits where pit.count == 6) or pit == a3", true},
	}
	var conds []string
	for _, tt := range tests {
		conds = append(conds, tt.cond)
	}
	g := compileConds(t, "{rows: 2, columns: 6}", conds)
	m := g.NewMachine()
	s := g.Start()
	copy(s.Pits, []int32{1, 0, 2, 0, 3, 4, 0, 2, 0, 6, 0, 1})
	s.Marks[7] = 1
	s.Owner[5] = 1
	f := &m.f
	f.s, f.s0, f.mover, f.dir = s, s, 0, 0
	for i, tt := range tests {
		f.pit = 2 // a3
		if got := g.p.moves[i].from(f); got != tt.want {
			t.Errorf("%s = %v, want %v", tt.cond, got, tt.want)
		}
		if f.pit != 2 {
			t.Errorf("%s: pit is %d after, want 2 (a3)", tt.cond, f.pit)
		}
	}
}

// TestSearchDirection: first(pit after …) steps the way next does, so a
// lap going against the track searches the other way.
func TestSearchDirection(t *testing.T) {
	conds := []string{
		"first(pit after pit where pit.count == 0) == a2",
		"first(pit before pit where pit.count == 0) == a4",
		"first(pit after pit where pit.count == 0) == next(pit)",
	}
	g := compileConds(t, "{rows: 2, columns: 6}", conds)
	m := g.NewMachine()
	s := g.Start()
	copy(s.Pits, []int32{1, 0, 2, 0, 3, 4, 0, 2, 0, 6, 0, 1})
	f := &m.f
	f.s, f.s0, f.mover, f.dir, f.pit = s, s, 0, 1, 2
	for i, c := range conds {
		if !g.p.moves[i].from(f) {
			t.Errorf("going against the track, %s does not hold", c)
		}
	}
}

// TestSetChosenByCondition: a set chosen by a condition compiles (it
// made the compiler panic before sets were general).
func TestSetChosenByCondition(t *testing.T) {
	g := compileConds(t, "{rows: 2, columns: 6}", []string{`(mover.side if option.o == "x" else mover.front).seeds == 6`, `(mover.side if pit.count > 0 else opponent.side).size == 6`})
	f := &g.NewMachine().f
	f.s, f.s0, f.pit = g.Start(), g.Start(), 0
	if !g.p.moves[0].from(f) || !g.p.moves[1].from(f) {
		t.Error("a set chosen by a condition gives the wrong pits")
	}
}

// The benchmarks compare a condition over the 32 pits of a 2×16 board
// written with the new forms and written out pit by pit, as files had to
// before, at an empty board: every pit is read.

func benchConds(b *testing.B, conds []string) {
	g := compileConds(b, "{rows: 2, columns: 16}", conds)
	m := g.NewMachine()
	s := g.Start()
	for i := range s.Pits {
		s.Pits[i] = 0
	}
	f := &m.f
	f.s, f.s0, f.pit = s, s, 0
	set, expanded := g.p.moves[0].from, g.p.moves[1].from
	if !set(f) || !expanded(f) {
		b.Fatalf("the conditions do not hold")
	}
	// the two forms run in turn, so that both meet the same load on the
	// machine; each reports its time per read, and the ratio
	const batch = 64
	var tSet, tExpanded time.Duration
	rounds := 0
	b.ReportAllocs()
	for b.Loop() {
		t0 := time.Now()
		for range batch {
			set(f)
		}
		t1 := time.Now()
		for range batch {
			expanded(f)
		}
		tSet += t1.Sub(t0)
		tExpanded += time.Since(t1)
		rounds++
	}
	b.ReportMetric(float64(tSet.Nanoseconds())/float64(rounds*batch), "set-ns")
	b.ReportMetric(float64(tExpanded.Nanoseconds())/float64(rounds*batch), "expanded-ns")
	b.ReportMetric(float64(tSet)/float64(tExpanded), "set/expanded")
}

func pits32() []string {
	var out []string
	for _, r := range "ab" {
		for col := 1; col <= 16; col++ {
			out = append(out, fmt.Sprintf("%c%d", r, col))
		}
	}
	return out
}

// BenchmarkAllPits: "every pit that is not a tuz is empty".
func BenchmarkAllPits(b *testing.B) {
	var terms []string
	for _, p := range pits32() {
		terms = append(terms, fmt.Sprintf("(%s.count == 0 or %s.tuz)", p, p))
	}
	benchConds(b, []string{"all(board.pits where not pit.tuz, pit.count == 0)", strings.Join(terms, " and ")})
}

// BenchmarkFilteredSize: "no pit holds exactly two", as a count.
func BenchmarkFilteredSize(b *testing.B) {
	var terms []string
	for _, p := range pits32() {
		terms = append(terms, fmt.Sprintf("%s.count != 2", p))
	}
	benchConds(b, []string{"(board.pits where pit.count == 2).size == 0", strings.Join(terms, " and ")})
}

// BenchmarkSearch: the first pit after a1 that holds seeds (none here),
// against the chain of guarded values it replaces.
func BenchmarkSearch(b *testing.B) {
	// the track goes a1 … a16 b16 … b1
	var track []string
	for col := 2; col <= 16; col++ {
		track = append(track, fmt.Sprintf("a%d", col))
	}
	for col := 16; col >= 1; col-- {
		track = append(track, fmt.Sprintf("b%d", col))
	}
	chain := "none"
	for i := len(track) - 1; i >= 0; i-- {
		chain = fmt.Sprintf("%s if %s.count > 0 else %s", track[i], track[i], chain)
	}
	benchConds(b, []string{"first(pit after a1 where pit.count > 0) == none", "(" + chain + ") == none"})
}

// TestMinCountOfLists: pit.count in [a, b] needs at least the least of
// them, so candidates holding fewer are passed over; a value that is not
// a constant says nothing.
func TestMinCountOfLists(t *testing.T) {
	conds := []string{"pit.count in [3, 2]", "pit.count in [3, 0]", "pit.count in [2, a1.count]", "pit.count not in [0, 1]", "pit.count > 1 and pit.count in [4, 5]"}
	want := []int32{2, 0, 0, 0, 4}
	g := compileConds(t, "{rows: 2, columns: 6}", conds)
	for i, c := range conds {
		if got := g.p.moves[i].minCount; got != want[i] {
			t.Errorf("%s: min count %d, want %d", c, got, want[i])
		}
	}
}
