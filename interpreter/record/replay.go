package record

import (
	"errors"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// Replay plays the record's game in g (the record's variant with its
// options): from its position, if it has one, every move, then checks
// its result, if it gives one, against the game's.
func (rec *Record) Replay(g *interpreter.Game) (*interpreter.Match, error) {
	mt := g.NewMatch()
	if rec.Position != "" {
		at := rec.At["position"]
		pos, err := interpreter.ParsePosition([]byte(rec.Position))
		var pe *interpreter.PositionError
		if errors.As(err, &pe) && pe.Line == 1 {
			// one line: place the error on the record's line
			at.Col += pe.Col - 1
			err = errors.New(pe.Msg)
		}
		if err != nil {
			return nil, rec.errorf(at, "position: %v", err)
		}
		s, err := g.State(pos)
		if err == nil {
			err = g.Validate(s)
		}
		if err == nil {
			mt, err = g.NewMatchFrom(s)
		}
		if err != nil {
			return nil, rec.errorf(rec.At["position"], "position: %v", err)
		}
	}
	mt.Debug(true)
	if rec.Seed != "" {
		seed, _ := strconv.ParseUint(rec.Seed, 10, 64) // checked by Parse
		mt.SetSeed(seed)
	}
	for i, mv := range rec.Moves {
		if err := mt.PlayName(mv); err != nil {
			return nil, rec.errorf(rec.moveAt(i), "%v", err)
		}
	}
	if rec.Result == "" {
		return mt, nil
	}
	r := mt.Result()
	switch {
	case !r.Over:
		return nil, rec.errorf(rec.At["result"], "result: the record says %q, but the game is not over after its %d moves", rec.Result, len(rec.Moves))
	case normalize(r.String()) != normalize(rec.Result):
		return nil, rec.errorf(rec.At["result"], "result: the record says %q, but its moves give %q", rec.Result, r.String())
	}
	return mt, nil
}

func (rec *Record) moveAt(i int) Pos {
	if i < len(rec.MoveAt) {
		return rec.MoveAt[i]
	}
	return Pos{}
}

// normalize folds runs of spaces.
func normalize(s string) string { return strings.Join(strings.Fields(s), " ") }
