package interpreter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/check"
)

// PositionError is a position that cannot be read. Line and Col place
// it in the JSON text (1-based; zero when unknown).
type PositionError struct {
	Line, Col int
	Msg       string
}

func (e *PositionError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
	}
	return e.Msg
}

// positionFields are the keys of a position, for messages.
var positionFields = jsonKeys(reflect.TypeFor[Position]())

// ParsePosition reads a position in the JSON form that Game.Position
// gives: one object of known keys, none given twice, and nothing after
// it. Game.State checks its names and counts.
func ParsePosition(data []byte) (*Position, error) {
	if err := duplicateKey(data); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var pos Position
	if err := dec.Decode(&pos); err != nil {
		return nil, jsonError(data, err)
	}
	end := dec.InputOffset()
	if _, err := dec.Token(); err != io.EOF {
		rest := data[end:]
		return nil, at(data, end+int64(len(rest)-len(bytes.TrimLeft(rest, " \t\r\n"))), "unexpected text after the position")
	}
	return &pos, nil
}

// jsonError turns an error of encoding/json into a PositionError that
// names the key and the place.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		// the offset counts the offending byte
		return at(data, se.Offset-1, strings.TrimPrefix(se.Error(), "json: "))
	case errors.As(err, &te):
		return at(data, tokenStart(data, te.Offset), fmt.Sprintf("%s: expected %s, got %s", te.Field, typeName(te.Type), te.Value))
	case errors.Is(err, io.EOF):
		return &PositionError{Msg: "the position is empty: expected a JSON object"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return at(data, int64(len(data)), "the position ends before its object does")
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if strings.HasPrefix(msg, "unknown field") {
		msg += " (keys: " + strings.Join(positionFields, ", ") + ")"
	}
	return &PositionError{Msg: msg}
}

func typeName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int:
		return "a whole number"
	case reflect.String:
		return "a string"
	case reflect.Map, reflect.Struct, reflect.Pointer:
		return "an object"
	case reflect.Slice:
		return "a list"
	}
	return t.String()
}

// tokenStart is the offset of the start of the JSON value that ends at
// offset end: a number, a word or a string.
func tokenStart(data []byte, end int64) int64 {
	end = min(max(end, 0), int64(len(data)))
	i := end
	if i > 0 && data[i-1] == '"' {
		for i--; i > 0 && !(data[i-1] == '"' && (i < 2 || data[i-2] != '\\')); i-- {
		}
		return max(i-1, 0)
	}
	for i > 0 && !strings.ContainsRune(" \t\r\n:,[{", rune(data[i-1])) {
		i--
	}
	return i
}

// at makes a PositionError at byte offset off of data.
func at(data []byte, off int64, msg string) *PositionError {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	return &PositionError{Line: line, Col: col, Msg: msg}
}

// duplicateKey reports a key given twice in an object of data, which
// encoding/json would quietly resolve to the last. Syntax errors are left
// to the decoder.
func duplicateKey(data []byte) error {
	type frame struct {
		keys    map[string]bool // nil for a list
		wantKey bool
	}
	var stack []*frame
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	valueDone := func() {
		if n := len(stack); n > 0 && stack[n-1].keys != nil {
			stack[n-1].wantKey = true
		}
	}
	for {
		start := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		top := (*frame)(nil)
		if n := len(stack); n > 0 {
			top = stack[n-1]
		}
		if key, ok := tok.(string); ok && top != nil && top.keys != nil && top.wantKey {
			if top.keys[key] {
				off := start + int64(len(data[start:])-len(bytes.TrimLeft(data[start:], " \t\r\n,")))
				return at(data, off, fmt.Sprintf("key %q is given twice", key))
			}
			top.keys[key] = true
			top.wantKey = false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{keys: map[string]bool{}, wantKey: true})
		case json.Delim('['):
			stack = append(stack, &frame{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
			valueDone()
		default:
			valueDone()
		}
		if len(stack) == 0 {
			return nil
		}
	}
}

// jsonKeys lists the JSON keys of a struct type.
func jsonKeys(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// seedCount checks a count of seeds read from a position before it is
// stored in the int32 of a state: no place holds more than a set-up may.
func seedCount(where string, n int) (int32, error) {
	if n < 0 || n > check.MaxSeeds {
		return 0, fmt.Errorf("%s holds %d seeds; a count is 0 to %d", where, n, check.MaxSeeds)
	}
	return int32(n), nil
}

// MaxPly bounds the ply and the round of a position read, leaving a game
// from there room to go on without its int32 counts overflowing.
const MaxPly = 1 << 30

// turnCount checks a count of plies or rounds read from a position.
func turnCount(what string, n int) (int32, error) {
	if n < 0 || n > MaxPly {
		return 0, fmt.Errorf("%s %d is out of range (0 to %d)", what, n, MaxPly)
	}
	return int32(n), nil
}
