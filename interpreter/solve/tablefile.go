package solve

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"

	"github.com/mancala-toolkit/mancala/input"
)

// A table file is a first line naming the format, a line of JSON (the
// header), then the header's number of entries, each its key's length
// (uvarint), the key, and the entry (varints, then a byte of bound and
// completeness), and at the end "end\n" and the CRC-32 (IEEE, big-endian)
// of the entries' bytes.
const (
	tableMagic = "mancala solve table 1\n"
	tableEnd   = "end\n"
	// keyFormat numbers the way keyOf writes a position; a file of
	// another format is refused.
	keyFormat = 1
	// maxHeader and maxKey bound the lines and keys a file may hold.
	maxHeader = 64 << 10
	maxKey    = 64 << 10
)

// header says what a table file holds: the game, the search's settings
// and where it was.
type header struct {
	Game         string `json:"game"`
	KeyFormat    int    `json:"key_format"`
	Start        string `json:"start"` // the start position's key, hex
	Method       string `json:"method"`
	PlyKeyed     bool   `json:"ply_keyed"`
	HistoryKeyed bool   `json:"history_keyed"`
	Depth        int    `json:"depth"`
	// Pass is 1 when a search cut at a depth had found its lower bound
	// (Low) and was searching for its upper one.
	Pass      int   `json:"pass"`
	Low       int32 `json:"low"`
	Positions int   `json:"positions"`
	Nodes     int64 `json:"nodes"` // positions visited before the save, all runs
}

// table is a search's table read from a file, with its header.
type table struct {
	head header
	tt   map[string]entry
}

// writeTable writes head and tt to path (through path+".new") and
// returns the bytes written.
func writeTable(path string, head header, tt map[string]entry) (int64, error) {
	head.Positions = len(tt)
	line, err := json.Marshal(head)
	if err != nil {
		return 0, err
	}
	tmp := path + ".new"
	f, err := os.Create(tmp)
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp) // gone once renamed; else not left behind
	cw := &countWriter{w: f}
	w := bufio.NewWriterSize(cw, 1<<20)
	w.WriteString(tableMagic)
	w.Write(line)
	w.WriteByte('\n')
	sum := crc32.NewIEEE()
	var rec []byte
	for k, e := range tt {
		rec = appendEntry(rec[:0], k, e)
		sum.Write(rec)
		w.Write(rec)
	}
	w.WriteString(tableEnd)
	w.Write(binary.BigEndian.AppendUint32(nil, sum.Sum32()))
	if err := w.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	return cw.n, os.Rename(tmp, path)
}

func appendEntry(b []byte, key string, e entry) []byte {
	b = binary.AppendUvarint(b, uint64(len(key)))
	b = append(b, key...)
	b = binary.AppendVarint(b, int64(e.value))
	b = binary.AppendVarint(b, int64(e.height))
	b = binary.AppendVarint(b, int64(e.depth))
	b = binary.AppendVarint(b, int64(e.best))
	flags := e.bound
	if e.complete {
		flags |= 0x80
	}
	return append(b, flags)
}

// readTable reads a table file, refusing one of more than maxPositions
// entries, and says what is wrong with a file that is not one, or is
// cut short or damaged.
func readTable(path string, maxPositions int) (*table, error) {
	f, err := input.Table.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, maxHeader)
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%s: %s", path, fmt.Sprintf(format, a...))
	}
	magic := make([]byte, len(tableMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != tableMagic {
		return nil, bad("not a table saved by mancala solve")
	}
	line, err := r.ReadSlice('\n')
	if err != nil {
		return nil, bad("its header is cut short or longer than %d bytes", maxHeader)
	}
	t := &table{}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t.head); err != nil {
		return nil, bad("its header: %v", err)
	}
	switch {
	case t.head.KeyFormat != keyFormat:
		return nil, bad("positions are written in format %d, and this solver writes format %d; start again", t.head.KeyFormat, keyFormat)
	case t.head.Positions < 0:
		return nil, bad("its header gives %d positions", t.head.Positions)
	case t.head.Positions > maxPositions:
		return nil, bad("it holds %d positions, more than the table may (%d, --max-positions)", t.head.Positions, maxPositions)
	}
	t.tt = make(map[string]entry, t.head.Positions)
	sum := crc32.NewIEEE()
	tee := &sumReader{r: r, sum: sum}
	key := make([]byte, 0, 256)
	for i := range t.head.Positions {
		k, e, err := readEntry(tee, key)
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return nil, bad("cut short after %d of its %d positions", i, t.head.Positions)
			}
			return nil, bad("position %d: %v", i+1, err)
		}
		key = k
		if _, dup := t.tt[string(k)]; dup {
			return nil, bad("position %d is there twice", i+1)
		}
		t.tt[string(k)] = e
	}
	tail := make([]byte, len(tableEnd)+4)
	if _, err := io.ReadFull(r, tail); err != nil || string(tail[:len(tableEnd)]) != tableEnd {
		return nil, bad("its end is missing: cut short, or more positions than its header gives")
	}
	if binary.BigEndian.Uint32(tail[len(tableEnd):]) != sum.Sum32() {
		return nil, bad("damaged: its checksum does not match")
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return nil, bad("bytes follow its end")
	}
	return t, nil
}

func readEntry(r *sumReader, key []byte) ([]byte, entry, error) {
	var e entry
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, e, err
	}
	if n == 0 || n > maxKey {
		return nil, e, fmt.Errorf("a key of %d bytes", n)
	}
	if uint64(cap(key)) < n {
		key = make([]byte, n)
	}
	key = key[:n]
	if _, err := io.ReadFull(r, key); err != nil {
		return nil, e, err
	}
	var x [4]int64
	for i := range x {
		if x[i], err = binary.ReadVarint(r); err != nil {
			return nil, e, err
		}
	}
	flags, err := r.ReadByte()
	if err != nil {
		return nil, e, err
	}
	e = entry{value: int32(x[0]), height: int32(x[1]), depth: int16(x[2]), best: int16(x[3]), bound: flags &^ 0x80, complete: flags&0x80 != 0}
	switch {
	case int64(e.value) != x[0] || int64(e.height) != x[1] || e.height < 0 || int64(e.depth) != x[2] || e.depth < 0 || int64(e.best) != x[3] || e.best < -1:
		return nil, e, errors.New("a number out of range")
	case e.bound < exact || e.bound > upper:
		return nil, e, fmt.Errorf("bound %d", e.bound)
	}
	return key, e, nil
}

// sumReader reads through a bufio.Reader, summing what it reads.
type sumReader struct {
	r   *bufio.Reader
	sum interface{ Write([]byte) (int, error) }
	one [1]byte
}

func (s *sumReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	s.sum.Write(p[:n])
	return n, err
}

func (s *sumReader) ReadByte() (byte, error) {
	b, err := s.r.ReadByte()
	if err == nil {
		s.one[0] = b
		s.sum.Write(s.one[:])
	}
	return b, err
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
