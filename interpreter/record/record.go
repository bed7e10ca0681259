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
// Lines starting with # are comments. `ruleset` (optional) names the
// reading the game was played under; `option` lines set values over it.
// `option` may repeat; `moves` may
// run over several lines (each starting with moves:); `result` is
// written for people and checked against the moves when read back.
// `position` (optional) is a start position in the JSON form of
// `mancala replay --json`, on one line.
package record

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Record is a game record.
type Record struct {
	Comments []string // without the leading "# "
	Variant  string
	Ruleset  string // "" for none
	Options  map[string]string
	Position string // JSON, or ""
	Moves    []string
	Result   string
}

// Parse reads a record.
func Parse(r io.Reader) (*Record, error) {
	rec := &Record{Options: map[string]string{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if c, ok := strings.CutPrefix(line, "#"); ok {
			rec.Comments = append(rec.Comments, strings.TrimSpace(c))
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("line %d: expected key: value, got %q", n, line)
		}
		val = strings.TrimSpace(val)
		switch strings.TrimSpace(key) {
		case "variant":
			rec.Variant = val
		case "ruleset":
			rec.Ruleset = val
		case "option":
			k, v, ok := strings.Cut(val, "=")
			if !ok {
				return nil, fmt.Errorf("line %d: option %q: write NAME=VALUE", n, val)
			}
			rec.Options[strings.TrimSpace(k)] = strings.TrimSpace(v)
		case "position":
			rec.Position = val
		case "moves":
			rec.Moves = append(rec.Moves, strings.Fields(val)...)
		case "result":
			rec.Result = val
		default:
			return nil, fmt.Errorf("line %d: unknown key %q (variant, ruleset, option, position, moves, result)", n, strings.TrimSpace(key))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if rec.Variant == "" {
		return nil, fmt.Errorf("the record names no variant")
	}
	return rec, nil
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
	for i := 0; i < len(rec.Moves); i += 20 {
		fmt.Fprintf(&b, "moves: %s\n", strings.Join(rec.Moves[i:min(i+20, len(rec.Moves))], " "))
	}
	if len(rec.Moves) == 0 {
		b.WriteString("moves:\n")
	}
	if rec.Result != "" {
		fmt.Fprintf(&b, "result: %s\n", rec.Result)
	}
	return b.String()
}
