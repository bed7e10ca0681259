package syntax

import (
	"strings"
	"testing"
)

// TestOneSlipOneMessage: a misspelt key close to a known one is read as
// that key, and a value refused for an anchor or a tag is still read, so
// that neither is reported a second time as a key missing; a misspelt key
// beside the right one is not read twice.
func TestOneSlipOneMessage(t *testing.T) {
	const doc = "name: x\nboard: {rows: 2, columns: 6}\nsetup: {seeds: 4}\nsowing: {SOWING}\nmoves: [{from: pit.count > 0}]\nend: [{when: moves == 0, winner: score, reason: score}]\n"
	tests := []struct {
		sowing, want, track string
	}{
		{"direction: clockwise, trak: board", `f.yaml:4:32: sowing: unknown key "trak" (did you mean "track"?)`, "board"},
		{"direction: clockwise, trak: a, track: board", `f.yaml:4:32: sowing: unknown key "trak" (did you mean "track"?)`, "board"},
		{"direction: clockwise, track: board, trak: a", `f.yaml:4:46: sowing: unknown key "trak" (did you mean "track"?)`, "board"},
		{"direction: clockwise, track: &t board", `f.yaml:4:39: YAML anchors and aliases are not supported in variant files`, "board"},
		{"direction: clockwise, track: !!str board", `f.yaml:4:39: YAML tags such as !!str are not supported in variant files (leave the tag out; quote a value to have it read as a word)`, "board"},
		{"direction: clockwise, trackk: board", `f.yaml:4:32: sowing: unknown key "trackk" (did you mean "track"?)`, "board"},
	}
	for _, tt := range tests {
		sv, diags := Parse("f.yaml", []byte(strings.Replace(doc, "SOWING", tt.sowing, 1)))
		if len(diags) != 1 || diags[0].Error() != tt.want {
			t.Errorf("sowing {%s}: %v\nwant only %s", tt.sowing, diags, tt.want)
		}
		if sv.Sowing == nil || sv.Sowing.Track.Value != tt.track {
			t.Errorf("sowing {%s}: track read as %+v, want %q", tt.sowing, sv.Sowing, tt.track)
		}
	}
}
