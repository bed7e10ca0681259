package conform

import (
	"fmt"
	"slices"
)

// longLapsFreeNothing: in Adi a hole a player has sown from is blocked
// for them until the opponent sows into it. The recording engine frees
// only the holes a lap of fewer than twelve counters sows into: a lap of
// twelve or more, which sows into every hole, frees none. It shows at
// every ply where a hole still blocked in the record is free for us (the
// legal moves differ, or the record passes where we may move), and at
// the last ply when the record's first round ends there, no player being
// able to move, while with the holes we freed one of them still can.
func longLapsFreeNothing(gm *Game) map[int]string {
	out := map[int]string{}
	var blocked [2]map[string]bool
	blocked[0], blocked[1] = map[string]bool{}, map[string]bool{}
	canMove := func(pits Pits, pl int) []string {
		var legal []string
		for col := 1; col <= 6; col++ {
			h := fmt.Sprintf("%c%d", 'a'+pl, col)
			if pits[h] > 0 && !blocked[pl][h] {
				legal = append(legal, h)
			}
		}
		return legal
	}
	for i, mv := range gm.Moves {
		ply := i + 1
		b := before(gm, ply)
		mover := 0
		if b.ToMove == "north" {
			mover = 1
		}
		legal := canMove(b.Pits, mover)
		if len(legal) == 0 {
			legal = []string{"pass"}
		}
		slices.Sort(legal)
		rec := slices.Clone(b.Legal)
		slices.Sort(rec)
		if !slices.Equal(legal, rec) {
			out[ply] = "long-laps-free-nothing"
		}
		if mv == "pass" {
			continue
		}
		pits := map[string]int{}
		for h, n := range b.Pits {
			pits[h] = n
		}
		n, q := pits[mv], mv
		pits[mv] = 0
		for ; n > 0; n-- {
			q = twoRowNext(q, 6)
			pits[q]++
			delete(blocked[1-mover], q)
		}
		blocked[mover][mv] = true
		if ply == len(gm.Moves) && gm.Result != nil && gm.Result.Reason == ReasonRoundEnd {
			// the threes this lap captures, backwards in the opponent's row
			for int(q[0]-'a') != mover && pits[q] == 3 {
				pits[q] = 0
				q = twoRowPrev(q, 6)
			}
			if len(canMove(pits, 0))+len(canMove(pits, 1)) > 0 {
				out[ply] = "long-laps-free-nothing"
			}
		}
	}
	return out
}
