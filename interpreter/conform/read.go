package conform

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter/record"
)

// Limits on what a file may hold. A record line longer than MaxLine, a
// file of more than MaxGames games or a game record (the project's own
// format) larger than MaxRecord is refused with an error.
const (
	MaxLine   = 16 << 20
	MaxGames  = 100000
	MaxRecord = 4 << 20
)

// Game is one recorded game: a line of a reference file, or a game
// record of the project's own format (then Start and States are empty
// and only the moves and the result can be compared).
type Game struct {
	Name    string     `json:"game"`
	Ruleset *string    `json:"ruleset"`
	Seed    *int64     `json:"seed"`
	Moves   []string   `json:"moves"`
	Start   *Snapshot  `json:"start"`
	States  []Snapshot `json:"states"`
	Result  *Result    `json:"result"`

	// File and Line say where the game was read.
	File string `json:"-"`
	Line int    `json:"-"`
	// Record is the game record this game was read from, for the
	// project's own format; nil for reference lines.
	Record *record.Record `json:"-"`
}

// Where is "FILE:LINE", for messages.
func (g *Game) Where() string { return fmt.Sprintf("%s:%d", g.File, g.Line) }

// Reader reads the games of one file: JSON lines (one game a line), or
// one game record of the project's own format; either may be gzipped.
type Reader struct {
	file   string
	f      *os.File
	zr     *gzip.Reader
	br     *bufio.Reader
	line   int
	games  int
	record bool // the file is a game record
	done   bool
	// maxLine is MaxLine but in tests
	maxLine int
}

// Open opens a file of recorded games. Gzip is recognised by its magic
// number, whatever the file is called.
func Open(path string) (*Reader, error) {
	f, err := input.Games.Open(path)
	if err != nil {
		return nil, err
	}
	r := &Reader{file: path, f: f, maxLine: MaxLine}
	br := bufio.NewReaderSize(f, 64<<10)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("%s: not a readable gzip file: %v", path, err)
		}
		r.zr = zr
		br = bufio.NewReaderSize(zr, 64<<10)
	}
	r.br = br
	// the first byte that is not white space tells the format apart
	// (a read error shows again, at its line, when the games are read)
	head, _ := br.Peek(br.Size())
	if t := bytes.TrimLeft(head, " \t\r\n"); len(t) > 0 {
		r.record = t[0] != '{'
	}
	return r, nil
}

// Close closes the file.
func (r *Reader) Close() error {
	if r.zr != nil {
		r.zr.Close()
	}
	return r.f.Close()
}

func (r *Reader) readErr(err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) {
		if r.zr != nil {
			return fmt.Errorf("%s:%d: the gzip stream is truncated", r.file, r.line+1)
		}
		return fmt.Errorf("%s:%d: the file ends in the middle of a line", r.file, r.line+1)
	}
	if r.zr != nil {
		return fmt.Errorf("%s:%d: reading the gzip stream: %v", r.file, r.line+1, err)
	}
	return fmt.Errorf("%s:%d: %v", r.file, r.line+1, err)
}

// Next returns the next game, or io.EOF after the last.
func (r *Reader) Next() (*Game, error) {
	if r.done {
		return nil, io.EOF
	}
	if r.record {
		r.done = true
		return r.readRecord()
	}
	for {
		line, err := r.readLine()
		if err != nil {
			r.done = true
			return nil, err
		}
		r.line++
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if r.games++; r.games > MaxGames {
			r.done = true
			return nil, fmt.Errorf("%s:%d: more than %d games in one file", r.file, r.line, MaxGames)
		}
		g, err := decodeGame(line)
		if err != nil {
			r.done = true
			return nil, fmt.Errorf("%s:%d%s", r.file, r.line, err)
		}
		g.File, g.Line = r.file, r.line
		if err := g.checkShape(); err != nil {
			r.done = true
			return nil, fmt.Errorf("%s: %v", g.Where(), err)
		}
		return g, nil
	}
}

// readLine reads one line of at most MaxLine bytes, without its newline.
func (r *Reader) readLine() ([]byte, error) {
	var buf []byte
	for {
		part, err := r.br.ReadSlice('\n')
		buf = append(buf, part...)
		if len(buf) > r.maxLine {
			return nil, fmt.Errorf("%s:%d: the line is longer than %d bytes (%d MiB)", r.file, r.line+1, r.maxLine, r.maxLine>>20)
		}
		switch {
		case err == nil:
			return buf[:len(buf)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(buf) > 0:
			return buf, nil
		case err == io.EOF:
			return nil, io.EOF
		default:
			return nil, r.readErr(err)
		}
	}
}

// decodeGame decodes one JSON line; the error starts with ":COLUMN: "
// where the column is known.
func decodeGame(line []byte) (*Game, error) {
	var g Game
	dec := json.NewDecoder(bytes.NewReader(line))
	if err := dec.Decode(&g); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syn):
			return nil, fmt.Errorf(":%d: malformed JSON: %v", syn.Offset, err)
		case errors.As(err, &typ):
			return nil, fmt.Errorf(":%d: field %s: a JSON %s where %s was expected", typ.Offset, typ.Field, typ.Value, typ.Type)
		case errors.Is(err, io.ErrUnexpectedEOF):
			return nil, fmt.Errorf(": malformed JSON: the line ends inside the game")
		}
		return nil, fmt.Errorf(": malformed JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf(":%d: malformed JSON: more after the game's closing brace", dec.InputOffset())
	}
	return &g, nil
}

// checkShape checks what does not depend on the variant: every part
// present, one state per move.
func (g *Game) checkShape() error {
	switch {
	case g.Start == nil:
		return fmt.Errorf("the game has no start position (\"start\")")
	case g.Moves == nil:
		return fmt.Errorf("the game has no moves (\"moves\")")
	case len(g.States) != len(g.Moves):
		return fmt.Errorf("the game has %d moves but %d states; each move needs the position after it", len(g.Moves), len(g.States))
	}
	for i, mv := range g.Moves {
		if strings.TrimSpace(mv) == "" || strings.ContainsAny(mv, " \t\n") {
			return fmt.Errorf("move %d: %q is not a move name", i+1, mv)
		}
	}
	return nil
}

// readRecord reads a whole game record of the project's own format.
func (r *Reader) readRecord() (*Game, error) {
	data, err := input.Record.Read(r.br, r.file)
	if err != nil {
		return nil, err
	}
	rec, err := record.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", r.file, err)
	}
	return &Game{Name: rec.Variant, Moves: rec.Moves, File: r.file, Line: r.line + 1, Record: rec}, nil
}
