// Package syntax reads a variant file: YAML in, a syntax tree out, every
// value keeping its file:line:col. Expressions inside the file are parsed
// here too (package expr); names are resolved later by package check.
//
// The reader reports every problem it finds, not just the first: unknown
// keys (with the nearest known key), wrong types, missing keys, and
// expression syntax errors at their column inside the YAML string.
package syntax

import (
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// Variant is the syntax tree of one variant file.
type Variant struct {
	File        string
	Pos         diag.Pos
	Name        Str
	Extends     Str // the parent variant named by extends, as written
	Title       Str
	Description Str
	Source      Str
	Rules       Str // file name of the rule document beside the description
	Options     []*Option
	Rulesets    []*Ruleset
	Board       *Board
	Marks       []Str
	Values      []*ValueDecl
	Kinds       []*KindDecl
	Setup       *Setup
	Phases      []*Phase
	Sowing      *Sowing
	Moves       []*MoveRule
	LapEnd      []*Rule
	AfterMove   []*Rule
	Filters     []*Filter
	End         []*EndRule
	Score       *Cond
	Rounds      *Rounds
	// Players are the players' names in turn order; empty for the two
	// players south and north.
	Players []Str
	// Keys records the top-level keys given, and where.
	Keys map[string]diag.Pos
}

// Rounds makes a game a match of rounds: when a round ends, the seeds
// each player holds are laid out again, and pits a player cannot fill go
// to the opponent.
type Rounds struct {
	Pos   diag.Pos
	When  *Cond // whether the match has rounds (an option), default yes
	Fill  Int   // seeds each pit needs
	First Str   // who starts the next round: loser, winner, alternate
	// Unfilled says what becomes of a pit its player cannot fill:
	// "opponent" (it passes to the other player) or a mark it bears.
	Unfilled Str
	// Refill names the phase in which the players lay out their seeds
	// again, as the game's own rules say; empty for the layout above.
	Refill Str
	// Points is the match points a round gives player (an integer
	// expression, as score); nil: the match is not scored by points.
	Points *Cond
	// Target is the match points that win the match; unset: none.
	Target Int
	// Keep is a condition on pit: the pits for which it holds when a
	// round ends keep their seeds into the next round; nil: none.
	Keep *Cond
	// Split is a condition on pit: the pits for which it holds when a
	// round ends are half-owned, their seeds shared between their owner
	// and the other player; nil: none.
	Split *Cond
	// Rotate is an integer expression of round and options: how many
	// places each side has passed on round the players in round number
	// round; nil: the sides stay their players'.
	Rotate *Cond
}

// Str is a string scalar and where it stood.
type Str struct {
	Pos   diag.Pos
	Value string
}

// Int is an integer scalar and where it stood. Where the language allows
// it, the value may instead be an expression of options (Expr non-nil),
// such as `option.columns`, known once the options are chosen.
type Int struct {
	Pos   diag.Pos
	Value int
	Set   bool
	Expr  *Cond
}

// Value is a scalar that may be an integer or a word (an option value).
type Value struct {
	Pos   diag.Pos
	Text  string
	IsInt bool
	Int   int
}

// Cond is an expression written as a YAML scalar, with its source text.
type Cond struct {
	Pos  diag.Pos
	Text string
	Expr expr.Expr
}

// Option declares a named option of the variant.
type Option struct {
	Pos       diag.Pos
	Name      Str
	Doc       Str
	Default   *Value
	Values    []*Value
	Min, Max  Int
	Unlimited Str // a word that stands for "no limit" in an integer option
	// Bad says a value of the declaration could not be read (reported):
	// what kind of option it is cannot be told.
	Bad bool
}

// Ruleset is a named reading of the game: a bundle of option values
// with the source that plays or describes the game that way.
type Ruleset struct {
	Pos     diag.Pos
	Name    Str
	Doc     Str
	Source  Str
	Options []RulesetValue
	// Drop marks `NAME: ~` in a variant that extends another: the
	// parent's ruleset of that name is not inherited.
	Drop bool
}

// RulesetValue is one option value a ruleset sets.
type RulesetValue struct {
	Name  Str
	Value *Value
}

// ValueDecl declares a value the game remembers (`values:`): a number,
// a condition, a pit or a direction, of the game or of each player, set
// by actions and read in expressions.
type ValueDecl struct {
	Pos     diag.Pos
	Name    Str
	Kind    Str   // int, bool, pit or direction
	Per     Str   // game (default) or player
	Initial *Cond // nil: the kind's zero (0, false, none)
	Doc     Str
	// Keep is true when the value is kept from round to round of a match
	// of rounds (keep: true) instead of going back to its start value;
	// KeepPos is where keep is written.
	Keep    bool
	KeepPos diag.Pos
}

// KindDecl declares a kind of seed (`kinds:`): its name and the worth of
// one seed of it in a score.
type KindDecl struct {
	Pos   diag.Pos
	Name  Str
	Worth Int // not Set: 1
	Doc   Str
}

// KindSetup is the seeds of one kind a set-up adds (`setup.kinds`): pit
// name or row letter → seeds of the kind in the pit, or in each pit of
// the row.
type KindSetup struct {
	Kind  Str
	Where []PitCount
}

// Board is the geometry: rows, columns and each player's side.
type Board struct {
	Pos     diag.Pos
	Rows    Int
	Columns Int
	Sides   []*Side
	NoSides diag.Pos // where sides: none is written (every pit is nobody's); invalid if not
	Stores  bool
}

// Side gives the rows a player controls and which of them is the front.
type Side struct {
	Pos    diag.Pos
	Player Str
	Rows   []Str
	Front  Str
	Pits   Str // more pits of the side, in other rows (names and ranges)
}

// Setup is the start position.
type Setup struct {
	Pos     diag.Pos
	Seeds   Int
	Rows    []PitCount // row name → count
	Pits    []PitCount // pit name → count
	Layout  *Str
	Reserve []PitCount // player name → count ("" for both)
	First   Str
	Kinds   []KindSetup // seeds of kinds other than the first, added
}

// PitCount is one "name: count" entry.
type PitCount struct {
	Name  Str
	Count Int
}

// Phase is one phase of the game.
type Phase struct {
	Pos   diag.Pos
	Name  Str
	ID    Str
	Doc   Str
	Enter *Cond
	// Turns and Leave end the phase: after so many turns in it, or after
	// a move in it that leaves Leave holding, the game moves on to the
	// next phase.
	Turns Int
	Leave *Cond
}

// Sowing says how seeds travel.
type Sowing struct {
	Pos        diag.Pos
	Direction  Str
	Track      Str        // "board" or "own", when not given per player
	Tracks     []TrackDef // explicit tracks, one per player
	SkipOrigin *Cond
	Skip       *Cond
	OnDrop     []*Rule
	// OriginFirst: when it holds at the start of a lap, the lap's first
	// seed goes back into the pit the seeds were lifted from.
	OriginFirst *Cond
	// Drop: how many seeds fall into each pit (default 1).
	Drop *Cond
	// Order: the order of the seeds within a hole, with kinds: "kinds"
	// (default, kind by kind) or "stack" (top first, see order.go of the
	// checker).
	Order Str
	// Place names a kind of seed (not the first) whose seed in the hand
	// falls at the drop PlaceAt gives, the number of the seed in the lap
	// (1 for the first), instead of in the declared order.
	Place   Str
	PlaceAt *Cond
}

// Rule is a condition and the actions it triggers.
type Rule struct {
	Pos   diag.Pos
	ID    Str
	Doc   Str
	Phase []Str
	When  *Cond
	Each  *Each
	Do    []*expr.Action
}

// Each makes a rule's actions run once for each pit of a walk along the
// mover's track: from a pit, step by step, while a condition holds.
type Each struct {
	Pos   diag.Pos
	From  *Cond
	Step  Int
	While *Cond
}

// Filter narrows the legal moves by what they lead to.
type Filter struct {
	Pos    diag.Pos
	ID     Str
	Doc    Str
	When   *Cond // on the position before the move
	Keep   *Cond // on the position after it
	Strict bool  // when no move passes, no move is legal
}

// MoveRule says which pits a move may start from, and what happens first.
type MoveRule struct {
	Pos       diag.Pos
	ID        Str
	Doc       Str
	Phase     []Str
	When      *Cond
	From      *Cond
	Fallback  bool
	Before    []*expr.Action
	Direction Str  // counterclockwise or clockwise; "" for the sowing direction
	NoSow     bool // sow: false, the move sows no seed
	SowPos    diag.Pos
	Pass      bool // pass: true, the rule offers the move pass
	PassPos   diag.Pos
	// Name, when set, makes the rule offer one move of that name that
	// starts from no pit and sows nothing (a proposal, a forfeit).
	Name Str
	// PassOptional: pass: optional, the pass is offered with the other
	// moves, not only when there is none.
	PassOptional bool
	// Pits says which pits From is read on: "own" (the mover's, the
	// default) or "any" (any pit, whoever owns it).
	Pits Str
	// Each and Do are the move's own steps, run in place of sowing
	// (with sow: false): Do's actions, once or for each pit of the walk.
	Each  *Each
	Do    []*expr.Action
	DoPos diag.Pos
	// Lift is how many seeds the move lifts (nil: all of them), and
	// LiftFrom where it lifts them from: "pit" (the move's pit, the
	// default), "bank" or "reserve" (the mover's), to be sown from the
	// move's pit on (see hand sowing in docs/language.md).
	Lift     *Cond
	LiftFrom Str
}

// EndRule ends the game when its condition holds after a move.
type EndRule struct {
	Pos    diag.Pos
	ID     Str
	Doc    Str
	When   *Cond
	Winner Str // mover, opponent, south, north, none, score
	Reason Str
}

// TrackDef is an explicit track for one player, e.g. "a1..a6 b6..b1".
type TrackDef struct {
	Player Str
	Text   Str
}
