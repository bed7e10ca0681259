package cli

import (
	"bufio"
	"io"
	"os"

	"github.com/spf13/cobra"
)

// The output convention of every command:
//
//   - text for people on standard output by default;
//   - --json prints the same for programs, one JSON value (validate's
//     older --format json is the same flag); reports (simulate, compare,
//     tournament, check, conform, merge, bench) start with "tool", the
//     build that made them; docs/output.md gives each shape;
//   - a flag that names a file to write (--save, --svg, --png, --csv,
//     --out, --plot) takes - for standard output.

// stdoutName is the file name that stands for standard output.
const stdoutName = "-"

// writeOut writes what write writes to the file named path, or to the
// command's standard output when path is "-".
func writeOut(cmd *cobra.Command, path string, write func(io.Writer) error) error {
	if path == stdoutName {
		w := bufio.NewWriter(cmd.OutOrStdout())
		if err := write(w); err != nil {
			return err
		}
		return w.Flush()
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
