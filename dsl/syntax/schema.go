package syntax

import "encoding/json"

// Schema returns a JSON Schema (draft-07) of the variant file format, for
// editors: point a YAML language server at it to get completion and
// inline errors while typing. Expressions are strings; the checker, not
// the schema, reads them.
func Schema() ([]byte, error) {
	return json.MarshalIndent(schema(), "", "  ")
}

type obj = map[string]any

func str(doc string) obj { return obj{"type": "string", "description": doc} }
func cond(doc string) obj {
	return obj{"type": []string{"string", "boolean"}, "description": doc + " (an expression)"}
}
func number(doc string) obj {
	return obj{"type": []string{"integer", "string"}, "description": doc + " (a number, or an expression)"}
}
func intOrOpt(doc string) obj {
	return obj{"type": []string{"integer", "string"}, "description": doc + " (a number, or an expression of options such as option.columns)"}
}
func boolean(doc string) obj { return obj{"type": "boolean", "description": doc} }
func actions(doc string) obj {
	return obj{"description": doc + " (an action, or a list of actions)", "oneOf": []obj{{"type": "string"}, {"type": "array", "items": obj{"type": "string"}}}}
}
func oneOrMany(doc string) obj {
	return obj{"description": doc, "oneOf": []obj{{"type": "string"}, {"type": "array", "items": obj{"type": "string"}}}}
}
func object(doc string, props obj, required ...string) obj {
	o := obj{"type": "object", "description": doc, "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		o["required"] = required
	}
	return o
}

// listOf is a list of rules: each item is a rule, or an include item
// standing for the rules of a fragment.
func listOf(doc string, item obj) obj {
	include := object("the rules of a fragment, in this place", obj{
		"include": str("a built-in fragment's name or a file path"),
		"id":      str("the ID every included rule takes"),
		"ids":     obj{"type": "array", "items": obj{"type": "string"}, "description": "the IDs the included rules take, one each, in order"},
		"doc":     str("what the rules say"),
	}, "include")
	return obj{"type": "array", "description": doc, "items": obj{"oneOf": []obj{item, include}}}
}
func counts(doc string) obj {
	return obj{"type": "object", "description": doc, "additionalProperties": obj{"type": []string{"integer", "string"}}}
}

func ruleSchema(doc string) obj {
	return object(doc, obj{
		"id":    str("the rule's ID, e.g. K-R9; cited by traces, checks and errors"),
		"doc":   str("what the rule says, in words"),
		"phase": oneOrMany("the phases in which the rule applies (default: all)"),
		"when":  cond("the condition; a rule without one always fires"),
		"each":  eachSchema(),
		"do":    actions("what the rule does"),
	}, "do")
}

func eachSchema() obj {
	return object("run the actions once for each pit of a walk along the mover's track", obj{
		"from":  cond("the pit the walk starts from"),
		"step":  obj{"type": "integer", "description": "pits per step; negative goes backwards (default 1)"},
		"while": cond("the condition on pit under which the walk goes on"),
	}, "from", "while")
}

func schema() obj {
	player := obj{"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "a player: south or north, or a name of players"}
	side := object("a player's side", obj{
		"rows":  oneOrMany("row letters"),
		"front": str("the front row, one of rows (default: the one nearest the centre)"),
		"pits":  str("more pits of the side, in other rows: names and ranges as a track is written (b4..b6)"),
	})
	return obj{
		"$schema":              "http://json-schema.org/draft-07/schema#",
		"title":                "mancala variant",
		"description":          "A mancala variant described for the mancala toolkit; see docs/language.md.",
		"type":                 "object",
		"required":             []string{"name"},
		"additionalProperties": false,
		"properties": obj{
			"name":        obj{"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "description": "the variant's name"},
			"extends":     str("a built-in variant's name or a file path: every section this file does not give is taken from it"),
			"title":       str("the name for people"),
			"description": str("one line saying what the game is"),
			"source":      str("where the rules come from"),
			"rules":       str("file name of the rule document"),
			"options": obj{"type": "object", "description": "named options chosen when a game is set up",
				"additionalProperties": object("an option", obj{
					"default":   obj{"type": []string{"string", "integer"}, "description": "the default value"},
					"values":    obj{"type": "array", "items": obj{"type": []string{"string", "integer"}}, "description": "the allowed values"},
					"min":       obj{"type": "integer", "description": "smallest number"},
					"max":       obj{"type": "integer", "description": "largest number"},
					"unlimited": str("a word a number option also takes, meaning no limit"),
					"doc":       str("what the option does"),
				}, "default")},
			"rulesets": obj{"type": "object", "description": "named readings of the game: bundles of option values",
				"additionalProperties": object("a ruleset", obj{
					"doc":     str("what reading this is"),
					"source":  str("the source that plays or describes the game this way"),
					"options": obj{"type": "object", "description": "option name → value", "additionalProperties": obj{"type": []string{"string", "integer"}}},
				}, "doc")},
			"board": object("rows, columns and sides", obj{
				"rows":    intOrOpt("1 to 8 rows"),
				"columns": intOrOpt("1 to 64 columns"),
				"sides": obj{"description": "each player's rows, or none: every pit belongs to nobody", "oneOf": []obj{
					{"type": "object", "description": "each player's rows", "properties": obj{"south": side, "north": side}, "additionalProperties": side},
					{"type": "string", "enum": []string{"none"}},
				}},
				"stores": boolean("each player has a store"),
			}, "rows", "columns"),
			"marks":   oneOrMany("names of pit marks"),
			"players": obj{"type": "array", "items": obj{"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "minItems": 2, "maxItems": 6, "description": "the players' names in turn order (default: south, north)"},
			"values": obj{"type": "object", "description": "values the game remembers, of the game or of each player, set by actions",
				"additionalProperties": object("a value", obj{
					"kind":    obj{"type": "string", "enum": []string{"int", "bool", "pit", "direction"}, "description": "what it holds"},
					"per":     obj{"type": "string", "enum": []string{"game", "player"}, "description": "one value for the game (default), or one for each player"},
					"initial": obj{"type": []string{"string", "integer", "boolean"}, "description": "its value at the start (default 0, false or none)"},
					"doc":     str("what it remembers"),
					"keep":    boolean("kept from round to round of a match of rounds, instead of going back to its start value"),
				}, "kind")},
			"kinds": obj{"type": "object", "description": "kinds of seed, in the order they are sown from a hand; the first is the seed the set-up counts",
				"additionalProperties": object("a kind of seed", obj{
					"worth": obj{"type": "integer", "description": "what one seed of the kind is worth in a score (default 1)"},
					"doc":   str("what the kind is"),
				})},
			"setup": object("the start position", obj{
				"seeds":   intOrOpt("seeds in every pit"),
				"rows":    counts("row letter → seeds in each pit of the row"),
				"pits":    counts("pit name (or ROW-K: the K-th pit from the right-hand end of row ROW) → seeds"),
				"layout":  str("a diagram, North's edge first, one count per column"),
				"reserve": obj{"type": []string{"integer", "string", "object"}, "description": "seeds each player holds off the board: a number, or south/north"},
				"first":   player,
				"kinds":   obj{"type": "object", "description": "kind name → pit name or row letter → seeds of that kind added there", "additionalProperties": counts("pit name or row letter → seeds of the kind")},
			}),
			"phases": obj{"type": "array", "description": "the phases of the game", "items": object("a phase", obj{
				"name":  str("the phase's name"),
				"id":    str("a rule ID"),
				"doc":   str("what the phase is"),
				"enter": cond("when the game moves on to this phase"),
				"turns": obj{"type": "integer", "minimum": 1, "description": "the phase lasts this many turns, then the game moves on to the next phase"},
				"leave": cond("read after every move made in the phase: when it holds, the game moves on to the next phase"),
			}, "name")},
			"sowing": object("how seeds travel", obj{
				"direction":    obj{"type": "string", "pattern": "^(counterclockwise|clockwise|option\\.[a-z0-9_]+)$", "description": "the sowing direction, or option.NAME for an option of the two directions"},
				"track":        obj{"description": "board, own, or a track per player", "oneOf": []obj{{"type": "string", "enum": []string{"board", "own"}}, {"type": "object", "properties": obj{"south": obj{"type": "string"}, "north": obj{"type": "string"}}, "additionalProperties": obj{"type": "string"}}}},
				"skip_origin":  cond("every lap passes over the pit it was lifted from"),
				"skip":         cond("a seed passes over pit"),
				"origin_first": cond("a lap's first seed goes back into the pit it was lifted from"),
				"drop":         number("seeds dropped into pit (default 1)"),
				"place":        str("a kind (not the first) whose seed falls at the drop place_at gives, instead of in the declared order"),
				"place_at":     number("the number in the lap (1 for the first seed) of the seed at which the kind named by place falls"),
				"on_drop":      listOf("rules read after each seed falls", ruleSchema("a rule")),
				"order":        obj{"type": "string", "enum": []string{"kinds", "stack"}, "description": "with kinds: the order of the seeds within a hole, kind by kind (default) or a stack sown top first"},
			}, "track"),
			"moves": listOf("which pits a move may start from", object("a move rule", obj{
				"id":        str("the rule's ID"),
				"doc":       str("what the rule says"),
				"phase":     oneOrMany("phases in which it applies"),
				"when":      cond("condition on the position"),
				"from":      cond("condition on pit"),
				"fallback":  boolean("read only when the rules before it admit no pit"),
				"direction": obj{"type": "string", "enum": []string{"counterclockwise", "clockwise", "reverse"}, "description": "the way this rule's moves are sown"},
				"pits":      obj{"type": "string", "enum": []string{"own", "any"}, "description": "the pits from is read on: own (the mover's, default) or any (whoever owns them)"},
				"sow":       boolean("false: the move sows no seed; it is its before and do actions"),
				"before":    actions("actions run before the first lap"),
				"each":      eachSchema(),
				"do":        actions("the move's own steps, in place of sowing (with sow: false)"),
				"name":      str("the rule offers one move of this name, from no pit, sowing nothing, beside the pit moves (a proposal, an answer, a forfeit)"),
				"pass":      obj{"description": "true: the rule offers the move pass, when the player has no other legal move; optional: with the other moves too", "oneOf": []obj{{"type": "boolean"}, {"type": "string", "enum": []string{"optional"}}}},
				"lift":      number("how many seeds the move lifts (default: all)"),
				"lift_from": obj{"type": "string", "enum": []string{"pit", "bank", "reserve"}, "description": "where the move lifts its seeds from: its pit (default), or the mover's bank or reserve, to sow them on from its pit"},
			})),
			"lap_end":    listOf("rules read at the end of each lap; the first that holds fires", ruleSchema("a rule")),
			"after_move": listOf("rules read once after a move's last lap", ruleSchema("a rule")),
			"filters": listOf("narrow the legal moves by where they lead", object("a filter", obj{
				"id":     str("the rule's ID"),
				"doc":    str("what it says"),
				"when":   cond("condition before the move"),
				"keep":   cond("condition on the position after the move"),
				"strict": boolean("when no move passes, no move is legal"),
			}, "keep")),
			"end": listOf("end rules, read after every move", object("an end rule", obj{
				"id":     str("the rule's ID"),
				"doc":    str("what it says"),
				"when":   cond("when the game ends"),
				"winner": obj{"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "who wins: mover, opponent, a player (south, north, or a name of players), none or score"},
				"reason": str("a word reported with the result"),
			}, "when", "winner", "reason")),
			"score": number("the score of player"),
			"rounds": object("a match of rounds", obj{
				"when":     cond("whether the match has rounds"),
				"fill":     intOrOpt("seeds a pit needs at the start of a round"),
				"first":    obj{"type": "string", "enum": []string{"loser", "winner", "alternate", "next"}, "description": "who starts the next round (next: the player whose turn it would be)"},
				"unfilled": str("what becomes of a pit its player cannot fill: opponent (it passes to the other player), or a mark it bears for the round"),
				"points":   cond("the match points a round gives player, added up across the rounds (player.points)"),
				"target":   intOrOpt("the match points that win the match"),
				"refill":   str("a phase in which the players lay out their seeds again from their reserves, by the game's own rules (instead of the automatic layout)"),
				"keep":     cond("a condition on pit: the pits it holds for when a round ends keep their seeds and owner into the next round"),
				"split":    cond("a condition on pit: the seeds of the pits it holds for when a round ends are shared, half to the pit's owner and half to the other player"),
				"rotate":   cond("an integer expression of round and the options: how many places the sides have passed on round the players in round number round"),
			}, "fill"),
		},
	}
}
