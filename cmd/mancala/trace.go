package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"mancala/interpreter"
	"mancala/interpreter/narrate"
)

// jsonEvent is an event for programs.
type jsonEvent struct {
	Kind   string `json:"kind"`
	Ply    int32  `json:"ply"`
	Lap    int32  `json:"lap,omitempty"`
	Player string `json:"player,omitempty"`
	Pit    string `json:"pit,omitempty"`
	Move   string `json:"move,omitempty"` // the move's full name (kind move-start)
	First  string `json:"first,omitempty"`
	To     string `json:"to,omitempty"`
	N      int32  `json:"n,omitempty"`
	Before *int32 `json:"before,omitempty"`
	Phase  string `json:"phase,omitempty"` // the phase entered (kind phase)
	Rule   string `json:"rule,omitempty"`
	Where  string `json:"where,omitempty"`
	Text   string `json:"text,omitempty"`
}

func newTraceCmd() *cobra.Command {
	var f gameFlags
	var ply int
	cmd := &cobra.Command{
		Use:   "trace VARIANT --moves \"m1 m2 …\" [--ply N] [--json]",
		Short: "Explain a move lap by lap",
		Long: `trace plays the moves and explains one of them (the last, or the one
--ply names) lap by lap: where each lap started and ended, how many seeds
it sowed, which rule fired and its ID, captures, tolls, changes of owner,
phases. --json gives the same as a list of events.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			variant, err := f.variantArg(args)
			if err != nil {
				return err
			}
			moves := strings.Fields(f.moves)
			if len(moves) == 0 {
				return fmt.Errorf("give the moves to play (--moves)")
			}
			if ply == 0 {
				ply = len(moves)
			}
			if ply < 1 || ply > len(moves) {
				return fmt.Errorf("--ply %d: the moves given make plies 1 to %d", ply, len(moves))
			}
			f.moves = strings.Join(moves[:ply-1], " ")
			mt, err := f.match(cmd, variant)
			if err != nil {
				return err
			}
			g := mt.Game()
			n := narrate.New(g)
			var evs []interpreter.Event
			mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
			played := mt.PlayName(moves[ply-1])
			var refused *interpreter.IllegalMoveError
			if played != nil && (!errors.As(played, &refused) || !mt.Attempt(moves[ply-1])) {
				return played
			}
			// a refused move is told as far as it goes, then refused
			if f.json {
				names := g.Program().Board().Names
				pit := func(p int32) string {
					if p < 0 || int(p) >= len(names) {
						return ""
					}
					return names[p]
				}
				out := []jsonEvent{}
				for _, e := range evs {
					je := jsonEvent{Kind: e.Kind.String(), Ply: e.Ply, Lap: e.Lap, Pit: pit(e.Pit), Move: e.Move, To: pit(e.To), N: e.N, Rule: e.Rule, Where: e.Where, Text: n.Event(e)}
					if e.Player >= 0 && e.Kind != interpreter.EvPhase {
						je.Player = g.Program().PlayerName(e.Player)
					}
					switch e.Kind {
					case interpreter.EvLap:
						je.First = pit(e.First)
					case interpreter.EvLapEnd:
						b := e.Before
						je.Before = &b
					case interpreter.EvPhase:
						if ph := g.Program().Variant().Phases; int(e.N) < len(ph) {
							je.Phase = ph[e.N].Name
						}
					}
					out = append(out, je)
				}
				if err := printJSON(cmd.OutOrStdout(), out); err != nil {
					return err
				}
				return played
			}
			w := cmd.OutOrStdout()
			for _, line := range n.Events(evs) {
				fmt.Fprintln(w, line)
			}
			if played != nil {
				return played
			}
			fmt.Fprintln(w)
			fmt.Fprint(w, renderBoard(mt))
			return nil
		},
	}
	f.add(cmd)
	intFlag(cmd, &ply, "ply", 0, 0, maxPly, "the ply to explain (0: the last move given)")
	return cmd
}
