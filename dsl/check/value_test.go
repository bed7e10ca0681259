package check

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// withValues is a valid description with values; each case below
// breaks one line of it.
const withValues = `name: t
options:
  start: {default: 2, min: 0, max: 5}
board: {rows: 2, columns: 6}
marks: [reserved]
values:
  way: {kind: direction, doc: the way of the first capture}
  owed: {kind: int, per: player, initial: option.start}
  last: {kind: pit, initial: a1}
  once: {kind: bool, per: player, initial: true}
setup: {seeds: 4}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0 and pit != game.last and mover.once
    before: set(game.last, pit)
lap_end:
  - when: landing.before > 0 and game.way == "clockwise"
    do:
      - set(game.way, lap.direction)
      - add(mover.owed, -1)
      - set(opponent.once, false)
      - relay
end:
  - when: moves == 0
    winner: score
    reason: score
score: player.seeds + player.bank + player.owed
`

func TestValueDiagnostics(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           string // one diagnostic, as printed
	}{
		{"unknown kind", "kind: int, per: player, initial", "kind: number, per: player, initial", `t.yaml:8:16: value owed: unknown kind "number"; a value is an int, a bool, a pit or a direction (write kind: int)`},
		{"misspelt kind", "kind: direction,", "kind: direktion,", `(did you mean "direction"?)`},
		{"bad per", "per: player, initial: option", "per: players, initial: option", `t.yaml:8:26: value owed: per "players"; a value is per game (one for the game) or per player (one for each player) (did you mean "player"?)`},
		{"bad name", "  owed:", "  Owed:", `t.yaml:8:3: value name "Owed" must be lower-case letters, digits and _`},
		{"name of a mark", "  last: {kind", "  reserved: {kind", `t.yaml:9:3: "reserved" is already a mark; a value needs a name of its own`},
		{"name of an attribute", "  last: {kind", "  bank: {kind", `t.yaml:9:3: value name "bank" is already an attribute of pits or players`},
		{"missing kind", "{kind: direction, doc", "{doc", `t.yaml:7:3: value way: missing required key "kind"`},
		{"pit initial not a pit", "initial: a1", "initial: 3", `t.yaml:9:30: value last is a pit: its initial value is a pit or none, not 3`},
		{"pit initial off the board", "initial: a1", "initial: a9", `t.yaml:9:30: value last: no pit "a9" on this board (pits are a1 to b6)`},
		{"bool initial", "initial: true", "initial: yes", `value once is a bool: its initial value is true or false, not yes`},
		{"unknown option in initial", "initial: option.start", "initial: option.stat", `no option "stat"`},
		{"unknown value", "game.last and", "game.lats and", `t.yaml:14:41: no value "lats" is declared (values: game.way, PLAYER.owed, game.last, PLAYER.once) (did you mean game.last?)`},
		{"value of each player read on the game", "mover.once\n", "game.once\n", `t.yaml:14:55: once is a value of each player, not of the game (name whose it is: mover.once, opponent.once, south.once, pit.owner.once)`},
		{"value of the game read on a player", "pit != game.last", "pit != mover.last", `t.yaml:14:42: last is a value of the game, not of each player: write game.last (to keep one for each player, declare it with per: player)`},
		{"bare value", "pit != game.last", "pit != last", `t.yaml:14:36: unknown name "last" (last is a value of the game: write game.last)`},
		{"set without a player", "add(mover.owed, -1)", "add(owed, -1)", `t.yaml:20:13: add: owed is a value of each player; say whose (write add(mover.owed, …), or opponent.owed, south.owed, pit.owner.owed)`},
		{"set a per-game value on the game", "set(game.last, pit)", "set(last, pit)", `t.yaml:15:17: set: last is a value of the game: write game.last`},
		{"set something else", "set(game.last, pit)", "set(pit.count, 3)", `t.yaml:15:17: set changes a value declared in values, and pit.count is not one (the values: game.way, PLAYER.owed, game.last, PLAYER.once)`},
		{"add to a direction", "add(mover.owed, -1)", "add(game.way)", `t.yaml:20:18: add counts, but way is a direction (give it a new value with set(game.way, …))`},
		{"set of the wrong kind", "set(game.way, lap.direction)", "set(game.way, 3)", `t.yaml:19:23: expected a direction, but 3 is a number (a direction is "counterclockwise", "clockwise", lap.direction, another direction value or none)`},
		{"set a pit to a number", "set(game.last, pit)", "set(game.last, 3)", `t.yaml:15:28: expected a pit, but 3 is a number`},
		{"direction word", `game.way == "clockwise"`, `game.way == "left"`, `t.yaml:17:46: "left" is not a direction here; the directions are "counterclockwise" and "clockwise"`},
		{"direction compared with a pit", `game.way == "clockwise"`, `game.way == game.last`, `t.yaml:17:39: cannot compare game.way (a direction) with game.last (a pit)`},
		{"game compared", `game.way == "clockwise"`, `game == game`, `t.yaml:17:39: game values cannot be compared with ==`},
		{"game in a board value", "columns: 6", "columns: option.start + game.way", `t.yaml:4:42: game cannot be used in board and setup values`},
	}
	for _, tt := range tests {
		src := strings.Replace(withValues, tt.old, tt.new, 1)
		if src == withValues {
			t.Fatalf("%s: %q not found", tt.name, tt.old)
		}
		sv, diags := syntax.Parse("t.yaml", []byte(src))
		_, more := Check(sv)
		diags.Append(more)
		found := false
		for _, d := range diags {
			if strings.Contains(d.Error(), tt.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want %s\ngot:\n%v", tt.name, tt.want, diags)
		}
	}
	sv, diags := syntax.Parse("t.yaml", []byte(withValues))
	v, more := Check(sv)
	if len(diags)+len(more) > 0 {
		t.Fatalf("the description with values has diagnostics: %v %v", diags, more)
	}
	want := []Value{
		{Name: "way", Kind: builtin.Direction, Initial: -1, Slot: 0},
		{Name: "owed", Kind: builtin.Int, PerPlayer: true, Initial: 2, Slot: 1},
		{Name: "last", Kind: builtin.Pit, Initial: 0, Slot: 3},
		{Name: "once", Kind: builtin.Bool, PerPlayer: true, Initial: 1, Slot: 4},
	}
	for i, w := range want {
		got := v.Values[i]
		if got.Name != w.Name || got.Kind != w.Kind || got.PerPlayer != w.PerPlayer || got.Initial != w.Initial || got.Slot != w.Slot {
			t.Errorf("value %d: got %+v, want %+v", i, got, w)
		}
	}
	if n := v.ValueSlots(); n != 6 {
		t.Errorf("ValueSlots() = %d, want 6", n)
	}
}

// TestValueLimit: a variant declares at most MaxValues values.
func TestValueLimit(t *testing.T) {
	var decls strings.Builder
	for i := range MaxValues + 1 {
		decls.WriteString("  v" + string(rune('a'+i)) + ": {kind: int}\n")
	}
	src := strings.Replace(withValues, "values:\n", "values:\n"+decls.String(), 1)
	sv, diags := syntax.Parse("t.yaml", []byte(src))
	_, more := Check(sv)
	diags.Append(more)
	if !strings.Contains(diags.Error(), "a variant has at most 16 values") {
		t.Errorf("got %v", diags)
	}
}

// TestDirectionWordsOnExplicitTracks: explicit tracks have no
// clockwise; their directions are forward and reverse.
func TestDirectionWordsOnExplicitTracks(t *testing.T) {
	explicit := strings.Replace(withValues, "sowing: {direction: counterclockwise, track: board}", `sowing:
  track: {south: "a1..a6 b6..b1", north: "a1..a6 b6..b1"}`, 1)
	sv, diags := syntax.Parse("t.yaml", []byte(explicit))
	_, more := Check(sv)
	diags.Append(more)
	want := `"clockwise" is not a direction here; the directions are "forward" and "reverse" (explicit tracks have no clockwise: a direction is forward (along each player's track) or reverse)`
	if !strings.Contains(diags.Error(), want) {
		t.Errorf("got %v\nwant %s", diags, want)
	}
	sv, diags = syntax.Parse("t.yaml", []byte(strings.Replace(explicit, `"clockwise"`, `"reverse"`, 1)))
	if _, more := Check(sv); len(diags)+len(more) > 0 {
		t.Errorf("reverse on explicit tracks: %v %v", diags, more)
	}
}
