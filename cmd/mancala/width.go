package main

import (
	"io"
	"os"
	"strconv"

	"golang.org/x/term"
)

// defaultWidth is the width of text printed to something that is not a
// terminal and does not say its width (COLUMNS).
const defaultWidth = 100

// textWidth is the number of columns to fit text into: the terminal's,
// else $COLUMNS, else defaultWidth.
func textWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if cols, _, err := term.GetSize(int(f.Fd())); err == nil && cols >= 40 {
			return cols
		}
	}
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n >= 40 {
		return n
	}
	return defaultWidth
}
