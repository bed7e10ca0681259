package input

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.yaml")
	big := filepath.Join(dir, "big.yaml")
	exact := filepath.Join(dir, "exact.yaml")
	k := Kind{"variant description", 100}
	os.WriteFile(small, []byte("name: x\n"), 0o644)
	os.WriteFile(big, make([]byte, 101), 0o644)
	os.WriteFile(exact, make([]byte, 100), 0o644)
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(small, link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path, err string
		n         int
	}{
		{small, "", 8},
		{exact, "", 100},
		{link, "", 8},
		{big, "big.yaml: holds 101 bytes; a variant description may hold at most 100 bytes", 0},
		{dir, ": is a directory; a variant description must be a regular file", 0},
		{filepath.Join(dir, "none.yaml"), "none.yaml: no such file or directory", 0},
	}
	for _, tt := range tests {
		data, err := k.ReadFile(tt.path)
		if tt.err == "" {
			if err != nil || len(data) != tt.n {
				t.Errorf("%s: got %d bytes, %v; want %d bytes", tt.path, len(data), err, tt.n)
			}
			continue
		}
		if err == nil || !strings.HasSuffix(err.Error(), tt.err) {
			t.Errorf("%s: got %v, want …%s", tt.path, err, tt.err)
		}
	}
}

func TestMissingIsNotExist(t *testing.T) {
	_, err := Description.ReadFile(filepath.Join(t.TempDir(), "none.yaml"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("got %v, want an error that is fs.ErrNotExist", err)
	}
}

// TestDevice reads /dev/zero, which never ends: it must be refused
// before it is read.
func TestDevice(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	for _, k := range Kinds {
		_, err := k.ReadFile("/dev/zero")
		want := "/dev/zero: is a device; a " + k.Name + " must be a regular file"
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %s", k.Name, err, want)
		}
	}
}

func TestRead(t *testing.T) {
	k := Kind{"position", 10}
	if data, err := k.Read(strings.NewReader("0123456789"), "standard input"); err != nil || len(data) != 10 {
		t.Errorf("10 bytes: got %q, %v", data, err)
	}
	_, err := k.Read(strings.NewReader("0123456789x"), "standard input")
	if want := "standard input: more than 10 bytes; a position may hold at most 10 bytes"; err == nil || err.Error() != want {
		t.Errorf("11 bytes: got %v, want %s", err, want)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{1 << 20: "1 MiB", 4 << 20: "4 MiB", 1 << 30: "1 GiB", 3 << 10: "3 KiB", 1000: "1000 bytes", 1<<20 + 1: "1048577 bytes"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
