package syntax

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
)

// MaxFileSize is the largest variant file read, in bytes.
const MaxFileSize = 1 << 20

// reader walks YAML nodes, collecting diagnostics as it goes.
type reader struct {
	file  string
	src   []byte
	lines []int // offset of each line of src, made when first needed
	diags diag.List
	// parentKey is the key whose value is being read (nil for a list
	// item): missing keys of a mapping are reported there.
	parentKey *yaml.Node
	// files is shared by the readers of the files of one description
	// (extends and include); nil when it is read on its own.
	files *files
}

func (r *reader) pos(n *yaml.Node) diag.Pos {
	return diag.Pos{File: r.file, Line: n.Line, Col: n.Column}
}

func (r *reader) errorf(n *yaml.Node, code, format string, args ...any) {
	r.diags.Errorf(r.pos(n), code, format, args...)
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// document decodes src into a node tree, turning yaml.v3's syntax errors
// (which name a line only) into diagnostics pointing at the line's text.
// A file holds one YAML document: a second one is an error, not ignored.
func (r *reader) document(src []byte) *yaml.Node {
	if len(src) > MaxFileSize {
		r.diags.Errorf(diag.Pos{File: r.file, Line: 1, Col: 1}, "limit",
			"file is %d bytes; the limit is %d", len(src), MaxFileSize)
		return nil
	}
	src, ok := r.text(src)
	if !ok {
		return nil
	}
	r.src = src
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			r.diags.Errorf(diag.Pos{File: r.file, Line: 1, Col: 1}, "empty", "the file is empty")
		} else {
			r.syntaxError(err)
		}
		return nil
	}
	if len(doc.Content) == 0 {
		r.diags.Errorf(diag.Pos{File: r.file, Line: 1, Col: 1}, "empty", "the file is empty")
		return nil
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case err == io.EOF:
	case err != nil:
		r.syntaxError(err)
		return nil
	default:
		r.errorf(&next, "yaml", "a second YAML document starts here; a variant file holds one")
		r.diags.Suggest("remove this --- and what follows it, or move it to a file of its own")
		return nil
	}
	return doc.Content[0]
}

// syntaxError reports an error of yaml.v3's parser.
func (r *reader) syntaxError(err error) {
	msg := err.Error()
	p := diag.Pos{File: r.file, Line: 1, Col: 1}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		p.Line, _ = strconv.Atoi(m[1])
		p.Col = firstColumn(r.src, p.Line)
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	r.yamlError(r.src, p, msg)
}

// firstColumn is the column of the first non-blank character of a line.
func firstColumn(src []byte, line int) int {
	lines := strings.Split(string(src), "\n")
	if line < 1 || line > len(lines) {
		return 1
	}
	l := lines[line-1]
	return len(l) - len(strings.TrimLeft(l, " \t")) + 1
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "empty"
		}
		return fmt.Sprintf("%q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "a document"
}

// plain reports an alias, an anchor or a tag, which descriptions do not
// use (a tag would be ignored, or change what a value is read as).
func (r *reader) plain(n *yaml.Node) bool {
	switch {
	case n.Kind == yaml.AliasNode || n.Anchor != "":
		r.errorf(n, "yaml", "YAML anchors and aliases are not supported in variant files")
		return false
	case n.Style&yaml.TaggedStyle != 0:
		r.errorf(n, "yaml", "YAML tags such as %s are not supported in variant files", n.Tag)
		r.diags.Suggest("leave the tag out; quote a value to have it read as a word")
		return false
	}
	return true
}

// fields walks a mapping, calling fn for each known key. Unknown and
// repeated keys are reported; required keys that are missing too. A
// misspelt key close to a known one not given is read as that key, so
// that one slip is one message.
func (r *reader) fields(n *yaml.Node, what string, known, required []string, fn func(key string, v *yaml.Node)) bool {
	parent := r.parentKey
	if !r.plain(n) {
		return false
	}
	if n.Kind != yaml.MappingNode {
		r.errorf(n, "type", "%s must be a mapping of keys to values, not %s", what, kindName(n))
		return false
	}
	given := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		given[n.Content[i].Value] = true
	}
	seen := map[string]bool{}
	suggested := map[string]bool{} // keys offered for a misspelt one
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		key := k.Value
		switch {
		case seen[key]:
			r.errorf(k, "duplicate-key", "%s: key %q given twice", what, key)
		case !contains(known, key):
			r.errorf(k, "unknown-key", "%s: unknown key %q", what, key)
			s := diag.Closest(key, known)
			if s == "" {
				r.diags.Suggest("known keys: %s", strings.Join(known, ", "))
				break
			}
			r.diags.Suggest("did you mean %q?", s)
			suggested[s] = true
			if !given[s] && !seen[s] && diag.Distance(key, s) <= 2 {
				seen[s] = true
				r.read(k, v, s, fn)
			}
		default:
			seen[key] = true
			r.read(k, v, key, fn)
		}
	}
	at := n
	if parent != nil {
		at = parent
	}
	for _, key := range required {
		if !seen[key] && !suggested[key] {
			r.errorf(at, "missing-key", "%s: missing required key %q", what, key)
		}
	}
	return true
}

// read calls fn for the value of key k. A value plain refuses is still
// read, its further problems unsaid, so that later stages know the key
// was given and say nothing of its absence.
func (r *reader) read(k, v *yaml.Node, key string, fn func(key string, v *yaml.Node)) {
	ok := r.plain(v)
	before := len(r.diags)
	r.parentKey = k
	fn(key, v)
	r.parentKey = nil
	if !ok {
		r.diags = r.diags[:before]
	}
}

// entries walks a mapping whose keys are names chosen by the author.
func (r *reader) entries(n *yaml.Node, what string, fn func(k, v *yaml.Node)) {
	if !r.plain(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		r.errorf(n, "type", "%s must be a mapping, not %s", what, kindName(n))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if seen[k.Value] {
			r.errorf(k, "duplicate-key", "%s: %q given twice", what, k.Value)
			continue
		}
		seen[k.Value] = true
		if r.plain(v) {
			fn(k, v)
		}
	}
}

// seq walks a sequence, which must be a YAML list.
func (r *reader) seq(n *yaml.Node, what string, fn func(item *yaml.Node)) {
	if !r.plain(n) {
		return
	}
	switch {
	case n.Kind == yaml.SequenceNode:
		for _, it := range n.Content {
			if r.plain(it) {
				r.parentKey = nil
				fn(it)
			}
		}
	case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
	default:
		r.errorf(n, "type", "%s must be a list (items starting with -), not %s", what, kindName(n))
	}
}

// list walks a sequence; a single item not in a list is taken as a list of one.
func (r *reader) list(n *yaml.Node, what string, fn func(item *yaml.Node)) {
	if !r.plain(n) {
		return
	}
	if n.Kind == yaml.SequenceNode {
		for _, it := range n.Content {
			if r.plain(it) {
				fn(it)
			}
		}
		return
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return
	}
	fn(n)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (r *reader) scalar(n *yaml.Node, what string) bool {
	switch {
	case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		r.errorf(n, "empty", "%s is empty: give a value", what)
		return false
	case n.Kind != yaml.ScalarNode:
		r.errorf(n, "type", "%s must be a single value, not %s", what, kindName(n))
		return false
	}
	return true
}

func (r *reader) str(n *yaml.Node, what string) Str {
	if !r.scalar(n, what) {
		return Str{Pos: r.pos(n)}
	}
	return Str{Pos: r.pos(n), Value: n.Value}
}

func (r *reader) int(n *yaml.Node, what string) Int {
	if !r.scalar(n, what) {
		return Int{Pos: r.pos(n)}
	}
	v, isInt, ok := r.number(n, what)
	if !ok {
		return Int{Pos: r.pos(n)}
	}
	if !isInt {
		r.errorf(n, "type", "%s must be a whole number, not %s", what, kindName(n))
		if strings.Contains(what, "board") || strings.Contains(what, "setup") || strings.Contains(what, "rounds") {
			r.diags.Suggest("or an expression of options, such as option.NAME")
		}
		return Int{Pos: r.pos(n)}
	}
	return Int{Pos: r.pos(n), Value: v, Set: true}
}

// intText is a whole number in decimal; YAML reads one too large for
// its integers as a float.
var intText = regexp.MustCompile(`^[-+]?[0-9]+$`)

// number reads a whole number written in decimal, reporting one past
// MaxInt (ok is then false). isInt is false for a scalar that is not
// one, for the caller to report as it sees fit.
func (r *reader) number(n *yaml.Node, what string) (v int, isInt, ok bool) {
	if n.Tag != "!!int" && n.Tag != "!!float" || !intText.MatchString(n.Value) {
		return 0, false, true
	}
	x, err := strconv.Atoi(n.Value)
	switch {
	case err == nil && -expr.MaxInt <= x && x <= expr.MaxInt:
		return x, true, true
	case strings.HasPrefix(n.Value, "-"):
		r.errorf(n, "limit", "%s: %s is too small; the limit is %d", what, n.Value, -expr.MaxInt)
	default:
		r.errorf(n, "limit", "%s: %s is too large; the limit is %d", what, n.Value, expr.MaxInt)
	}
	return 0, true, false
}

func (r *reader) bool(n *yaml.Node, what string) bool {
	if !r.scalar(n, what) {
		return false
	}
	if n.Tag != "!!bool" {
		r.errorf(n, "type", "%s must be true or false, not %s", what, kindName(n))
		return false
	}
	return n.Value == "true"
}

func (r *reader) value(n *yaml.Node, what string) *Value {
	if !r.scalar(n, what) {
		return nil
	}
	v := &Value{Pos: r.pos(n), Text: n.Value}
	if i, isInt, ok := r.number(n, what); !ok {
		return nil
	} else if isInt {
		v.IsInt, v.Int = true, i
	} else if n.Tag != "!!str" && n.Tag != "!!bool" {
		r.errorf(n, "type", "%s must be a number or a word, not %s", what, kindName(n))
		return nil
	}
	return v
}

// cond reads an expression. It returns a Cond even when the expression
// is wrong (with Expr nil), so that later stages know the key was given.
func (r *reader) cond(n *yaml.Node, what string) *Cond {
	c := &Cond{Pos: r.textPos(n), Text: n.Value}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		r.errorf(n, "empty", "%s is empty: give an expression", what)
		return c
	}
	if !r.scalar(n, what) {
		return c
	}
	e, diags := expr.ParseAt(n.Value, r.locate(n))
	r.diags.Append(diags)
	c.Expr = e
	return c
}

func (r *reader) actions(n *yaml.Node, what string) []*expr.Action {
	var out []*expr.Action
	if n.Kind == yaml.SequenceNode && n.Style&yaml.FlowStyle != 0 {
		for _, it := range n.Content {
			if it.Kind != yaml.ScalarNode || strings.Count(it.Value, "(") != strings.Count(it.Value, ")") {
				r.errorf(n, "yaml", "%s: YAML split this [ … ] list at the commas inside an action's parentheses", what)
				r.diags.Suggest("write one action per line (- action), or quote each action")
				return nil
			}
		}
	}
	r.list(n, what, func(it *yaml.Node) {
		if it.Kind == yaml.MappingNode && len(it.Content) == 2 {
			r.errorf(it, "type", "%s item was read by YAML as \"%s: %s\", a key and a value", what, it.Content[0].Value, it.Content[1].Value)
			r.diags.Suggest("write named arguments as name=value, or quote the action")
			return
		}
		if !r.scalar(it, what+" item") {
			return
		}
		a, diags := expr.ParseActionAt(it.Value, r.locate(it))
		r.diags.Append(diags)
		if a != nil {
			out = append(out, a)
		}
	})
	return out
}

func (r *reader) strs(n *yaml.Node, what string) []Str {
	var out []Str
	r.list(n, what, func(it *yaml.Node) {
		if r.scalar(it, what+" item") {
			out = append(out, r.str(it, what))
		}
	})
	return out
}

// counts reads a mapping of names to whole numbers.
func (r *reader) counts(n *yaml.Node, what string) []PitCount {
	var out []PitCount
	r.entries(n, what, func(k, v *yaml.Node) {
		out = append(out, PitCount{Name: r.str(k, what+" key"), Count: r.intOrOption(v, what+" "+k.Value)})
	})
	return out
}

// intOrOption reads a whole number, or an expression of options such as
// `option.columns` (any string), parsed here and checked later.
func (r *reader) intOrOption(n *yaml.Node, what string) Int {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" && strings.Contains(n.Value, "option.") {
		c := r.cond(n, what)
		return Int{Pos: r.pos(n), Set: c != nil, Expr: c}
	}
	i := r.int(n, what)
	if !i.Set { // given but wrong, and reported: later stages say no more
		i.Set, i.Expr = true, &Cond{Pos: i.Pos, Text: n.Value}
	}
	return i
}

// yamlError reports a YAML syntax error, placing it on the character at
// fault where yaml.v3's line is only near it, with a likely fix.
func (r *reader) yamlError(src []byte, p diag.Pos, msg string) {
	lines := strings.Split(string(src), "\n")
	at := byte(0) // the character at fault
	near := func(fn func(line string) int) bool {
		for l := max(p.Line-1, 1); l <= min(p.Line+4, len(lines)); l++ {
			if col := fn(lines[l-1]); col > 0 { // a byte's column
				at = lines[l-1][col-1]
				p.Line, p.Col = l, utf8.RuneCountInString(lines[l-1][:col-1])+1
				return true
			}
		}
		return false
	}
	switch {
	case strings.Contains(msg, "tab character"):
		near(func(line string) int {
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			return strings.IndexByte(indent, '\t') + 1
		})
		r.diags.Errorf(p, "yaml", "YAML syntax error: a tab indents this line")
		r.diags.Suggest("indent with spaces only")
		return
	case strings.Contains(msg, "did not find expected ',' or ']'") || strings.Contains(msg, "did not find expected ',' or '}'"):
		if near(unclosed) {
			r.diags.Errorf(p, "yaml", "YAML syntax error: this %c is never closed", at)
			return
		}
		if near(listInFlow) {
			r.diags.Errorf(p, "yaml", "YAML syntax error: YAML reads this list of values as a list of its own inside the [ … ] list")
			r.diags.Suggest("quote the action or condition that holds it, or write one action per line (- action)")
			return
		}
	case strings.Contains(msg, "mapping values are not allowed"):
		if near(namedArg) {
			r.diags.Errorf(p, "yaml", "YAML syntax error: YAML reads the ': ' in this action as the start of a mapping")
			r.diags.Suggest("write named arguments as name=value, e.g. by=pit.owner")
			return
		}
		r.diags.Errorf(p, "yaml", "YAML syntax error: %s", msg)
		r.diags.Suggest("check this line's indentation against the lines above it, and quote a value that contains ': '")
		return
	}
	r.diags.Errorf(p, "yaml", "YAML syntax error: %s", msg)
}

// unclosed returns the column of a [ or { that the line leaves open, or 0.
func unclosed(line string) int {
	var open []int
	for i := 0; i < len(line); i++ {
		switch ch := line[i]; ch {
		case '[', '{':
			open = append(open, i)
		case ']', '}':
			if len(open) == 0 {
				continue
			}
			top := open[len(open)-1]
			if (ch == ']') != (line[top] == '[') {
				return top + 1 // closed by the wrong bracket
			}
			open = open[:len(open)-1]
		case '#':
			if i == 0 || line[i-1] == ' ' {
				i = len(line)
			}
		}
	}
	if len(open) > 0 {
		return open[len(open)-1] + 1
	}
	return 0
}

// listInFlow returns the column of a list of values, `in [`, inside a
// YAML flow list on the line, or 0.
func listInFlow(line string) int {
	depth := 0
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '[':
			if depth > 0 && inWord.MatchString(line[:i]) {
				return i + 1
			}
			depth++
		case ']':
			depth = max(depth-1, 0)
		case '"', '\'':
			return 0 // quoted: YAML reads it whole
		}
	}
	return 0
}

// inWord matches text ending with the word in (or not in) and spaces.
var inWord = regexp.MustCompile(`\bin\s*$`)

// namedArg returns the column of a "name: " inside an action's
// parentheses on the line, or 0.
func namedArg(line string) int {
	depth := 0
	for i := 0; i+1 < len(line); i++ {
		switch line[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ':':
			if depth > 0 && line[i+1] == ' ' {
				j := i
				for j > 0 && (line[j-1] == '_' || line[j-1] >= 'a' && line[j-1] <= 'z') {
					j--
				}
				return j + 1
			}
		}
	}
	return 0
}
