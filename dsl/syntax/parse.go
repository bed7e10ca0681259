package syntax

import (
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// Keys of each section, in the order the language reference lists them.
var (
	topKeys     = []string{"name", "extends", "title", "description", "source", "rules", "options", "rulesets", "board", "marks", "values", "setup", "phases", "sowing", "moves", "lap_end", "after_move", "filters", "end", "score", "rounds", "kinds", "players"}
	optionKeys  = []string{"default", "values", "min", "max", "unlimited", "doc"}
	rulesetKeys = []string{"doc", "source", "options"}
	valueKeys   = []string{"kind", "per", "initial", "doc", "keep"}
	kindKeys    = []string{"worth", "doc"}
	boardKeys   = []string{"rows", "columns", "sides", "stores"}
	sideKeys    = []string{"rows", "front", "pits"}
	setupKeys   = []string{"seeds", "rows", "pits", "layout", "reserve", "first", "kinds"}
	phaseKeys   = []string{"name", "id", "doc", "enter", "turns", "leave"}
	sowingKeys  = []string{"direction", "track", "skip_origin", "skip", "origin_first", "drop", "on_drop", "order", "place", "place_at"}
	ruleKeys    = []string{"id", "doc", "phase", "when", "each", "do"}
	eachKeys    = []string{"from", "step", "while"}
	filterKeys  = []string{"id", "doc", "when", "keep", "strict"}
	moveKeys    = []string{"id", "doc", "phase", "when", "pits", "from", "fallback", "direction", "sow", "before", "each", "do", "pass", "name", "lift", "lift_from"}
	endRuleKeys = []string{"id", "doc", "when", "winner", "reason"}
	roundsKeys  = []string{"when", "fill", "first", "unfilled", "refill", "points", "target", "keep", "split", "rotate"}
)

// Keys lists the keys of each section of a variant file, for the schema
// and the language reference.
func Keys() map[string][]string {
	return map[string][]string{
		"": topKeys, "options.*": optionKeys, "rulesets.*": rulesetKeys, "values.*": valueKeys, "kinds.*": kindKeys, "board": boardKeys, "board.sides.*": sideKeys,
		"setup": setupKeys, "phases[]": phaseKeys, "sowing": sowingKeys,
		"lap_end[]": ruleKeys, "lap_end[].each": eachKeys, "filters[]": filterKeys, "moves[]": moveKeys, "moves[].each": eachKeys, "end[]": endRuleKeys,
	}
}

// Parse reads a variant file. It returns a tree even when there are
// errors, with the parts it could read, so that later stages can report
// more problems in the same run.
func Parse(file string, src []byte) (*Variant, diag.List) {
	return ParseWith(file, src, nil)
}

func (r *reader) parse(src []byte) (*Variant, diag.List) {
	root := r.document(src)
	if root == nil {
		return &Variant{File: r.file, Pos: diag.Pos{File: r.file, Line: 1, Col: 1}, Keys: map[string]diag.Pos{}}, r.diags
	}
	return r.variant(root), r.diags
}

// variant reads a variant's top-level mapping, and the parent it extends.
func (r *reader) variant(root *yaml.Node) *Variant {
	v := &Variant{File: r.file, Pos: diag.Pos{File: r.file, Line: 1, Col: 1}, Keys: map[string]diag.Pos{}}
	required := []string{"name", "board", "setup", "sowing", "moves", "end"}
	if hasKey(root, "extends") {
		required = []string{"name"} // the rest may come from the parent
	}
	var parent *yaml.Node
	r.fields(root, "variant", topKeys, required, func(key string, n *yaml.Node) {
		v.Keys[key] = r.pos(n)
		switch key {
		case "extends":
			parent = n
			v.Extends = r.str(n, "extends")
		case "name":
			v.Name = r.str(n, "name")
		case "title":
			v.Title = r.str(n, "title")
		case "description":
			v.Description = r.str(n, "description")
		case "source":
			v.Source = r.str(n, "source")
		case "rules":
			v.Rules = r.str(n, "rules")
		case "options":
			r.entries(n, "options", func(k, val *yaml.Node) { v.Options = append(v.Options, r.option(k, val)) })
		case "rulesets":
			r.entries(n, "rulesets", func(k, val *yaml.Node) {
				if val.Kind == yaml.ScalarNode && val.Tag == "!!null" && hasKey(root, "extends") {
					// NAME: ~ drops the parent's ruleset of that name
					v.Rulesets = append(v.Rulesets, &Ruleset{Pos: r.pos(k), Name: r.str(k, "ruleset name"), Drop: true})
					return
				}
				v.Rulesets = append(v.Rulesets, r.ruleset(k, val))
			})
		case "board":
			v.Board = r.board(n)
		case "marks":
			if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
				// reported as an error, but read so its uses are not
				v.Marks = append(v.Marks, r.str(n, "mark"))
			}
			r.seq(n, "marks", func(it *yaml.Node) {
				if r.scalar(it, "marks item") {
					v.Marks = append(v.Marks, r.str(it, "mark"))
				}
			})
		case "players":
			r.seq(n, "players", func(it *yaml.Node) {
				if r.scalar(it, "players item") {
					v.Players = append(v.Players, r.str(it, "player"))
				}
			})
		case "values":
			r.entries(n, "values", func(k, val *yaml.Node) { v.Values = append(v.Values, r.valueDecl(k, val)) })
		case "kinds":
			r.entries(n, "kinds", func(k, val *yaml.Node) { v.Kinds = append(v.Kinds, r.kindDecl(k, val)) })
		case "setup":
			v.Setup = r.setup(n)
		case "phases":
			r.seq(n, "phases", func(it *yaml.Node) {
				if p := r.phase(it); p != nil { // else reported
					v.Phases = append(v.Phases, p)
				}
			})
		case "sowing":
			v.Sowing = r.sowing(n)
		case "moves":
			if n.Kind == yaml.SequenceNode && len(n.Content) == 0 {
				r.errorf(n, "moves", "moves: at least one move rule is needed")
			}
			r.items(n, "moves", func(r *reader, it *yaml.Node, id *Str) {
				m := r.moveRule(it)
				if id != nil {
					m.ID = *id
				}
				v.Moves = append(v.Moves, m)
			})
		case "lap_end":
			v.LapEnd = r.rules(n, "lap_end")
		case "after_move":
			v.AfterMove = r.rules(n, "after_move")
		case "filters":
			r.items(n, "filters", func(r *reader, it *yaml.Node, id *Str) {
				f := r.filter(it)
				if id != nil {
					f.ID = *id
				}
				v.Filters = append(v.Filters, f)
			})
		case "end":
			r.items(n, "end", func(r *reader, it *yaml.Node, id *Str) {
				e := r.endRule(it)
				if id != nil {
					e.ID = *id
				}
				v.End = append(v.End, e)
			})
		case "score":
			v.Score = r.cond(n, "score")
		case "rounds":
			v.Rounds = r.rounds(n)
		}
	})
	if parent != nil {
		r.extends(v, parent)
	}
	v.Rulesets = slices.DeleteFunc(v.Rulesets, func(rs *Ruleset) bool { return rs.Drop }) // left if the parent could not be read
	return v
}

func (r *reader) option(k, n *yaml.Node) *Option {
	o := &Option{Pos: r.pos(k), Name: r.str(k, "option name")}
	what := "option " + k.Value
	r.fields(n, what, optionKeys, []string{"default"}, func(key string, v *yaml.Node) {
		before := len(r.diags)
		defer func() { o.Bad = o.Bad || key != "doc" && len(r.diags) > before }()
		switch key {
		case "default":
			o.Default = r.value(v, what+" default")
		case "values":
			r.seq(v, what+" values", func(it *yaml.Node) {
				if x := r.value(it, what+" value"); x != nil {
					o.Values = append(o.Values, x)
				}
			})
		case "min":
			o.Min = r.int(v, what+" min")
		case "max":
			o.Max = r.int(v, what+" max")
		case "unlimited":
			o.Unlimited = r.str(v, what+" unlimited")
		case "doc":
			o.Doc = r.str(v, what+" doc")
		}
	})
	return o
}

func (r *reader) valueDecl(k, n *yaml.Node) *ValueDecl {
	d := &ValueDecl{Pos: r.pos(k), Name: r.str(k, "value name")}
	what := "value " + k.Value
	r.parentKey = k // a missing key is reported at the value's name
	r.fields(n, what, valueKeys, []string{"kind"}, func(key string, v *yaml.Node) {
		switch key {
		case "kind":
			d.Kind = r.str(v, what+" kind")
		case "per":
			d.Per = r.str(v, what+" per")
		case "initial":
			d.Initial = r.cond(v, what+" initial")
		case "doc":
			d.Doc = r.str(v, what+" doc")
		case "keep":
			d.Keep, d.KeepPos = r.bool(v, what+" keep"), r.pos(v)
		}
	})
	return d
}

// kindDecl reads the declaration of a kind of seed: `NAME: {worth: N,
// doc: …}`, or `NAME: {}`.
func (r *reader) kindDecl(k, n *yaml.Node) *KindDecl {
	d := &KindDecl{Pos: r.pos(k), Name: r.str(k, "kind name")}
	what := "kind " + k.Value
	if k.Value == "order" && n.Kind == yaml.ScalarNode {
		// order: stack written among the kinds
		r.errorf(n, "type", "kinds: every key is a kind of seed, and %s is no declaration of one", kindName(n))
		r.diags.Suggest("the order of the seeds within a hole is a key of sowing: order: %s", n.Value)
		return d
	}
	r.fields(n, what, kindKeys, nil, func(key string, v *yaml.Node) {
		switch key {
		case "worth":
			d.Worth = r.int(v, what+" worth")
		case "doc":
			d.Doc = r.str(v, what+" doc")
		}
	})
	return d
}

func (r *reader) ruleset(k, n *yaml.Node) *Ruleset {
	rs := &Ruleset{Pos: r.pos(k), Name: r.str(k, "ruleset name")}
	what := "ruleset " + k.Value
	r.fields(n, what, rulesetKeys, []string{"doc"}, func(key string, v *yaml.Node) {
		switch key {
		case "doc":
			rs.Doc = r.str(v, what+" doc")
		case "source":
			rs.Source = r.str(v, what+" source")
		case "options":
			r.entries(v, what+" options", func(ok, ov *yaml.Node) {
				if x := r.value(ov, what+" option "+ok.Value); x != nil {
					rs.Options = append(rs.Options, RulesetValue{Name: r.str(ok, "option name"), Value: x})
				}
			})
		}
	})
	return rs
}

func (r *reader) board(n *yaml.Node) *Board {
	b := &Board{Pos: r.pos(n)}
	r.fields(n, "board", boardKeys, []string{"rows", "columns"}, func(key string, v *yaml.Node) {
		switch key {
		case "rows":
			b.Rows = r.intOrOption(v, "board rows")
		case "columns":
			b.Columns = r.intOrOption(v, "board columns")
		case "stores":
			b.Stores = r.bool(v, "board stores")
		case "sides":
			if v.Kind == yaml.ScalarNode && v.Tag == "!!str" {
				b.NoSides = r.pos(v) // no pit is either player's
				if v.Value != "none" {
					r.errorf(v, "type", "board sides must be a mapping of south and north, or none, not %q", v.Value)
					r.diags.Suggest("sides: none leaves every pit to nobody; sides: {south: {rows: [a]}, north: {rows: [b]}} gives each player a row")
				}
				return
			}
			r.entries(v, "board sides", func(k, sv *yaml.Node) {
				s := &Side{Pos: r.pos(k), Player: r.str(k, "player")}
				r.fields(sv, "side "+k.Value, sideKeys, nil, func(key string, x *yaml.Node) {
					switch key {
					case "rows":
						s.Rows = r.strs(x, "side rows")
					case "front":
						s.Front = r.str(x, "side front")
					case "pits":
						s.Pits = r.str(x, "side pits")
					}
				})
				b.Sides = append(b.Sides, s)
			})
		}
	})
	return b
}

func (r *reader) setup(n *yaml.Node) *Setup {
	s := &Setup{Pos: r.pos(n)}
	r.fields(n, "setup", setupKeys, nil, func(key string, v *yaml.Node) {
		switch key {
		case "seeds":
			s.Seeds = r.intOrOption(v, "setup seeds")
		case "rows":
			s.Rows = r.counts(v, "setup rows")
		case "pits":
			s.Pits = r.counts(v, "setup pits")
		case "layout":
			l := r.str(v, "setup layout")
			l.Pos = r.textPos(v)
			s.Layout = &l
		case "reserve":
			if v.Kind == yaml.MappingNode {
				s.Reserve = r.counts(v, "setup reserve")
			} else {
				s.Reserve = []PitCount{{Name: Str{Pos: r.pos(v)}, Count: r.intOrOption(v, "setup reserve")}}
			}
		case "first":
			s.First = r.str(v, "setup first")
		case "kinds":
			r.entries(v, "setup kinds", func(k, val *yaml.Node) {
				s.Kinds = append(s.Kinds, KindSetup{Kind: r.str(k, "kind name"), Where: r.counts(val, "setup kinds "+k.Value)})
			})
		}
	})
	return s
}

// phase reads a phase; nil if it is not a mapping (reported).
func (r *reader) phase(n *yaml.Node) *Phase {
	p := &Phase{Pos: r.pos(n)}
	ok := r.fields(n, "phase", phaseKeys, []string{"name"}, func(key string, v *yaml.Node) {
		switch key {
		case "name":
			before := len(r.diags)
			if p.Name = r.str(v, "phase name"); len(r.diags) > before {
				p.Name = Str{} // unreadable, and reported: as if not given
			}
		case "id":
			p.ID = r.str(v, "phase id")
		case "doc":
			p.Doc = r.str(v, "phase doc")
		case "enter":
			p.Enter = r.cond(v, "phase enter")
		case "turns":
			p.Turns = r.int(v, "phase turns")
		case "leave":
			p.Leave = r.cond(v, "phase leave")
		}
	})
	if !ok {
		return nil
	}
	return p
}

func (r *reader) sowing(n *yaml.Node) *Sowing {
	s := &Sowing{Pos: r.pos(n)}
	r.fields(n, "sowing", sowingKeys, []string{"track"}, func(key string, v *yaml.Node) {
		switch key {
		case "direction":
			s.Direction = r.str(v, "sowing direction")
		case "track":
			if v.Kind == yaml.MappingNode {
				r.entries(v, "sowing track", func(k, t *yaml.Node) {
					s.Tracks = append(s.Tracks, TrackDef{Player: r.str(k, "player"), Text: r.str(t, "track")})
				})
			} else {
				s.Track = r.str(v, "sowing track")
			}
		case "skip_origin":
			s.SkipOrigin = r.cond(v, "sowing skip_origin")
		case "skip":
			s.Skip = r.cond(v, "sowing skip")
		case "origin_first":
			s.OriginFirst = r.cond(v, "sowing origin_first")
		case "drop":
			s.Drop = r.cond(v, "sowing drop")
		case "on_drop":
			s.OnDrop = r.rules(v, "on_drop")
		case "order":
			s.Order = r.str(v, "sowing order")
		case "place":
			s.Place = r.str(v, "sowing place")
		case "place_at":
			s.PlaceAt = r.cond(v, "sowing place_at")
		}
	})
	return s
}

func (r *reader) rules(n *yaml.Node, what string) []*Rule {
	var out []*Rule
	r.items(n, what, func(r *reader, it *yaml.Node, id *Str) {
		ru := &Rule{Pos: r.pos(it)}
		if id != nil {
			defer func() { ru.ID = *id }()
		}
		ok := r.fields(it, what+" rule", ruleKeys, []string{"do"}, func(key string, v *yaml.Node) {
			switch key {
			case "id":
				ru.ID = r.str(v, "rule id")
			case "doc":
				ru.Doc = r.str(v, "rule doc")
			case "phase":
				ru.Phase = r.strs(v, "rule phase")
			case "when":
				ru.When = r.cond(v, "rule when")
			case "each":
				ru.Each = r.each(v)
			case "do":
				ru.Do = r.actions(v, "rule do")
			}
		})
		if ok { // else reported, and left out so as not to read as a rule that always fires
			out = append(out, ru)
		}
	})
	return out
}

func (r *reader) moveRule(n *yaml.Node) *MoveRule {
	m := &MoveRule{Pos: r.pos(n)}
	r.fields(n, "move rule", moveKeys, nil, func(key string, v *yaml.Node) {
		switch key {
		case "id":
			m.ID = r.str(v, "move id")
		case "doc":
			m.Doc = r.str(v, "move doc")
		case "phase":
			m.Phase = r.strs(v, "move phase")
		case "when":
			m.When = r.cond(v, "move when")
		case "from":
			m.From = r.cond(v, "move from")
		case "fallback":
			m.Fallback = r.bool(v, "move fallback")
		case "direction":
			m.Direction = r.str(v, "move direction")
		case "sow":
			m.NoSow, m.SowPos = !r.bool(v, "move sow"), r.pos(v)
		case "before":
			m.Before = r.actions(v, "move before")
		case "pits":
			m.Pits = r.str(v, "move pits")
		case "each":
			m.Each = r.each(v)
		case "do":
			m.Do, m.DoPos = r.actions(v, "move do"), r.pos(v)
		case "pass":
			m.PassPos = r.pos(v)
			switch {
			case v.Kind == yaml.ScalarNode && v.Tag == "!!str" && v.Value == "optional":
				m.Pass, m.PassOptional = true, true
			case v.Kind == yaml.ScalarNode && v.Tag == "!!str":
				r.errorf(v, "type", "move pass must be true, false or optional, not %q", v.Value)
				r.diags.Suggest("pass: true offers the pass only to a player with no other move; pass: optional offers it beside the other moves")
			default:
				m.Pass = r.bool(v, "move pass")
			}
		case "name":
			m.Name = r.str(v, "move name")
		case "lift":
			m.Lift = r.cond(v, "move lift")
		case "lift_from":
			m.LiftFrom = r.str(v, "move lift_from")
		}
	})
	return m
}

func (r *reader) endRule(n *yaml.Node) *EndRule {
	e := &EndRule{Pos: r.pos(n)}
	r.fields(n, "end rule", endRuleKeys, []string{"when", "winner", "reason"}, func(key string, v *yaml.Node) {
		switch key {
		case "id":
			e.ID = r.str(v, "end id")
		case "doc":
			e.Doc = r.str(v, "end doc")
		case "when":
			e.When = r.cond(v, "end when")
		case "winner":
			e.Winner = r.str(v, "end winner")
		case "reason":
			e.Reason = r.str(v, "end reason")
		}
	})
	return e
}

func (r *reader) each(n *yaml.Node) *Each {
	e := &Each{Pos: r.pos(n)}
	r.fields(n, "each", eachKeys, []string{"from", "while"}, func(key string, v *yaml.Node) {
		switch key {
		case "from":
			e.From = r.cond(v, "each from")
		case "step":
			e.Step = r.int(v, "each step")
		case "while":
			e.While = r.cond(v, "each while")
		}
	})
	return e
}

func (r *reader) filter(n *yaml.Node) *Filter {
	f := &Filter{Pos: r.pos(n)}
	r.fields(n, "filter", filterKeys, []string{"keep"}, func(key string, v *yaml.Node) {
		switch key {
		case "id":
			f.ID = r.str(v, "filter id")
		case "doc":
			f.Doc = r.str(v, "filter doc")
		case "when":
			f.When = r.cond(v, "filter when")
		case "keep":
			f.Keep = r.cond(v, "filter keep")
		case "strict":
			f.Strict = r.bool(v, "filter strict")
		}
	})
	return f
}

func (r *reader) rounds(n *yaml.Node) *Rounds {
	rs := &Rounds{Pos: r.pos(n)}
	r.fields(n, "rounds", roundsKeys, []string{"fill"}, func(key string, v *yaml.Node) {
		switch key {
		case "when":
			rs.When = r.cond(v, "rounds when")
		case "fill":
			rs.Fill = r.intOrOption(v, "rounds fill")
		case "first":
			rs.First = r.str(v, "rounds first")
		case "unfilled":
			rs.Unfilled = r.str(v, "rounds unfilled")
		case "refill":
			rs.Refill = r.str(v, "rounds refill")
		case "points":
			rs.Points = r.cond(v, "rounds points")
		case "target":
			rs.Target = r.intOrOption(v, "rounds target")
		case "keep":
			rs.Keep = r.cond(v, "rounds keep")
		case "split":
			rs.Split = r.cond(v, "rounds split")
		case "rotate":
			rs.Rotate = r.cond(v, "rounds rotate")
		}
	})
	return rs
}
