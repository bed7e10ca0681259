package agent_test

import (
	"context"
	"fmt"
	"log"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
	"github.com/mancala-toolkit/mancala/variants"
)

// edge plays the legal move of the lowest pit, or with the setting
// "high" ("edge:high") of the highest.
type edge struct{ high bool }

func (a *edge) Name() string {
	if a.high {
		return "edge:high"
	}
	return "edge"
}

func (a *edge) Choose(mt *interpreter.Match) (interpreter.Move, error) {
	legal, err := mt.Legal()
	if err != nil || len(legal) == 0 {
		return interpreter.Move{}, fmt.Errorf("no legal move (%v)", err)
	}
	if a.high {
		return legal[len(legal)-1], nil
	}
	return legal[0], nil
}

// A researcher's agent, registered under a name, plays wherever the
// built-in players do: here through what simulate, compare, tournament
// and play do (sim.Run, sim.TableOf, sim.RoundRobin, a match), and
// equally from the command line of a program that registers it before
// running the commands (see the example of package cmd/mancala/cli).
func ExampleRegister() {
	err := agent.Register("edge", "the legal move of the lowest pit (edge:high the highest)", func(settings string, _ uint64) (agent.Agent, error) {
		switch settings {
		case "":
			return &edge{}, nil
		case "high":
			return &edge{high: true}, nil
		}
		return nil, fmt.Errorf("edge takes the setting high only")
	})
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	kalah := variants.MustLoad("kalah")
	g, _ := kalah.Configure(nil)

	// simulate: edge against random, seats swapped every other game
	cfg := sim.Config{Players: sim.Players{South: "edge", North: "random"}, Games: 200, Seed: 1, Workers: 2}
	st := sim.NewStats("kalah", "", nil, cfg.Players, cfg.Seed)
	if err := sim.Run(ctx, g, cfg, st.Add); err != nil {
		log.Fatal(err)
	}
	w := st.Report().AgentWins["edge"]
	fmt.Printf("simulate: edge wins %d of its %d games against random\n", w.Count, w.N)

	// compare: the same players on two rule sets, games paired by index
	pairs := sim.NewPairs(g.Program().PlayerNames())
	var reports []*sim.Report
	for col, seeds := range []string{"4", "3"} {
		gs, _ := kalah.Configure(map[string]string{"seeds": seeds})
		st := sim.NewStats("kalah", "", gs.OptionValues(), cfg.Players, cfg.Seed)
		err := sim.Run(ctx, gs, cfg, func(gm *sim.Game) error {
			if err := st.Add(gm); err != nil {
				return err
			}
			return pairs.Add(col, gm)
		})
		if err != nil {
			log.Fatal(err)
		}
		reports = append(reports, st.Report())
	}
	for _, row := range sim.TableOf(reports, pairs) {
		if row.Metric == "turns per game" {
			fmt.Printf("compare: turns per game %s with 4 seeds, %s with 3 (%s)\n", row.Text[0], row.Text[1], row.Test)
		}
	}

	// tournament: a round robin with the agent under two settings
	t, err := sim.RoundRobin(ctx, g, []string{"edge", "edge:high", "greedy"}, 10, 1, 2, nil)
	if err != nil {
		log.Fatal(err)
	}
	for _, s := range t.Standings {
		fmt.Printf("tournament: %s %.1f points\n", s.Player, s.Points)
	}

	// play: a game move by move
	mt := g.NewMatch()
	south, _ := agent.New("edge:high", 1)
	north, _ := agent.New("greedy", 2)
	for !mt.Result().Over {
		a := south
		if mt.State().ToMove == 1 {
			a = north
		}
		mv, err := a.Choose(mt)
		if err != nil {
			log.Fatal(err)
		}
		if err := mt.Play(mv); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Printf("play: %s after %d moves\n", mt.Result(), len(mt.Moves()))

	// a name it does not take is refused like any player's
	_, err = agent.New("edge:left", 1)
	fmt.Println(err)
	// Output:
	// simulate: edge wins 131 of its 200 games against random
	// compare: turns per game 27.70 (sd 12.38) with 4 seeds, 19.43 (sd 6.62) with 3 (paired t)
	// tournament: edge:high 13.5 points
	// tournament: greedy 9.0 points
	// tournament: edge 7.5 points
	// play: south wins by score, score south=36 north=12 after 32 moves
	// player "edge:left": edge takes the setting high only
}
