package agent

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// CommandPrefix begins the name of an agent that is a program of its
// own: cmd:PROGRAM [ARGS…].
const CommandPrefix = "cmd:"

// The bounds of a command agent.
const (
	// CommandTimeout is the longest a program may take to reply to a
	// request for a move.
	CommandTimeout = 10 * time.Second
	// maxReply is the longest reply line, in bytes, a program may send.
	maxReply = 64 << 10
	// maxStderr is how much of the end of a program's standard error is
	// kept, to be quoted when it fails.
	maxStderr = 1 << 10
	// closeWait is how long Close waits for the program to leave after
	// its standard input is closed, before it kills it.
	closeWait = 2 * time.Second
	// AgentProtocol is the version of the agent side of the protocol.
	AgentProtocol = 1
)

// Command is an agent that is a program of its own, run as
// cmd:PROGRAM [ARGS…]: the program is started at its first move and
// kept for the game; for each move it is sent a JSON line with the
// position and the legal moves and replies with a line naming its move
// (docs/engine.md, "The agent side"). A program that does not reply
// within Timeout, replies more than a line of 64 KiB, replies a move
// that is not legal or exits is an error that says so and quotes the end
// of its standard error; the program is then stopped. Close stops it.
type Command struct {
	name    string
	argv    []string
	seed    uint64
	Timeout time.Duration // CommandTimeout unless set

	cmd    *exec.Cmd
	stdin  *os.File
	stdout *os.File
	lines  chan replyLine
	done   chan struct{} // closed when the program is stopped
	exited chan error    // the program's exit, once it has been waited for
	stderr *tail
	broken error // the error that stopped the program, returned ever after
}

type replyLine struct {
	text string
	err  error
}

// NewCommand returns the agent that runs the program of spec,
// "PROGRAM [ARGS…]" (split at spaces; no shell), with seed told to the
// program. The program must be found (a path, or a name on PATH); it is
// not started until the first move.
func NewCommand(spec string, seed uint64) (*Command, error) {
	argv := strings.Fields(spec)
	if len(argv) == 0 {
		return nil, fmt.Errorf("player %q: name the program to run after %s (%sPROGRAM [ARGS…])", CommandPrefix+spec, CommandPrefix, CommandPrefix)
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return nil, fmt.Errorf("player %q: %v", CommandPrefix+spec, err)
	}
	return &Command{name: CommandPrefix + strings.Join(argv, " "), argv: argv, seed: seed}, nil
}

// Name implements Agent.
func (c *Command) Name() string { return c.name }

// request is what the program is sent for each move.
type request struct {
	Type     string                `json:"type"` // "move"
	Variant  string                `json:"variant"`
	Player   string                `json:"player"` // the player to move, whose move is asked for
	Legal    []string              `json:"legal"`
	Moves    []string              `json:"moves"` // the moves played so far (from the position the game started at)
	Position *interpreter.Position `json:"position"`
}

// hello is the first line the program is sent.
type hello struct {
	Protocol string `json:"protocol"` // "mancala-agent"
	Version  int    `json:"version"`
	Seed     uint64 `json:"seed"`
}

// Choose implements Agent: it asks the program for the move.
func (c *Command) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	if c.broken != nil {
		return interpreter.Move{}, c.broken
	}
	g := mt.Game()
	legal, err := mt.Legal()
	if err != nil {
		return interpreter.Move{}, err
	}
	if len(legal) == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move")
	}
	if c.cmd == nil {
		if err := c.start(); err != nil {
			return interpreter.Move{}, c.fail(err)
		}
	}
	req := request{Type: "move", Variant: g.Program().Name(), Player: g.Program().PlayerName(mt.State().ToMove), Legal: []string{}, Moves: []string{}, Position: g.Position(mt.State(), mt.Result())}
	byName := map[string]interpreter.Move{}
	for _, mv := range legal {
		n := g.MoveName(mv)
		req.Legal = append(req.Legal, n)
		byName[n] = mv
	}
	for _, mv := range mt.Moves() {
		req.Moves = append(req.Moves, g.MoveName(mv))
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = CommandTimeout
	}
	c.stdin.SetWriteDeadline(time.Now().Add(timeout))
	if err := c.send(req); err != nil {
		return interpreter.Move{}, c.fail(err)
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var line replyLine
	select {
	case line = <-c.lines:
	case <-timer.C:
		return interpreter.Move{}, c.fail(fmt.Errorf("no reply within %s", timeout))
	}
	if line.err != nil {
		return interpreter.Move{}, c.fail(line.err)
	}
	name, err := parseReply(line.text)
	if err != nil {
		return interpreter.Move{}, c.fail(err)
	}
	mv, ok := byName[name]
	if !ok {
		return interpreter.Move{}, c.fail(fmt.Errorf("replied %q, which is not a legal move (legal moves: %s)", clip(name), strings.Join(req.Legal, " ")))
	}
	return mv, nil
}

// parseReply reads a reply: a JSON object {"move": NAME} or the move's
// name alone.
func parseReply(text string) (string, error) {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, "{") {
		if text == "" || strings.ContainsAny(text, " \t\"") {
			return "", fmt.Errorf("replied %q: reply a move's name or a JSON object {\"move\": NAME}", clip(text))
		}
		return text, nil
	}
	var r struct {
		Move  *string `json:"move"`
		Error string  `json:"error"`
	}
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return "", fmt.Errorf("replied %q, which is not JSON: %v", clip(text), err)
	}
	if r.Error != "" {
		return "", fmt.Errorf("says: %s", clip(r.Error))
	}
	if r.Move == nil {
		return "", fmt.Errorf("replied %q without a move (want {\"move\": NAME})", clip(text))
	}
	return *r.Move, nil
}

// clip shortens a text quoted in a message.
func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}

// start starts the program and sends it the greeting.
func (c *Command) start() error {
	cmd := exec.Command(c.argv[0], c.argv[1:]...)
	cmd.WaitDelay = time.Second // output held open by the program's children does not hold up Wait
	pr, pw, err := os.Pipe()    // an *os.File, so that a write can time out
	if err != nil {
		return err
	}
	cmd.Stdin = pr
	// a pipe of our own, not StdoutPipe, so that waiting for the
	// program does not close it under the lines not yet read
	or, ow, err := os.Pipe()
	if err != nil {
		pr.Close()
		pw.Close()
		return err
	}
	cmd.Stdout = ow
	c.stderr = &tail{max: maxStderr}
	cmd.Stderr = c.stderr
	err = cmd.Start()
	pr.Close()
	ow.Close()
	if err != nil {
		pw.Close()
		or.Close()
		return fmt.Errorf("cannot start: %v", err)
	}
	c.cmd, c.stdin, c.stdout = cmd, pw, or
	stdout := or
	c.lines, c.done, c.exited = make(chan replyLine), make(chan struct{}), make(chan error, 1)
	go readLines(stdout, c.lines, c.done)
	go func() { c.exited <- cmd.Wait() }()
	c.stdin.SetWriteDeadline(time.Now().Add(CommandTimeout))
	return c.send(hello{Protocol: "mancala-agent", Version: AgentProtocol, Seed: c.seed})
}

// readLines sends each line of r, bounded, until r ends or fails or
// done is closed.
func readLines(r io.Reader, out chan<- replyLine, done <-chan struct{}) {
	br := bufio.NewReaderSize(r, 4096)
	for {
		line, err := readLine(br, maxReply)
		if errors.Is(err, io.EOF) {
			err = fmt.Errorf("closed its output without a reply")
		}
		select {
		case out <- replyLine{text: line, err: err}:
		case <-done:
			return
		}
		if err != nil {
			return
		}
	}
}

// readLine reads a line of at most max bytes (without its newline).
func readLine(br *bufio.Reader, max int) (string, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > max+1 {
			return "", fmt.Errorf("replied a line longer than %d bytes", max)
		}
		switch {
		case err == nil:
			return strings.TrimRight(string(buf), "\r\n"), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(buf) > 0:
			return string(buf), nil
		default:
			return "", err
		}
	}
}

// send writes v as one JSON line to the program.
func (c *Command) send(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if _, err := c.stdin.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("cannot be written to (exited?): %v", err)
	}
	return nil
}

// fail stops the program and makes err, told with the agent's name,
// how the program ended and the end of its standard error, the agent's
// error from now on.
func (c *Command) fail(err error) error {
	msg := fmt.Sprintf("%s: %v", c.name, err)
	if end := c.stop(closeWait); end != "" {
		msg += " (" + end + ")"
	}
	if c.stderr != nil {
		if s := strings.TrimSpace(c.stderr.String()); s != "" {
			msg += "; its standard error ends: " + s
		}
	}
	c.broken = errors.New(msg)
	return c.broken
}

// stop closes the program's input, waits up to wait for it to leave,
// kills it if it has not, and says how it ended ("" for a clean exit).
func (c *Command) stop(wait time.Duration) string {
	if c.cmd == nil {
		return ""
	}
	c.stdin.Close()
	close(c.done)
	defer c.stdout.Close() // unblocks the reader, whoever else holds the pipe
	var err error
	select {
	case err = <-c.exited:
	case <-time.After(wait):
		c.cmd.Process.Kill()
		<-c.exited
		err = fmt.Errorf("killed")
	}
	c.cmd = nil
	if err != nil {
		return err.Error()
	}
	return ""
}

// Close ends the program: its standard input is closed and it is given
// a moment to leave, then killed. A closed agent chooses no more moves.
func (c *Command) Close() error {
	c.stop(closeWait)
	if c.broken == nil {
		c.broken = fmt.Errorf("%s: closed", c.name)
	}
	return nil
}

// Close closes agent a if it holds anything to close (a Command's
// program); other agents need no closing.
func Close(a Agent) error {
	if cl, ok := a.(io.Closer); ok {
		return cl.Close()
	}
	return nil
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = bytes.Clone(t.buf[len(t.buf)-t.max:])
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
