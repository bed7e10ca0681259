package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/interpreter/session"
)

// engineCommand is a command of the engine protocol.
type engineCommand struct {
	usage    string
	doc      string
	min, max int  // the number of arguments (max -1: any, up to maxEngineArgs)
	game     bool // needs a game started
	run      func(e *engine, req *request) error
}

// engineOrder is the order help lists the commands in.
var engineOrder = []string{"new", "position", "legal", "play", "undo", "go", "trace", "moves", "result", "set", "board", "record", "help", "quit"}

var engineCommands map[string]engineCommand

func init() {
	engineCommands = map[string]engineCommand{
		"new":      {"new VARIANT [ruleset=NAME] [seed=N] [OPTION=VALUE]…", "start a game of a built-in variant or a description file (or, in the JSON form, the description's text in \"description\")", 0, -1, false, (*engine).newGame},
		"position": {"position", "the position, as replay --json prints it", 0, 0, true, (*engine).position},
		"legal":    {"legal", "the player to move and the legal moves, as moves --json prints them", 0, 0, true, (*engine).legal},
		"play":     {"play MOVE [MOVE]…", "play moves, all or none", 1, -1, true, (*engine).play},
		"undo":     {"undo [N]", "take back the last move (or N moves)", 0, 1, true, (*engine).undo},
		"go":       {"go [AGENT] [BUDGET] [seed=N]", "let an agent choose the move and play it (default alphabeta; BUDGET a depth, iterations or time, as AGENT:BUDGET)", 0, 3, true, (*engine).goMove},
		"trace":    {"trace [PLY|MOVE]", "explain the last move (or move number PLY) lap by lap, or a move not played, as trace --json does", 0, 1, true, (*engine).trace},
		"moves":    {"moves", "the moves played since the game started", 0, 0, true, (*engine).moves},
		"result":   {"result", "whether the game is over, and its result", 0, 0, true, (*engine).result},
		"set":      {"set position JSON | set seed N", "start again from a position (JSON as replay --json prints it), or seed the lots and the agents", 1, 2, true, (*engine).set},
		"board":    {"board", "the board drawn in text, as replay draws it", 0, 0, true, (*engine).board},
		"record":   {"record", "the game as a record file's text, which replay --record reads", 0, 0, true, (*engine).record},
		"help":     {"help [COMMAND]", "the commands, or one", 0, 1, false, (*engine).help},
		"quit":     {"quit", "end the engine", 0, 0, false, func(e *engine, _ *request) error { e.quit = true; return nil }},
	}
}

func unknownCommand(word string) error {
	if c := diag.Closest(word, engineOrder); c != "" {
		return fmt.Errorf("unknown command %q; did you mean %q? (help lists the commands)", word, c)
	}
	return fmt.Errorf("unknown command %q; the commands are %s", word, strings.Join(engineOrder, ", "))
}

// newGame: new VARIANT [ruleset=NAME] [seed=N] [OPTION=VALUE]…
func (e *engine) newGame(req *request) error {
	spec := session.Spec{Files: true, Options: map[string]string{}}
	for k, v := range req.Options {
		spec.Options[k] = v
	}
	seed := uint64(0)
	args := req.Args
	if req.Description != nil {
		spec.Description = []byte(*req.Description)
	}
	if len(args) > 0 && !strings.Contains(args[0], "=") {
		spec.Variant, args = args[0], args[1:]
	} else if req.Description == nil {
		return fmt.Errorf("usage: %s", engineCommands["new"].usage)
	}
	for _, a := range args {
		k, v, ok := strings.Cut(a, "=")
		switch {
		case !ok || k == "":
			return fmt.Errorf("%q: write ruleset=NAME, seed=N or OPTION=VALUE", a)
		case k == "ruleset":
			spec.Ruleset = v
		case k == "seed":
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return fmt.Errorf("seed=%s: want a whole number from 0 to %d", v, uint64(1<<64-1))
			}
			seed = n
		default:
			spec.Options[k] = v
		}
	}
	g, err := session.Load(spec)
	if err != nil {
		return err
	}
	s, err := session.New(g, nil, seed)
	if err != nil {
		return err
	}
	e.s, e.spec, e.seed = s, spec, seed
	p := g.Program()
	e.reply["variant"] = p.Name()
	e.reply["title"] = p.Variant().Title
	e.reply["ruleset"] = g.Ruleset()
	e.reply["options"] = g.OptionValues()
	e.reply["players"] = p.PlayerNames()
	e.reply["position"] = s.Position()
	return e.legal(req)
}

func (e *engine) position(*request) error {
	e.reply["position"] = e.s.Position()
	return nil
}

func (e *engine) legal(*request) error {
	l, err := e.s.Legal()
	if err != nil {
		return err
	}
	e.reply["to_move"], e.reply["moves"] = l.ToMove, l.Moves
	return nil
}

// play plays the moves, all or none: a move refused takes back those
// before it.
func (e *engine) play(req *request) error {
	played := []string{}
	for i, name := range req.Args {
		got, err := e.s.Play(name)
		if err != nil {
			if i > 0 {
				e.s.Undo(i)
			}
			var ill *interpreter.IllegalMoveError
			if errors.As(err, &ill) {
				legal := ill.Legal
				if legal == nil {
					legal = []string{}
				}
				e.reply["legal"] = legal
			}
			if i > 0 {
				return fmt.Errorf("%v; the %d move(s) before it were taken back", err, i)
			}
			return err
		}
		played = append(played, got)
	}
	e.reply["played"] = played
	e.reply["position"] = e.s.Position()
	return nil
}

func (e *engine) undo(req *request) error {
	n := 1
	if len(req.Args) == 1 {
		k, err := strconv.Atoi(req.Args[0])
		if err != nil || k < 1 {
			return fmt.Errorf("undo %s: want a number of moves, 1 or more", req.Args[0])
		}
		n = k
	}
	k, err := e.s.Undo(n)
	if err != nil {
		return err
	}
	e.reply["undone"] = k
	e.reply["position"] = e.s.Position()
	return nil
}

// goMove: go [AGENT] [BUDGET] [seed=N]
func (e *engine) goMove(req *request) error {
	name, budget := "alphabeta", ""
	seed := e.seed ^ uint64(e.s.Match().State().Ply+1)*0x9e3779b97f4a7c15
	var words []string
	for _, a := range req.Args {
		if v, ok := strings.CutPrefix(a, "seed="); ok {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return fmt.Errorf("seed=%s: want a whole number", v)
			}
			seed = n
			continue
		}
		words = append(words, a)
	}
	switch len(words) {
	case 2:
		name, budget = words[0], words[1]
	case 1:
		name = words[0]
	case 0:
	default:
		return fmt.Errorf("usage: %s", engineCommands["go"].usage)
	}
	if strings.HasPrefix(name, agent.CommandPrefix) {
		// the rest of the line is the program and its arguments
		name, budget = strings.Join(words, " "), ""
	}
	if budget != "" {
		name += ":" + budget
	}
	a, err := agent.New(name, seed)
	if err != nil {
		return err
	}
	defer agent.Close(a)
	who := e.s.Match().State().ToMove
	mv, eval, err := e.s.Go(a)
	if err != nil {
		return err
	}
	e.reply["move"] = mv
	e.reply["player"] = e.s.Game().Program().PlayerName(who)
	e.reply["agent"] = a.Name()
	if eval != nil {
		e.reply["eval"] = *eval
	}
	e.reply["position"] = e.s.Position()
	return nil
}

// trace: trace [PLY|MOVE]
func (e *engine) trace(req *request) error {
	ply := 0
	if len(req.Args) == 1 {
		n, err := strconv.Atoi(req.Args[0])
		if err != nil {
			evs, err := e.s.TraceMove(req.Args[0])
			e.reply["events"] = evs
			return err
		}
		if n < 1 {
			return fmt.Errorf("trace %d: a ply is 1 or more", n)
		}
		ply = n
	}
	evs, err := e.s.Trace(ply)
	if err != nil {
		return err
	}
	e.reply["events"] = evs
	return nil
}

func (e *engine) moves(*request) error {
	e.reply["moves"] = e.s.Moves()
	return nil
}

func (e *engine) result(*request) error {
	r := e.s.Result()
	e.reply["over"] = r.Over
	e.reply["result"] = e.s.Position().Result
	return nil
}

// set: set position JSON | set seed N
func (e *engine) set(req *request) error {
	what, arg := req.Args[0], ""
	if len(req.Args) == 2 {
		arg = req.Args[1]
	} else if what != "position" || req.Position == nil {
		return fmt.Errorf("usage: %s", engineCommands["set"].usage)
	}
	if len(req.Args) == 2 && req.Position != nil {
		return fmt.Errorf("set position: give the position once, as an argument or in the position field")
	}
	switch what {
	case "position":
		data := []byte(arg)
		if req.Position != nil {
			data = req.Position
		}
		pos, err := interpreter.ParsePosition(data)
		var pe *interpreter.PositionError
		if errors.As(err, &pe) && pe.Line > 0 {
			return fmt.Errorf("position %d:%d: %s", pe.Line, pe.Col, pe.Msg)
		}
		if err != nil {
			return fmt.Errorf("position: %v", err)
		}
		g := e.s.Game()
		st, err := g.State(pos)
		if err != nil {
			return fmt.Errorf("position: %v", err)
		}
		s, err := session.New(g, st, e.seed)
		if err != nil {
			return fmt.Errorf("position: %v", err)
		}
		e.s = s
		e.reply["position"] = s.Position()
		return nil
	case "seed":
		n, err := strconv.ParseUint(arg, 10, 64)
		if err != nil {
			return fmt.Errorf("set seed %s: want a whole number from 0 to %d", arg, uint64(1<<64-1))
		}
		e.seed = n
		e.s.SetSeed(n)
		return nil
	}
	return fmt.Errorf("set %s: set position JSON or set seed N", what)
}

// help: help [COMMAND]
func (e *engine) help(req *request) error {
	type entry struct {
		Name  string `json:"name"`
		Usage string `json:"usage"`
		Doc   string `json:"doc"`
	}
	names := engineOrder
	if len(req.Args) == 1 {
		if _, ok := engineCommands[req.Args[0]]; !ok {
			return unknownCommand(req.Args[0])
		}
		names = req.Args
	}
	out := []entry{}
	for _, n := range names {
		c := engineCommands[n]
		out = append(out, entry{n, c.usage, c.doc})
	}
	e.reply["commands"] = out
	return nil
}

func (e *engine) board(*request) error {
	e.reply["text"] = renderBoard(e.s.Match())
	return nil
}

// record: the game record of the game, its start position included when
// it started from one. A game of a description given as text is
// recorded under the name new gave it.
func (e *engine) record(*request) error {
	mt := e.s.Match()
	g := mt.Game()
	variant := g.Program().Name()
	if e.spec.Description != nil || e.spec.Variant != "" && e.spec.Variant != variant {
		variant = e.spec.Variant // a file's path, or the text's name
	}
	rec := newRecord(g, variant)
	rec.Moves = e.s.Moves()
	if g.Draws() != "" {
		rec.Seed = strconv.FormatUint(mt.Seed(), 10)
	}
	if r := mt.Result(); r.Over {
		rec.Result = r.String()
	}
	if st := e.s.Start(); st != nil {
		b, err := json.Marshal(g.Position(st, interpreter.Result{}))
		if err != nil {
			return err
		}
		rec.Position = string(b)
	}
	e.reply["record"] = rec.Format()
	return nil
}
