package sim

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/agent"
)

// Reproducible reports whether the games of players can be played again
// move for move: neither player searches for a time (its moves would
// depend on the machine's speed).
func (p Players) Reproducible() bool {
	return !agent.Timed(p.South) && !agent.Timed(p.North)
}

// Verify checks that gm is game gm.Index of a run of g between
// players from seed. It replays the game's moves, which must be legal and
// end the game, and measures it again: every number must be the same,
// but for drama and stability, which come from the players'
// evaluations, and the seats those of the index. With full, it also
// plays the game again with its players, who must make the same moves
// and give the same numbers, evaluations included.
func Verify(g *interpreter.Game, players Players, seed uint64, gm *Game, full bool) error {
	want := replayGame(g, players, gm.Index, gm.Moves)
	want.Drama, want.Stability = gm.Drama, gm.Stability
	if err := compare(gm, &want); err != nil || !full {
		return err
	}
	want = playGame(g, players, seed, gm.Index)
	return compare(gm, &want)
}

// compare checks game gm against want, the game as the settings give it.
func compare(gm, want *Game) error {
	if want.Error != "" {
		return fmt.Errorf("game %d: %s", gm.Index, want.Error)
	}
	for k := range max(len(gm.Moves), len(want.Moves)) {
		if k >= len(gm.Moves) || k >= len(want.Moves) || gm.Moves[k] != want.Moves[k] {
			return fmt.Errorf("game %d: its moves differ from those of the game played under these settings from move %d on", gm.Index, k+1)
		}
	}
	if field := firstDifference(gm, want); field != "" {
		return fmt.Errorf("game %d: its %q differs from that of the game played under these settings", gm.Index, field)
	}
	return nil
}

// firstDifference names the first field, in JSON, in which a and b
// differ, or "".
func firstDifference(a, b *Game) string {
	fields := func(g *Game) map[string]any {
		data, _ := json.Marshal(g)
		var m map[string]any
		_ = json.Unmarshal(data, &m)
		return m
	}
	fa, fb := fields(a), fields(b)
	var keys []string
	for k := range fa {
		keys = append(keys, k)
	}
	for k := range fb {
		if _, ok := fa[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !reflect.DeepEqual(fa[k], fb[k]) {
			return k
		}
	}
	return ""
}
