package interpreter

import "strings"

// A named move (a move rule with name:) starts from no pit and sows
// nothing: a proposal to end the game, an answer to it, a forfeit. It is
// offered beside the pit moves whenever its rule's phase and when hold,
// after them, in the order of the rules; it is a candidate of Pit -1
// whose rule says which move it is, and runs its rule's do with pit
// none.

// offerNamed adds the named moves whose rules hold now to the
// candidates of s.
func (m *Machine) offerNamed(s *State) {
	f := &m.f
	for ri := range m.g.p.moves {
		r := &m.g.p.moves[ri]
		if r.named == "" || !r.inPhase(s.Phase) {
			continue
		}
		f.dir = 0
		if r.when != nil && !r.when(f) {
			continue
		}
		m.cands = append(m.cands, cand{Pit: -1, Rule: int32(ri)})
	}
}

// namedRule returns the index of the rule offering the named move
// name, or -1.
func (g *Game) namedRule(name string) int32 {
	if !g.p.named {
		return -1
	}
	for ri, r := range g.p.moves {
		if r.named != "" && r.named == name {
			return int32(ri)
		}
	}
	return -1
}

// playNamed plays the named move written name (word, then any choices),
// or says why it is not legal now.
func (mt *Match) playNamed(name, word string) error {
	legal, err := mt.Legal()
	if err != nil {
		return err
	}
	var offered []string
	for _, mv := range legal {
		n := mt.g.MoveName(mv)
		if n == name {
			return mt.Play(mv)
		}
		if moveWord(n) == word {
			offered = append(offered, n)
		}
	}
	switch {
	case mt.result.Over:
		return mt.illegal(name, "the game is over ("+mt.result.Reason+")")
	case len(offered) > 0:
		return mt.illegal(name, "the move "+word+" is offered now only as "+strings.Join(offered, " "))
	}
	r := &mt.g.p.moves[mt.g.namedRule(word)]
	why := "its rule " + r.name() + " does not offer it now"
	if !r.inPhase(mt.s.Phase) {
		why = "its rule " + r.name() + " does not apply in phase " + mt.g.p.v.Phases[mt.s.Phase].Name
	}
	return mt.illegal(name, why)
}

// moveWord is the name of a move without its choices and draws (what
// comes before the first colon or tilde).
func moveWord(name string) string {
	if i := strings.IndexAny(name, ":~"); i >= 0 {
		return name[:i]
	}
	return name
}
