package cli

import (
	"slices"
	"sort"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// features lists what a description uses, for list --has: the actions
// its rules take (relay, sow, capture, own, mark, extra_turn, …), the
// sections it gives (phases, filters, rounds, values, rulesets, marks),
// and stores, pass, each and direction-choice (move rules sown both
// ways).
func features(v *check.Variant) []string {
	set := map[string]bool{}
	actions := func(as []*expr.Action) {
		for _, a := range as {
			set[a.Name] = true
		}
	}
	rules := func(rs []check.Rule) {
		for _, r := range rs {
			actions(r.Do)
			if r.Each != nil {
				set["each"] = true
			}
		}
	}
	rules(v.OnDrop)
	rules(v.LapEnd)
	rules(v.AfterMove)
	for _, m := range v.Moves {
		actions(m.Before)
		actions(m.Do)
		if m.Pass {
			set["pass"] = true
		}
		if m.Reverse {
			set["direction-choice"] = true
		}
	}
	if v.Board != nil && v.Board.Stores[0] >= 0 {
		set["stores"] = true
	}
	if v.Stack {
		set["stack"] = true // holes as stacks (sowing.order: stack)
	}
	for _, key := range []string{"phases", "filters", "rounds", "values", "rulesets", "marks"} {
		if _, ok := v.Syntax.Keys[key]; ok {
			set[key] = true
		}
	}
	var out []string
	for f := range set {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// hasAll reports whether have holds every feature of want.
func hasAll(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}
