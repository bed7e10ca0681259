package interpreter

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

// Result is the outcome of a game, or of a game still going on (Over false).
type Result struct {
	Over   bool
	Winner Player // the winner (South, North, or another player of the game), NoPlayer (-1) for a draw or no winner
	Reason string // score, no-moves, all-captured, repetition, move-limit, lap-limit, …
	Rule   string // the id of the end rule that ended the game
	Where  string // its file:line:col; "" when the engine ended the game
	Scored bool   // the variant scores: Score holds every player's score
	Score  [board.MaxPlayers]int32
	// players are the players' names in turn order; nil for South and
	// North. (A pointer, so that results compare with ==.)
	players *[]string
}

// PlayerNames are the names of the players of r's game, in turn order.
func (r Result) PlayerNames() []string { return r.names() }

func (r Result) names() []string {
	if r.players == nil {
		return board.PlayerNames[:]
	}
	return *r.players
}

// Scores returns the players' scores in turn order (nil when the variant
// does not score).
func (r Result) Scores() []int32 {
	if !r.Scored {
		return nil
	}
	return r.Score[:len(r.names())]
}

// String says the result for people: "south wins by score, score
// south=30 north=18", "draw by repetition", "nobody wins by move-limit",
// or "ongoing" while the game goes on.
func (r Result) String() string {
	if !r.Over {
		return "ongoing"
	}
	w := r.WinnerName()
	switch {
	case w != "":
		w += " wins"
	case r.Reason == ReasonMoveLimit:
		w = "nobody wins"
	default:
		w = "draw"
	}
	s := w + " by " + r.Reason
	if r.Scored {
		var parts []string
		for pl, n := range r.names() {
			parts = append(parts, fmt.Sprintf("%s=%d", n, r.Score[pl]))
		}
		s += ", score " + strings.Join(parts, " ")
	}
	return s
}

// WinnerName is the winner's name ("south", "north", or one of the
// variant's players) or "" for none.
func (r Result) WinnerName() string {
	if r.Winner < 0 || int(r.Winner) >= len(r.names()) {
		return ""
	}
	return r.names()[r.Winner]
}

// ReasonMoveLimit is the reason of a game stopped by the move limit.
const ReasonMoveLimit = "move-limit"

// judge evaluates the end rules on s, the position just reached; the
// player who made the last move is m.lastMover.
func (m *Machine) judge(s *State) Result {
	p := m.g.p
	f := &m.f
	f.s, f.mover, f.ply = s, m.lastMover, s.Ply
	var r Result
	if s.cut && m.g.endless == endlessDraw {
		// the move never ended: the game ends there, drawn, before any
		// end rule reads a position the move did not finish
		r = Result{Over: true, Winner: NoPlayer, Reason: ReasonLapLimit, players: m.names()}
		if p.score != nil {
			r.Scored, r.Score = true, m.scores(s)
		}
		return r
	}
	for i := range p.end {
		e := &p.end[i]
		if e.when != nil && !e.when(f) {
			continue
		}
		r = Result{Over: true, Winner: NoPlayer, Reason: e.reason, Rule: e.id, Where: e.pos, players: m.names()}
		switch e.winner {
		case "mover":
			r.Winner = m.lastMover
		case "opponent":
			r.Winner = p.order.next(m.lastMover)
		case "none":
		case "score":
			sc := m.scores(s)
			r.Winner = topScore(sc[:len(p.order.names)])
		default: // a player named outright
			r.Winner = p.PlayerIndex(e.winner)
		}
		break
	}
	if r.Over && p.rounds != nil {
		r = m.nextRound(s, r)
	}
	if !r.Over && s.Ply >= m.g.moveLimit {
		r = Result{Over: true, Winner: NoPlayer, Reason: ReasonMoveLimit, players: m.names()}
	}
	if r.Over && p.score != nil && (p.rounds == nil || r.Reason != ReasonPoints) { // a match won on points is scored by them
		r.Scored, r.Score = true, m.scores(s)
	}
	return r
}

// topScore is the player with the highest score, or NoPlayer when two
// or more share it.
func topScore(sc []int32) Player {
	best := South
	for pl := 1; pl < len(sc); pl++ {
		if sc[pl] > sc[best] {
			best = Player(pl)
		}
	}
	for pl, n := range sc {
		if Player(pl) != best && n == sc[best] {
			return NoPlayer
		}
	}
	return best
}

// names are the players' names for a Result: nil for South and North.
func (m *Machine) names() *[]string { return m.g.p.order.named }

func (m *Machine) scores(s *State) [board.MaxPlayers]int32 {
	f := &m.f
	saved := f.player
	var sc [board.MaxPlayers]int32
	for pl := South; int(pl) < len(m.g.p.order.names); pl++ {
		f.player = pl
		sc[pl] = m.g.p.score(f)
	}
	f.player = saved
	return sc
}

// ReasonNoMoves is the reason of a game that ended because the player to
// move had no legal move and no end rule said otherwise.
const ReasonNoMoves = "no-moves"

// stuck is the result when the player to move has no legal move and no
// end rule has ended the game: it ends with no winner.
func (m *Machine) stuck(s *State) Result {
	r := Result{Over: true, Winner: NoPlayer, Reason: ReasonNoMoves, players: m.names()}
	if m.g.p.score != nil {
		m.f.s = s
		r.Scored, r.Score = true, m.scores(s)
	}
	return r
}
