package interpreter

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
)

// Move is a move: the pit it is made from, the move rule that admits it
// and the choices the mover makes during it.
type Move struct {
	Pit  int32
	Rule int32
	// Choice holds the alternative taken at each decision point (a
	// choose action) the move meets, one byte each, the first in the low
	// byte; 0 for a move that meets none. See choice.go.
	Choice uint64
	// Drawn has bit d set when decision point d was a draw: chance, not
	// the mover, took its alternative (see chance.go). A move's draws
	// come after its choices.
	Drawn uint8
}

// Match is one game in progress: the position, the moves so far and the
// result. It is not safe for concurrent use.
type Match struct {
	g      *Game
	m      *Machine
	s      *State
	next   *State // where Play plays a move observed (nil until then)
	moves  []Move
	movers []Player // movers[i]: who made moves[i]
	result Result
	total  int
	// kindTotals: the seeds of each kind at the start (nil without kinds)
	kindTotals []int
	debug      bool
	err        error // a run-time error met judging the position or finding its moves

	// the lots of a variant that draws (see chance.go)
	seed, forks uint64
	luck        *rand.Rand
}

// ErrNotConserved is wrapped by the error of a move after which the
// seeds are not those of the start (see Debug).
var ErrNotConserved = errors.New("seeds not conserved")

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
	mt := &Match{g: g, m: m, s: s.Clone(), total: s.Total(), kindTotals: g.KindTotals(s)}
	m.lastMover = g.p.order.previous(s.ToMove)
	mt.record()
	return mt, nil
}

// Validate checks a position against the variant's invariants: names,
// counts, owners, marks, values, and the seed total.
func (g *Game) Validate(s *State) error {
	if err := g.validShape(s); err != nil {
		return err
	}
	if t := s.Total(); t != g.p.total {
		return fmt.Errorf("the position has %d seeds in pits, banks and reserves; %s has %d", t, g.p.v.Name, g.p.total)
	}
	if g.p.kinds > 0 {
		if err := g.checkKinds(s); err != nil {
			return err
		}
		return g.sameKinds(s, g.KindTotals(g.p.start))
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
		if s.Owner[i] < -1 || int(s.Owner[i]) >= g.p.Players() {
			return fmt.Errorf("pit %s has owner %d; an owner is a player (%s) or nobody", g.p.board.Names[i], s.Owner[i], strings.Join(g.p.PlayerNames(), ", "))
		}
		if s.Marks[i]>>len(g.p.v.Marks) != 0 {
			return fmt.Errorf("pit %s bears a mark the variant does not have", g.p.board.Names[i])
		}
	}
	for pl := range s.Bank {
		if s.Bank[pl] < 0 || s.Reserve[pl] < 0 {
			return fmt.Errorf("%s's bank or reserve is negative", g.p.PlayerName(Player(pl)))
		}
		if pl >= g.p.Players() && s.Bank[pl]+s.Reserve[pl] != 0 {
			return fmt.Errorf("a bank or reserve of player %d, but the game has %d players", pl+1, g.p.Players())
		}
	}
	if s.ToMove < 0 || int(s.ToMove) >= g.p.Players() {
		return fmt.Errorf("no player to move")
	}
	if err := g.validOut(s); err != nil {
		return err
	}
	if int(s.Phase) >= len(g.p.enter) || s.Phase < 0 {
		return fmt.Errorf("no phase %d", s.Phase)
	}
	if t := g.p.turns[s.Phase]; s.PhaseTurns != 0 && s.PhaseTurns >= t {
		name := g.p.v.Phases[s.Phase].Name
		if t == 0 {
			return fmt.Errorf("phase %s does not last a number of turns, so no turns are counted in it (%d given)", name, s.PhaseTurns)
		}
		return fmt.Errorf("phase %s lasts %d turns, so at most %d can have been played in it (%d given)", name, t, t-1, s.PhaseTurns)
	}
	return g.validValues(s)
}

// record notes the position just reached and judges it.
func (mt *Match) record() {
	m := mt.m
	m.known = false
	m.picked = -1
	m.remember(mt.s)
	m.f.err = nil
	mt.result = m.judge(mt.s)
	if m.f.err != nil { // an end rule met a run-time error: nothing is decided
		mt.err, mt.result = m.f.err, Result{Winner: NoPlayer}
		return
	}
	if !mt.result.Over {
		err := m.expand(mt.s)
		switch {
		case err != nil:
			mt.err = err
			return
		case m.counted == 0 && m.passAt < 0:
			mt.result = m.stuck(mt.s)
		}
	}
	if mt.err != nil {
		// the game is not over: its description failed
		mt.result = Result{Winner: NoPlayer}
		return
	}
	if mt.result.Over && m.f.obs != nil {
		m.f.s, m.f.ply = mt.s, mt.s.Ply
		m.f.emit(Event{Kind: EvGameEnd, Player: mt.result.Winner, Rule: mt.result.Rule, Where: mt.result.Where, Pit: -1, To: -1})
	}
}

// Game returns the game being played.
func (mt *Match) Game() *Game { return mt.g }

// State returns the current position: the same State from the start to
// the end of the match, which Play changes in place (Clone it to keep a
// position). Do not modify it.
func (mt *Match) State() *State { return mt.s }

// Moves returns the moves played so far.
func (mt *Match) Moves() []Move { return mt.moves }

// MoverOf returns the player who made move i (0 for the first move).
func (mt *Match) MoverOf(i int) Player { return mt.movers[i] }

// Result returns the result; Over is false while the game goes on.
func (mt *Match) Result() Result { return mt.result }

// Err returns the run-time error that stopped the game, or nil: the
// description went wrong judging the position reached or finding its
// moves. The result is then not over, and Legal and Play return the
// error.
func (mt *Match) Err() error { return mt.err }

// Observe sets the observer of the moves played from now on (nil for none).
func (mt *Match) Observe(o Observer) { mt.m.f.obs = o }

// Legal returns the legal moves of the player to move, in pit order
// (row letter, then column); none once the game is over. In a variant
// that draws lots, each move is given once, without the outcomes of its
// draws (see Open): Play draws them.
func (mt *Match) Legal() ([]Move, error) { return mt.AppendLegal(nil) }

// AppendLegal appends the moves Legal returns to dst and returns the
// longer slice: a caller that keeps dst from move to move lists the
// legal moves without allocating.
func (mt *Match) AppendLegal(dst []Move) ([]Move, error) {
	if ok, err := mt.expanded(); !ok || err != nil {
		return dst, err
	}
	if mt.g.p.drawAt != "" {
		return append(dst, mt.m.openLegal(nil, nil)...), nil
	}
	for i, c := range mt.m.cands {
		if mt.m.legal[i] {
			dst = append(dst, c)
		}
	}
	return dst, nil
}

// expanded finds the legal moves of the position into the machine, and
// reports whether there are moves to list (none once the game is over).
func (mt *Match) expanded() (bool, error) {
	if mt.err != nil {
		return false, mt.err
	}
	if mt.result.Over {
		return false, nil
	}
	return true, mt.m.expand(mt.s)
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
	p, _ := mt.g.movePit(name)
	if p < 0 {
		if word := moveWord(name); mt.g.namedRule(word) >= 0 {
			return mt.playNamed(name, word)
		}
		return mt.illegal(name, fmt.Sprintf("there is no pit %q on this board", name))
	}
	if mt.g.p.drawAt != "" {
		// a move with the outcomes of its draws
		full, err := mt.fullLegal()
		if err != nil {
			return err
		}
		for _, mv := range full {
			if mv.Drawn != 0 && mt.g.MoveName(mv) == name {
				return mt.Play(mv)
			}
		}
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
	return mt.illegal(name, mt.why(name, p))
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

// Play plays a legal move (one returned by Legal). A move whose draws
// are left out (see Open) draws their outcomes from the match's lots
// (see SetSeed); the move played, in Moves, has them.
func (mt *Match) Play(mv Move) error {
	if mt.err != nil {
		return mt.err
	}
	if mt.result.Over {
		return mt.illegal(mt.g.MoveName(mv), "the game is over")
	}
	m := mt.m
	if m.f.obs == nil {
		// reuse the simulation done for Legal
		if err := m.expand(mt.s); err != nil {
			return err
		}
		if mt.g.p.drawAt != "" {
			if i := m.resolve(mv, mt.lots()); i >= 0 {
				m.lastMover = mt.s.ToMove
				mt.s.CopyFrom(m.results[i])
				return mt.finish(m.cands[i])
			}
		}
		for i, c := range m.cands {
			if c == mv && m.legal[i] {
				m.lastMover = mt.s.ToMove
				mt.s.CopyFrom(m.results[i])
				return mt.finish(mv)
			}
		}
		return mt.illegal(mt.g.MoveName(mv), mt.why(mt.g.MoveName(mv), mv.Pit))
	}
	if mt.g.p.drawAt != "" && !m.isPass(mv) {
		// draw the outcome first, then play it told
		if err := m.expand(mt.s); err != nil {
			return err
		}
		i := m.resolve(mv, mt.lots())
		if i < 0 {
			return mt.illegal(mt.g.MoveName(mv), mt.why(mt.g.MoveName(mv), mv.Pit))
		}
		mv = m.cands[i]
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
	// play into the match's spare state, then copy it back, so that the
	// position is the same State from move to move, as on the path above
	if mt.next == nil {
		mt.next = mt.s.Clone()
	} else {
		mt.next.CopyFrom(mt.s)
	}
	next := mt.next
	m.f.s0 = mt.s
	switch m.apply(next, mv) {
	case stOK:
		if !m.f.exact(mv) {
			return mt.illegal(mt.g.MoveName(mv), mt.why(mt.g.MoveName(mv), mv.Pit))
		}
	case stError:
		return m.f.err
	default:
		return mt.illegal(mt.g.MoveName(mv), mt.why(mt.g.MoveName(mv), mv.Pit))
	}
	mt.s.CopyFrom(next)
	return mt.finish(mv)
}

func (mt *Match) finish(mv Move) error {
	mt.moves = append(mt.moves, mv)
	mt.movers = append(mt.movers, mt.m.lastMover)
	if mt.debug {
		if t := mt.s.Total(); t != mt.total {
			return fmt.Errorf("ply %d (%s): %w: %d before, %d after", mt.s.Ply, mt.g.MoveName(mv), ErrNotConserved, mt.total, t)
		}
		if err := mt.g.sameKinds(mt.s, mt.kindTotals); err != nil {
			return fmt.Errorf("ply %d (%s): %w: %v", mt.s.Ply, mt.g.MoveName(mv), ErrNotConserved, err)
		}
	}
	mt.record()
	return mt.err
}

// MoveName writes a move as its pit name, followed, for a move sown
// against the variant's sowing direction, by the direction it goes: cw
// or ccw (r on explicit tracks); then, for a move whose mover makes
// choices during it, each choice after a colon: a pit's name, cw or ccw
// (fwd or rev on explicit tracks) for a direction, yes or no, a number
// (a3:b8, a2ccw:cw:yes, a3:4). A move that sows seeds of the mover's
// bank or reserve is written with HandPrefix before its pit (+a1:3).
func (g *Game) MoveName(mv Move) string {
	if mv.Rule >= 0 && int(mv.Rule) < len(g.p.moves) && g.p.moves[mv.Rule].pass {
		return PassName
	}
	if mv.Rule >= 0 && int(mv.Rule) < len(g.p.moves) && g.p.moves[mv.Rule].named != "" {
		return g.choiceNames(g.p.moves[mv.Rule].named, mv.Choice, mv.Drawn)
	}
	name := g.pitName(mv.Pit)
	if mv.Rule >= 0 && int(mv.Rule) < len(g.p.moves) {
		mr := &g.p.moves[mv.Rule]
		if mr.source != check.LiftPit {
			name = HandPrefix + name
		}
		if mr.reverse {
			name += g.reverseSuffix()
		}
	}
	return g.choiceNames(name, mv.Choice, mv.Drawn)
}

// reverseSuffix is what MoveName writes after the pit of a move sown
// against the variant's direction.
func (g *Game) reverseSuffix() string {
	switch {
	case g.p.v.Explicit:
		return "r"
	case g.p.v.Clockwise:
		return "ccw"
	}
	return "cw"
}
