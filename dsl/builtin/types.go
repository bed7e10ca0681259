// Package builtin declares the vocabulary of the rules language: the
// names an expression may use in each section of a variant file, the
// attributes of pits, players and laps, the functions, and the actions.
//
// Each entry is declared once, with its parameters and its documentation.
// The checker resolves names against this registry, the interpreter
// compiles every entry, and the language reference is checked against it,
// so the three cannot drift apart.
package builtin

// Type is the type of an expression value.
type Type int

// The value types of the language.
const (
	Invalid Type = iota
	Bool
	Int
	Pit     // a pit of the board (or none)
	Player  // south or north
	Pits    // a set of pits, such as a row
	String  // a word: an option value or a phase name
	Lap     // the lap being sown
	Move    // the move being made
	Options // the option namespace
	Board   // the board namespace
	// Direction is a way round the board: along the sowing direction or
	// against it (clockwise or counterclockwise on generated tracks).
	Direction
	Game // the namespace of the values of the game (game.NAME)
	// Ref is a value declared in `values`, named as it is read
	// (game.NAME, PLAYER.NAME): the first argument of set and add.
	Ref
	// Same is the type of the value a set names: int, bool, pit or
	// direction, as declared.
	Same
	// Sown is the seeds of the drop just made (on_drop): sown.KIND
	// counts those of a kind.
	Sown
)

var typeNames = [...]string{"invalid", "bool", "int", "pit", "player", "pits", "string", "lap", "move", "options", "board", "direction", "game", "value", "the value's kind", "drop"}

func (t Type) String() string { return typeNames[t] }

// Section is a place in a variant file where expressions are written. It
// decides which context names are in scope.
type Section uint32

// The sections.
const (
	SecEnter      Section = 1 << iota // phases[].enter and leave
	SecSkipOrigin                     // sowing.skip_origin
	SecSkip                           // sowing.skip
	SecDrop                           // sowing.on_drop
	SecMoveWhen                       // moves[].when
	SecMoveFrom                       // moves[].from and moves[].before
	SecLapEnd                         // lap_end
	SecAfterMove                      // after_move
	SecEnd                            // end
	SecScore                          // score
	SecLapStart                       // sowing.origin_first
	SecEach                           // the while and do of a rule with each
	SecFilter                         // filters[].keep
	SecParam                          // board and setup values given by options
	SecMoveDo                         // moves[].do: the steps of a move that does not sow
	// SecPitCond is added to the section of a condition read for each pit
	// of a set or a search (where, all, any, first), in which pit is
	// that pit.
	SecPitCond
	// SecRoundsKeep is added to the section of rounds.keep, a condition
	// on each pit read as end rules are, so that messages name it.
	SecRoundsKeep
	// SecRoundsSplit is added to the section of rounds.split, read as
	// rounds.keep is.
	SecRoundsSplit

	SecAll = SecEnter | SecSkipOrigin | SecSkip | SecDrop | SecMoveWhen | SecMoveFrom | SecLapEnd | SecAfterMove | SecEnd | SecScore | SecLapStart | SecEach | SecFilter | SecMoveDo
	// SecLap is every section evaluated while a lap is being sown.
	SecLap = SecSkip | SecDrop | SecLapEnd | SecLapStart
)

var sectionNames = map[Section]string{
	SecEnter: "phases[].enter / leave", SecSkipOrigin: "sowing.skip_origin", SecSkip: "sowing.skip",
	SecDrop: "sowing.on_drop", SecMoveWhen: "moves[].when", SecMoveFrom: "moves[].from / before",
	SecLapEnd: "lap_end", SecAfterMove: "after_move", SecEnd: "end", SecScore: "score, rounds.points",
	SecLapStart: "sowing.origin_first", SecEach: "a rule's each", SecFilter: "filters[].keep",
	SecParam: "board and setup values", SecMoveDo: "moves[].do", SecPitCond: "a where, all, any or first condition",
}

// Names lists the sections in s, for messages and the reference.
func (s Section) Names() []string {
	var out []string
	for bit := Section(1); bit != 0 && bit <= SecPitCond; bit <<= 1 {
		if s&bit != 0 {
			out = append(out, sectionNames[bit])
		}
	}
	return out
}
