package interpreter

import (
	"fmt"
	"strconv"
	"strings"
)

// kindsText is the "kinds:" line of a position in text form: the seeds of
// every kind but the first, where there are any, written as expressions
// read them: pit.KIND=N for a pit, PLAYER.KIND=N for a bank
// (kinds: b7.stone=1 south.stone=1). It is empty when there are none.
func (g *Game) kindsText(s *State) string {
	var out []string
	for _, e := range g.kindEntries(s) {
		out = append(out, fmt.Sprintf("%s.%s=%d", e.where, e.kind, e.n))
	}
	if len(out) == 0 {
		return ""
	}
	return "kinds: " + strings.Join(out, " ") + "\n"
}

// kindEntry is a count of seeds of one kind (not the first) in a pit or a
// bank.
type kindEntry struct {
	where, kind string // a pit's name, or a player's for a bank
	n           int32
}

// KindCount is a count of seeds of one kind, not the first, in a pit or
// in a player's bank.
type KindCount struct {
	Kind  string
	Where string // a pit's name, or a player's name for the bank
	Bank  bool
	N     int
	// Levels are, in a variant whose holes are stacks, the level of each
	// of the seeds in the pit's stack (0 the bottom); nil for a bank.
	Levels []int
}

// KindCounts lists the seeds of every kind but the first in s, kind by
// kind in the declared order, pits in pit order and then the banks (nil
// without kinds, or when there are none).
func (g *Game) KindCounts(s *State) []KindCount {
	var out []KindCount
	var levels map[string][]int
	if g.p.stack {
		levels = map[string][]int{}
		for _, e := range g.levelsOf(s) {
			levels[e.pit+"."+e.kind] = e.levels
		}
	}
	for _, e := range g.kindEntries(s) {
		out = append(out, KindCount{Kind: e.kind, Where: e.where, Bank: g.p.board.PitIndex(e.where) < 0, N: int(e.n), Levels: levels[e.where+"."+e.kind]})
	}
	return out
}

// kindEntries lists the seeds of every kind but the first in s, kind by
// kind, pits in pit order and then the banks.
func (g *Game) kindEntries(s *State) []kindEntry {
	p := g.p
	var out []kindEntry
	st := p.kindSlots()
	for j := range p.kinds {
		kind := p.v.Kinds[j+1].Name
		for x := range st {
			n := s.Kinds[j*st+x]
			if n == 0 {
				continue
			}
			where := ""
			if x < int32(p.n) {
				where = p.board.Names[x]
			} else {
				where = p.PlayerName(Player(x - int32(p.n)))
			}
			out = append(out, kindEntry{where, kind, n})
		}
	}
	return out
}

// setKind reads one entry WHERE.KIND=N of a position (a pit's name or a
// player's, for the bank) into s.
func (g *Game) setKind(s *State, key, n string) error {
	p := g.p
	if p.kinds == 0 {
		return fmt.Errorf("kinds: the variant declares no kinds of seed")
	}
	where, kind, ok := strings.Cut(key, ".")
	if !ok {
		return fmt.Errorf("kinds: expected PIT.KIND=N or PLAYER.KIND=N, got %q", key)
	}
	j := -1
	var names []string
	for i, k := range p.v.Kinds[1:] {
		names = append(names, k.Name)
		if k.Name == kind {
			j = i
		}
	}
	if j < 0 {
		first := ""
		if kind == p.v.Kinds[0].Name {
			first = "; the first kind is what is left of the count"
		}
		return fmt.Errorf("kinds: %q is not a kind given here (give %s%s)", kind, strings.Join(names, ", "), first)
	}
	x := int32(p.board.PitIndex(where))
	if x < 0 {
		pl := p.PlayerIndex(where)
		if pl < 0 {
			return fmt.Errorf("kinds: no pit or player %q", where)
		}
		x = p.bankSlot(pl)
	}
	c, err := strconv.Atoi(n)
	if err != nil {
		return fmt.Errorf("kinds: %s=%q is not a count", key, n)
	}
	v, err := seedCount("kinds "+key, c)
	if err != nil {
		return err
	}
	s.Kinds[int32(j)*p.kindSlots()+x] = v
	return nil
}

// checkKinds reports a position whose seeds of the other kinds are more
// than a pit or bank holds.
func (g *Game) checkKinds(s *State) error {
	p := g.p
	for x := range int32(p.n) + 2 {
		total := int32(0)
		for j := range p.kinds {
			total += s.Kinds[j*p.kindSlots()+x]
		}
		if total == 0 {
			continue
		}
		has, name := int32(0), ""
		if x < int32(p.n) {
			has, name = s.Pits[x], "pit "+p.board.Names[x]
		} else {
			pl := Player(x - int32(p.n))
			has, name = s.Bank[pl], p.PlayerName(pl)+"'s bank"
		}
		if total > has {
			return fmt.Errorf("kinds: %s holds %d seeds, fewer than the %d of other kinds than %s given in it", name, has, total, p.v.Kinds[0].Name)
		}
	}
	return nil
}
