package interpreter

// State is a position: the seeds in every pit, who owns each pit and its
// marks, the banks and reserves, whose turn it is, the phase and the ply.
// It is a small value that owns its slices; copy it with CopyFrom.
type State struct {
	Pits    []int32
	Owner   []int8
	Marks   []uint8 // bit i set: the pit bears mark i
	Bank    [2]int32
	Reserve [2]int32
	ToMove  int8
	Phase   int8
	Ply     int32 // moves made so far
	Round   int32 // rounds finished before this one (matches of rounds)
	Passes  int32 // passes in a row that led here (0 after any other move)
}

func newState(n int) *State {
	s := &State{}
	s.alloc(n)
	return s
}

func (s *State) alloc(n int) {
	s.Pits = make([]int32, n)
	s.Owner = make([]int8, n)
	s.Marks = make([]uint8, n)
}

// CopyFrom makes s equal to o, reusing s's storage.
func (s *State) CopyFrom(o *State) {
	if len(s.Pits) != len(o.Pits) {
		s.alloc(len(o.Pits))
	}
	copy(s.Pits, o.Pits)
	copy(s.Owner, o.Owner)
	copy(s.Marks, o.Marks)
	s.Bank, s.Reserve, s.ToMove, s.Phase, s.Ply, s.Round, s.Passes = o.Bank, o.Reserve, o.ToMove, o.Phase, o.Ply, o.Round, o.Passes
}

// copyPlay makes s equal to o when they agree on owners and marks.
func (s *State) copyPlay(o *State) {
	copy(s.Pits, o.Pits)
	s.Bank, s.Reserve, s.ToMove, s.Phase, s.Ply, s.Round, s.Passes = o.Bank, o.Reserve, o.ToMove, o.Phase, o.Ply, o.Round, o.Passes
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
	t := int(s.Bank[0] + s.Bank[1] + s.Reserve[0] + s.Reserve[1])
	for _, n := range s.Pits {
		t += int(n)
	}
	return t
}

// sameBoard reports whether s and o agree on everything a move can read
// or change (pits, owners, marks, banks, reserves).
func (s *State) sameBoard(o *State) bool {
	if s.Bank != o.Bank || s.Reserve != o.Reserve {
		return false
	}
	for i, n := range s.Pits {
		if o.Pits[i] != n || o.Owner[i] != s.Owner[i] || o.Marks[i] != s.Marks[i] {
			return false
		}
	}
	return true
}

// Hash is a 64-bit digest of the position: pits, owners, marks,
// banks, reserves, phase, player to move and passes in a row (not the
// ply).
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
		uint64(uint8(s.ToMove)) | uint64(uint8(s.Phase))<<8 | uint64(uint32(s.Passes))<<16,
	} {
		h = (h ^ x) * m2
		h ^= h >> 31
	}
	return h
}
