package conform

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mancala-toolkit/mancala/variants"
)

// A departure is a known way in which the recording engine departs from
// every published source. departures finds, from a recorded game alone
// (not from our replay of it), the plies at which one shows, by kind.
type departures func(gm *Game) map[int]string

// TestReferenceRulesets replays every ply of every recorded game of the
// eight reference files (per ply: each from the recorded position
// before it) under the ruleset that reads the game as the recording
// engine does. Every ply must agree, except the plies where a listed
// departure of that engine shows; and each departure found from the
// record alone must show as a difference where it is exact. The counts
// are those of the README's conformance table.
func TestReferenceRulesets(t *testing.T) {
	ref := referenceDir(t)
	if testing.Short() {
		t.Skip("-short: the reference rulesets take a while")
	}
	for _, tc := range []struct {
		file, variant, ruleset string
		moveMap                []string
		find                   departures
		exact                  []string // departure kinds that always show
		wantAgree              int      // plies that agree
		games                  int      // compare only the first games (0: all), for long records
	}{
		{file: "Kalah.jsonl.gz", variant: "kalah", ruleset: "ludii", wantAgree: 9026},
		{file: "Awari.jsonl.gz", variant: "oware", ruleset: "ludii-awari", find: originCapture(0), exact: []string{"origin-capture"}, wantAgree: 22192},
		{file: "Oware.jsonl.gz", variant: "oware", ruleset: "ludii-wari", find: originCapture(0), exact: []string{"origin-capture"}, wantAgree: 64741},
		{file: "Oware-Awari-Suggested.jsonl.gz", variant: "oware", ruleset: "ludii-awari-suggested", find: both(capBroken, originCapture(12)), exact: []string{"origin-capture", "cap-broken"}, wantAgree: 25396},
		{file: "Toguz-Kumalak.jsonl.gz", variant: "toguz-kumalak", ruleset: "ludii", find: northTuzdykOnA1, wantAgree: 33604},
		{file: "Hawalis.jsonl.gz", variant: "hawalis", ruleset: "ludii", wantAgree: 47729},
		{file: "Mweso.jsonl.gz", variant: "omweso", ruleset: "ludii-mweso", moveMap: []string{":place="}, wantAgree: 20730},
		{file: "En-Gehe.jsonl.gz", variant: "en-gehe", wantAgree: 47604},
		{file: "Das-Bohnenspiel.jsonl.gz", variant: "das-bohnenspiel", ruleset: "ludii", find: chainThroughOrigin, exact: []string{"chain-stops-at-origin"}, wantAgree: 12618},
		{file: "Vai-Lung-Thlan.jsonl.gz", variant: "vai-lung-thlan", ruleset: "ludii", wantAgree: 28778},
		{file: "Moruba.jsonl.gz", variant: "moruba", ruleset: "ludii", wantAgree: 49075},
		{file: "Tsoro.jsonl.gz", variant: "tsoro", ruleset: "ludii", find: capped, wantAgree: 21388},
		{file: "Tsoro-scrambled.jsonl.gz", variant: "tsoro", ruleset: "ludii", wantAgree: 17479},
		{file: "Mweiso.jsonl.gz", variant: "mweiso", ruleset: "ludii", find: capped, wantAgree: 6686},
		{file: "Lobudok.jsonl.gz", variant: "lobudok", ruleset: "ludii", find: both(capped, relaySplit), exact: []string{"relay-split"}, wantAgree: 38690},
		{file: "Lobudok-scrambled.jsonl.gz", variant: "lobudok", ruleset: "ludii", find: both(capped, relaySplit), exact: []string{"relay-split"}, wantAgree: 38241},
		{file: "Nsolo.jsonl.gz", variant: "nsolo", ruleset: "ludii", moveMap: nsoloRemove, find: capped, wantAgree: 80096},
		{file: "Pallankuli.jsonl.gz", variant: "pallankuli", ruleset: "ludii", find: foursAtLapEnd, exact: []string{"fours-at-lap-end"}, wantAgree: 7507},
		{file: "Adi.jsonl.gz", variant: "adi", ruleset: "ludii", find: longLapsFreeNothing, exact: []string{"long-laps-free-nothing"}, wantAgree: 17611},
		{file: "Sungka.jsonl.gz", variant: "sungka", ruleset: "ludii", wantAgree: 11653},
		{file: "Main-Chongkak.jsonl.gz", variant: "main-chongkak", ruleset: "ludii", wantAgree: 5901},
		{file: "Katra.jsonl.gz", variant: "katra", ruleset: "ludii", find: capped, games: 10, wantAgree: 24996},
		{file: "Katra-scrambled.jsonl.gz", variant: "katra", ruleset: "ludii", find: capped, games: 10, wantAgree: 24991},
		{file: "Hus-Nama.jsonl.gz", variant: "hus-nama", ruleset: "ludii", find: capped, games: 10, wantAgree: 20526},
		{file: "Hus-Nama-scrambled.jsonl.gz", variant: "hus-nama", ruleset: "ludii", find: capped, games: 10, wantAgree: 18478},
		{file: "Kiuthi.jsonl.gz", variant: "kiuthi", ruleset: "ludii", find: drawnEndToMove, wantAgree: 17307},
		{file: "Mwambulula.jsonl.gz", variant: "mwambulula", ruleset: "ludii", moveMap: mwambululaHand, wantAgree: 87489},
		{file: "Mwambulula-scrambled.jsonl.gz", variant: "mwambulula", ruleset: "ludii", moveMap: mwambululaHand, wantAgree: 88319},
		{file: "Bay-Khom.jsonl.gz", variant: "bay-khom", ruleset: "ludii", find: capped, wantAgree: 6017},
		{file: "Bay-Khom-scrambled.jsonl.gz", variant: "bay-khom", ruleset: "ludii", find: capped, wantAgree: 6286},
	} {
		t.Run(tc.file, func(t *testing.T) {
			p, err := variants.Load(tc.variant)
			if err != nil {
				t.Fatal(err)
			}
			mm, err := ParseMoveMap(tc.moveMap)
			if err != nil {
				t.Fatal(err)
			}
			r, err := NewRunner(p, tc.ruleset, nil, Config{PerPly: true, MoveMap: mm})
			if err != nil {
				t.Fatal(err)
			}
			rd, err := Open(filepath.Join(ref, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			defer rd.Close()
			expected := map[string]string{} // "seed/ply" → departure kind
			for n := 0; tc.games == 0 || n < tc.games; n++ {
				gm, err := rd.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				if tc.find != nil {
					for ply, kind := range tc.find(gm) {
						expected[fmt.Sprintf("%d/%d", *gm.Seed, ply)] = kind
					}
				}
				if err := r.Add(gm); err != nil {
					t.Fatal(err)
				}
			}
			rep := r.Report()
			shown := map[string]bool{}
			byKind := map[string]int{}
			for _, d := range rep.Differences {
				key := fmt.Sprintf("%d/%d", *d.Seed, d.Ply)
				kind, ok := expected[key]
				if !ok && neverEnds(d) {
					kind, ok = "never-ending-move", true
				}
				if !ok {
					t.Errorf("seed %d ply %d (%s): %s %v (rules %v): no listed departure", *d.Seed, d.Ply, d.Move, d.Kind, d.Detail, d.Rules)
					continue
				}
				if !shown[key] {
					byKind[kind]++
				}
				shown[key] = true
			}
			for key, kind := range expected {
				if slices.Contains(tc.exact, kind) && !shown[key] {
					t.Errorf("ply %s: a departure (%s) found in the record does not show", key, kind)
				}
			}
			if rep.PliesAgree != tc.wantAgree {
				t.Errorf("%d of %d plies agree, want %d", rep.PliesAgree, rep.Plies, tc.wantAgree)
			}
			var kinds []string
			for k, n := range byKind {
				kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
			}
			sort.Strings(kinds)
			t.Logf("| %s | %s %s | %d | %d | %d | %d | %s |", tc.file, tc.variant, tc.ruleset, rep.Games, rep.GamesAgree, rep.Plies, rep.PliesAgree, strings.Join(kinds, ", "))
		})
	}
}

// nsoloRemove names the recorded choice of an opponent's hole to take
// (c3:remove) by the mover's hole across from it (b3), as the nsolo
// description does.
var nsoloRemove = []string{
	"~^c([0-9]+):remove$=b${1}", "~^d([0-9]+):remove$=a${1}",
	"~^b([0-9]+):remove$=c${1}", "~^a([0-9]+):remove$=d${1}",
}

// mwambululaHand names the recorded opening (b6>S-hand*2: an inner hole
// emptied into the hand) by its hole, and the sowing of the hand (S-hand)
// by the first hole of the mover's track with the suffix r, as the
// mwambulula description does.
var mwambululaHand = []string{
	`~^([a-d][0-9]+)>[SN]-hand\*2$=$1`, "S-hand=a1:r", "N-hand=c1:r",
}

// neverEnds reports whether d is a move the record offers that never
// ends here (the recording engine would stop it at its cap).
func neverEnds(d *Difference) bool {
	if d.Kind != "legal" || len(d.Detail) == 0 {
		return false
	}
	for _, line := range d.Detail {
		if !strings.Contains(line, "offered by the record, not by us") ||
			!(strings.Contains(line, "does not end within the lap limit") || strings.Contains(line, "would never end")) {
			return false
		}
	}
	return true
}

func both(fs ...departures) departures {
	return func(gm *Game) map[int]string {
		out := map[int]string{}
		for _, f := range fs {
			for ply, kind := range f(gm) {
				if _, ok := out[ply]; !ok {
					out[ply] = kind
				}
			}
		}
		return out
	}
}

// before is the recorded position before ply (1 for the first).
func before(gm *Game, ply int) *Snapshot {
	if ply == 1 {
		return gm.Start
	}
	return &gm.States[ply-2]
}

// twoRowNext is the pit after pit on the anticlockwise circuit of a
// two-row board of n columns: a1 … aN, bN … b1.
func twoRowNext(pit string, n int) string {
	var col int
	fmt.Sscanf(pit[1:], "%d", &col)
	switch {
	case pit[0] == 'a' && col < n:
		return fmt.Sprintf("a%d", col+1)
	case pit[0] == 'a':
		return fmt.Sprintf("b%d", n)
	case col > 1:
		return fmt.Sprintf("b%d", col-1)
	}
	return "a1"
}

// sowTwoRow sows the seeds of pit mv on a two-row board of six columns
// as the rulesets read Oware: anticlockwise, over the emptied origin,
// and (cap > 0) over every pit that held cap seeds or more when the move
// began. It returns the pit of the last seed and whether that seed was
// the first dropped after passing over the origin.
func sowTwoRow(b *Snapshot, mv string, cap int) (last string, afterOrigin bool) {
	n, q, passed := b.Pits[mv], mv, false
	for n > 0 {
		q = twoRowNext(q, 6)
		if q == mv {
			passed = true
			continue
		}
		if cap > 0 && b.Pits[q] >= cap {
			continue
		}
		n--
		afterOrigin = passed
		passed = false
	}
	return q, afterOrigin
}

// originCapture: a lap ends on the first pit sown after its skipped
// origin, which is the opponent's and holds 2 or 3 after it; the
// recording engine tests the capture at the origin (the mover's own
// pit) and captures nothing.
func originCapture(cap int) departures {
	return func(gm *Game) map[int]string {
		out := map[int]string{}
		for i, mv := range gm.Moves {
			ply := i + 1
			landing, afterOrigin := sowTwoRow(before(gm, ply), mv, cap)
			if !afterOrigin || landing[0] == mv[0] {
				continue // no capture either way in the mover's own row
			}
			if n := gm.States[i].Pits[landing]; n == 2 || n == 3 {
				out[ply] = "origin-capture"
			}
		}
		return out
	}
}

// capBroken: with a cap of 12 seeds a pit, a pit that held 12 or more
// when the move began receives a seed all the same (the recording
// engine does not test the pit it sows right after passing over the
// origin).
func capBroken(gm *Game) map[int]string {
	out := map[int]string{}
	for i := range gm.Moves {
		ply := i + 1
		b, a := before(gm, ply), &gm.States[i]
		for pit, n := range b.Pits {
			if n >= 12 && a.Pits[pit] > n {
				out[ply] = "cap-broken"
			}
		}
	}
	return out
}

// capped: the plies of a game the recording engine stopped at its turn
// or move cap that the cap touches: the last one, which the cap may stop
// in the middle of a turn (the entry then holds only the laps played) or
// after a move that never ends, which we do not offer; and every ply
// after the 2500th, which our move limit, counting plies where the
// engine counts turns, does not play.
func capped(gm *Game) map[int]string {
	if gm.Result == nil || (gm.Result.Reason != "turn-limit" && gm.Result.Reason != "move-limit") {
		return nil
	}
	out := map[int]string{len(gm.Moves): "cap"}
	for ply := 2501; ply <= len(gm.Moves); ply++ {
		out[ply] = "cap"
	}
	return out
}

// drawnEndToMove: the last ply of a game the recording engine ended as
// a draw by its own end rule, after which it names North to move whoever
// moved last (Kiuthi: 5 of 5 such games); we name the player who would
// move next.
func drawnEndToMove(gm *Game) map[int]string {
	if gm.Result == nil || gm.Result.Reason != "end-rule" || gm.Result.Winner != nil {
		return nil
	}
	return map[int]string{len(gm.Moves): "end-to-move"}
}

// relaySplit: a ply after which the same player is to move again, in a
// game without extra turns: the recording engine offered the relay lap
// that goes on twice (the same pit from two of its rules), so that lap
// is not merged into the ply and the ply holds only the laps before it.
func relaySplit(gm *Game) map[int]string {
	out := map[int]string{}
	for i := 1; i < len(gm.Moves); i++ {
		if gm.States[i-1].ToMove == before(gm, i).ToMove {
			out[i] = "relay-split"
		}
	}
	return out
}

// northTuzdykOnA1: North's tuzdyk on a1 is never emptied by the
// recording engine, so its seeds stay there, count for South and may be
// sown by South. It shows at every ply where a1 is North's tuzdyk and
// holds seeds before or after.
func northTuzdykOnA1(gm *Game) map[int]string {
	out := map[int]string{}
	for i := range gm.Moves {
		ply := i + 1
		b, a := before(gm, ply), &gm.States[i]
		if b.Reserved["a1"] == "north" && (b.Pits["a1"] > 0 || a.Pits["a1"] > 0) {
			out[ply] = "a1-tuzdyk-kept"
		}
	}
	return out
}
