package agent_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestMain lets the test binary be an agent program of its own: run as
// "agent.test -agent=MODE" it speaks the agent side of the protocol (see
// testAgent).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 {
		if mode, ok := strings.CutPrefix(os.Args[1], "-agent="); ok {
			os.Exit(testAgent(mode))
		}
	}
	os.Exit(m.Run())
}

// testAgent is an agent program: it checks the greeting and each
// request, and replies as mode says: first (the first legal move, as
// JSON), bare (the last legal move, its name alone), illegal, garbage,
// silent, exit, long or error.
func testAgent(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	if !in.Scan() {
		return 2
	}
	var hello struct {
		Protocol string `json:"protocol"`
		Version  int    `json:"version"`
	}
	if json.Unmarshal(in.Bytes(), &hello) != nil || hello.Protocol != "mancala-agent" || hello.Version != 1 {
		fmt.Fprintf(os.Stderr, "bad greeting %s\n", in.Bytes())
		return 2
	}
	for in.Scan() {
		var req struct {
			Type     string   `json:"type"`
			Player   string   `json:"player"`
			Legal    []string `json:"legal"`
			Moves    []string `json:"moves"`
			Position struct {
				Ply    int    `json:"ply"`
				ToMove string `json:"to_move"`
			} `json:"position"`
		}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		if req.Type != "move" || len(req.Legal) == 0 || req.Player != req.Position.ToMove || req.Position.Ply != len(req.Moves) {
			fmt.Printf("{\"error\": \"a request that does not hold together: %d moves at ply %d\"}\n", len(req.Moves), req.Position.Ply)
			continue
		}
		switch mode {
		case "first":
			fmt.Printf("{\"move\": %q, \"comment\": \"ignored\"}\n", req.Legal[0])
		case "bare":
			fmt.Println(req.Legal[len(req.Legal)-1])
		case "illegal":
			fmt.Println(`{"move": "z99"}`)
		case "garbage":
			fmt.Println(`{"move": `)
		case "silent":
			time.Sleep(time.Minute)
		case "exit":
			fmt.Fprintln(os.Stderr, "giving up")
			return 3
		case "long":
			fmt.Println(strings.Repeat("a", 100<<10))
		case "error":
			fmt.Println(`{"error": "cannot think"}`)
		}
	}
	return 0
}

// TestCommandPlaysAGame plays Kalah to the end with a program as South
// and greedy as North: the program is sent every position and its
// replies, as JSON or a bare name, are played.
func TestCommandPlaysAGame(t *testing.T) {
	g, err := variants.MustLoad("kalah").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"first", "bare"} {
		t.Run(mode, func(t *testing.T) {
			south, err := agent.New(agent.CommandPrefix+os.Args[0]+" -agent="+mode, 1)
			if err != nil {
				t.Fatal(err)
			}
			defer agent.Close(south)
			north, _ := agent.New("greedy", 2)
			mt := g.NewMatch()
			mine := 0
			for !mt.Result().Over {
				a := north
				if mt.State().ToMove == 0 {
					a = south
				}
				legal, _ := mt.Legal()
				mv, err := a.Choose(mt)
				if err != nil {
					t.Fatalf("ply %d: %v", mt.State().Ply+1, err)
				}
				if a == south {
					mine++
					want := legal[0]
					if mode == "bare" {
						want = legal[len(legal)-1]
					}
					if mv != want {
						t.Fatalf("ply %d: the program's move is %s, want %s", mt.State().Ply+1, g.MoveName(mv), g.MoveName(want))
					}
				}
				if err := mt.Play(mv); err != nil {
					t.Fatal(err)
				}
			}
			if mine < 2 {
				t.Errorf("the program made %d moves", mine)
			}
		})
	}
}

// TestCommandMisbehaves: a program that replies what is not a legal
// move, or nothing, or exits, is an error that names the program and
// says what it did; it is stopped and every later move is the same
// error.
func TestCommandMisbehaves(t *testing.T) {
	g, err := variants.MustLoad("kalah").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ mode, want string }{
		{"illegal", `replied "z99", which is not a legal move (legal moves: a1 a2 a3 a4 a5 a6)`},
		{"garbage", `replied "{\"move\":", which is not JSON`},
		{"silent", "no reply within 300ms"},
		{"exit", "closed its output without a reply (exit status 3); its standard error ends: giving up"},
		{"long", "replied a line longer than 65536 bytes"},
		{"error", "says: cannot think"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			a, err := agent.New(agent.CommandPrefix+os.Args[0]+" -agent="+tc.mode, 1)
			if err != nil {
				t.Fatal(err)
			}
			defer agent.Close(a)
			a.(*agent.Command).Timeout = 300 * time.Millisecond
			mt := g.NewMatch()
			_, err = a.Choose(mt)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), a.Name()+": ") {
				t.Fatalf("got %v, want an error naming %s and holding %q", err, a.Name(), tc.want)
			}
			if _, again := a.Choose(mt); again == nil || again.Error() != err.Error() {
				t.Errorf("the second move: got %v, want the same error", again)
			}
		})
	}
}

// TestCommandNames: cmd: needs a program that can be found.
func TestCommandNames(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"cmd:", `player "cmd:": name the program to run after cmd: (cmd:PROGRAM [ARGS…])`},
		{"cmd:   ", `name the program to run`},
		{"cmd:./no-such-agent", `player "cmd:./no-such-agent": exec: "./no-such-agent": stat ./no-such-agent: no such file or directory`},
	} {
		_, err := agent.New(tc.name, 0)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestCommandClosed: Close stops the program, and a closed agent says so.
func TestCommandClosed(t *testing.T) {
	g, err := variants.MustLoad("kalah").Configure(nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := agent.New(agent.CommandPrefix+os.Args[0]+" -agent=first", 1)
	if err != nil {
		t.Fatal(err)
	}
	mt := g.NewMatch()
	if _, err := a.Choose(mt); err != nil {
		t.Fatal(err)
	}
	if err := agent.Close(a); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Choose(mt); err == nil || !strings.HasSuffix(err.Error(), ": closed") {
		t.Errorf("after Close: got %v, want closed", err)
	}
}
