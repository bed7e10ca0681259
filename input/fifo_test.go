//go:build unix

package input

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestFIFO refuses a named pipe without opening it: opening one with no
// writer would block for ever.
func TestFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.yaml")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip(err)
	}
	_, err := Description.ReadFile(path)
	if want := path + ": is a named pipe; a variant description must be a regular file"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
