package interpreter

// Hooks for the external tests of this package.

// WithoutCycleCheck returns a copy of g that never stops a move early for
// a repeated mid-move position: it runs every move to the lap limit.
func (g *Game) WithoutCycleCheck() *Game {
	p := *g.p
	p.horizon = -1
	c := *g
	c.p = &p
	return &c
}

// Statuses tries every candidate of s and returns each one's status:
// "ok", "illegal", "too-long" or "error".
func (m *Machine) Statuses(s *State) []string {
	m.known = false
	m.candidates(s)
	var out []string
	for i := range m.cands {
		out = append(out, [...]string{"ok", "illegal", "too-long", "error"}[m.try(s, i)])
	}
	return out
}

// WithoutFixedBoard returns a copy of g whose playouts do not rely on
// owners and marks never changing.
func (g *Game) WithoutFixedBoard() *Game {
	p := *g.p
	p.fixedBoard = false
	c := *g
	c.p = &p
	return &c
}

// CheckRunningKeys makes m's playouts compare the key they keep running
// with the key summed, at every position (see BadKeys).
func (m *Machine) CheckRunningKeys() { m.checkKeys = true }

// BadKeys is the number of positions whose running key differed from
// the key summed since CheckRunningKeys.
func (m *Machine) BadKeys() int { return m.badKeys }

// RunsKey reports whether playouts of g keep the key running.
func (g *Game) RunsKey() bool { return g.p.runKey }
