// Package conform proves a description against recorded games: it
// replays each game with the description and compares every ply with
// the record: the pits, the seeds each player holds off the board, the
// player to move, the reserved pits, the legal moves offered and the
// result.
//
// Records are JSON lines, one game a line (the format of the reference
// games recorded from other engines), or game records of the project's
// own format (package record), one game a file. A Runner compares games
// one at a time and gathers a Report.
//
// There are two modes. From the start, a game is replayed from its
// start position and compared until its first difference. Per ply, each
// ply is played from the recorded position before it, so that one
// difference does not hide the next.
package conform

import (
	"fmt"
	"maps"

	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Config says how to compare.
type Config struct {
	// PerPly plays each ply from the recorded position before it.
	PerPly bool
	// MoveMap rewrites recorded move names; nil for none.
	MoveMap *MoveMap
	// MaxDiffs bounds the differences the report lists (its counts and
	// summaries cover them all); 0 for no bound.
	MaxDiffs int
}

// Runner compares recorded games with a description.
type Runner struct {
	prog    *interpreter.Program
	options map[string]string
	cfg     Config
	env     *env // for the options given; records of our own format may add theirs
	rep     *Report
}

// env is a configured game and what comparing its positions needs.
type env struct {
	g     *interpreter.Game
	board *board.Board
	cfg   *Config
	ids   map[string]bool // every rule ID of the description
	fired []string        // rule IDs fired in the move being played
}

// NewRunner returns a runner for program p with the given options (name
// → value).
func NewRunner(p *interpreter.Program, ruleset string, options map[string]string, cfg Config) (*Runner, error) {
	if n := p.Players(); n != 2 {
		return nil, fmt.Errorf("conform compares games of two players (the reference records name South and North); %s has %d", p.Name(), n)
	}
	r := &Runner{prog: p, options: options, cfg: cfg}
	g, err := p.ConfigureRuleset(ruleset, options)
	if err != nil {
		return nil, err
	}
	r.env = r.newEnv(g)
	mode := "from-start"
	if cfg.PerPly {
		mode = "per-ply"
	}
	r.rep = &Report{Variant: p.Name(), Ruleset: g.Ruleset(), Options: g.OptionValues(), Mode: mode, ByKind: map[string]int{}, ByRule: map[string]int{}, Files: []string{}, Disagreeing: []*GameSummary{}, Differences: []*Difference{}}
	for _, o := range p.Options() {
		if v := g.Option(o.Name); v != o.Default {
			r.rep.changed = append(r.rep.changed, o.Name+"="+v)
		}
	}
	return r, nil
}

func (r *Runner) newEnv(g *interpreter.Game) *env {
	e := &env{g: g, board: g.Program().Board(), cfg: &r.cfg, ids: map[string]bool{}}
	v := g.Program().Variant()
	for _, rs := range [][]string{ruleIDs(v.OnDrop), ruleIDs(v.LapEnd), ruleIDs(v.AfterMove)} {
		for _, id := range rs {
			e.ids[id] = true
		}
	}
	for _, m := range v.Moves {
		e.ids[m.ID] = true
	}
	for _, f := range v.Filters {
		e.ids[f.ID] = true
	}
	for _, x := range v.End {
		e.ids[x.ID] = true
	}
	for _, ph := range v.Phases {
		e.ids[ph.ID] = true
	}
	delete(e.ids, "")
	return e
}

// Report returns the report of the games compared so far.
func (r *Runner) Report() *Report { return r.rep }

// Add compares one game. An error means the record cannot be compared
// at all (pit names or a board size the variant does not have, a record
// of another variant); differences are not errors.
func (r *Runner) Add(gm *Game) error {
	e := r.env
	if gm.Record != nil {
		rec := gm.Record
		if rec.Variant != r.prog.Name() {
			return fmt.Errorf("%s: the record is a game of %s, not %s", gm.File, rec.Variant, r.prog.Name())
		}
		if len(rec.Options) > 0 {
			opts := maps.Clone(rec.Options)
			maps.Copy(opts, r.options)
			g, err := r.prog.Configure(opts)
			if err != nil {
				return fmt.Errorf("%s: %v", gm.File, err)
			}
			e = r.newEnv(g)
		}
	} else if err := e.validate(gm); err != nil {
		return fmt.Errorf("%s: %v", gm.Where(), err)
	}
	gr := &gameRun{env: e, gm: gm, index: r.rep.Games + 1}
	var err error
	switch {
	case gm.Record != nil:
		err = gr.ownRecord()
	case r.cfg.PerPly:
		err = gr.perPly()
	default:
		err = gr.fromStart()
	}
	if err != nil {
		return fmt.Errorf("%s: %v", gm.Where(), err)
	}
	r.rep.add(gr, r.cfg.MaxDiffs)
	return nil
}

// validate checks that every position of the record fits the variant's
// board: the same pits, counts that are not negative, players by name.
func (e *env) validate(gm *Game) error {
	b := e.board
	check := func(what string, s *Snapshot) error {
		if len(s.Pits) != b.Grid() {
			names := sortedPits(s.Pits)
			span := "no pits"
			if len(names) > 0 {
				span = names[0] + ".." + names[len(names)-1]
			}
			return fmt.Errorf("%s: the record's board has %d pits (%s); %s has %d (%d×%d, %s..%s)", what, len(s.Pits), span,
				e.g.Program().Name(), b.Grid(), b.Rows, b.Columns, b.Names[0], b.Names[b.Grid()-1])
		}
		for i := range b.Grid() {
			n, ok := s.Pits[b.Names[i]]
			if !ok {
				// then some other name takes its place
				for _, name := range sortedPits(s.Pits) {
					if j := b.PitIndex(name); j < 0 || b.IsStore(j) {
						return fmt.Errorf("%s: no pit %q on %s's %d×%d board", what, name, e.g.Program().Name(), b.Rows, b.Columns)
					}
				}
			}
			if n < 0 {
				return fmt.Errorf("%s: pit %s holds %d seeds", what, b.Names[i], n)
			}
		}
		if board.PlayerIndex(s.ToMove) < 0 {
			return fmt.Errorf("%s: to_move %q is not a player (south or north)", what, s.ToMove)
		}
		for who, n := range s.Stores {
			if board.PlayerIndex(who) < 0 {
				return fmt.Errorf("%s: stores: %q is not a player (south or north)", what, who)
			}
			if n < 0 {
				return fmt.Errorf("%s: %s's store holds %d seeds", what, who, n)
			}
		}
		for _, pit := range sortedPits(s.Reserved) {
			if i := b.PitIndex(pit); i < 0 || b.IsStore(i) {
				return fmt.Errorf("%s: reserved: no pit %q on %s's board", what, pit, e.g.Program().Name())
			}
			if board.PlayerIndex(s.Reserved[pit]) < 0 {
				return fmt.Errorf("%s: reserved: %s's owner %q is not a player (south or north)", what, pit, s.Reserved[pit])
			}
		}
		return nil
	}
	if err := check("start", gm.Start); err != nil {
		return err
	}
	for i := range gm.States {
		if err := check(fmt.Sprintf("state %d", i+1), &gm.States[i]); err != nil {
			return err
		}
	}
	return nil
}

func ruleIDs(rs []check.Rule) []string {
	var ids []string
	for _, r := range rs {
		ids = append(ids, r.ID)
	}
	return ids
}
