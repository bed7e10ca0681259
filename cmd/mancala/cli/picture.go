package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/draw"
)

func newRenderCmd() *cobra.Command {
	var f gameFlags
	var svg, pngFile, title string
	var scale float64
	cmd := &cobra.Command{
		Use:   "render VARIANT --moves \"…\" --svg out.svg | --png out.png",
		Short: "Draw the position reached as a picture",
		Long: `render plays the moves and draws the position reached, for papers and web
pages: pits as holes with their counts, pit names on the edges, stores,
pits that changed hands or bear a mark ringed in their owner's colour
(South blue, North red), banks, and the path of the last move.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if svg == "" && pngFile == "" {
				return fmt.Errorf("say where to draw: --svg FILE or --png FILE (- for standard output)")
			}
			if f.json {
				return fmt.Errorf("render draws a picture; the position as JSON is replay --json")
			}
			variant, err := f.variantArg(args)
			if err != nil {
				return err
			}
			moves := strings.Fields(f.moves)
			f.moves = ""
			if len(moves) > 0 {
				f.moves = strings.Join(moves[:len(moves)-1], " ")
			}
			mt, err := f.match(cmd, variant)
			if err != nil {
				return err
			}
			var evs []interpreter.Event
			if len(moves) > 0 {
				mt.Observe(func(e interpreter.Event) { evs = append(evs, e) })
				if err := mt.PlayName(moves[len(moves)-1]); err != nil {
					return err
				}
			}
			g := mt.Game()
			if title == "" {
				title = g.Program().Variant().Title
				if len(moves) > 0 {
					title += fmt.Sprintf(", after %s", moves[len(moves)-1])
				}
			}
			if !(scale > 0 && scale <= 8) {
				return fmt.Errorf("--scale %g: want a number above 0 and at most 8", scale)
			}
			pic := &draw.Picture{Game: g, State: mt.State(), Laps: draw.Laps(g, evs), Title: title, Scale: scale}
			if svg == stdoutName && pngFile == stdoutName {
				return fmt.Errorf("--svg - and --png - would both write to standard output: name a file for one")
			}
			if svg != "" {
				if err := writeOut(cmd, svg, pic.SVG); err != nil {
					return err
				}
			}
			if pngFile != "" {
				if err := writeOut(cmd, pngFile, pic.PNG); err != nil {
					return err
				}
			}
			return nil
		},
	}
	f.add(cmd)
	cmd.Flags().StringVar(&svg, "svg", "", "write an SVG picture to this file (- for standard output)")
	cmd.Flags().StringVar(&pngFile, "png", "", "write a PNG picture to this file (- for standard output)")
	cmd.Flags().Float64Var(&scale, "scale", 1, "multiply the PNG's size (2 for a high-resolution screen or print)")
	cmd.Flags().StringVar(&title, "title", "", "the picture's title (default: the variant and the last move)")
	return cmd
}
