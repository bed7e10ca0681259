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

// Perft is Game.Perft from the match's position, its history included
// (a repetition rule sees the moves already played).
func (mt *Match) Perft(depth int) (int64, error) { return mt.fork().perft(depth) }

// Divide is Perft split by the first move: for each legal move of the
// position (each outcome of a draw a move of its own), the leaves of
// depth-1 after it.
func (mt *Match) Divide(depth int) ([]Move, []int64, error) {
	if depth < 1 || mt.result.Over {
		return nil, nil, nil
	}
	legal, err := mt.Legal()
	if mt.g.p.drawAt != "" {
		legal, err = mt.fullLegal()
	}
	if err != nil {
		return nil, nil, err
	}
	legal = append([]Move(nil), legal...)
	counts := make([]int64, len(legal))
	for i, mv := range legal {
		child := mt.fork()
		if err := child.Play(mv); err != nil {
			return nil, nil, err
		}
		if counts[i], err = child.perft(depth - 1); err != nil {
			return nil, nil, err
		}
	}
	return legal, counts, nil
}
