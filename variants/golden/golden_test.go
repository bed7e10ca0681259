package golden

import (
	"strings"
	"testing"
)

const sample = `# a preamble comment
=== a case
rule: K-R9 K-R8
option: a=1
option: b=2
# a note
position:
       1 2
    b: 0 5
    a: 1 0
moves: a1
expect:
       1 2
    b: 0 0
    a: 0 0
`

func TestParseFormat(t *testing.T) {
	pre, cases, err := parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	if len(pre) != 1 || len(cases) != 1 {
		t.Fatalf("preamble %v, %d cases", pre, len(cases))
	}
	c := cases[0]
	if got := strings.Join(c.Rules(), ","); got != "K-R9,K-R8" {
		t.Errorf("rules = %s", got)
	}
	if c.fields["option"] != "a=1 b=2" {
		t.Errorf("options = %q", c.fields["option"])
	}
	if c.fields["position"] != "   1 2\nb: 0 5\na: 1 0" {
		t.Errorf("position block = %q (alignment beyond the indent is kept)", c.fields["position"])
	}
	// formatting keeps comments and block alignment; parsing again gives the same case
	_, again, err := parse(format(pre, cases))
	if err != nil || again[0].fields["expect"] != c.fields["expect"] || again[0].order[2] != "# a note" {
		t.Errorf("round trip lost something: %v %+v", err, again[0])
	}
	for _, bad := range []string{"=== x\n  indented first\n", "=== x\nno colon here\n", "=== x\nrule: A\nrule: B\n"} {
		if _, _, err := parse(bad); err == nil {
			t.Errorf("parse(%q) accepted", bad)
		}
	}
}

func TestRuleIDs(t *testing.T) {
	doc := []byte("- **K-R1** one\n- **K-R2** two, see **K-R1**\n")
	if got := strings.Join(RuleIDs(doc), " "); got != "K-R1 K-R2" {
		t.Errorf("RuleIDs = %s", got)
	}
}
