package conform

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// The kinds of difference.
const (
	KindPits     = "pits"     // the seeds of some pit
	KindStores   = "stores"   // the seeds a player holds off the board
	KindToMove   = "to_move"  // the player to move
	KindReserved = "reserved" // the reserved pits or their owners
	KindLegal    = "legal"    // the legal moves offered
	KindIllegal  = "illegal"  // the recorded move is not one of our legal moves
	KindResult   = "result"   // the end: when, the winner or the scores
	KindCap      = "cap"      // an end at a cap (the record's or ours) on one side only
)

// Difference is one way a ply departs from the record.
type Difference struct {
	Game int    `json:"game"` // 1 for the first game compared
	File string `json:"file"`
	Line int    `json:"line"`
	Seed *int64 `json:"seed"`
	// Ply is the ply compared: 1 for the first move; 0 for the start
	// position.
	Ply int `json:"ply"`
	// Move is the recorded entry; Mapped the name looked up among our
	// moves (after --move-map, up to its first +).
	Move   string `json:"move,omitempty"`
	Mapped string `json:"mapped,omitempty"`
	// Kind is the first of Kinds, every kind of difference found.
	Kind  string   `json:"kind"`
	Kinds []string `json:"kinds"`
	// Rules are the IDs of the rules that fired in our ply (move, lap
	// end, after-move, phase and end rules), or that a refused move names.
	Rules []string `json:"rules"`
	// Detail says what differs, a line per item, record first.
	Detail []string `json:"detail"`
	// Before is true when the positions are those before the ply (a
	// legal list, a refused move, a game over too early), false for
	// those after it.
	Before   bool      `json:"before"`
	Expected *Snapshot `json:"expected"`
	Actual   *Snapshot `json:"actual"`
}

func (d *Difference) add(kind, detail string) {
	if !slices.Contains(d.Kinds, kind) {
		d.Kinds = append(d.Kinds, kind)
	}
	d.Kind = d.Kinds[0]
	d.Detail = append(d.Detail, detail)
}

// gameRun compares one game.
type gameRun struct {
	env      *env
	gm       *Game
	index    int
	compared int // plies compared
	agree    int // plies without a difference
	diffs    []*Difference
}

func (gr *gameRun) diff(ply int, mv string, before bool, exp, act *Snapshot) *Difference {
	gm := gr.gm
	return &Difference{Game: gr.index, File: gm.File, Line: gm.Line, Seed: gm.Seed, Ply: ply, Move: mv,
		Kinds: []string{}, Rules: []string{}, Detail: []string{}, Before: before, Expected: exp, Actual: act}
}

// recorded is the recorded position after ply i (0: the start), with
// its ply number and, after the last ply, the recorded result.
func (gr *gameRun) recorded(i int) *Snapshot {
	gm := gr.gm
	var s Snapshot
	if i == 0 {
		s = *gm.Start
	} else {
		s = gm.States[i-1]
	}
	s.Ply = i
	if i == len(gm.Moves) {
		s.Result = gm.Result
	}
	return &s
}

// compareStart compares the start positions.
func (gr *gameRun) compareStart(mt *interpreter.Match) *Difference {
	exp, act := gr.recorded(0), gr.env.snapshot(mt, false)
	exp.Legal, exp.Result = nil, nil
	d := gr.diff(0, "", true, exp, act)
	compareState(exp, act, d)
	if len(d.Kinds) == 0 {
		return nil
	}
	return d
}

// fromStart replays the game from its start and stops at its first
// difference.
func (gr *gameRun) fromStart() error {
	e := gr.env
	mt := e.g.NewMatch()
	mt.Debug(true)
	mt.Observe(e.observe)
	if d := gr.compareStart(mt); d != nil {
		gr.diffs = append(gr.diffs, d)
		return nil
	}
	for i, mv := range gr.gm.Moves {
		ds, _, err := gr.ply(mt, gr.recorded(i), gr.recorded(i+1), i+1, mv)
		if err != nil {
			return err
		}
		gr.compared++
		if len(ds) > 0 {
			gr.diffs = append(gr.diffs, ds...)
			return nil
		}
		gr.agree++
	}
	return nil
}

// perPly plays every ply from the recorded position before it.
func (gr *gameRun) perPly() error {
	e := gr.env
	mt0 := e.g.NewMatch()
	ctx := mt0.State().Clone()
	if d := gr.compareStart(mt0); d != nil {
		gr.diffs = append(gr.diffs, d)
	}
	for i, mv := range gr.gm.Moves {
		before := gr.recorded(i)
		s, err := e.state(before, ctx)
		if err != nil {
			return fmt.Errorf("the position before ply %d: %v", i+1, err)
		}
		mt, err := e.g.NewMatchFrom(s)
		if err != nil {
			return fmt.Errorf("the position before ply %d: %v", i+1, err)
		}
		mt.Debug(true)
		mt.Observe(e.observe)
		ds, played, err := gr.ply(mt, before, gr.recorded(i+1), i+1, mv)
		if err != nil {
			return err
		}
		gr.compared++
		if len(ds) == 0 {
			gr.agree++
		}
		gr.diffs = append(gr.diffs, ds...)
		ctx = s
		if played {
			ctx = mt.State().Clone()
		}
	}
	return nil
}

// ply compares ply n, entry mv, played on mt from the recorded position
// before (nil: not recorded), with the recorded position after (nil: not
// recorded). It reports whether the move was played.
func (gr *gameRun) ply(mt *interpreter.Match, before, after *Snapshot, n int, mv string) ([]*Difference, bool, error) {
	e := gr.env
	var ds []*Difference
	// our position before the ply, drawn only for a difference
	var actBefore *Snapshot
	ours := func() *Snapshot {
		if actBefore == nil {
			actBefore = e.snapshot(mt, true)
		}
		return actBefore
	}
	name := head(e.cfg.MoveMap.Apply(mv))
	if r := mt.Result(); r.Over {
		d := gr.diff(n, mv, true, before, ours())
		d.Mapped = name
		kind := KindResult
		if r.Reason == interpreter.ReasonMoveLimit {
			kind = KindCap
		}
		d.add(kind, fmt.Sprintf("our game is over before ply %d, the record plays %s: ours %s", n, mv, describe(actBefore.Result)))
		if r.Rule != "" {
			d.Rules = append(d.Rules, r.Rule)
		}
		return append(ds, d), false, nil
	}
	if before != nil && before.Legal != nil && !e.sameLegal(before.Legal, e.legalNames(mt)) {
		if d := gr.compareLegal(mt, before, ours(), n, mv); d != nil {
			d.Mapped = name
			ds = append(ds, d)
			if !e.cfg.PerPly {
				return ds, false, nil
			}
		}
	}
	legal, err := mt.Legal()
	if err != nil {
		return nil, false, fmt.Errorf("ply %d: %v", n, err)
	}
	var move *interpreter.Move
	for i, lm := range legal {
		if e.notation(e.g.MoveName(lm)) == name {
			move = &legal[i]
			break
		}
	}
	if move == nil {
		d := gr.diff(n, mv, true, before, ours())
		d.Mapped = name
		reason, rules := e.explain(mt.State(), name)
		d.add(KindIllegal, fmt.Sprintf("%s: not one of our legal moves: %s", name, reason))
		d.Rules = append(d.Rules, rules...)
		return append(ds, d), false, nil
	}
	e.fired = e.fired[:0]
	round0 := mt.State().Round
	if err := mt.Play(*move); err != nil {
		// the engine refused the move after all, or failed a check after
		// playing it: show the position it left
		d := gr.diff(n, mv, false, after, e.snapshot(mt, false))
		d.Mapped = name
		d.add(KindIllegal, fmt.Sprintf("playing %s failed: %v", name, err))
		d.Rules = append(d.Rules, e.fired...)
		return append(ds, d), false, nil
	}
	last := n == len(gr.gm.Moves)
	if after == nil || (!last && e.agrees(after, mt.State())) {
		return ds, true, nil
	}
	c := *after
	c.Legal = nil
	exp := &c
	actAfter := e.snapshot(mt, false)
	roundEnd := last && gr.gm.Result != nil && gr.gm.Result.Reason == ReasonRoundEnd
	if roundEnd && e.roundEnded(mt, round0) {
		// the record's first round is over, and so is ours: compare the
		// position as the round ended, not our next round's set-up
		actAfter = e.asRoundEnded(mt.State(), exp)
	}
	d := gr.diff(n, mv, false, exp, actAfter)
	d.Mapped = name
	d.Rules = append(d.Rules, e.fired...)
	compareState(exp, actAfter, d)
	switch {
	case roundEnd:
		compareRoundEnd(mt, e.roundEnded(mt, round0), d, n)
	case last:
		compareResult(gr.gm.Result, actAfter.Result, d, n)
	}
	if len(d.Kinds) > 0 {
		ds = append(ds, d)
	}
	return ds, true, nil
}

// agrees reports, without building a snapshot, whether our position s
// surely agrees with the recorded one on pits, stores and the player to
// move, and has no reserved pit where the record has none. False means
// only that the two must be compared in full.
func (e *env) agrees(exp *Snapshot, s *interpreter.State) bool {
	b := e.board
	if exp.ToMove != board.PlayerNames[s.ToMove&1] || len(exp.Reserved) > 0 {
		return false
	}
	for pl, who := range board.PlayerNames {
		if exp.Stores[who] != e.offBoard(s, pl) {
			return false
		}
	}
	for i := range b.Grid() {
		if exp.Pits[b.Names[i]] != int(s.Pits[i]) || s.Owner[i] != interpreter.Player(b.SideOf[i]) || s.Marks[i] != 0 {
			return false
		}
	}
	return true
}

// sameLegal reports whether the recorded legal moves, mapped, are the
// same set as ours.
func (e *env) sameLegal(rec, ours []string) bool {
	mapped := make([]string, len(rec))
	for i, x := range rec {
		mapped[i] = head(e.cfg.MoveMap.Apply(x))
	}
	for _, x := range mapped {
		if !slices.Contains(ours, x) {
			return false
		}
	}
	for _, x := range ours {
		if !slices.Contains(mapped, x) {
			return false
		}
	}
	return true
}

// compareState compares the pits, stores, player to move and reserved
// pits of two positions.
func compareState(exp, act *Snapshot, d *Difference) {
	var pits []string
	for _, name := range sortedPits(exp.Pits) {
		if exp.Pits[name] != act.Pits[name] {
			pits = append(pits, fmt.Sprintf("%s %d/%d", name, exp.Pits[name], act.Pits[name]))
		}
	}
	if len(pits) > 0 {
		d.add(KindPits, "pits (record/ours): "+strings.Join(pits, ", "))
	}
	for _, who := range board.PlayerNames {
		if x, y := exp.Stores[who], act.Stores[who]; x != y {
			d.add(KindStores, fmt.Sprintf("%s's seeds off the board: record %d, ours %d", who, x, y))
		}
	}
	if exp.ToMove != act.ToMove {
		d.add(KindToMove, fmt.Sprintf("to move: record %s, ours %s", exp.ToMove, act.ToMove))
	}
	var res []string
	names := sortedPits(exp.Reserved)
	for _, name := range sortedPits(act.Reserved) {
		if _, ok := exp.Reserved[name]; !ok {
			names = append(names, name)
		}
	}
	for _, name := range names {
		if x, y := exp.Reserved[name], act.Reserved[name]; x != y {
			res = append(res, fmt.Sprintf("%s %s/%s", name, orNone(x), orNone(y)))
		}
	}
	if len(res) > 0 {
		d.add(KindReserved, "reserved (record/ours): "+strings.Join(res, ", "))
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// isCap reports whether a recorded reason is a cap of the recording
// engine (a turn or move limit): a draw that says nothing of the rules.
func isCap(reason string) bool { return reason == "turn-limit" || reason == "move-limit" }

// compareResult compares the recorded result with ours (nil: our game
// goes on) after the last ply, n. The winner and, where both sides give
// them, the scores are compared; the reasons are not, because
// descriptions name their end rules freely, except that an end at a cap
// (the record's turn-limit or move-limit, our move-limit, or our
// lap-limit draw of a move that never ends) must be
// matched by a cap (kind cap).
func compareResult(exp, act *Result, d *Difference, n int) {
	if exp == nil {
		return
	}
	capE := isCap(exp.Reason)
	if act == nil {
		if capE {
			d.add(KindCap, fmt.Sprintf("the record stops at its cap (%s) after ply %d; our game goes on", exp.Reason, n))
		} else {
			d.add(KindResult, fmt.Sprintf("the record's game is over after ply %d (%s); ours goes on", n, describe(exp)))
		}
		return
	}
	capA := act.Reason == interpreter.ReasonMoveLimit || act.Reason == interpreter.ReasonLapLimit
	switch {
	case capE && capA:
	case capE || capA:
		d.add(KindCap, fmt.Sprintf("result: record %s, ours %s", describe(exp), describe(act)))
	case winner(exp) != winner(act):
		d.add(KindResult, fmt.Sprintf("winner: record %s, ours %s (record %s, ours %s)", winner(exp), winner(act), describe(exp), describe(act)))
	case exp.Scores != nil && act.Scores != nil && (exp.Scores["south"] != act.Scores["south"] || exp.Scores["north"] != act.Scores["north"]):
		d.add(KindResult, fmt.Sprintf("scores: record %s, ours %s", scores(exp.Scores), scores(act.Scores)))
	}
}

// ReasonRoundEnd is the reason of a record that holds the first round
// of a match of rounds only.
const ReasonRoundEnd = "round-end"

// roundEnded reports whether the ply just played on mt ended a round
// that began as round0: our match went on to the next round, or our
// game ended (not at the move limit), as a game of one round does.
func (e *env) roundEnded(mt *interpreter.Match, round0 int32) bool {
	if mt.State().Round > round0 {
		return true
	}
	r := mt.Result()
	return r.Over && r.Reason != interpreter.ReasonMoveLimit
}

// asRoundEnded is our position s as the round that just ended left it,
// in the terms of a record of that round: every pit empty and each
// player holding, off the board, their bank, their reserve and the seeds
// of the pits they own. The next round's set-up is not shown, nor who
// begins it (exp's player to move is kept): engines lay out the next
// round in ways the round's record does not tell.
func (e *env) asRoundEnded(s *interpreter.State, exp *Snapshot) *Snapshot {
	snap := &Snapshot{Ply: int(s.Ply), Pits: Pits{}, Stores: map[string]int{}, ToMove: exp.ToMove, Reserved: map[string]string{}}
	for i := range e.board.Grid() {
		snap.Pits[e.board.Names[i]] = 0
	}
	for pl, name := range board.PlayerNames {
		snap.Stores[name] = int(s.Bank[pl] + s.Reserve[pl])
	}
	for i, o := range s.Owner {
		if o >= 0 {
			snap.Stores[board.PlayerNames[o&1]] += int(s.Pits[i])
		}
	}
	return snap
}

// compareRoundEnd adds a difference to d when the record's first round
// ends after ply n and ours does not.
func compareRoundEnd(mt *interpreter.Match, ended bool, d *Difference, n int) {
	if ended {
		return
	}
	if r := mt.Result(); r.Over {
		d.add(KindCap, fmt.Sprintf("the record's first round ends after ply %d; ours stops at its cap (%s)", n, describe(ourResult(r))))
		return
	}
	d.add(KindResult, fmt.Sprintf("the record's first round ends after ply %d; ours goes on", n))
}

func winner(r *Result) string {
	if r.Winner == nil {
		return "none"
	}
	return *r.Winner
}

func scores(m map[string]int) string {
	return fmt.Sprintf("south %d · north %d", m["south"], m["north"])
}

// describe says a result briefly: "south wins (no-moves, south 30 ·
// north 18)".
func describe(r *Result) string {
	if r == nil {
		return "the game goes on"
	}
	w := "nobody wins"
	if r.Winner != nil {
		w = *r.Winner + " wins"
	}
	s := w + " (" + r.Reason
	if r.Rule != "" {
		s += ", rule " + r.Rule
	}
	if r.Scores != nil {
		s += ", " + scores(r.Scores)
	}
	return s + ")"
}

// compareLegal compares the recorded legal moves of the position before
// ply n with ours, as sets of names in the records' notation.
func (gr *gameRun) compareLegal(mt *interpreter.Match, before, act *Snapshot, n int, mv string) *Difference {
	e := gr.env
	exp := map[string]bool{}
	for _, x := range before.Legal {
		exp[head(e.cfg.MoveMap.Apply(x))] = true
	}
	ours := map[string]bool{}
	for _, x := range act.Legal {
		ours[x] = true
	}
	var onlyRec, onlyOurs []string
	for x := range exp {
		if !ours[x] {
			onlyRec = append(onlyRec, x)
		}
	}
	for x := range ours {
		if !exp[x] {
			onlyOurs = append(onlyOurs, x)
		}
	}
	if len(onlyRec) == 0 && len(onlyOurs) == 0 {
		return nil
	}
	slices.Sort(onlyRec)
	slices.Sort(onlyOurs)
	d := gr.diff(n, mv, true, before, act)
	var rules []string
	// moves with the same explanation share a line
	var order []string
	group := map[string][]string{}
	note := func(why, x string) {
		if _, ok := group[why]; !ok {
			order = append(order, why)
		}
		group[why] = append(group[why], x)
	}
	for _, x := range onlyRec {
		reason, ids := e.explain(mt.State(), x)
		note("offered by the record, not by us: "+reason, x)
		rules = append(rules, ids...)
	}
	legal, _ := mt.Legal()
	for _, x := range onlyOurs {
		var fired []string
		for _, lm := range legal {
			if e.notation(e.g.MoveName(lm)) == x {
				fired = e.tryMove(mt.State(), lm)
			}
		}
		note(fmt.Sprintf("offered by us, not by the record (our rules fired: %s)", strings.Join(fired, " ")), x)
		rules = append(rules, fired...)
	}
	for _, why := range order {
		d.add(KindLegal, strings.Join(group[why], " ")+": "+why)
	}
	for _, id := range rules {
		if !slices.Contains(d.Rules, id) {
			d.Rules = append(d.Rules, id)
		}
	}
	return d
}

// observe notes the IDs of the rules that fire in the move being played.
func (e *env) observe(ev interpreter.Event) { e.fired = e.noteRule(e.fired, ev) }

// noteRule adds the ID of the rule an event reports, if any and not yet
// noted.
func (e *env) noteRule(ids []string, ev interpreter.Event) []string {
	id := ev.Rule
	switch ev.Kind {
	case interpreter.EvMoveStart, interpreter.EvLapEnd, interpreter.EvRule, interpreter.EvGameEnd:
		if id == "" {
			id = ev.Where
		}
	case interpreter.EvPhase:
		if ph := e.g.Program().Variant().Phases; int(ev.N) < len(ph) {
			id = ph[ev.N].ID
		}
	default:
		return ids
	}
	if id == "" || slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}

// tryMove plays legal move mv from s on a scratch game and returns the
// rules that fired.
func (e *env) tryMove(s *interpreter.State, mv interpreter.Move) []string {
	mt, err := e.g.NewMatchFrom(s)
	if err != nil {
		return nil
	}
	var ids []string
	mt.Observe(func(ev interpreter.Event) { ids = e.noteRule(ids, ev) })
	mt.Play(mv)
	return ids
}

// explain says why the move named (in the records' notation) is not
// legal for us in s, and which of the description's rules the reason
// names.
func (e *env) explain(s *interpreter.State, name string) (string, []string) {
	mt, err := e.g.NewMatchFrom(s)
	if err != nil {
		return err.Error(), nil
	}
	err = mt.PlayName(e.ourName(name))
	var reason string
	var ie *interpreter.IllegalMoveError
	switch {
	case errors.As(err, &ie):
		reason = ie.Reason
	case err != nil:
		reason = err.Error()
	default:
		return "it is legal when played alone from this position", nil
	}
	if our := e.ourName(name); e.board.PitIndex(our) < 0 && strings.Contains(reason, strconv.Quote(our)) {
		// the engine knows no move of this name (it says so naming it):
		// one wording for all such names, so that they share a line
		reason = "the description has no move of this name (map recorded names with --move-map)"
	}
	var ids []string
	for _, w := range strings.FieldsFunc(reason, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' || r == ':' }) {
		if e.ids[w] && !slices.Contains(ids, w) {
			ids = append(ids, w)
		}
	}
	return reason, ids
}

// ownRecord replays a game record of the project's own format: its moves
// from its start (or its position), and its result; it stops at the
// first difference.
func (gr *gameRun) ownRecord() error {
	e := gr.env
	rec := gr.gm.Record
	mt := e.g.NewMatch()
	if rec.Position != "" {
		var pos interpreter.Position
		if err := json.Unmarshal([]byte(rec.Position), &pos); err != nil {
			return fmt.Errorf("position: %v", err)
		}
		s, err := e.g.State(&pos)
		if err == nil {
			err = e.g.Validate(s)
		}
		if err == nil {
			mt, err = e.g.NewMatchFrom(s)
		}
		if err != nil {
			return fmt.Errorf("position: %v", err)
		}
	}
	mt.Debug(true)
	mt.Observe(e.observe)
	for i, mv := range gr.gm.Moves {
		ds, _, err := gr.ply(mt, nil, nil, i+1, e.notation(mv))
		if err != nil {
			return err
		}
		gr.compared++
		if len(ds) > 0 {
			gr.diffs = append(gr.diffs, ds...)
			return nil
		}
		gr.agree++
	}
	if rec.Result == "" {
		return nil
	}
	if ours := mt.Result().String(); ours != rec.Result {
		n := len(gr.gm.Moves)
		d := gr.diff(n, "", false, nil, e.snapshot(mt, false))
		kind := KindResult
		if mt.Result().Reason == interpreter.ReasonMoveLimit {
			kind = KindCap
		}
		d.add(kind, fmt.Sprintf("result: record %q, ours %q", rec.Result, ours))
		if r := mt.Result().Rule; r != "" {
			d.Rules = append(d.Rules, r)
		}
		gr.diffs = append(gr.diffs, d)
		if gr.agree == n && n > 0 {
			gr.agree--
		}
	}
	return nil
}
