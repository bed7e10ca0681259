package web

import (
	"slices"

	"mancala/interpreter"
	"mancala/interpreter/narrate"
)

// Event is an event of a move in the form `trace --json` prints.
type Event struct {
	Kind   string `json:"kind"`
	Ply    int32  `json:"ply"`
	Lap    int32  `json:"lap,omitempty"`
	Player string `json:"player,omitempty"`
	Pit    string `json:"pit,omitempty"`
	Move   string `json:"move,omitempty"`
	First  string `json:"first,omitempty"`
	To     string `json:"to,omitempty"`
	N      int32  `json:"n,omitempty"`
	Before *int32 `json:"before,omitempty"`
	Phase  string `json:"phase,omitempty"`
	Rule   string `json:"rule,omitempty"`
	Where  string `json:"where,omitempty"`
	Text   string `json:"text,omitempty"`
}

// Frame is one picture of a move being played: the pits (by index), their
// owners and marks (bits, in the order of the layout's marks) and the
// banks, after an event or, in a lap, after each seed sown.
type Frame struct {
	Event  int     `json:"event"`          // the index of the event it shows, in watched.Events
	Seed   int32   `json:"seed,omitempty"` // in a lap: the seed just sown, from 1
	Pit    int32   `json:"pit"`            // the pit it is about (the seed's pit in a lap), -1 for none
	Pits   []int32 `json:"pits"`
	Owners []int8  `json:"owners"`
	Marks  []uint8 `json:"marks"`
	Bank   []int32 `json:"bank"`
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
	owners []int8
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
	names := p.Board().Names
	pitName := func(q int32) string {
		if q < 0 || int(q) >= len(names) {
			return ""
		}
		return names[q]
	}
	prev := before
	for i, e := range evs {
		w.Events = append(w.Events, eventJSON(g.g, nar, e, pitName))
		if i >= len(snaps) {
			continue // past the frames a move may have
		}
		if e.Kind == interpreter.EvLap && len(w.Frames) < maxFrames {
			if path := lapPath(p.Tracks()[e.Player], e, prev.pits, snaps[i].pits); path != nil && len(w.Frames)+len(path) <= maxFrames {
				w.Frames = append(w.Frames, seedFrames(i, path, prev, snaps[i])...)
				prev = snaps[i]
				continue
			}
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

// eventJSON is e as trace --json prints it.
func eventJSON(g *interpreter.Game, n *narrate.Narrator, e interpreter.Event, pit func(int32) string) Event {
	p := g.Program()
	je := Event{Kind: e.Kind.String(), Ply: e.Ply, Lap: e.Lap, Pit: pit(e.Pit), Move: e.Move, To: pit(e.To), N: e.N, Rule: e.Rule, Where: e.Where, Text: n.Event(e)}
	if e.Player >= 0 && e.Kind != interpreter.EvPhase {
		je.Player = p.PlayerName(e.Player)
	}
	switch e.Kind {
	case interpreter.EvLap:
		je.First = pit(e.First)
	case interpreter.EvLapEnd:
		b := e.Before
		je.Before = &b
	case interpreter.EvPhase:
		if ph := p.Variant().Phases; int(e.N) < len(ph) {
			je.Phase = ph[e.N].Name
		}
	}
	return je
}

// lapPath finds the pits a lap sowed, seed by seed, along the mover's
// track: from the lap's first pit to its last, one way round or the
// other, a seed into each pit whose count grew (the pit lifted from
// counted from empty), N seeds in all. It returns nil when no walk
// accounts for the lap (seeds taken while it was sown, say): the lap is
// then shown whole.
func lapPath(track []int32, e interpreter.Event, before, after []int32) []int32 {
	if e.N <= 0 || len(track) == 0 {
		return nil
	}
	drops := make([]int32, len(after))
	sum := int32(0)
	for q := range after {
		if d := after[q] - before[q]; d > 0 {
			drops[q] = d
			sum += d
		}
	}
	if sum < e.N && e.Pit >= 0 && int(e.Pit) < len(drops) {
		drops[e.Pit] += e.N - sum // the pit was emptied, then sown again
	}
	at := slices.Index(track, e.First)
	if at < 0 {
		return nil
	}
	for _, dir := range []int{1, -1} {
		rem := slices.Clone(drops)
		path := make([]int32, 0, e.N)
		i := at
		for steps := 0; len(path) < int(e.N) && steps <= (int(e.N)+1)*len(track); steps++ {
			q := track[i]
			if rem[q] > 0 {
				rem[q]--
				path = append(path, q)
			}
			i = (i + dir + len(track)) % len(track)
		}
		if len(path) == int(e.N) && path[len(path)-1] == e.To {
			return path
		}
	}
	return nil
}

// seedFrames are the frames of a lap sown along path: the pits before
// the first seed, then after each.
func seedFrames(ev int, path []int32, prev, after snapshot) []Frame {
	cur := slices.Clone(after.pits)
	for _, q := range path {
		cur[q]--
	}
	out := make([]Frame, 0, len(path))
	for k, q := range path {
		cur[q]++
		f := Frame{Event: ev, Seed: int32(k + 1), Pit: q, Pits: slices.Clone(cur), Owners: prev.owners, Marks: prev.marks, Bank: prev.bank}
		if k == len(path)-1 {
			f.Owners, f.Marks, f.Bank = after.owners, after.marks, after.bank
		}
		out = append(out, f)
	}
	return out
}
