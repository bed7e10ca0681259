package interpreter_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// kindsGames are the descriptions with seeds of several kinds.
var kindsGames = []string{"../testdata/kinds.yaml", "../variants/o-an-quan.yaml", "../testdata/kinds-hand.yaml", "../testdata/stack.yaml", "../variants/laomuzhu.yaml", "../variants/yucebao.yaml"}

// TestKindsConserved plays random games of the games with kinds, move by
// move in debug mode: after every move the seeds of each kind are those
// of the start, and no pit or bank holds more seeds of the other kinds
// than seeds.
func TestKindsConserved(t *testing.T) {
	for _, file := range kindsGames {
		for _, opts := range []map[string]string{nil, {"endless": "stop", "lap-limit": "7"}} {
			g := testGame(t, file, opts)
			want := g.KindTotals(g.Start())
			if len(want) < 2 {
				t.Fatalf("%s: kind totals %v", file, want)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for range 200 {
				mt, err := g.NewMatchFrom(g.Start())
				if err != nil {
					t.Fatal(err)
				}
				mt.Debug(true)
				for !mt.Result().Over {
					legal, err := mt.Legal()
					if err != nil {
						t.Fatal(err)
					}
					if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatalf("%s %v: %v", file, opts, err)
					}
				}
				if got := g.KindTotals(mt.State()); !slices.Equal(got, want) {
					t.Fatalf("%s: kinds %v, want %v", file, got, want)
				}
				if err := g.Validate(mt.State()); err != nil {
					t.Fatalf("%s: %v", file, err)
				}
			}
		}
	}
}

// TestKindsNeverEnding: a move that relays for ever, its hand holding a
// stone, is cut at the lap limit (endless stop) or found to repeat; either
// way the seeds of each kind are where the laps left them, and none is
// lost from the hand.
func TestKindsNeverEnding(t *testing.T) {
	src := `name: relay-for-ever
kinds: {seed: {}, stone: {worth: 10}}
board: {rows: 2, columns: 2}
setup:
  seeds: 1
  kinds: {stone: {a1: 1}}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - do: relay
end:
  - when: ply >= 3
    winner: none
    reason: done
`
	for _, limit := range []string{"2", "3", "4", "5", "6", "7", "8", "9", "100"} {
		g := sourceGame(t, "relay.yaml", src, map[string]string{"endless": "stop", "lap-limit": limit})
		want := g.KindTotals(g.Start())
		mt, err := g.NewMatchFrom(g.Start())
		if err != nil {
			t.Fatal(err)
		}
		mt.Debug(true)
		if err := mt.PlayName("a1"); err != nil {
			t.Fatal(err)
		}
		if got := g.KindTotals(mt.State()); !slices.Equal(got, want) {
			t.Fatalf("lap limit %s: kinds %v, want %v", limit, got, want)
		}
		if err := g.Validate(mt.State()); err != nil {
			t.Fatalf("lap limit %s: %v", limit, err)
		}
	}
}

// TestKindsPositions writes positions reached in play as JSON and as
// text, and reads them back: the same position, kinds included.
func TestKindsPositions(t *testing.T) {
	for _, file := range kindsGames {
		g := testGame(t, file, nil)
		m, rng := g.NewMachine(), rand.New(rand.NewPCG(3, 4))
		s := g.Start()
		var buf []interpreter.Move
		for range 40 {
			var err error
			buf, err = m.Legal(s, buf[:0])
			if err != nil || len(buf) == 0 {
				s = g.Start()
				continue
			}
			if err := m.Apply(s, buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			text := g.FormatText(s)
			back, err := g.ParseText(text)
			if err != nil {
				t.Fatalf("%s: %v\n%s", file, err, text)
			}
			if back.Hash() != s.Hash() {
				t.Fatalf("%s: text round trip differs:\n%s\n%s", file, text, g.FormatText(back))
			}
			js, err := json.Marshal(g.Position(s, interpreter.Result{}))
			if err != nil {
				t.Fatal(err)
			}
			var pos interpreter.Position
			if err := json.Unmarshal(js, &pos); err != nil {
				t.Fatal(err)
			}
			back, err = g.State(&pos)
			if err != nil {
				t.Fatalf("%s: %v\n%s", file, err, js)
			}
			back.Ply = s.Ply
			if back.Hash() != s.Hash() || !slices.Equal(back.Kinds, s.Kinds) {
				t.Fatalf("%s: JSON round trip differs:\n%s", file, js)
			}
		}
	}
}

// TestKindsPositionErrors: a position naming a kind the variant lacks,
// the first kind, or more seeds of a kind than the pit holds is refused.
func TestKindsPositionErrors(t *testing.T) {
	g := testGame(t, "../testdata/kinds.yaml", nil)
	rows := "b: 3 3 3 4\na: 3 3 3 3\n"
	for _, tc := range []struct{ line, want string }{
		{"kinds: a1.silver=1", `"silver" is not a kind given here (give gold, stone)`},
		{"kinds: a1.seed=1", "the first kind is what is left of the count"},
		{"kinds: a1.gold=2 a1.stone=2", "pit a1 holds 3 seeds, fewer than the 4 of other kinds than seed given in it"},
		{"kinds: south.gold=1", "south's bank holds 0 seeds, fewer than the 1"},
		{"kinds: z9.gold=1", `no pit or player "z9"`},
		{"kinds: a1=1", "expected PIT.KIND=N or PLAYER.KIND=N"},
	} {
		_, err := g.ParseText(rows + tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.line, err, tc.want)
		}
	}
	plain := testGame(t, "../testdata/values.yaml", nil)
	if _, err := plain.ParseText("b: 0 0 0 0 0 0\na: 1 0 0 0 0 0\nkinds: a1.gold=1"); err == nil || !strings.Contains(err.Error(), "declares no kinds") {
		t.Errorf("kinds in a variant without: error %v", err)
	}
	// JSON: the same checks
	pos := g.Position(g.Start(), interpreter.Result{})
	pos.Kinds["gold"]["a1"] = 9
	if _, err := g.State(pos); err == nil || !strings.Contains(err.Error(), "pit a1 holds 3 seeds") {
		t.Errorf("JSON kinds over the count: error %v", err)
	}
}

// TestNoKindsPayNothing: a variant without kinds keeps no counts of kinds,
// in its start position or after play, and its JSON position has no kinds.
func TestNoKindsPayNothing(t *testing.T) {
	g := testGame(t, "../variants/kalah.yaml", nil)
	s := g.Start()
	m := g.NewMachine()
	m.Playout(s)
	if s.Kinds != nil || g.Start().Kinds != nil || g.KindTotals(s) != nil {
		t.Fatalf("kalah keeps kinds: %v", s.Kinds)
	}
	js, _ := json.Marshal(g.Position(s, interpreter.Result{}))
	if strings.Contains(string(js), `"kinds"`) {
		t.Fatalf("kalah's JSON position has kinds: %s", js)
	}
}

// TestWorthWithoutKinds: without kinds, worth is the count of seeds.
func TestWorthWithoutKinds(t *testing.T) {
	src := `name: worth
board: {rows: 2, columns: 2}
setup: {seeds: 2}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.worth == landing.count and landing.side == opponent
    do: [capture(landing), end]
end:
  - when: mover.worth > 0 and mover.worth == mover.bank and south.side.worth == south.side.seeds
    winner: mover
    reason: worth
`
	g := sourceGame(t, "worth.yaml", src, nil)
	runRuleCases(t, g, []ruleCase{{
		name:     "a1 sows a2 and b2, captures b2's three",
		position: "b: 2 2\na: 2 2",
		moves:    "a1",
		result:   "south wins by worth",
	}})
}

// TestKindsUncaptureMovedOn: a stone captured into a store that has left
// it (its count made up by a plain seed) cannot be put back: uncapture
// stops the move with an error rather than leave a kind's count negative.
func TestKindsUncaptureMovedOn(t *testing.T) {
	src := `name: moved-on
kinds: {seed: {}, stone: {worth: 10}}
board: {rows: 2, columns: 3, stores: true}
setup:
  seeds: 1
  pits: {b2: 0}
  kinds: {stone: {b2: 1}}
sowing: {direction: counterclockwise, track: board, skip: pit.store}
moves:
  - from: pit.count > 0
lap_end:
  - when: landing.side == opponent
    do:
      - capture(next(landing), into=mover.store)
      - move(mover.store, a1, 1)
      - move(a2, mover.store, 1)
      - end
  - do: end
after_move:
  - when: move.captured > 0
    do: uncapture
end:
  - when: ply >= 9
    winner: none
    reason: done
`
	g := sourceGame(t, "moved-on.yaml", src, nil)
	mt, err := g.NewMatchFrom(g.Start())
	if err != nil {
		t.Fatal(err)
	}
	// a3 sows into b3 (the landing, North's), passing South's store: b2
	// after it, the stone alone, is captured into South's store, which
	// then gives its one seed, the stone, to a1 and takes a plain seed
	// from a2.
	err = mt.PlayName("a3")
	if err == nil || !strings.Contains(err.Error(), "fewer seeds of kind stone than were captured into it") {
		t.Fatalf("error %v", err)
	}
}

// TestUncaptureIntoStoreWithoutKinds: in a variant without kinds, seeds
// captured into a store are put back by uncapture like any others (the
// kinds of captures are kept only with kinds; found by FuzzRules).
func TestUncaptureIntoStoreWithoutKinds(t *testing.T) {
	g := sourceGame(t, "back.yaml", `
name: back
board: {rows: 2, columns: 2, stores: true}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - do:
      - capture(landing, into=mover.store)
      - end
after_move:
  - do: uncapture
end:
  - when: ply > 5
    winner: none
    reason: long
`, nil)
	runRuleCases(t, g, []ruleCase{{
		name:     "a2's seed is captured into South's store and put back",
		position: "b: 1 1\na: 1 1",
		moves:    "a1",
		want:     "    1 2\nb:  1 1\na:  0 2\nstores: south=0 north=0\nto-move: north\nbank: south=0 north=0\n",
	}})
}

// TestKindsOfThirdPlayersBank: seeds of a kind captured by the third of
// three players go to that player's bank, kind and all (the banks of
// kinds were once kept for two players only).
func TestKindsOfThirdPlayersBank(t *testing.T) {
	g := sourceGame(t, "threekinds.yaml", `
name: threekinds
players: [red, green, blue]
kinds:
  seed: {}
  stone: {worth: 10}
`+threeRows+`moves:
  - from: pit.count > 0
lap_end:
  - when: landing.side != mover
    do: [capture(landing), end]
  - do: end
end:
  - when: ply > 5
    winner: none
    reason: long
`, nil)
	runRuleCases(t, g, []ruleCase{{
		name:     "blue's c2 sows into a1, whose stone (its one seed) and the seed sown go to blue's bank",
		position: "c: 1 1\nb: 1 1\na: 1 1\nto-move: blue\nkinds: a1.stone=1",
		moves:    "c2",
		want:     "    1 2\nc:  1 0\nb:  1 1\na:  0 1\nto-move: red\nbank: red=0 green=0 blue=2\nkinds: blue.stone=1\n",
	}})
}
