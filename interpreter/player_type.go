package interpreter

import "fmt"

// Player is a player's index in turn order: South is 0 and North 1, and
// in a game of more players (see the players list of a description) the
// players follow in their order. NoPlayer is nobody: the winner of a
// draw or of a game without a winner.
type Player int8

// The players of a game of two, and nobody.
const (
	South    Player = 0
	North    Player = 1
	NoPlayer Player = -1
)

// String is "south", "north", "none" for NoPlayer, or "player N" (from
// 1) for the players after the second, whose names only the game knows
// (Program.PlayerName).
func (p Player) String() string {
	switch p {
	case NoPlayer:
		return "none"
	case South:
		return "south"
	case North:
		return "north"
	}
	return fmt.Sprintf("player %d", int(p)+1)
}
