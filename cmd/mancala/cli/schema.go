package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

func newSchemaCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print a JSON Schema of the variant file format, for editors",
		Long: `schema prints a JSON Schema (draft-07) of variant files. Point a YAML
language server at it to get completion and inline errors while typing;
see the README.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := syntax.Schema()
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "%s\n", b)
			return err
		},
	}
}
