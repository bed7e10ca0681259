package interpreter

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// A draw action is a decision point (see choice.go) whose alternative
// chance takes, not the mover. A move meets its draws after its choices,
// so a move is what the mover decides, its pit, rule and choices (an
// open move, Move.Drawn 0), followed by what chance gave at each draw
// (Move.Drawn marks those points). The legal moves are found as for
// choices, every sequence of alternatives played (draws included); the
// legal moves offered to the mover are the open moves, each once, and
// playing one draws its outcome among the outcomes with which it is
// legal: at each draw point in turn, each alternative that some legal
// outcome takes there is as likely. A full move (its outcome given) is
// played as it is: replaying a record needs no seed.

// chanceStream is the second word of the PCG seed of a match's lots,
// so that a match's draws differ from an agent's stream of the same
// seed.
const chanceStream = 0x6c6f7473 // "lots"

// Draws is the place (file:line:col) of the variant's first draw
// action, or "" when the variant draws no lots.
func (g *Game) Draws() string { return g.p.drawAt }

// Open returns the part of mv the mover decides: mv without the
// outcomes of its draws.
func Open(mv Move) Move {
	if mv.Drawn == 0 {
		return mv
	}
	d := bits.TrailingZeros8(mv.Drawn)
	mv.Choice &= 1<<(8*d) - 1
	mv.Drawn = 0
	return mv
}

// openLegal appends to buf the legal moves among the candidates as the
// mover sees them: each open move once, in the candidates' order. With
// idx, it notes the first candidate of each.
func (m *Machine) openLegal(buf []Move, idx *[]int32) []Move {
	for i, c := range m.cands {
		if !m.legal[i] {
			continue
		}
		o := Open(c)
		seen := false
		for _, x := range buf {
			if x == o {
				seen = true
				break
			}
		}
		if seen {
			continue
		}
		buf = append(buf, o)
		if idx != nil {
			*idx = append(*idx, int32(i))
		}
	}
	return buf
}

// resolve returns the index among the expanded candidates of the legal
// move mv is: mv itself when it is a full move, or for an open move one
// of its outcomes, drawn with rng point by point; -1 when mv is not
// legal.
func (m *Machine) resolve(mv Move, rng *rand.Rand) int {
	for i, c := range m.cands {
		if m.legal[i] && c == mv {
			return i
		}
	}
	if mv.Drawn != 0 {
		return -1
	}
	idx := m.drawIdx[:0]
	for i, c := range m.cands {
		if m.legal[i] && c.Drawn != 0 && Open(c) == mv {
			idx = append(idx, int32(i))
		}
	}
	m.drawIdx = idx
	if len(idx) == 0 {
		return -1
	}
	for d := 0; d < MaxChoices && len(idx) > 1; d++ {
		at := func(i int32) uint8 { return uint8(m.cands[i].Choice >> (8 * d)) }
		n := 0 // the distinct alternatives taken at d
		for j, i := range idx {
			if !seenBefore(idx[:j], i, at) {
				n++
			}
		}
		if n < 2 {
			continue
		}
		k := rng.IntN(n)
		var want uint8
		for j, i := range idx {
			if !seenBefore(idx[:j], i, at) {
				if k == 0 {
					want = at(i)
					break
				}
				k--
			}
		}
		kept := idx[:0]
		for _, i := range idx {
			if at(i) == want {
				kept = append(kept, i)
			}
		}
		idx = kept
	}
	return int(idx[0])
}

func seenBefore(idx []int32, i int32, at func(int32) uint8) bool {
	for _, j := range idx {
		if at(j) == at(i) {
			return true
		}
	}
	return false
}

// SetSeed sets the seed of the match's lots: the draws of the moves
// played from now on, when they are played open (see Open), come from
// it. A match starts with seed 0.
func (mt *Match) SetSeed(seed uint64) {
	mt.seed, mt.luck = seed, nil
}

// Seed returns the seed of the match's lots.
func (mt *Match) Seed() uint64 { return mt.seed }

// lots returns the match's random source of draws.
func (mt *Match) lots() *rand.Rand {
	if mt.luck == nil {
		mt.luck = rand.New(rand.NewPCG(mt.seed, chanceStream))
	}
	return mt.luck
}

// forkSeed is the seed of the lots of a fork of mt: a stream of its own,
// so that a search playing on a fork does not foresee the match's draws,
// and the match's draws do not depend on how often it was forked.
func (mt *Match) forkSeed() uint64 {
	mt.forks++
	x := mt.seed ^ mt.forks*0x9e3779b97f4a7c15
	x ^= x >> 31
	return x*0xbf58476d1ce4e5b9 + 1
}

// fullLegal returns every legal move of the position with the outcomes
// of its draws, each outcome a move of its own, for tools that count
// chance outcomes as moves (perft).
func (mt *Match) fullLegal() ([]Move, error) {
	if ok, err := mt.expanded(); !ok || err != nil {
		return nil, err
	}
	return mt.m.legalMoves(), nil
}

// legalMoves lists the legal moves among the machine's candidates, with
// the outcomes of their draws.
func (m *Machine) legalMoves() []Move {
	var out []Move
	for i, c := range m.cands {
		if m.legal[i] {
			out = append(out, c)
		}
	}
	return out
}

// Named returns the legal move of the position written name, as MoveName
// writes it: an open move (its draws still to be drawn when it is
// played) or, in a variant that draws lots, a move with the outcomes of
// its draws.
func (mt *Match) Named(name string) (Move, bool) {
	if mt.g.p.drawAt != "" {
		full, _ := mt.fullLegal()
		for _, mv := range full {
			if mv.Drawn != 0 && mt.g.MoveName(mv) == name {
				return mv, true
			}
		}
	}
	legal, _ := mt.Legal()
	for _, mv := range legal {
		if mt.g.MoveName(mv) == name {
			return mv, true
		}
	}
	return Move{}, false
}

// lots explains a move name whose outcomes (what follows a ~) or whose
// choices are not those of a legal move that draws lots, written with the
// same pit (and direction), others being the legal moves from its pit
// with their outcomes; or returns "".
func lots(name string, others []string) string {
	open, _, _ := strings.Cut(name, "~")
	head, _, _ := strings.Cut(open, ":")
	var same []string // the outcomes of the moves with the same head
	for _, o := range others {
		oo, _, drawn := strings.Cut(o, "~")
		if h, _, _ := strings.Cut(oo, ":"); h == head && drawn {
			same = append(same, o)
		}
	}
	if len(same) == 0 {
		return ""
	}
	return fmt.Sprintf("%s is not an outcome the lots can give now; the move from %s can give %s (or write the move without its outcome, and the lots are drawn)", name, head, strings.Join(same, " or "))
}
