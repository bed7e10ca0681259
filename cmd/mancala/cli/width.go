package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

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

// printTable prints a table of cells (rows[0] the header) in columns
// two spaces apart, fitted to width: when the columns after the first
// lead ones do not fit beside them, the table is printed in blocks of
// as many as fit, each repeating the lead columns, a blank line between.
func printTable(w io.Writer, width, lead int, rows [][]string) {
	if len(rows) == 0 {
		return
	}
	n := len(rows[0])
	colWidth := make([]int, n)
	for _, r := range rows {
		for i, c := range r {
			colWidth[i] = max(colWidth[i], utf8.RuneCountInString(c))
		}
	}
	leadWidth := 0
	for i := range lead {
		leadWidth += colWidth[i] + 2
	}
	for start := lead; start < n || start == lead; {
		end, used := start, leadWidth
		for end < n && (end == start || used+colWidth[end] <= width) {
			used += colWidth[end] + 2
			end++
		}
		if start > lead {
			fmt.Fprintln(w)
		}
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, r := range rows {
			cells := append(append([]string{}, r[:lead]...), r[start:end]...)
			fmt.Fprintln(tw, strings.Join(cells, "\t"))
		}
		tw.Flush()
		if end >= n {
			break
		}
		start = end
	}
}

// wrapWords breaks s into lines of at most width characters at spaces (a
// word longer than width stands alone).
func wrapWords(s string, width int) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(s) {
		l := utf8.RuneCountInString(word)
		switch {
		case i == 0:
		case n+1+l > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += l
	}
	return b.String()
}
