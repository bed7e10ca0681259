package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"github.com/spf13/cobra"

	"github.com/mancala-toolkit/mancala/variants"
)

func newExportCmd() *cobra.Command {
	var dir string
	var rules bool
	cmd := &cobra.Command{
		Use:   "export VARIANT [--rules] [--dir DIR]",
		Short: "Print a built-in variant's description (or its rule document)",
		Long: `export prints the YAML description of a built-in variant, or with --rules
its rule document; with --dir it writes both into DIR as NAME.yaml and
NAME.md (refusing to overwrite a file), to read or change.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := args[0]
			src, doc, err := builtinFiles(name)
			if err != nil {
				return err
			}
			if dir != "" {
				return writeNew(cmd.OutOrStdout(), dir, name, src, doc)
			}
			if rules {
				if doc == nil {
					return fmt.Errorf("%s has no rule document", name)
				}
				_, err = cmd.OutOrStdout().Write(doc)
				return err
			}
			_, err = cmd.OutOrStdout().Write(src)
			return err
		},
	}
	cmd.Flags().BoolVar(&rules, "rules", false, "print the rule document instead")
	cmd.Flags().StringVar(&dir, "dir", "", "write NAME.yaml and NAME.md into this directory")
	return cmd
}

func newNewCmd() *cobra.Command {
	var from, dir string
	cmd := &cobra.Command{
		Use:   "new NAME --from VARIANT [--dir DIR]",
		Short: "Start a new variant from the nearest built-in one",
		Long: `new writes NAME.yaml and NAME.md into DIR (default: the current
directory): the description and rule document of the built-in variant
--from, renamed NAME, to change into the game you are describing. Check
it with mancala validate NAME.yaml as you go.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := args[0]
			if !variantName.MatchString(name) {
				return fmt.Errorf("name %q: use lowercase letters, digits and -, starting with a letter (as in bao-kingulu)", name)
			}
			if from == "" {
				return fmt.Errorf("say which built-in variant to start from: --from VARIANT (mancala list)")
			}
			src, doc, err := builtinFiles(from)
			if err != nil {
				return err
			}
			src = nameLine.ReplaceAll(src, []byte("${1}"+name))
			if doc != nil {
				src = rulesLine.ReplaceAll(src, []byte("${1}"+name+".md"))
				doc = append([]byte(fmt.Sprintf("<!-- %s.md: started from the rule document of the built-in %s; rewrite it for %s. -->\n\n", name, from, name)), doc...)
			}
			return writeNew(cmd.OutOrStdout(), dir, name, src, doc)
		},
	}
	cmd.Flags().StringVar(&from, "from", "", "the built-in variant to start from")
	cmd.Flags().StringVar(&dir, "dir", ".", "the directory to write into")
	return cmd
}

var (
	variantName = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	nameLine    = regexp.MustCompile(`(?m)^(name:[ \t]*)\S+`)
	rulesLine   = regexp.MustCompile(`(?m)^(rules:[ \t]*)\S+`)
)

// builtinFiles returns a built-in variant's description and its rule
// document (nil when it has none).
func builtinFiles(name string) (src, doc []byte, err error) {
	src, ok := variants.Source(name)
	if !ok {
		_, _, err := variants.Read(name) // the message with its suggestion
		if err == nil {
			err = fmt.Errorf("%q is not a built-in variant (mancala list gives them)", name)
		}
		return nil, nil, err
	}
	doc, _ = variants.RulesDoc(name)
	return src, doc, nil
}

// writeNew writes NAME.yaml and, when there is one, NAME.md into dir,
// refusing to overwrite either.
func writeNew(w io.Writer, dir, name string, src, doc []byte) error {
	files := []struct {
		path string
		data []byte
	}{{filepath.Join(dir, name+".yaml"), src}}
	if doc != nil {
		files = append(files, struct {
			path string
			data []byte
		}{filepath.Join(dir, name+".md"), doc})
	}
	for _, f := range files {
		if _, err := os.Stat(f.path); err == nil {
			return fmt.Errorf("%s exists: choose another name or directory", f.path)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(w, "wrote %s\n", f.path)
	}
	return nil
}
