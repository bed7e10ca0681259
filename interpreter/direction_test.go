package interpreter_test

import "testing"

// dirGame sows round the whole 2×4 board the way its option way says.
const dirGame = `
name: dir
options:
  way:
    default: counterclockwise
    values: [counterclockwise, clockwise]
    doc: the way the seeds go round
board: {rows: 2, columns: 4}
setup: {seeds: 2}
sowing:
  direction: option.way
  track: board
moves:
  - from: pit.count > 0
lap_end:
  - do: end
end:
  - when: moves == 0
    winner: none
    reason: stuck
`

// TestDirectionFromOption: "the players agree which way the seeds go
// round": a2's two seeds go into a3 and a4 counterclockwise, into a1 and
// b1 clockwise.
func TestDirectionFromOption(t *testing.T) {
	for _, tc := range []struct{ way, want string }{
		{"counterclockwise", "    1 2 3 4\nb:  2 2 2 2\na:  2 0 3 3\nto-move: north\nbank: south=0 north=0\n"},
		{"clockwise", "    1 2 3 4\nb:  3 2 2 2\na:  3 0 2 2\nto-move: north\nbank: south=0 north=0\n"},
	} {
		g := sourceGame(t, "dir.yaml", dirGame, map[string]string{"way": tc.way})
		mt := g.NewMatch()
		if err := mt.PlayName("a2"); err != nil {
			t.Fatal(err)
		}
		if got := g.FormatText(mt.State()); got != tc.want {
			t.Errorf("way=%s: a2 leaves\n%s\nwant\n%s", tc.way, got, tc.want)
		}
	}
}
