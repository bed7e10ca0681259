package check

import (
	"slices"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// reservedPlayerWords are words a player may not be named: they already
// mean something where a player is written (a winner, a side, a name).
var reservedPlayerWords = []string{"none", "score", "all", "any", "first", "board", "own"}

// players reads the players list: two to board.MaxPlayers names in turn
// order. Without it the players are south and north.
func (c *checker) players(names []syntax.Str, pos diag.Pos) {
	c.v.Players = board.PlayerNames[:]
	if len(names) == 0 {
		if pos.IsValid() {
			c.diags.Errorf(pos, "players", "players: give 2 to %d names, in turn order", board.MaxPlayers)
			c.badPlayers = true
		}
		return
	}
	var out []string
	ok := true
	for _, n := range names {
		_, isName := builtin.LookupName(n.Value)
		switch {
		case !identRE.MatchString(n.Value):
			c.diags.Errorf(n.Pos, "name", "player name %q must be lower-case letters, digits and _", n.Value)
			ok = false
		case n.Value == "south" || n.Value == "north":
			// the names of the two-player board: allowed, as themselves
		case isName || slices.Contains(reservedPlayerWords, n.Value):
			c.diags.Errorf(n.Pos, "name", "%q cannot name a player: it already means something in the language", n.Value)
			ok = false
		case slices.Contains(out, n.Value):
			c.diags.Errorf(n.Pos, "name", "player %q is named twice", n.Value)
			ok = false
		}
		out = append(out, n.Value)
	}
	if len(out) < 2 || len(out) > board.MaxPlayers {
		c.diags.Errorf(names[0].Pos, "players", "a game has 2 to %d players, not %d", board.MaxPlayers, len(out))
		ok = false
	}
	if ok {
		c.v.Players = out
	}
	// a wrong list leaves the board unbuilt: every check that follows
	// would only repeat the problem
	c.badPlayers = !ok
}

// Named reports whether the variant names its own players (a players
// list other than south and north).
func (v *Variant) Named() bool {
	return !slices.Equal(v.Players, board.PlayerNames[:])
}

// playerIndex returns the index of one of the variant's players, or -1.
func (c *checker) playerIndex(name string) int { return slices.Index(c.v.Players, name) }

// playerList says the players for a message: "south and north",
// "east, south and west".
func (c *checker) playerList() string {
	p := c.v.Players
	if len(p) < 2 {
		return strings.Join(p, "")
	}
	return strings.Join(p[:len(p)-1], ", ") + " and " + p[len(p)-1]
}

// unknownPlayer reports a player name that is none of the variant's.
func (c *checker) unknownPlayer(at diag.Pos, what, name string) {
	c.diags.Errorf(at, "player", "%sunknown player %q; the players are %s", what, name, c.playerList())
	if s := diag.Closest(name, c.v.Players); s != "" {
		c.diags.Suggest("did you mean %q?", s)
	}
}

// playerIdent resolves a name that is one of the variant's named players
// (a game with a players list), or a name of the two-player board (south,
// north) the variant lacks. It reports whether the name was one of these.
func (c *checker) playerIdent(e *expr.Ident) (builtin.Type, bool) {
	if !c.v.Named() {
		return builtin.Invalid, false
	}
	if pl := c.playerIndex(e.Name); pl >= 0 {
		c.v.Info.Consts[e] = pl
		return c.record(e, builtin.Player), true
	}
	if e.Name == "south" || e.Name == "north" {
		c.diags.Errorf(e.At, "player", "no player %s in this game; the players are %s", e.Name, c.playerList())
		return builtin.Invalid, true
	}
	return builtin.Invalid, false
}
