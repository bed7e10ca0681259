package conform

import (
	"fmt"
	"slices"
	"testing"
)

// TestRoundEnd: a record whose result is round-end holds the first round
// of a match. Seed 11 of the Pallankuli reference ends its first round
// at ply 9, with every counter swept off the board; ours, a match of
// rounds, goes on to the next round's set-up there, and a game of one
// round ends there: both agree with the round as it ended. The same game
// cut after ply 8 still says round-end, where our round goes on.
func TestRoundEnd(t *testing.T) {
	for _, match := range []string{"rounds", "single"} {
		for _, perPly := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/per-ply=%v", match, perPly), func(t *testing.T) {
				opts := map[string]string{"empty-row": "lap", "match": match}
				rep, err := compare(t, "pallankuli", opts, Config{PerPly: perPly}, "testdata/pallankuli.jsonl")
				if err != nil {
					t.Fatal(err)
				}
				if rep.GamesAgree != 1 || rep.PliesAgree != 9 || rep.DifferencesTotal != 0 {
					t.Errorf("games %d/%d, plies %d/%d agree; differences %v", rep.GamesAgree, rep.Games, rep.PliesAgree, rep.Plies, summary(rep))
				}
				rep, err = compare(t, "pallankuli", opts, Config{PerPly: perPly}, "testdata/pallankuli-cut.jsonl")
				if err != nil {
					t.Fatal(err)
				}
				if got, want := summary(rep), []found{{11, 8, "result"}}; !slices.Equal(got, want) {
					t.Errorf("cut after ply 8: got %v, want %v", got, want)
				}
				if len(rep.Differences) == 1 && !slices.Contains(rep.Differences[0].Detail, "the record's first round ends after ply 8; ours goes on") {
					t.Errorf("cut after ply 8: %v", rep.Differences[0].Detail)
				}
			})
		}
	}
}
