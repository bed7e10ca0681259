package interpreter_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

var fuzzLong = flag.Bool("fuzzlong", false, "run the fuzz bodies over a corpus 30 times as large")

// fuzzCount is how many generated inputs a corpus test runs: a couple of
// seconds' worth, or thirty times as many with -fuzzlong.
func fuzzCount(n int) int {
	if *fuzzLong {
		return 30 * n
	}
	if testing.Short() {
		return n / 10
	}
	return n
}

// fuzzGames are the games the position fuzzers read positions of: every
// built-in variant with its default options.
var fuzzGames = func() []*interpreter.Game {
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

// FuzzPosition: no text given to --position makes reading it panic, and
// a position accepted (read, converted and validated) holds the
// invariants: counts in range, the variant's seed total, a player to
// move; it writes back to the same position, and a game started from it
// plays on without an error.
//
//	go test ./interpreter -run XXX -fuzz FuzzPosition -fuzztime 60s
func FuzzPosition(f *testing.F) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := range 40 {
		v := uint8(i % len(fuzzGames))
		f.Add(v, positionInput(rng, fuzzGames[v]))
	}
	f.Fuzz(func(t *testing.T, v uint8, data []byte) {
		checkPosition(t, fuzzGames[int(v)%len(fuzzGames)], data)
	})
}

// TestPositionCorpus runs FuzzPosition's body over generated inputs.
func TestPositionCorpus(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	accepted := 0
	n := fuzzCount(3000)
	defer func() { t.Logf("%d of %d accepted", accepted, n) }()
	for i := range n {
		g := fuzzGames[i%len(fuzzGames)]
		data := positionInput(rng, g)
		if checkPosition(t, g, data) {
			accepted++
		}
		if t.Failed() {
			t.Fatalf("input %d (%s): %s", i, g.Program().Name(), data)
		}
	}
	// a corpus of nothing but refusals would test little
	if accepted < n/10 || accepted > n*9/10 {
		t.Errorf("%d of %d positions accepted", accepted, n)
	}
}

// checkPosition is the body of FuzzPosition. It reports whether the
// position was accepted.
func checkPosition(t *testing.T, g *interpreter.Game, data []byte) bool {
	pos, err := interpreter.ParsePosition(data)
	if err != nil {
		return false
	}
	s, err := g.State(pos)
	if err != nil {
		return false
	}
	if err := g.Validate(s); err != nil {
		return false
	}
	p := g.Program()
	// it holds what the text says
	for name, n := range pos.Pits {
		if i := p.Board().PitIndex(name); i < 0 || int(s.Pits[i]) != n {
			t.Errorf("pit %s: read %d, holds %d", name, n, s.Pits[max(i, 0)])
		}
	}
	for pl, who := range p.PlayerNames() {
		if int(s.Bank[pl]) != pos.Bank[who] || int(s.Reserve[pl]) != pos.Reserve[who] {
			t.Errorf("%s: read bank %d, reserve %d; holds %d, %d", who, pos.Bank[who], pos.Reserve[who], s.Bank[pl], s.Reserve[pl])
		}
	}
	if int(s.Ply) != pos.Ply || int(s.Round) != pos.Round {
		t.Errorf("read ply %d, round %d; holds %d, %d", pos.Ply, pos.Round, s.Ply, s.Round)
	}
	total := g.Start().Total()
	if s.Total() != total {
		t.Errorf("accepted with %d seeds, not %d", s.Total(), total)
	}
	counts := append(append(s.Bank[:], s.Reserve[:]...), s.Pits...)
	for _, c := range counts {
		if c < 0 || int(c) > total {
			t.Errorf("accepted a count of %d", c)
		}
	}
	for i, o := range s.Owner {
		if o < -1 || int(o) >= p.Players() { // a player, or nobody (-1)
			t.Errorf("accepted owner %d of %s", o, p.Board().Names[i])
		}
	}
	if s.ToMove < 0 || int(s.ToMove) >= p.Players() || int(s.Phase) >= len(p.Variant().Phases) || s.Phase < 0 || s.Ply < 0 || s.Round < 0 {
		t.Errorf("accepted to-move %d, phase %d, ply %d, round %d", s.ToMove, s.Phase, s.Ply, s.Round)
	}
	// written and read again, it is the same position
	out, err := json.Marshal(g.Position(s, interpreter.Result{}))
	if err != nil {
		t.Fatal(err)
	}
	pos2, err := interpreter.ParsePosition(out)
	if err != nil {
		t.Fatalf("written as %s, it does not read back: %v", out, err)
	}
	s2, err := g.State(pos2)
	if err != nil {
		t.Fatalf("written as %s, it does not convert back: %v", out, err)
	}
	if a, b := g.FormatText(s), g.FormatText(s2); a != b || s.Ply != s2.Ply || s.Round != s2.Round {
		t.Errorf("written and read back as\n%s\nnot\n%s", b, a)
	}
	// the game goes on from it
	mt, err := g.NewMatchFrom(s)
	if err != nil {
		t.Fatalf("accepted, but no game starts from it: %v", err)
	}
	mt.Debug(true)
	rng := rand.New(rand.NewPCG(uint64(len(data)), 3))
	for range 8 {
		if mt.Result().Over {
			break
		}
		legal, err := mt.Legal()
		if err != nil {
			t.Fatalf("accepted, but the legal moves of %s are an error: %v", g.FormatText(mt.State()), err)
		}
		if len(legal) == 0 {
			t.Fatalf("a game not over with no legal move:\n%s", g.FormatText(mt.State()))
		}
		if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("accepted, but a move from it fails: %v", err)
		}
	}
	return true
}

// positionInput makes a --position text for g: a position reached by a
// few random moves, written as JSON, then perhaps changed a little, the
// way a person editing it by hand (or a broken program) might.
func positionInput(rng *rand.Rand, g *interpreter.Game) []byte {
	mt := g.NewMatch()
	for range rng.IntN(12) {
		legal, err := mt.Legal()
		if err != nil || len(legal) == 0 || mt.Result().Over {
			break
		}
		mt.Play(legal[rng.IntN(len(legal))])
	}
	pos := g.Position(mt.State(), mt.Result())
	b := g.Program().Board()
	pit := func() string { return b.Names[rng.IntN(len(b.Names))] }
	player := func() string { return []string{"south", "north", "east", ""}[rng.IntN(4)] }
	count := func() int {
		return []int{0, 1, 2, -1, 100000, 100001, 1 << 31, 1<<32 + 4, 1 << 40, -(1 << 40)}[rng.IntN(10)]
	}
	// move seeds from one place to another: valid if the total holds
	moveSeeds := func() {
		from, to := pit(), pit()
		if pos.Pits[from] < 0 || pos.Pits[from] > 1<<20 {
			return
		}
		n := rng.IntN(pos.Pits[from] + 1)
		pos.Pits[from] -= n
		pos.Pits[to] += n
	}
	for range rng.IntN(3) {
		switch rng.IntN(12) {
		case 0, 1, 2:
			moveSeeds()
		case 3:
			if rng.IntN(2) == 0 {
				pos.Pits[pit()] = count()
			} else {
				pos.Pits[pit()] += 1 << 32 // the same count, in an int32
			}
		case 4:
			pos.Bank[player()] = count()
		case 5:
			pos.Reserve[player()] = count()
		case 6:
			pos.Ply = []int{count(), 1 << 31, 1<<32 + pos.Ply, 1 << 30}[rng.IntN(4)]
		case 7:
			pos.Round = count()
		case 8:
			pos.ToMove = player()
		case 9:
			pos.Phase = []string{"", "main", "placing", "playing", "sowing", "x"}[rng.IntN(6)]
		case 10:
			if pos.Owners == nil {
				pos.Owners = map[string]string{}
			}
			pos.Owners[pit()] = player()
		case 11:
			if pos.Marks == nil {
				pos.Marks = map[string][]string{}
			}
			marks := g.Program().Variant().Marks
			m := "nosuch"
			if len(marks) > 0 && rng.IntN(4) > 0 {
				m = marks[rng.IntN(len(marks))]
			}
			pos.Marks[pit()] = append(pos.Marks[pit()], m)
		}
	}
	if rng.IntN(4) == 0 {
		pos.Reserved[pit()] = player()
	}
	if rng.IntN(6) == 0 {
		delete(pos.Pits, pit())
	}
	data, err := pos.MarshalJSON()
	if err != nil {
		panic(err)
	}
	text := string(data)
	// and a few changes to the text itself
	switch rng.IntN(10) {
	case 0:
		text = text[:rng.IntN(len(text)+1)]
	case 1:
		i := rng.IntN(len(text) + 1)
		text = text[:i] + []string{"}", "{", ",", `"a1":4,`, "1e30", "-", `"`, " ", "\n", "null", "[]"}[rng.IntN(11)] + text[i:]
	case 2:
		text = strings.Replace(text, `"pits":{`, fmt.Sprintf(`"pits":{"%s":%d,`, pit(), rng.IntN(5)), 1)
	case 3:
		text += []string{" ", "\n", "{}", "x", `{"ply":1}`}[rng.IntN(5)]
	}
	return []byte(text)
}
