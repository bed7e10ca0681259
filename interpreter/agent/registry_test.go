package agent_test

import (
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// TestRegisterRefuses: a name that is no word, a built-in player's, one
// registered already, or no factory is an error, not a player; a
// factory that makes no agent is New's error.
func TestRegisterRefuses(t *testing.T) {
	ok := func(string, uint64) (agent.Agent, error) { return mustNew(t, "random", 1), nil }
	if err := agent.Register("reg-test", "a random player", ok); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, want string }{
		{"", "lower-case letters"},
		{"Mine", "lower-case letters"},
		{"my agent", "lower-case letters"},
		{"mine:3", "lower-case letters"},
		{"9lives", "lower-case letters"},
		{strings.Repeat("a", 33), "at most 32"},
		{"greedy", "taken by a built-in player"},
		{"human", "taken by a built-in player"},
		{"reg-test", "registered already"},
	}
	for _, tt := range tests {
		if err := agent.Register(tt.name, "", ok); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Register(%q) = %v, want an error saying %q", tt.name, err, tt.want)
		}
	}
	if err := agent.Register("reg-nil", "", nil); err == nil {
		t.Error("Register with no factory succeeded")
	}
	if err := agent.Register("reg-none", "", func(string, uint64) (agent.Agent, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := agent.New("reg-none", 1); err == nil || !strings.Contains(err.Error(), "made no agent") {
		t.Errorf("New of a factory making nothing = %v", err)
	}
	if a, err := agent.New("reg-test", 1); err != nil || a.Name() != "random" {
		t.Errorf("New(reg-test) = %v, %v", a, err)
	}
	if _, err := agent.New("nosuch", 1); err == nil || !strings.Contains(err.Error(), "registered: ") || !strings.Contains(err.Error(), "reg-none, reg-test") {
		t.Errorf("an unknown name's error lists the registered agents: %v", err)
	}
	names := strings.Join(agent.Names(), " ")
	if !strings.Contains(names, "reg-test") || !strings.Contains(names, "greedy") {
		t.Errorf("Names() = %s", names)
	}
}
