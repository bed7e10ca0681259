package interpreter

import "fmt"

// Result is the outcome of a game, or of a game still going on (Over false).
type Result struct {
	Over   bool
	Winner int8   // 0 South, 1 North, -1 for a draw or no winner
	Reason string // score, no-moves, all-captured, repetition, move-limit, lap-limit, …
	Rule   string // the id of the end rule that ended the game
	Where  string // its file:line:col; "" when the engine ended the game
	Scored bool   // the variant scores: Score holds both players' scores
	Score  [2]int32
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
		s += fmt.Sprintf(", score south=%d north=%d", r.Score[0], r.Score[1])
	}
	return s
}

// WinnerName is "south", "north" or "" for none.
func (r Result) WinnerName() string {
	if r.Winner < 0 {
		return ""
	}
	return playerName(r.Winner)
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
		r = Result{Over: true, Winner: -1, Reason: ReasonLapLimit}
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
		r = Result{Over: true, Winner: -1, Reason: e.reason, Rule: e.id, Where: e.pos}
		switch e.winner {
		case "mover":
			r.Winner = m.lastMover
		case "opponent":
			r.Winner = 1 - m.lastMover
		case "south":
			r.Winner = 0
		case "north":
			r.Winner = 1
		case "score":
			sc := m.scores(s)
			switch {
			case sc[0] > sc[1]:
				r.Winner = 0
			case sc[1] > sc[0]:
				r.Winner = 1
			}
		}
		break
	}
	if r.Over && p.rounds != nil {
		r = m.nextRound(s, r)
	}
	if !r.Over && s.Ply >= m.g.moveLimit {
		r = Result{Over: true, Winner: -1, Reason: ReasonMoveLimit}
	}
	if r.Over && p.score != nil && (p.rounds == nil || r.Reason != ReasonPoints) { // a match won on points is scored by them
		r.Scored, r.Score = true, m.scores(s)
	}
	return r
}

func (m *Machine) scores(s *State) [2]int32 {
	f := &m.f
	saved := f.player
	var sc [2]int32
	for pl := int8(0); pl < 2; pl++ {
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
	r := Result{Over: true, Winner: -1, Reason: ReasonNoMoves}
	if m.g.p.score != nil {
		m.f.s = s
		r.Scored, r.Score = true, m.scores(s)
	}
	return r
}
