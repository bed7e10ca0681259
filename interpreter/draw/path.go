package draw

import "github.com/mancala-toolkit/mancala/interpreter"

// Path returns the pits a move passed, from its events: for each lap,
// the pit lifted from, then the pits from the first to the last seed
// along the mover's track.
func Path(g *interpreter.Game, evs []interpreter.Event) []int32 {
	var path []int32
	for _, lap := range Laps(g, evs) {
		path = append(path, lap...)
	}
	return path
}

// Laps returns the pits a move passed, lap by lap: each lap's pit lifted
// from (when it is on the track), then the pits from its first to its
// last seed along the mover's track.
func Laps(g *interpreter.Game, evs []interpreter.Event) [][]int32 {
	tracks := g.Program().Tracks()
	var laps [][]int32
	for _, e := range evs {
		if e.Kind != interpreter.EvLap || e.Player < 0 {
			continue
		}
		t := tracks[e.Player]
		var lap []int32
		if e.Pit >= 0 && onTrack(t, e.Pit) {
			lap = append(lap, e.Pit)
		}
		lap = append(lap, walk(t, e.First, e.To, int(e.N))...)
		if len(lap) > 0 {
			laps = append(laps, lap)
		}
	}
	return laps
}

func onTrack(t []int32, p int32) bool { return index(t, p) >= 0 }

func index(t []int32, p int32) int {
	for i, x := range t {
		if x == p {
			return i
		}
	}
	return -1
}

// walk goes from first to last along the track, the way whose length
// fits the number of seeds sown (n, less any passed over), forwards when
// both fit.
func walk(t []int32, first, last int32, n int) []int32 {
	i, j := index(t, first), index(t, last)
	if i < 0 || j < 0 {
		return nil
	}
	l := len(t)
	fwd, back := (j-i+l)%l, (i-j+l)%l
	step := 1
	if back < fwd && back+1 == min(n, l) && fwd+1 != min(n, l) {
		step = -1
	}
	var out []int32
	for k := i; ; k = (k + step + l) % l {
		out = append(out, t[k])
		if k == j {
			break
		}
	}
	return out
}
