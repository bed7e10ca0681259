package interpreter

// The repetition key (history.go) is a sum of the pits' counts times
// fixed multipliers, so a change of the pits changes it by the changes
// times their multipliers. In a game whose key is only its pits, the
// player to move and the passes (no owners or marks that change, no
// named values, no kinds, no rounds), whose actions all report what
// they move and whose laps sow one seed to a pit along the track, a
// playout keeps the pits' part of the key of its position up to date
// from the moves it plays, instead of summing every pit of every
// position.

// keyedActions are the actions that report the seeds they move to or
// from pits (frame.moved), or lift them into the hand (logged in
// Machine.lifts, which sowed reads). An action not listed here (a new
// one, say) makes a playout sum the pits of every position again;
// reverse is not listed: in an on_drop rule it would turn a lap half way.
var keyedActions = map[string]bool{
	"end": true, "illegal": true, "extra_turn": true,
	"relay": true, "sow": true, "capture": true, "uncapture": true,
	"take": true, "move": true, "introduce": true, "swap": true,
}

// moved notes that pit p gained n seeds (lost them, n below 0) in the
// move being played: frame.dk is the change of the pits' part of the
// key the move has made so far, kept when frame.keyed (in variants
// whose playouts keep the key running).
func (f *frame) moved(p, n int32) {
	if f.keyed {
		f.dk += uint64(n) * f.g.p.keyMul[p]
	}
}

// runsKey reports whether playouts of p keep the key running: the key
// is used, its only parts are pits, the player to move and the passes,
// every action reports what it moves, and the sowing drops one seed in
// each pit along the track (it skips none, and drop is not set).
func (p *Program) runsKey() bool {
	return p.usesRepeated && p.keyed && !p.ownersChange && !p.marksChange && len(p.initValues) == 0 && p.kinds == 0 && p.rounds == nil &&
		!p.skips && p.skipOrig == nil && p.drop == nil
}

// pitsKey is the pits' part of the key of s.
func (m *Machine) pitsKey(s *State) uint64 {
	var h uint64
	w := m.g.p.keyMul[:len(s.Pits)]
	for q, c := range s.Pits {
		h += uint64(c) * w[q]
	}
	return h
}

// runOn brings m.runPits up to s, the playout's position, reached by
// candidate i (none: -1) from the position it was the key of.
func (m *Machine) runOn(i int32, s *State) {
	switch {
	case i < 0:
	case m.dkLost[i]:
		m.runPits = m.pitsKey(s)
	default:
		m.runPits += m.dkOf[i]
	}
}

// runningKey is the key of the playout's position s, whose pits' part
// is m.runPits.
func (m *Machine) runningKey(s *State) uint64 {
	k := m.runPits + m.turnKey(s)
	if m.checkKeys && k != m.key(s) {
		m.badKeys++
	}
	return k
}

// turnKey is the part of the key of s for the player to move and the
// passes in a row.
func (m *Machine) turnKey(s *State) uint64 {
	mul, n := m.g.p.keyMul, len(s.Pits)
	return uint64(uint8(s.ToMove))*mul[3*n] + uint64(uint32(s.Passes))*mul[3*n+1]
}

// sowed notes the seeds the lap just sown dropped: one in each pit of
// the track from f.first on, f.sown of them, the way f.dir says (a
// keyed variant's sowing skips no pit, drops one seed at a time, and
// never reverses, so not during a lap).
func (f *frame) sowed() {
	p := f.g.p
	f.dk += p.cycles[f.mover][f.dir&1].sum(f.first, f.sown)
	// the seeds were lifted from pits for this lap (by the move, or the
	// last lap's end), and the lifts are logged (a lap limit puts them
	// back, unsown)
	for _, l := range f.m.lifts {
		f.dk -= uint64(l.n) * p.keyMul[l.pit]
	}
}

// cycle is a track in one direction, with the running sums of its pits'
// key multipliers, so that the multipliers of a run of pits along it
// add up in a few steps.
type cycle struct {
	at   []int32  // pit → its index along the cycle, -1 off it
	sums []uint64 // sums[i]: the multipliers of the first i pits
}

// newCycle returns the cycle of track, in direction dir (1: against the
// track), with the multipliers w.
func newCycle(n int, track []int32, dir int, w []uint64) cycle {
	c := cycle{at: make([]int32, n), sums: make([]uint64, len(track)+1)}
	for x := range c.at {
		c.at[x] = -1
	}
	for i := range track {
		x := track[i]
		if dir == 1 {
			x = track[(len(track)-i)%len(track)]
		}
		c.at[x] = int32(i)
		c.sums[i+1] = c.sums[i] + w[x]
	}
	return c
}

// sum is the sum of the multipliers of the n pits from pit x on (round
// the cycle as often as n asks).
func (c *cycle) sum(x, n int32) uint64 {
	sums := c.sums
	l := int32(len(sums) - 1)
	var h uint64
	for ; n > l; n -= l { // a lap of more seeds than pits (rare)
		h += sums[l]
	}
	i := c.at[x]
	if j := i + n; j <= l {
		return h + sums[j] - sums[i]
	}
	return h + sums[l] - sums[i] + sums[i+n-l]
}
