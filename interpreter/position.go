package interpreter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

// Position is a position in the JSON form that `mancala replay --json`
// prints and `--position` reads.
type Position struct {
	Variant  string            `json:"variant"`
	Ply      int               `json:"ply"`
	ToMove   string            `json:"to_move"`
	Phase    string            `json:"phase"`
	Pits     map[string]int    `json:"pits"`
	Reserved map[string]string `json:"reserved"`
	Bank     map[string]int    `json:"bank"`
	Reserve  map[string]int    `json:"reserve"`
	Result   *ResultJSON       `json:"result"`
	// Owners and Marks say the same of every variant, whatever its marks
	// are named: Owners every pit owned by another than the player whose
	// side it is on (a player, or nobody), Marks every mark on every pit.
	// Reserved is the view the recorded reference games use (holes won
	// for good, with their owner): pits marked reserved, or, in a
	// variant without that mark, owned by another. Owners and Marks are
	// left out when empty.
	Owners map[string]string   `json:"owners,omitempty"`
	Marks  map[string][]string `json:"marks,omitempty"`
	// Round counts the rounds finished, in matches of rounds.
	Round int `json:"round,omitempty"`
	// Passes counts the passes in a row that led to the position, in
	// variants with a pass move.
	Passes int `json:"passes,omitempty"`
	// PhaseTurns counts the turns played in the current phase, in a
	// phase that lasts a number of turns (phases[].turns).
	PhaseTurns int `json:"phase_turns,omitempty"`
	// Values holds the values the variant declares, by name: a number,
	// true or false, a pit's name or a direction's word (null for none);
	// a value of each player is an object {"south": …, "north": …}.
	// Left out for variants without values; reading a position, a value
	// not given takes its start value.
	Values map[string]json.RawMessage `json:"values,omitempty"`
	// Points are the match points each player has won in the rounds
	// finished, in matches scored by points (rounds.points); left out
	// while both are 0.
	Points map[string]int `json:"points,omitempty"`
	// Out names the players out of a match of rounds of more than two
	// players, in turn order; left out while none is.
	Out []string `json:"out,omitempty"`
	// Kinds holds, in a variant with kinds of seed, the seeds of every
	// kind but the first: kind name → pit name (or player name, for the
	// bank) → seeds of the kind there, where there are any. The seeds of
	// the first kind are what is left of each count. Left out without
	// kinds.
	Kinds map[string]map[string]int `json:"kinds,omitempty"`
	// Levels holds, in a variant whose holes are stacks (sowing.order:
	// stack), where the seeds of kinds other than the first lie in their
	// pits: kind name → pit name → the level of each (0 the bottom of
	// the stack). Reading a position, seeds whose levels are not given
	// lie on top of their pit's seeds of the first kind.
	Levels map[string]map[string][]int `json:"levels,omitempty"`
}

// ResultJSON is a result in JSON form.
type ResultJSON struct {
	Winner *string         `json:"winner"`
	Reason string          `json:"reason"`
	Score  *map[string]int `json:"score,omitempty"`
}

// reservedMark is the name of the mark whose pits `reserved` lists; a
// pit whose owner differs from its side is listed there too.
const reservedMark = "reserved"

// Position returns state s (with result r, if the game is over) in JSON form.
func (g *Game) Position(s *State, r Result) *Position {
	p := g.p
	b := p.board
	pos := &Position{
		Variant: p.v.Name, Ply: int(s.Ply), ToMove: p.PlayerName(s.ToMove), Phase: p.v.Phases[s.Phase].Name, Round: int(s.Round), Passes: int(s.Passes), PhaseTurns: int(s.PhaseTurns),
		Pits: map[string]int{}, Reserved: map[string]string{},
		Bank:    map[string]int{},
		Reserve: map[string]int{},
	}
	for pl, who := range p.PlayerNames() {
		pos.Bank[who], pos.Reserve[who] = int(s.Bank[pl]), int(s.Reserve[pl])
	}
	reservedBit := uint8(0)
	if mi := g.markIndex(reservedMark); mi >= 0 {
		reservedBit = 1 << mi
	}
	for i, name := range b.Names {
		pos.Pits[name] = int(s.Pits[i])
		moved := s.Owner[i] != Player(b.SideOf[i])
		// a conquered pit: marked reserved, or (in a variant without that
		// mark) owned by the player whose side it is not on
		if s.Marks[i]&reservedBit != 0 || (moved && reservedBit == 0) {
			pos.Reserved[name] = p.PlayerName(s.Owner[i])
		}
		if moved {
			if pos.Owners == nil {
				pos.Owners = map[string]string{}
			}
			pos.Owners[name] = p.PlayerName(s.Owner[i])
		}
		for mi, m := range p.v.Marks {
			if s.Marks[i]&(1<<mi) != 0 {
				if pos.Marks == nil {
					pos.Marks = map[string][]string{}
				}
				pos.Marks[name] = append(pos.Marks[name], m)
			}
		}
	}
	pos.Values = g.valuesJSON(s)
	if s.Points != [board.MaxPlayers]int32{} {
		pos.Points = map[string]int{}
		for pl, name := range p.PlayerNames() {
			pos.Points[name] = int(s.Points[pl])
		}
	}
	for pl, name := range p.PlayerNames() {
		if s.Out>>pl&1 != 0 {
			pos.Out = append(pos.Out, name)
		}
	}
	if p.kinds > 0 {
		pos.Kinds = map[string]map[string]int{}
		for _, k := range p.v.Kinds[1:] {
			pos.Kinds[k.Name] = map[string]int{}
		}
		for _, e := range g.kindEntries(s) {
			pos.Kinds[e.kind][e.where] = int(e.n)
		}
	}
	if p.stack {
		for _, e := range g.levelsOf(s) {
			if pos.Levels == nil {
				pos.Levels = map[string]map[string][]int{}
			}
			if pos.Levels[e.kind] == nil {
				pos.Levels[e.kind] = map[string][]int{}
			}
			pos.Levels[e.kind][e.pit] = e.levels
		}
	}
	if r.Over {
		rj := &ResultJSON{Reason: r.Reason}
		if r.Winner >= 0 {
			w := p.PlayerName(r.Winner)
			rj.Winner = &w
		}
		if r.Scored {
			sc := map[string]int{}
			for pl, who := range p.PlayerNames() {
				sc[who] = int(r.Score[pl])
			}
			rj.Score = &sc
		}
		pos.Result = rj
	}
	return pos
}

// State converts a JSON position to a state, checking names and counts.
// It does not check the seed total; Validate does.
func (g *Game) State(pos *Position) (*State, error) {
	p := g.p
	b := p.board
	s := p.newState()
	for i := range s.Owner {
		s.Owner[i] = Player(b.SideOf[i])
	}
	if pos.Variant != "" && pos.Variant != p.v.Name {
		return nil, fmt.Errorf("the position is of variant %q, not %s", pos.Variant, p.v.Name)
	}
	var err error
	if s.Ply, err = turnCount("ply", pos.Ply); err != nil {
		return nil, err
	}
	if s.Round, err = turnCount("round", pos.Round); err != nil {
		return nil, err
	}
	if s.Passes, err = turnCount("passes", pos.Passes); err != nil {
		return nil, err
	}
	if s.PhaseTurns, err = turnCount("phase_turns", pos.PhaseTurns); err != nil {
		return nil, err
	}
	pl, err := p.playerArg("to_move", pos.ToMove)
	if err != nil {
		return nil, err
	}
	s.ToMove = pl
	if pos.Phase != "" {
		ph := p.v.PhaseIndex(pos.Phase)
		if ph < 0 {
			return nil, fmt.Errorf("no phase %q in %s", pos.Phase, p.v.Name)
		}
		s.Phase = int8(ph)
	}
	if len(pos.Pits) != p.n {
		missing := []string{}
		for _, name := range b.Names {
			if _, ok := pos.Pits[name]; !ok {
				missing = append(missing, name)
			}
		}
		if len(missing) > 0 {
			return nil, fmt.Errorf("pits missing from the position: %v", missing)
		}
	}
	for _, name := range sortedKeys(pos.Pits) {
		i := b.PitIndex(name)
		if i < 0 {
			return nil, fmt.Errorf("no pit %q on a %d×%d board", name, b.Rows, b.Columns)
		}
		if s.Pits[i], err = seedCount("pit "+name, pos.Pits[name]); err != nil {
			return nil, err
		}
	}
	for _, name := range sortedKeys(pos.Owners) {
		i := b.PitIndex(name)
		if i < 0 {
			return nil, fmt.Errorf("owners: no pit %q", name)
		}
		if s.Owner[i], err = p.ownerArg("owner of "+name, pos.Owners[name]); err != nil {
			return nil, err
		}
	}
	for _, name := range sortedKeys(pos.Reserved) {
		i := b.PitIndex(name)
		if i < 0 {
			return nil, fmt.Errorf("reserved: no pit %q", name)
		}
		if s.Owner[i], err = p.playerArg("conqueror of "+name, pos.Reserved[name]); err != nil {
			return nil, err
		}
		if mi := g.markIndex(reservedMark); mi >= 0 {
			s.Marks[i] |= 1 << mi
		}
	}
	for _, name := range sortedKeys(pos.Marks) {
		i := b.PitIndex(name)
		if i < 0 {
			return nil, fmt.Errorf("marks: no pit %q", name)
		}
		for _, m := range pos.Marks[name] {
			mi := g.markIndex(m)
			if mi < 0 {
				return nil, fmt.Errorf("marks: %s has no mark %q", p.v.Name, m)
			}
			s.Marks[i] |= 1 << mi
		}
	}
	if err := g.readValuesJSON(s, pos.Values); err != nil {
		return nil, err
	}
	for _, who := range sortedKeys(pos.Bank) {
		pl, err := p.playerArg("bank", who)
		if err != nil {
			return nil, err
		}
		if s.Bank[pl], err = seedCount(who+"'s bank", pos.Bank[who]); err != nil {
			return nil, err
		}
	}
	for _, who := range sortedKeys(pos.Reserve) {
		pl, err := p.playerArg("reserve", who)
		if err != nil {
			return nil, err
		}
		if s.Reserve[pl], err = seedCount(who+"'s reserve", pos.Reserve[who]); err != nil {
			return nil, err
		}
	}
	for _, who := range sortedKeys(pos.Points) {
		pl, err := p.playerArg("points", who)
		if err != nil {
			return nil, err
		}
		if n := pos.Points[who]; n < 0 || n > maxPoints {
			return nil, fmt.Errorf("points: %s's match points %d are not from 0 to %d", who, n, maxPoints)
		}
		s.Points[pl] = int32(pos.Points[who])
	}
	for _, who := range pos.Out {
		pl, err := p.playerArg("out", who)
		if err != nil {
			return nil, err
		}
		s.Out |= 1 << pl
	}
	for _, kind := range sortedKeys(pos.Kinds) {
		for _, where := range sortedKeys(pos.Kinds[kind]) {
			if err := g.setKind(s, where+"."+kind, strconv.Itoa(pos.Kinds[kind][where])); err != nil {
				return nil, err
			}
		}
	}
	if p.kinds > 0 {
		if err := g.checkKinds(s); err != nil {
			return nil, err
		}
	}
	if !p.stack && len(pos.Levels) > 0 {
		return nil, fmt.Errorf("levels: the holes of %s are not stacks (no sowing.order: stack)", p.v.Name)
	}
	if p.stack {
		given := map[string][]int{}
		for kind, pits := range pos.Levels {
			for pit, l := range pits {
				given[pit+"."+kind] = l
			}
		}
		if err := g.setLevels(s, given); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (g *Game) markIndex(name string) int {
	for i, m := range g.p.v.Marks {
		if m == name {
			return i
		}
	}
	return -1
}

// ownerArg reads the owner of a pit: a player, or nobody.
func (p *Program) ownerArg(what, name string) (Player, error) {
	if name == "nobody" {
		return NoPlayer, nil
	}
	pl := p.PlayerIndex(name)
	if pl < 0 {
		return 0, fmt.Errorf("%s: %q is not a player (%s) or nobody", what, name, strings.Join(p.PlayerNames(), ", "))
	}
	return pl, nil
}

func (p *Program) playerArg(what, name string) (Player, error) {
	pl := p.PlayerIndex(name)
	if pl < 0 {
		return 0, fmt.Errorf("%s: %q is not a player (%s)", what, name, strings.Join(p.PlayerNames(), " or "))
	}
	return pl, nil
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// MarshalJSON writes the position with its pits in board order (a1, a2,
// …, b1, …) rather than sorted as text.
func (pos *Position) MarshalJSON() ([]byte, error) {
	type plain Position
	b, err := json.Marshal((*plain)(pos))
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(pos.Pits))
	for name := range pos.Pits {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return pitLess(names[i], names[j]) })
	var pits bytes.Buffer
	pits.WriteByte('{')
	for i, name := range names {
		if i > 0 {
			pits.WriteByte(',')
		}
		fmt.Fprintf(&pits, "%q:%d", name, pos.Pits[name])
	}
	pits.WriteByte('}')
	sorted, _ := json.Marshal(pos.Pits)
	return bytes.Replace(b, sorted, pits.Bytes(), 1), nil
}

// pitLess orders pit names by row letter, then column number, with the
// stores (south-store, north-store) last.
func pitLess(a, b string) bool {
	sa, sb := strings.HasSuffix(a, "-store"), strings.HasSuffix(b, "-store")
	if sa || sb {
		return !sa || (sb && a > b)
	}
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	x, _ := strconv.Atoi(a[1:])
	y, _ := strconv.Atoi(b[1:])
	return x < y
}
