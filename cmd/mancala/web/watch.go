package web

import (
	"slices"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/narrate"
	"github.com/mancala-toolkit/mancala/interpreter/session"
)

// Event is an event of a move in the form `trace --json` prints.
type Event = session.Event

// Frame is one picture of a move being played: the pits (by index), their
// owners and marks (bits, in the order of the layout's marks) and the
// banks, after an event or, in a lap, after each seed sown.
type Frame struct {
	Event  int                  `json:"event"`          // the index of the event it shows, in watched.Events
	Seed   int32                `json:"seed,omitempty"` // in a lap: the seed just sown, from 1
	Pit    int32                `json:"pit"`            // the pit it is about (the seed's pit in a lap), -1 for none
	Pits   []int32              `json:"pits"`
	Owners []interpreter.Player `json:"owners"`
	Marks  []uint8              `json:"marks"`
	Bank   []int32              `json:"bank"`
}

// watched is a move played step by step: its events, as trace --json
// gives them, its narration, line by line as trace prints it, and its
// frames, the first the position before the move.
type watched struct {
	Move      string   `json:"move"`
	Events    []Event  `json:"events"`
	Narration []string `json:"narration"`
	Frames    []Frame  `json:"frames"`
}

// maxFrames bounds the frames of a move: past it, a lap is shown whole.
var maxFrames = 5000

// snapshot is the position at an event.
type snapshot struct {
	pits   []int32
	owners []interpreter.Player
	marks  []uint8
	bank   []int32
}

func snap(s *interpreter.State, players int) snapshot {
	return snapshot{slices.Clone(s.Pits), slices.Clone(s.Owner), slices.Clone(s.Marks), slices.Clone(s.Bank[:players])}
}

func (sn snapshot) frame(ev int, pit int32) Frame {
	return Frame{Event: ev, Pit: pit, Pits: sn.pits, Owners: sn.owners, Marks: sn.marks, Bank: sn.bank}
}

// playWatched plays a move (by calling play) watching it: every event
// and the position after it.
func (g *game) playWatched(play func() error) (*watched, error) {
	mt := g.mt
	p := g.g.Program()
	n := p.Players()
	before := snap(mt.State(), n)
	var evs []interpreter.Event
	var snaps []snapshot
	mt.Observe(func(e interpreter.Event) {
		evs = append(evs, e)
		if len(snaps) < maxFrames {
			snaps = append(snaps, snap(mt.Live(), n))
		}
	})
	err := play()
	mt.Observe(nil)
	if err != nil {
		return nil, err
	}
	w := &watched{Events: []Event{}, Narration: []string{}, Frames: []Frame{before.frame(-1, -1)}}
	if ms := mt.Moves(); len(ms) > 0 {
		w.Move = g.g.MoveName(ms[len(ms)-1])
	}
	nar := narrate.New(g.g)
	w.Narration = append(w.Narration, nar.Events(evs)...)
	w.Events = session.Events(g.g, nar, evs)
	lapOf := midLap(evs, len(snaps))
	prev := before
	for i, e := range evs {
		if i >= len(snaps) {
			continue // past the frames a move may have
		}
		if lapOf[i] >= 0 {
			continue // shown with its lap
		}
		var mids []int // the events while the lap was sown
		for j := i - 1; j >= 0 && lapOf[j] == i; j-- {
			mids = append([]int{j}, mids...)
		}
		if e.Kind == interpreter.EvLap && len(w.Frames) < maxFrames {
			if fs := lapFrames(i, p.Tracks()[e.Player], e, prev, mids, evs, snaps); fs != nil && len(w.Frames)+len(fs) <= maxFrames {
				w.Frames = append(w.Frames, fs...)
				prev = snaps[i]
				continue
			}
		}
		for _, j := range mids {
			w.Frames = append(w.Frames, snaps[j].frame(j, evs[j].Pit))
		}
		w.Frames = append(w.Frames, snaps[i].frame(i, e.Pit))
		prev = snaps[i]
	}
	if end := snap(mt.State(), n); !slices.Equal(end.pits, prev.pits) || !slices.Equal(end.owners, prev.owners) ||
		!slices.Equal(end.marks, prev.marks) || !slices.Equal(end.bank, prev.bank) {
		w.Frames = append(w.Frames, end.frame(len(evs)-1, -1)) // the frames stopped short
	}
	return w, nil
}

// midLap finds the events that happen while a lap is sown (an on_drop
// rule's, and what its actions do): lapOf[i] is the index of the lap's
// own event, sent when its last seed falls, or -1. Only events with
// frames (the first n) are looked at.
func midLap(evs []interpreter.Event, n int) []int {
	lapOf := make([]int, len(evs))
	for i := range lapOf {
		lapOf[i] = -1
	}
	for i := 0; i < n; i++ {
		if evs[i].Kind != interpreter.EvLap {
			continue
		}
		for j := i - 1; j >= 0 && evs[j].Lap == evs[i].Lap && duringLap(evs[j].Kind); j-- {
			lapOf[j] = i
		}
	}
	return lapOf
}

// duringLap reports whether an event of kind k may happen while a lap
// is sown.
func duringLap(k interpreter.EventKind) bool {
	switch k {
	case interpreter.EvRule, interpreter.EvCapture, interpreter.EvTake, interpreter.EvMove, interpreter.EvUncapture,
		interpreter.EvOwn, interpreter.EvMark, interpreter.EvUnmark, interpreter.EvValue, interpreter.EvClamp:
		return true
	}
	return false
}

// undo takes the seeds an event moved back where they were, in pits.
func undo(e interpreter.Event, pits []int32) {
	switch e.Kind {
	case interpreter.EvCapture, interpreter.EvTake, interpreter.EvMove:
		pits[e.Pit] += e.N
		if e.To >= 0 {
			pits[e.To] -= e.N
		}
	case interpreter.EvUncapture:
		pits[e.Pit] -= e.N
	}
}

// lapFrames are the frames of a lap (event i): a seed sown in each, and
// the frame of each event that happened while it was sown (mids) after
// the seed that led to it. It returns nil when no walk along the track
// accounts for the lap: it is then shown whole.
func lapFrames(i int, track []int32, e interpreter.Event, before snapshot, mids []int, evs []interpreter.Event, snaps []snapshot) []Frame {
	// segment k is sown from starts[k] until ends[k] (the pits before the
	// event that ends it, or the lap's end)
	starts, ends := []snapshot{before}, [][]int32{}
	for _, j := range mids {
		end := slices.Clone(snaps[j].pits)
		undo(evs[j], end)
		ends = append(ends, end)
		starts = append(starts, snaps[j])
	}
	ends = append(ends, snaps[i].pits)
	drops := make([][]int32, len(ends))
	for k := range ends {
		drops[k] = make([]int32, len(ends[k]))
		for q := range ends[k] {
			if d := ends[k][q] - starts[k].pits[q]; d > 0 {
				drops[k][q] = d
			}
		}
	}
	paths := lapPath(track, e, drops)
	if paths == nil {
		return nil
	}
	var out []Frame
	seed := int32(0)
	for k, path := range paths {
		if k > 0 {
			j := mids[k-1]
			out = append(out, snaps[j].frame(j, evs[j].Pit))
		}
		cur := slices.Clone(ends[k])
		for _, q := range path {
			cur[q]--
		}
		at := starts[k]
		for n, q := range path {
			cur[q]++
			seed++
			f := Frame{Event: i, Seed: seed, Pit: q, Pits: slices.Clone(cur), Owners: at.owners, Marks: at.marks, Bank: at.bank}
			if k == len(paths)-1 && n == len(path)-1 {
				f.Owners, f.Marks, f.Bank = snaps[i].owners, snaps[i].marks, snaps[i].bank
			}
			out = append(out, f)
		}
	}
	return out
}

// lapPath finds the pits a lap sowed, seed by seed, along the mover's
// track, in segments (those between the events that happened while it
// was sown): from the lap's first pit to its last, one way round or the
// other, a seed into each pit whose count grew in the segment (drops[k]:
// by how much in segment k), N seeds in all; the pit lifted from, which
// may have been emptied and sown again, makes up the seeds missing in the
// first segment. It returns nil when no walk accounts for the lap.
func lapPath(track []int32, e interpreter.Event, drops [][]int32) [][]int32 {
	if e.N <= 0 || len(track) == 0 || len(drops) == 0 {
		return nil
	}
	drops = slices.Clone(drops)
	sum := int32(0)
	for _, d := range drops {
		for _, x := range d {
			sum += x
		}
	}
	if sum < e.N && e.Pit >= 0 && int(e.Pit) < len(drops[0]) {
		drops[0] = slices.Clone(drops[0])
		drops[0][e.Pit] += e.N - sum // the pit was emptied, then sown again
		sum = e.N
	}
	at := slices.Index(track, e.First)
	if at < 0 || sum != e.N {
		return nil
	}
	for _, dir := range []int{1, -1} {
		paths := make([][]int32, len(drops))
		i, sown, last := at, int32(0), int32(-1)
		ok := true
		for k, d := range drops {
			rem := slices.Clone(d)
			need := int32(0)
			for _, x := range d {
				need += x
			}
			for steps := 0; need > 0 && steps <= (int(e.N)+1)*len(track); steps++ {
				q := track[i]
				if rem[q] > 0 {
					rem[q]--
					need--
					sown++
					last = q
					paths[k] = append(paths[k], q)
				}
				if need > 0 {
					i = (i + dir + len(track)) % len(track)
				}
			}
			if need > 0 {
				ok = false
				break
			}
			if len(paths[k]) > 0 {
				i = (i + dir + len(track)) % len(track) // the next seed falls further on
			}
		}
		if ok && sown == e.N && last == e.To {
			return paths
		}
	}
	return nil
}
