package conform

import "maps"

// foursAtLapEnd: in Pallankuli a hole brought to four while sowing is
// emptied at once (into the bank of the side it is on). The recording
// engine takes fours only when the lap is over, and only in the holes
// from the lap's origin to its last hole counted once round the board:
// a lap of fourteen or more leaves fours it made elsewhere, or made and
// sowed again, on the board. It shows where the turn, played from the
// record's position both ways, ends differently.
func foursAtLapEnd(gm *Game) map[int]string {
	out := map[int]string{}
	for i, mv := range gm.Moves {
		ply := i + 1
		b := before(gm, ply)
		mover := 0
		if b.ToMove == "north" {
			mover = 1
		}
		p1, h1 := pallankuliTurn(b, mover, mv, true)
		p2, h2 := pallankuliTurn(b, mover, mv, false)
		if !maps.Equal(p1, p2) || h1 != h2 {
			out[ply] = "fours-at-lap-end"
		}
	}
	return out
}

// pallankuliTurn plays a turn of Pallankuli's first round from pit mv
// of position b, as the ludii ruleset reads it: relay from an occupied
// last hole, the hole after an empty last hole captured, the turn cut
// short when a lap leaves a row empty, and then each player taking the
// counters of their own row. Fours are taken at once (atOnce), or as
// the recording engine takes them.
func pallankuliTurn(b *Snapshot, mover int, mv string, atOnce bool) (map[string]int, [2]int) {
	pits := maps.Clone(b.Pits)
	hand := [2]int{b.Stores["south"], b.Stores["north"]}
	side := func(p string) int { return int(p[0] - 'a') }
	rowEmpty := func() bool {
		var n [2]int
		for p, c := range pits {
			n[side(p)] += c
		}
		return n[0] == 0 || n[1] == 0
	}
	for from := mv; ; {
		n := pits[from]
		pits[from] = 0
		q, four := from, false
		for k := 0; k < n; k++ {
			q = twoRowNext(q, 7)
			pits[q]++
			four = atOnce && pits[q] == 4
			if four {
				hand[side(q)] += 4
				pits[q] = 0
			}
		}
		relay := false
		switch {
		case four:
		case atOnce && rowEmpty():
		case pits[q] > 1 && pits[q] != 4:
			relay = true
		case pits[q] == 1:
			next := twoRowNext(q, 7)
			hand[mover] += pits[next]
			pits[next] = 0
		}
		if !atOnce {
			// the holes from the origin to the last hole, once round
			end := from
			for k := 0; k < n%14; k++ {
				end = twoRowNext(end, 7)
			}
			for h := from; ; h = twoRowNext(h, 7) {
				if pits[h] == 4 {
					hand[side(h)] += 4
					pits[h] = 0
				}
				if h == end {
					break
				}
			}
			relay = relay && !rowEmpty()
		}
		if !relay {
			break
		}
		from = q
	}
	if rowEmpty() {
		for p, c := range pits {
			hand[side(p)] += c
			pits[p] = 0
		}
	}
	return pits, hand
}
