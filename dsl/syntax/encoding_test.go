package syntax

import (
	"encoding/binary"
	"testing"
	"unicode/utf16"
)

// doc has an error on its first line, one in an expression and one on a
// later line, to show where positions land.
const doc = "nme: x\nboard: {rows: 2}\nscore: player.seeds +\n"

// wideText encodes s in UTF-16 or UTF-32 with a byte-order mark or not.
func wideText(s string, size int, order binary.AppendByteOrder, bom bool) []byte {
	var out []byte
	put := func(c rune) {
		if size == 2 {
			out = order.AppendUint16(out, uint16(c))
		} else {
			out = order.AppendUint32(out, uint32(c))
		}
	}
	if bom {
		put(0xfeff)
	}
	for _, c := range s {
		if size == 2 {
			for _, u := range utf16.Encode([]rune{c}) {
				put(rune(u))
			}
		} else {
			put(c)
		}
	}
	return out
}

// TestEncoding: a UTF-8 byte-order mark changes nothing, not even a
// column on the first line; UTF-16 and UTF-32 are refused with a message
// saying so, with or without a byte-order mark; a byte that is not UTF-8
// and a control character are reported where they are.
func TestEncoding(t *testing.T) {
	_, plain := Parse("f.yaml", []byte(doc))
	if len(plain) < 3 {
		t.Fatalf("the plain document gives %v; want its three errors and more", plain)
	}
	_, withBOM := Parse("f.yaml", append([]byte("\xef\xbb\xbf"), doc...))
	if withBOM.Error() != plain.Error() {
		t.Errorf("with a UTF-8 byte-order mark:\n%v\nwant, as without one:\n%v", withBOM, plain)
	}

	tests := []struct {
		name string
		src  []byte
		want string
	}{
		{"UTF-16LE with mark", wideText(doc, 2, binary.LittleEndian, true), "f.yaml:1:1: the file is in UTF-16 (little-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"UTF-16BE with mark", wideText(doc, 2, binary.BigEndian, true), "f.yaml:1:1: the file is in UTF-16 (big-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"UTF-16LE", wideText(doc, 2, binary.LittleEndian, false), "f.yaml:1:1: the file is in UTF-16 (little-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"UTF-16BE", wideText(doc, 2, binary.BigEndian, false), "f.yaml:1:1: the file is in UTF-16 (big-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"UTF-32LE with mark", wideText(doc, 4, binary.LittleEndian, true), "f.yaml:1:1: the file is in UTF-32 (little-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"UTF-32BE", wideText(doc, 4, binary.BigEndian, false), "f.yaml:1:1: the file is in UTF-32 (big-endian); a variant file must be UTF-8 (save it as UTF-8)"},
		{"Latin-1 byte", []byte("name: x\ntitle: Bao \xe0 4\n"), "f.yaml:2:12: byte 0xE0 is not UTF-8; a variant file must be UTF-8 (save it as UTF-8)"},
		{"byte after a wide character", []byte("name: x\ntitle: «é» \xff\n"), "f.yaml:2:12: byte 0xFF is not UTF-8; a variant file must be UTF-8 (save it as UTF-8)"},
		{"truncated character", []byte("name: x\n\ntitle: \xc3"), "f.yaml:3:8: byte 0xC3 is not UTF-8; a variant file must be UTF-8 (save it as UTF-8)"},
		{"control character", []byte("name: x\ntitle: a\x07b\n"), "f.yaml:2:9: control character U+0007 is not allowed in a YAML file"},
		{"zero byte later on", []byte("name: x\n  \x00\n"), "f.yaml:2:3: control character U+0000 is not allowed in a YAML file"},
	}
	for _, tt := range tests {
		_, diags := Parse("f.yaml", tt.src)
		if len(diags) != 1 || diags[0].Error() != tt.want {
			t.Errorf("%s: %v\nwant %s", tt.name, diags, tt.want)
		}
	}
}

// TestOneDocument: a second YAML document is an error at its ---, not
// ignored; a --- before the only document and a ... after it are fine.
func TestOneDocument(t *testing.T) {
	tests := []struct {
		name, src, want string // want: the first diagnostic
	}{
		{"second document", "name: x\n---\nname: y\n", "f.yaml:2:1: a second YAML document starts here; a variant file holds one (remove this --- and what follows it, or move it to a file of its own)"},
		{"second document after a comment", "name: x\n# more\n--- # the next\nboard: 3\n", "f.yaml:3:1: a second YAML document starts here; a variant file holds one (remove this --- and what follows it, or move it to a file of its own)"},
		{"empty second document", "name: x\n---\n", "f.yaml:2:1: a second YAML document starts here; a variant file holds one (remove this --- and what follows it, or move it to a file of its own)"},
		{"second document not YAML", "name: x\n---\n[\n", "f.yaml:3:1: YAML syntax error: did not find expected node content"},
		{"--- first", "# a comment\n---\nname: x\nnme: y\n", `f.yaml:4:1: variant: unknown key "nme" (did you mean "name"?)`},
		{"... last", "name: x\nnme: y\n...\n", `f.yaml:2:1: variant: unknown key "nme" (did you mean "name"?)`},
		{"empty", "", "f.yaml:1:1: the file is empty"},
		{"comments only", "# nothing\n", "f.yaml:1:1: the file is empty"},
	}
	for _, tt := range tests {
		_, diags := Parse("f.yaml", []byte(tt.src))
		if len(diags) == 0 || diags[0].Error() != tt.want {
			t.Errorf("%s: %v\nwant first %s", tt.name, diags, tt.want)
		}
	}
}
