package variants

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// ruleLines counts the lines of rules of a description: lines that are
// neither blank nor comments, without the variant's name and sources
// (name, extends, title, description, source, rules), the options and
// rulesets it offers, and doc lines, which say in words what a rule says.
func ruleLines(src string) int {
	n, skip := 0, false
	top := regexp.MustCompile(`^([a-z_]+):`)
	doc := regexp.MustCompile(`^\s*(- )?doc:`)
	for _, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if m := top.FindStringSubmatch(line); m != nil {
			skip = m[1] == "options" || m[1] == "rulesets"
			if slices.Contains([]string{"name", "extends", "title", "description", "source", "rules"}, m[1]) {
				continue
			}
		}
		if skip || doc.MatchString(line) {
			continue
		}
		n++
	}
	return n
}

var readmeLength = regexp.MustCompile(`the median of these (\d+) files is (\d+) lines of rules`)

// TestDescriptionLength keeps the README's count of the built-in
// descriptions and the median of their lines of rules true.
func TestDescriptionLength(t *testing.T) {
	var counts []int
	for _, name := range Names() {
		src, _ := Source(name)
		counts = append(counts, ruleLines(string(src)))
	}
	slices.Sort(counts)
	median := counts[len(counts)/2]
	if len(counts)%2 == 0 {
		median = (counts[len(counts)/2-1] + counts[len(counts)/2]) / 2
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := readmeLength.FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md does not say: the median of these N files is M lines of rules")
	}
	if n, _ := strconv.Atoi(string(m[1])); n != len(counts) {
		t.Errorf("README counts %d descriptions; there are %d", n, len(counts))
	}
	if got, _ := strconv.Atoi(string(m[2])); got != median {
		t.Errorf("README gives a median of %d lines of rules; it is %d (fewest %d, most %d)", got, median, counts[0], counts[len(counts)-1])
	}
}

func TestRuleLines(t *testing.T) {
	src := "# a comment\nname: x\ntitle: X\noptions:\n  a: {default: 1}\nboard:\n  rows: 2\nmoves:\n  - doc: any pit\n    from: pit.count > 0\nrulesets:\n  r: {doc: r}\n"
	if got := ruleLines(src); got != 4 {
		t.Errorf("ruleLines = %d, want 4 (board, rows, moves, from)", got)
	}
}
