package audit_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/audit"
	"github.com/mancala-toolkit/mancala/variants"
)

// TestReproducible: the same seed gives the same report for any number
// of workers.
func TestReproducible(t *testing.T) {
	g, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	one, err := audit.Run(context.Background(), g, audit.Config{Games: 200, Seed: 7, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	four, err := audit.Run(context.Background(), g, audit.Config{Games: 200, Seed: 7, Workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, four) {
		t.Errorf("1 worker and 4 workers disagree:\n%+v\n%+v", one, four)
	}
	other, _ := audit.Run(context.Background(), g, audit.Config{Games: 200, Seed: 8, Workers: 2})
	if reflect.DeepEqual(one.Plies, other.Plies) && reflect.DeepEqual(one.Winners, other.Winners) {
		t.Errorf("seeds 7 and 8 gave the same games")
	}
}

// TestReportCountsRules: on Bao Kingulu every lap_end rule does its
// work in 300 random games: K-R7 only by rejecting candidates, the
// capture rule K-R9 by capturing; and nothing breaks.
func TestReportCountsRules(t *testing.T) {
	g, _ := variants.MustLoad("bao-kingulu").Configure(nil)
	rep, err := audit.Run(context.Background(), g, audit.Config{Games: 300, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.NeverFired) != 0 || len(rep.Violations) != 0 || rep.Reasons["score"] != 300 {
		t.Errorf("never fired %v, violations %v, reasons %v", rep.NeverFired, rep.Violations, rep.Reasons)
	}
	for _, r := range rep.Rules {
		switch r.ID {
		case "K-R7":
			if r.Fired != 0 || r.Rejected == 0 {
				t.Errorf("K-R7 fired %d, rejected %d; it can only reject", r.Fired, r.Rejected)
			}
		case "K-R9":
			if r.Captures == 0 || r.Seeds < 2*r.Captures/2 {
				t.Errorf("K-R9 captured %d times, %d seeds", r.Captures, r.Seeds)
			}
		}
	}
}

// TestFiltersAreCounted: Oware's must-feed filter (O-R7) is listed and
// counts the moves it removed.
func TestFiltersAreCounted(t *testing.T) {
	g, _ := variants.MustLoad("oware").Configure(nil)
	rep, err := audit.Run(context.Background(), g, audit.Config{Games: 200, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Rules {
		if r.Section == "filters" {
			if r.ID != "O-R7" || r.Fired != 0 || r.Rejected == 0 {
				t.Errorf("filter %s fired %d, rejected %d; want O-R7 removing moves", r.ID, r.Fired, r.Rejected)
			}
			return
		}
	}
	t.Errorf("no filter in the rule table: %+v", rep.Rules)
}

// TestNeverFiredIsFlagged: an option that turns a rule off leaves it
// listed as never fired.
func TestNeverFiredIsFlagged(t *testing.T) {
	g, _ := variants.MustLoad("bao-kingulu").Configure(map[string]string{"first-lap-restriction": "off"})
	rep, _ := audit.Run(context.Background(), g, audit.Config{Games: 50, Seed: 1, Workers: 2})
	if len(rep.NeverFired) != 1 || rep.NeverFired[0] != "lap_end K-R7 (variants/bao-kingulu.yaml:60:5)" {
		t.Errorf("never fired = %v", rep.NeverFired)
	}
}

// relayNext sows the whole board and relays from the pit after the
// landing with sow: seeds lifted on the mover's track are relayed, not
// captured, even from the opponent's row.
const relayNext = `
name: relay-next
board: {rows: 2, columns: 5}
setup: {seeds: 3}
sowing: {direction: counterclockwise, track: board}
moves:
  - from: pit.count > 0 and pit.side == mover
lap_end:
  - id: X-R1
    when: next(landing).count > 0 and lap.number < 20
    do: sow(next(landing), at=next(landing, 2))
  - id: X-R2
    do: end
end:
  - when: moves == 0
    winner: opponent
    reason: no-moves
`

// TestSowCapturesOffTrackOnly: Omweso's captures, lifted from the
// opponent's rows (off the mover's track) and re-sown, count as
// captures; a relay by sow from a pit on the mover's track does not.
func TestSowCapturesOffTrackOnly(t *testing.T) {
	p, diags := variants.Compile("relay-next.yaml", []byte(relayNext))
	if p == nil {
		t.Fatal(diags)
	}
	for _, tc := range []struct {
		prog       *interpreter.Program
		name, rule string
		captures   bool
	}{
		{variants.MustLoad("omweso"), "omweso", "W-R6", true},
		{p, "relay-next", "X-R1", false},
	} {
		g, _ := tc.prog.Configure(nil)
		rep, err := audit.Run(context.Background(), g, audit.Config{Games: 100, Seed: 1, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range rep.Rules {
			if r.ID != tc.rule {
				continue
			}
			found = true
			if r.Fired == 0 || (r.Captures > 0) != tc.captures {
				t.Errorf("%s %s: fired %d, captures %d; want captures: %v", tc.name, tc.rule, r.Fired, r.Captures, tc.captures)
			}
		}
		if !found {
			t.Errorf("%s: no rule %s in %+v", tc.name, tc.rule, rep.Rules)
		}
	}
}

// TestPassesAreCounted: a pass rule fires each time a player passes. In
// Ludii's Awari (ruleset ludii-awari) a player who cannot feed passes
// (O-R15), which random games meet.
func TestPassesAreCounted(t *testing.T) {
	g, err := variants.MustLoad("oware").ConfigureRuleset("ludii-awari", nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := audit.Run(context.Background(), g, audit.Config{Games: 300, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Rules {
		if r.Section == "moves" && r.ID == "O-R15" {
			if r.Fired == 0 {
				t.Errorf("the pass rule O-R15 fired %d times in 300 games", r.Fired)
			}
			return
		}
	}
	t.Errorf("no pass rule in the rule table: %+v", rep.Rules)
}
