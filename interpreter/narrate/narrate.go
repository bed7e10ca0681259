// Package narrate tells what happened in a move in words, as a person
// would describe it, from the interpreter's events: where each lap
// started and ended, how many seeds it sowed, which rule fired (with its
// ID and what it says), captures, tolls, changes of owner, marks and
// values, phases and the end of the game.
package narrate

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Narrator turns events into sentences for one game.
type Narrator struct {
	g     *interpreter.Game
	names []string
	rules map[string]check.Rule // by position
	phase []string
	marks []string
	rule  string // the on_drop or after_move rule just fired
	// lifted names the pits a sow action lifted for the next lap
	lifted []string
	// clamped lists the places whose clamped counts the move has told
	clamped []string
}

// New returns a narrator for game g.
func New(g *interpreter.Game) *Narrator {
	v := g.Program().Variant()
	n := &Narrator{g: g, names: g.Program().Board().Names, rules: map[string]check.Rule{}, marks: v.Marks}
	for _, rs := range [][]check.Rule{v.LapEnd, v.OnDrop, v.AfterMove} {
		for _, r := range rs {
			n.rules[r.Pos.String()] = r
		}
	}
	for _, m := range v.Moves {
		if len(m.Do) > 0 {
			n.rules[m.Pos.String()] = check.Rule{ID: m.ID, Doc: m.Doc, Pos: m.Pos}
		}
	}
	for _, p := range v.Phases {
		n.phase = append(n.phase, p.Name)
	}
	return n
}

func (n *Narrator) pit(p int32) string {
	if p < 0 || int(p) >= len(n.names) {
		return "the hand"
	}
	return n.names[p]
}

// player names player pl for a sentence: "South", "North" (or a name
// of the variant's players, capitalized), or "nobody".
func (n *Narrator) player(pl interpreter.Player) string {
	name := n.g.Program().PlayerName(pl)
	if name == "nobody" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

func verb(k int32, one, many string) string {
	if k == 1 {
		return one
	}
	return many
}

func seeds(k int32) string {
	if k == 1 {
		return "1 seed"
	}
	return fmt.Sprintf("%d seeds", k)
}

// because names a rule: "what it says (ID)", or its ID alone.
func (n *Narrator) because(where, id string) string {
	r, ok := n.rules[where]
	switch {
	case !ok && id == "":
		return "no rule fired; the move ends"
	case !ok:
		return "rule " + id
	case r.Doc == "" && r.ID == "":
		return "the rule at " + where
	case r.Doc == "":
		return "rule " + r.ID
	case r.ID == "":
		return r.Doc
	}
	return r.Doc + " (" + r.ID + ")"
}

// Event tells one event in words; "" for events that say nothing new.
func (n *Narrator) Event(e interpreter.Event) string {
	switch e.Kind {
	case interpreter.EvMoveStart:
		n.lifted, n.clamped = n.lifted[:0], n.clamped[:0]
		name := e.Move
		if name == "" {
			name = n.pit(e.Pit)
		}
		s := fmt.Sprintf("Ply %d: %s plays %s", e.Ply, n.player(e.Player), name)
		if e.Rule != "" {
			s += " (" + e.Rule + ")"
		}
		return s + "."
	case interpreter.EvSteps:
		return fmt.Sprintf("The move sows no seed; it does what its rule says: %s.", n.because(e.Where, e.Rule))
	case interpreter.EvLapLimit:
		s := fmt.Sprintf("Lap %d is the last the lap limit allows, and %s %s still in the hand", e.Lap, seeds(e.N), verb(e.N, "is", "are"))
		switch n.g.Option("endless") {
		case "stop":
			return s + ": the move ends there, and they go back into the pits they were lifted from."
		case "draw":
			return s + ": the move ends there, they go back into the pits they were lifted from, and the game ends drawn."
		}
		return s + ": the move is not legal."
	case interpreter.EvEndless:
		s := fmt.Sprintf("After lap %d the move is back in the position it had after lap %d: it would repeat those %d laps for ever and never end", e.Lap, e.Lap-e.N, e.N)
		if n.g.Option("endless") == "illegal" {
			return s + ", so it is not legal."
		}
		if e.Before == 0 {
			return s + "."
		}
		return s + fmt.Sprintf("; %d laps like them are passed over, to lap %d.", e.Before, e.Lap+e.Before)
	case interpreter.EvIntroduce:
		return fmt.Sprintf("%s puts %s from the reserve into %s.", n.player(e.Player), seeds(e.N), n.pit(e.Pit))
	case interpreter.EvLay:
		from := "bank"
		if e.First == 1 {
			from = "reserve"
		}
		kind := n.g.Program().Variant().Kinds[e.Before].Name
		return fmt.Sprintf("%s lays %s of kind %s from the %s into %s.", n.player(e.Player), seeds(e.N), kind, from, n.pit(e.Pit))
	case interpreter.EvLap:
		from := "from " + n.pit(e.Pit)
		switch {
		case len(n.lifted) > 0:
			from = "from " + strings.Join(n.lifted, " and ")
			n.lifted = n.lifted[:0]
		case e.Pit < 0:
			from = "lifted off the track"
		}
		span := n.pit(e.First)
		switch {
		case e.First != e.To:
			span += " … " + n.pit(e.To)
		case e.N > 1:
			span += " … " + n.pit(e.To) + ", round the track"
		}
		return fmt.Sprintf("Lap %d: %s %s (%s).", e.Lap, seeds(e.N), from, span)
	case interpreter.EvLapEnd:
		return fmt.Sprintf("Lap %d ended in %s, which held %d: %s.", e.Lap, n.pit(e.Pit), e.Before, n.because(e.Where, e.Rule))
	case interpreter.EvRule:
		n.rule = n.because(e.Where, e.Rule)
		if r, ok := n.rules[e.Where]; ok && containsRule(n.g.Program().Variant().AfterMove, r) {
			return "After the move: " + n.rule + "."
		}
		return ""
	case interpreter.EvLift:
		if e.N > 0 {
			n.lifted = append(n.lifted, n.pit(e.Pit))
		}
		if !n.g.Program().OnTrack(e.Player, e.Pit) {
			return fmt.Sprintf("%s captures %s from %s, to sow them from %s.", n.player(e.Player), seeds(e.N), n.pit(e.Pit), n.pit(e.To))
		}
		return ""
	case interpreter.EvHand:
		from := "bank"
		if e.Before == 2 {
			from = "reserve"
		}
		n.lifted = append(n.lifted, n.player(e.Player)+"'s "+from)
		return fmt.Sprintf("%s lifts %s from the %s, to sow them from %s on.", n.player(e.Player), seeds(e.N), from, n.pit(e.Pit))
	case interpreter.EvCapture:
		if e.To >= 0 {
			return fmt.Sprintf("%s captures %s from %s into %s.", n.player(e.Player), seeds(e.N), n.pit(e.Pit), n.pit(e.To))
		}
		return fmt.Sprintf("%s captures %s from %s.", n.player(e.Player), seeds(e.N), n.pit(e.Pit))
	case interpreter.EvUncapture:
		return fmt.Sprintf("%s %s back from %s's bank into %s.", capital(seeds(e.N)), verb(e.N, "goes", "go"), n.player(e.Player), n.pit(e.Pit))
	case interpreter.EvTake:
		s := fmt.Sprintf("%s from %s %s to %s's bank", capital(seeds(e.N)), n.pit(e.Pit), verb(e.N, "goes", "go"), n.player(e.Player))
		if n.rule != "" {
			s += ": " + n.rule
			n.rule = ""
		}
		return s + "."
	case interpreter.EvMove:
		return fmt.Sprintf("%s moved from %s to %s.", capital(seeds(e.N)), n.pit(e.Pit), n.pit(e.To))
	case interpreter.EvOwn:
		return fmt.Sprintf("%s now belongs to %s.", n.pit(e.Pit), n.player(e.Player))
	case interpreter.EvMark:
		return fmt.Sprintf("%s is now %s.", n.pit(e.Pit), n.mark(e.N))
	case interpreter.EvUnmark:
		return fmt.Sprintf("%s is no longer %s.", n.pit(e.Pit), n.mark(e.N))
	case interpreter.EvValue:
		p := n.g.Program()
		return fmt.Sprintf("%s is now %s.", p.ValueName(int(e.Before), e.Player), p.Variant().FormatValue(int(e.Before), e.N))
	case interpreter.EvChoice:
		p := n.g.Program()
		v, name := p.Variant().FormatValue(int(e.Before), e.N), p.ValueName(int(e.Before), interpreter.Player(e.First))
		if e.To < 2 {
			return fmt.Sprintf("%s becomes %s, the only value it can take: no choice.", name, v)
		}
		return fmt.Sprintf("%s chooses %s as %s (one of %d choices).", n.player(e.Player), v, name, e.To)
	case interpreter.EvDraw:
		p := n.g.Program()
		v, name := p.Variant().FormatValue(int(e.Before), e.N), p.ValueName(int(e.Before), interpreter.Player(e.First))
		if e.To < 2 {
			return fmt.Sprintf("%s becomes %s, the only value it can take: no lots are drawn.", name, v)
		}
		return fmt.Sprintf("Lots are drawn for %s: %s (one of %d, each as likely).", name, v, e.To)
	case interpreter.EvExtraTurn:
		return fmt.Sprintf("%s moves again.", n.player(e.Player))
	case interpreter.EvPass:
		s := fmt.Sprintf("Ply %d: %s passes, having no other legal move", e.Ply, n.player(e.Player))
		if e.Rule != "" {
			s += " (" + e.Rule + ")"
		}
		return s + "."
	case interpreter.EvPhase:
		if int(e.N) < len(n.phase) {
			return fmt.Sprintf("The game enters the %s phase.", n.phase[e.N])
		}
	case interpreter.EvClamp: // told once a move for each place
		for _, w := range n.clamped {
			if w == e.Where {
				return ""
			}
		}
		n.clamped = append(n.clamped, e.Where)
		return fmt.Sprintf("The count %d given at %s (%s) is out of range: the engine uses %d.", e.N, e.Where, e.Rule, e.Before)
	case interpreter.EvRound:
		if e.Rule != "" || e.Where != "" {
			return fmt.Sprintf("The round is over by %s. Round %d begins.", n.because(e.Where, e.Rule), e.N)
		}
		return fmt.Sprintf("Round %d begins.", e.N)
	case interpreter.EvGameEnd:
		by := ""
		if e.Rule != "" || e.Where != "" {
			by = " by " + n.because(e.Where, e.Rule)
		}
		if e.Player < 0 {
			return "The game is over" + by + ", with no winner."
		}
		return fmt.Sprintf("The game is over%s: %s wins.", by, n.player(e.Player))
	}
	return ""
}

func (n *Narrator) mark(i int32) string {
	if int(i) < len(n.marks) {
		return n.marks[i]
	}
	return "marked"
}

func containsRule(rs []check.Rule, r check.Rule) bool {
	for _, x := range rs {
		if x.Pos == r.Pos {
			return true
		}
	}
	return false
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Events tells a sequence of events, a line for each, a lap and its end
// on one line.
func (n *Narrator) Events(evs []interpreter.Event) []string {
	var out, during []string // during: what happened while a lap was sown
	for i, e := range evs {
		if e.Kind == interpreter.EvLapEnd && i > 0 && evs[i-1].Kind == interpreter.EvLap {
			last := out[len(out)-1]
			out[len(out)-1] = strings.TrimSuffix(last, ".") + fmt.Sprintf("; the last fell in %s, which held %d: %s.", n.pit(e.Pit), e.Before, n.because(e.Where, e.Rule))
			out = append(out, during...)
			during = during[:0]
			continue
		}
		s := n.Event(e)
		if s == "" {
			continue
		}
		if (e.Kind == interpreter.EvTake || e.Kind == interpreter.EvCapture) && whileSowing(e, evs[i+1:]) {
			// a toll or capture while the lap is sown: told after the lap's line
			during = append(during, "  "+s)
			continue
		}
		out = append(out, s)
	}
	return append(out, during...)
}

// whileSowing reports whether event ev, followed by rest, happened while
// a lap was sown: the lap's own event (sent when its last seed falls)
// comes before the end of any lap or move, and is of ev's lap (an event
// at a lap's end, before the next lap starts, is not).
func whileSowing(ev interpreter.Event, rest []interpreter.Event) bool {
	for _, e := range rest {
		switch e.Kind {
		case interpreter.EvLap:
			return e.Lap == ev.Lap
		case interpreter.EvLapEnd, interpreter.EvMoveEnd:
			return false
		}
	}
	return false
}
