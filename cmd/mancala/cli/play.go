package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

const playHelp = `Type a move (a pit name, as in the list of legal moves), or:
  undo         take back your last move (and the computer's reply)
  hint         suggest a move (the greedy player's choice)
  save FILE    write the game so far to a record file
  help         this text
  quit         leave the game`

func newPlayCmd() *cobra.Command {
	var f gameFlags
	var south, north, others string
	var seed uint64
	var save string
	cmd := &cobra.Command{
		Use:   "play VARIANT [--south human|random|greedy] [--north …] [--ruleset NAME] [--option NAME=VALUE]… [--seed S]",
		Short: "Play a game at the terminal",
		Long: `play runs a game at the terminal: the board is drawn after every move, the
legal moves listed, and a mistyped or illegal move is refused with the
reason. Each side is a person (human) or a computer player (` + strings.Join(agent.Names(), ", ") + `).
With two computer players the game plays itself to the end, printing each
move and the result. --record FILE starts from a game record.

` + playHelp,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			variant, err := f.variantArg(args)
			if err != nil {
				return err
			}
			mt, err := f.match(cmd, variant)
			if err != nil {
				return err
			}
			mt.SetSeed(seed) // the lots of the moves to come, in a variant that draws them
			// the first two seats are --south and --north, any others
			// --others
			n := mt.Game().Program().Players()
			players := make([]agent.Agent, n) // nil for a person
			for i := range players {
				name, flag := others, "others"
				if i < 2 {
					name, flag = []string{south, north}[i], []string{"south", "north"}[i]
				}
				if name == "human" {
					continue
				}
				if players[i], err = agent.New(name, seed+uint64(i)); err != nil {
					return fmt.Errorf("--%s: %v", flag, err)
				}
				defer agent.Close(players[i])
				if err := agent.Fits(players[i], mt.Game()); err != nil {
					return fmt.Errorf("--%s: %v", flag, err)
				}
			}
			p := &player{mt: mt, agents: players, in: bufio.NewScanner(cmd.InOrStdin()), out: cmd.OutOrStdout(), flags: &f, cmd: cmd, variant: variant}
			if err := p.run(); err != nil {
				return err
			}
			if save != "" {
				return writeOut(cmd, save, func(w io.Writer) error { _, err := io.WriteString(w, recordOf(p.mt, "").Format()); return err })
			}
			return nil
		},
	}
	addRuleFlags(cmd, &f.ruleset, &f.options)
	cmd.Flags().StringVar(&f.record, "record", "", "start from the game of a record file")
	cmd.Flags().StringVar(&south, "south", "human", "South's player: human, "+strings.Join(agent.Names(), ", ")+" or "+agent.CommandPrefix+"PROGRAM [ARGS…] (docs/engine.md)")
	cmd.Flags().StringVar(&north, "north", "greedy", "North's player (of a game of more players: the second's)")
	cmd.Flags().StringVar(&others, "others", "greedy", "the player of every seat after the second, in a game of more than two players")
	seedFlag(cmd, &seed, "seed", 1, "seed of the computer players")
	cmd.Flags().StringVar(&save, "save", "", "write the game to a record file at the end (- for standard output)")
	return cmd
}

type player struct {
	mt      *interpreter.Match
	agents  []agent.Agent
	in      *bufio.Scanner
	out     io.Writer
	flags   *gameFlags
	cmd     *cobra.Command
	variant string
}

func (p *player) lastPit() int32 {
	if ms := p.mt.Moves(); len(ms) > 0 {
		return ms[len(ms)-1].Pit
	}
	return -1
}

func (p *player) run() error {
	g := p.mt.Game()
	auto := !slices.Contains(p.agents, nil)
	if !auto {
		fmt.Fprintf(p.out, "%s. Type help for the commands.\n\n", g.Program().Variant().Title)
	}
	draw := true // the position changed since it was drawn
	for {
		mt := p.mt
		if !auto && draw {
			fmt.Fprint(p.out, renderBoardLast(mt, p.lastPit()))
			draw = false
		}
		if r := mt.Result(); r.Over {
			if auto {
				fmt.Fprint(p.out, "\n"+renderBoardLast(mt, p.lastPit()))
			}
			fmt.Fprintf(p.out, "Game over after %d moves: %s.\n", mt.State().Ply, r)
			return nil
		}
		who := mt.State().ToMove
		if a := p.agents[who]; a != nil {
			mv, err := a.Choose(mt)
			if err != nil {
				return err
			}
			ply := mt.State().Ply + 1
			if err := mt.Play(mv); err != nil {
				return err
			}
			ms := mt.Moves() // the move played, with the outcome of its draws
			fmt.Fprintf(p.out, "%d. %s plays %s\n", ply, p.capitalName(who), g.MoveName(ms[len(ms)-1]))
			draw = true
			continue
		}
		legal, err := mt.Legal()
		if err != nil {
			return err
		}
		var names []string
		for _, mv := range legal {
			names = append(names, g.MoveName(mv))
		}
		fmt.Fprintf(p.out, "%s to move (%s)> ", p.capitalName(who), strings.Join(names, " "))
		if !p.in.Scan() {
			fmt.Fprintln(p.out, "\nGoodbye.")
			return nil
		}
		line := strings.TrimSpace(p.in.Text())
		fmt.Fprintln(p.out)
		word, arg, _ := strings.Cut(line, " ")
		switch word {
		case "":
		case "help", "?":
			fmt.Fprintln(p.out, playHelp)
		case "quit", "exit":
			fmt.Fprintln(p.out, "Goodbye.")
			return nil
		case "hint":
			h, _ := agent.New("greedy", uint64(mt.State().Ply))
			mv, err := h.Choose(mt)
			if err == nil {
				fmt.Fprintf(p.out, "Hint: %s (it gains the most at once).\n", g.MoveName(mv))
			}
		case "undo":
			if err := p.undo(); err != nil {
				fmt.Fprintln(p.out, err)
			} else {
				draw = true
			}
		case "save":
			if arg == "" {
				fmt.Fprintln(p.out, "save FILE: name the file.")
				continue
			}
			if err := os.WriteFile(strings.TrimSpace(arg), []byte(recordOf(mt, "").Format()), 0o644); err != nil {
				fmt.Fprintln(p.out, err)
			} else {
				fmt.Fprintf(p.out, "Saved to %s.\n", strings.TrimSpace(arg))
			}
		default:
			if err := mt.PlayName(line); err != nil {
				fmt.Fprintf(p.out, "%v\n", err)
				fmt.Fprintln(p.out, "Type help for the commands.")
			} else {
				draw = true
				if ms := mt.Moves(); g.Draws() != "" && g.MoveName(ms[len(ms)-1]) != line {
					fmt.Fprintf(p.out, "The lots give %s.\n", g.MoveName(ms[len(ms)-1]))
				}
			}
		}
	}
}

// undo takes back moves until a person is to move again, having taken
// back at least one move of a person.
func (p *player) undo() error {
	moves := p.mt.Moves()
	n := len(moves)
	for n > 0 {
		n--
		if p.agents[p.mt.MoverOf(n)] == nil {
			break
		}
	}
	if n == len(moves) || p.agents[p.mt.MoverOf(n)] != nil {
		return fmt.Errorf("there is no move of yours to take back")
	}
	// replay the game without the moves taken back
	f := *p.flags
	f.moves = ""
	mt, err := f.match(p.cmd, p.variant)
	if err != nil {
		return err
	}
	for _, mv := range moves[:n] {
		if err := mt.Play(mv); err != nil {
			return err
		}
	}
	p.mt = mt
	fmt.Fprintf(p.out, "Took back %d move(s).\n", len(moves)-n)
	return nil
}

func (p *player) capitalName(pl interpreter.Player) string {
	name := p.mt.Game().Program().PlayerName(pl)
	return strings.ToUpper(name[:1]) + name[1:]
}
