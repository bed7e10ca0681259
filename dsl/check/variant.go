// Package check resolves and type-checks a variant's syntax tree: every
// name in every expression is looked up in the registry of package
// builtin or in the variant's own declarations (options, marks, phases,
// pits), every value is checked for range, and every problem is reported
// with its position, not just the first.
//
// The result, a Variant, is what package interpreter compiles.
package check

import (
	"github.com/mancala-toolkit/mancala/dsl/board"
	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// Variant is a checked description, ready to compile.
type Variant struct {
	Syntax      *syntax.Variant
	Name        string
	Title       string
	Description string
	Source      string
	RulesDoc    string
	Board       *board.Board
	// Players are the players' names in turn order: south and north
	// unless the variant gives a players list.
	Players     []string
	Options     []*Option // declared options, then the engine's: lap-limit, move-limit and endless
	Rulesets    []*Ruleset
	Marks       []string
	Kinds       []Kind  // declared kinds of seed; nil: one kind
	Values      []Value // declared in values, see Value
	Phases      []Phase // at least one; "main" when none is declared
	Start       Start
	Tracks      [board.MaxPlayers][]int
	SkipOrigin  expr.Expr // nil: never
	Skip        expr.Expr // nil: never
	OriginFirst expr.Expr // nil: never
	Drop        expr.Expr // nil: one seed per pit
	// Stack: the seeds in a hole are a stack (sowing.order: stack),
	// sown top first; see order.go.
	Stack bool
	// Place is the kind (an index into Kinds, above 0) whose seed in the
	// hand falls at the drop PlaceAt gives (sowing.place); 0 when not given.
	Place   int
	PlaceAt expr.Expr
	// Reversible: some move rule sows against the sowing direction, or
	// some rule reverses it.
	Reversible bool
	// Clockwise: the sowing direction of generated tracks (for naming
	// moves made the other way); Explicit when the tracks were given.
	Clockwise, Explicit bool
	// Params are the options that board or setup values depend on.
	Params    []string
	OnDrop    []Rule
	Moves     []MoveRule
	LapEnd    []Rule
	AfterMove []Rule
	Filters   []Filter
	End       []EndRule
	Score     expr.Expr // nil: the variant does not score
	Rounds    *Rounds   // nil: a game is one round
	Info      *Info
	// LapHorizon is the largest lap number any lap-time condition tells
	// apart from the ones after it; -1 when lap numbers are used in ways
	// that never settle (so laps can never be compared for a cycle).
	LapHorizon int
}

// Start is the set-up position.
type Start struct {
	Pits    []int
	Reserve [board.MaxPlayers]int
	First   int
	// Kinds[j][p] is the seeds of kind j+1 in pit p (Pits[p] counts
	// them too); nil when the variant declares no kinds.
	Kinds [][]int
}

// Phase is a checked phase.
type Phase struct {
	Name, ID, Doc string
	Enter         expr.Expr // nil for the first phase, and for one entered only when the phase before it is left
	// Turns (0 for no limit) and Leave (nil: never) end the phase: after
	// Turns turns in it, or after a move in it after which Leave holds,
	// the game moves on to the next phase.
	Turns int
	Leave expr.Expr
}

// Rule is a checked rule.
type Rule struct {
	ID, Doc string
	Pos     diag.Pos
	Phases  []int // phase indices it applies in; nil for all
	When    expr.Expr
	Each    *Each // nil: the actions run once
	Do      []*expr.Action
}

// Each is a walk along the mover's track: the rule's actions run for each
// pit from From, Step pits at a time, while While holds.
type Each struct {
	From  expr.Expr
	Step  int
	While expr.Expr
}

// Filter narrows the legal moves by the position each leads to.
type Filter struct {
	ID, Doc string
	Pos     diag.Pos
	When    expr.Expr // nil: always
	Keep    expr.Expr
	Strict  bool
}

// MoveRule is a checked move rule.
type MoveRule struct {
	ID, Doc  string
	Pos      diag.Pos
	Phases   []int
	When     expr.Expr
	From     expr.Expr
	Fallback bool
	Before   []*expr.Action
	Reverse  bool // sows against the sowing direction
	NoSow    bool // the move sows no seed: it is its Before and Do actions
	Pass     bool // the rule offers the move pass, when no other move is legal
	// Name is the name of the one move a named rule offers (from no
	// pit, sowing nothing, beside the pit moves); "" for other rules.
	Name string
	// PassOptional: the pass is offered with the other legal moves too
	// (pass: optional), a player's choice to stop (a ready player).
	PassOptional bool
	// AnyPit: From is read on every pit, whoever owns it (a move that
	// sows still starts only on the mover's track); else on the mover's
	// own pits of their track.
	AnyPit bool
	// Each and Do are the move's own steps, run in place of sowing:
	// Do's actions, once or for each pit of the walk Each.
	Each *Each
	Do   []*expr.Action
	// Lift is how many seeds the move lifts, read with pit the move's
	// pit after Before (nil: every seed there is); LiftFrom is where
	// from: LiftPit, LiftBank or LiftReserve.
	Lift     expr.Expr
	LiftFrom int
}

// EndRule is a checked end rule. Winner is one of "mover", "opponent",
// a player's name ("south", "north" or one of the players list), "none"
// and "score".
type EndRule struct {
	ID, Doc string
	Pos     diag.Pos
	When    expr.Expr
	Winner  string
	Reason  string
}

// Info records what the checker learnt about each expression node.
type Info struct {
	Types   map[expr.Expr]builtin.Type
	Pits    map[expr.Expr]int // pit literals
	Options map[expr.Expr]int // option.NAME selectors
	Marks   map[expr.Expr]int // mark attributes and mark arguments
	Kinds   map[expr.Expr]int // kind attributes (pit.stone): index in Variant.Kinds
	Values  map[expr.Expr]int // value selectors (game.NAME, PLAYER.NAME): index in Values
	Consts  map[expr.Expr]int // string literals: choice index, phase index, or Unlimited
	// Args holds each call's and action's arguments in parameter order,
	// nil where the default applies.
	Args map[any][]expr.Expr
}

// OptionIndex returns the index of the option called name, or -1.
func (v *Variant) OptionIndex(name string) int {
	for i, o := range v.Options {
		if o.Name == name {
			return i
		}
	}
	return -1
}

// OptionNamed returns the index of the option a person means by name:
// the option of that name, or else the one whose name is the same word
// written with - or _ alike; -1 when there is none.
func (v *Variant) OptionNamed(name string) int {
	if i := v.OptionIndex(name); i >= 0 {
		return i
	}
	for i, o := range v.Options {
		if SameName(o.Name, name) {
			return i
		}
	}
	return -1
}

// PhaseIndex returns the index of the phase called name, or -1.
func (v *Variant) PhaseIndex(name string) int {
	for i, p := range v.Phases {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// Rounds describes a match of several rounds.
type Rounds struct {
	When  expr.Expr // nil: always; else (an option) whether there are rounds
	Fill  int
	First string // loser, winner, alternate or next
	// Mark is the mark an unfilled pit bears (index into Marks), or -1
	// when unfilled pits pass to the opponent.
	Mark int
	// Refill is the phase (index into Phases) in which the players lay
	// out their seeds from their reserves between rounds, or -1 for the
	// automatic layout.
	Refill int
	// Points is the match points a round gives player (an integer
	// expression read as score is), nil when the match is not scored by
	// points; Target the points that win the match (0: none).
	Points expr.Expr
	Target int
	// Keep is a condition on pit (read on the round's last position, as
	// end rules are): the pits for which it holds keep their seeds, and
	// their owner, into the next round; nil: none.
	Keep expr.Expr
	// Split is a condition on pit (read as Keep is): the seeds of the
	// pits for which it holds, and that are not kept, are shared between
	// their owner and the other player; nil: none.
	Split expr.Expr
	// Rotate is an integer expression of round and options: in round
	// number round, the pits of player i's side belong to the player
	// Rotate places after i in turn order; nil: to i.
	Rotate expr.Expr
}
