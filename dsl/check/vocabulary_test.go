package check

import (
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/expr"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// base is a variant with a mark, values, kinds, two phases and an option, so that every
// example of the registry has something to refer to.
const base = `
name: base
options:
  capture-with-seed: {default: "on"}
  repetition: {default: 2, values: [2, 3], unlimited: "off"}
board: {rows: 4, columns: 6}
marks: [reserved]
values:
  way: {kind: direction}
  kichwa: {kind: pit}
  owed: {kind: int, per: player}
kinds:
  seed: {}
  stone: {worth: 10}
setup: {seeds: 2}
phases:
  - name: herding
  - name: raiding
    enter: south.reserve == 0
sowing: {direction: counterclockwise, track: own}
moves:
  - from: pit.count > 0
end:
  - when: moves == 0
    winner: opponent
    reason: no-moves
`

// TestRegistryExamples checks that the example of every name, attribute,
// function and action in the registry is valid in some section, so that
// the reference shows only working examples.
func TestRegistryExamples(t *testing.T) {
	sv, diags := syntax.Parse("base.yaml", []byte(base))
	v, more := Check(sv)
	diags.Append(more)
	if v == nil {
		t.Fatalf("base variant: %v", diags)
	}
	sections := []builtin.Section{builtin.SecEnter, builtin.SecSkipOrigin, builtin.SecSkip, builtin.SecDrop,
		builtin.SecMoveWhen, builtin.SecMoveFrom, builtin.SecLapEnd, builtin.SecAfterMove, builtin.SecEnd, builtin.SecScore}
	validExpr := func(src string) (errs diag.List) {
		e, d := expr.Parse(src, diag.Pos{Line: 1, Col: 1})
		if d.HasErrors() {
			return d
		}
		for _, sec := range sections {
			c := &checker{v: v}
			c.typeOf(e, sec)
			if !c.diags.HasErrors() {
				return nil
			}
			errs = c.diags
		}
		return errs
	}
	validAction := func(src string) (errs diag.List) {
		a, d := expr.ParseAction(src, diag.Pos{Line: 1, Col: 1})
		if d.HasErrors() {
			return d
		}
		for _, sec := range sections {
			c := &checker{v: v}
			c.actions([]*expr.Action{a}, sec)
			if !c.diags.HasErrors() {
				return nil
			}
			errs = c.diags
		}
		return errs
	}
	for _, n := range builtin.Names {
		if d := validExpr(n.Example); d != nil {
			t.Errorf("name %s: example %q: %v", n.Name, n.Example, d)
		}
	}
	for _, a := range builtin.Attrs {
		if d := validExpr(a.Example); d != nil {
			t.Errorf("attribute %s: example %q: %v", a.Name, a.Example, d)
		}
	}
	for _, f := range builtin.Funcs {
		if d := validExpr(f.Example); d != nil {
			t.Errorf("function %s: example %q: %v", f.Name, f.Example, d)
		}
	}
	for _, a := range builtin.Actions {
		if d := validAction(a.Example); d != nil {
			t.Errorf("action %s: example %q: %v", a.Name, a.Example, d)
		}
	}
}
