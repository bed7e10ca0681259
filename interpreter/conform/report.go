package conform

import (
	"slices"
)

// Report is the outcome of comparing recorded games with a description.
type Report struct {
	Variant string `json:"variant"`
	// Ruleset is the ruleset whose readings the options are, if any.
	Ruleset string `json:"ruleset,omitempty"`
	// Options are the values of every option of the description, as
	// compared.
	Options map[string]string `json:"options"`
	Mode    string            `json:"mode"` // from-start or per-ply
	Files   []string          `json:"files"`

	Games      int `json:"games"`
	GamesAgree int `json:"games_agree"`
	// Plies are the recorded plies; PliesCompared those compared (from
	// the start, a game is compared up to its first difference);
	// PliesAgree those compared without a difference.
	Plies         int `json:"plies"`
	PliesCompared int `json:"plies_compared"`
	PliesAgree    int `json:"plies_agree"`
	// CappedGames are the games the record ends at its engine's cap
	// (turn-limit, move-limit).
	CappedGames int `json:"capped_games"`

	// ByKind and ByRule count the differences of each kind, and those
	// in which each rule fired (or that each rule refused).
	ByKind map[string]int `json:"by_kind"`
	ByRule map[string]int `json:"by_rule"`
	// Disagreeing lists each game with a difference.
	Disagreeing []*GameSummary `json:"disagreeing"`
	// Differences lists the differences, up to Config.MaxDiffs of them;
	// DifferencesTotal counts them all.
	DifferencesTotal int           `json:"differences_total"`
	Differences      []*Difference `json:"differences"`

	changed []string // options set to other values than their defaults, NAME=VALUE
}

// GameSummary is what differs in one game.
type GameSummary struct {
	Game int    `json:"game"`
	File string `json:"file"`
	Line int    `json:"line"`
	Seed *int64 `json:"seed"`
	// FirstPly is the ply of the first difference.
	FirstPly int      `json:"first_ply"`
	Kinds    []string `json:"kinds"`
	// PliesDiffering counts the plies with a difference (per ply; from
	// the start it is 1).
	PliesDiffering int `json:"plies_differing"`

	first *Difference
}

// add counts one game's comparison.
func (rep *Report) add(gr *gameRun, maxDiffs int) {
	gm := gr.gm
	rep.Games++
	rep.Plies += len(gm.Moves)
	rep.PliesCompared += gr.compared
	rep.PliesAgree += gr.agree
	if gm.Result != nil && isCap(gm.Result.Reason) {
		rep.CappedGames++
	}
	if !slices.Contains(rep.Files, gm.File) {
		rep.Files = append(rep.Files, gm.File)
	}
	if len(gr.diffs) == 0 {
		rep.GamesAgree++
		return
	}
	sum := &GameSummary{Game: gr.index, File: gm.File, Line: gm.Line, Seed: gm.Seed, FirstPly: gr.diffs[0].Ply, Kinds: []string{}, first: gr.diffs[0]}
	plies := map[int]bool{}
	for _, d := range gr.diffs {
		plies[d.Ply] = true
		rep.DifferencesTotal++
		for _, k := range d.Kinds {
			rep.ByKind[k]++
			if !slices.Contains(sum.Kinds, k) {
				sum.Kinds = append(sum.Kinds, k)
			}
		}
		for _, r := range d.Rules {
			rep.ByRule[r]++
		}
		if maxDiffs <= 0 || len(rep.Differences) < maxDiffs {
			rep.Differences = append(rep.Differences, d)
		}
	}
	sum.PliesDiffering = len(plies)
	rep.Disagreeing = append(rep.Disagreeing, sum)
}
