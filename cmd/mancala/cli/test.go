package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/variants"
	"github.com/mancala-toolkit/mancala/variants/golden"
)

func newTestCmd() *cobra.Command {
	var update, asJSON bool
	cmd := &cobra.Command{
		Use:   "test VARIANT|FILE GOLDEN…",
		Short: "Run golden cases against a variant",
		Long: `test plays the cases of golden files (see testdata/golden/README.md)
against a variant and reports each difference. When the variant names a
rule document (its rules key, a file beside it), test also reports the
rule IDs no case cites. With --update it fills in the expected parts of
the cases from what the interpreter does instead: read them afterwards.`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			w := cmd.OutOrStdout()
			prog, err := variants.Load(args[0])
			if err != nil {
				return err
			}
			failed := false
			rep := testReport{Variant: prog.Name(), Files: []testFileJSON{}, Uncited: []string{}, Unknown: []string{}}
			for _, path := range args[1:] {
				n, fails, err := golden.Check(prog, path, update)
				if err != nil {
					return err
				}
				fj := testFileJSON{File: path, Cases: n, Failures: []testFailureJSON{}}
				for _, f := range fails {
					if !asJSON {
						fmt.Fprintln(w, f.String())
					}
					fe := testFailureJSON{Line: f.Line, Title: f.Title, Rules: f.Rules, Field: f.Field, Want: f.Want, Got: f.Got}
					if f.Err != nil {
						fe.Error = f.Err.Error()
					}
					fj.Failures = append(fj.Failures, fe)
				}
				rep.Files = append(rep.Files, fj)
				if !asJSON {
					fmt.Fprintf(w, "%s: %s, %d failed\n", path, plural(n, "case"), len(fails))
				}
				failed = failed || len(fails) > 0
			}
			doc, err := ruleDoc(args[0], prog.Variant().RulesDoc)
			if err != nil {
				return err
			}
			if doc != nil {
				uncited, unknown, err := golden.Uncited(golden.RuleIDs(doc), args[1:])
				if err != nil {
					return err
				}
				if len(uncited) > 0 {
					if !asJSON {
						fmt.Fprintf(w, "rules no case cites: %v\n", uncited)
					}
					rep.Uncited = uncited
					failed = true
				}
				if len(unknown) > 0 {
					if !asJSON {
						fmt.Fprintf(w, "cases cite rules the rule document does not list: %v\n", unknown)
					}
					rep.Unknown = unknown
					failed = true
				}
			}
			rep.Passed = !failed
			if asJSON {
				if err := printJSONReport(w, rep); err != nil {
					return err
				}
			}
			if failed {
				return exitError(1)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&update, "update", false, "fill in the expected parts from the interpreter (then read them)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	return cmd
}

// testReport is what test --json prints.
type testReport struct {
	Variant string         `json:"variant"`
	Passed  bool           `json:"passed"`
	Files   []testFileJSON `json:"files"`
	Uncited []string       `json:"uncited_rules"` // rule IDs no case cites
	Unknown []string       `json:"unknown_rules"` // rule IDs cited that the rule document lacks
}

type testFileJSON struct {
	File     string            `json:"file"`
	Cases    int               `json:"cases"`
	Failures []testFailureJSON `json:"failures"`
}

type testFailureJSON struct {
	Line  int    `json:"line"`
	Title string `json:"title"`
	Rules string `json:"rules,omitempty"`
	Field string `json:"field,omitempty"`
	Want  string `json:"want,omitempty"`
	Got   string `json:"got,omitempty"`
	Error string `json:"error,omitempty"`
}

// ruleDoc reads the rule document of a variant: built in, or beside its
// file. A document that is missing is none (validate warns of it); one
// that cannot be read is an error.
func ruleDoc(arg, name string) ([]byte, error) {
	if name == "" {
		return nil, nil
	}
	if doc, ok := variants.RulesDoc(arg); ok {
		return doc, nil
	}
	doc, err := input.RuleDoc.ReadFile(filepath.Join(filepath.Dir(arg), name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("rules: %v", err)
	}
	return doc, nil
}
