package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// toolInfo names the build of mancala that made an output, so that a
// published number can be cited with the tool that computed it. It is
// read from the build information Go embeds in the binary: the module's
// version ("(devel)" for a build from a work tree) and, when built in a
// git checkout by `go build` or `go install`, its commit and whether
// the tree had changes. In a program of another module that runs the
// command line (package cli), it is the version of the mancala module
// the program requires, without a commit (the one Go records is the
// program's).
type toolInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Commit  string `json:"commit,omitempty"`
	Time    string `json:"time,omitempty"` // the commit's time
	Dirty   bool   `json:"dirty,omitempty"`
	Go      string `json:"go"`
}

// tool is the build of this binary.
var tool = readToolInfo()

// modulePath is the path of the mancala module.
const modulePath = "github.com/mancala-toolkit/mancala"

func readToolInfo() toolInfo {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return toolInfo{Name: "mancala", Version: "(devel)", Go: "unknown"}
	}
	return toolInfoOf(bi)
}

// toolInfoOf reads the build of mancala from a binary's build
// information.
func toolInfoOf(bi *debug.BuildInfo) toolInfo {
	t := toolInfo{Name: "mancala", Version: "(devel)", Go: bi.GoVersion}
	if bi.Main.Path != "" && bi.Main.Path != modulePath {
		for _, d := range bi.Deps {
			if d.Path != modulePath {
				continue
			}
			if d.Replace != nil {
				d = d.Replace
			}
			if d.Version != "" {
				t.Version = d.Version
			}
		}
		return t
	}
	if v := bi.Main.Version; v != "" {
		t.Version = v
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			t.Commit = s.Value
		case "vcs.time":
			t.Time = s.Value
		case "vcs.modified":
			t.Dirty = s.Value == "true"
		}
	}
	return t
}

// short names the build without the Go release: the tool line of a
// game record.
func (t toolInfo) short() string {
	s := t.Name + " " + t.Version
	if t.Commit != "" {
		c := t.Commit
		if len(c) > 12 {
			c = c[:12]
		}
		s += " commit " + c
		if t.Dirty {
			s += " (modified)"
		}
	}
	return s
}

// String is the one line `mancala version` prints.
func (t toolInfo) String() string {
	return t.short() + " " + t.Go
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version [--json]",
		Short: "Print the version of mancala (module version, commit, Go)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				return printJSON(cmd.OutOrStdout(), tool)
			}
			_, err := fmt.Fprintln(cmd.OutOrStdout(), tool)
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for programs")
	return cmd
}

// printJSONReport prints a report as JSON, as printJSON does, with the
// build that made it as its first field, "tool".
func printJSONReport(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if len(b) < 2 || b[0] != '{' {
		return fmt.Errorf("a report is a JSON object, not %.20s", b)
	}
	head, err := json.Marshal(tool)
	if err != nil {
		return err
	}
	var joined bytes.Buffer
	joined.WriteString(`{"tool":`)
	joined.Write(head)
	if len(b) > 2 {
		joined.WriteByte(',')
	}
	joined.Write(b[1:])
	var out bytes.Buffer
	if err := json.Indent(&out, joined.Bytes(), "", "  "); err != nil {
		return err
	}
	out.WriteByte('\n')
	_, err = w.Write(out.Bytes())
	return err
}
