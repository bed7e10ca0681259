// Package sim plays many games of a variant between computer players, in
// parallel and reproducibly, measures each game, and reports: outcomes
// with confidence intervals and a test of fairness, length, branching,
// captures, lead changes, decisiveness, and (for players that evaluate
// positions) drama and stability. Game i is played from the random
// stream (seed, i), so the numbers do not depend on how many workers play
// them, and runs split into shards merge into exactly the numbers of one
// run.
package sim

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// Game is what one game measured. It is what shards write and merge
// reads.
type Game struct {
	Index  int      `json:"index"`
	South  string   `json:"south"`
	North  string   `json:"north"`
	Moves  []string `json:"moves"`
	Plies  int      `json:"plies"`
	Turns  int      `json:"turns"`
	Winner string   `json:"winner"` // south, north (or a name of the players list), or "" for none
	Reason string   `json:"reason"`
	Scored bool     `json:"scored,omitempty"`
	Score  []int    `json:"score,omitempty"` // each player's, in turn order
	First  string   `json:"first"`           // who moved first
	// Players and Seats are, in a game of more than two players, the
	// players' names in turn order and the agent that played each (South
	// and North then name the agents of the first two).
	Players []string `json:"players,omitempty"`
	Seats   []string `json:"seats,omitempty"`
	// per turn
	Laps    int `json:"laps"`
	Sown    int `json:"sown"`
	Choices int `json:"choices"` // turns with more than one legal move
	// Branching counts the turns by their number of legal moves.
	Branching map[int]int `json:"branching"`
	Captures  int         `json:"captures"`
	Captured  int         `json:"captured"`
	// LeadChanges counts changes of the leader by material, turn to turn.
	LeadChanges int `json:"lead_changes"`
	// Decisive is the share of the game (0..1) played before the winner
	// took the lead for good; -1 without a winner.
	Decisive float64 `json:"decisive"`
	// Drama and Stability are set when a player evaluates positions;
	// NaN (null) otherwise.
	Drama     *float64 `json:"drama,omitempty"`
	Stability *float64 `json:"stability,omitempty"`
	Error     string   `json:"error,omitempty"`
}

// Players names the agents of each side; when they differ, odd games
// swap the seats, so each plays both.
type Players struct {
	South string `json:"south"`
	North string `json:"north"`
}

func (p Players) seats(i int) (south, north string) {
	if p.South != p.North && i%2 == 1 {
		return p.North, p.South
	}
	return p.South, p.North
}

// chooser picks the move of player who in mt among the legal moves,
// with the player's evaluation of the position (South's view, -1..1)
// when it has one.
type chooser func(mt *interpreter.Match, who interpreter.Player, legal []interpreter.Move) (mv interpreter.Move, eval float64, hasEval bool, err error)

// newGame is game i of a run, before it is played.
func newGame(players Players, i int) Game {
	southName, northName := players.seats(i)
	return Game{Index: i, South: southName, North: northName, Branching: map[int]int{}, Decisive: -1}
}

// seatsOf gives, in a game of n > 2 players, the agent of each player
// for game i: South's agent in one seat, turning round the table from
// game to game, North's in the others.
func seatsOf(out *Game, players Players, n, i int) {
	if n <= 2 {
		return
	}
	out.Seats = make([]string, n)
	for k := range out.Seats {
		out.Seats[k] = players.North
		if k == i%n {
			out.Seats[k] = players.South
		}
	}
	out.South, out.North = out.Seats[0], out.Seats[1]
}

// playGame plays game i.
func playGame(g *interpreter.Game, players Players, seed uint64, i int) Game {
	out := newGame(players, i)
	seatsOf(&out, players, g.Program().Players(), i)
	seats := out.Seats
	if seats == nil {
		seats = []string{out.South, out.North}
	}
	agents := make([]agent.Agent, len(seats))
	for side, name := range seats {
		a, err := agent.New(name, rand.New(rand.NewPCG(seed, uint64(2*i+side))).Uint64())
		if err != nil {
			out.Error = err.Error()
			return out
		}
		agents[side] = a
		defer agent.Close(a) // a program of one's own leaves with the game
	}
	// the game's lots, in a variant that draws them: a stream of their own
	lots := rand.New(rand.NewPCG(seed, 1<<63|uint64(i))).Uint64()
	measure(g, &out, lots, func(mt *interpreter.Match, who interpreter.Player, _ []interpreter.Move) (interpreter.Move, float64, bool, error) {
		mv, err := agents[who].Choose(mt)
		if err != nil {
			return mv, 0, false, err
		}
		if ev, ok := agents[who].(agent.Evaluator); ok {
			if v, ok := ev.LastEval(); ok {
				v = normalize(agents[who], v)
				if who == 1 {
					v = -v
				}
				return mv, v, true, nil
			}
		}
		return mv, 0, false, nil
	})
	return out
}

// replayGame measures game i again from its moves, which must be legal
// and end the game. Without the players there are no evaluations: Drama
// and Stability stay nil.
func replayGame(g *interpreter.Game, players Players, i int, moves []string) Game {
	out := newGame(players, i)
	seatsOf(&out, players, g.Program().Players(), i)
	k := 0
	measure(g, &out, 0, func(mt *interpreter.Match, _ interpreter.Player, legal []interpreter.Move) (interpreter.Move, float64, bool, error) {
		if k == len(moves) {
			return interpreter.Move{}, 0, false, fmt.Errorf("the game is not over after its %d moves", len(moves))
		}
		name := moves[k]
		k++
		if mv, ok := mt.Named(name); ok { // a move with the outcomes of its draws too
			return mv, 0, false, nil
		}
		var names []string
		for _, mv := range legal {
			if g.MoveName(mv) == name {
				return mv, 0, false, nil
			}
			names = append(names, g.MoveName(mv))
		}
		return interpreter.Move{}, 0, false, fmt.Errorf("move %d, %s, is not legal (legal moves: %s)", k, name, strings.Join(names, " "))
	})
	if out.Error == "" && k < len(moves) {
		out.Error = fmt.Sprintf("the game is over after %d of its %d moves", k, len(moves))
	}
	return out
}

// measure plays a game from the start with the moves choose picks, and
// measures it into out; lots is the seed of the game's draws.
func measure(g *interpreter.Game, out *Game, lots uint64, choose chooser) {
	mt := g.NewMatch()
	mt.SetSeed(lots)
	mt.Debug(true) // seeds not conserved stop the game with an error
	prog := g.Program()
	out.First = prog.PlayerName(mt.State().ToMove)
	np := prog.Players()
	if np > 2 {
		out.Players = prog.PlayerNames()
	}
	laps := 0
	mt.Observe(func(e interpreter.Event) {
		switch e.Kind {
		case interpreter.EvLap:
			laps++
			out.Sown += int(e.N)
		case interpreter.EvEndless: // laps of a repeating move passed over, to the lap limit
			laps += int(e.Before)
			out.Sown += int(e.Sown)
		case interpreter.EvCapture:
			out.Captures++
			out.Captured += int(e.N)
		case interpreter.EvLift: // seeds taken off the mover's track to be sown: a capture too
			if e.N > 0 && !prog.OnTrack(e.Player, e.Pit) {
				out.Captures++
				out.Captured += int(e.N)
			}
		}
	})
	var lead []interpreter.Player // the player with the most material after each turn, NoPlayer for none
	var evals []float64           // the mover's evaluation, South's view, per turn
	turnOwner := interpreter.NoPlayer
	var legal []interpreter.Move
	for !mt.Result().Over {
		s := mt.State()
		who := s.ToMove
		var err error
		legal, err = mt.AppendLegal(legal[:0])
		if err != nil {
			out.Error = err.Error()
			break
		}
		if who != turnOwner { // a new turn
			if turnOwner >= 0 {
				lead = append(lead, leader(s, np))
			}
			turnOwner = who
			out.Turns++
			out.Branching[len(legal)]++
			if len(legal) > 1 {
				out.Choices++
			}
		}
		mv, v, hasEval, err := choose(mt, who, legal)
		if err != nil {
			out.Error = err.Error()
			break
		}
		if hasEval {
			evals = append(evals, v)
		}
		out.Moves = append(out.Moves, g.MoveName(mv))
		if err := mt.Play(mv); err != nil {
			out.Error = err.Error()
			break
		}
		if ms := mt.Moves(); g.Draws() != "" {
			out.Moves[len(out.Moves)-1] = g.MoveName(ms[len(ms)-1]) // with what the lots gave
		}
	}
	s := mt.State()
	lead = append(lead, leader(s, np))
	out.Laps = laps
	out.Plies = int(s.Ply)
	r := mt.Result()
	out.Reason = r.Reason
	if out.Error != "" {
		out.Reason = "error"
	}
	out.Winner = r.WinnerName()
	out.Scored, out.Score = r.Scored, make([]int, np)
	for pl := range out.Score {
		out.Score[pl] = int(r.Score[pl])
	}
	out.LeadChanges, out.Decisive = leadStats(lead, r.Winner)
	if len(evals) > 1 {
		d, st := dramaStability(evals, r.Winner)
		out.Drama, out.Stability = &d, &st
	}
}

// leader is the player with the most material in s, a game of n
// players, or NoPlayer when two or more share the most.
func leader(s *interpreter.State, n int) interpreter.Player {
	best, level := interpreter.South, false
	top := agent.Material(s, interpreter.South)
	for pl := interpreter.North; int(pl) < n; pl++ {
		switch m := agent.Material(s, pl); {
		case m > top:
			best, top, level = pl, m, false
		case m == top:
			level = true
		}
	}
	if level {
		return interpreter.NoPlayer
	}
	return best
}

// leadStats counts the changes of leader (ignoring level positions) and
// finds the share of the game played before the winner led for good.
func leadStats(lead []interpreter.Player, winner interpreter.Player) (changes int, decisive float64) {
	last := interpreter.NoPlayer
	for _, l := range lead {
		if l >= 0 && last >= 0 && l != last {
			changes++
		}
		if l >= 0 {
			last = l
		}
	}
	if winner < 0 || len(lead) == 0 {
		return changes, -1
	}
	t := len(lead)
	for t > 0 && lead[t-1] == winner {
		t--
	}
	return changes, float64(t) / float64(len(lead))
}

// dramaStability measures a game from the evaluations, per turn, of the
// player to move, in -1..1 from South's view. Drama is how far the
// eventual winner stood worse, summed over the turns where they did and
// divided by the number of turns (Ludii's drama, per turn: 0 when the
// winner never stood worse). Stability is one less half the mean change
// of the evaluation from turn to turn (1: it never changed; Ludii
// measures the variance of each player's evaluation instead).
func dramaStability(evals []float64, winner interpreter.Player) (drama, stability float64) {
	sq := evals
	var change float64
	for i := 1; i < len(sq); i++ {
		change += math.Abs(sq[i] - sq[i-1])
	}
	stability = 1 - change/float64(len(sq)-1)/2
	if winner >= 0 {
		n, sum := 0, 0.0
		for _, v := range sq {
			if winner == 1 {
				v = -v
			}
			if v < 0 {
				sum += -v
				n++
			}
		}
		if n > 0 {
			drama = sum / float64(len(sq))
		}
	}
	return drama, stability
}

// normalize brings a player's evaluation (from the mover's view) to
// -1..1: MCTS gives a win rate (0..1, mapped to 2p-1); alphabeta gives
// seeds of material (squashed with tanh(v/10); a proven win or loss is
// ±1).
func normalize(a agent.Agent, v float64) float64 {
	if _, ok := a.(*agent.MCTS); ok {
		return 2*v - 1
	}
	return math.Tanh(v / 10)
}

// cmpSign is -1, 0 or 1 as x is negative, zero or positive.
func cmpSign(x int) int { return cmp.Compare(x, 0) }
