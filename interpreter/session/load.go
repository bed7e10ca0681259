package session

import (
	"fmt"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// Spec says which game to start: a variant, the ruleset and the options.
type Spec struct {
	// Variant is a built-in variant's name or, with Files, a path to a
	// description; with Description, the name the description's
	// diagnostics give as its file.
	Variant string
	// Description, when not nil, is the text of the description itself.
	Description []byte
	Ruleset     string
	Options     map[string]string
	// Files lets Variant be a path read from the file system, and a
	// Description's extends and include name files; without it no file
	// is read.
	Files bool
}

// Load compiles the variant of spec and configures its ruleset and
// options. A description that does not compile is an error holding
// every diagnostic, each with its file:line:col.
func Load(spec Spec) (*interpreter.Game, error) {
	var p *interpreter.Program
	switch {
	case spec.Description != nil:
		if n := int64(len(spec.Description)); n > input.Description.Max {
			return nil, fmt.Errorf("the description holds %d bytes; a %s holds at most %d", n, input.Description.Name, input.Description.Max)
		}
		name := spec.Variant
		if name == "" {
			name = "description.yaml"
		}
		compile := variants.Compile
		if !spec.Files {
			compile = variants.CompileBuiltinOnly // extends and include too read no file
		}
		prog, diags := compile(name, spec.Description)
		if prog == nil {
			return nil, diags.Err()
		}
		p = prog
	case spec.Variant == "":
		return nil, fmt.Errorf("name a variant (a built-in one: %s)", variantsHint())
	default:
		if _, ok := variants.Source(spec.Variant); !ok && !spec.Files {
			// no file is read, not even for a message
			if c := diag.Closest(spec.Variant, variants.Names()); c != "" {
				return nil, fmt.Errorf("unknown variant %q; did you mean %q? (only built-in variants are played here)", spec.Variant, c)
			}
			return nil, fmt.Errorf("unknown variant %q (only built-in variants are played here: %s)", spec.Variant, variantsHint())
		}
		prog, err := variants.Load(spec.Variant)
		if err != nil {
			return nil, err
		}
		p = prog
	}
	return p.ConfigureRuleset(spec.Ruleset, spec.Options)
}

// variantsHint names a few built-in variants for a message.
func variantsHint() string {
	names := variants.Names()
	if len(names) > 5 {
		return fmt.Sprintf("%s, … (%d in all)", strings.Join(names[:5], ", "), len(names))
	}
	return strings.Join(names, ", ")
}
