package interpreter

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
)

// FormatText writes a position in the plain text form used by golden
// tests: a column header, one line per row with North's edge on top,
// then the player to move, banks, and whatever else is not at its
// default (reserves, owners, marks, values, phase).
//
//	    1 2 3 4 5 6
//	b:  4 4 4 5 4 4
//	a:  0 5 5 5 5 5
//	to-move: north
//	bank: south=6 north=0
//	owner: b3=south
//	mark: b3=reserved
//	value: game.way=clockwise south.owed=2
//
// A board with stores has a line "stores: south=N north=N" before to-move.
//
//	owner: b3=south
//	mark: b3=reserved
func (g *Game) FormatText(s *State) string {
	p := g.p
	b := p.board
	var sb strings.Builder
	width := 1
	for _, n := range s.Pits {
		width = max(width, len(strconv.Itoa(int(n))))
	}
	width = max(width, len(strconv.Itoa(b.Columns)))
	sb.WriteString("   ")
	for c := 1; c <= b.Columns; c++ {
		fmt.Fprintf(&sb, " %*d", width, c)
	}
	sb.WriteString("\n")
	for r := b.Rows - 1; r >= 0; r-- {
		sb.WriteString(board.RowName(r) + ": ")
		for c := 0; c < b.Columns; c++ {
			fmt.Fprintf(&sb, " %*d", width, s.Pits[r*b.Columns+c])
		}
		sb.WriteString("\n")
	}
	perPlayer := func(key string, n func(pl int) int32) {
		sb.WriteString(key + ":")
		for pl, who := range p.PlayerNames() {
			fmt.Fprintf(&sb, " %s=%d", who, n(pl))
		}
		sb.WriteString("\n")
	}
	if st := b.Stores; st[0] >= 0 {
		perPlayer("stores", func(pl int) int32 { return s.Pits[st[pl]] })
	}
	fmt.Fprintf(&sb, "to-move: %s\n", p.PlayerName(s.ToMove))
	perPlayer("bank", func(pl int) int32 { return s.Bank[pl] })
	if s.Reserve != [board.MaxPlayers]int32{} || p.start.Reserve != [board.MaxPlayers]int32{} {
		perPlayer("reserve", func(pl int) int32 { return s.Reserve[pl] })
	}
	var owners, marks []string
	for i, name := range b.Names {
		if s.Owner[i] != Player(b.SideOf[i]) {
			owners = append(owners, name+"="+p.PlayerName(s.Owner[i]))
		}
		for mi, m := range p.v.Marks {
			if s.Marks[i]&(1<<mi) != 0 {
				marks = append(marks, name+"="+m)
			}
		}
	}
	if len(owners) > 0 {
		fmt.Fprintf(&sb, "owner: %s\n", strings.Join(owners, " "))
	}
	if len(marks) > 0 {
		fmt.Fprintf(&sb, "mark: %s\n", strings.Join(marks, " "))
	}
	sb.WriteString(g.valuesText(s))
	if p.kinds > 0 {
		sb.WriteString(g.kindsText(s))
	}
	if p.stack {
		sb.WriteString(g.levelsText(s))
	}
	if len(p.v.Phases) > 1 {
		fmt.Fprintf(&sb, "phase: %s\n", p.v.Phases[s.Phase].Name)
	}
	if s.Round > 0 {
		fmt.Fprintf(&sb, "round: %d\n", s.Round)
	}
	if s.Points != [board.MaxPlayers]int32{} {
		perPlayer("points", func(pl int) int32 { return s.Points[pl] })
	}
	if s.Out != 0 {
		sb.WriteString("out:")
		for pl, name := range p.PlayerNames() {
			if s.Out>>pl&1 != 0 {
				sb.WriteString(" " + name)
			}
		}
		sb.WriteString("\n")
	}
	if s.Passes > 0 {
		fmt.Fprintf(&sb, "passes: %d\n", s.Passes)
	}
	if s.PhaseTurns > 0 {
		fmt.Fprintf(&sb, "phase-turns: %d\n", s.PhaseTurns)
	}
	return sb.String()
}

// ParseText reads a position written as FormatText writes it. Lines
// may come in any order; the column header is optional; what is not
// given takes its default (no bank, no reserve, owners by side, no
// marks, values at their start, South to move, the first phase, ply 0).
// Every row must be given.
func (g *Game) ParseText(text string) (*State, error) {
	p := g.p
	b := p.board
	s := p.newState()
	for i := range s.Owner {
		s.Owner[i] = Player(b.SideOf[i])
	}
	rowsSeen := map[int]bool{}
	var levels map[string][]int
	for ln, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			if _, err := strconv.Atoi(strings.Fields(line)[0]); err == nil {
				continue // the column header
			}
			return nil, fmt.Errorf("line %d: expected key: value, got %q", ln+1, line)
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if r := b.RowIndex(key); r >= 0 {
			f := strings.Fields(val)
			if len(f) != b.Columns {
				return nil, fmt.Errorf("line %d: row %s has %d counts; the board has %d columns", ln+1, key, len(f), b.Columns)
			}
			for c, x := range f {
				n, err := strconv.Atoi(x)
				if err != nil {
					return nil, fmt.Errorf("line %d: %q is not a seed count", ln+1, x)
				}
				i := r*b.Columns + c
				if s.Pits[i], err = seedCount("pit "+b.Names[i], n); err != nil {
					return nil, fmt.Errorf("line %d: %v", ln+1, err)
				}
			}
			rowsSeen[r] = true
			continue
		}
		if key == "levels" && p.stack {
			var err error
			if levels, err = parseLevels(val); err != nil {
				return nil, fmt.Errorf("line %d: %v", ln+1, err)
			}
			continue
		}
		if err := g.textField(s, key, val); err != nil {
			return nil, fmt.Errorf("line %d: %v", ln+1, err)
		}
	}
	if len(rowsSeen) != b.Rows {
		var missing []string
		for r := b.Rows - 1; r >= 0; r-- {
			if !rowsSeen[r] {
				missing = append(missing, board.RowName(r))
			}
		}
		return nil, fmt.Errorf("rows missing: %s", strings.Join(missing, ", "))
	}
	if p.kinds > 0 {
		if err := g.checkKinds(s); err != nil {
			return nil, err
		}
	}
	if p.stack {
		if err := g.setLevels(s, levels); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (g *Game) textField(s *State, key, val string) error {
	p := g.p
	pairs := func(fn func(k, v string) error) error {
		for _, kv := range strings.Fields(val) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return fmt.Errorf("%s: expected name=value, got %q", key, kv)
			}
			if err := fn(k, v); err != nil {
				return err
			}
		}
		return nil
	}
	perPlayer := func(dst *[board.MaxPlayers]int32) error {
		return pairs(func(k, v string) error {
			pl, err := p.playerArg(key, k)
			n, err2 := strconv.Atoi(v)
			if err != nil || err2 != nil {
				return fmt.Errorf("%s: bad entry %s=%s", key, k, v)
			}
			dst[pl], err = seedCount(key+" "+k, n)
			return err
		})
	}
	switch key {
	case "to-move":
		pl, err := p.playerArg(key, val)
		s.ToMove = pl
		return err
	case "bank":
		return perPlayer(&s.Bank)
	case "stores":
		st := p.board.Stores
		if st[0] < 0 {
			return fmt.Errorf("stores: this board has none")
		}
		var n [board.MaxPlayers]int32
		if err := perPlayer(&n); err != nil {
			return err
		}
		for pl := range p.PlayerNames() {
			s.Pits[st[pl]] = n[pl]
		}
		return nil
	case "reserve":
		return perPlayer(&s.Reserve)
	case "points":
		return pairs(func(k, v string) error {
			pl, err := p.playerArg(key, k)
			n, err2 := strconv.Atoi(v)
			if err != nil || err2 != nil || n < 0 || n > maxPoints {
				return fmt.Errorf("points: bad entry %s=%s (match points from 0 to %d)", k, v, maxPoints)
			}
			s.Points[pl] = int32(n)
			return nil
		})
	case "out":
		for _, name := range strings.Fields(val) {
			pl, err := p.playerArg(key, name)
			if err != nil {
				return err
			}
			s.Out |= 1 << pl
		}
		return nil
	case "owner":
		return pairs(func(k, v string) error {
			i := p.board.PitIndex(k)
			if i < 0 {
				return fmt.Errorf("owner: no pit %q", k)
			}
			pl, err := p.ownerArg(key, v)
			s.Owner[i] = pl
			return err
		})
	case "mark":
		return pairs(func(k, v string) error {
			i, mi := p.board.PitIndex(k), g.markIndex(v)
			if i < 0 || mi < 0 {
				return fmt.Errorf("mark: bad entry %s=%s", k, v)
			}
			s.Marks[i] |= 1 << mi
			return nil
		})
	case "value":
		return pairs(func(k, v string) error { return g.valueField(s, k, v) })
	case "kinds":
		return pairs(func(k, v string) error { return g.setKind(s, k, v) })
	case "phase":
		ph := p.v.PhaseIndex(val)
		if ph < 0 {
			return fmt.Errorf("no phase %q", val)
		}
		s.Phase = int8(ph)
		return nil
	case "ply", "round", "passes", "phase-turns":
		n, err := strconv.Atoi(val)
		if err != nil {
			return fmt.Errorf("%s: %q is not a number", key, val)
		}
		c, err := turnCount(key, n)
		switch key {
		case "ply":
			s.Ply = c
		case "round":
			s.Round = c
		case "phase-turns":
			s.PhaseTurns = c
		default:
			s.Passes = c
		}
		return err
	}
	known := []string{"to-move", "bank", "stores", "reserve", "owner", "mark", "value", "phase", "phase-turns", "ply", "round", "passes", "points", "out", "kinds"}
	sort.Strings(known)
	return fmt.Errorf("unknown key %q (row letters, %s)", key, strings.Join(known, ", "))
}
