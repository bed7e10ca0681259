package interpreter

// History is the repetition history of one line of play in a search: the
// keys of its positions since the last change no move can undo (see
// history.go), as a Match keeps them. A solver that must value a
// repetition exactly carries one along each line, so that the end rules
// and move rules reading repeated see what the game would.
type History struct {
	keys []uint64
	from histMark
}

// CopyFrom makes h equal to o, reusing h's storage.
func (h *History) CopyFrom(o *History) {
	h.keys, h.from = append(h.keys[:0], o.keys...), o.from
}

// Push notes s, the position just reached on h's line, as a Match does:
// after a change no move can undo, the earlier positions are forgotten.
func (m *Machine) Push(h *History, s *State) {
	if mk := (histMark{s.Bank, s.Reserve, s.Phase, s.Round, s.PhaseTurns}); mk != h.from || len(h.keys) == 0 {
		h.keys, h.from = h.keys[:0], mk
	}
	h.keys = append(h.keys, m.key(s))
}

// Earlier returns the keys of the positions of h before its last one,
// the position it ends with. Two lines whose last positions are equal
// and whose earlier keys are equal as multisets go on alike: the
// repetition rules count occurrences only.
func (h *History) Earlier() []uint64 {
	if len(h.keys) == 0 {
		return nil
	}
	return h.keys[:len(h.keys)-1]
}

// ResultAfter is Result for s, the last position pushed onto h: the
// repetitions counted are those of h's line.
func (m *Machine) ResultAfter(s *State, h *History) Result {
	if !m.g.p.usesRepeated {
		return m.Result(s)
	}
	m.hist, m.histFrom = append(m.hist[:0], h.keys...), h.from
	return m.resultHere(s)
}

// LegalAfter is Legal for s, the last position pushed onto h: a move
// rule reading repeated sees h's line.
func (m *Machine) LegalAfter(s *State, h *History, buf []Move) ([]Move, error) {
	if m.g.p.whenRepeated {
		m.hist, m.histFrom = append(m.hist[:0], h.keys...), h.from
	}
	return m.Legal(s, buf)
}

// RepetitionMatters reports whether a rule of the game counts
// repetitions, so that a position's future depends on the line that led
// to it.
func (g *Game) RepetitionMatters() bool { return g.p.usesRepeated || g.p.whenRepeated }

// ReadsPly reports whether a rule of the game reads ply, the number of
// the move, so that a position's future depends on how many moves led to
// it.
func (g *Game) ReadsPly() bool { return g.p.readsPly }

// MoveLimit is the move-limit the game is played with: it ends, with no
// winner, once this many moves are made.
func (g *Game) MoveLimit() int { return int(g.moveLimit) }

// LastMover sets the player who made the move that led to the position
// Result judges next (end rules read it as mover); Child sets it too.
func (m *Machine) LastMover(pl Player) { m.lastMover = pl }
