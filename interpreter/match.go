package interpreter

import (
	"fmt"
	"strings"
)

// Move is a move: the pit it is made from and the move rule that admits it.
type Move struct {
	Pit  int32
	Rule int32
}

// Match is one game in progress: the position, the moves so far and the
// result. It is not safe for concurrent use.
type Match struct {
	g      *Game
	m      *Machine
	s      *State
	moves  []Move
	movers []int8 // movers[i]: who made moves[i]
	result Result
	total  int
	debug  bool
	// err is a run-time error of the description met while judging the
	// current position or working out its legal moves; Legal returns it.
	err error
}

// Debug turns on checks after every move: seeds conserved. A failed
// check is an error from Play, naming the ply.
func (mt *Match) Debug(on bool) { mt.debug = on }

// NewMatch starts a game at the set-up position.
func (g *Game) NewMatch() *Match {
	mt, err := g.NewMatchFrom(g.p.start)
	if err != nil {
		panic(err) // the set-up was checked
	}
	return mt
}

// NewMatchFrom starts a game at position s. The position need not hold
// the variant's seed total (golden tests use small positions; Validate
// checks the total); seeds are conserved from there on. Its history is
// unknown, so repetition counts start afresh.
func (g *Game) NewMatchFrom(s *State) (*Match, error) {
	if err := g.validShape(s); err != nil {
		return nil, err
	}
	m := g.NewMachine()
	mt := &Match{g: g, m: m, s: s.Clone(), total: s.Total()}
	m.lastMover = 1 - s.ToMove
	mt.record()
	return mt, nil
}

// Validate checks a position against the variant's invariants: names,
// counts, owners, marks, and the seed total.
func (g *Game) Validate(s *State) error {
	if err := g.validShape(s); err != nil {
		return err
	}
	if t := s.Total(); t != g.p.total {
		return fmt.Errorf("the position has %d seeds in pits, banks and reserves; %s has %d", t, g.p.v.Name, g.p.total)
	}
	return nil
}

func (g *Game) validShape(s *State) error {
	n := g.p.n
	if len(s.Pits) != n || len(s.Owner) != n || len(s.Marks) != n {
		return fmt.Errorf("the position has %d pits; %s has %d", len(s.Pits), g.p.v.Name, n)
	}
	for i, c := range s.Pits {
		if c < 0 {
			return fmt.Errorf("pit %s holds %d seeds", g.p.board.Names[i], c)
		}
		if s.Owner[i] < 0 || s.Owner[i] > 1 {
			return fmt.Errorf("pit %s has no owner", g.p.board.Names[i])
		}
		if s.Marks[i]>>len(g.p.v.Marks) != 0 {
			return fmt.Errorf("pit %s bears a mark the variant does not have", g.p.board.Names[i])
		}
	}
	for pl := range 2 {
		if s.Bank[pl] < 0 || s.Reserve[pl] < 0 {
			return fmt.Errorf("%s's bank or reserve is negative", playerName(int8(pl)))
		}
	}
	if s.ToMove < 0 || s.ToMove > 1 {
		return fmt.Errorf("no player to move")
	}
	if int(s.Phase) >= len(g.p.enter) || s.Phase < 0 {
		return fmt.Errorf("no phase %d", s.Phase)
	}
	return nil
}

// record notes the position just reached and judges it.
func (mt *Match) record() {
	m := mt.m
	m.known = false
	m.picked = -1
	m.remember(mt.s)
	m.f.err = nil
	mt.result = m.judge(mt.s)
	mt.err = m.f.err // an end rule counted the legal moves, and one failed
	if mt.err == nil && !mt.result.Over {
		if mt.err = m.expand(mt.s); mt.err == nil && m.counted == 0 && m.passAt < 0 {
			mt.result = m.stuck(mt.s)
		}
	}
	if mt.err != nil {
		// the game is not over: its description failed
		mt.result = Result{Winner: -1}
		return
	}
	if mt.result.Over && m.f.obs != nil {
		m.f.s, m.f.ply = mt.s, mt.s.Ply
		m.f.emit(Event{Kind: EvGameEnd, Player: mt.result.Winner, Rule: mt.result.Rule, Where: mt.result.Where, Pit: -1, To: -1})
	}
}

// Game returns the game being played.
func (mt *Match) Game() *Game { return mt.g }

// State returns the current position. Do not modify it.
func (mt *Match) State() *State { return mt.s }

// Moves returns the moves played so far.
func (mt *Match) Moves() []Move { return mt.moves }

// MoverOf returns the player who made move i (0 for the first move).
func (mt *Match) MoverOf(i int) int8 { return mt.movers[i] }

// Result returns the result; Over is false while the game goes on.
func (mt *Match) Result() Result { return mt.result }

// Observe sets the observer of the moves played from now on (nil for none).
func (mt *Match) Observe(o Observer) { mt.m.f.obs = o }

// Legal returns the legal moves of the player to move, in pit order
// (row letter, then column); none once the game is over.
func (mt *Match) Legal() ([]Move, error) {
	if mt.err != nil {
		return nil, mt.err
	}
	if mt.result.Over {
		return nil, nil
	}
	m := mt.m
	if err := m.expand(mt.s); err != nil {
		return nil, err
	}
	var out []Move
	for i, c := range m.cands {
		if m.legal[i] {
			out = append(out, Move(c))
		}
	}
	return out, nil
}

// IllegalMoveError explains why a move was refused.
type IllegalMoveError struct {
	Ply    int
	Move   string
	Reason string
	Legal  []string
}

func (e *IllegalMoveError) Error() string {
	legal := strings.Join(e.Legal, " ")
	if legal == "" {
		legal = "none"
	}
	return fmt.Sprintf("ply %d: %s is not legal: %s (legal moves: %s)", e.Ply, e.Move, e.Reason, legal)
}

// PassName is the name of the move pass.
const PassName = "pass"

// PlayName plays the move written as MoveName writes it.
func (mt *Match) PlayName(name string) error {
	if name == PassName {
		return mt.playPass()
	}
	p := mt.g.movePit(name)
	if p < 0 {
		return mt.illegal(name, fmt.Sprintf("there is no pit %q on this board", name))
	}
	legal, err := mt.Legal()
	if err != nil {
		return err
	}
	for _, mv := range legal {
		if mt.g.MoveName(mv) == name {
			return mt.Play(mv)
		}
	}
	return mt.illegal(name, mt.why(p))
}

// playPass plays the move pass, or says why it is not legal.
func (mt *Match) playPass() error {
	legal, err := mt.Legal()
	if err != nil {
		return err
	}
	for _, mv := range legal {
		if mt.m.isPass(mv) {
			return mt.Play(mv)
		}
	}
	switch {
	case mt.result.Over:
		return mt.illegal(PassName, "the game is over ("+mt.result.Reason+")")
	case !mt.g.p.passes:
		return mt.illegal(PassName, "no move rule of "+mt.g.p.v.Name+" offers a pass")
	case len(legal) > 0:
		return mt.illegal(PassName, "a player may pass only when no other move is legal")
	}
	return mt.illegal(PassName, "no pass rule allows a pass now")
}

func (mt *Match) illegal(name, reason string) error {
	e := &IllegalMoveError{Ply: int(mt.s.Ply) + 1, Move: name, Reason: reason}
	legal, _ := mt.Legal()
	for _, mv := range legal {
		e.Legal = append(e.Legal, mt.g.MoveName(mv))
	}
	return e
}

// why explains why pit p is not a legal move now.
func (mt *Match) why(p int32) string {
	if mt.result.Over {
		return "the game is over (" + mt.result.Reason + ")"
	}
	m := mt.m
	for i, c := range m.cands {
		if c.Pit != p {
			continue
		}
		switch m.try(mt.s, i) {
		case stOK:
			return "a filter keeps other moves (" + mt.filterIDs() + ")"
		case stIllegal:
			return "a rule forbids it: " + mt.g.p.ruleDoc(mt.illegalRule(i))
		case stTooLong:
			return fmt.Sprintf("the move does not end within the lap limit of %d laps", mt.g.lapLimit)
		}
	}
	s := mt.s
	switch {
	case s.Owner[p] != s.ToMove:
		return fmt.Sprintf("%s does not belong to %s", mt.g.pitName(p), playerName(s.ToMove))
	case mt.g.p.pos[s.ToMove][p] < 0:
		return fmt.Sprintf("%s is not on %s's track", mt.g.pitName(p), playerName(s.ToMove))
	case s.Pits[p] == 0:
		return fmt.Sprintf("%s is empty", mt.g.pitName(p))
	}
	return fmt.Sprintf("no move rule allows a move from %s now", mt.g.pitName(p))
}

// illegalRule finds the rule that made candidate i illegal.
func (mt *Match) illegalRule(i int) string {
	rule := ""
	m := mt.m
	obs := m.f.obs
	m.f.obs = func(e Event) {
		if e.Kind == EvLapEnd {
			rule = e.Rule
		}
	}
	r := m.results[i]
	r.CopyFrom(mt.s)
	m.f.s0 = mt.s
	m.apply(r, m.cands[i])
	m.f.obs = obs
	return rule
}

// Play plays a legal move (one returned by Legal).
func (mt *Match) Play(mv Move) error {
	if mt.result.Over {
		return mt.illegal(mt.g.MoveName(mv), "the game is over")
	}
	m := mt.m
	if m.f.obs == nil {
		// reuse the simulation done for Legal
		if err := m.expand(mt.s); err != nil {
			return err
		}
		for i, c := range m.cands {
			if c == mv && m.legal[i] {
				m.lastMover = mt.s.ToMove
				mt.s.CopyFrom(m.results[i])
				return mt.finish(mv)
			}
		}
		return mt.illegal(mt.g.MoveName(mv), mt.why(mv.Pit))
	}
	if m.isPass(mv) {
		// a pass is legal only when nothing else is: find out
		if err := m.expand(mt.s); err != nil {
			return err
		}
		if m.passAt < 0 || m.cands[m.passAt] != mv {
			return mt.illegal(PassName, "a player may pass only when no pass rule forbids it and no other move is legal")
		}
	}
	next := mt.s.Clone()
	m.f.s0 = mt.s
	switch m.apply(next, mv) {
	case stOK:
	case stError:
		return m.f.err
	default:
		return mt.illegal(mt.g.MoveName(mv), mt.why(mv.Pit))
	}
	mt.s = next
	return mt.finish(mv)
}

func (mt *Match) finish(mv Move) error {
	mt.moves = append(mt.moves, mv)
	mt.movers = append(mt.movers, mt.m.lastMover)
	if mt.debug {
		if t := mt.s.Total(); t != mt.total {
			return fmt.Errorf("ply %d (%s): seeds not conserved: %d before, %d after", mt.s.Ply, mt.g.MoveName(mv), mt.total, t)
		}
	}
	mt.record()
	return mt.err
}

// MoveName writes a move as its pit name, followed, for a move sown
// against the variant's sowing direction, by the direction it goes: cw
// or ccw (r on explicit tracks).
func (g *Game) MoveName(mv Move) string {
	if mv.Rule >= 0 && int(mv.Rule) < len(g.p.moves) && g.p.moves[mv.Rule].pass {
		return PassName
	}
	name := g.pitName(mv.Pit)
	if mv.Rule >= 0 && int(mv.Rule) < len(g.p.moves) && g.p.moves[mv.Rule].reverse {
		switch {
		case g.p.v.Explicit:
			name += "r"
		case g.p.v.Clockwise:
			name += "ccw"
		default:
			name += "cw"
		}
	}
	return name
}

// movePit is the pit a move name starts from, or -1.
func (g *Game) movePit(name string) int32 {
	for _, suffix := range []string{"", "ccw", "cw", "r"} {
		if base, ok := strings.CutSuffix(name, suffix); ok {
			if p := g.p.board.PitIndex(base); p >= 0 {
				return int32(p)
			}
		}
	}
	return -1
}

// filterIDs names the variant's filters, for messages.
func (mt *Match) filterIDs() string {
	var ids []string
	for _, f := range mt.g.p.filters {
		ids = append(ids, f.id)
	}
	return strings.Join(ids, ", ")
}
