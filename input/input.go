// Package input reads the files the tool is given: every kind of file
// has a size limit, and only regular files are read, so that a path to
// a device, a named pipe or a directory is refused by name before any
// byte of it is read.
package input

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// A Kind is a kind of input file and the most bytes one may hold.
type Kind struct {
	Name string // for messages: "variant description"
	Max  int64
}

// The kinds of files the tool reads.
var (
	Description = Kind{"variant description", 1 << 20}
	RuleDoc     = Kind{"rule document", 1 << 20}
	Position    = Kind{"position", 1 << 20}
	Record      = Kind{"game record", 4 << 20}
	Golden      = Kind{"golden case file", 4 << 20}
	Shard       = Kind{"simulation shard", 1 << 30}
	// Games are files of recorded games, read as a stream by conform,
	// which bounds each line and the number of games.
	Games = Kind{"file of recorded games", 8 << 30}
	// Tables are the tables solve saves (--checkpoint), read as a
	// stream, each entry bounded and their number by --max-positions.
	Table = Kind{"solve table", 64 << 30}
)

// Kinds lists the kinds, for documentation and tests.
var Kinds = []Kind{Description, RuleDoc, Position, Record, Golden, Shard, Games, Table}

// Error is a file that could not be read, or was refused.
type Error struct {
	Path   string
	Reason string // what is wrong, without the path
	Err    error  // the underlying error, if any
}

func (e *Error) Error() string { return e.Path + ": " + e.Reason }

// Unwrap returns the underlying error, so that errors.Is(err,
// fs.ErrNotExist) holds for a missing file.
func (e *Error) Unwrap() error { return e.Err }

// ReadFile reads the file at path, refusing one that is not a regular
// file or that holds more than k.Max bytes.
func (k Kind) ReadFile(path string) ([]byte, error) {
	if err := k.Check(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, wrap(path, err)
	}
	defer f.Close()
	// the file may have been replaced since Check
	if err := k.regular(path, f.Stat); err != nil {
		return nil, err
	}
	return k.Read(f, path)
}

// Open opens the file at path for reading as a stream, refusing one
// that is not a regular file or that holds more than k.Max bytes. The
// reader bounds what it reads from it.
func (k Kind) Open(path string) (*os.File, error) {
	if err := k.Check(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, wrap(path, err)
	}
	if err := k.regular(path, f.Stat); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Read reads r to its end (or to k.Max bytes and one more), refusing it
// if it holds more than k.Max bytes. name names r in messages.
func (k Kind) Read(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, k.Max+1))
	if err != nil {
		return nil, wrap(name, err)
	}
	if int64(len(data)) > k.Max {
		return nil, &Error{Path: name, Reason: fmt.Sprintf("more than %s; a %s may hold at most %s", Size(k.Max), k.Name, Size(k.Max))}
	}
	return data, nil
}

// Check reports, without opening it, whether path is a regular file
// within the limit of its kind.
func (k Kind) Check(path string) error {
	return k.regular(path, func() (fs.FileInfo, error) { return os.Stat(path) })
}

func (k Kind) regular(path string, stat func() (fs.FileInfo, error)) error {
	fi, err := stat()
	if err != nil {
		return wrap(path, err)
	}
	if !fi.Mode().IsRegular() {
		return &Error{Path: path, Reason: fmt.Sprintf("is %s; a %s must be a regular file", what(fi.Mode()), k.Name)}
	}
	if fi.Size() > k.Max {
		return &Error{Path: path, Reason: fmt.Sprintf("holds %d bytes; a %s may hold at most %s", fi.Size(), k.Name, Size(k.Max))}
	}
	return nil
}

// what names the type of a file that is not regular.
func what(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// wrap gives an error of the file system the path once, as the reason.
func wrap(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &Error{Path: path, Reason: pe.Err.Error(), Err: err}
	}
	return &Error{Path: path, Reason: err.Error(), Err: err}
}

// Size writes a limit in the largest binary unit that divides it.
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
