package check

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// MaxSeeds bounds the seeds of a set-up, so that counts fit the engine.
const MaxSeeds = 100000

var (
	nameRE  = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	identRE = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
)

type checker struct {
	v              *Variant
	diags          diag.List
	values         map[string]string // option values chosen (others: defaults)
	engineDefaults map[string]string // the engine option defaults a variant gives
	// paramFailed: a board or setup value could not be worked out (its
	// option's declaration is wrong, and reported)
	paramFailed bool
	optVals     []int32 // every option's value, for board and setup values
	// badMarks are mark names whose problem is reported (declaration
	// refused, or used undeclared): their other uses say nothing more.
	badMarks   map[string]bool
	attrMisses map[string][]attrMiss // see markCascade
	// badValues are value names whose declaration is refused (and
	// reported): their uses say nothing more.
	badValues map[string]bool
	// badKinds are kind names whose declaration is refused (and
	// reported): their uses say nothing more.
	badKinds map[string]bool
	// badPlayers: the players list is wrong (and reported); the board is
	// not built.
	badPlayers bool
}

// Check checks a syntax tree with every option at its default. It
// returns the checked variant (nil if there are errors) and every
// diagnostic found.
func Check(sv *syntax.Variant) (*Variant, diag.List) { return CheckWith(sv, nil) }

// CheckWith checks a syntax tree with the given option values (name →
// written value), which matter where board or setup values are given by
// options (see Variant.Params).
func CheckWith(sv *syntax.Variant, values map[string]string) (*Variant, diag.List) {
	c := &checker{values: values, badMarks: map[string]bool{}, badValues: map[string]bool{}, badKinds: map[string]bool{}, attrMisses: map[string][]attrMiss{}, v: &Variant{Syntax: sv, Info: &Info{
		Types: map[expr.Expr]builtin.Type{}, Pits: map[expr.Expr]int{}, Options: map[expr.Expr]int{},
		Marks: map[expr.Expr]int{}, Kinds: map[expr.Expr]int{}, Values: map[expr.Expr]int{}, Consts: map[expr.Expr]int{}, Args: map[any][]expr.Expr{},
	}}}
	v := c.v
	v.Name, v.Title, v.Description, v.Source, v.RulesDoc = sv.Name.Value, sv.Title.Value, sv.Description.Value, sv.Source.Value, sv.Rules.Value
	if sv.Name.Value != "" && !nameRE.MatchString(sv.Name.Value) {
		c.diags.Errorf(sv.Name.Pos, "name", "variant name %q must be lower-case letters, digits and -", sv.Name.Value)
	}
	c.options(sv.Options)
	c.rulesets(sv.Rulesets)
	c.optionValues()
	c.players(sv.Players, sv.Keys["players"])
	c.board(sv.Board)
	c.marks(sv.Marks)
	c.declareValues(sv.Values)
	c.kinds(sv.Kinds)
	c.phases(sv.Phases)
	if v.Board != nil {
		for i, p := range sv.Phases {
			if i > 0 && p.Enter != nil && i < len(v.Phases) {
				v.Phases[i].Enter = c.expr(p.Enter.Expr, builtin.SecEnter, builtin.Bool)
			}
			if p.Leave != nil && i < len(v.Phases) {
				v.Phases[i].Leave = c.expr(p.Leave.Expr, builtin.SecEnter, builtin.Bool)
			}
		}
		c.setup(sv.Setup)
		c.sowing(sv.Sowing)
		c.moves(sv.Moves)
		c.movelessPhases(sv)
		v.LapEnd = c.rules(sv.LapEnd, builtin.SecLapEnd, "lap_end")
		v.AfterMove = c.rules(sv.AfterMove, builtin.SecAfterMove, "after_move")
		c.filters(sv.Filters)
		c.endRules(sv.End)
		if sv.Score != nil {
			v.Score = c.expr(sv.Score.Expr, builtin.SecScore, builtin.Int)
		}
		c.rounds(sv.Rounds)
		c.rotateTracks(sv.Rounds)
		c.keptValues(sv)
		c.nobodyMoves(sv.Board)
		c.kindsAndRounds(sv)
		c.order(sv)
		v.LapHorizon = lapHorizon(v)
	}
	c.markCascade()
	c.diags.Sort()
	if c.diags.HasErrors() {
		return nil, c.diags
	}
	return v, c.diags
}

func (c *checker) options(opts []*syntax.Option) {
	for _, so := range opts {
		o := &Option{Name: so.Name.Value, Doc: so.Doc.Value, Unlimited: so.Unlimited.Value}
		if !nameRE.MatchString(o.Name) {
			c.diags.Errorf(so.Name.Pos, "name", "option name %q must be lower-case letters, digits and -", o.Name)
		}
		if c.engineDefault(so) {
			continue
		}
		if so.Default == nil || so.Bad {
			// reported by the reader; keep the name known so that its
			// uses are not reported too
			o.Kind, o.Default, o.bad = OptChoice, "", true
			c.v.Options = append(c.v.Options, o)
			continue
		}
		o.Default = so.Default.Text
		allInt, someInt := true, false
		var words []string
		for _, x := range so.Values {
			if !x.IsInt {
				allInt = false
				words = append(words, x.Text)
			} else {
				someInt = true
			}
			o.Values = append(o.Values, x.Text)
		}
		if someInt && !allInt {
			c.diags.Errorf(so.Values[0].Pos, "option", "option %s: values mix numbers and words (%s)", o.Name, strings.Join(words, ", "))
			c.diags.Suggest("give numbers only, with unlimited: WORD for a word meaning no limit, or words only")
			o.bad = true
		}
		isBool := (o.Default == "on" || o.Default == "off") && len(o.Values) == 0 && !so.Min.Set && !so.Max.Set && o.Unlimited == ""
		isInt := !isBool && (so.Default.IsInt || so.Min.Set || so.Max.Set || o.Unlimited != "") && (allInt || o.bad)
		switch {
		case isBool:
			o.Kind = OptBool
		case isInt:
			o.Kind = OptInt
			o.Min, o.Max = 0, Unlimited-1
			if so.Min.Set {
				o.Min = so.Min.Value
			}
			if so.Max.Set {
				o.Max = so.Max.Value
			}
			if o.Min > o.Max {
				c.diags.Errorf(so.Min.Pos, "range", "option %s: min %d is above max %d", o.Name, o.Min, o.Max)
			}
		default:
			o.Kind = OptChoice
			if len(o.Values) < 2 {
				c.diags.Errorf(so.Pos, "option", "option %s: give its values (a list of at least two words), or a number default, or on/off", o.Name)
				o.bad = true // its kind is unknown: its uses say nothing more
			}
			if so.Min.Set || so.Max.Set || o.Unlimited != "" {
				c.diags.Errorf(so.Pos, "option", "option %s: min, max and unlimited belong to number options", o.Name)
				o.bad = true
			}
		}
		if (len(o.Values) > 0 || o.Kind != OptChoice) && !o.bad {
			if _, err := o.Parse(o.Default); err != nil {
				c.diags.Errorf(so.Default.Pos, "option-default", "option %s: default %q is not one of its values (%s)", o.Name, o.Default, o.Describe())
				o.bad = true
			}
		}
		for i, x := range so.Values {
			if contains(o.Values[:i], x.Text) {
				c.diags.Errorf(x.Pos, "option", "option %s: value %q listed twice", o.Name, x.Text)
			}
		}
		if c.v.OptionIndex(o.Name) >= 0 {
			c.diags.Errorf(so.Name.Pos, "duplicate", "option %s declared twice", o.Name)
			continue
		}
		c.v.Options = append(c.v.Options, o)
	}
	for _, e := range engineOptions() {
		if d, ok := c.engineDefaults[e.Name]; ok {
			e.Default = d
		}
		c.v.Options = append(c.v.Options, e)
	}
}

// engineDefault handles a declaration of an engine option, which
// every variant has: it may only give another default.
func (c *checker) engineDefault(so *syntax.Option) bool {
	for _, e := range engineOptions() {
		if e.Name != so.Name.Value {
			continue
		}
		if so.Default == nil || len(so.Values) > 0 || so.Min.Set || so.Max.Set || so.Unlimited.Value != "" {
			c.diags.Errorf(so.Name.Pos, "name", "option %s is an engine option every variant has; a variant may only give it another default", e.Name)
			return true
		}
		if _, err := e.Parse(so.Default.Text); err != nil {
			c.diags.Errorf(so.Default.Pos, "option-default", "%v", err)
			return true
		}
		if c.engineDefaults == nil {
			c.engineDefaults = map[string]string{}
		}
		c.engineDefaults[e.Name] = so.Default.Text
		return true
	}
	return false
}

func (c *checker) board(sb *syntax.Board) {
	if sb == nil || !sb.Rows.Set || !sb.Columns.Set || c.badPlayers {
		return
	}
	rows, okr := c.intValue(sb.Rows)
	cols, okc := c.intValue(sb.Columns)
	if !okr || !okc {
		return
	}
	if rows < 1 || rows > board.MaxRows {
		c.diags.Errorf(sb.Rows.Pos, "range", "a board has 1 to %d rows, not %d", board.MaxRows, rows)
		return
	}
	if cols < 1 || cols > board.MaxColumns {
		c.diags.Errorf(sb.Columns.Pos, "range", "a board has 1 to %d columns, not %d", board.MaxColumns, cols)
		return
	}
	sb.Rows.Value, sb.Columns.Value = rows, cols
	var sides []board.SideSpec
	np := len(c.v.Players)
	if sb.NoSides.IsValid() {
		// sides: none: every pit belongs to nobody
		sides = make([]board.SideSpec, np)
		for pl := range sides {
			sides[pl].Front = -1
		}
	}
	if len(sb.Sides) > 0 {
		sides = make([]board.SideSpec, np)
		for pl := range sides {
			sides[pl].Front = -1
		}
		given := make([]bool, np)
		ok := true
		for _, s := range sb.Sides {
			pl := c.playerIndex(s.Player.Value)
			if pl < 0 {
				c.unknownPlayer(s.Player.Pos, "", s.Player.Value)
				ok = false
				continue
			}
			given[pl] = true
			if len(s.Rows) == 0 && s.Pits.Value == "" {
				c.diags.Errorf(s.Pos, "missing-key", "side %s: give its rows, its pits, or both", s.Player.Value)
				ok = false
			}
			sides[pl].Pits = s.Pits.Value
			for _, r := range s.Rows {
				ri := rowIndex(r.Value, sb.Rows.Value)
				if ri < 0 {
					c.diags.Errorf(r.Pos, "row", "no row %q on a board of %d rows (rows are a to %s)", r.Value, sb.Rows.Value, board.RowName(sb.Rows.Value-1))
					ok = false
					continue
				}
				sides[pl].Rows = append(sides[pl].Rows, ri)
			}
			if s.Front.Value != "" {
				fi := rowIndex(s.Front.Value, sb.Rows.Value)
				if fi < 0 || !containsInt(sides[pl].Rows, fi) {
					c.diags.Errorf(s.Front.Pos, "row", "front row %q is not one of %s's rows", s.Front.Value, s.Player.Value)
					ok = false
				}
				sides[pl].Front = fi
			}
		}
		for pl, g := range given {
			if !g {
				if c.v.Named() {
					c.diags.Errorf(sb.Pos, "player", "board sides: no side given for %s (give its rows, its pits, or both)", c.v.Players[pl])
				} else {
					c.diags.Errorf(sb.Pos, "player", "board sides: no rows given for %s", c.v.Players[pl])
				}
				ok = false
			}
		}
		if !ok {
			return
		}
	} else if np != 2 {
		c.diags.Errorf(sb.Pos, "player", "board: a game of %d players gives each player's side (sides: %s)", np, c.playerList())
		return
	}
	b, err := board.New(sb.Rows.Value, sb.Columns.Value, c.v.Players, sides, sb.Stores)
	var pe *board.PitsError
	switch {
	case errors.As(err, &pe):
		at := sb.Pos
		for _, s := range sb.Sides {
			if c.playerIndex(s.Player.Value) == pe.Player {
				at = s.Pits.Pos
			}
		}
		c.diags.Errorf(at, "board", "side %s pits: %v", c.v.Players[pe.Player], pe.Err)
		return
	case err != nil:
		c.diags.Errorf(sb.Pos, "board", "%v", err)
		return
	}
	c.v.Board = b
	c.oneColumn(sb)
}

func rowIndex(name string, rows int) int {
	if len(name) != 1 || name[0] < 'a' || int(name[0]-'a') >= rows {
		return -1
	}
	return int(name[0] - 'a')
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func (c *checker) marks(ms []syntax.Str) {
	for _, m := range ms {
		switch {
		case !identRE.MatchString(m.Value):
			c.diags.Errorf(m.Pos, "name", "mark name %q must be lower-case letters, digits and _", m.Value)
			c.badMarks[m.Value] = true
		case isAttr(builtin.Pit, m.Value) || isAttr(builtin.Player, m.Value):
			c.diags.Errorf(m.Pos, "name", "mark name %q is already an attribute of pits or players", m.Value)
		case contains(c.v.Marks, m.Value):
			c.diags.Errorf(m.Pos, "duplicate", "mark %q declared twice", m.Value)
		case len(c.v.Marks) == 8:
			c.diags.Errorf(m.Pos, "limit", "a variant has at most 8 marks")
			c.badMarks[m.Value] = true
		default:
			c.v.Marks = append(c.v.Marks, m.Value)
		}
	}
}

func isAttr(t builtin.Type, name string) bool {
	_, ok := builtin.LookupAttr(t, name)
	return ok
}

func (c *checker) phases(ps []*syntax.Phase) {
	if len(ps) == 0 {
		c.v.Phases = []Phase{{Name: "main"}}
		return
	}
	for _, p := range ps {
		switch {
		case !p.Name.Pos.IsValid(): // not given, and reported by the reader
		case !identRE.MatchString(p.Name.Value):
			c.diags.Errorf(p.Name.Pos, "name", "phase name %q must be lower-case letters, digits and _", p.Name.Value)
		case c.v.PhaseIndex(p.Name.Value) >= 0:
			c.diags.Errorf(p.Name.Pos, "duplicate", "phase %q declared twice", p.Name.Value)
		}
		c.v.Phases = append(c.v.Phases, Phase{Name: p.Name.Value, ID: p.ID.Value, Doc: p.Doc.Value, Turns: p.Turns.Value})
	}
	c.phaseEnds(ps)
	// enter conditions are checked once the board is known
	for i, p := range ps {
		if i == 0 {
			if p.Enter != nil {
				c.diags.Warnf(p.Enter.Pos, "phase", "the first phase is where the game starts; its enter condition is never used")
			}
			continue
		}
		if p.Enter == nil {
			if ends(ps[i-1]) {
				continue // entered when the phase before it ends
			}
			c.diags.Errorf(p.Pos, "phase", "phase %s has no enter condition, so it can never be entered", p.Name.Value)
			c.diags.Suggest("give it an enter condition, or end the phase before it (%s) with turns or leave", ps[i-1].Name.Value)
			continue
		}
		if b, ok := p.Enter.Expr.(*expr.Bool); ok && !b.Value {
			c.diags.Warnf(p.Enter.Pos, "phase", "phase %s can never be entered: its enter condition is false", p.Name.Value)
		}
	}
}

// setupPit reads a pit named in setup.pits: a pit's name (b3), or a row
// and a column counted from the row's right-hand end (d-1, the last pit
// of row d; b-3, the third from the right), which names the same hole on
// a board of any size, its columns an option.
func (c *checker) setupPit(name syntax.Str) (int, bool) {
	b := c.v.Board
	if m := fromRight.FindStringSubmatch(name.Value); m != nil {
		r := b.RowIndex(m[1])
		k, err := strconv.Atoi(m[2])
		switch {
		case r < 0:
			c.diags.Errorf(name.Pos, "pit", "no row %q on this board (rows are a to %s)", m[1], board.RowName(b.Rows-1))
			return 0, false
		case err != nil || k < 1 || k > b.Columns:
			c.diags.Errorf(name.Pos, "pit", "no pit %q on this board: %s-K counts K from the row's right-hand end, 1 to %d here", name.Value, m[1], b.Columns)
			return 0, false
		}
		return r*b.Columns + b.Columns - k, true
	}
	p := b.PitIndex(name.Value)
	if p < 0 {
		c.diags.Errorf(name.Pos, "pit", "no pit %q on this board (pits are a1 to %s; a pit counted from its row's right-hand end is written %s-1)", name.Value, b.Names[b.Grid()-1], board.RowName(b.Rows-1))
		return 0, false
	}
	return p, true
}

// fromRight is a pit of setup.pits counted from its row's right-hand end.
var fromRight = regexp.MustCompile(`^([a-z])-([0-9]{1,3})$`)

func (c *checker) setup(s *syntax.Setup) {
	b := c.v.Board
	st := &c.v.Start
	st.Pits = make([]int, b.N())
	if s == nil {
		return // reported by the reader
	}
	before := len(c.diags)
	count := func(n syntax.Int, what string) int {
		n.Value, _ = c.intValue(n)
		if n.Value < 0 || n.Value > MaxSeeds {
			c.diags.Errorf(n.Pos, "range", "%s: %d seeds is out of range (0 to %d)", what, n.Value, MaxSeeds)
			return 0
		}
		return n.Value
	}
	if s.Seeds.Set { // every pit of the rows; stores start empty
		n := count(s.Seeds, "setup seeds")
		for p := range b.Grid() {
			st.Pits[p] = n
		}
	}
	if s.Layout != nil {
		c.layout(*s.Layout)
	}
	for _, rc := range s.Rows {
		r := b.RowIndex(rc.Name.Value)
		if r < 0 {
			c.diags.Errorf(rc.Name.Pos, "row", "no row %q on this board (rows are a to %s)", rc.Name.Value, board.RowName(b.Rows-1))
			continue
		}
		n := count(rc.Count, "setup rows")
		for col := range b.Columns {
			st.Pits[r*b.Columns+col] = n
		}
	}
	for _, pc := range s.Pits {
		p, ok := c.setupPit(pc.Name)
		if !ok {
			continue
		}
		st.Pits[p] = count(pc.Count, "setup pits")
	}
	c.setupKinds(s)
	if len(c.diags) > before || c.paramFailed {
		return // what follows would only repeat the problem
	}
	if !s.Seeds.Set && s.Layout == nil && len(s.Rows) == 0 && len(s.Pits) == 0 && len(s.Kinds) == 0 {
		c.diags.Errorf(s.Pos, "setup", "setup gives no seeds: use seeds, rows, pits or layout")
	}
	for _, rc := range s.Reserve {
		n := count(rc.Count, "setup reserve")
		if rc.Name.Value == "" {
			for pl := range c.v.Players {
				st.Reserve[pl] = n
			}
			continue
		}
		pl := c.playerIndex(rc.Name.Value)
		if pl < 0 {
			c.unknownPlayer(rc.Name.Pos, "", rc.Name.Value)
			continue
		}
		st.Reserve[pl] = n
	}
	total := 0
	for _, n := range st.Reserve {
		total += n
	}
	for _, n := range st.Pits {
		total += n
	}
	if total > MaxSeeds {
		c.diags.Errorf(s.Pos, "range", "the set-up has %d seeds; the limit is %d", total, MaxSeeds)
	}
	if total == 0 {
		c.diags.Errorf(s.Pos, "setup", "the set-up has no seeds at all")
	}
	st.First = board.South
	if s.First.Value != "" {
		st.First = c.playerIndex(s.First.Value)
		if st.First < 0 {
			c.unknownPlayer(s.First.Pos, "setup first: ", s.First.Value)
			st.First = 0
		}
	}
}

// layout reads a diagram: one line per row, North's edge (the last row)
// first, one count per column.
func (c *checker) layout(l syntax.Str) {
	b := c.v.Board
	var lines []string
	for _, line := range strings.Split(strings.TrimSpace(l.Value), "\n") {
		if strings.TrimSpace(line) != "" {
			lines = append(lines, line)
		}
	}
	if len(lines) != b.Rows {
		c.diags.Errorf(l.Pos, "layout", "setup layout has %d lines; the board has %d rows (one line per row, row %s first)", len(lines), b.Rows, board.RowName(b.Rows-1))
		return
	}
	for i, line := range lines {
		r := b.Rows - 1 - i
		f := strings.Fields(line)
		pos := l.Pos
		pos.Line += i
		if len(f) != b.Columns {
			c.diags.Errorf(pos, "layout", "setup layout: row %s has %d counts; the board has %d columns", board.RowName(r), len(f), b.Columns)
			continue
		}
		for col, s := range f {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 || n > MaxSeeds {
				c.diags.Errorf(pos, "layout", "setup layout: row %s column %d: %q is not a seed count", board.RowName(r), col+1, s)
				continue
			}
			c.v.Start.Pits[r*b.Columns+col] = n
		}
	}
}

func (c *checker) sowing(s *syntax.Sowing) {
	if s == nil {
		return
	}
	b := c.v.Board
	dir := s.Direction
	dir.Value = c.directionOption(s.Direction)
	c.v.Clockwise = dir.Value == "clockwise"
	c.v.Explicit = len(s.Tracks) > 0
	var trackPos [board.MaxPlayers]diag.Pos
	if len(s.Tracks) > 0 {
		if dir.Value != "" {
			c.diags.Errorf(dir.Pos, "track", "explicit tracks are written in sowing order; leave out direction")
		}
		for _, t := range s.Tracks {
			pl := c.playerIndex(t.Player.Value)
			if pl < 0 {
				c.unknownPlayer(t.Player.Pos, "", t.Player.Value)
				continue
			}
			tr, err := b.ParseTrack(t.Text.Value)
			if err != nil {
				c.diags.Errorf(t.Text.Pos, "track", "track of %s: %v", t.Player.Value, err)
				continue
			}
			c.v.Tracks[pl] = tr
			trackPos[pl] = t.Text.Pos
		}
		for _, name := range c.v.Players {
			given := false
			for _, t := range s.Tracks {
				given = given || t.Player.Value == name
			}
			if !given {
				c.diags.Errorf(s.Pos, "track", "sowing track: no track given for %s", name)
			}
		}
	} else {
		reverse := false
		switch dir.Value {
		case "counterclockwise":
		case "clockwise":
			reverse = true
		case "":
			if !dir.Pos.IsValid() {
				c.diags.Errorf(s.Pos, "missing-key", "sowing: missing required key \"direction\" (counterclockwise or clockwise)")
			}
		default:
			c.diags.Errorf(dir.Pos, "direction", "unknown direction %q; use counterclockwise or clockwise, or option.NAME", dir.Value)
			if x := diag.Closest(dir.Value, []string{"counterclockwise", "clockwise"}); x != "" {
				c.diags.Suggest("did you mean %q?", x)
			}
		}
		for pl := range c.v.Players {
			var rows []int
			switch s.Track.Value {
			case "own":
				rows = b.SideRows[pl]
				if len(rows) == 0 {
					c.diags.Errorf(s.Track.Pos, "track", "track own: %s has no row of their own to sow round", board.PlayerNames[pl])
					c.diags.Suggest("use track: board, or give each player's track explicitly, such as south: \"a1..a6\"")
					return
				}
			case "board":
				for r := range b.Rows {
					rows = append(rows, r)
				}
			case "":
				continue
			default:
				c.diags.Errorf(s.Track.Pos, "track", "unknown track %q; use board, own, or a track per player", s.Track.Value)
				return
			}
			tr, err := b.Loop(rows)
			if err != nil {
				c.diags.Errorf(s.Track.Pos, "track", "track %s: %v", s.Track.Value, err)
				return
			}
			if reverse {
				tr = board.Reverse(tr)
			}
			if tr, err = b.WithStores(tr); err != nil {
				c.diags.Errorf(s.Track.Pos, "track", "track %s: %v", s.Track.Value, err)
				return
			}
			c.v.Tracks[pl] = tr
			trackPos[pl] = s.Track.Pos
		}
	}
	c.trackShapes(trackPos)
	if s.SkipOrigin != nil {
		c.v.SkipOrigin = c.expr(s.SkipOrigin.Expr, builtin.SecSkipOrigin, builtin.Bool)
	}
	if s.OriginFirst != nil {
		c.v.OriginFirst = c.expr(s.OriginFirst.Expr, builtin.SecLapStart, builtin.Bool)
	}
	if s.Drop != nil {
		c.v.Drop = c.expr(s.Drop.Expr, builtin.SecSkip, builtin.Int)
		if n, ok := constInt(s.Drop.Expr); ok && n < 1 {
			c.diags.Warnf(s.Drop.Pos, "clamp", "drop is %d, below 1, so the engine drops one seed into each pit", n)
			c.diags.Suggest("leave out drop to sow one seed per pit, or give a count of 1 or more")
		}
	}
	if s.Skip != nil {
		c.v.Skip = c.expr(s.Skip.Expr, builtin.SecSkip, builtin.Bool)
	}
	c.v.OnDrop = c.rules(s.OnDrop, builtin.SecDrop, "on_drop")
	c.place(s)
}

func (c *checker) phaseList(names []syntax.Str) []int {
	var out []int
	for _, n := range names {
		i := c.v.PhaseIndex(n.Value)
		if i < 0 {
			c.diags.Errorf(n.Pos, "phase", "no phase %q; phases: %s", n.Value, strings.Join(c.phaseNames(), ", "))
			if s := diag.Closest(n.Value, c.phaseNames()); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			}
			continue
		}
		out = append(out, i)
	}
	return out
}

func (c *checker) phaseNames() []string {
	var out []string
	for _, p := range c.v.Phases {
		out = append(out, p.Name)
	}
	return out
}

func (c *checker) moves(ms []*syntax.MoveRule) {
	var always []bool
	named := map[string]diag.Pos{}
	for i, m := range ms {
		mr := MoveRule{ID: m.ID.Value, Doc: m.Doc.Value, Pos: m.Pos, Phases: c.phaseList(m.Phase), Fallback: m.Fallback, NoSow: m.NoSow, Pass: m.Pass, PassOptional: m.PassOptional}
		if m.Pass {
			c.passRule(m)
		}
		if m.Name.Value != "" || m.Name.Pos.IsValid() {
			mr.Name = c.namedRule(m, named)
			mr.NoSow = true
		}
		switch d := m.Direction.Value; {
		case d == "":
		case d == "reverse":
			mr.Reverse = true
		case c.v.Explicit:
			c.diags.Errorf(m.Direction.Pos, "direction", "with explicit tracks a move's direction can only be reverse (against the track)")
		case d == "clockwise" || d == "counterclockwise":
			mr.Reverse = (d == "clockwise") != c.v.Clockwise
		default:
			c.diags.Errorf(m.Direction.Pos, "direction", "unknown direction %q; use counterclockwise, clockwise or reverse", d)
		}
		c.v.Reversible = c.v.Reversible || mr.Reverse
		if m.NoSow && len(m.Before) == 0 && len(m.Do) == 0 && m.Each == nil && !m.Pass {
			c.diags.Errorf(m.Pos, "moves", "a move rule with sow: false does nothing without before or do actions")
			c.diags.Suggest("give the move's own steps in do, such as do: move(pit, next(pit))")
		}
		mr.AnyPit = c.movePits(m)
		if m.When != nil {
			mr.When = c.expr(m.When.Expr, builtin.SecMoveWhen, builtin.Bool)
		}
		if m.From != nil {
			mr.From = c.expr(m.From.Expr, builtin.SecMoveFrom, builtin.Bool)
		}
		mr.Before = c.actions(m.Before, builtin.SecMoveFrom)
		c.moveSteps(m, &mr)
		c.moveLift(m, &mr)
		if m.Fallback && i == 0 {
			c.diags.Warnf(m.Pos, "fallback", "a fallback move rule is used when the rules before it give no move; the first rule has none before it")
		}
		c.v.Moves = append(c.v.Moves, mr)
		always = append(always, mr.When == nil && mr.From == nil && len(mr.Phases) == 0 && !mr.Fallback)
	}
	_ = always
}

// passRule checks a rule that offers the move pass: it names no pit and
// sows nothing, so the keys about pits and sowing have no meaning there.
func (c *checker) passRule(m *syntax.MoveRule) {
	bad := func(key string, pos diag.Pos) {
		c.diags.Errorf(pos, "pass", "a pass rule moves no seed: %s has no meaning in it", key)
		c.diags.Suggest("keep id, doc, phase and when; put the pits a move starts from in a rule of its own")
	}
	if m.From != nil {
		bad("from", m.From.Pos)
	}
	if m.Fallback {
		bad("fallback", m.Pos)
	}
	if m.Direction.Value != "" {
		bad("direction", m.Direction.Pos)
	}
	if m.NoSow {
		bad("sow", m.Pos)
	}
	if len(m.Before) > 0 {
		bad("before", m.PassPos)
	}
	if m.Pits.Value != "" {
		bad("pits", m.Pits.Pos)
	}
	for _, a := range m.Do {
		switch a.Name {
		case "choose":
			c.diags.Errorf(a.At, "pass", "a pass's do cannot choose: the move is named pass, with no choice after it")
			c.diags.Suggest("make the choice in a move rule of its own (sow: false, with do)")
		case "illegal":
			c.diags.Errorf(a.At, "pass", "a pass's do cannot make the pass illegal: a pass is legal whenever it is offered")
			c.diags.Suggest("say when the pass is offered with the pass rule's when")
		}
	}
}

func (c *checker) rules(rs []*syntax.Rule, sec builtin.Section, what string) []Rule {
	var out []Rule
	var catchAll *syntax.Rule
	for _, r := range rs {
		if catchAll != nil {
			c.diags.Warnf(r.Pos, "unreachable", "%s rule %s can never fire: the rule at line %d before it always fires", what, ruleName(r.ID.Value), catchAll.Pos.Line)
		}
		ru := Rule{ID: r.ID.Value, Doc: r.Doc.Value, Pos: r.Pos, Phases: c.phaseList(r.Phase)}
		if r.When != nil {
			ru.When = c.expr(r.When.Expr, sec, builtin.Bool)
		}
		if r.Each != nil {
			ru.Each = c.each(r.Each, sec)
			ru.Do = c.actionsIn(r.Do, sec|builtin.SecEach, builtin.SecEach)
		} else {
			ru.Do = c.actions(r.Do, sec)
		}
		for _, a := range ru.Do {
			if a.Name == "reverse" {
				c.v.Reversible = true
			}
		}
		if catchAll == nil && len(r.Phase) == 0 && (r.When == nil || (r.When.Expr != nil && isTrue(ru.When))) {
			catchAll = r
		}
		out = append(out, ru)
	}
	return out
}

func ruleName(id string) string {
	if id == "" {
		return "(no id)"
	}
	return id
}

func isTrue(e expr.Expr) bool {
	if e == nil {
		return true
	}
	b, ok := e.(*expr.Bool)
	return ok && b.Value
}

var winners = []string{"mover", "opponent", "south", "north", "none", "score"}

// winnerWords are winners authors write that mean one of winners.
var winnerWords = map[string]string{
	"higher":  `the player with the higher score is winner: score`,
	"highest": `the player with the higher score is winner: score`,
	"most":    `the player with the higher score is winner: score`,
	"points":  `the player with the higher score is winner: score`,
	"draw":    `a draw is winner: none`,
	"nobody":  `a draw is winner: none`,
	"to_move": `the player to move is opponent, or mover after an extra turn`,
	"loser":   `name the winner: opponent when the mover loses, mover when the opponent does`,
}

func (c *checker) endRules(es []*syntax.EndRule) {
	for _, e := range es {
		er := EndRule{ID: e.ID.Value, Doc: e.Doc.Value, Pos: e.Pos, Winner: e.Winner.Value, Reason: e.Reason.Value}
		if e.When != nil {
			er.When = c.expr(e.When.Expr, builtin.SecEnd, builtin.Bool)
		}
		ws := winners
		if c.v.Named() {
			ws = append([]string{"mover", "opponent"}, c.v.Players...)
			ws = append(ws, "none", "score")
		}
		if e.Winner.Value != "" && !contains(ws, e.Winner.Value) {
			c.diags.Errorf(e.Winner.Pos, "winner", "unknown winner %q; use one of %s", e.Winner.Value, strings.Join(ws, ", "))
			if s, ok := winnerWords[strings.ToLower(e.Winner.Value)]; ok {
				c.diags.Suggest("%s", s)
			} else if s := diag.Closest(e.Winner.Value, ws); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			}
		}
		if e.Winner.Value == "score" && c.v.Syntax.Score == nil {
			c.diags.Errorf(e.Winner.Pos, "score", "winner: score needs a top-level score expression")
		}
		if e.Reason.Value != "" && !nameRE.MatchString(e.Reason.Value) {
			c.diags.Errorf(e.Reason.Pos, "reason", "reason %q must be a lower-case word (letters, digits, -)", e.Reason.Value)
		}
		if e.Reason.Value == "move-limit" || e.Reason.Value == "lap-limit" {
			c.diags.Errorf(e.Reason.Pos, "reason", "reason %s is the engine's own; choose another word", e.Reason.Value)
		}
		c.v.End = append(c.v.End, er)
	}
}

// actions checks a do list.
func (c *checker) actions(as []*expr.Action, sec builtin.Section) []*expr.Action {
	return c.actionsIn(as, sec, sec)
}

// actionsIn checks a do list whose expressions are in section sec and
// whose actions must be allowed in section actSec.
func (c *checker) actionsIn(as []*expr.Action, sec, actSec builtin.Section) []*expr.Action {
	var h hand
	for _, a := range as {
		decl, ok := builtin.LookupAction(a.Name)
		if !ok {
			c.diags.Errorf(a.At, "unknown-action", "unknown action %q", a.Name)
			if s := diag.Closest(a.Name, actionNames()); s != "" {
				c.diags.Suggest("did you mean %q?", s)
			} else {
				c.diags.Suggest("actions: %s", strings.Join(actionNames(), ", "))
			}
			continue
		}
		switch {
		case decl.Sections&actSec != 0:
		case actSec == builtin.SecEach:
			c.diags.Errorf(a.At, "action-section", "action %s cannot be used in a rule with each: its actions run once per pit of the walk, and may only capture, take, move, own, mark or unmark", a.Name)
			c.diags.Suggest("the move ends after the walk; put what should follow in a rule of its own")
		default:
			c.diags.Errorf(a.At, "action-section", "action %s cannot be used in %s (it can in %s)", a.Name, strings.Join(actSec.Names(), ", "), strings.Join(decl.Sections.Names(), ", "))
			if actSec == builtin.SecMoveFrom && decl.Sections&builtin.SecMoveDo != 0 {
				c.diags.Suggest("for a move that is these steps and sows nothing, write sow: false and give the steps in do")
			}
		}
		args := c.bindArgs(a.At, "action "+a.Name, decl.Params, a.Args)
		value := -1 // the value set, for set's new value
		for i, p := range decl.Params {
			if args == nil || args[i] == nil {
				continue
			}
			if p.Type == builtin.String && (a.Name == "mark" || a.Name == "unmark") {
				c.markArg(args[i])
				continue
			}
			if p.Type == builtin.String && a.Name == "lay" {
				c.layArg(p.Name, args[i])
				continue
			}
			if p.Type == builtin.String && (a.Name == "take" || a.Name == "sow") {
				c.kindArg(a.Name, args[i], "leave kind out: every seed is of one kind")
				continue
			}
			if p.Type == builtin.Ref {
				value = c.valueRef(args[i], sec, a.Name)
				continue
			}
			if (a.Name == "choose" || a.Name == "draw") && p.Name == "options" {
				continue // checked with the value, by chooseArgs
			}
			if p.Type == builtin.Same {
				if value >= 0 {
					c.valueArg(args[i], sec, value)
				}
				continue
			}
			n := len(c.diags)
			c.expr(args[i], sec, p.Type)
			if len(c.diags) > n && p.Type == builtin.Player && c.v.Info.Types[args[i]] == builtin.Pit && slices.ContainsFunc(decl.Params, func(p builtin.Param) bool { return p.Name == "into" }) {
				c.diags.Suggest("to put the seeds in a pit such as a store, name it: into=%s", expr.Format(args[i]))
			}
		}
		if args != nil {
			c.v.Info.Args[a] = args
			if a.Name == "choose" || a.Name == "draw" {
				c.chooseArgs(a, args, sec, value)
			}
			if a.Name == "lay" {
				c.layArgs(args)
			}
		}
		if decl.Sections&actSec != 0 {
			h.action(c, a, decl, args)
			c.clamp(a, decl, args)
		}
		if a.If != nil {
			c.expr(a.If, sec, builtin.Bool)
		}
	}
	return as
}

func actionNames() []string {
	var out []string
	for _, a := range builtin.Actions {
		out = append(out, a.Name)
	}
	return out
}

func (c *checker) markArg(e expr.Expr) {
	id, ok := e.(*expr.Ident)
	if !ok {
		c.diags.Errorf(e.Pos(), "mark", "expected the name of a mark")
		return
	}
	for i, m := range c.v.Marks {
		if m == id.Name {
			c.v.Info.Marks[e] = i
			return
		}
	}
	if c.badMarks[id.Name] {
		return
	}
	c.badMarks[id.Name] = true
	c.diags.Errorf(e.Pos(), "mark", "no mark %q is declared", id.Name)
	if s := diag.Closest(id.Name, c.v.Marks); s != "" {
		c.diags.Suggest("did you mean %q?", s)
	} else {
		c.diags.Suggest("declare it: marks: [%s]", strings.Join(append(slices.Clone(c.v.Marks), id.Name), ", "))
	}
}

// bindArgs matches arguments to parameters, positional first, then by
// name. It returns nil after reporting a mismatch.
func (c *checker) bindArgs(at diag.Pos, what string, params []builtin.Param, args []expr.Arg) []expr.Expr {
	out := make([]expr.Expr, len(params))
	ok := true
	named := false
	for i, a := range args {
		if a.Name == "" {
			if named {
				c.diags.Errorf(a.At, "args", "%s: positional argument after a named one", what)
				ok = false
				continue
			}
			if i >= len(params) {
				if len(params) == 0 {
					c.diags.Errorf(a.At, "args", "%s takes no arguments", what)
				} else {
					c.diags.Errorf(a.At, "args", "%s takes at most %d argument%s", what, len(params), plural(len(params)))
				}
				ok = false
				continue
			}
			out[i] = a.Value
			continue
		}
		named = true
		j := -1
		var pnames []string
		for k, p := range params {
			pnames = append(pnames, p.Name)
			if p.Name == a.Name {
				j = k
			}
		}
		if j < 0 {
			c.diags.Errorf(a.At, "args", "%s has no parameter %q (parameters: %s)", what, a.Name, strings.Join(pnames, ", "))
			ok = false
			continue
		}
		if out[j] != nil {
			c.diags.Errorf(a.At, "args", "%s: argument %s given twice", what, a.Name)
			ok = false
			continue
		}
		out[j] = a.Value
	}
	for i, p := range params {
		if out[i] == nil && p.Default == "" && ok {
			c.diags.Errorf(at, "args", "%s: missing argument %s (%s)", what, p.Name, p.Doc)
			ok = false
		}
	}
	if !ok {
		return nil
	}
	return out
}

func describe(t builtin.Type) string {
	switch t {
	case builtin.Int:
		return "a number"
	case builtin.Bool:
		return "a condition (true or false)"
	case builtin.Pits:
		return "a set of pits"
	case builtin.String:
		return "a word"
	}
	return "a " + t.String()
}

var _ = fmt.Sprintf

// each checks a rule's walk.
func (c *checker) each(e *syntax.Each, sec builtin.Section) *Each {
	out := &Each{Step: 1}
	if e.Step.Set {
		out.Step = e.Step.Value
		if out.Step == 0 {
			c.diags.Errorf(e.Step.Pos, "range", "each step must not be 0")
		}
	}
	if e.From != nil {
		out.From = c.expr(e.From.Expr, sec, builtin.Pit)
	}
	if e.While != nil {
		out.While = c.expr(e.While.Expr, sec|builtin.SecEach, builtin.Bool)
	}
	return out
}

func (c *checker) filters(fs []*syntax.Filter) {
	for _, f := range fs {
		cf := Filter{ID: f.ID.Value, Doc: f.Doc.Value, Pos: f.Pos, Strict: f.Strict}
		if f.When != nil {
			cf.When = c.expr(f.When.Expr, builtin.SecMoveWhen, builtin.Bool)
		}
		if f.Keep != nil {
			cf.Keep = c.expr(f.Keep.Expr, builtin.SecFilter, builtin.Bool)
		}
		c.neverKeeps(f)
		c.v.Filters = append(c.v.Filters, cf)
	}
}

// optionValues fixes every option's value for board and setup values:
// the one chosen, or the default.
func (c *checker) optionValues() {
	c.optVals = make([]int32, len(c.v.Options))
	for i, o := range c.v.Options {
		text := o.Default
		if w, ok := c.values[o.Name]; ok {
			text = w
		}
		if o.bad {
			continue
		}
		v, err := o.Parse(text)
		if err != nil && text != o.Default {
			c.diags.Errorf(c.v.Syntax.Pos, "option-value", "%v", err)
		}
		c.optVals[i] = v
	}
}

// intValue is the value of a board or setup number: the number written,
// or the value of its expression of options.
func (c *checker) intValue(n syntax.Int) (int, bool) {
	if n.Expr == nil {
		return n.Value, n.Set
	}
	if n.Expr.Expr == nil { // written wrong, and reported by the reader
		c.paramFailed = true
		return 0, false
	}
	before := len(c.diags)
	e := c.expr(n.Expr.Expr, builtin.SecParam, builtin.Int)
	if c.diags[before:].HasErrors() {
		return 0, false
	}
	if c.usesBadOption(e) { // its declaration is wrong, and reported
		c.paramFailed = true
		return 0, false
	}
	v, ok := c.evalParam(e)
	c.paramFailed = c.paramFailed || !ok
	if !ok && !c.diags.HasErrors() {
		c.diags.Errorf(n.Expr.Pos, "param", "this value must be a number or an expression of options, such as option.columns")
	}
	return v, ok
}

// usesBadOption reports whether e names an option whose declaration is wrong.
func (c *checker) usesBadOption(e expr.Expr) bool {
	bad := false
	expr.Inspect(e, func(x expr.Expr) bool {
		if oi, ok := c.v.Info.Options[x]; ok && c.v.Options[oi].bad {
			bad = true
		}
		return !bad
	})
	return bad
}

// evalParam evaluates an integer expression of options and numbers.
func (c *checker) evalParam(e expr.Expr) (int, bool) {
	switch e := e.(type) {
	case *expr.Int:
		return e.Value, true
	case *expr.Selector:
		oi, ok := c.v.Info.Options[e]
		if !ok || c.v.Options[oi].bad {
			return 0, false
		}
		if !contains(c.v.Params, c.v.Options[oi].Name) {
			c.v.Params = append(c.v.Params, c.v.Options[oi].Name)
		}
		return int(c.optVals[oi]), true
	case *expr.Unary:
		x, ok := c.evalParam(e.X)
		return -x, ok
	case *expr.Binary:
		x, okx := c.evalParam(e.X)
		y, oky := c.evalParam(e.Y)
		if !okx || !oky {
			return 0, false
		}
		v, divByZero := expr.Arith(e.Op, x, y)
		return v, !divByZero
	}
	return 0, false
}

var roundStarters = []string{"loser", "winner", "alternate", "next"}

func (c *checker) rounds(r *syntax.Rounds) {
	if r == nil {
		return
	}
	out := &Rounds{First: "loser", Mark: -1, Refill: -1}
	many := len(c.v.Players) > 2
	if many {
		out.First = "next" // no one loser among three or more
	}
	if r.Refill.Value != "" {
		if ix := c.phaseList([]syntax.Str{r.Refill}); len(ix) == 1 {
			out.Refill = ix[0]
		}
		if r.Unfilled.Value != "" {
			c.diags.Errorf(r.Unfilled.Pos, "rounds", "rounds unfilled: with refill the players lay out their seeds themselves, so no pit is left unfilled by the layout")
		}
	}
	if r.Keep != nil {
		c.pitCond(r.Keep.Expr, builtin.SecEnd|builtin.SecRoundsKeep, "rounds keep")
		out.Keep = r.Keep.Expr
	}
	if r.Split != nil {
		c.pitCond(r.Split.Expr, builtin.SecEnd|builtin.SecRoundsSplit, "rounds split")
		out.Split = r.Split.Expr
		if many {
			c.diags.Errorf(r.Split.Pos, "rounds", "rounds split: a half-owned pit shares its seeds with the other player, and a game of %d players has no one other player", len(c.v.Players))
			c.diags.Suggest("leave out split, or play the match with two players")
		}
	}
	if b := c.v.Board; b != nil && len(b.Side[0]) == 0 && len(b.Side[1]) == 0 {
		c.diags.Errorf(r.Pos, "rounds", "rounds: every pit belongs to nobody (board sides: none); a match of rounds refills each player's side, so every pit must be on one")
		c.diags.Suggest("give each player a side in board.sides, or leave out rounds")
	} else if b != nil && r.Keep == nil {
		for p := range b.Grid() {
			if b.SideOf[p] < 0 {
				c.diags.Errorf(r.Pos, "rounds", "rounds: pit %s is on neither player's side; a match of rounds refills each player's side, so every pit must be on one, or be kept from round to round (rounds keep)", b.Names[p])
				c.diags.Suggest("give row %s to a side in board.sides, or keep its pits with keep: a condition on pit", b.Names[p][:1])
				break
			}
		}
	}
	switch u := r.Unfilled.Value; {
	case many && r.Refill.Value == "" && (u == "" || u == "opponent"):
		at := r.Unfilled.Pos
		if u == "" {
			at = r.Pos
		}
		c.diags.Errorf(at, "rounds", "rounds unfilled: in a game of %d players a pit its player cannot fill has no one opponent to pass to", len(c.v.Players))
		c.diags.Suggest("give unfilled: a declared mark, which the pit bears, empty and out of play, for the round; or lay the seeds out in a refill phase (refill: PHASE)")
	case u == "" || u == "opponent":
	case contains(c.v.Marks, u):
		for i, m := range c.v.Marks {
			if m == u {
				out.Mark = i
			}
		}
	default:
		c.diags.Errorf(r.Unfilled.Pos, "rounds", "rounds unfilled: %q is neither opponent nor a declared mark", u)
		if s := diag.Closest(u, append([]string{"opponent"}, c.v.Marks...)); s != "" {
			c.diags.Suggest("did you mean %q?", s)
		}
	}
	if r.When != nil {
		out.When = c.expr(r.When.Expr, builtin.SecEnter, builtin.Bool)
	}
	n, ok := c.intValue(r.Fill)
	switch {
	case ok && n == 0 && out.Refill >= 0:
		// the players lay out what they hold: no one is out of the match
		// for lack of seeds
	case ok && (n < 1 || n > MaxSeeds):
		c.diags.Errorf(r.Fill.Pos, "range", "rounds fill must be at least 1, not %d", n)
		if n == 0 {
			c.diags.Suggest("fill: 0 is for a refill phase (refill: PHASE), where no player is out of the match for lack of seeds")
		}
	}
	out.Fill = n
	if r.Points != nil {
		out.Points = c.expr(r.Points.Expr, builtin.SecScore, builtin.Int)
	}
	if r.Target.Set || r.Target.Expr != nil {
		t, ok := c.intValue(r.Target)
		switch {
		case ok && (t < 1 || t > 1_000_000_000):
			c.diags.Errorf(r.Target.Pos, "range", "rounds target must be from 1 to 1000000000, not %d", t)
		case ok && r.Points == nil:
			c.diags.Errorf(r.Target.Pos, "rounds", "rounds target: a target of match points needs rounds points, the points each round gives")
			c.diags.Suggest("give points: an integer expression of player, such as points: player.bank - player.other.bank")
		}
		out.Target = t
	}
	if r.First.Value != "" {
		switch {
		case !contains(roundStarters, r.First.Value):
			c.diags.Errorf(r.First.Pos, "rounds", "rounds first: unknown %q; use loser, winner, alternate or next", r.First.Value)
		case many && r.First.Value == "loser":
			c.diags.Errorf(r.First.Pos, "rounds", "rounds first: loser names no one player in a game of %d players; use winner, alternate or next", len(c.v.Players))
		}
		out.First = r.First.Value
	}
	if r.Rotate != nil {
		out.Rotate = c.rotate(r.Rotate.Expr)
	}
	c.v.Rounds = out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
