package interpreter

// EventKind says what an Event reports.
type EventKind uint8

// The events of a move, in the order they can happen.
const (
	EvMoveStart EventKind = iota // Pit: the move's pit; Rule: the move rule
	EvIntroduce                  // N seeds from Player's reserve into Pit
	EvLap                        // a lap was sown: N seeds lifted from Pit (-1 off the track), the first into First, the last into To
	EvLapEnd                     // the lap ended in Pit, which held Before; Rule: the lap_end rule that fired ("" if none)
	EvCapture                    // N seeds of Pit to Player's bank (To -1), or into pit To (capture's into=)
	EvUncapture                  // N seeds from Player's bank back into Pit
	EvTake                       // N seeds of Pit to Player's bank
	EvMove                       // N seeds moved from Pit to To
	EvOwn                        // Pit now belongs to Player
	EvMark                       // Pit got mark N
	EvUnmark                     // Pit lost mark N
	EvExtraTurn                  // Player moves again
	EvMoveEnd                    // the move is over
	EvPhase                      // the game entered phase N
	EvGameEnd                    // the game is over
	EvRound                      // round N begins (matches of rounds)
	EvRule                       // an on_drop or after_move rule fired: Rule, Pit (on_drop)
	EvLift                       // N seeds lifted from Pit by sow, to be sown in the next lap
	EvPass                       // Player passes (Rule: the pass rule)
	EvClamp                      // a count out of range, N, given at Where (a rule's action, or sowing.drop) for Pit, was taken as Before; Rule: the rule
	EvSteps                      // the move sows nothing: its own steps (the do of move rule Rule, at Where) run, from Pit
	EvLapLimit                   // the lap limit is reached with N seeds still in the hand, to sow in the next lap
	EvEndless                    // the position in mid-move is the one of N laps before: the move would repeat for ever; Before: the laps passed over to reach the lap limit (0 when the move is refused), Sown the seeds they sow
	EvValue                      // value Before (its index in the variant's values) of Player (NoPlayer: the game's) is now N
	EvChoice                     // Player (the mover) chose N, one of To alternatives, as value Before (its index in the variant's values) of player Player(First) (NoPlayer: the game's)
	EvHand                       // a move lifts N seeds from Player's bank (Before 1) or reserve (Before 2), to sow them from Pit on
	EvDraw                       // lots drawn in Player's move gave N, one of To alternatives, as value Before of player Player(First) (NoPlayer: the game's); as EvChoice
	EvLay                        // N seeds of kind Before (its index in the variant's kinds) from Player's bank (First 0) or reserve (First 1) into Pit
)

var eventNames = [...]string{"move", "introduce", "lap", "lap-end", "capture", "uncapture", "take", "move-seeds", "own", "mark", "unmark", "extra-turn", "move-end", "phase", "game-end", "round", "rule", "lift", "pass", "clamp", "steps", "lap-limit", "endless", "value", "choice", "hand", "draw", "lay"}

func (k EventKind) String() string { return eventNames[k] }

// Event is one step of a move, for traces and user interfaces.
type Event struct {
	Kind EventKind
	Ply  int32 // the move's number, 1 for the first move
	Lap  int32 // the lap's number within the move, 0 outside laps
	// Player is the player the kind's comment names (the mover, in
	// the events of a move); EvGameEnd: the winner, NoPlayer for none.
	Player  Player
	Pit, To int32 // pits, -1 for none (To in EvChoice and EvDraw: a count)
	First   int32 // EvLap: the pit the first seed fell into
	N       int32 // a count of seeds (or a mark or phase index)
	Before  int32 // EvLapEnd: what the landing pit held before the last seed
	Sown    int64 // EvEndless: the seeds sown in the laps passed over
	Rule    string
	// Where is the file:line:col of the rule, which tells apart rules
	// that share an ID.
	Where string
	// Move is, in EvMoveStart, the move's full name, its choices
	// included (a2:a4:cw).
	Move string
}

// Observer receives the events of the moves played. A nil Observer costs
// nothing.
type Observer func(Event)

// clamped reports a count the engine did not take as written: given at
// where, in rule, for pit p, it used used instead. Callers test f.obs
// first, so that the normal path costs nothing.
func (f *frame) clamped(given, used int32, rule, where string, p int32) {
	f.emit(Event{Kind: EvClamp, N: given, Before: used, Rule: rule, Where: where, Pit: p, To: -1, Player: f.mover})
}

func (f *frame) emit(e Event) {
	if f.obs == nil {
		return
	}
	e.Ply = f.ply
	e.Lap = f.lap
	f.obs(e)
}
