package variants

import (
	"fmt"
	"os"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// coverageFile is the map of Ludii's sowing games (docs/coverage.md).
const coverageFile = "../docs/coverage.md"

// coveragePending marks the place of rows still to be pasted in; while it
// is in the file the map is not complete, and only the completeness check
// is skipped.
const coveragePending = "<!-- rows from cov2 -->"

// ludiiSowFiles is the number of .lud files Ludii ships in each directory
// under Common/res/lud/board/sow (215 in all).
var ludiiSowFiles = map[string]int{
	"four_rows":  65,
	"three_rows": 7,
	"two_rows":   136,
	"other":      7,
}

// coverageStatuses are the values of the status column.
var coverageStatuses = []string{"ours", "expressible", "needs"}

// coverageRow is one row of a directory's table.
type coverageRow struct {
	line                            int
	file, game, status, ours, needs string
}

// coverageDoc is docs/coverage.md read: its rows, the counts of its
// summary (directory → status → count, "all" for the total row) and
// whether it still waits for rows.
type coverageDoc struct {
	rows    []coverageRow
	summary map[string]map[string]int
	pending bool
}

// readCoverage parses a coverage map. Rows are the lines of a table with
// the five columns file, game, status, ours and what it needs whose first
// cell is a file in backquotes; the summary is the table after "## Summary"
// with the columns directory, files and one per status.
func readCoverage(src string) (*coverageDoc, error) {
	d := &coverageDoc{summary: map[string]map[string]int{}}
	section := ""
	for i, line := range strings.Split(src, "\n") {
		n := i + 1
		if strings.HasPrefix(line, "## ") {
			section = strings.TrimPrefix(line, "## ")
			continue
		}
		if strings.Contains(line, coveragePending) {
			d.pending = true
		}
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(strings.TrimSpace(line), "|")
		cells = cells[1 : len(cells)-1]
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		switch {
		case section == "Summary":
			if len(cells) != 2+len(coverageStatuses) || cells[0] == "directory" || strings.HasPrefix(cells[0], "---") {
				continue
			}
			counts := map[string]int{}
			for j, name := range append([]string{"files"}, coverageStatuses...) {
				c, err := strconv.Atoi(cells[1+j])
				if err != nil {
					return nil, fmt.Errorf("line %d: summary count %q is not a number", n, cells[1+j])
				}
				counts[name] = c
			}
			dir := strings.Trim(cells[0], "`*")
			if d.summary[dir] != nil {
				return nil, fmt.Errorf("line %d: the summary has a second line for %s", n, dir)
			}
			d.summary[dir] = counts
		case strings.HasPrefix(cells[0], "`"):
			if len(cells) != 5 {
				return nil, fmt.Errorf("line %d: a row has 5 cells (file, game, status, ours, what it needs), this one %d", n, len(cells))
			}
			d.rows = append(d.rows, coverageRow{
				line: n, file: strings.Trim(cells[0], "`"), game: cells[1],
				status: cells[2], ours: strings.Trim(cells[3], "`"), needs: cells[4],
			})
		}
	}
	return d, nil
}

// oursArgs splits the ours column, "variant [--ruleset R] [--option k=v]…",
// into the variant, the ruleset and the options.
func oursArgs(s string) (variant, ruleset string, opts map[string]string, err error) {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return "", "", nil, fmt.Errorf("no variant named")
	}
	variant, opts = fields[0], map[string]string{}
	for i := 1; i < len(fields); i++ {
		if fields[i] != "--ruleset" && fields[i] != "--option" {
			return "", "", nil, fmt.Errorf("unknown argument %q (only --ruleset R and --option k=v)", fields[i])
		}
		if i+1 >= len(fields) {
			return "", "", nil, fmt.Errorf("%s needs a value", fields[i])
		}
		switch fields[i] {
		case "--ruleset":
			ruleset = fields[i+1]
		case "--option":
			k, v, ok := strings.Cut(fields[i+1], "=")
			if !ok {
				return "", "", nil, fmt.Errorf("--option %q: write NAME=VALUE", fields[i+1])
			}
			opts[k] = v
		}
		i++
	}
	return variant, ruleset, opts, nil
}

// checkCoverageRow reports what is wrong with one row: a file that is not
// a .lud of one of Ludii's directories, an unknown status, arguments in
// ours that do not play a built-in variant (an unknown variant, ruleset or
// option value), a variant whose rule document does not name the file, a
// needs row that does not say what it needs.
func checkCoverageRow(r coverageRow) error {
	dir, base := path.Split(r.file)
	dir = strings.TrimSuffix(dir, "/")
	if _, ok := ludiiSowFiles[dir]; !ok || !strings.HasSuffix(base, ".lud") || strings.Contains(base, "/") {
		return fmt.Errorf("file %q is not DIR/NAME.lud with DIR one of four_rows, three_rows, two_rows, other", r.file)
	}
	if r.game == "" {
		return fmt.Errorf("%s: no game name", r.file)
	}
	switch r.status {
	case "ours":
		variant, ruleset, opts, err := oursArgs(r.ours)
		if err != nil {
			return fmt.Errorf("%s: ours %q: %v", r.file, r.ours, err)
		}
		if _, ok := Source(variant); !ok {
			return fmt.Errorf("%s: ours names %q, which is not a built-in variant (mancala list)", r.file, variant)
		}
		p, err := Load(variant)
		if err != nil {
			return fmt.Errorf("%s: %s does not load: %v", r.file, variant, err)
		}
		if _, err := p.ConfigureRuleset(ruleset, opts); err != nil {
			return fmt.Errorf("%s: ours %q: %v", r.file, r.ours, err)
		}
		doc, _ := RulesDoc(variant)
		if !strings.Contains(string(doc), base) {
			return fmt.Errorf("%s: the rule document of %s (variants/%s.md) does not name %s", r.file, variant, variant, base)
		}
	case "expressible", "needs":
		if r.ours != "" {
			return fmt.Errorf("%s: ours %q given for a row whose status is %s", r.file, r.ours, r.status)
		}
		if r.status == "needs" && r.needs == "" {
			return fmt.Errorf("%s: status needs, but what it needs is empty", r.file)
		}
		if r.status == "needs" && !needsQuote.MatchString(r.needs) {
			return fmt.Errorf("%s: what it needs should be a feature, then ` — \"` the rule sentence `\"`; got %q", r.file, r.needs)
		}
	default:
		return fmt.Errorf("%s: status %q is none of %s", r.file, r.status, strings.Join(coverageStatuses, ", "))
	}
	return nil
}

// needsQuote is the shape of the what-it-needs cell of a needs row: a
// feature, a dash and the quoted rule sentence.
var needsQuote = regexp.MustCompile(`^\S.* — ".+"$`)

// countCoverage counts the rows by directory and status, with "files" the
// rows of the directory and "all" the directories together.
func countCoverage(rows []coverageRow) map[string]map[string]int {
	out := map[string]map[string]int{"all": {}}
	for _, r := range rows {
		dir := strings.SplitN(r.file, "/", 2)[0]
		if out[dir] == nil {
			out[dir] = map[string]int{}
		}
		for _, k := range []string{dir, "all"} {
			out[k]["files"]++
			out[k][r.status]++
		}
	}
	return out
}

func loadCoverage(t *testing.T) *coverageDoc {
	t.Helper()
	src, err := os.ReadFile(coverageFile)
	if err != nil {
		t.Fatal(err)
	}
	d, err := readCoverage(string(src))
	if err != nil {
		t.Fatalf("%s: %v", coverageFile, err)
	}
	if len(d.rows) == 0 {
		t.Fatalf("%s: no rows", coverageFile)
	}
	return d
}

// TestCoverageRows: every row of docs/coverage.md names a .lud file once,
// has a known status, plays a built-in variant that loads with the
// ruleset and options it gives when it says ours, and says what it needs
// when it says needs.
func TestCoverageRows(t *testing.T) {
	d := loadCoverage(t)
	seen := map[string]int{}
	for _, r := range d.rows {
		if first, ok := seen[r.file]; ok {
			t.Errorf("%s:%d: %s is listed twice (first at line %d)", coverageFile, r.line, r.file, first)
		}
		seen[r.file] = r.line
		if err := checkCoverageRow(r); err != nil {
			t.Errorf("%s:%d: %v", coverageFile, r.line, err)
		}
	}
}

// TestCoverageSummary: the counts of the summary are the rows' counts.
func TestCoverageSummary(t *testing.T) {
	d := loadCoverage(t)
	got := countCoverage(d.rows)
	var dirs []string
	for dir := range got {
		dirs = append(dirs, dir)
	}
	for dir := range d.summary {
		if got[dir] == nil {
			dirs = append(dirs, dir)
		}
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		for _, k := range append([]string{"files"}, coverageStatuses...) {
			if d.summary[dir] == nil {
				t.Errorf("the summary has no line for %s (rows: %v)", dir, got[dir])
				break
			}
			if got[dir][k] != d.summary[dir][k] {
				t.Errorf("summary, %s, %s: says %d, the rows count %d", dir, k, d.summary[dir][k], got[dir][k])
			}
		}
	}
}

// TestCoverageComplete: the map has a row for each of the 215 .lud files
// of Ludii's board/sow directories. Skipped while rows are still to be
// pasted in (the placeholder line is in the file).
func TestCoverageComplete(t *testing.T) {
	d := loadCoverage(t)
	if d.pending {
		t.Skipf("%s still holds %s: rows are to be pasted in", coverageFile, coveragePending)
	}
	got := countCoverage(d.rows)
	total := 0
	for dir, want := range ludiiSowFiles {
		total += want
		if got[dir]["files"] != want {
			t.Errorf("%s: %d rows, Ludii ships %d files", dir, got[dir]["files"], want)
		}
	}
	if got["all"]["files"] != total || total != 215 {
		t.Errorf("%d rows in all, Ludii ships %d files (215)", got["all"]["files"], total)
	}
}

// readmeCounts is the sentence of the README that reports the map's
// counts.
var readmeCounts = regexp.MustCompile(`Of the (\d+) games mapped, (\d+) are played by a built-in variant, (\d+) could be written today and (\d+) need`)

// TestCoverageReadme: the README's paragraph on the map gives the
// summary's total counts.
func TestCoverageReadme(t *testing.T) {
	d := loadCoverage(t)
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(src)), " ")
	m := readmeCounts.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("README.md has no sentence %q", readmeCounts)
	}
	all := d.summary["all"]
	for i, k := range append([]string{"files"}, coverageStatuses...) {
		if n, _ := strconv.Atoi(m[1+i]); n != all[k] {
			t.Errorf("README.md says %d for %s, the summary of %s %d", n, k, coverageFile, all[k])
		}
	}
}

// TestCoverageChecks: the row check refuses what it is meant to refuse.
func TestCoverageChecks(t *testing.T) {
	ok := coverageRow{file: "two_rows/Awari.lud", game: "Awari", status: "ours", ours: "oware --ruleset ludii-awari"}
	if err := checkCoverageRow(ok); err != nil {
		t.Fatalf("a good row refused: %v", err)
	}
	for _, tc := range []struct {
		name string
		edit func(*coverageRow)
		want string
	}{
		{"unknown variant", func(r *coverageRow) { r.ours = "owari --ruleset ludii-awari" }, "not a built-in variant"},
		{"unknown ruleset", func(r *coverageRow) { r.ours = "oware --ruleset ludii-owari" }, "no ruleset"},
		{"unknown option", func(r *coverageRow) { r.ours = "oware --option grandslam=allowed" }, "no option"},
		{"bad option value", func(r *coverageRow) { r.ours = "oware --option grand-slam=sometimes" }, "grand-slam"},
		{"stray argument", func(r *coverageRow) { r.ours = "oware ludii-awari" }, "unknown argument"},
		{"no variant", func(r *coverageRow) { r.ours = "" }, "no variant"},
		{"file not cited", func(r *coverageRow) { r.file = "two_rows/Wari.lud" }, "does not name Wari.lud"},
		{"unknown status", func(r *coverageRow) { r.status = "partly" }, "none of"},
		{"needs without need", func(r *coverageRow) { r.status, r.ours = "needs", "" }, "empty"},
		{"needs without sentence", func(r *coverageRow) { r.status, r.ours, r.needs = "needs", "", "chance" }, "rule sentence"},
		{"ours on expressible", func(r *coverageRow) { r.status = "expressible" }, "given for a row"},
		{"bad directory", func(r *coverageRow) { r.file = "five_rows/Awari.lud" }, "not DIR/NAME.lud"},
	} {
		r := ok
		tc.edit(&r)
		err := checkCoverageRow(r)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
