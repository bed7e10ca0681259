// Package golden runs golden cases: readable text files that give a
// position, the moves played and what must follow (the position reached,
// the legal moves, the laps of the last move, the result), each case
// citing the rule IDs it proves. The format is described in
// testdata/golden/README.md.
package golden

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
)

// Case is one case of a golden file.
type Case struct {
	title  string
	line   int
	fields map[string]string // key → value (blocks joined with newlines)
	order  []string          // keys in file order, and "#…" comment lines
}

// parseGolden reads a golden file: a preamble, then cases, each starting
// with "=== title" and made of "key: value" lines, a key's value going
// on in the indented lines after it.
func parse(text string) (preamble []string, cases []*Case, err error) {
	var c *Case
	key := ""
	for i, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			c = &Case{title: strings.TrimPrefix(line, "=== "), line: i + 1, fields: map[string]string{}}
			cases = append(cases, c)
			key = ""
		case c == nil:
			preamble = append(preamble, line)
		case strings.HasPrefix(line, "#"):
			c.order = append(c.order, line)
		case strings.TrimSpace(line) == "":
			key = ""
		case line[0] == ' ' || line[0] == '\t':
			if key == "" {
				return nil, nil, fmt.Errorf("line %d: indented line outside a block", i+1)
			}
			if c.fields[key] != "" {
				c.fields[key] += "\n"
			}
			// keep alignment beyond the block's own indentation
			if rest, ok := strings.CutPrefix(line, "    "); ok {
				c.fields[key] += strings.TrimRight(rest, " \t")
			} else {
				c.fields[key] += strings.TrimSpace(line)
			}
		default:
			k, v, ok := strings.Cut(line, ":")
			if !ok {
				return nil, nil, fmt.Errorf("line %d: expected key: value", i+1)
			}
			key = strings.TrimSpace(k)
			if _, dup := c.fields[key]; dup && key != "option" {
				return nil, nil, fmt.Errorf("line %d: %s given twice", i+1, key)
			}
			v = strings.TrimSpace(v)
			if key == "option" && c.fields[key] != "" {
				c.fields[key] += " " + v
			} else {
				c.fields[key] = v
				c.order = append(c.order, key)
			}
		}
	}
	return preamble, cases, nil
}

// formatGolden writes cases back, blocks indented by four spaces.
func format(preamble []string, cases []*Case) string {
	var b strings.Builder
	for _, l := range preamble {
		b.WriteString(l + "\n")
	}
	for _, c := range cases {
		fmt.Fprintf(&b, "=== %s\n", c.title)
		for _, k := range c.order {
			if strings.HasPrefix(k, "#") {
				b.WriteString(k + "\n")
				continue
			}
			v := c.fields[k]
			if strings.Contains(v, "\n") || k == "position" || k == "expect" || k == "laps" {
				b.WriteString(k + ":\n")
				for _, l := range strings.Split(v, "\n") {
					b.WriteString("    " + l + "\n")
				}
				continue
			}
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// normalize folds runs of spaces so that alignment does not matter.
func normalize(s string) string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		lines = append(lines, strings.Join(strings.Fields(l), " "))
	}
	return strings.Join(lines, "\n")
}

// runGolden plays one case and returns the actual values of the
// expectation fields it has.
func run(p *interpreter.Program, c *Case) (map[string]string, error) {
	opts := map[string]string{}
	for _, o := range strings.Fields(c.fields["option"]) {
		k, v, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("option %q: write NAME=VALUE", o)
		}
		opts[k] = v
	}
	g, err := p.ConfigureRuleset(c.fields["ruleset"], opts)
	if err != nil {
		return nil, err
	}
	mt := g.NewMatch()
	if pos, ok := c.fields["position"]; ok {
		s, err := g.ParseText(pos)
		if err != nil {
			return nil, fmt.Errorf("position: %v", err)
		}
		if mt, err = g.NewMatchFrom(s); err != nil {
			return nil, fmt.Errorf("position: %v", err)
		}
	}
	mt.Debug(true)
	var laps []string
	moves := strings.Fields(c.fields["moves"])
	for i, mv := range moves {
		last := i == len(moves)-1
		if last {
			sown := ""
			mt.Observe(func(e interpreter.Event) {
				switch e.Kind {
				case interpreter.EvLap:
					sown = fmt.Sprintf("lap %d: %d from %s", e.Lap, e.N, pitName(g, e.Pit))
				case interpreter.EvLapEnd:
					rule := e.Rule
					if rule == "" {
						rule = "no rule"
					}
					laps = append(laps, fmt.Sprintf("%s, last in %s (held %d): %s", sown, pitName(g, e.Pit), e.Before, rule))
				}
			})
		}
		if err := mt.PlayName(mv); err != nil {
			return nil, fmt.Errorf("move %d (%s): %v", i+1, mv, err)
		}
	}
	out := map[string]string{}
	if bad, ok := c.fields["illegal"]; ok {
		for _, mv := range strings.Fields(bad) {
			probe, _ := g.NewMatchFrom(mt.State())
			err := probe.PlayName(mv)
			var ie *interpreter.IllegalMoveError
			if !errors.As(err, &ie) {
				return nil, fmt.Errorf("illegal: %s was accepted", mv)
			}
		}
	}
	if _, ok := c.fields["legal"]; ok {
		legal, err := mt.Legal()
		if err != nil {
			return nil, err
		}
		var names []string
		for _, mv := range legal {
			names = append(names, g.MoveName(mv))
		}
		out["legal"] = strings.Join(names, " ")
		if len(names) == 0 {
			out["legal"] = "none"
		}
	}
	out["expect"] = strings.TrimRight(g.FormatText(mt.State()), "\n")
	out["result"] = mt.Result().String()
	out["laps"] = strings.Join(laps, "\n")
	if len(laps) == 0 && len(moves) > 0 {
		out["laps"] = "none" // a move that sows nothing
	}
	return out, nil
}

func pitName(g *interpreter.Game, p int32) string {
	if p < 0 {
		return "hand"
	}
	return g.Program().Board().Names[p]
}

// Cases reads a golden file and returns its cases.
func Cases(path string) ([]*Case, error) {
	src, err := input.Golden.ReadFile(path)
	if err != nil {
		return nil, err
	}
	_, cases, err := parse(string(src))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return cases, nil
}

// Rules returns the rule IDs a case cites.
func (c *Case) Rules() []string { return strings.Fields(c.fields["rule"]) }

// Title returns the case's title.
func (c *Case) Title() string { return c.title }

// Failure is a case whose outcome differs from what its file expects.
type Failure struct {
	File  string
	Line  int
	Title string
	Rules string
	Field string // legal, expect, result, laps; "" when the case could not be played
	Want  string
	Got   string
	Err   error
}

func (f Failure) String() string {
	if f.Err != nil {
		return fmt.Sprintf("%s:%d: %s: %v", f.File, f.Line, f.Title, f.Err)
	}
	return fmt.Sprintf("%s:%d: %s (%s)\n%s:\n--- want\n%s\n--- got\n%s", f.File, f.Line, f.Title, f.Rules, f.Field, f.Want, f.Got)
}

// Check plays every case of a golden file against prog and returns the
// number of cases and the failures. With update, it rewrites the
// expected parts a case has (expect, result, legal, laps; write `expect:`
// with nothing after it to have it filled) from what the interpreter does
// instead of failing; a person must then check them.
func Check(prog *interpreter.Program, path string, update bool) (int, []Failure, error) {
	src, err := input.Golden.ReadFile(path)
	if err != nil {
		return 0, nil, err
	}
	pre, cases, err := parse(string(src))
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %v", path, err)
	}
	var fails []Failure
	changed := false
	for _, c := range cases {
		fail := Failure{File: path, Line: c.line, Title: c.title, Rules: c.fields["rule"]}
		if c.fields["rule"] == "" {
			fail.Err = fmt.Errorf("the case cites no rule")
			fails = append(fails, fail)
		}
		got, err := run(prog, c)
		if err != nil {
			fail.Err = err
			fails = append(fails, fail)
			continue
		}
		for _, k := range []string{"legal", "expect", "result", "laps"} {
			want, has := c.fields[k]
			if !has || normalize(want) == normalize(got[k]) {
				continue
			}
			if update {
				c.fields[k] = got[k]
				changed = true
				continue
			}
			f := fail
			f.Field, f.Want, f.Got = k, want, got[k]
			fails = append(fails, f)
		}
	}
	if changed {
		if err := os.WriteFile(path, []byte(format(pre, cases)), 0o644); err != nil {
			return len(cases), fails, err
		}
	}
	return len(cases), fails, nil
}

// RunFile is Check for Go tests: each failure is a test error.
func RunFile(t *testing.T, prog *interpreter.Program, path string, update bool) {
	t.Helper()
	_, fails, err := Check(prog, path, update)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fails {
		t.Error(f.String())
	}
}

var ruleIDPattern = regexp.MustCompile(`\*\*([A-Z]+-R[0-9]+)\*\*`)

// RuleIDs returns the rule IDs a rule document lists: every **X-Rn** in
// it, in order, each once.
func RuleIDs(doc []byte) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range ruleIDPattern.FindAllSubmatch(doc, -1) {
		if id := string(m[1]); !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// Uncited returns the IDs of ids that no case of the golden files cites,
// and the IDs cases cite that are not among ids.
func Uncited(ids []string, paths []string) (uncited, unknown []string, err error) {
	known := map[string]bool{}
	for _, id := range ids {
		known[id] = true
	}
	cited := map[string]bool{}
	for _, path := range paths {
		cases, err := Cases(path)
		if err != nil {
			return nil, nil, err
		}
		for _, c := range cases {
			for _, id := range c.Rules() {
				if !known[id] && !cited[id] {
					unknown = append(unknown, id)
				}
				cited[id] = true
			}
		}
	}
	for _, id := range ids {
		if !cited[id] {
			uncited = append(uncited, id)
		}
	}
	return uncited, unknown, nil
}
