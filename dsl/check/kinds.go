package check

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// MaxKinds bounds the kinds of seed a variant declares.
const MaxKinds = 4

// MaxWorth bounds the worth of a kind of seed.
const MaxWorth = 1000

// Kind is a declared kind of seed. The first declared kind is the seed
// that the set-up's seeds, rows, pits and layout count.
type Kind struct {
	Name  string
	Worth int
	Doc   string
}

// kinds checks the declarations of kinds of seed.
func (c *checker) kinds(ks []*syntax.KindDecl) {
	if len(ks) == 0 {
		return
	}
	for _, k := range ks {
		name := k.Name.Value
		switch {
		case !identRE.MatchString(name):
			c.diags.Errorf(k.Name.Pos, "name", "kind name %q must be lower-case letters, digits and _", name)
			c.badKinds[name] = true
			continue
		case isAttr(builtin.Pit, name) || isAttr(builtin.Player, name) || isAttr(builtin.Pits, name) || isAttr(builtin.Lap, name):
			c.diags.Errorf(k.Name.Pos, "name", "kind name %q is already an attribute of pits, sets, players or laps", name)
			c.badKinds[name] = true
			continue
		case contains(c.v.Marks, name):
			// reported, but kept: its uses read as the kind's, and say
			// nothing more
			c.diags.Errorf(k.Name.Pos, "name", "kind name %q is already a mark", name)
			c.diags.Suggest("a pit's %s would mean both the mark and the seeds of the kind: rename one", name)
		case c.kindIndex(name) >= 0:
			c.diags.Errorf(k.Name.Pos, "duplicate", "kind %q declared twice", name)
			continue
		case len(c.v.Kinds) == MaxKinds:
			c.diags.Errorf(k.Name.Pos, "limit", "a variant has at most %d kinds of seed", MaxKinds)
			c.badKinds[name] = true
			continue
		}
		for _, v := range c.v.Values {
			if v.Name == name {
				c.diags.Errorf(k.Name.Pos, "name", "kind name %q is already a value", name)
			}
		}
		w := 1
		if k.Worth.Set {
			w = k.Worth.Value
			if w < 0 || w > MaxWorth {
				c.diags.Errorf(k.Worth.Pos, "range", "kind %s: worth %d is out of range (0 to %d)", name, w, MaxWorth)
				w = 1
			}
		}
		c.v.Kinds = append(c.v.Kinds, Kind{Name: name, Worth: w, Doc: k.Doc.Value})
	}
	if len(c.v.Kinds) == 1 {
		c.diags.Errorf(ks[0].Pos, "kinds", "kinds declares one kind of seed; declare two or more, or none")
		c.diags.Suggest("the first kind is the ordinary seed the set-up counts: add the other kind after it")
	}
}

// kindIndex returns the index of the kind called name, or -1.
func (c *checker) kindIndex(name string) int {
	for i, k := range c.v.Kinds {
		if k.Name == name {
			return i
		}
	}
	return -1
}

// kindNames lists the declared kinds.
func (c *checker) kindNames() []string {
	var out []string
	for _, k := range c.v.Kinds {
		out = append(out, k.Name)
	}
	return out
}

// setupKinds adds the seeds of kinds other than the first that
// setup.kinds gives to the start position.
func (c *checker) setupKinds(s *syntax.Setup) {
	b, st := c.v.Board, &c.v.Start
	if len(c.v.Kinds) > 1 {
		st.Kinds = make([][]int, len(c.v.Kinds)-1)
		for j := range st.Kinds {
			st.Kinds[j] = make([]int, b.N())
		}
	}
	if s == nil {
		return
	}
	for _, ks := range s.Kinds {
		ki := c.kindIndex(ks.Kind.Value)
		switch {
		case len(c.v.Kinds) == 0:
			c.diags.Errorf(ks.Kind.Pos, "kinds", "setup kinds: no kinds of seed are declared")
			c.diags.Suggest("declare them at the top level: kinds: {seed: {}, %s: {worth: 10}}", ks.Kind.Value)
			continue
		case ki < 0 && c.badKinds[ks.Kind.Value]:
			continue // its declaration is refused, and reported
		case ki < 0:
			c.diags.Errorf(ks.Kind.Pos, "kinds", "setup kinds: no kind %q is declared (kinds: %s)", ks.Kind.Value, strings.Join(c.kindNames(), ", "))
			if x := diag.Closest(ks.Kind.Value, c.kindNames()); x != "" {
				c.diags.Suggest("did you mean %s?", x)
			}
			continue
		case ki == 0:
			c.diags.Errorf(ks.Kind.Pos, "kinds", "setup kinds: %s is the first kind, the seed that seeds, rows, pits and layout count", ks.Kind.Value)
			c.diags.Suggest("give its seeds with seeds, rows, pits or layout")
			continue
		}
		for _, w := range ks.Where {
			n, _ := c.intValue(w.Count)
			if n < 0 || n > MaxSeeds {
				c.diags.Errorf(w.Count.Pos, "range", "setup kinds %s: %d seeds is out of range (0 to %d)", ks.Kind.Value, n, MaxSeeds)
				continue
			}
			var pits []int
			if p := b.PitIndex(w.Name.Value); p >= 0 {
				pits = []int{p}
			} else if fromRight.MatchString(w.Name.Value) {
				p, ok := c.setupPit(w.Name)
				if !ok {
					continue
				}
				pits = []int{p}
			} else if r := b.RowIndex(w.Name.Value); r >= 0 {
				for col := range b.Columns {
					pits = append(pits, r*b.Columns+col)
				}
			} else {
				c.diags.Errorf(w.Name.Pos, "pit", "setup kinds %s: no pit or row %q on this board (pits are a1 to %s, rows a to %s)", ks.Kind.Value, w.Name.Value, b.Names[b.N()-1], board.RowName(b.Rows-1))
				continue
			}
			for _, p := range pits {
				st.Kinds[ki-1][p] += n
				st.Pits[p] += n
			}
		}
	}
}

// kindAttr resolves x.NAME for a declared kind NAME: the seeds of the kind
// in a pit, in a set of pits, in a player's bank, lifted for a lap, or
// in the drop just made (sown).
func (c *checker) kindAttr(e *expr.Selector, t builtin.Type) (builtin.Type, bool) {
	if t != builtin.Pit && t != builtin.Pits && t != builtin.Player && t != builtin.Lap && t != builtin.Sown {
		return builtin.Invalid, false
	}
	ki := c.kindIndex(e.Name)
	if ki < 0 {
		if c.badKinds[e.Name] && !isAttr(t, e.Name) { // its declaration is refused, and reported
			return builtin.Invalid, true
		}
		return builtin.Invalid, false
	}
	c.v.Info.Kinds[e] = ki
	return c.record(e, builtin.Int), true
}

// kindsAndRounds refuses a match of rounds with seeds of several kinds
// and the automatic layout, which counts seeds, not kinds; with
// rounds.refill the seeds of the first kind go to the reserves and the
// others to the banks.
func (c *checker) kindsAndRounds(sv *syntax.Variant) {
	if len(c.v.Kinds) > 0 && sv.Rounds != nil && sv.Rounds.Refill.Value == "" {
		c.diags.Errorf(sv.Keys["rounds"], "kinds", "rounds: a match of rounds with seeds of several kinds needs refill: %s", fmt.Sprintf("the layout between rounds counts seeds, not kinds (kinds declared: %s)", strings.Join(c.kindNames(), ", ")))
		c.diags.Suggest("give rounds a refill phase (refill: PHASE), in which the players lay out the seeds of the first kind from their reserves; or leave rounds out, or declare no kinds")
	}
}
