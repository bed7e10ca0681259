package interpreter

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
)

// levelsOf lists, for each kind but the first and each pit, the levels
// of the seeds of the kind in the pit (0 the bottom), kind by kind in
// the declared order and pits in pit order, in a variant whose holes are
// stacks.
func (g *Game) levelsOf(s *State) []levelEntry {
	p := g.p
	var out []levelEntry
	lv := p.levels(s)
	for j := range p.kinds {
		for x := range int32(p.n) {
			var l []int
			for _, e := range lv {
				if e != noSeed && placedKind(e) == j && placedSlot(e) == x {
					l = append(l, int(placedLevel(e)))
				}
			}
			if len(l) > 0 {
				slices.Sort(l)
				out = append(out, levelEntry{p.v.Kinds[j+1].Name, p.board.Names[x], l})
			}
		}
	}
	return out
}

// levelEntry is the levels of the seeds of one kind in one pit.
type levelEntry struct {
	kind, pit string
	levels    []int
}

// levelsText is the "levels:" line of a position in text form, in a
// variant whose holes are stacks: PIT.KIND=L for each pit holding seeds
// of a kind other than the first, L the level of each (0 the bottom of
// the stack), several written L,L (levels: a3.ball=5 b2.stone=0,2). It
// is empty when no pit holds such seeds.
func (g *Game) levelsText(s *State) string {
	var out []string
	for _, e := range g.levelsOf(s) {
		var l []string
		for _, x := range e.levels {
			l = append(l, strconv.Itoa(x))
		}
		out = append(out, fmt.Sprintf("%s.%s=%s", e.pit, e.kind, strings.Join(l, ",")))
	}
	if len(out) == 0 {
		return ""
	}
	return "levels: " + strings.Join(out, " ") + "\n"
}

// setLevels gives the seeds of the other kinds of s their places in the
// stacks: by default on top of their pit's seeds of the first kind, in
// the declared order; then the levels given (PIT.KIND → levels), each
// pit's seeds of the kind all at once.
func (g *Game) setLevels(s *State, given map[string][]int) error {
	p := g.p
	if !p.defaultLevels(s) {
		return fmt.Errorf("kinds: a variant whose holes are stacks has at most %d seeds of kinds other than %s", check.MaxPlaced, p.v.Kinds[0].Name)
	}
	lv := p.levels(s)
	for _, key := range sortedKeys(given) {
		where, kind, ok := strings.Cut(key, ".")
		x := int32(p.board.PitIndex(where))
		j := int32(-1)
		for i, k := range p.v.Kinds[1:] {
			if k.Name == kind {
				j = int32(i)
			}
		}
		if !ok || x < 0 || j < 0 {
			return fmt.Errorf("levels: expected PIT.KIND=LEVEL for a pit and a kind other than %s, got %q", p.v.Kinds[0].Name, key)
		}
		levels := given[key]
		at := 0
		for i, e := range lv {
			if e == noSeed || placedKind(e) != j || placedSlot(e) != x {
				continue
			}
			if at == len(levels) {
				break
			}
			lv[i] = placed(j, x, int32(levels[at]))
			at++
		}
		if at != len(levels) || int32(at) != s.Kinds[j*p.kindSlots()+x] {
			return fmt.Errorf("levels: %s gives %d levels, and %s holds %d seeds of %s", key, len(levels), where, s.Kinds[j*p.kindSlots()+x], kind)
		}
	}
	// every level within its pit's count, and no two seeds at one
	for i, e := range lv {
		if e == noSeed || placedSlot(e) >= int32(p.n) {
			continue
		}
		x, l := placedSlot(e), placedLevel(e)
		if l >= s.Pits[x] {
			return fmt.Errorf("levels: %s holds %d seeds, so its levels are 0 to %d, not %d", p.board.Names[x], s.Pits[x], s.Pits[x]-1, l)
		}
		for _, o := range lv[:i] {
			if o != noSeed && placedSlot(o) == x && placedLevel(o) == l {
				return fmt.Errorf("levels: two seeds of %s at level %d; give the levels of all the seeds of other kinds than %s in it", p.board.Names[x], l, p.v.Kinds[0].Name)
			}
		}
	}
	p.settle(s)
	return nil
}

// parseLevels reads the entries of a "levels:" line.
func parseLevels(val string) (map[string][]int, error) {
	out := map[string][]int{}
	for _, kv := range strings.Fields(val) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("levels: expected PIT.KIND=LEVEL, got %q", kv)
		}
		for _, x := range strings.Split(v, ",") {
			n, err := strconv.Atoi(x)
			if err != nil || n < 0 || n > check.MaxSeeds {
				return nil, fmt.Errorf("levels: %q is not a level (0 to %d)", x, check.MaxSeeds)
			}
			out[k] = append(out[k], n)
		}
	}
	return out, nil
}
