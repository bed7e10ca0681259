package agent_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// TestNewRefusesMalformedNames: every name New does not take is an
// error that lists the names it takes; the forms it documents work.
func TestNewRefusesMalformedNames(t *testing.T) {
	for _, name := range []string{
		"", "nosuch", "random:", "greedy:3", "alphabeta:", "alphabeta:-1", "alphabeta:0", "alphabeta:65",
		"alphabeta:1h", "alphabeta:3,c=1", "alphabeta:3:4", "alphabeta:1s:2s", "mcts:", "mcts:-5", "mcts:0",
		"mcts:10000001", "mcts:10,c=abc", "mcts:10,c=0", "mcts:10,c=-1", "mcts:10,c=inf", "mcts:10,c=NaN",
		"mcts:10,c=101", "mcts:10,cut=0", "mcts:10,cut=x", "mcts:10,cut=1000001", "mcts:10,", "mcts:10,x=3",
		"mcts:1:2:3", "mcts:1ms:2ms",
	} {
		_, err := agent.New(name, 1)
		if err == nil {
			t.Errorf("New(%q) took it", name)
			continue
		}
		if !strings.Contains(err.Error(), "players: random, greedy, alphabeta[:DEPTH][:TIME], mcts[") {
			t.Errorf("New(%q): %v; want the forms listed", name, err)
		}
	}
	for _, name := range []string{
		"random", "greedy", "alphabeta", "alphabeta:6", "alphabeta:64", "alphabeta:200ms", "alphabeta:8:1s",
		"mcts", "mcts:5000", "mcts:300ms", "mcts:5000:300ms", "mcts:2000,c=0.7", "mcts:1000,cut=40",
		"mcts:1000,c=0.7,cut=40", "mcts,c=0.7",
	} {
		if _, err := agent.New(name, 1); err != nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
}
