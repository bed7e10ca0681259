package audit

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// The warnings of a report are what the rules did at run time that they
// are unlikely to be meant to do, and that validate cannot see because it
// depends on the position: counts the engine clamped, filters that never
// kept a move, phases reached in which no move was ever made.

// Clamp is a count out of range that the engine clamped while the games
// were played (a constant one is a warning of validate already).
type Clamp struct {
	Rule  string `json:"rule"`  // the rule's ID (or its place), or sowing.drop
	Where string `json:"where"` // where the count is written
	Times int    `json:"times"` // how often, in all the games
	Games int    `json:"games"` // in how many games
	// First is the first time, in the first game it happened in.
	First ClampAt `json:"first"`
}

// ClampAt is one clamp, with what reproduces it.
type ClampAt struct {
	Game  int    `json:"game"`
	Seed  string `json:"seed"`
	Ply   int    `json:"ply"`
	Given int    `json:"given"` // the count worked out
	Used  int    `json:"used"`  // the count the engine used
	Moves string `json:"moves"` // the game's moves up to this ply
}

// NeverKept is a filter that applied (its when held, with legal moves to
// narrow) and whose keep held for none of the moves, every time, in
// every game: it never keeps a move.
type NeverKept struct {
	ID        string `json:"id"`
	Where     string `json:"where"`
	Positions int    `json:"positions"` // the positions where it applied
}

// MovelessPhase is a phase the games reached in which no move was ever
// made: the player to move there never had one.
type MovelessPhase struct {
	Phase string `json:"phase"`
	Games int    `json:"games"` // the games that reached it
}

// clampSeen is what one game saw of the clamps at one place.
type clampSeen struct {
	rule  string
	times int
	first ClampAt
}

// noteClamp records an EvClamp event of game i, whose moves so far are
// record (the move being played included).
func (g *game) noteClamp(e interpreter.Event, i int, seed uint64, record []string) {
	if g.clamps == nil {
		g.clamps = map[string]*clampSeen{}
	}
	c := g.clamps[e.Where]
	if c == nil {
		c = &clampSeen{rule: e.Rule, first: ClampAt{Game: i, Seed: fmt.Sprintf("%d/%d", seed, i), Ply: int(e.Ply),
			Given: int(e.N), Used: int(e.Before), Moves: strings.Join(record, " ")}}
		g.clamps[e.Where] = c
	}
	c.times++
}

// notePhase notes that the game was in phase ph, making a move or not.
func (g *game) notePhase(ph int8, moved bool) {
	for int(ph) >= len(g.phases) {
		g.phases = append(g.phases, [2]int{})
	}
	g.phases[ph][0] = 1
	if moved {
		g.phases[ph][1]++
	}
}

// warnings fills in the report's warnings from the games, in game order.
func (r *Report) warnings(g *interpreter.Game, results []game) {
	clamps := map[string]*Clamp{}
	filtered := map[string][2]int{}
	v := g.Program().Variant()
	phases := make([][2]int, len(v.Phases))
	for _, gm := range results {
		for ph, n := range gm.phases {
			if ph < len(phases) {
				phases[ph][0] += n[0]
				phases[ph][1] += n[1]
			}
		}
		for where, c := range gm.clamps {
			t := clamps[where]
			if t == nil {
				t = &Clamp{Rule: c.rule, Where: where, First: c.first}
				clamps[where] = t
			}
			t.Times += c.times
			t.Games++
		}
		for where, n := range gm.filtered {
			t := filtered[where]
			filtered[where] = [2]int{t[0] + n[0], t[1] + n[1]}
		}
	}
	r.Clamps = []Clamp{}
	for _, c := range clamps {
		r.Clamps = append(r.Clamps, *c)
	}
	sort.Slice(r.Clamps, func(i, j int) bool { return r.Clamps[i].Where < r.Clamps[j].Where })
	r.NeverKept = []NeverKept{}
	r.Moveless = []MovelessPhase{}
	for ph, n := range phases {
		if n[0] > 0 && n[1] == 0 {
			r.Moveless = append(r.Moveless, MovelessPhase{Phase: v.Phases[ph].Name, Games: n[0]})
		}
	}
	for _, f := range v.Filters {
		where := f.Pos.String()
		if n := filtered[where]; n[0] > 0 && n[1] == 0 {
			id := f.ID
			if id == "" {
				id = "(no id)"
			}
			r.NeverKept = append(r.NeverKept, NeverKept{ID: id, Where: where, Positions: n[0]})
		}
	}
}
