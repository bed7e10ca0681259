package interpreter

// frame is the evaluation context of compiled conditions and actions: the
// state, the players, and what the move and the current lap have done.
// One frame lives in each Machine and is reused, so evaluating allocates
// nothing.
type frame struct {
	g      *Game
	s      *State
	s0     *State // the position before the move (s is a copy being changed)
	m      *Machine
	mover  Player
	player Player // the player being scored
	ply    int32  // the number of the move being made, or just made

	pit, pitBefore int32 // the pit in question (moves, skip, on_drop)

	// the move
	start int32
	laps  int32

	// the lap
	lap              int32
	sown             int32
	origin           int32
	first, penult    int32
	landing, before  int32
	flow             flow
	dir              int8  // 0 along the track, 1 against it
	lapSeeds         int32 // seeds lifted for this lap
	captured         int32 // seeds taken by capture in this move
	hand             int32 // seeds lifted for the next lap
	nextAt, nextFrom int32
	extra            bool
	err              error
	// refused: a decision point had nothing to choose from (a choose of
	// a number among none), so the move cannot be made
	refused bool

	// the choices of the move (see choice.go): want, those to make (0
	// bytes: the first alternative); made, those made so far, at depth
	// decision points; after[d], the alternative after the one taken at
	// point d (0: none)
	want, made uint64
	depth      int8
	drawn      uint8 // bit d: decision point d was a draw
	after      [MaxChoices]uint8

	obs Observer

	// handK and sowK: the seeds of each kind but the first among those
	// lifted for the next lap, and among those the current lap has yet
	// to sow (variants with kinds only); lapK, those the lap lifted
	handK, sowK, lapK kindCounts

	// in variants whose playouts keep the key running (keyed; see
	// runkey.go): dk, the change the move has made so far to the pits'
	// part of the key, or dkLost, it is not known
	dk            uint64
	keyed, dkLost bool
}

// flow is what happens after a lap's end.
type flow uint8

const (
	flowEnd flow = iota
	flowNext
	flowIllegal
)
