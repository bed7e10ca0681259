package interpreter

// Perft counts the move sequences of the given depth from s (the leaves
// of the legal-move tree, games that end earlier counting as one leaf at
// their end), like chess engines' perft. Pinned in tests, it catches any
// change in which moves are legal.
func (g *Game) Perft(s *State, depth int) (int64, error) {
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		return 0, err
	}
	return mt.perft(depth)
}

func (mt *Match) perft(depth int) (int64, error) {
	if depth == 0 || mt.result.Over {
		return 1, nil
	}
	legal, err := mt.Legal()
	if mt.g.p.drawAt != "" {
		legal, err = mt.fullLegal() // every outcome of a draw is a move
	}
	if err != nil {
		return 0, err
	}
	var n int64
	for _, mv := range legal {
		child := mt.fork()
		if err := child.Play(mv); err != nil {
			return 0, err
		}
		k, err := child.perft(depth - 1)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// fork returns an independent copy of the match, history included.
func (mt *Match) fork() *Match {
	m := mt.g.NewMachine()
	m.hist, m.histFrom = append(m.hist, mt.m.hist...), mt.m.histFrom
	m.lastMover = mt.m.lastMover
	fk := &Match{g: mt.g, m: m, s: mt.s.Clone(), moves: append([]Move(nil), mt.moves...), movers: append([]Player(nil), mt.movers...),
		result: mt.result, total: mt.total, debug: mt.debug, err: mt.err}
	if mt.g.p.drawAt != "" {
		fk.seed = mt.forkSeed()
	}
	return fk
}

// Fork returns an independent copy of the match, for search.
func (mt *Match) Fork() *Match { return mt.fork() }
