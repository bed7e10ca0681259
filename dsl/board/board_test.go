package board

import (
	"strings"
	"testing"
)

func names(b *Board, ps []int) string {
	var s []string
	for _, p := range ps {
		if p < 0 {
			s = append(s, "-")
		} else {
			s = append(s, b.Names[p])
		}
	}
	return strings.Join(s, " ")
}

func TestFourRowGeometry(t *testing.T) {
	b, err := New(4, 3, nil, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, got, want string }{
		{"south side", names(b, b.Side[South]), "a1 a2 a3 b1 b2 b3"},
		{"north front", names(b, b.FrontPits[North]), "c1 c2 c3"},
		{"south back", names(b, b.BackPits[South]), "a1 a2 a3"},
		{"opposite", names(b, b.Opposite), "d1 d2 d3 c1 c2 c3 b1 b2 b3 a1 a2 a3"},
		{"behind", names(b, b.Behind), "- - - a1 a2 a3 d1 d2 d3 - - -"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %s, want %s", tt.name, tt.got, tt.want)
		}
	}
}

func TestTracks(t *testing.T) {
	b, _ := New(4, 3, nil, nil, false)
	loop, _ := b.Loop(b.SideRows[North])
	if got, want := names(b, loop), "c1 c2 c3 d3 d2 d1"; got != want {
		t.Errorf("north counterclockwise loop = %s, want %s", got, want)
	}
	if got, want := names(b, Reverse(loop)), "d1 d2 d3 c3 c2 c1"; got != want {
		t.Errorf("north clockwise loop = %s, want %s", got, want)
	}
	tr, err := b.ParseTrack("a1..a3, b3..b1")
	if err != nil || names(b, tr) != "a1 a2 a3 b3 b2 b1" {
		t.Errorf("ParseTrack = %v, %v", names(b, tr), err)
	}
	for _, bad := range []string{"a1..b2", "a1 a1", "z9", ""} {
		if _, err := b.ParseTrack(bad); err == nil {
			t.Errorf("ParseTrack(%q) accepted", bad)
		}
	}
	if b.PitIndex("a03") != -1 || b.PitIndex("a4") != -1 || b.PitIndex("c2") != 7 {
		t.Error("PitIndex")
	}
}

func TestStores(t *testing.T) {
	b, err := New(2, 3, nil, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	loop, _ := b.Loop([]int{0, 1})
	ccw, err := b.WithStores(loop)
	if err != nil || names(b, ccw) != "a1 a2 a3 south-store b3 b2 b1 north-store" {
		t.Errorf("counterclockwise with stores = %s, %v", names(b, ccw), err)
	}
	cw, err := b.WithStores(Reverse(loop))
	if err != nil || names(b, cw) != "b1 b2 b3 north-store a3 a2 a1 south-store" {
		t.Errorf("clockwise with stores = %s, %v", names(b, cw), err)
	}
	if _, err := b.WithStores([]int{0, 1, 2}); err == nil {
		t.Error("stores on a track round one side were accepted")
	}
	if p := b.PitIndex("north-store"); p != 7 || !b.IsStore(p) || b.SideOf[p] != North {
		t.Errorf("north-store = %d", p)
	}
}
