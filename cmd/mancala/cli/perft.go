package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

// maxPerftDepth bounds perft's depth: the tree grows as the branching
// factor to the depth, and 20 plies is beyond any machine already.
const maxPerftDepth = 20

func newPerftCmd() *cobra.Command {
	var f gameFlags
	var depth int
	var divide bool
	cmd := &cobra.Command{
		Use:   "perft VARIANT [--depth D] [--divide] [--moves \"m1 m2 …\"] [--option NAME=VALUE]… [--json]",
		Short: "Count the move sequences of each depth (the legal-move tree)",
		Long: `perft counts the move sequences of 1 to D plies from the start (or from
the position after --moves, or --position): the leaves of the tree of
legal moves, a game that ends sooner counting as one leaf at its end, and
each outcome of a draw of lots as a move of its own. Pinned in tests, the
counts catch any change in which moves are legal (variants/property_test.go
pins every built-in variant's). --divide splits the count of depth D by
the first move, to find where two engines' trees part.`,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if depth < 1 || depth > maxPerftDepth {
				return fmt.Errorf("--depth %d: 1 to %d plies", depth, maxPerftDepth)
			}
			mt, err := f.start(cmd, args)
			if err != nil {
				return err
			}
			type level struct {
				Depth  int   `json:"depth"`
				Leaves int64 `json:"leaves"`
			}
			type split struct {
				Move   string `json:"move"`
				Leaves int64  `json:"leaves"`
			}
			out := struct {
				Variant string  `json:"variant"`
				Perft   []level `json:"perft"`
				Divide  []split `json:"divide,omitempty"`
			}{Variant: mt.Game().Program().Name(), Perft: []level{}}
			w := cmd.OutOrStdout()
			for d := 1; d <= depth; d++ {
				began := time.Now()
				n, err := mt.Perft(d)
				if err != nil {
					return err
				}
				out.Perft = append(out.Perft, level{d, n})
				if !f.json {
					fmt.Fprintf(w, "depth %-2d %12d  (%s)\n", d, n, time.Since(began).Round(time.Millisecond))
				}
			}
			if divide {
				moves, counts, err := mt.Divide(depth)
				if err != nil {
					return err
				}
				if !f.json {
					fmt.Fprintf(w, "\ndepth %d by first move:\n", depth)
				}
				for i, mv := range moves {
					out.Divide = append(out.Divide, split{mt.Game().MoveName(mv), counts[i]})
					if !f.json {
						fmt.Fprintf(w, "%-10s %12d\n", mt.Game().MoveName(mv), counts[i])
					}
				}
			}
			if f.json {
				return printJSON(w, out)
			}
			return nil
		},
	}
	f.add(cmd)
	cmd.Flags().IntVar(&depth, "depth", 4, "the deepest level counted, in plies")
	cmd.Flags().BoolVar(&divide, "divide", false, "split the deepest count by the first move")
	return cmd
}
