package variants

import (
	"go.yaml.in/yaml/v3"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/check"
)

// This file is the mutator of FuzzRules: it rewrites the rule slots of a
// valid description at the YAML node level (a rule's when or do list, its
// each walk, a move rule's conditions, filters, end conditions, the
// sowing conditions, phases and score), with what ruleGen writes.

// genDepth is how deep generated expressions nest.
const genDepth = 3

// mutator rewrites one parsed description.
type mutator struct {
	r    *fuzzBytes
	v    *check.Variant
	root *yaml.Node // the document's top-level mapping
}

func (m *mutator) gen(sec builtin.Section) *ruleGen {
	return &ruleGen{r: m.r, v: m.v, sec: sec, sloppy: m.r.chance(32)}
}

// mutate applies one to four random rewrites.
func (m *mutator) mutate() {
	for n := 1 + m.r.intn(4); n > 0; n-- {
		switch m.r.intn(10) {
		case 0, 1, 2:
			m.ruleList(m.root, "lap_end", builtin.SecLapEnd)
		case 3:
			m.ruleList(m.root, "after_move", builtin.SecAfterMove)
		case 4:
			m.ruleList(m.slot(m.root, "sowing"), "on_drop", builtin.SecDrop)
		case 5:
			m.moves()
		case 6:
			m.filters()
		case 7:
			m.end()
		case 8:
			m.sowing()
		case 9:
			m.phasesOrScore()
		}
	}
}

// --- YAML node helpers

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func flowList(items []string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
	for _, s := range items {
		n.Content = append(n.Content, scalar(s))
	}
	return n
}

func mapping() *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"} }

// get returns the value of key in mapping n, or nil.
func get(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// set sets key of mapping n to v, adding the key when it is missing.
func set(n *yaml.Node, key string, v *yaml.Node) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			n.Content[i+1] = v
			return
		}
	}
	n.Content = append(n.Content, scalar(key), v)
}

// del removes key from mapping n.
func del(n *yaml.Node, key string) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			n.Content = append(n.Content[:i], n.Content[i+2:]...)
			return
		}
	}
}

// slot returns the mapping under key of n, making it when missing.
func (m *mutator) slot(n *yaml.Node, key string) *yaml.Node {
	v := get(n, key)
	if v == nil || v.Kind != yaml.MappingNode {
		v = mapping()
		set(n, key, v)
	}
	return v
}

// list returns the sequence under key of n, making it when missing.
func list(n *yaml.Node, key string) *yaml.Node {
	v := get(n, key)
	if v == nil || v.Kind != yaml.SequenceNode {
		v = &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		set(n, key, v)
	}
	return v
}

// doList returns a rule's do list as a sequence, turning a single action
// into a list of one.
func doList(rule *yaml.Node) *yaml.Node {
	v := get(rule, "do")
	if v != nil && v.Kind == yaml.ScalarNode {
		v = &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle, Content: []*yaml.Node{v}}
		set(rule, "do", v)
	}
	if v == nil || v.Kind != yaml.SequenceNode {
		v = flowList(nil)
		set(rule, "do", v)
	}
	return v
}

func insert(ns []*yaml.Node, i int, n *yaml.Node) []*yaml.Node {
	ns = append(ns, nil)
	copy(ns[i+1:], ns[i:])
	ns[i] = n
	return ns
}

// --- the slots

// ruleList rewrites the rule list under key of parent (lap_end,
// after_move or sowing.on_drop), whose expressions are in section sec.
func (m *mutator) ruleList(parent *yaml.Node, key string, sec builtin.Section) {
	rules := list(parent, key)
	if len(rules.Content) == 0 || m.r.chance(6) {
		// a new rule, anywhere in the list
		rule := mapping()
		if !m.r.chance(4) {
			set(rule, "when", scalar(m.gen(sec).expr(builtin.Bool, genDepth)))
		}
		if m.r.chance(4) {
			m.each(rule, sec)
		} else {
			set(rule, "do", flowList(m.gen(sec).actions(sec, genDepth)))
		}
		rules.Content = insert(rules.Content, m.r.intn(len(rules.Content)+1), rule)
		return
	}
	i := m.r.intn(len(rules.Content))
	rule := rules.Content[i]
	if rule.Kind != yaml.MappingNode {
		return
	}
	hasEach := get(rule, "each") != nil
	actSec, exprSec := sec, sec
	if hasEach {
		actSec, exprSec = builtin.SecEach, sec|builtin.SecEach
	}
	switch m.r.intn(8) {
	case 0:
		set(rule, "when", scalar(m.gen(sec).expr(builtin.Bool, genDepth)))
	case 1:
		del(rule, "when")
	case 2:
		set(rule, "do", flowList(m.gen(exprSec).actions(actSec, genDepth)))
	case 3, 4: // one more action, anywhere in the list
		do := doList(rule)
		do.Content = insert(do.Content, m.r.intn(len(do.Content)+1), scalar(m.gen(exprSec).action(actSec, genDepth)))
	case 5: // one action replaced
		do := doList(rule)
		if len(do.Content) > 0 {
			do.Content[m.r.intn(len(do.Content))] = scalar(m.gen(exprSec).action(actSec, genDepth))
		}
	case 6:
		m.each(rule, sec)
	case 7:
		if j := m.r.intn(len(rules.Content)); m.r.chance(2) {
			rules.Content[i], rules.Content[j] = rules.Content[j], rules.Content[i]
		} else {
			rules.Content = append(rules.Content[:i], rules.Content[i+1:]...)
		}
	}
}

// each gives a rule a walk, with a do list that suits one.
func (m *mutator) each(rule *yaml.Node, sec builtin.Section) {
	e := mapping()
	set(e, "from", scalar(m.gen(sec).expr(builtin.Pit, genDepth)))
	if m.r.chance(2) {
		set(e, "step", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: []string{"1", "-1", "2", "-3", "13"}[m.r.intn(5)]})
	}
	set(e, "while", scalar(m.gen(sec|builtin.SecEach).expr(builtin.Bool, genDepth)))
	set(rule, "each", e)
	set(rule, "do", flowList(m.gen(sec|builtin.SecEach).actions(builtin.SecEach, genDepth)))
}

// moves rewrites a move rule's when, from or before actions.
func (m *mutator) moves() {
	rules := list(m.root, "moves")
	if len(rules.Content) == 0 {
		return
	}
	rule := rules.Content[m.r.intn(len(rules.Content))]
	if rule.Kind != yaml.MappingNode {
		return
	}
	switch m.r.intn(5) {
	case 0:
		set(rule, "when", scalar(m.gen(builtin.SecMoveWhen).expr(builtin.Bool, genDepth)))
	case 1, 2:
		set(rule, "from", scalar(m.gen(builtin.SecMoveFrom).expr(builtin.Bool, genDepth)))
	case 3:
		set(rule, "before", flowList(m.gen(builtin.SecMoveFrom).actions(builtin.SecMoveFrom, genDepth)))
		if m.r.chance(3) {
			set(rule, "sow", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "false"})
		}
	case 4:
		set(rule, "direction", scalar([]string{"clockwise", "counterclockwise", "reverse"}[m.r.intn(3)]))
	}
}

// filters rewrites or adds a filter.
func (m *mutator) filters() {
	fs := list(m.root, "filters")
	var f *yaml.Node
	if len(fs.Content) == 0 || m.r.chance(3) {
		f = mapping()
		fs.Content = append(fs.Content, f)
		if m.r.chance(2) {
			set(f, "strict", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		}
	} else if f = fs.Content[m.r.intn(len(fs.Content))]; f.Kind != yaml.MappingNode {
		return
	}
	if m.r.chance(2) {
		set(f, "when", scalar(m.gen(builtin.SecMoveWhen).expr(builtin.Bool, genDepth)))
	}
	set(f, "keep", scalar(m.gen(builtin.SecFilter).expr(builtin.Bool, genDepth)))
}

// end rewrites an end rule's condition, or adds an end rule.
func (m *mutator) end() {
	es := list(m.root, "end")
	when := scalar(m.gen(builtin.SecEnd).expr(builtin.Bool, genDepth))
	if len(es.Content) == 0 || m.r.chance(3) {
		e := mapping()
		set(e, "when", when)
		winners := []string{"mover", "opponent", "south", "north", "none"}
		if get(m.root, "score") != nil {
			winners = append(winners, "score")
		}
		set(e, "winner", scalar(winners[m.r.intn(len(winners))]))
		set(e, "reason", scalar("fuzz"))
		es.Content = insert(es.Content, m.r.intn(len(es.Content)+1), e)
		return
	}
	if e := es.Content[m.r.intn(len(es.Content))]; e.Kind == yaml.MappingNode {
		set(e, "when", when)
	}
}

// sowing rewrites one of the sowing conditions.
func (m *mutator) sowing() {
	s := m.slot(m.root, "sowing")
	switch m.r.intn(5) {
	case 0:
		set(s, "skip", scalar(m.gen(builtin.SecSkip).expr(builtin.Bool, genDepth)))
	case 1:
		set(s, "skip_origin", scalar(m.gen(builtin.SecSkipOrigin).expr(builtin.Bool, genDepth)))
	case 2:
		set(s, "origin_first", scalar(m.gen(builtin.SecLapStart).expr(builtin.Bool, genDepth)))
	case 3:
		set(s, "drop", scalar(m.gen(builtin.SecSkip).expr(builtin.Int, genDepth)))
	case 4:
		for _, k := range []string{"skip", "skip_origin", "origin_first", "drop"} {
			if m.r.chance(2) {
				del(s, k)
			}
		}
	}
}

// phasesOrScore rewrites a phase's enter condition or the score.
func (m *mutator) phasesOrScore() {
	if ps := get(m.root, "phases"); ps != nil && ps.Kind == yaml.SequenceNode && len(ps.Content) > 1 && m.r.chance(2) {
		if p := ps.Content[1+m.r.intn(len(ps.Content)-1)]; p.Kind == yaml.MappingNode {
			set(p, "enter", scalar(m.gen(builtin.SecEnter).expr(builtin.Bool, genDepth)))
		}
		return
	}
	if get(m.root, "score") != nil {
		set(m.root, "score", scalar(m.gen(builtin.SecScore).expr(builtin.Int, genDepth)))
	}
}
