package input

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeLimits: the Limits list of README.md gives every kind's
// limit as this package has it.
func TestReadmeLimits(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range Kinds {
		if line := "- " + k.Name + ": " + Size(k.Max) + "\n"; !strings.Contains(string(readme), line) {
			t.Errorf("README.md does not list %q", strings.TrimSpace(line))
		}
	}
}
