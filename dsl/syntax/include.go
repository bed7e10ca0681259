package syntax

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// A Loader finds a file a description names: the parent variant of
// `extends` (kind "variant") or a fragment of `include` (kind
// "fragment"). ref is the name as written and from the file naming it.
// It returns the file's name, for positions, and its text.
type Loader func(from, ref, kind string) (file string, src []byte, err error)

// Limits on shared pieces: how deep extends and include may nest, and how
// many files one description may read in all.
const (
	MaxIncludeDepth = 8
	MaxIncludeFiles = 64
)

// fragmentKeys are the keys of a fragment file: a doc and the rule lists
// an include item may take its rules from.
var fragmentKeys = []string{"doc", "moves", "lap_end", "after_move", "on_drop", "filters", "end"}

// includeKeys are the keys of an include item in a rule list.
var includeKeys = []string{"include", "id", "ids", "doc"}

// inherited are the top-level sections a variant takes from the parent it
// extends when it does not give them (options, rulesets and values are
// merged by name). A variant's name, title, description, source and rule
// document are its own.
var inherited = []string{"options", "rulesets", "board", "marks", "values", "setup", "phases", "sowing", "moves", "lap_end", "after_move", "filters", "end", "score", "rounds", "kinds", "players"}

// files is what the readers of one description share: the loader, the
// files open along the current chain of extends and include (to refuse
// cycles), and the count of files read.
type files struct {
	load  Loader
	open  []string
	count int
}

// ParseWith reads a variant file whose extends and include name other
// files, found by load. Parse is ParseWith without a loader: a file that
// names another is an error.
func ParseWith(file string, src []byte, load Loader) (*Variant, diag.List) {
	r := &reader{file: file, src: src, files: &files{load: load, open: []string{file}, count: 1}}
	return r.parse(src)
}

// sub opens the file ref names from n, for a reader of its own: nil
// (reported) when it cannot be read, nests too deep or comes round again.
func (r *reader) sub(n *yaml.Node, ref, kind string) (*reader, *yaml.Node) {
	fs := r.files
	switch {
	case fs == nil || fs.load == nil:
		r.errorf(n, "include", "%s %q: this description is read on its own, so it cannot name other files", kindWord(kind), ref)
		return nil, nil
	case len(fs.open) > MaxIncludeDepth:
		r.errorf(n, "limit", "%s %q: extends and include nest more than %d deep", kindWord(kind), ref, MaxIncludeDepth)
		return nil, nil
	case fs.count >= MaxIncludeFiles:
		r.errorf(n, "limit", "%s %q: a description may read at most %d files in all", kindWord(kind), ref, MaxIncludeFiles)
		return nil, nil
	}
	file, src, err := fs.load(r.file, ref, kind)
	if err != nil {
		r.errorf(n, "include", "%s %q: %v", kindWord(kind), ref, err)
		return nil, nil
	}
	for _, o := range fs.open {
		if o == file {
			r.errorf(n, "include", "%s %q: %s names itself, through %s", kindWord(kind), ref, file, strings.Join(append(fs.open, file), " → "))
			return nil, nil
		}
	}
	fs.count++
	s := &reader{file: file, files: fs}
	root := s.document(src)
	if root == nil {
		r.diags.Append(s.diags)
		return nil, nil
	}
	return s, root
}

func kindWord(kind string) string {
	if kind == "variant" {
		return "extends"
	}
	return "include"
}

// extends reads the parent variant ref names and gives v every section
// of it that v does not give itself.
func (r *reader) extends(v *Variant, n *yaml.Node) {
	ref := v.Extends
	if ref.Value == "" {
		return
	}
	s, root := r.sub(n, ref.Value, "variant")
	if s == nil {
		return
	}
	s.files.open = append(s.files.open, s.file)
	parent := s.variant(root)
	s.files.open = s.files.open[:len(s.files.open)-1]
	r.diags.Append(s.diags)
	// options, rulesets and values are merged by name: the variant's
	// own replace the parent's of the same name and add to the rest
	v.Options = merge(parent.Options, v.Options, func(o *Option) string { return o.Name.Value })
	v.Rulesets = merge(parent.Rulesets, v.Rulesets, func(o *Ruleset) string { return o.Name.Value })
	kept := v.Rulesets[:0]
	for _, rs := range v.Rulesets {
		switch {
		case !rs.Drop:
			kept = append(kept, rs)
		case !slices.ContainsFunc(parent.Rulesets, func(p *Ruleset) bool { return p.Name.Value == rs.Name.Value }):
			r.diags.Errorf(rs.Pos, "rulesets", "rulesets: %s: ~ drops an inherited ruleset, but %s has none of that name", rs.Name.Value, v.Extends.Value)
		}
	}
	v.Rulesets = kept
	v.Values = merge(parent.Values, v.Values, func(o *ValueDecl) string { return o.Name.Value })
	for _, key := range inherited {
		pos, theirs := parent.Keys[key]
		if _, own := v.Keys[key]; own || !theirs {
			continue
		}
		v.Keys[key] = pos
		switch key { // options, rulesets and values: merged above
		case "board":
			v.Board = parent.Board
		case "marks":
			v.Marks = parent.Marks
		case "players":
			v.Players = parent.Players
		case "setup":
			v.Setup = parent.Setup
		case "phases":
			v.Phases = parent.Phases
		case "sowing":
			v.Sowing = parent.Sowing
		case "moves":
			v.Moves = parent.Moves
		case "lap_end":
			v.LapEnd = parent.LapEnd
		case "after_move":
			v.AfterMove = parent.AfterMove
		case "filters":
			v.Filters = parent.Filters
		case "end":
			v.End = parent.End
		case "score":
			v.Score = parent.Score
		case "rounds":
			v.Rounds = parent.Rounds
		case "kinds":
			v.Kinds = parent.Kinds
		}
	}
}

// items walks the rule list section, calling fn for each rule with the
// reader of the file it is written in: an item `include: FRAGMENT`
// stands for the rules of the fragment's list of the same name. id, when
// the include item gives one (`id`, or the next of `ids`), is the ID the
// rule takes.
func (r *reader) items(n *yaml.Node, section string, fn func(r *reader, it *yaml.Node, id *Str)) {
	r.seq(n, section, func(it *yaml.Node) {
		if !isInclude(it) {
			fn(r, it, nil)
			return
		}
		var ref, id Str
		var ids []Str
		var idsAt *yaml.Node
		r.fields(it, section+" include", includeKeys, []string{"include"}, func(key string, v *yaml.Node) {
			switch key {
			case "include":
				ref = r.str(v, "include")
			case "id":
				id = r.str(v, "rule id")
			case "ids":
				idsAt = v
				r.seq(v, "include ids", func(x *yaml.Node) { ids = append(ids, r.str(x, "rule id")) })
			case "doc":
				r.str(v, "include doc")
			}
		})
		if ref.Value == "" {
			return
		}
		if id.Value != "" && idsAt != nil {
			r.errorf(idsAt, "include", "include %q: give id (one for every rule) or ids (one for each), not both", ref.Value)
			return
		}
		s, root := r.sub(it, ref.Value, "fragment")
		if s == nil {
			return
		}
		s.files.open = append(s.files.open, s.file)
		var list *yaml.Node
		s.fields(root, "fragment", fragmentKeys, nil, func(key string, v *yaml.Node) {
			if key == section {
				list = v
			}
		})
		if list == nil && !s.diags.HasErrors() {
			r.errorf(it, "include", "include %q: the fragment %s has no %s list", ref.Value, s.file, section)
		}
		count := 0
		if list != nil {
			s.items(list, section, func(rr *reader, x *yaml.Node, inner *Str) {
				switch {
				case id.Value != "":
					inner = &id
				case idsAt != nil && count < len(ids):
					inner = &ids[count]
				}
				count++
				fn(rr, x, inner)
			})
		}
		s.files.open = s.files.open[:len(s.files.open)-1]
		r.diags.Append(s.diags)
		s.diags = nil
		if idsAt != nil && list != nil && count != len(ids) {
			r.errorf(idsAt, "include", "include %q: ids gives %d IDs for the fragment's %d %s rules", ref.Value, len(ids), count, section)
		}
	})
}

// isInclude reports whether a list item is an include item: a mapping
// with the key include.
func isInclude(n *yaml.Node) bool { return hasKey(n, "include") }

// hasKey reports whether mapping n has key.
func hasKey(n *yaml.Node, key string) bool {
	if n == nil || n.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return true
		}
	}
	return false
}

// merge is the parent's named entries with the child's over them: an
// entry of the child replaces the parent's of the same name, in its
// place; the child's others follow.
func merge[T any](parent, child []T, name func(T) string) []T {
	if len(parent) == 0 {
		return child
	}
	own := map[string]T{}
	for _, c := range child {
		own[name(c)] = c
	}
	out := make([]T, 0, len(parent)+len(child))
	used := map[string]bool{}
	for _, p := range parent {
		if c, ok := own[name(p)]; ok {
			out = append(out, c)
			used[name(p)] = true
			continue
		}
		out = append(out, p)
	}
	for _, c := range child {
		if !used[name(c)] {
			out = append(out, c)
		}
	}
	return out
}
