package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter/session"
)

// The engine protocol's name and version, in its greeting.
const (
	engineProtocol = "mancala-engine"
	engineVersion  = 1
	// maxEngineLine bounds a command line: an inline description of
	// the most bytes a description holds, escaped as a JSON string.
	maxEngineLine = 8 << 20
	// maxEngineArgs bounds the words of a command.
	maxEngineArgs = 1024
)

func newEngineCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "engine",
		Short: "Play games for another program over a line protocol (JSON replies)",
		Long: `engine reads commands from standard input, one a line, and writes one JSON
line in reply to each: start a game (new VARIANT), look at it (position,
legal, moves, result), play and take back moves (play, undo), let an agent
move (go), explain a move lap by lap (trace). Errors are replies too; the
engine ends at quit or at the end of its input. docs/engine.md specifies
the protocol; help lists the commands.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			e := &engine{out: bufio.NewWriter(cmd.OutOrStdout())}
			return e.run(cmd.InOrStdin())
		},
	}
}

// engine is a session of the engine protocol: the game in progress and
// where replies go.
type engine struct {
	s     *session.Session
	spec  session.Spec // the game's variant, ruleset and options, as new gave them
	seed  uint64       // the lots' seed, and the agents' seeds are drawn from it
	out   *bufio.Writer
	quit  bool
	reply map[string]any // the reply being built
}

// run greets, then answers each line of in until quit or the end of in.
func (e *engine) run(in io.Reader) error {
	e.send(map[string]any{"ok": true, "cmd": "hello", "protocol": engineProtocol, "version": engineVersion, "commands": engineOrder})
	br := bufio.NewReaderSize(in, 64<<10)
	for !e.quit {
		line, err := readEngineLine(br)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil && !errors.Is(err, errLineTooLong) {
			return err
		}
		if err != nil {
			e.send(map[string]any{"ok": false, "error": err.Error()})
			continue
		}
		e.line(line)
	}
	return e.out.Flush()
}

var errLineTooLong = fmt.Errorf("the line is longer than %d bytes, the longest the engine reads; it was skipped", maxEngineLine)

// readEngineLine reads a line, without its end. A line longer than
// maxEngineLine is read to its end and thrown away, errLineTooLong
// returned; io.EOF comes only when no byte is left.
func readEngineLine(br *bufio.Reader) (string, error) {
	var buf []byte
	long := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !long {
			buf = append(buf, chunk...)
			if len(buf) > maxEngineLine+2 {
				long, buf = true, nil
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil && !errors.Is(err, io.EOF):
			return "", err
		case errors.Is(err, io.EOF) && len(buf) == 0 && !long:
			return "", io.EOF
		}
		if long {
			return "", errLineTooLong
		}
		return strings.TrimRight(string(buf), "\r\n"), nil
	}
}

// send writes one reply line.
func (e *engine) send(reply map[string]any) {
	b, err := marshalReply(reply)
	if err != nil {
		b, _ = marshalReply(map[string]any{"ok": false, "error": "the reply could not be written as JSON: " + err.Error()})
	}
	e.out.Write(b)
	e.out.WriteByte('\n')
	e.out.Flush()
}

// request is a command: its word, its arguments, and the fields only
// the JSON form gives.
type request struct {
	ID          json.RawMessage   `json:"id,omitempty"`
	Cmd         string            `json:"cmd"`
	Args        []string          `json:"args"`
	Description *string           `json:"description"` // new: the description's text
	Position    json.RawMessage   `json:"position"`    // set position: the position
	Options     map[string]string `json:"options"`     // new: options by name
}

// line answers one line: ignored when blank or a comment, else a
// command in words or a JSON object.
func (e *engine) line(line string) {
	text := strings.TrimSpace(line)
	if text == "" || strings.HasPrefix(text, "#") {
		return
	}
	var req request
	if strings.HasPrefix(text, "{") {
		dec := json.NewDecoder(strings.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			e.send(map[string]any{"ok": false, "error": "the line is not a JSON command: " + err.Error() + ` (want {"cmd": WORD, "args": [...]})`})
			return
		}
		if dec.More() {
			e.send(map[string]any{"ok": false, "id": req.ID, "error": "the line holds more than one JSON value; send one command a line"})
			return
		}
	} else {
		word, rest, _ := strings.Cut(text, " ")
		req.Cmd = word
		if word == "set" {
			// set position JSON: the rest of the line is one argument
			what, arg, _ := strings.Cut(strings.TrimSpace(rest), " ")
			req.Args = []string{what}
			if arg = strings.TrimSpace(arg); arg != "" {
				req.Args = append(req.Args, arg)
			}
		} else {
			req.Args = strings.Fields(rest)
		}
	}
	e.reply = map[string]any{"ok": true, "cmd": req.Cmd}
	if len(req.ID) > 0 {
		e.reply["id"] = req.ID
	}
	if err := e.dispatch(&req); err != nil {
		e.reply["ok"] = false
		e.reply["error"] = err.Error()
	}
	e.send(e.reply)
}

// dispatch runs the command of req, filling e.reply. A panic is a
// reply too, never the end of the engine.
func (e *engine) dispatch(req *request) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error (please report it): %v", r)
		}
	}()
	if len(req.Args) > maxEngineArgs {
		return fmt.Errorf("%d arguments; a command takes at most %d", len(req.Args), maxEngineArgs)
	}
	c, ok := engineCommands[req.Cmd]
	if !ok {
		if req.Cmd == "" {
			return fmt.Errorf(`no command: send a command word (or {"cmd": WORD}); help lists them`)
		}
		return unknownCommand(req.Cmd)
	}
	if c.game && e.s == nil {
		return fmt.Errorf("no game: start one with new VARIANT")
	}
	if len(req.Args) < c.min || c.max >= 0 && len(req.Args) > c.max {
		return fmt.Errorf("usage: %s", c.usage)
	}
	if req.Description != nil && req.Cmd != "new" || req.Position != nil && req.Cmd != "set" || req.Options != nil && req.Cmd != "new" {
		return fmt.Errorf("%s takes no description, position or options field", req.Cmd)
	}
	return c.run(e, req)
}

// replyFirst are the fields a reply begins with, in this order; the
// others follow in the order of their names.
var replyFirst = []string{"ok", "cmd", "id", "error"}

// marshalReply writes a reply as one JSON object, its fields in a fixed
// order, so that a person reading the lines finds ok and cmd first.
func marshalReply(reply map[string]any) ([]byte, error) {
	keys := make([]string, 0, len(reply))
	for k := range reply {
		if !slices.Contains(replyFirst, k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var first []string
	for _, k := range replyFirst {
		if _, ok := reply[k]; ok {
			first = append(first, k)
		}
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range append(first, keys...) {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		vb, err := json.Marshal(reply[k])
		if err != nil {
			return nil, err
		}
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
