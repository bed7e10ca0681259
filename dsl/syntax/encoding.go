package syntax

import (
	"bytes"
	"unicode/utf8"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// utf8BOM is the byte-order mark some editors put at the start of a
// UTF-8 file.
var utf8BOM = []byte("\xef\xbb\xbf")

// wide are the encodings of two or four bytes a character, by the
// byte-order mark they start with.
var wide = []struct {
	name string
	bom  []byte
}{
	{"UTF-32 (big-endian)", []byte{0, 0, 0xfe, 0xff}},
	{"UTF-32 (little-endian)", []byte{0xff, 0xfe, 0, 0}},
	{"UTF-16 (big-endian)", []byte{0xfe, 0xff}},
	{"UTF-16 (little-endian)", []byte{0xff, 0xfe}},
}

// text checks that src is UTF-8 that YAML accepts, and returns it
// without a UTF-8 byte-order mark, so that positions are the same with
// and without one. A file in UTF-16 or UTF-32 (which yaml.v3 would
// otherwise read, or refuse at 1:1 with a message about control
// characters), a byte that is not UTF-8, or a control character is
// reported where it is.
func (r *reader) text(src []byte) ([]byte, bool) {
	if name := wideEncoding(src); name != "" {
		r.diags.Errorf(diag.Pos{File: r.file, Line: 1, Col: 1}, "encoding", "the file is in %s; a variant file must be UTF-8", name)
		r.diags.Suggest("save it as UTF-8")
		return nil, false
	}
	src = bytes.TrimPrefix(src, utf8BOM)
	for i := 0; i < len(src); {
		c, size := utf8.DecodeRune(src[i:])
		switch {
		case c == utf8.RuneError && size <= 1:
			r.diags.Errorf(offsetPos(r.file, src, i), "encoding", "byte 0x%02X is not UTF-8; a variant file must be UTF-8", src[i])
			r.diags.Suggest("save it as UTF-8")
			return nil, false
		case !printable(c):
			r.diags.Errorf(offsetPos(r.file, src, i), "encoding", "control character %U is not allowed in a YAML file", c)
			return nil, false
		}
		i += size
	}
	return src, true
}

// wideEncoding names the encoding of a file in UTF-16 or UTF-32, by its
// byte-order mark or, without one, by the zero bytes of its first
// character (YAML text starts with a character of ASCII); "" for others.
func wideEncoding(src []byte) string {
	for _, w := range wide {
		if bytes.HasPrefix(src, w.bom) {
			return w.name
		}
	}
	switch {
	case len(src) >= 4 && src[0] == 0 && src[1] == 0 && src[2] == 0 && src[3] != 0:
		return wide[0].name
	case len(src) >= 4 && src[0] != 0 && src[1] == 0 && src[2] == 0 && src[3] == 0:
		return wide[1].name
	case len(src) >= 2 && src[0] == 0 && src[1] != 0:
		return wide[2].name
	case len(src) >= 2 && src[0] != 0 && src[1] == 0:
		return wide[3].name
	}
	return ""
}

// printable reports whether YAML allows character c in a file.
func printable(c rune) bool {
	switch {
	case c == '\t' || c == '\n' || c == '\r' || c == 0x85:
	case c >= 0x20 && c <= 0x7e:
	case c >= 0xa0 && c <= 0xd7ff:
	case c >= 0xe000 && c <= 0xfffd:
	case c >= 0x10000 && c <= 0x10ffff:
	default:
		return false
	}
	return true
}

// offsetPos is the position of byte i of src, its column counting
// characters as yaml.v3 does (a byte that is not UTF-8 counts one).
func offsetPos(file string, src []byte, i int) diag.Pos {
	start := bytes.LastIndexByte(src[:i], '\n') + 1
	return diag.Pos{File: file, Line: 1 + bytes.Count(src[:start], []byte("\n")), Col: 1 + utf8.RuneCount(src[start:i])}
}
