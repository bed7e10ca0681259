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
	Variant string `json:"variant"`
	// Ruleset is the ruleset the game plays, if any (see Game.Ruleset).
	Ruleset string            `json:"ruleset,omitempty"`
	Options map[string]string `json:"options"`
	Players Players           `json:"players"`
	Seed    uint64            `json:"seed"`
	Games   int               `json:"games"`
	// Errors is always 0: a game that stopped on an error is no
	// statistic, and a run that meets one fails.
	Errors int `json:"errors"`

	SouthWins Rate           `json:"south_wins"`
	NorthWins Rate           `json:"north_wins"`
	Draws     Rate           `json:"draws"`
	MoveLimit Rate           `json:"move_limit"`
	Reasons   map[string]int `json:"reasons"`
	// FirstPlayer is the share of decisive games the first player won;
	// Fairness the two-sided binomial p-value of that share against 1/2
	// (against 1/N in a game of N players).
	FirstPlayer Rate    `json:"first_player"`
	Fairness    float64 `json:"fairness_p"`
	// AgentWins is each player's share of the games it played, when two
	// different players play (seats swapped every other game).
	AgentWins map[string]Rate `json:"agent_wins,omitempty"`
	// PlayerWins is each player's share of the games, by name, in a
	// game of more than two players (SouthWins and NorthWins are then
	// 0).
	PlayerWins map[string]Rate `json:"player_wins,omitempty"`
	// PlayerOrder are those players' names in turn order.
	PlayerOrder []string `json:"player_order,omitempty"`

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

// Stats gathers the games of a run as they finish, in any order, into
// its report. It keeps counts and samples of few distinct values, not the
// games, so its size does not grow with the number of games (see sample
// for the exception of drama and stability). The report is the same,
// to the last bit, whatever the order of the games.
type Stats struct {
	r                                                     Report
	south, north, draws, limit, reps, firstWins, decisive int
	turns, plies, lpt, spt, caps, leads, dec, drama, stab sample
	hist                                                  map[int]int
	totalTurns, choices                                   int
	agentGames, agentWins                                 map[string]int
	playerWins                                            map[string]int
}

// NewStats starts the statistics of a run of the variant's ruleset
// ("" for none) with the options.
func NewStats(variant, ruleset string, options map[string]string, players Players, seed uint64) *Stats {
	return &Stats{
		r:    Report{Variant: variant, Ruleset: ruleset, Options: options, Players: players, Seed: seed, Reasons: map[string]int{}},
		hist: map[int]int{}, agentGames: map[string]int{}, agentWins: map[string]int{}, playerWins: map[string]int{},
	}
}

// Add counts a game. A game that stopped on an error is no statistic:
// Add refuses it with a *GameError.
func (st *Stats) Add(g *Game) error {
	if g.Error != "" {
		return &GameError{Game: *g}
	}
	r := &st.r
	r.Games++
	r.Reasons[g.Reason]++
	if g.Players != nil && st.r.PlayerOrder == nil {
		st.r.PlayerOrder = g.Players
	}
	switch {
	case g.Players != nil && g.Winner != "":
		st.playerWins[g.Winner]++
	case g.Winner == "south":
		st.south++
	case g.Winner == "north":
		st.north++
	case g.Reason == "move-limit":
		st.limit++
	default:
		st.draws++
	}
	if g.Reason == "repetition" {
		st.reps++
	}
	if g.Winner != "" {
		st.decisive++
		if g.Winner == g.First {
			st.firstWins++
		}
		st.dec.add(g.Decisive)
	}
	if g.Seats != nil {
		for k, a := range g.Seats {
			st.agentGames[a]++
			if k < len(g.Players) && g.Players[k] == g.Winner {
				st.agentWins[a]++
			}
		}
	} else {
		st.agentGames[g.South]++
		st.agentGames[g.North]++
		switch g.Winner {
		case "south":
			st.agentWins[g.South]++
		case "north":
			st.agentWins[g.North]++
		}
	}
	st.turns.add(float64(g.Turns))
	st.plies.add(float64(g.Plies))
	if g.Turns > 0 {
		st.lpt.add(float64(g.Laps) / float64(g.Turns))
		st.spt.add(float64(g.Sown) / float64(g.Turns))
	}
	st.caps.add(float64(g.Captures))
	st.leads.add(float64(g.LeadChanges))
	for k, c := range g.Branching {
		st.hist[k] += c
	}
	st.totalTurns += g.Turns
	st.choices += g.Choices
	if g.Drama != nil {
		st.drama.add(*g.Drama)
	}
	if g.Stability != nil {
		st.stab.add(*g.Stability)
	}
	return nil
}

// Report computes the report of the games added so far.
func (st *Stats) Report() *Report {
	r := st.r
	r.Reasons = map[string]int{}
	for k, v := range st.r.Reasons {
		r.Reasons[k] = v
	}
	n := r.Games
	r.SouthWins, r.NorthWins, r.Draws, r.MoveLimit = rate(st.south, n), rate(st.north, n), rate(st.draws, n), rate(st.limit, n)
	r.Repetition = rate(st.reps, n)
	if r.PlayerOrder != nil {
		r.PlayerWins = map[string]Rate{}
		for _, who := range r.PlayerOrder {
			r.PlayerWins[who] = rate(st.playerWins[who], n)
		}
	}
	r.FirstPlayer = rate(st.firstWins, st.decisive)
	r.Fairness = binomialTwoSided(st.firstWins, st.decisive)
	if k := len(r.PlayerOrder); k > 2 {
		r.Fairness = binomialTest(st.firstWins, st.decisive, 1/float64(k))
	}
	if r.Players.South != r.Players.North {
		r.AgentWins = map[string]Rate{}
		for name, k := range st.agentGames {
			r.AgentWins[name] = rate(st.agentWins[name], k)
		}
	}
	r.Turns, r.Plies, r.LapsPerTurn, r.SownPerTurn = st.turns.dist(), st.plies.dist(), st.lpt.dist(), st.spt.dist()
	r.Captures, r.LeadChanges, r.Decisive = st.caps.dist(), st.leads.dist(), st.dec.dist()
	r.Drama, r.Stability = st.drama.dist(), st.stab.dist()
	r.Branching = branching(st.hist, st.totalTurns, st.choices)
	return &r
}

// Summarize computes the report of a set of games (in any order); it
// refuses a game that stopped on an error.
func Summarize(variant, ruleset string, options map[string]string, players Players, seed uint64, games []Game) (*Report, error) {
	st := NewStats(variant, ruleset, options, players, seed)
	for i := range games {
		if err := st.Add(&games[i]); err != nil {
			return nil, err
		}
	}
	return st.Report(), nil
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
