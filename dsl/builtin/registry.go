package builtin

// Name is a name in scope in some sections: `landing`, `mover`, `ply`.
type Name struct {
	Name     string
	Type     Type
	Sections Section
	Doc      string
	Example  string
}

// Attr is an attribute `x.name` of values of one type.
type Attr struct {
	On       Type
	Name     string
	Type     Type
	Sections Section // where it may be used; 0 means everywhere its value exists
	Doc      string
	Example  string
}

// Param is a parameter of a function or an action. A parameter with a
// default may be left out; a named parameter may be given as `name: value`.
type Param struct {
	Name    string
	Type    Type
	Default string // "" when required
	Doc     string
}

// Func is a function `name(args)` that yields a value.
type Func struct {
	Name    string
	Params  []Param
	Result  Type
	Doc     string
	Example string
}

// Action is a step of a rule's `do` list.
type Action struct {
	Name     string
	Params   []Param
	Sections Section
	Doc      string
	Example  string
	// Flow is true for actions that decide how the move goes on (end,
	// relay, sow, illegal).
	Flow bool
	// Lifts is true for actions that lift seeds into the hand for the
	// next lap to sow (relay, sow). Seeds in the hand must be sown: the
	// checker rejects an end after such an action in the same do list,
	// and the engine fails a move that ends with seeds in the hand.
	Lifts bool
	// Clamp, when not nil, says how the engine treats a count argument
	// below the least it takes as written.
	Clamp *Clamp
}

// Clamp describes a count parameter the engine clamps: a value below Min
// is not taken as written. The checker warns about a constant below Min,
// and the engine reports the values it clamps to observers (check).
type Clamp struct {
	Param string // the count parameter
	Min   int    // the least value taken as written
	Does  string // what the engine does with a smaller value
	Fix   string // what to write instead
}

// Names in scope. mover and opponent are the player making the move and
// the other player; in `end` and `phases[].enter`, evaluated after a move,
// mover is the player who just moved and opponent the player to move next.
var Names = []Name{
	{"landing", Pit, SecLapEnd, "the pit where the last seed of the lap fell", "landing.before == 3"},
	{"pit", Pit, SecSkip | SecDrop | SecMoveFrom | SecEach | SecMoveDo | SecPitCond, "the pit in question: the pit a seed is about to fall into (skip, drop), has just fallen into (on_drop), a move may start from or is made from (moves), the walk has reached (each), or, in the condition of where, all, any or first, each pit of the set or of the track in turn", "pit.count >= 2"},
	{"lap", Lap, SecLap, "the lap being sown", "lap.number == 1"},
	{"move", Move, SecLap | SecAfterMove | SecFilter | SecEach | SecMoveDo, "the move being made (in filters: the move just tried)", "move.start"},
	{"mover", Player, SecAll &^ SecScore, "the player making the move (after a move: the one who just moved)", "mover.bank"},
	{"opponent", Player, SecAll &^ SecScore, "the other player (after a move: the one who did not just move, who is to move next unless the mover has an extra turn); in a game of more than two players, the next player in turn order, mover.next", "opponent.seeds == 0"},
	{"to_move", Player, SecEnd, "the player to move next: the opponent, or the mover again after an extra turn", "to_move.side.seeds == 0"},
	{"player", Player, SecScore, "the player being scored", "player.seeds + player.bank"},
	{"south", Player, SecAll, "the player South", "south.reserve"},
	{"north", Player, SecAll, "the player North", "north.reserve"},
	{"nobody", Player, SecAll, "no player: the owner and side of a pit on neither player's side (and of none); nobody has no bank, reserve or store, and owns the pits of neither side", "landing.owner == nobody"},
	{"ply", Int, SecAll, "the number of the move being made, 1 for the first move of the game; after a move, the number of the move just made", "ply == 1"},
	{"phase", String, SecAll, "the name of the current phase (\"main\" when the variant has no phases)", `phase == "raiding"`},
	{"round", Int, SecAll, "the rounds finished before this one, in a match of rounds (0 in the first)", "round > 0"},
	{"moves", Int, SecEnd, "the number of legal moves of the player to move, a pass not counted (a move that never ends is not legal under `endless: illegal`)", "moves == 0"},
	{"passes", Int, SecAll, "how many passes in a row have led to this position (0 after any other move)", "passes >= 1 and moves == 0"},
	{"repeated", Int, SecEnd | SecMoveWhen, "how many times the position now reached (every pit, owner and mark, banks, reserves, values, phase and player to move) has occurred in the game, this time included", "repeated >= 2"},
	{"option", Options, SecAll | SecParam, "the options: option.NAME is the value of option NAME, with - written as _", "option.capture_with_seed"},
	{"board", Board, SecAll, "the board: board.rows, board.columns", "board.columns"},
	{"game", Game, SecAll, "the values of the game declared in values: game.NAME (a value of each player is read on the player: mover.NAME)", `game.way == "clockwise"`},
	{"none", Pit, SecAll, "no pit", "behind(landing) == none"},
	{"sown", Sown, SecDrop, "the seeds of the drop just made into pit (one seed, or as many as sowing.drop says): sown.KIND is how many of them are of a declared kind (see kinds)", "sown.stone > 0"},
}

// Attrs lists the attributes of each type. Mark names declared in `marks`
// are attributes too: on a pit, whether it bears the mark (bool); on a
// player, how many pits owned by the player bear it (int).
var Attrs = []Attr{
	{Pit, "count", Int, 0, "the seeds in the pit now", "opposite(landing).count > 0"},
	{Pit, "before", Int, SecDrop | SecLapEnd, "the seeds the pit held before the last seed fell into it; only for landing, and for pit in on_drop", "landing.before == 0"},
	{Pit, "start_count", Int, SecSkip | SecDrop | SecSkipOrigin | SecLapEnd | SecAfterMove | SecEach | SecMoveFrom | SecMoveWhen | SecMoveDo, "the seeds the pit held when the move began (before any seed of the move was lifted or sown)", "pit.start_count >= 12"},
	{Pit, "owner", Player, 0, "the player who owns the pit now (ownership can change during a game)", "landing.owner == mover"},
	{Pit, "side", Player, 0, "the player on whose side of the board the pit lies (never changes)", "landing.side == opponent"},
	{Pit, "front", Bool, 0, "the pit lies in the front row of its side", "landing.front"},
	{Pit, "back", Bool, 0, "the pit lies in the back row of its side", "pit.back"},
	{Pit, "row", Int, 0, "the pit's row, 1 for row a (0 for a store)", "pit.row == 1"},
	{Pit, "column", Int, 0, "the pit's column, 1 to board.columns (0 for a store)", "pit.column == board.columns"},
	{Pit, "exists", Bool, 0, "the pit is a pit of the board, not none", "behind(landing).exists"},
	{Pit, "store", Bool, 0, "the pit is a store (see board.stores)", "landing.store and landing.owner == mover"},
	{Player, "bank", Int, 0, "the seeds the player has captured and holds off the board", "mover.bank >= 25"},
	{Player, "reserve", Int, 0, "the seeds the player has not yet brought into play", "mover.reserve > 0"},
	{Player, "seeds", Int, 0, "the seeds in the pits the player owns, their store included (`player.side.seeds` for their rows alone)", "opponent.seeds == 0"},
	{Player, "pits", Pits, 0, "the pits the player owns (their store included)", "mover.pits.occupied"},
	{Player, "side", Pits, 0, "the pits of the player's side (rows, not the store), whoever owns them", "mover.side.seeds"},
	{Player, "front", Pits, 0, "the player's front row", "opponent.front.seeds == 0"},
	{Player, "back", Pits, 0, "the player's back row", "mover.back.seeds"},
	{Player, "other", Player, 0, "the other player (only in a game of two players: with more, write next or previous)", "landing.owner.other"},
	{Player, "store", Pit, 0, "the player's store (none without board.stores)", "mover.store.count"},
	{Player, "track", Pits, 0, "the pits of the player's track (stores on it included)", "(mover.track where pit.count == 0).size"},
	{Pits, "seeds", Int, 0, "the seeds in all the pits of the set", "mover.front.seeds"},
	{Pits, "size", Int, 0, "how many pits the set has", "mover.pits.size"},
	{Pits, "occupied", Int, 0, "how many pits of the set hold seeds", "mover.side.occupied == 0"},
	{Lap, "number", Int, 0, "the lap's number in the move, 1 for the first", "lap.number == 1"},
	{Lap, "sown", Int, 0, "the seeds sown so far in this lap (all of them, at lap_end)", "lap.sown >= 2"},
	{Lap, "origin", Pit, 0, "the pit the lap's seeds were lifted from; for a lap that sow starts, its origin= (by default the from of the last sow, even when the seeds came from other pits: a pit of the opponent's, say, for captured seeds)", "lap.origin"},
	{Lap, "penultimate", Pit, 0, "the pit the last-but-one seed of the lap fell into (none if the lap sowed one seed)", "lap.penultimate.reserved"},
	{Lap, "first", Pit, 0, "the pit the lap's first seed fell into", "lap.first"},
	{Lap, "seeds", Int, 0, "the seeds lifted for this lap", "lap.seeds > 1"},
	{Lap, "reversed", Bool, 0, "the lap goes against the track (a move made the other way, or after reverse)", "lap.reversed"},
	{Lap, "direction", Direction, 0, "the way the lap goes round the board: \"clockwise\" or \"counterclockwise\" (on explicit tracks \"forward\", along the track, or \"reverse\")", "lap.direction == game.way"},
	{Move, "start", Pit, 0, "the pit the move was made from", "move.start"},
	{Move, "laps", Int, 0, "laps sown so far in the move", "move.laps"},
	{Move, "captured", Int, 0, "the seeds the move has taken with capture so far", "move.captured > 0"},
	{Board, "rows", Int, 0, "the number of rows", "board.rows"},
	{Board, "columns", Int, 0, "the number of columns", "board.columns"},
	{Board, "pits", Pits, 0, "every pit of the board, stores included", "(board.pits where not pit.reserved).seeds == 0"},
	{Player, "points", Int, 0, "the match points the player has won in the rounds finished (rounds.points); 0 in a match not scored by points", "player.points"},
	{Pit, "worth", Int, 0, "what the pit's seeds are worth: each seed counts the worth of its kind (see kinds; without kinds, the count)", "landing.worth >= 10"},
	{Pits, "worth", Int, 0, "what the seeds of the set are worth, each seed the worth of its kind (without kinds, the seeds)", "player.side.worth"},
	{Player, "worth", Int, 0, "what the seeds of the player's bank are worth, each seed the worth of its kind (without kinds, the bank)", "player.worth + player.pits.worth"},
	{Player, "next", Player, 0, "the player whose turn comes after this player's, in the order of players (the other player, in a game of two; nobody's is nobody)", "landing.owner == mover.next"},
	{Player, "previous", Player, 0, "the player whose turn comes before this player's, in the order of players (the other player, in a game of two)", "mover.previous.bank"},
}

// Funcs are the functions on pits.
var Funcs = []Func{
	{"opposite", []Param{{"p", Pit, "", "a pit"}}, Pit, "the pit in the same column across the centre line (a3↔b3 on two rows; b3↔c3 and a3↔d3 on four)", "opposite(landing).count"},
	{"behind", []Param{{"p", Pit, "", "a pit"}}, Pit, "the pit one row further from the centre on the same side, same column; none for a back-row pit (there is no inverse: on a side's own circuit the pit in front of an outer pit p is `first(pit after p where pit.column == p.column)`)", "behind(opposite(landing))"},
	{"next", []Param{{"p", Pit, "", "a pit"}, {"n", Int, "1", "how many steps"}}, Pit, "the pit n steps after p along the mover's track (none if p is not on it)", "next(pit).count == 0"},
	{"prev", []Param{{"p", Pit, "", "a pit"}, {"n", Int, "1", "how many steps"}}, Pit, "the pit n steps before p along the mover's track (none if p is not on it)", "prev(landing)"},
	{"row", []Param{{"r", Int, "", "row number, 1 for a"}}, Pits, "the pits of a row", "row(2).seeds"},
	{"column", []Param{{"c", Int, "", "column number, 1 to board.columns"}}, Pits, "the pits of a column, one in each row", "column(1).occupied"},
	{"all", []Param{{"s", Pits, "", "a set of pits"}, {"c", Bool, "", "a condition on pit"}}, Bool, "whether c holds for every pit of s (true for an empty set)", "all(mover.side where not pit.reserved, pit.count == 0)"},
	{"any", []Param{{"s", Pits, "", "a set of pits"}, {"c", Bool, "", "a condition on pit"}}, Bool, "whether c holds for some pit of s (false for an empty set)", "any(mover.side, pit.count == 2)"},
	{"first", []Param{{"p", Pit, "", "the pit the search starts from, itself not looked at"}, {"c", Bool, "", "a condition on pit"}}, Pit, "the first pit after p, going the way next steps along the mover's track, for which c holds (first(pit before p where c): going the way prev steps); none when no pit of the track other than p does, or p is not on the track", "first(pit after landing where pit.count == 0)"},
	{"rotate", []Param{{"p", Pit, "", "a pit"}}, Pit, "the pit p would be if the board were turned half a turn: the same place as seen from the other player's seat (a1↔b6 on 2×6)", "rotate(landing).reserved"},
}

// Actions are the steps a rule can take.
var Actions = []Action{
	{Name: "end", Sections: SecLapEnd, Flow: true,
		Doc: "end the move: no further lap is sown", Example: "end"},
	{Name: "relay", Sections: SecLapEnd, Flow: true, Lifts: true,
		Doc: "lift every seed of the landing pit and sow them in a new lap, starting with the pit after it", Example: "relay"},
	{Name: "sow", Params: []Param{{"from", Pit, "", "the pit whose seeds are lifted"}, {"at", Pit, "", "the pit that receives the first seed"}, {"origin", Pit, "from", "the pit the new lap counts as lifted from (its lap.origin, and the pit skip_origin passes over)"}, {"kind", String, "any", "a kind declared in kinds: only the seeds of that kind are lifted, the others staying in `from`"}}, Sections: SecLapEnd, Flow: true, Lifts: true,
		Doc: "lift every seed of `from` (with kind, every seed of that kind) and sow them in a new lap along the mover's track, the first seed into `at` (which must be on the track)", Example: "sow(opposite(landing), at=landing)"},
	{Name: "illegal", Sections: SecLapEnd | SecAfterMove | SecMoveDo, Flow: true,
		Doc: "the move is not legal; it is left out of the legal moves", Example: "illegal"},
	{Name: "reverse", Sections: SecLapEnd,
		Doc: "the laps after this one go the other way round the track", Example: "reverse"},
	{Name: "uncapture", Sections: SecAfterMove,
		Doc: "put back every seed the move has taken with capture, each into the pit it came from", Example: "uncapture"},
	{Name: "capture", Params: []Param{{"p", Pit, "", "the pit emptied"}, {"by", Player, "mover", "whose bank receives the seeds"}, {"into", Pit, "none", "a pit (a store) that receives them instead of the bank"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecEach | SecMoveDo,
		Doc: "move every seed of p to a player's bank, or into a pit such as the mover's store (captured seeds that leave play are banked too; a variant that does not score the bank treats them as removed); counted in move.captured and undone by uncapture; capturing an empty pit (or none) does nothing: no event, nothing counted", Example: "capture(opposite(landing), into=mover.store)"},
	{Name: "take", Params: []Param{{"p", Pit, "", "the pit"}, {"n", Int, "", "how many seeds (at most what p holds)"}, {"by", Player, "mover", "whose bank receives them"}, {"bottom", Bool, "false", "with sowing.order stack: true takes the seeds from the bottom of p's stack, false from its top"}, {"kind", String, "any", "a kind declared in kinds: only seeds of that kind are taken (at most what p holds of it); left out, the first kind first"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecEach | SecMoveDo,
		Doc: "move n seeds of p to a player's bank; with kind, n seeds of that kind only, the others staying in p (a store's large stone taken without its counters)", Example: "take(pit, 1, by=pit.owner)",
		Clamp: &Clamp{"n", 0, "takes no seed", "give a count of 0 or more"}},
	{Name: "move", Params: []Param{{"from", Pit, "", "the pit seeds leave"}, {"to", Pit, "", "the pit they join"}, {"n", Int, "-1", "how many (at most what `from` holds; -1 for all)"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecEach | SecMoveDo,
		Doc: "move seeds from one pit to another without sowing", Example: "move(lap.penultimate, landing, 1)",
		Clamp: &Clamp{"n", -1, "moves every seed, as -1 does", "write -1, or leave n out, to move every seed"}},
	{Name: "own", Params: []Param{{"p", Pit, "", "the pit"}, {"by", Player, "mover", "its new owner"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecEach | SecMoveDo,
		Doc: "make a player the owner of a pit for the rest of the game (or until owned again)", Example: "own(landing)"},
	{Name: "mark", Params: []Param{{"p", Pit, "", "the pit"}, {"mark", String, "", "a name declared in marks"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecEach | SecMoveDo,
		Doc: "put a mark on a pit (marks are declared in `marks`)", Example: "mark(landing, reserved)"},
	{Name: "unmark", Params: []Param{{"p", Pit, "", "the pit"}, {"mark", String, "", "a name declared in marks"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecEach | SecMoveDo,
		Doc: "take a mark off a pit", Example: "unmark(landing, reserved)"},
	{Name: "introduce", Params: []Param{{"p", Pit, "", "the pit"}, {"n", Int, "1", "how many seeds"}, {"by", Player, "mover", "whose reserve the seeds come from (the opponent's, for a counter surrendered or lent between rounds)"}}, Sections: SecMoveFrom | SecLapEnd | SecAfterMove | SecMoveDo,
		Doc: "put n seeds from a player's reserve (the mover's unless by says otherwise) into a pit (at most what the reserve holds)", Example: "introduce(pit, 4)",
		Clamp: &Clamp{"n", 0, "introduces no seed", "give a count of 0 or more"}},
	{Name: "set", Params: []Param{{"v", Ref, "", "a value declared in values: game.NAME, or PLAYER.NAME for a value of each player"}, {"x", Same, "", "the new value: a number, a condition, a pit (or none) or a direction (or none)"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecEach | SecMoveDo,
		Doc: "give a value declared in `values` a new value, kept from move to move until it is set again (setting the value of no player, the owner of none, does nothing)", Example: "set(game.way, lap.direction)"},
	{Name: "add", Params: []Param{{"v", Ref, "", "an int value declared in values: game.NAME, or PLAYER.NAME for a value of each player"}, {"n", Int, "1", "how much to add (negative to take away)"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecEach | SecMoveDo,
		Doc: "add n to an int value declared in `values`; the value stays between -1,000,000,000 and 1,000,000,000", Example: "add(mover.owed, -1)"},
	{Name: "choose", Params: []Param{{"v", Ref, "", "a pit, direction, bool or int value declared in values: game.NAME, or PLAYER.NAME for a value of each player"}, {"options", Pits, "both", "for a pit value, the pits the mover chooses among, in the set's order; left out for a direction (the sowing direction or the other) or a bool (false or true)"}, {"min", Int, "none", "for an int value, the least number the mover may choose"}, {"max", Int, "none", "for an int value, the greatest (at most 64 numbers, each from 0 to 254)"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecMoveDo,
		Doc: "the mover chooses the new value of a value declared in `values`: each choice is a move of its own, named by the move's pit followed by `:` and the choice (a3:b8, a2:cw, a1:yes, a1:3); a set of one pit or a range of one number is no choice, an empty set sets none, an empty range makes the move illegal; see Choices during a move", Example: "choose(game.kichwa, mover.front where pit.column == 1 or pit.column == board.columns)"},
	{Name: "extra_turn", Sections: SecLapEnd | SecAfterMove | SecMoveDo,
		Doc: "the mover moves again after this move", Example: "extra_turn"},
	{Name: "swap", Params: []Param{{"p", Pit, "", "a pit"}, {"q", Pit, "", "another pit"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecEach | SecMoveDo,
		Doc: "exchange the seeds of two pits (owners and marks stay); the board turned half a turn is swap(pit, rotate(pit)) for each pit of one side", Example: "swap(pit, rotate(pit))"},
	{Name: "draw", Params: []Param{{"v", Ref, "", "a pit, direction or bool value declared in values: game.NAME, or PLAYER.NAME for a value of each player"}, {"options", Pits, "both", "for a pit value, the pits drawn among, each as likely, in the set's order; left out for a direction (the sowing direction or the other) or a bool (false or true)"}}, Sections: SecLapEnd | SecDrop | SecAfterMove | SecMoveFrom | SecMoveDo,
		Doc: "draw lots for the new value of a value declared in `values`: chance, not the mover, picks one of the options, each as likely, from the game's seed; the outcome is written after the move's name and `~` (a3~b8, a2~cw, a1~yes); a set of one pit is no draw, an empty set sets none; see Chance", Example: "draw(game.kichwa, mover.side where pit.count == 0)"},
	{Name: "lay", Params: []Param{{"p", Pit, "", "the pit"}, {"kind", String, "", "a kind declared in kinds"}, {"n", Int, "1", "how many seeds"}, {"by", Player, "mover", "whose holding the seeds come from"}, {"from", String, "bank", "the holding: bank, or reserve (which holds seeds of the first kind only)"}}, Sections: SecMoveFrom | SecLapEnd | SecAfterMove | SecMoveDo | SecEach | SecDrop,
		Doc: "put n seeds of a kind from a player's bank (or reserve) into a pit, at most what the holding has of the kind: captured large stones laid out again between rounds; see kinds", Example: "lay(a1, stone)",
		Clamp: &Clamp{"n", 0, "lays no seed", "give a count of 0 or more"}},
}

// LookupName returns the context name called n.
func LookupName(n string) (Name, bool) {
	for _, x := range Names {
		if x.Name == n {
			return x, true
		}
	}
	return Name{}, false
}

// LookupAttr returns the attribute name of type t.
func LookupAttr(t Type, name string) (Attr, bool) {
	for _, a := range Attrs {
		if a.On == t && a.Name == name {
			return a, true
		}
	}
	return Attr{}, false
}

// AttrNames lists the attributes of type t.
func AttrNames(t Type) []string {
	var out []string
	for _, a := range Attrs {
		if a.On == t {
			out = append(out, a.Name)
		}
	}
	return out
}

// LookupFunc returns the function called n.
func LookupFunc(n string) (Func, bool) {
	for _, f := range Funcs {
		if f.Name == n {
			return f, true
		}
	}
	return Func{}, false
}

// LookupAction returns the action called n.
func LookupAction(n string) (Action, bool) {
	for _, a := range Actions {
		if a.Name == n {
			return a, true
		}
	}
	return Action{}, false
}
