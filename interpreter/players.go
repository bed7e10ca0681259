package interpreter

import (
	"slices"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

// turnOrder is the order of the players: who plays after and before
// whom. A game has two players unless its description names more.
type turnOrder struct {
	names  []string
	named  *[]string                // names, or nil for South and North
	after  [board.MaxPlayers]Player // player → the next player
	before [board.MaxPlayers]Player // player → the previous player
}

func newTurnOrder(names []string) turnOrder {
	t := turnOrder{names: names}
	if !slices.Equal(names, board.PlayerNames[:]) {
		n := names
		t.named = &n
	}
	n := Player(len(names))
	for pl := range n {
		t.after[pl] = (pl + 1) % n
		t.before[pl] = (pl + n - 1) % n
	}
	return t
}

// next is the player after pl (nobody's is nobody).
func (t *turnOrder) next(pl Player) Player {
	if pl < 0 {
		return NoPlayer
	}
	return t.after[pl]
}

// previous is the player before pl (nobody's is nobody).
func (t *turnOrder) previous(pl Player) Player {
	if pl < 0 {
		return NoPlayer
	}
	return t.before[pl]
}

// Players returns the number of players.
func (p *Program) Players() int { return len(p.order.names) }

// PlayerName returns the name of player pl ("south", "north" or a name
// of the variant's players list), or "nobody".
func (p *Program) PlayerName(pl Player) string {
	if pl < 0 || int(pl) >= len(p.order.names) {
		return "nobody"
	}
	return p.order.names[pl]
}

// PlayerIndex returns the player of a name, or NoPlayer.
func (p *Program) PlayerIndex(name string) Player { return Player(p.board.PlayerIndex(name)) }

// PlayerNames returns the players' names in turn order.
func (p *Program) PlayerNames() []string { return p.order.names }
