// Package record reads and writes game records: a plain text file with
// the variant, its options, the moves and the result, that replay, trace,
// render and play read and write.
//
//	# a game between two random players
//	variant: my-game
//	ruleset: tournament
//	option: seeds=5
//	moves: a3 b1 a4
//	result: south wins by score, score south=30 north=18
//
// Lines starting with # are comments. `variant` is a built-in variant or
// a description file (named *.yaml or *.yml). `ruleset` (optional) names
// the reading the game was played under; `option` lines set values over
// it. `option` may repeat, each option once; `moves` may run over several
// lines (each starting with moves:); the other keys are given at most
// once. `result` is written for people and checked against the moves
// when the record is replayed.
// `position` (optional) is a start position in the JSON form of
// `mancala replay --json`, on one line. `seed` (optional) is the seed of
// the game's lots, in a variant that draws them: a move whose outcome
// the record leaves out is drawn from it (moves written with their
// outcomes, a3~b1, need none). `tool` (optional) names the program that
// wrote the record and its version, for people: it does not change the
// game.
package record

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Record is a game record.
type Record struct {
	Comments []string // without the leading "# "
	Variant  string
	Ruleset  string // "" for none
	Options  map[string]string
	Position string // JSON, or ""
	Seed     string // the seed of the game's lots, a number, or ""
	Moves    []string
	Result   string
	Tool     string // the program that wrote the record, or ""

	// File, At and MoveAt place the parts of a record read, for
	// messages: At holds the place of the value of each key given
	// (variant, position, result, option NAME), MoveAt that of each move.
	File   string
	At     map[string]Pos
	MoveAt []Pos
}

// Pos is a place in a record: a line and a byte column, from 1.
type Pos struct{ Line, Col int }

// Error is a problem with a record, at a place in it (Line is 0 when
// the problem is with the record as a whole).
type Error struct {
	File string
	Pos
	Msg string
}

func (e *Error) Error() string {
	switch {
	case e.Line == 0 && e.File == "":
		return e.Msg
	case e.Line == 0:
		return e.File + ": " + e.Msg
	case e.File == "":
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// errorf makes an Error at pos.
func (rec *Record) errorf(pos Pos, format string, args ...any) *Error {
	return &Error{File: rec.File, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// keys are the keys of a record line, for messages.
const keys = "variant, ruleset, option, position, seed, moves, result, tool"

// Parse reads a record.
func Parse(r io.Reader) (*Record, error) {
	rec := &Record{Options: map[string]string{}, At: map[string]Pos{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	n := 0
	for sc.Scan() {
		n++
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		if c, ok := strings.CutPrefix(line, "#"); ok {
			rec.Comments = append(rec.Comments, strings.TrimSpace(c))
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, rec.errorf(Pos{n, 1 + len(raw) - len(strings.TrimLeft(raw, " \t"))}, "expected key: value, got %q", line)
		}
		key = strings.TrimSpace(key)
		colon := strings.IndexByte(raw, ':')
		col := colon + 2 + len(val) - len(strings.TrimLeft(val, " \t"))
		at := Pos{n, col}
		val = strings.TrimSpace(val)
		name := key // the name of the line, for duplicates
		opt, optVal, ok := strings.Cut(val, "=")
		if key == "option" {
			if !ok {
				return nil, rec.errorf(at, "option %q: write NAME=VALUE", val)
			}
			opt = strings.TrimSpace(opt)
			name = "option " + opt
		}
		if first, twice := rec.At[name]; twice {
			return nil, rec.errorf(at, "%s is given twice (first on line %d)", name, first.Line)
		}
		switch key {
		case "variant":
			rec.Variant = val
		case "ruleset":
			rec.Ruleset = val
		case "option":
			rec.Options[opt] = strings.TrimSpace(optVal)
		case "position":
			rec.Position = val
		case "seed":
			if _, err := strconv.ParseUint(val, 10, 64); err != nil {
				return nil, rec.errorf(at, "seed %q: want a number from 0 to 2^64-1", val)
			}
			rec.Seed = val
		case "moves":
			for _, f := range fields(raw[colon+1:], colon+2) {
				rec.Moves = append(rec.Moves, f.text)
				rec.MoveAt = append(rec.MoveAt, Pos{n, f.col})
			}
			continue // moves may run over several lines
		case "result":
			rec.Result = val
		case "tool":
			rec.Tool = val
		default:
			return nil, rec.errorf(Pos{n, 1 + len(raw) - len(strings.TrimLeft(raw, " \t"))}, "unknown key %q (%s)", key, keys)
		}
		rec.At[name] = at
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, rec.errorf(Pos{n + 1, 1}, "a line longer than 4 MiB")
		}
		return nil, err
	}
	if rec.Variant == "" {
		return nil, rec.errorf(Pos{}, "the record names no variant")
	}
	return rec, nil
}

// field is a word of a line and its byte column.
type field struct {
	text string
	col  int
}

// fields splits s, which starts at column col, into words.
func fields(s string, col int) []field {
	var out []field
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || strings.IndexByte(" \t\r\v\f", s[i]) >= 0
		switch {
		case space && start >= 0:
			out = append(out, field{s[start:i], col + start})
			start = -1
		case !space && start < 0:
			start = i
		}
	}
	return out
}

// Format writes the record, moves twenty to a line.
func (rec *Record) Format() string {
	var b strings.Builder
	for _, c := range rec.Comments {
		b.WriteString("# " + c + "\n")
	}
	fmt.Fprintf(&b, "variant: %s\n", rec.Variant)
	if rec.Ruleset != "" {
		fmt.Fprintf(&b, "ruleset: %s\n", rec.Ruleset)
	}
	var names []string
	for k := range rec.Options {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(&b, "option: %s=%s\n", k, rec.Options[k])
	}
	if rec.Position != "" {
		fmt.Fprintf(&b, "position: %s\n", rec.Position)
	}
	if rec.Seed != "" {
		fmt.Fprintf(&b, "seed: %s\n", rec.Seed)
	}
	for i := 0; i < len(rec.Moves); i += 20 {
		fmt.Fprintf(&b, "moves: %s\n", strings.Join(rec.Moves[i:min(i+20, len(rec.Moves))], " "))
	}
	if len(rec.Moves) == 0 {
		b.WriteString("moves:\n")
	}
	if rec.Result != "" {
		fmt.Fprintf(&b, "result: %s\n", rec.Result)
	}
	if rec.Tool != "" {
		fmt.Fprintf(&b, "tool: %s\n", rec.Tool)
	}
	return b.String()
}
