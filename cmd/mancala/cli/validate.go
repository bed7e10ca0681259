package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// jsonDiagnostic is a diagnostic for editors and CI.
type jsonDiagnostic struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	Column     int    `json:"column"`
	Severity   string `json:"severity"`
	Code       string `json:"code"`
	Message    string `json:"message"`
	Suggestion string `json:"suggestion,omitempty"`
}

func newValidateCmd() *cobra.Command {
	var format string
	var strict, asJSON bool
	cmd := &cobra.Command{
		Use:   "validate FILE|VARIANT…",
		Short: "Check variant descriptions and report every problem",
		Long: `validate reads each description (a file, or a built-in variant by name) and
reports every problem it finds, in the order of the file, as
file:line:col: message, with the offending line and a caret under the
column. It exits with status 1 when there are errors (or, with --strict,
warnings).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format %q: use text or json", format)
			}
			if asJSON {
				format = "json"
			}
			w := cmd.OutOrStdout()
			all := []jsonDiagnostic{}
			failed := false
			for _, arg := range args {
				file, src, err := variants.Read(arg)
				var prog *interpreter.Program
				var diags diag.List
				texts := variants.Texts{}
				if err != nil {
					// a file that cannot be read is one more problem: go on
					file = arg
					msg := err.Error()
					var ie *input.Error
					if errors.As(err, &ie) {
						msg = ie.Reason
					}
					diags.Errorf(diag.Pos{File: arg}, "read", "%s", msg)
				} else if prog, diags, texts = variants.CompileTexts(file, src); prog != nil {
					diags.Append(variants.CheckRulesDoc(file, prog))
				}
				errs, warns := diags.Count()
				failed = failed || errs > 0 || (strict && warns > 0)
				for _, d := range diags {
					all = append(all, jsonDiagnostic{File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col,
						Severity: d.Severity.String(), Code: d.Code, Message: d.Message, Suggestion: d.Suggestion})
					if format == "text" {
						text, ok := texts[d.Pos.File]
						if !ok {
							text = src
						}
						fmt.Fprint(w, diag.Render(d, text))
					}
				}
				if format == "text" {
					fmt.Fprintf(w, "%s: %s\n", file, summary(errs, warns))
				}
			}
			if format == "json" {
				if err := printJSON(w, all); err != nil {
					return err
				}
			}
			if failed {
				return exitError(1)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the problems as JSON for editors and CI (the same as --format json)")
	cmd.Flags().StringVar(&format, "format", "text", "text, or json (the older spelling of --json)")
	cmd.Flags().BoolVar(&strict, "strict", false, "fail on warnings too")
	return cmd
}

func summary(errs, warns int) string {
	if errs == 0 && warns == 0 {
		return "ok"
	}
	return fmt.Sprintf("%s, %s", plural(errs, "error"), plural(warns, "warning"))
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
