package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
)

// testAgent is an agent program for the scripts (cmd:testagent [MODE]):
// it speaks the agent side of the engine protocol and plays the first
// legal move, or, with MODE illegal, a move that is not legal, or, with
// MODE exit, leaves without a reply.
func testAgent() int {
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
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
		fmt.Fprintf(os.Stderr, "testagent: a greeting it does not know: %s\n", in.Bytes())
		return 2
	}
	for in.Scan() {
		var req struct {
			Legal []string `json:"legal"`
		}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil || len(req.Legal) == 0 {
			fmt.Fprintf(os.Stderr, "testagent: a request it does not understand: %s\n", in.Bytes())
			return 2
		}
		switch mode {
		case "illegal":
			fmt.Println(`{"move": "z9"}`)
		case "exit":
			fmt.Fprintln(os.Stderr, "testagent: leaving")
			return 4
		default:
			fmt.Printf("{\"move\": %q}\n", req.Legal[0])
		}
	}
	return 0
}
