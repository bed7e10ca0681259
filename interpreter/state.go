package interpreter

import "github.com/mancala-toolkit/mancala/dsl/board"

// State is a position: the seeds in every pit, who owns each pit and its
// marks, the banks and reserves, the values the variant declares, whose
// turn it is, the phase and the ply. It is a small value that owns its
// slices; copy it with CopyFrom.
type State struct {
	Pits  []int32
	Owner []Player // the owner of each pit, NoPlayer for nobody
	Marks []uint8  // bit i set: the pit bears mark i
	// Values holds the values the variant declares in `values`, each at
	// its check.Value.Slot; nil when it declares none, so that the seed
	// games pay nothing for them.
	Values []int32
	// Kinds holds the seeds of each kind of seed but the first, in pits
	// and banks (see kinds.go); nil when the variant declares no kinds.
	Kinds []int32
	Counts
}

// Counts are the numbers of a position besides its pits and values:
// banks, reserves, whose turn it is, the phase and the counts of moves,
// rounds and passes. A State copies them in one assignment.
type Counts struct {
	Bank    [board.MaxPlayers]int32
	Reserve [board.MaxPlayers]int32
	ToMove  Player // the player to move
	Phase   int8
	Ply     int32 // moves made so far
	Round   int32 // rounds finished before this one (matches of rounds)
	Passes  int32 // passes in a row that led here (0 after any other move)
	// PhaseTurns counts the turns played in the current phase, in a
	// phase that lasts a number of turns (0 in any other).
	PhaseTurns int32
	// Points are the match points each player has won in the rounds
	// finished (rounds.points).
	Points [board.MaxPlayers]int32
	// Out has bit i set when player i is out of a match of rounds of
	// more than two players (held too few seeds to fill a pit): the
	// turn passes over them. Always 0 in a game of two.
	Out uint8
	// cut: the move that led here was cut at the lap limit (option
	// endless stop or draw); not part of the position.
	cut bool
}

// newState returns a state of n pits and the given number of value
// slots.
func newState(n, values int) *State {
	s := &State{}
	s.alloc(n, values)
	return s
}

// alloc gives s storage for n pits and the given number of value slots
// (none: nil).
func (s *State) alloc(n, values int) {
	s.Pits = make([]int32, n)
	s.Owner = make([]Player, n)
	s.Marks = make([]uint8, n)
	s.Values = nil
	if values > 0 {
		s.Values = make([]int32, values)
	}
}

// CopyFrom makes s equal to o, reusing s's storage.
func (s *State) CopyFrom(o *State) {
	if len(s.Pits) != len(o.Pits) || len(s.Values) != len(o.Values) {
		s.alloc(len(o.Pits), len(o.Values))
	}
	copy(s.Pits, o.Pits)
	copy(s.Owner, o.Owner)
	copy(s.Marks, o.Marks)
	copy(s.Values, o.Values)
	if o.Kinds != nil || s.Kinds != nil { // never without kinds
		if len(s.Kinds) != len(o.Kinds) {
			s.Kinds = make([]int32, len(o.Kinds))
		}
		copy(s.Kinds, o.Kinds)
	}
	s.Counts = o.Counts
}

// copyPlay makes s equal to o when they agree on owners and marks.
func (s *State) copyPlay(o *State) {
	copy(s.Pits, o.Pits)
	copy(s.Values, o.Values)
	if o.Kinds != nil {
		if len(s.Kinds) != len(o.Kinds) {
			s.Kinds = make([]int32, len(o.Kinds))
		}
		copy(s.Kinds, o.Kinds)
	}
	s.Counts = o.Counts
}

// Clone returns a copy of s with storage of its own.
func (s *State) Clone() *State {
	c := &State{}
	c.CopyFrom(s)
	return c
}

// Total is the number of seeds in pits, banks and reserves; it never
// changes during a game.
func (s *State) Total() int {
	t := 0
	for pl := range s.Bank {
		t += int(s.Bank[pl] + s.Reserve[pl])
	}
	for _, n := range s.Pits {
		t += int(n)
	}
	return t
}

// sameBoard reports whether s and o agree on everything a move can read
// or change (pits, owners, marks, banks, reserves, values).
func (s *State) sameBoard(o *State) bool {
	if s.Bank != o.Bank || s.Reserve != o.Reserve {
		return false
	}
	for i, x := range s.Values {
		if o.Values[i] != x {
			return false
		}
	}
	for i, x := range s.Kinds { // none without kinds
		if o.Kinds[i] != x {
			return false
		}
	}
	for i, n := range s.Pits {
		if o.Pits[i] != n || o.Owner[i] != s.Owner[i] || o.Marks[i] != s.Marks[i] {
			return false
		}
	}
	return true
}

// Hash is a 64-bit digest of the position: pits, owners, marks,
// banks, reserves, phase (and turns played in it, where counted), player
// to move, passes in a row and values (not the ply).
func (s *State) Hash() uint64 {
	const m1, m2 = 0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9
	h := uint64(len(s.Pits))
	mix := func(x uint64) {
		h = (h ^ x) * m1
		h ^= h >> 29
	}
	p := s.Pits
	for ; len(p) >= 2; p = p[2:] {
		mix(uint64(uint32(p[0])) | uint64(uint32(p[1]))<<32)
	}
	if len(p) == 1 {
		mix(uint64(uint32(p[0])))
	}
	// owners and marks, four pits to a word
	var w uint64
	for i := range s.Owner {
		w = w<<16 | uint64(uint8(s.Owner[i]))<<8 | uint64(s.Marks[i])
		if i%4 == 3 {
			mix(w)
			w = 0
		}
	}
	mix(w)
	for _, x := range [...]uint64{
		uint64(uint32(s.Bank[0])) | uint64(uint32(s.Bank[1]))<<32,
		uint64(uint32(s.Reserve[0])) | uint64(uint32(s.Reserve[1]))<<32,
		uint64(uint8(s.ToMove)) | uint64(uint8(s.Phase))<<8 | uint64(uint32(s.Passes))<<16 | uint64(uint32(s.PhaseTurns))<<48,
	} {
		h = (h ^ x) * m2
		h ^= h >> 31
	}
	if s.Points != [board.MaxPlayers]int32{} { // only in matches scored by points
		h = (h ^ (uint64(uint32(s.Points[0])) | uint64(uint32(s.Points[1]))<<32)) * m2
		h ^= h >> 31
		for pl := 2; pl < len(s.Points); pl++ {
			h = (h ^ uint64(uint32(s.Points[pl])) ^ uint64(pl)<<60) * m2
			h ^= h >> 31
		}
	}
	for pl := 2; pl < len(s.Bank); pl++ { // players after the second: none in two-player games
		if x := uint64(uint32(s.Bank[pl])) | uint64(uint32(s.Reserve[pl]))<<32; x != 0 {
			h = (h ^ x ^ uint64(pl)<<60) * m2
			h ^= h >> 31
		}
	}
	for _, v := range s.Values { // none in the seed games
		h = (h ^ uint64(uint32(v))) * m1
		h ^= h >> 29
	}
	for _, v := range s.Kinds { // none without kinds
		h = (h ^ uint64(uint32(v))) * m2
		h ^= h >> 29
	}
	return h
}
