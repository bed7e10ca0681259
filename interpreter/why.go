package interpreter

import (
	"fmt"
	"strings"
)

// movePit is the pit a move name starts from, or -1, and what follows
// the pit's name up to its choices, in a game whose moves make choices
// (a direction, as MoveName writes it, or not).
func (g *Game) movePit(name string) (int32, string) {
	if g.p.chooses {
		name, _, _ = strings.Cut(name, ":")
		name, _, _ = strings.Cut(name, "~")
	}
	name = strings.TrimPrefix(name, HandPrefix)
	for _, suffix := range []string{"", "ccw", "cw", "r"} {
		if base, ok := strings.CutSuffix(name, suffix); ok {
			if p := g.p.board.PitIndex(base); p >= 0 {
				return int32(p), suffix
			}
		}
	}
	return -1, ""
}

// why explains why the move written name, from pit p, is not legal now.
func (mt *Match) why(name string, p int32) string {
	if mt.result.Over {
		return "the game is over (" + mt.result.Reason + ")"
	}
	g, m := mt.g, mt.m
	var others []string // the legal moves from p, written otherwise
	for i, c := range m.cands {
		if c.Pit != p {
			continue
		}
		if g.MoveName(c) != name {
			if m.legal[i] {
				others = append(others, g.MoveName(c))
			}
			continue
		}
		switch m.try(mt.s, i) {
		case stOK:
			if id := mt.filteredBy(i); id != "" {
				return "a filter keeps other moves: " + id
			}
			return "it is not among the legal moves"
		case stIllegal:
			return "a rule forbids it: " + g.p.ruleDoc(mt.illegalRule(i))
		case stTooLong:
			if n := m.cycleLen; n > 0 {
				return fmt.Sprintf("the move would never end: after lap %d it is back in the position it had after lap %d (every pit, bank and the seeds in the hand alike, to be sown from the same pit), so it would repeat those %d laps for ever", m.cycleAt, m.cycleAt-n, n)
			}
			return fmt.Sprintf("the move does not end within the lap limit of %d laps", g.lapLimit)
		}
	}
	if msg := lots(name, others); msg != "" {
		return msg
	}
	if msg := choices(name, others); msg != "" {
		return msg
	}
	_, suffix := g.movePit(name)
	if suffix != "" {
		if msg := mt.direction(g.pitName(p), suffix); msg != "" {
			return msg
		}
	}
	if strings.HasPrefix(name, HandPrefix) {
		return mt.whyHand(p, others)
	}
	if len(others) > 0 {
		way := ""
		if suffix != "" {
			way = " against the sowing direction"
		}
		return fmt.Sprintf("no move rule allows a move from %s%s now, but %s is legal", g.pitName(p), way, strings.Join(others, " and "))
	}
	s := mt.s
	anyPit := false // some move rule admits pits whoever owns them
	for _, mr := range g.p.moves {
		anyPit = anyPit || mr.anyOwner
	}
	switch {
	case s.Owner[p] != s.ToMove && !anyPit:
		return fmt.Sprintf("%s does not belong to %s", g.pitName(p), g.p.PlayerName(s.ToMove))
	case g.p.pos[s.ToMove][p] < 0 && !anyPit:
		return fmt.Sprintf("%s is not on %s's track", g.pitName(p), g.p.PlayerName(s.ToMove))
	case s.Pits[p] == 0:
		return fmt.Sprintf("%s is empty", g.pitName(p))
	}
	if suffix != "" {
		return fmt.Sprintf("no move rule allows a move from %s against the sowing direction now", g.pitName(p))
	}
	return fmt.Sprintf("no move rule allows a move from %s now", g.pitName(p))
}

// choices explains a move name whose choices (what follows its first
// colon) are not those of a legal move written with the same pit (and
// direction), others being the legal moves from its pit; or returns "".
func choices(name string, others []string) string {
	head, chose, hasChoices := strings.Cut(name, ":")
	var same []string // the legal moves with the same head
	choosing := false
	for _, o := range others {
		h, _, c := strings.Cut(o, ":")
		if h == head {
			same = append(same, o)
			choosing = choosing || c
		}
	}
	switch {
	case len(same) == 0:
		return ""
	case !hasChoices && choosing:
		return fmt.Sprintf("the mover makes a choice during the move from %s, written after a colon: %s", head, strings.Join(same, " or "))
	case hasChoices && !choosing:
		return fmt.Sprintf("the move from %s makes no choice: it is written %s", head, same[0])
	case hasChoices:
		return fmt.Sprintf("%q is not a choice the move from %s offers now; it is played as %s", chose, head, strings.Join(same, " or "))
	}
	return ""
}

// direction explains a move name whose direction (suffix, after the
// pit's name) the variant does not write, or returns "".
func (mt *Match) direction(pit, suffix string) string {
	g := mt.g
	reverse := false
	for _, mr := range g.p.moves {
		reverse = reverse || mr.reverse
	}
	rev := g.reverseSuffix()
	switch {
	case !reverse:
		return fmt.Sprintf("%s sows every move one way, and a move is written as its pit alone: %s", g.p.v.Name, pit)
	case suffix != rev:
		return fmt.Sprintf("a move in the sowing direction is written %s, and one against it %s%s; %q is neither", pit, pit, rev, pit+suffix)
	}
	return ""
}

// filteredBy names the filter (its ID, or its place) that drops
// candidate i, which the move rules allow, from the legal moves, as
// Machine.filter does; "" if none does.
func (mt *Match) filteredBy(i int) string {
	m, s := mt.m, mt.s
	legal := make([]bool, len(m.cands))
	for j := range m.cands {
		legal[j] = m.try(s, j) == stOK
	}
	f := &m.f
	saved := *f
	defer func() { *f = saved }()
	for _, fl := range mt.g.p.filters {
		f.s, f.mover, f.ply = s, s.ToMove, s.Ply+1
		if fl.when != nil && !fl.when(f) {
			continue
		}
		pass := 0
		for j := range m.cands {
			if legal[j] && m.keeps(s, fl, j) {
				pass++
			}
		}
		if pass == 0 && !fl.strict {
			continue
		}
		if !m.keeps(s, fl, i) {
			if fl.id != "" {
				return fl.id
			}
			return "the filter at " + fl.pos
		}
		for j := range m.cands {
			legal[j] = legal[j] && m.keeps(s, fl, j)
		}
	}
	return ""
}

// illegalRule finds the rule that made candidate i illegal.
func (mt *Match) illegalRule(i int) string {
	rule := ""
	m := mt.m
	obs := m.f.obs
	m.f.obs = func(e Event) {
		switch e.Kind {
		case EvLapEnd, EvSteps, EvRule:
			rule = e.Rule // the last rule read before the move was refused
		}
	}
	r := m.results[i]
	r.CopyFrom(mt.s)
	m.f.s0 = mt.s
	m.apply(r, m.cands[i])
	m.f.obs = obs
	return rule
}

// Attempt plays the move written name on a copy of the position, telling
// the match's observer (see Observe) the events of the move as far as it
// goes, whether or not it is legal, so that a refused move can be shown:
// the laps of a move that never ends up to the repetition, or to the lap
// limit. The position does not change. It reports false when no move
// rule offers such a move now (nothing is told).
func (mt *Match) Attempt(name string) bool {
	m := mt.m
	if m.f.obs == nil || mt.err != nil || mt.result.Over {
		return false
	}
	if err := m.expand(mt.s); err != nil {
		return false
	}
	defer func() { m.known = false }() // results[i] is overwritten
	for i, c := range m.cands {
		if mt.g.MoveName(c) != name {
			continue
		}
		r := m.results[i]
		r.CopyFrom(mt.s)
		m.f.s0 = mt.s
		m.apply(r, c)
		return true
	}
	return false
}
