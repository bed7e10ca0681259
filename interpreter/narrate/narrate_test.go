package narrate_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/narrate"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestKuweka tells a Bao Kingulu move with relays, a toll and a kuweka
// mtoto, as trace prints it.
func TestKuweka(t *testing.T) {
	g, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	mt := g.NewMatch()
	for _, mv := range strings.Fields("a6 b1 a1 b3 a5 b1 a2") {
		if err := mt.PlayName(mv); err != nil {
			t.Fatal(err)
		}
	}
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(narrate.New(g).Events(evs), "\n")
	want := `Ply 8: North plays b2 (K-R5).
Lap 1: 2 seeds from b2 (b1 … a1); the last fell in a1, which held 4: relay from an occupied hole (K-R6).
Lap 2: 5 seeds from a1 (a2 … a6); the last fell in a6, which held 8: relay from an occupied hole (K-R6).
Lap 3: 9 seeds from a6 (b6 … a3); the last fell in a3, which held 3: kuweka mtoto, the opponent's hole that held three becomes the mover's (K-R10).
  1 seed from b4 goes to South's bank: a seed falling into a reserved hole is banked at once for its conqueror (K-R11).
a3 now belongs to North.
a3 is now reserved.
1 seed moved from a2 to a3.`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestPhasesAndRaids tells Bao la Kimasai's change of phase and a raid.
func TestPhasesAndRaids(t *testing.T) {
	g, _ := variants.MustLoad("bao-la-kimasai").Configure(nil)
	s, err := g.ParseText(`
d: 0 0 0 0 0 0 0 0
c: 0 0 3 0 0 0 0 1
b: 2 0 1 0 0 0 0 0
a: 0 0 0 0 0 0 0 0
reserve: south=1 north=0
phase: herding
ply: 48`)
	if err != nil {
		t.Fatal(err)
	}
	mt, _ := g.NewMatchFrom(s)
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName("b1"); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(narrate.New(g).Events(evs), "\n")
	for _, want := range []string{"South puts 1 seed from the reserve into b1.", "The game enters the raiding phase."} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

// TestRoundTheTrack: a lap of twelve seeds in Oware skips its origin
// and ends in the pit it began with; the span says it went round.
func TestRoundTheTrack(t *testing.T) {
	g, _ := variants.MustLoad("oware").Configure(nil)
	s, err := g.ParseText("b: 3 3 3 3 3 3\na: 12 2 4 4 4 4")
	if err != nil {
		t.Fatal(err)
	}
	mt, _ := g.NewMatchFrom(s)
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(narrate.New(g).Events(evs), "\n")
	if want := "Lap 1: 12 seeds from a1 (a2 … a2, round the track)"; !strings.Contains(got, want) {
		t.Errorf("missing %q in\n%s", want, got)
	}
}

// fours captures any pit that a seed brings to four, while sowing.
const fours = `
name: fours
board: {rows: 2, columns: 4}
setup: {seeds: 3}
sowing:
  direction: counterclockwise
  track: board
  on_drop:
    - id: T-R1
      when: pit.count == 4
      do: capture(pit, by=pit.side)
moves:
  - from: pit.count > 0
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: no-moves
`

// TestCaptureWhileSowing: a capture made while a lap is sown is told
// after the lap's line, indented, like a toll.
func TestCaptureWhileSowing(t *testing.T) {
	got := toldMove(t, "fours.yaml", fours, "a1")
	want := `Ply 1: South plays a1.
Lap 1: 3 seeds from a1 (a2 … a4); the last fell in a4, which held 3: the rule at fours.yaml:15:5.
  South captures 4 seeds from a2.
  South captures 4 seeds from a3.
  South captures 4 seeds from a4.`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestClamp tells a count the engine clamps, once a move for each place
// (here a drop worked out for every pit of the lap).
func TestClamp(t *testing.T) {
	p, diags := variants.Compile("clamp.yaml", []byte(`name: clamp
board: {rows: 2, columns: 6}
setup: {seeds: 4}
sowing: {direction: counterclockwise, track: board, drop: pit.count - 5}
moves:
  - from: pit.count > 0
end:
  - when: moves == 0
    winner: none
    reason: stuck
`))
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	mt := g.NewMatch()
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(narrate.New(g).Events(evs), "\n")
	want := `Ply 1: South plays a1.
The count -1 given at clamp.yaml:4:59 (sowing.drop) is out of range: the engine uses 1.
Lap 1: 4 seeds from a1 (a2 … a5); the last fell in a5, which held 4: no rule fired; the move ends.`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

const into = `name: into
board: {rows: 2, columns: 2, stores: true}
setup: {seeds: 1}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0
lap_end:
  - id: I-R1
    when: landing.count == 2
    do:
      - capture(landing, into=mover.store)
      - end
  - do: end
end:
  - id: I-R2
    when: mover.store.count >= 2
    winner: mover
    reason: stored
`

// TestCaptureIntoAndTheEnd: a capture into a pit says where the seeds
// went, and the end of the game names the end rule that ended it.
func TestCaptureIntoAndTheEnd(t *testing.T) {
	got := toldMove(t, "into.yaml", into, "a1")
	for _, want := range []string{"South captures 2 seeds from a2 into south-store.", "The game is over by rule I-R2: South wins."} {
		if !strings.Contains(got, want) {
			t.Errorf("got\n%s\nwant a line %q", got, want)
		}
	}
}

// toldMove plays a move of the description src from its start and tells
// it, a line an event.
func toldMove(t *testing.T, file, src, move string) string {
	t.Helper()
	p, diags := variants.Compile(file, []byte(src))
	if p == nil {
		t.Fatal(diags)
	}
	g, _ := p.Configure(nil)
	mt := g.NewMatch()
	var evs []interpreter.Event
	mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
	if err := mt.PlayName(move); err != nil {
		t.Fatal(err)
	}
	return strings.Join(narrate.New(g).Events(evs), "\n")
}
