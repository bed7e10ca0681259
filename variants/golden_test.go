package variants

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"mancala/interpreter"
)

var update = flag.Bool("update", false, "rewrite the expected parts of golden files from what the interpreter does")

// goldenDir holds one folder per variant of golden cases; see its README.
const goldenDir = "../testdata/golden"

// goldenCase is one case of a golden file.
type goldenCase struct {
	title  string
	line   int
	fields map[string]string // key → value (blocks joined with newlines)
	order  []string          // keys in file order, and "#…" comment lines
}

var expectKeys = map[string]bool{"expect": true, "result": true, "legal": true, "laps": true}

// parseGolden reads a golden file: a preamble, then cases, each starting
// with "=== title" and made of "key: value" lines, a key's value going
// on in the indented lines after it.
func parseGolden(text string) (preamble []string, cases []*goldenCase, err error) {
	var c *goldenCase
	key := ""
	for i, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			c = &goldenCase{title: strings.TrimPrefix(line, "=== "), line: i + 1, fields: map[string]string{}}
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
			c.fields[key] += strings.TrimSpace(line)
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
func formatGolden(preamble []string, cases []*goldenCase) string {
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

func resultText(r interpreter.Result) string {
	if !r.Over {
		return "ongoing"
	}
	w := r.WinnerName()
	switch {
	case w != "":
		w += " wins"
	case r.Reason == interpreter.ReasonMoveLimit:
		w = "nobody wins"
	default:
		w = "draw"
	}
	s := w + " by " + r.Reason
	if r.Scored {
		s += fmt.Sprintf(", score south=%d north=%d", r.Score[0], r.Score[1])
	}
	return s
}

// runGolden plays one case and returns the actual values of the
// expectation fields it has.
func runGolden(p *interpreter.Program, c *goldenCase) (map[string]string, error) {
	opts := map[string]string{}
	for _, o := range strings.Fields(c.fields["option"]) {
		k, v, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("option %q: write NAME=VALUE", o)
		}
		opts[k] = v
	}
	g, err := p.Configure(opts)
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
	out["expect"] = strings.TrimSpace(g.FormatText(mt.State()))
	out["result"] = resultText(mt.Result())
	out["laps"] = strings.Join(laps, "\n")
	return out, nil
}

func pitName(g *interpreter.Game, p int32) string {
	if p < 0 {
		return "hand"
	}
	return g.Program().Board().Names[p]
}

func TestGolden(t *testing.T) {
	for _, name := range Names() {
		p := MustLoad(name)
		files, _ := filepath.Glob(filepath.Join(goldenDir, name, "*.golden"))
		for _, file := range files {
			t.Run(name+"/"+filepath.Base(file), func(t *testing.T) {
				src, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				pre, cases, err := parseGolden(string(src))
				if err != nil {
					t.Fatalf("%s: %v", file, err)
				}
				changed := false
				for _, c := range cases {
					if c.fields["rule"] == "" {
						t.Errorf("%s:%d: case %q cites no rule", file, c.line, c.title)
					}
					got, err := runGolden(p, c)
					if err != nil {
						t.Errorf("%s:%d: %s: %v", file, c.line, c.title, err)
						continue
					}
					for _, k := range []string{"legal", "expect", "result", "laps"} {
						want, has := c.fields[k]
						if !has && !(*update && k == "expect") {
							continue
						}
						if normalize(want) == normalize(got[k]) {
							continue
						}
						if *update {
							if !has {
								c.order = append(c.order, k)
							}
							c.fields[k] = got[k]
							changed = true
							continue
						}
						t.Errorf("%s:%d: %s (%s)\n%s:\n--- want\n%s\n--- got\n%s", file, c.line, c.title, c.fields["rule"], k, want, got[k])
					}
				}
				if changed {
					if err := os.WriteFile(file, []byte(formatGolden(pre, cases)), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}

var ruleID = regexp.MustCompile(`\*\*([A-Z]+-R[0-9]+)\*\*`)

// TestEveryRuleHasAGoldenCase reads the rule IDs of each variant's rule
// document and fails for any that no golden case cites.
func TestEveryRuleHasAGoldenCase(t *testing.T) {
	for _, name := range Names() {
		doc, ok := RulesDoc(name)
		if !ok {
			t.Errorf("%s: no rule document %s.md", name, name)
			continue
		}
		ids := map[string]bool{}
		for _, m := range ruleID.FindAllStringSubmatch(string(doc), -1) {
			ids[m[1]] = true
		}
		if len(ids) == 0 {
			t.Errorf("%s.md lists no rule IDs", name)
		}
		cited := map[string]bool{}
		files, _ := filepath.Glob(filepath.Join(goldenDir, name, "*.golden"))
		for _, file := range files {
			src, _ := os.ReadFile(file)
			_, cases, err := parseGolden(string(src))
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cases {
				for _, id := range strings.Fields(c.fields["rule"]) {
					if !ids[id] {
						t.Errorf("%s: case %q cites %s, which %s.md does not list", file, c.title, id, name)
					}
					cited[id] = true
				}
			}
		}
		var missing []string
		for id := range ids {
			if !cited[id] {
				missing = append(missing, id)
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("%s: rules with no golden case: %s", name, strings.Join(missing, " "))
		}
	}
}
