// The tests of the tutorial's variant, Ayoayo: the description compiles
// without errors, every golden case holds, every rule of the rule
// document is cited by a case, and random games conserve seeds and end.
//
//	go test ./examples/tutorial            # run them
//	go test ./examples/tutorial -update    # fill in expect/laps/legal/result, then check by hand
package tutorial_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
	"github.com/mancala-toolkit/mancala/variants/golden"
)

var (
	update = flag.Bool("update", false, "rewrite the expected parts of ayoayo.golden from what the interpreter does (then check them by hand)")
	games  = flag.Int("games", 300, "random games per option set")
)

const (
	description = "ayoayo.yaml"
	rulesDoc    = "ayoayo.md"
	goldenFile  = "ayoayo.golden"
)

// compile reads and compiles the description, failing on any error; a
// warning is logged.
func compile(t *testing.T) *interpreter.Program {
	t.Helper()
	src, err := os.ReadFile(description)
	if err != nil {
		t.Fatal(err)
	}
	prog, diags := variants.Compile(description, src)
	if diags.HasErrors() || prog == nil {
		t.Fatalf("%s does not compile:\n%s", description, diags.Error())
	}
	if len(diags) > 0 {
		t.Logf("warnings:\n%s", diags.Error())
	}
	return prog
}

func TestCompiles(t *testing.T) {
	compile(t)
}

func TestGolden(t *testing.T) {
	golden.RunFile(t, compile(t), goldenFile, *update)
}

var ruleID = regexp.MustCompile(`\*\*([A-Z]+-R[0-9]+)\*\*`)

// TestEveryRuleHasACase reads the rule IDs of ayoayo.md and fails for
// any that no golden case cites, and for any case citing an unknown ID.
func TestEveryRuleHasACase(t *testing.T) {
	doc, err := os.ReadFile(rulesDoc)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range ruleID.FindAllStringSubmatch(string(doc), -1) {
		ids[m[1]] = true
	}
	if len(ids) == 0 {
		t.Fatalf("%s lists no rule IDs (write them as - **A-R1** …)", rulesDoc)
	}
	cases, err := golden.Cases(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	cited := map[string]bool{}
	for _, c := range cases {
		for _, id := range c.Rules() {
			if !ids[id] {
				t.Errorf("case %q cites %s, which %s does not list", c.Title(), id, rulesDoc)
			}
			cited[id] = true
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
		t.Errorf("rules with no golden case: %s", strings.Join(missing, " "))
	}
}

// TestRandomGames plays random games under each option set: with
// Match.Debug on, Play fails if seeds are not conserved; every game must
// end, by a rule or at the move limit.
func TestRandomGames(t *testing.T) {
	prog := compile(t)
	for _, opts := range []map[string]string{
		{},
		{"capture-with-seed": "off"},
	} {
		g, err := prog.Configure(opts)
		if err != nil {
			t.Fatal(err)
		}
		limit, _ := strconv.Atoi(g.Option("move-limit"))
		rng := rand.New(rand.NewPCG(1, uint64(len(opts))))
		reasons := map[string]int{}
		for i := 0; i < *games; i++ {
			mt := g.NewMatch()
			mt.Debug(true)
			for !mt.Result().Over {
				legal, err := mt.Legal()
				if err != nil {
					t.Fatalf("%v game %d: %v", opts, i, err)
				}
				if len(legal) == 0 {
					t.Fatalf("%v game %d: no legal move, but the game is not over", opts, i)
				}
				if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%v game %d: %v", opts, i, err)
				}
				if int(mt.State().Ply) > limit {
					t.Fatalf("%v game %d passed the move limit", opts, i)
				}
			}
			reasons[mt.Result().Reason]++
		}
		t.Logf("%v: %d games, ended by %v", opts, *games, reasons)
	}
}
