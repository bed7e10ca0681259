package solve

import (
	"encoding/binary"
	"slices"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// Values are int32: a won game is worth winScale more than any game with
// no winner, so that winning comes first and the margin second; South
// maximises, North minimises. A game that does not score has margin 0.
type vals struct {
	scale int32 // more than twice the seeds of the game
}

func (v vals) of(r interpreter.Result) int32 {
	var x int32
	if r.Scored {
		x = r.Score[0] - r.Score[1]
	}
	switch r.Winner {
	case 0:
		x += v.scale
	case 1:
		x -= v.scale
	}
	return x
}

func (v vals) value(x int32, scored bool) Value {
	out := Value{Winner: interpreter.NoPlayer, Scored: scored}
	switch {
	case x > v.scale/2:
		out.Winner, x = interpreter.South, x-v.scale
	case x < -v.scale/2:
		out.Winner, x = interpreter.North, x+v.scale
	}
	if scored {
		// a bound at the horizon is the most any game can be won by
		total := (v.scale - 2) / 2
		out.Margin = min(max(x, -total), total)
	}
	return out
}

// below and above are worse for South, and better, than any game's end.
func (v vals) below() int32 { return -2 * v.scale }
func (v vals) above() int32 { return 2 * v.scale }

// expander finds the children of positions with their judgement, and the
// keys that tell positions apart.
type expander struct {
	g      *interpreter.Game
	m      *interpreter.Machine
	v      vals
	hist   bool // a rule counts repetitions: lines carry their history
	plyKey bool // positions are told apart by ply too
	limit  int  // the move limit
	// moveLimit: a line met the move limit, so values depend on the ply
	moveLimit bool
	owners    []interpreter.Player // the start's owners
	frames    []*frame
	key       []byte
	sorted    []uint64
}

// frame holds the children of the position being expanded at one ply.
type frame struct {
	moves []interpreter.Move
	kids  []*interpreter.State
	hists []interpreter.History
	over  []bool
	val   []int32 // the value of kids[i] when over[i]
	gain  []int
	order []int
}

func newExpander(g *interpreter.Game, plyKey bool) *expander {
	start := g.Start()
	return &expander{
		g: g, m: g.NewMachine(), v: vals{scale: int32(2*start.Total() + 2)},
		hist: g.RepetitionMatters(), plyKey: plyKey || g.ReadsPly(), limit: g.MoveLimit(), owners: start.Owner,
	}
}

func (e *expander) frame(ply int) *frame {
	for len(e.frames) <= ply {
		e.frames = append(e.frames, &frame{})
	}
	return e.frames[ply]
}

// expand fills the frame of ply with the moves of s (h its line's
// history) and the positions they lead to, judged.
func (e *expander) expand(ply int, s *interpreter.State, h *interpreter.History) (*frame, error) {
	fr := e.frame(ply)
	m := e.m
	var err error
	if e.hist {
		fr.moves, err = m.LegalAfter(s, h, fr.moves)
	} else {
		fr.moves, err = m.Legal(s, fr.moves)
	}
	if err != nil {
		return nil, err
	}
	n := len(fr.moves)
	for len(fr.kids) < n {
		fr.kids = append(fr.kids, s.Clone())
		fr.hists = append(fr.hists, interpreter.History{})
	}
	fr.over, fr.val, fr.gain, fr.order = grow(fr.over, n), grow(fr.val, n), grow(fr.gain, n), grow(fr.order, n)
	for i := range fr.moves {
		m.Child(i, fr.kids[i])
	}
	mover := s.ToMove
	for i := range fr.moves {
		kid := fr.kids[i]
		m.LastMover(mover)
		var r interpreter.Result
		if e.hist {
			fr.hists[i].CopyFrom(h)
			m.Push(&fr.hists[i], kid)
			r = m.ResultAfter(kid, &fr.hists[i])
		} else {
			r = m.Result(kid)
		}
		fr.over[i] = r.Over
		if r.Over {
			fr.val[i] = e.v.of(r)
			if r.Reason == interpreter.ReasonMoveLimit {
				e.moveLimit = true
			}
		}
		fr.gain[i] = agent.Material(kid, mover) - agent.Material(kid, 1-mover)
		fr.order[i] = i
	}
	return fr, nil
}

// sort orders the frame's moves for search: first the move first (-1:
// none), then by the material the mover has after them, most first.
func (fr *frame) sort(first int) {
	o := fr.order[:len(fr.moves)]
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && fr.gain[o[j]] > fr.gain[o[j-1]]; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	if k := slices.Index(o, first); k > 0 {
		copy(o[1:k+1], o[:k])
		o[0] = first
	}
}

// keyOf writes into e.key the key of s: every field of the position, the
// ply too when it matters, and the multiset of the earlier positions of
// h's line when a rule counts repetitions. Equal keys are equal
// positions with equal futures; no hash stands in for a position (the
// history's keys are those the game's own repetition rule compares).
func (e *expander) keyOf(s *interpreter.State, h *interpreter.History) []byte {
	b := e.key[:0]
	for _, c := range s.Pits {
		b = binary.AppendUvarint(b, uint64(c))
	}
	b = e.appendOwners(b, s)
	for pl := range e.g.Program().Players() {
		b = binary.AppendUvarint(b, uint64(s.Bank[pl]))
		b = binary.AppendUvarint(b, uint64(s.Reserve[pl]))
	}
	b = append(b, byte(s.ToMove), byte(s.Phase))
	for _, x := range [...]int32{s.Round, s.Passes, s.PhaseTurns, s.Points[0], s.Points[1]} {
		b = binary.AppendUvarint(b, uint64(uint32(x)))
	}
	for _, x := range s.Values {
		b = binary.AppendUvarint(b, uint64(uint32(x)))
	}
	for _, x := range s.Kinds {
		b = binary.AppendUvarint(b, uint64(uint32(x)))
	}
	if e.plyKey {
		b = binary.AppendUvarint(b, uint64(s.Ply))
	}
	if e.hist {
		e.sorted = append(e.sorted[:0], h.Earlier()...)
		slices.Sort(e.sorted)
		b = binary.AppendUvarint(b, uint64(len(e.sorted)))
		for _, k := range e.sorted {
			b = binary.LittleEndian.AppendUint64(b, k)
		}
	}
	e.key = b
	return b
}

// appendOwners writes the owners and marks of s: one byte 0 when they
// are those of the start with no mark, else 1 and each pit's owner and
// marks.
func (e *expander) appendOwners(b []byte, s *interpreter.State) []byte {
	if slices.Equal(s.Owner, e.owners) && !slices.ContainsFunc(s.Marks, func(x uint8) bool { return x != 0 }) {
		return append(b, 0)
	}
	b = append(b, 1)
	for i := range s.Owner {
		b = append(b, byte(s.Owner[i]+1), s.Marks[i])
	}
	return b
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, 2*n)
	}
	return s[:n]
}
