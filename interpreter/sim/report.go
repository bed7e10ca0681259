package sim

import (
	"sort"
)

// Branching describes the legal moves per turn.
type Branching struct {
	Mean   float64 `json:"mean"`
	Median int     `json:"median"`
	Max    int     `json:"max"`
	// Choice is the share of turns with more than one legal move.
	Choice float64 `json:"choice"`
}

// Report is the outcome of a simulation.
type Report struct {
	Variant string            `json:"variant"`
	Options map[string]string `json:"options"`
	Players Players           `json:"players"`
	Seed    uint64            `json:"seed"`
	Games   int               `json:"games"`
	Errors  int               `json:"errors"`

	SouthWins Rate           `json:"south_wins"`
	NorthWins Rate           `json:"north_wins"`
	Draws     Rate           `json:"draws"`
	MoveLimit Rate           `json:"move_limit"`
	Reasons   map[string]int `json:"reasons"`
	// FirstPlayer is the share of decisive games the first player won;
	// Fairness the two-sided binomial p-value of that share against 1/2.
	FirstPlayer Rate    `json:"first_player"`
	Fairness    float64 `json:"fairness_p"`
	// AgentWins is each player's share of the games it played, when two
	// different players play (seats swapped every other game).
	AgentWins map[string]Rate `json:"agent_wins,omitempty"`

	Turns       Dist      `json:"turns"`
	Plies       Dist      `json:"plies"`
	LapsPerTurn Dist      `json:"laps_per_turn"`
	SownPerTurn Dist      `json:"sown_per_turn"`
	Branching   Branching `json:"branching"`
	Captures    Dist      `json:"captures"`
	LeadChanges Dist      `json:"lead_changes"`
	Decisive    Dist      `json:"decisive"`
	Repetition  Rate      `json:"repetition"`
	Drama       Dist      `json:"drama"`
	Stability   Dist      `json:"stability"`
}

// Summarize computes the report of a set of games (in any order).
func Summarize(variant string, options map[string]string, players Players, seed uint64, games []Game) *Report {
	gs := append([]Game(nil), games...)
	sort.Slice(gs, func(i, j int) bool { return gs[i].Index < gs[j].Index })
	r := &Report{Variant: variant, Options: options, Players: players, Seed: seed, Games: len(gs), Reasons: map[string]int{}}
	n := len(gs)
	var south, north, draws, limit, reps, firstWins, decisive int
	var turns, plies, lpt, spt, caps, leads, dec, drama, stab []float64
	hist := map[int]int{}
	var totalTurns, choices int
	agentGames, agentWins := map[string]int{}, map[string]int{}
	for _, g := range gs {
		if g.Error != "" {
			r.Errors++
		}
		r.Reasons[g.Reason]++
		switch {
		case g.Winner == "south":
			south++
		case g.Winner == "north":
			north++
		case g.Reason == "move-limit":
			limit++
		default:
			draws++
		}
		if g.Reason == "repetition" {
			reps++
		}
		if g.Winner != "" {
			decisive++
			if g.Winner == g.First {
				firstWins++
			}
			dec = append(dec, g.Decisive)
		}
		agentGames[g.South]++
		agentGames[g.North]++
		switch g.Winner {
		case "south":
			agentWins[g.South]++
		case "north":
			agentWins[g.North]++
		}
		turns = append(turns, float64(g.Turns))
		plies = append(plies, float64(g.Plies))
		if g.Turns > 0 {
			lpt = append(lpt, float64(g.Laps)/float64(g.Turns))
			spt = append(spt, float64(g.Sown)/float64(g.Turns))
		}
		caps = append(caps, float64(g.Captures))
		leads = append(leads, float64(g.LeadChanges))
		for k, c := range g.Branching {
			hist[k] += c
		}
		totalTurns += g.Turns
		choices += g.Choices
		if g.Drama != nil {
			drama = append(drama, *g.Drama)
		}
		if g.Stability != nil {
			stab = append(stab, *g.Stability)
		}
	}
	r.SouthWins, r.NorthWins, r.Draws, r.MoveLimit = rate(south, n), rate(north, n), rate(draws, n), rate(limit, n)
	r.Repetition = rate(reps, n)
	r.FirstPlayer = rate(firstWins, decisive)
	r.Fairness = binomialTwoSided(firstWins, decisive)
	if players.South != players.North {
		r.AgentWins = map[string]Rate{}
		for name, k := range agentGames {
			r.AgentWins[name] = rate(agentWins[name], k)
		}
	}
	r.Turns, r.Plies, r.LapsPerTurn, r.SownPerTurn = dist(turns), dist(plies), dist(lpt), dist(spt)
	r.Captures, r.LeadChanges, r.Decisive = dist(caps), dist(leads), dist(dec)
	r.Drama, r.Stability = dist(drama), dist(stab)
	r.Branching = branching(hist, totalTurns, choices)
	return r
}

func branching(hist map[int]int, turns, choices int) Branching {
	var b Branching
	if turns == 0 {
		return b
	}
	var keys []int
	sum := 0
	for k, c := range hist {
		keys = append(keys, k)
		sum += k * c
		b.Max = max(b.Max, k)
	}
	sort.Ints(keys)
	b.Mean = float64(sum) / float64(turns)
	seen := 0
	for _, k := range keys {
		seen += hist[k]
		if 2*seen >= turns {
			b.Median = k
			break
		}
	}
	b.Choice = float64(choices) / float64(turns)
	return b
}
