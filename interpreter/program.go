// Package interpreter compiles a checked variant into an immutable
// Program and plays games of it.
//
// The pipeline is Compile (once per variant) → Program.Configure (once
// per option set) → Game, which is safe for concurrent use; each
// goroutine plays on its own Match or Machine. Tracks are index arrays
// and conditions are closures compiled once, so playing allocates
// nothing.
//
// The package knows sowing, laps, conditions, actions, ownership, marks
// and phases; it knows no particular game.
package interpreter

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Program is a compiled variant: its geometry and tracks as index
// arrays. Its rules are compiled for each option set by Configure, which
// folds the option values into them. It is immutable.
type Program struct {
	v         *check.Variant
	board     *board.Board
	n         int
	grid      int32 // pits below this index are in rows; the rest are stores
	order     turnOrder
	track     [board.MaxPlayers][]int32    // each player's track, in the sowing direction
	next      [board.MaxPlayers][2][]int32 // [player][direction]: pit → next pit, -1 off the track; direction 1 is reversed
	pos       [board.MaxPlayers][]int32    // pit → index in the player's track, -1 off the track
	onTrack   [board.MaxPlayers][]int32    // the pits of each player's track, in pit order
	holes     []int32                      // every pit of the rows (not the stores), in pit order
	isFront   []bool
	isBack    []bool
	start     *State
	total     int
	skipOrig  boolFn
	skips     bool     // the sowing skips some pits: those where skipAt and skip hold
	skipAt    pitTable // the conditions of skip on the pit alone
	skip      boolFn   // the others (nil: none)
	origFirst boolFn
	drop      intFn
	// placeAt and place: the seed number in the lap at which a seed of
	// kind place (an index into Kinds, above 0) falls (sowing.place); nil
	// when not given.
	placeAt   intFn
	place     int32
	dropPos   string // where drop is written, for EvClamp
	filters   []filter
	onDrop    []rule
	dropMask  uint8 // on_drop rules can fire only on pits with one of these marks
	dropAll   bool  // no such mask could be derived: try them on every pit
	moves     []moveRule
	lapEnd    []rule
	afterMove []rule
	end       []endRule
	score     intFn
	enter     []boolFn // per phase; nil for the first, and for one entered only when the phase before it ends
	leave     []boolFn // per phase; nil: never read
	turns     []int32  // per phase: the turns it lasts, 0 for no limit
	rounds    *rounds  // nil: one round
	horizon   int
	// usesRepeated: some end rule counts repetitions, so playouts keep
	// the positions of the game
	usesRepeated bool
	// whenRepeated: a move rule's when reads repeated, so the history
	// must end with the position whose moves are found (ownHistory)
	whenRepeated bool
	readsPly     bool // some rule reads ply (set by the compiler; read by solvers)
	passes       bool // some move rule offers the move pass
	named        bool // some move rule offers a named move (named.go)
	optPass      bool // some move rule offers it with the other moves (pass: optional)
	chooses      bool // some action is a decision point (choose, draw)
	// drawAt is the place of the first draw action, "" when the variant
	// draws no lots (see chance.go)
	drawAt    string
	lapLimit  int // option indices
	moveLimit int
	endless   int
	maxLifts  int // the most seeds lifts one lap_end rule can make (relay, sow), the move's own lift at least

	// initValues are the values' start values, by slot (nil when the
	// variant declares none); a round starts with them too.
	initValues []int32

	// ownersChange, marksChange: some action can change a pit's owner,
	// or its marks (else the repetition rule need not look at them)
	ownersChange, marksChange bool
	// fixedBoard: no pit changes owner or marks during a game
	fixedBoard bool
	keyMul     []uint64 // the multipliers of repetition keys (see key)

	// keyed: every action reports the seeds it moves; runKey: playouts
	// keep the key of their position running; cycles: each track both
	// ways, with the sums of its multipliers (runkey.go)
	keyed, runKey bool
	cycles        [board.MaxPlayers][2]cycle

	// kinds is the number of declared kinds of seed beyond the first (0
	// without kinds); worth0 and worthOf what one seed of the first and
	// of each other kind is worth (see kinds.go)
	kinds   int32
	worth0  int32
	worthOf kindCounts
	// stack: the holes are stacks (sowing.order: stack, see stack.go);
	// dropTells: the holes are stacks, or some rule reads sown.KIND, so
	// that each drop keeps its kinds (dropTelling)
	stack, dropTells bool
}

type rule struct {
	id     string
	doc    string
	pos    string
	phases uint64 // bit per phase; 0 for every phase
	when   boolFn
	each   *walk // nil: the actions run once
	do     []actionFn

	// gate holds what when asks of the pit (landing in lap_end, pit in
	// on_drop) that the engine tests without a call; when then holds
	// the rest. Other rules' gates pass every pit.
	gate pitGate
}

// walk is a compiled each: the pits from from, step at a time, while holds.
type walk struct {
	from  intFn
	step  int32
	while boolFn
}

type moveRule struct {
	rule
	// pits lists, for each player, the pits a move can start from: on
	// their track and not a store, in pit order.
	pits     [board.MaxPlayers][]int32
	minCount int32  // pits holding fewer seeds never pass from
	rest     boolFn // what from tests beyond the count and marks (nil: nothing)
	from     boolFn // the whole of from, for tests; candidates read the parts above
	fallback bool
	reverse  bool // sows against the track
	noSow    bool // the move sows no seed
	pass     bool // the rule offers the move pass
	// named is the name of the move a named rule offers, from no pit
	// ("" for other rules); noPit is pass or named: the rule admits no
	// pit.
	named    string
	noPit    bool
	optional bool // ... with the other moves too (pass: optional)

	has, hasNot uint8  // marks from asks the pit to bear all of, and none of
	countSpan   uint32 // pits holding more than minCount+countSpan never pass from
	// anyOwner: from is read on pits whoever owns them (else only the
	// mover's own)
	anyOwner bool
	steps    *rule // the move's own steps, run in place of sowing; nil for none
	// hand: the move lifts some of its pit's seeds (lift), or seeds
	// from the mover's bank or reserve (source), rather than every seed
	// of its pit; see hand.go
	hand   bool
	lift   intFn // how many (nil: all there are)
	source int8  // check.LiftPit, LiftBank or LiftReserve
	liftAt string
}

// rounds is a compiled rounds section.
type rounds struct {
	fill  int32
	first string
	mark  int // the mark of an unfilled pit, or -1: it passes to the opponent
	// refill is the phase in which the players lay out their seeds from
	// their reserves, or -1 for the automatic layout
	refill int
	// points is the match points a round gives f.player (nil: none);
	// target the points that win the match (0: none)
	points intFn
	target int32
	// keep tells, with f.pit a pit, whether the pit keeps its seeds and
	// owner into the next round (nil: no pit does but those of nobody)
	keep boolFn
	// split tells, with f.pit a pit, whether the pit's seeds are shared
	// between its owner and the other player when the round ends (nil:
	// no pit's are)
	split boolFn
	// rotate is, with f.s.Round a round's number, how many places the
	// sides have passed on round the players in that round (nil: none)
	rotate intFn
}

type filter struct {
	id     string
	pos    string // file:line:col, the key of Stats.IllegalBy
	when   boolFn
	keep   boolFn
	strict bool
}

type endRule struct {
	id     string
	pos    string
	when   boolFn
	winner string
	reason string
}

// Compile turns a checked variant into a Program.
func Compile(v *check.Variant) *Program {
	b := v.Board
	p := &Program{v: v, board: b, n: b.N(), grid: int32(b.Grid()), horizon: v.LapHorizon, order: newTurnOrder(b.Players)}
	for pl := range b.Players {
		p.track[pl] = ints(v.Tracks[pl])
		p.next[pl] = [2][]int32{make([]int32, p.n), make([]int32, p.n)}
		p.pos[pl] = make([]int32, p.n)
		for i := range p.n {
			p.next[pl][0][i], p.next[pl][1][i], p.pos[pl][i] = -1, -1, -1
		}
		t := p.track[pl]
		p.onTrack[pl] = append([]int32(nil), t...)
		slices.Sort(p.onTrack[pl])
		for i, x := range t {
			p.pos[pl][x] = int32(i)
			p.next[pl][0][x] = t[(i+1)%len(t)]
			p.next[pl][1][x] = t[(i+len(t)-1)%len(t)]
		}
	}
	for x := range p.grid {
		p.holes = append(p.holes, x)
	}
	p.isFront = make([]bool, p.n)
	p.isBack = make([]bool, p.n)
	for pl := range b.Players {
		for _, x := range b.FrontPits[pl] {
			p.isFront[x] = true
		}
		for _, x := range b.BackPits[pl] {
			p.isBack[x] = true
		}
	}
	p.initValues = initValues(v)
	s := p.newState()
	for i, n := range v.Start.Pits {
		s.Pits[i] = int32(n)
		s.Owner[i] = Player(b.SideOf[i])
	}
	for pl, n := range v.Start.Reserve {
		s.Reserve[pl] = int32(n)
	}
	s.ToMove = Player(v.Start.First)
	p.initKinds(s)
	p.start = s
	p.total = s.Total()
	p.keyMul = keyMuls(p.n, len(p.initValues)+len(s.Kinds))
	for pl := range b.Players {
		for dir := range 2 {
			p.cycles[pl][dir] = newCycle(p.n, p.track[pl], dir, p.keyMul)
		}
	}

	p.lapLimit = v.OptionIndex("lap-limit")
	p.moveLimit = v.OptionIndex("move-limit")
	p.endless = v.OptionIndex("endless")
	p.maxLifts = 1
	for _, r := range v.LapEnd {
		n := 0
		for _, a := range r.Do {
			if d, ok := builtin.LookupAction(a.Name); ok && d.Lifts {
				n++
			}
		}
		p.maxLifts = max(p.maxLifts, n)
	}
	return p
}

// compileRules compiles the rules of a game into gp, a copy of the
// program made for the game, with the option values folded in.
func compileRules(gp *Program, opt []int32) {
	p, v := gp, gp.v
	c := &compiler{p: gp, opt: opt}
	// gp may be the program of a game already configured: start afresh,
	// and never append to slices shared with the program copied
	p.filters, p.moves, p.end, p.enter, p.leave, p.turns = nil, nil, nil, nil, nil, nil
	p.dropMask, p.dropAll, p.usesRepeated, p.whenRepeated = 0, false, false, false
	p.ownersChange, p.marksChange, p.readsPly, p.keyed = false, false, false, true
	p.skips, p.skipAt, p.skip = false, pitTable{}, nil
	p.skipOrig = c.unlessFalse(v.SkipOrigin)
	if on, fixed := c.constBool(v.Skip); v.Skip != nil && (!fixed || on) {
		at, rest := c.split(v.Skip, "pit")
		p.skips, p.skipAt, p.skip = true, at, c.all(rest)
	}
	p.origFirst = c.unlessFalse(v.OriginFirst)
	if v.Drop != nil {
		p.drop = c.integer(v.Drop)
		p.dropPos = v.Syntax.Sowing.Drop.Pos.String()
	}
	p.placeAt, p.place = nil, 0
	if v.PlaceAt != nil && v.Place > 0 {
		p.placeAt, p.place = c.integer(v.PlaceAt), int32(v.Place)
	}
	for _, f := range v.Filters {
		p.filters = append(p.filters, filter{id: f.ID, pos: f.Pos.String(), when: c.boolean(f.When), keep: c.boolean(f.Keep), strict: f.Strict})
	}
	p.onDrop = c.rules(v.OnDrop, "pit")
	for _, r := range v.OnDrop {
		m, ok := requiredMarks(r.When, v.Info.Marks)
		p.dropMask |= m
		p.dropAll = p.dropAll || !ok
	}
	p.lapEnd = c.rules(v.LapEnd, "landing")
	p.afterMove = c.rules(v.AfterMove, "")
	for _, m := range v.Moves {
		c.rule = ruleName(m.ID, m.Pos.String())
		mr := moveRule{
			rule:     rule{id: m.ID, doc: m.Doc, pos: m.Pos.String(), phases: phaseMask(m.Phases), when: c.boolean(m.When), do: c.actions(m.Before)},
			minCount: c.minCount(m.From),
			fallback: m.Fallback,
			reverse:  m.Reverse,
			noSow:    m.NoSow,
			pass:     m.Pass,
			named:    m.Name,
			noPit:    m.Pass || m.Name != "",
			optional: m.PassOptional,
			anyOwner: m.AnyPit,
			from:     c.boolean(m.From),
		}
		at, conds := c.split(m.From, "pit")
		var rest []expr.Expr
		lo, hi := int64(mr.minCount), int64(math.MaxInt32)
		for _, x := range conds {
			bit, not, isMark := c.markTest(x, "pit")
			cnt, l, h, isCount := c.interval(x)
			switch {
			case isMark && not:
				mr.hasNot |= bit
			case isMark:
				mr.has |= bit
			case isCount && cnt.op == pitCount:
				lo, hi = max(lo, l), min(hi, h)
			default:
				rest = append(rest, x)
			}
		}
		mr.minCount, mr.countSpan = int32(lo), uint32(hi-lo)
		mr.rest = c.all(rest)
		starts := p.onTrack
		if m.AnyPit && m.NoSow {
			// a move that sows starts on the mover's track; one that
			// does not may be made from any pit
			starts = [board.MaxPlayers][]int32{}
			for pl := range p.board.Players {
				starts[pl] = p.holes
			}
		}
		for pl := range p.board.Players {
			for _, x := range starts[pl] {
				if x < p.grid && at.holds(Player(pl), x) && lo <= hi && !mr.noPit {
					mr.pits[pl] = append(mr.pits[pl], x)
				}
			}
		}
		c.moveLift(m, &mr)
		if len(m.Do) > 0 {
			mr.steps = &rule{id: m.ID, doc: m.Doc, pos: m.Pos.String(), do: c.actions(m.Do)}
			if e := m.Each; e != nil {
				mr.steps.each = &walk{from: c.integer(e.From), step: int32(e.Step), while: c.boolean(e.While)}
			}
		}
		p.moves = append(p.moves, mr)
	}
	for _, m := range p.moves {
		p.passes = p.passes || m.pass
		p.named = p.named || m.named != ""
		p.optPass = p.optPass || m.optional
	}
	for _, m := range v.Moves {
		if m.When != nil && usesName(m.When, "repeated") {
			p.usesRepeated, p.whenRepeated = true, true
		}
	}
	for _, e := range v.End {
		if on, fixed := c.constBool(e.When); fixed && !on {
			continue // an end rule the options turn off
		}
		if usesName(e.When, "repeated") {
			p.usesRepeated = true
		}
		p.end = append(p.end, endRule{id: e.ID, pos: e.Pos.String(), when: c.boolean(e.When), winner: e.Winner, reason: e.Reason})
	}
	p.score = nil
	if v.Score != nil {
		p.score = c.integer(v.Score)
	}
	for _, ph := range v.Phases {
		p.enter = append(p.enter, c.boolean(ph.Enter))
		p.leave = append(p.leave, c.boolean(ph.Leave))
		p.turns = append(p.turns, int32(ph.Turns))
	}
	p.rounds = nil
	if r := v.Rounds; r != nil {
		if on, fixed := c.constBool(r.When); r.When == nil || (fixed && on) {
			p.rounds = &rounds{fill: int32(r.Fill), first: r.First, mark: r.Mark, refill: r.Refill, target: int32(r.Target)}
			if r.Points != nil {
				p.rounds.points = c.integer(r.Points)
			}
			p.rounds.keep = c.boolean(r.Keep)
			if r.Split != nil {
				p.rounds.split = c.boolean(r.Split)
			}
			if r.Rotate != nil {
				p.rounds.rotate = c.integer(r.Rotate)
			}
		}
	}
	p.fixedBoard = !p.ownersChange && !p.marksChange && p.rounds == nil
	p.runKey = p.runsKey()
}

func phaseMask(phases []int) uint64 {
	var m uint64
	for _, i := range phases {
		m |= 1 << i
	}
	return m
}

// rules compiles rules whose conditions are about the pit named v (none
// when v is "").
func (c *compiler) rules(rs []check.Rule, v string) []rule {
	var out []rule
	for _, r := range rs {
		if on, fixed := c.constBool(r.When); fixed && !on {
			continue // a rule the options turn off never fires
		}
		c.rule = ruleName(r.ID, r.Pos.String())
		ru := rule{id: r.ID, doc: r.Doc, pos: r.Pos.String(), phases: phaseMask(r.Phases), when: c.boolean(r.When), do: c.actions(r.Do)}
		ru.gate = anyPit
		if v != "" {
			g, rest := c.gate(r.When, v)
			ru.gate, ru.when = g, c.all(rest)
		}
		if r.Each != nil {
			ru.each = &walk{from: c.integer(r.Each.From), step: int32(r.Each.Step), while: c.boolean(r.Each.While)}
		}
		out = append(out, ru)
	}
	return out
}

// step returns the pit n steps from p along player pl's track, in
// direction dir (1: against the track).
func (p *Program) step(pl Player, dir int8, x, n int32) int32 {
	if x < 0 {
		return -1
	}
	i := p.pos[pl][x]
	if i < 0 {
		return -1
	}
	if dir != 0 {
		n = -n
	}
	l := int32(len(p.track[pl]))
	return p.track[pl][((i+n)%l+l)%l]
}

// Name is the variant's name, as in its file.
func (p *Program) Name() string { return p.v.Name }

// Variant returns the checked description the program was compiled from.
func (p *Program) Variant() *check.Variant { return p.v }

// Board returns the board geometry.
func (p *Program) Board() *board.Board { return p.board }

// Scores reports whether the variant defines a score.
func (p *Program) Scores() bool { return p.v.Score != nil }

// Options returns the option declarations, the engine's included.
func (p *Program) Options() []*check.Option { return p.v.Options }

// Game is a Program with its options set. It is immutable and safe for
// concurrent use.
type Game struct {
	p         *Program
	opt       []int32
	lapLimit  int32
	moveLimit int32
	endless   int32  // what becomes of a move at the lap limit: endlessIllegal, endlessStop or endlessDraw
	ruleset   string // the ruleset named when it was configured, if any
}

// Configure returns the game with the given options (name → written
// value); options not given take their defaults.
func (p *Program) Configure(values map[string]string) (*Game, error) {
	g := &Game{p: p, opt: make([]int32, len(p.v.Options))}
	for i, o := range p.v.Options {
		v, err := o.Parse(o.Default)
		if err != nil {
			return nil, err
		}
		g.opt[i] = v
	}
	names := make([]string, 0, len(values))
	for name := range values {
		names = append(names, name)
	}
	sort.Strings(names)
	given := make(map[string]string, len(values)) // by the options' own names
	for _, name := range names {
		i := p.v.OptionNamed(name)
		if i < 0 {
			var known []string
			for _, o := range p.v.Options {
				known = append(known, o.Name)
			}
			if c := diag.Closest(name, known); c != "" {
				return nil, fmt.Errorf("%s has no option %q; did you mean %q? (options: %s)", p.v.Name, name, c, strings.Join(known, ", "))
			}
			return nil, fmt.Errorf("%s has no option %q; options: %s", p.v.Name, name, strings.Join(known, ", "))
		}
		if _, twice := given[p.v.Options[i].Name]; twice {
			return nil, fmt.Errorf("%s: option %s is given twice (as %q)", p.v.Name, p.v.Options[i].Name, name)
		}
		given[p.v.Options[i].Name] = values[name]
		v, err := p.v.Options[i].Parse(values[name])
		if err != nil {
			return nil, err
		}
		g.opt[i] = v
	}
	g.lapLimit = g.opt[p.lapLimit]
	g.moveLimit = g.opt[p.moveLimit]
	g.endless = g.opt[p.endless]
	for _, name := range p.v.Params {
		if i := p.v.OptionIndex(name); g.opt[i] != p.defaultOpt(i) {
			// the board or set-up depends on this option: check and
			// build them again for the values chosen
			v, diags := check.CheckWith(p.v.Syntax, given)
			if v == nil {
				return nil, fmt.Errorf("%s with these options: %v", p.v.Name, diags.Err())
			}
			p = Compile(v)
			break
		}
	}
	gp := *p // geometry shared; rules compiled for these options
	compileRules(&gp, g.opt)
	g.p = &gp
	// the set-up may already satisfy a later phase's enter condition
	// (a placing phase with nothing to place)
	gp.start = p.start.Clone()
	g.NewMachine().settle(gp.start, 1-gp.start.ToMove)
	return g, nil
}

// Program returns the compiled variant.
func (g *Game) Program() *Program { return g.p }

// Option returns the written value of an option.
func (g *Game) Option(name string) string {
	i := g.p.v.OptionIndex(name)
	if i < 0 {
		return ""
	}
	return g.p.v.Options[i].Format(g.opt[i])
}

// OptionValues returns every option's written value, by name. An
// engine option that came after records and shards were first kept
// (endless) is left out at its default, so that theirs stay complete.
func (g *Game) OptionValues() map[string]string {
	out := map[string]string{}
	for i, o := range g.p.v.Options {
		if o.Implicit && g.opt[i] == g.p.defaultOpt(i) {
			continue
		}
		out[o.Name] = o.Format(g.opt[i])
	}
	return out
}

// Start returns a fresh copy of the set-up position.
func (g *Game) Start() *State { return g.p.start.Clone() }

// ruleDoc returns "ID (doc)" for the lap_end rule with the given id or
// position, for messages.
func (p *Program) ruleDoc(id string) string {
	for _, r := range p.lapEnd {
		if (r.id == id || r.pos == id) && r.doc != "" {
			return id + ": " + r.doc
		}
	}
	return id
}

func (p *Program) defaultOpt(i int) int32 {
	v, _ := p.v.Options[i].Parse(p.v.Options[i].Default)
	return v
}

// Tracks returns each player's track in sowing order, as pit indices.
func (p *Program) Tracks() [board.MaxPlayers][]int32 { return p.track }

// OnTrack reports whether pit lies on player's track. Seeds a sow action
// lifts from a pit off the mover's track (the opponent's rows, when each
// player sows only their own) are taken from the opponent: check and
// simulate count them as captured. Seeds lifted from a pit on the track
// are relayed.
func (p *Program) OnTrack(player Player, pit int32) bool {
	if player < 0 || int(player) >= len(p.order.names) {
		return false
	}
	_, found := slices.BinarySearch(p.onTrack[player], pit)
	return found
}

// usesName reports whether the expression x reads the name name.
func usesName(x expr.Expr, name string) bool {
	found := false
	expr.Inspect(x, func(x expr.Expr) bool {
		if id, ok := x.(*expr.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}
