package conform

import "fmt"

// chainThroughOrigin: in Das Bohnenspiel a capture of 2, 4 or 6 chains
// backwards; the recording engine stops the chain when it comes back to
// the pit the move was made from, without looking at it. It shows when
// the chain, walked on the record's position after sowing, reaches that
// pit and it holds 2, 4 or 6 (after a lap of 24 beans or more).
func chainThroughOrigin(gm *Game) map[int]string {
	out := map[int]string{}
	even := func(n int) bool { return n == 2 || n == 4 || n == 6 }
	for i, mv := range gm.Moves {
		ply := i + 1
		b := before(gm, ply)
		sown := map[string]int{}
		for pit, n := range b.Pits {
			sown[pit] = n
		}
		n, q := sown[mv], mv
		sown[mv] = 0
		for ; n > 0; n-- {
			q = twoRowNext(q, 6)
			sown[q]++
		}
		if q == mv {
			continue // the lap ended in its own pit
		}
		for q != mv && even(sown[q]) {
			q = twoRowPrev(q, 6)
		}
		if q == mv && even(sown[mv]) {
			out[ply] = "chain-stops-at-origin"
		}
	}
	return out
}

// twoRowPrev is the pit before pit on the anticlockwise circuit of a
// two-row board of n columns: a1 … aN, bN … b1.
func twoRowPrev(pit string, n int) string {
	var col int
	fmt.Sscanf(pit[1:], "%d", &col)
	switch {
	case pit[0] == 'a' && col > 1:
		return fmt.Sprintf("a%d", col-1)
	case pit[0] == 'a':
		return "b1"
	case col < n:
		return fmt.Sprintf("b%d", col+1)
	}
	return fmt.Sprintf("a%d", n)
}
