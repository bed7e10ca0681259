package interpreter

import (
	"math/rand/v2"

	"github.com/mancala-toolkit/mancala/dsl/check"
)

// Machine holds the scratch space for playing one game at a time: the
// evaluation frame, candidate buffers, the positions of the game so far
// (for repetition) and the random source of playouts. It is not safe for
// concurrent use; give each goroutine its own.
type Machine struct {
	g         *Game
	f         frame
	lastMover Player

	cands   []cand
	cur     *State // the position of a playout
	scratch *State
	results []*State // results[i] is the position after cands[i], when legal
	legal   []bool
	known   bool // cands, results and legal describe the current position
	counted int32

	capLog                  []capture // the captures of the move being played
	capt                    []int32   // capt[i]: seeds candidate i captured
	lapsOf                  []int32   // lapsOf[i]: laps candidate i sowed
	dirOf                   []int8    // dirOf[i]: the way candidate i was going when it ended
	dkOf                    []uint64  // dkOf[i]: the change candidate i made to the pits' part of the key (runkey.go)
	dkLost                  []bool    // dkLost[i]: ... not known
	runPits                 uint64    // the pits' part of the key of a playout's position, when it runs
	checkKeys               bool      // tests: compare every running key with the key summed
	badKeys                 int       // ... and count those that differ
	work                    Work
	cyc                     *State
	cycHand, cycAt, cycFrom int32
	cycCaptured             int32
	cycSown                 int64 // seeds sown in the laps since the position was kept
	cycDir                  int8
	cycDepth                int8     // the decision points met when the position was kept: a move choosing as it goes does not repeat
	cycleAt, cycleLen       int32    // the move last tried repeated after lap cycleAt, every cycleLen laps (0: it did not)
	lifts                   []lift   // the seeds lifted by the move's start or the last lap's end
	hist                    []uint64 // keys of the positions since the last irreversible change
	keepLine                bool     // PlayoutOnLine: a playout continues hist
	kept                    []bool   // kept[x]: pit x keeps its seeds into the next round (nextRound)
	shared                  []bool   // shared[x]: pit x's seeds are split between two players at the round's end (nextRound)
	histFrom                histMark // what those positions share
	rng                     *rand.Rand
	src                     *rand.PCG
	order                   []int32
	picked                  int32 // playouts: index of a legal move found by hasMoves, or -1
	passAt                  int32 // index of the pass among cands when it is legal, or -1
	stats                   Stats
	playout                 bool
	scan                    bool    // Result: moves only need to be found to exist
	anyMove                 int8    // then: 1 there is a legal move, -1 there is none, 0 not known yet
	legalIdx                []int32 // the candidates the last Legal returned
	legalMover              Player
	err                     error   // the last run-time error met trying a move
	trace                   *[]Move // playouts append their moves here, when set
	alts                    []uint8 // the alternatives of a decision point (see choice.go)
	drawIdx                 []int32 // the outcomes of an open move being drawn (see chance.go)

	fixed fixedBoard // during a playout of a game whose owners and marks never change

	// variants with kinds only: capK[i] and liftK[i], the seeds of each
	// kind but the first of capLog[i] and lifts[i] (see kinds.go)
	capK, liftK []kindCounts
	// sownN and sownK: the seeds of the drop just made, and of each kind
	// but the first among them (sown.KIND; variants with kinds only;
	// kept here, not in the frame, which is copied whole)
	sownN int32
	sownK kindCounts
}

// NewMachine returns a machine for playing g.
func (g *Game) NewMachine() *Machine {
	n := g.p.n
	nv := len(g.p.initValues)
	m := &Machine{g: g, cur: newState(n, nv), scratch: newState(n, nv), cyc: newState(n, nv), picked: -1, passAt: -1}
	m.f.g, m.f.m = g, m
	k := g.p.maxCands()
	m.cands = make([]cand, 0, k)
	m.order = make([]int32, 0, k)
	for range k {
		m.results = append(m.results, newState(n, nv))
	}
	m.legal = make([]bool, k)
	m.capt = make([]int32, k)
	m.lapsOf = make([]int32, k)
	m.dirOf = make([]int8, k)
	m.dkOf = make([]uint64, k)
	m.dkLost = make([]bool, k)
	m.capLog = make([]capture, 0, 2*n)
	m.lifts = make([]lift, 0, g.p.maxLifts)
	if g.p.chooses {
		m.alts = make([]uint8, 0, n)
	}
	m.src = rand.NewPCG(1, 2)
	m.rng = rand.New(m.src)
	return m
}

// maxCands is the most candidates a position can have: every pit of the
// rows, once for each way round the track some move rule sows. (A player
// may own more than half the pits: by the sides, or by own.)
func (p *Program) maxCands() int {
	var ways [2]bool
	for _, r := range p.moves {
		ways[b2i(r.reverse)] = true
	}
	return int(p.grid) * (b2i(ways[0]) + b2i(ways[1]))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// candidates lists the pits the player to move may try, in pit order,
// with the move rule that admits each.
func (m *Machine) candidates(s *State) {
	p := m.g.p
	f := &m.f
	f.s, f.s0, f.mover, f.ply = s, s, s.ToMove, s.Ply+1
	m.cands = m.cands[:0]
	if p.whenRepeated {
		m.ownHistory(s)
	}
	rules := 0 // rules that admitted a pit
	for ri := range p.moves {
		r := &p.moves[ri]
		if !r.inPhase(s.Phase) {
			continue
		}
		if r.noPit || (r.fallback && len(m.cands) > 0) {
			continue
		}
		// next and prev step the way the rule's moves go
		f.dir = int8(b2i(r.reverse))
		if r.when != nil && !r.when(f) {
			continue
		}
		have := len(m.cands)
		if m.fixed.on && have == 0 {
			m.fixedStarts(s, r, int32(ri))
			if len(m.cands) > 0 {
				rules++
			}
			continue
		}
		for _, x := range r.pits[f.mover] {
			if !r.counts(s.Pits[x]) || (!r.anyOwner && s.Owner[x] != f.mover) || !r.marked(s.Marks[x]) {
				continue
			}
			if have > 0 && m.taken(m.cands[:have], x, r) {
				continue
			}
			if r.rest != nil {
				f.pit = x
				if !r.rest(f) {
					continue
				}
			}
			m.cands = append(m.cands, cand{Pit: x, Rule: int32(ri)})
		}
		if len(m.cands) > have {
			rules++
		}
	}
	if rules > 1 {
		// keep pit order when several rules contributed
		for i := 1; i < len(m.cands); i++ {
			for j := i; j > 0 && m.cands[j].Pit < m.cands[j-1].Pit; j-- {
				m.cands[j], m.cands[j-1] = m.cands[j-1], m.cands[j]
			}
		}
	}
	if p.named {
		m.offerNamed(s)
	}
	m.grow()
}

// grow makes room in the per-candidate buffers for every candidate; it
// allocates only when a position has more candidates than any before.
func (m *Machine) grow() {
	for len(m.results) < len(m.cands) {
		m.results = append(m.results, newState(m.g.p.n, len(m.g.p.initValues)))
		m.legal = append(m.legal, false)
		m.capt = append(m.capt, 0)
		m.lapsOf = append(m.lapsOf, 0)
		m.dirOf = append(m.dirOf, 0)
		m.dkOf = append(m.dkOf, 0)
		m.dkLost = append(m.dkLost, false)
	}
}

// offerPass adds the move pass to the candidates of s when a pass rule
// allows it now: any pass rule when s has no legal move (stuck), else
// only an optional one (pass: optional). It returns the pass's index
// among the candidates, or -1.
func (m *Machine) offerPass(s *State, stuck bool) int32 {
	m.passAt = -1
	if !m.g.p.passes || (!stuck && !m.g.p.optPass) {
		return -1
	}
	f := &m.f
	f.s, f.mover, f.ply = s, s.ToMove, s.Ply+1
	for ri := range m.g.p.moves {
		r := &m.g.p.moves[ri]
		if !r.pass || (!stuck && !r.optional) || !r.inPhase(s.Phase) || (r.when != nil && !r.when(f)) {
			continue
		}
		i := len(m.cands)
		m.cands = append(m.cands, cand{Pit: -1, Rule: int32(ri)})
		m.grow()
		m.legal[i] = m.try(s, i) == stOK
		m.passAt = int32(i)
		return m.passAt
	}
	return -1
}

// optionalPass reports whether a pass rule offers the pass beside the
// other moves in s now (pass: optional, its phase and when holding).
func (m *Machine) optionalPass(s *State) bool {
	f := &m.f
	saved := *f
	defer func() { *f = saved }()
	f.s, f.mover, f.ply = s, s.ToMove, s.Ply+1
	for ri := range m.g.p.moves {
		r := &m.g.p.moves[ri]
		if r.pass && r.optional && r.inPhase(s.Phase) && (r.when == nil || r.when(f)) {
			return true
		}
	}
	return false
}

// isPass reports whether mv is a pass.
func (m *Machine) isPass(mv Move) bool {
	return mv.Rule >= 0 && int(mv.Rule) < len(m.g.p.moves) && m.g.p.moves[mv.Rule].pass
}

// counts reports whether a pit holding n seeds passes the rule's tests
// of the count.
func (r *moveRule) counts(n int32) bool {
	return uint32(n-r.minCount) <= r.countSpan
}

// marked reports whether a pit bearing marks passes the rule's tests of
// marks.
func (r *moveRule) marked(marks uint8) bool {
	return marks&r.has == r.has && marks&r.hasNot == 0
}

// taken reports whether an earlier rule already admitted pit x in the
// same direction as rule r, for a move that sows seeds from the same
// place (the pit, or the mover's bank or reserve: see hand.go).
func (m *Machine) taken(cs []cand, x int32, r *moveRule) bool {
	for _, c := range cs {
		if o := &m.g.p.moves[c.Rule]; c.Pit == x && o.reverse == r.reverse && (o.source == check.LiftPit) == (r.source == check.LiftPit) {
			return true
		}
	}
	return false
}

// try simulates candidate i from s into results[i].
func (m *Machine) try(s *State, i int) status {
	r := m.results[i]
	if m.fixed.on {
		if i >= len(m.fixed.synced) || m.fixed.synced[i] != m.fixed.playout {
			m.sync(i, s)
		}
		r.copyPlay(s)
	} else {
		r.CopyFrom(s)
	}
	obs, last := m.f.obs, m.lastMover
	m.f.obs = nil
	m.f.s0 = s
	st := m.apply(r, m.cands[i])
	if st == stError {
		m.err = m.f.err
	}
	m.f.obs, m.lastMover = obs, last
	m.capt[i] = m.f.captured
	m.lapsOf[i] = m.f.laps
	m.dirOf[i] = m.f.dir
	if m.f.keyed {
		// (seeds still lifted were not sown by a lap: see runkey.go)
		m.dkOf[i], m.dkLost[i] = m.f.dk, m.f.dkLost || len(m.lifts) > 0
	}
	return st
}

// expand finds every legal move of s.
func (m *Machine) expand(s *State) error {
	if m.known {
		return nil
	}
	m.candidates(s)
	m.counted = 0
	for i := 0; i < len(m.cands); i++ {
		st := m.try(s, i)
		if st == stError {
			return m.f.err
		}
		if m.f.depth > 0 {
			m.chose(i)
		}
		m.legal[i] = st == stOK
		if m.legal[i] {
			m.counted++
		}
		switch st {
		case stTooLong:
			m.stats.TooLong++
		case stIllegal:
			m.stats.Illegal++
		}
	}
	if len(m.g.p.filters) > 0 {
		m.filter(s)
	}
	m.passAt = -1
	if m.counted == 0 || m.g.p.optPass {
		m.offerPass(s, m.counted == 0)
	}
	m.known = true
	return nil
}

// chose completes candidate i, just tried, with the choices it made,
// and puts the candidate with the next sequence of choices, if any,
// after it (see choice.go), to be tried next.
func (m *Machine) chose(i int) {
	c := &m.cands[i]
	c.Choice, c.Drawn = m.f.made, m.f.drawn
	next, ok := m.f.nextChoice()
	if !ok {
		return
	}
	m.cands = append(m.cands, cand{})
	copy(m.cands[i+2:], m.cands[i+1:])
	m.cands[i+1] = cand{Pit: m.cands[i].Pit, Rule: m.cands[i].Rule, Choice: next}
	m.grow()
}

// filtersApply reports whether some filter's when holds in s, so that
// the legal moves must all be found to be filtered.
func (m *Machine) filtersApply(s *State) bool {
	fs := m.g.p.filters
	if len(fs) == 0 {
		return false
	}
	f := &m.f
	saved := *f
	f.s, f.s0, f.mover, f.ply, f.dir = s, s, s.ToMove, s.Ply+1, 0 // no move played yet: s is its start
	on := false
	for i := range fs {
		if fs[i].when == nil || fs[i].when(f) {
			on = true
			break
		}
	}
	*f = saved
	return on
}

// filter narrows the legal moves of s by the variant's filters: a filter
// whose when holds keeps only the moves whose resulting position passes
// keep, if any does (or, strict, even if none does).
func (m *Machine) filter(s *State) {
	f := &m.f
	saved := *f
	defer func() { *f = saved }()
	for _, fl := range m.g.p.filters {
		f.s, f.mover, f.ply, f.dir = s, s.ToMove, s.Ply+1, 0
		if fl.when != nil && !fl.when(f) {
			continue
		}
		pass := int32(0)
		for i := range m.cands {
			if m.legal[i] && m.keeps(s, fl, i) {
				pass++
			}
		}
		if m.stats.Filtered != nil && !m.playout && m.counted > 0 {
			n := m.stats.Filtered[fl.pos]
			n[0]++
			if pass > 0 {
				n[1]++
			}
			m.stats.Filtered[fl.pos] = n
		}
		if pass == 0 && !fl.strict {
			continue
		}
		for i := range m.cands {
			m.legal[i] = m.legal[i] && m.keeps(s, fl, i)
		}
		if m.stats.IllegalBy != nil && !m.playout && m.counted > pass {
			m.stats.IllegalBy[fl.pos] += int(m.counted - pass)
		}
		m.counted = pass
	}
}

// keeps evaluates a filter's keep on the position candidate i leads to.
func (m *Machine) keeps(s *State, fl filter, i int) bool {
	f := &m.f
	f.s, f.mover, f.ply = m.results[i], s.ToMove, s.Ply+1
	f.start, f.captured, f.laps, f.dir = m.cands[i].Pit, m.capt[i], m.lapsOf[i], m.dirOf[i]
	return fl.keep(f)
}

// countMoves is the number of legal moves of the current position.
func (m *Machine) countMoves() int32 {
	saved := m.f
	err := m.expand(m.f.s)
	m.f = saved
	if err != nil {
		m.f.err = err
	}
	if m.g.p.drawAt != "" {
		return m.openCount()
	}
	return m.counted
}

// openCount is the number of legal moves as the mover sees them in a
// variant that draws lots: each move once, whatever its outcomes (see
// Open).
func (m *Machine) openCount() int32 {
	n := int32(0)
	for i, c := range m.cands {
		if !m.legal[i] {
			continue
		}
		o, seen := Open(c), false
		for j := range i {
			if m.legal[j] && Open(m.cands[j]) == o {
				seen = true
				break
			}
		}
		if !seen {
			n++
		}
	}
	return n
}

func (g *Game) pitName(p int32) string {
	if p < 0 || int(p) >= g.p.n {
		return "none"
	}
	return g.p.board.Names[p]
}

// Stats counts what legal-move generation rejected.
type Stats struct {
	TooLong int // candidate moves that would not end within the lap limit
	Illegal int // candidate moves a rule made illegal
	// IllegalBy counts the candidates each rule (by position) made
	// illegal, and the legal moves each filter removed; kept only after
	// CountRejections.
	IllegalBy map[string]int
	// Filtered counts, for each filter (by position), the positions in
	// which it applied (its when held, with legal moves to narrow) and
	// those in which its keep held for at least one of them; kept only
	// after CountRejections.
	Filtered map[string][2]int
}

// CountRejections makes the match count, in Stats().IllegalBy, which rule
// made each rejected candidate illegal, and in Stats().Filtered what each
// filter kept. It costs a map update per rejection, and per filter
// applied.
func (mt *Match) CountRejections() {
	mt.m.stats.IllegalBy = map[string]int{}
	mt.m.stats.Filtered = map[string][2]int{}
}

func (m *Machine) noteIllegal(r *rule) {
	if m.stats.IllegalBy != nil && r != nil && !m.playout {
		m.stats.IllegalBy[r.pos]++
	}
}

// Work counts what a machine's playouts did, for benchmarks.
type Work struct {
	Playouts, Plies, Turns, Laps int64
}

// Work returns the counts since the machine was made.
func (m *Machine) Work() Work { return m.work }

// Stats returns the counts since the machine was made.
func (m *Machine) Stats() Stats { return m.stats }

// Stats returns what the match's legal-move generation rejected so far.
func (mt *Match) Stats() Stats { return mt.m.stats }
