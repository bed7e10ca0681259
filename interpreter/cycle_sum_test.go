package interpreter

import "testing"

// TestCycleSum: the multipliers of a run of pits along a track, either
// way, summed from the running sums, are those summed pit by pit, for
// runs shorter and longer than the track.
func TestCycleSum(t *testing.T) {
	track := []int32{4, 0, 3, 6, 1}
	next := [2][]int32{make([]int32, 7), make([]int32, 7)}
	for i, x := range track {
		next[0][x] = track[(i+1)%len(track)]
		next[1][x] = track[(i+len(track)-1)%len(track)]
	}
	w := keyMuls(7, 0)
	for dir := range 2 {
		c := newCycle(7, track, dir, w)
		for _, x := range track {
			for n := int32(0); n <= 3*int32(len(track))+1; n++ {
				var want uint64
				for q, k := x, int32(0); k < n; q, k = next[dir][q], k+1 {
					want += w[q]
				}
				if got := c.sum(x, n); got != want {
					t.Errorf("dir %d, %d pits from %d: sum %d, want %d", dir, n, x, got, want)
				}
			}
		}
	}
}
