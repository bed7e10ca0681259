package syntax

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"slices"
	"sort"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/variant.schema.json from the schema")

// committed is the schema file the README tells editors to use.
const committed = "../../docs/variant.schema.json"

// TestCommittedSchema: docs/variant.schema.json is the schema `mancala
// schema` prints (go test ./dsl/syntax -run CommittedSchema -update
// writes it).
func TestCommittedSchema(t *testing.T) {
	b, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	if *update {
		if err := os.WriteFile(committed, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(committed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b) {
		t.Errorf("%s is not the schema the reader accepts: run go test ./dsl/syntax -run CommittedSchema -update", committed)
	}
}

// TestSchemaCoversEveryKey: every key the reader accepts is in the JSON
// Schema, so editors never flag a valid file.
func TestSchemaCoversEveryKey(t *testing.T) {
	b, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	var s map[string]any
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	props := s["properties"].(map[string]any)
	sub := func(path ...string) map[string]any {
		cur := props
		for _, p := range path {
			o := cur[p].(map[string]any)
			if items, ok := o["items"]; ok {
				o = items.(map[string]any)
				if alts, ok := o["oneOf"].([]any); ok {
					o = alts[0].(map[string]any) // the rule; alts[1] is an include item
				}
			}
			if alts, ok := o["oneOf"].([]any); ok && o["properties"] == nil {
				o = alts[0].(map[string]any) // the object form; a word such as none is the other
			}
			if add, ok := o["additionalProperties"].(map[string]any); ok && o["properties"] == nil {
				o = add
			}
			cur = o["properties"].(map[string]any)
		}
		return cur
	}
	check := func(where string, keys []string, got map[string]any) {
		for _, k := range keys {
			if _, ok := got[k]; !ok {
				t.Errorf("schema %s lacks key %q", where, k)
			}
		}
		var extra []string
		for k := range got {
			if !slices.Contains(keys, k) {
				extra = append(extra, k)
			}
		}
		sort.Strings(extra)
		for _, k := range extra {
			t.Errorf("schema %s has key %q, which the reader refuses", where, k)
		}
	}
	check("top level", topKeys, props)
	check("options", optionKeys, sub("options"))
	check("values", valueKeys, sub("values"))
	check("board", boardKeys, sub("board"))
	check("board sides", sideKeys, sub("board", "sides", "south"))
	check("setup", setupKeys, sub("setup"))
	check("phases", phaseKeys, sub("phases"))
	check("sowing", sowingKeys, sub("sowing"))
	check("moves", moveKeys, sub("moves"))
	check("lap_end", ruleKeys, sub("lap_end"))
	check("filters", filterKeys, sub("filters"))
	check("end", endRuleKeys, sub("end"))
	check("rounds", roundsKeys, sub("rounds"))
	check("rulesets", rulesetKeys, sub("rulesets"))
	check("kinds", kindKeys, sub("kinds"))
	check("on_drop", ruleKeys, sub("sowing", "on_drop"))
	check("after_move", ruleKeys, sub("after_move"))
	check("moves each", eachKeys, sub("moves", "each"))
}
