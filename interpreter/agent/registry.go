package agent

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/mancala-toolkit/mancala/interpreter"
)

// A Factory makes a registered agent: settings is what its name was
// given after "NAME:" or "NAME," ("" for the bare name), seed the seed
// of its random choices, if any (games are reproducible when the agent's
// moves depend on the match and the seed only). A settings string it
// does not take is an error, which New reports with the name.
type Factory func(settings string, seed uint64) (Agent, error)

// registry holds the agents registered by name.
var registry = struct {
	sync.RWMutex
	make map[string]Factory
	doc  map[string]string
}{make: map[string]Factory{}, doc: map[string]string{}}

// Register makes a researcher's agent a player that New takes by name,
// and with it every command and function that takes player names:
// simulate, compare, tournament and play (in a program that registers it
// and then runs the command line, cli.Main of cmd/mancala/cli), sim.Run,
// sim.RoundRobin. The
// name is a word of lower-case letters, digits and hyphens starting with
// a letter, at most 32, not one of the built-in players' and not
// registered before; doc says in a few words what the agent does (for
// the lists of players). Register is safe for concurrent use; call it
// before the games start, typically from main or init.
//
// An agent may also implement Fitter, to refuse games it cannot play,
// and is otherwise taken to play any game. Like the built-in agents, a
// registered agent's Choose is called from one goroutine at a time, a
// fresh agent made for every game.
func Register(name, doc string, f Factory) error {
	if err := checkName(name); err != nil {
		return err
	}
	if f == nil {
		return fmt.Errorf("agent %q: no factory", name)
	}
	registry.Lock()
	defer registry.Unlock()
	if _, ok := registry.make[name]; ok {
		return fmt.Errorf("agent %q is registered already", name)
	}
	registry.make[name], registry.doc[name] = f, doc
	return nil
}

// builtins are the names of the built-in players.
var builtins = []string{"alphabeta", "greedy", "mcts", "random"}

func checkName(name string) error {
	ok := len(name) > 0 && len(name) <= 32 && name[0] >= 'a' && name[0] <= 'z'
	for _, c := range name {
		ok = ok && (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')
	}
	switch {
	case !ok:
		return fmt.Errorf("agent name %q: write a word of lower-case letters, digits and hyphens, starting with a letter, at most 32", name)
	case slices.Contains(builtins, name) || name == "human" || name == "cmd":
		return fmt.Errorf("agent name %q is taken by a built-in player", name)
	}
	return nil
}

// registered makes the registered agent of a player name, if its base
// name (before any ':' or ',') is registered.
func registered(name string, seed uint64) (Agent, bool, error) {
	i := strings.IndexAny(name, ":,")
	base, settings := name, ""
	if i >= 0 {
		base, settings = name[:i], name[i+1:]
	}
	registry.RLock()
	f, ok := registry.make[base]
	registry.RUnlock()
	if !ok {
		return nil, false, nil
	}
	a, err := f(settings, seed)
	if err == nil && a == nil {
		err = fmt.Errorf("its factory made no agent")
	}
	if err != nil {
		return nil, true, fmt.Errorf("player %q: %v", name, err)
	}
	return a, true, nil
}

// Registered lists the registered agents' names, sorted, each with its
// doc after a colon ("mine: plays the first legal move").
func Registered() []string {
	registry.RLock()
	defer registry.RUnlock()
	var out []string
	for n, d := range registry.doc {
		out = append(out, n+": "+d)
	}
	sort.Strings(out)
	return out
}

func registeredNames() []string {
	registry.RLock()
	defer registry.RUnlock()
	var out []string
	for n := range registry.make {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Fitter is an agent that can refuse a game (too many players, moves it
// cannot search, …). Fits calls it.
type Fitter interface {
	// Fits says why the agent cannot play g, or nil when it can.
	Fits(g *interpreter.Game) error
}
