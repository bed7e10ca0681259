package record

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

var fuzzLong = flag.Bool("fuzzlong", false, "run the fuzz body over a corpus 30 times as large")

// FuzzRecord: no record makes reading or replaying it panic; a record
// read writes back to text that reads as the same record, and one that
// replays holds its result and the seed total.
//
//	go test ./interpreter/record -run XXX -fuzz FuzzRecord -fuzztime 60s
func FuzzRecord(f *testing.F) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 40 {
		f.Add(recordInput(rng))
	}
	f.Fuzz(func(t *testing.T, text string) { checkRecord(t, text) })
}

// TestRecordCorpus runs FuzzRecord's body over generated records: a
// couple of seconds' worth, or thirty times as many with -fuzzlong.
func TestRecordCorpus(t *testing.T) {
	n := 1200
	if *fuzzLong {
		n *= 30
	}
	if testing.Short() {
		n /= 10
	}
	rng := rand.New(rand.NewPCG(1, 2))
	replayed := 0
	for i := range n {
		text := recordInput(rng)
		if checkRecord(t, text) {
			replayed++
		}
		if t.Failed() {
			t.Fatalf("input %d:\n%s", i, text)
		}
	}
	t.Logf("%d of %d records replayed", replayed, n)
	if replayed < n/10 || replayed > n*9/10 {
		t.Errorf("%d of %d records replayed", replayed, n)
	}
}

// checkRecord is the body of FuzzRecord. It reports whether the record
// replayed.
func checkRecord(t *testing.T, text string) bool {
	rec, err := Parse(strings.NewReader(text))
	if err != nil {
		return false
	}
	back, err := Parse(strings.NewReader(rec.Format()))
	if err != nil {
		t.Fatalf("written as\n%s\nthe record does not read back: %v", rec.Format(), err)
	}
	if back.Format() != rec.Format() {
		t.Errorf("written and read back as\n%s\nnot\n%s", back.Format(), rec.Format())
	}
	if isFile(rec.Variant) {
		return false // the fuzzer reads no files
	}
	p, ok := programs[rec.Variant]
	if !ok {
		// loading and checking a variant is slow: once for each name
		p, _ = rec.Program()
		programs[rec.Variant] = p
	}
	if p == nil {
		return false
	}
	g, err := p.ConfigureRuleset(rec.Ruleset, rec.Options)
	if err != nil {
		return false
	}
	mt, err := rec.Replay(g)
	if err != nil {
		return false
	}
	if len(mt.Moves()) != len(rec.Moves) {
		t.Errorf("replayed %d moves of %d", len(mt.Moves()), len(rec.Moves))
	}
	if r := mt.Result(); rec.Result != "" && (!r.Over || normalize(r.String()) != normalize(rec.Result)) {
		t.Errorf("replayed to %q, but the record says %q", r, rec.Result)
	}
	if rec.Position == "" {
		if got, want := mt.State().Total(), g.Start().Total(); got != want {
			t.Errorf("%d seeds after the moves, %d at the start", got, want)
		}
	}
	return true
}

// programs are the variants loaded so far by name (nil: not a variant).
var programs = map[string]*interpreter.Program{}

// recordGames are the games records are made of.
var recordGames = func() []*interpreter.Game {
	var out []*interpreter.Game
	for _, name := range variants.Names() {
		g, err := variants.MustLoad(name).Configure(nil)
		if err != nil {
			panic(err)
		}
		out = append(out, g)
	}
	return out
}()

// recordInput makes a record: a game of random moves, played to the end
// or not, written out, then perhaps changed a little.
func recordInput(rng *rand.Rand) string {
	g := recordGames[rng.IntN(len(recordGames))]
	opts := map[string]string{}
	for _, o := range g.Program().Options() {
		if len(o.Values) > 0 && rng.IntN(3) == 0 {
			opts[o.Name] = o.Values[rng.IntN(len(o.Values))]
		}
	}
	if gg, err := g.Program().Configure(opts); err == nil {
		g = gg
	} else {
		opts = map[string]string{}
	}
	mt := g.NewMatch()
	limit := []int{0, 3, 10, 1000}[rng.IntN(4)]
	for len(mt.Moves()) < limit && !mt.Result().Over {
		legal, err := mt.Legal()
		if err != nil || len(legal) == 0 {
			break
		}
		mt.Play(legal[rng.IntN(len(legal))])
	}
	rec := &Record{Variant: g.Program().Name(), Options: opts}
	for _, mv := range mt.Moves() {
		rec.Moves = append(rec.Moves, g.MoveName(mv))
	}
	if r := mt.Result(); r.Over {
		rec.Result = r.String()
	}
	if rng.IntN(4) == 0 {
		rec.Comments = []string{"a comment"}
	}
	if rng.IntN(6) == 0 {
		data, _ := g.Position(g.Start(), interpreter.Result{}).MarshalJSON()
		rec.Position = string(data)
	}
	lines := strings.Split(strings.TrimSuffix(rec.Format(), "\n"), "\n")
	names := g.Program().Board().Names
	for range rng.IntN(3) {
		i := rng.IntN(len(lines))
		switch rng.IntN(10) {
		case 0:
			lines = append(lines[:i], lines[i+1:]...) // a line lost
		case 1:
			lines = append(lines[:i+1], lines[i:]...) // a line twice
		case 2:
			lines[i] = lines[i] + " " + names[rng.IntN(len(names))] + []string{"", "cw", "ccw", "r", "x"}[rng.IntN(5)]
		case 3:
			lines = append(lines, "result: "+[]string{"south wins by score", "draw by repetition", "ongoing", ""}[rng.IntN(4)])
		case 4:
			lines = append(lines, fmt.Sprintf("option: %s=%d", []string{"lap-limit", "move-limit", "seeds", "x"}[rng.IntN(4)], rng.IntN(8)-1))
		case 5:
			lines[i] = lines[i][:rng.IntN(len(lines[i])+1)]
		case 6:
			lines = append(lines, []string{"variant: kalah", "variant: no-such", "variant: x.yml", "position: {}", "position: {\"ply\":1e40}", "moves:", "bogus", ": x", "#"}[rng.IntN(9)])
		case 7:
			lines[i] = strings.ToUpper(lines[i])
		}
	}
	if len(lines) > 0 && len(lines) < 3 && rng.IntN(4) == 0 {
		lines[0] = "variant: " + []string{"kalah", "oware", "../../x", "a.yaml", "kalah kalah"}[rng.IntN(5)]
	}
	return strings.Join(lines, "\n") + "\n"
}
