package record

import (
	"strconv"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// For starts the record of a game g of the variant named variant: its
// ruleset, and the options whose value is not the ruleset's (or the
// default), no moves yet.
func For(g *interpreter.Game, variant string) *Record {
	rec := &Record{Variant: variant, Ruleset: g.Ruleset(), Options: map[string]string{}}
	base, _ := g.Program().RulesetValues(rec.Ruleset)
	for _, o := range g.Program().Options() {
		want, ok := base[o.Name]
		if !ok {
			want = o.Default
		}
		if v := g.Option(o.Name); v != want {
			rec.Options[o.Name] = v
		}
	}
	return rec
}

// Of is the record of a match played from the set-up: For, with the
// moves, the seed of its lots (a game of chance) and its result once it
// is over.
func Of(mt *interpreter.Match, variant string) *Record {
	g := mt.Game()
	rec := For(g, variant)
	for _, mv := range mt.Moves() {
		rec.Moves = append(rec.Moves, g.MoveName(mv))
	}
	if g.Draws() != "" {
		rec.Seed = strconv.FormatUint(mt.Seed(), 10)
	}
	if r := mt.Result(); r.Over {
		rec.Result = r.String()
	}
	return rec
}
