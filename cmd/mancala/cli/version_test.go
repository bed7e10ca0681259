package cli

import (
	"runtime/debug"
	"testing"
)

// TestToolInfoOf: the build of mancala is the main module's, with its
// commit, or, in another module's program that runs the command line,
// the version of the mancala module it requires, without the program's
// commit.
func TestToolInfoOf(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.time", Value: "2026-01-02T03:04:05Z"}, {Key: "vcs.modified", Value: "true"}}
	dep := func(version string, replace *debug.Module) []*debug.Module {
		return []*debug.Module{{Path: "github.com/spf13/cobra", Version: "v1.10.2"}, {Path: modulePath, Version: version, Replace: replace}}
	}
	tests := []struct {
		name string
		bi   debug.BuildInfo
		want toolInfo
	}{
		{"work tree", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: modulePath, Version: "(devel)"}, Settings: vcs},
			toolInfo{Name: "mancala", Version: "(devel)", Commit: "0123456789abcdef", Time: "2026-01-02T03:04:05Z", Dirty: true, Go: "go1.26.8"}},
		{"go install", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: modulePath, Version: "v1.4.0"}},
			toolInfo{Name: "mancala", Version: "v1.4.0", Go: "go1.26.8"}},
		{"another module", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "example.org/lab", Version: "(devel)"}, Deps: dep("v1.4.0", nil), Settings: vcs},
			toolInfo{Name: "mancala", Version: "v1.4.0", Go: "go1.26.8"}},
		{"another module, mancala replaced by a folder", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "example.org/lab"}, Deps: dep("v1.4.0", &debug.Module{Path: "../mancala"}), Settings: vcs},
			toolInfo{Name: "mancala", Version: "(devel)", Go: "go1.26.8"}},
		{"another module, mancala replaced by a version", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "example.org/lab"}, Deps: dep("v1.4.0", &debug.Module{Path: "example.org/fork", Version: "v1.4.1"})},
			toolInfo{Name: "mancala", Version: "v1.4.1", Go: "go1.26.8"}},
	}
	for _, tt := range tests {
		if got := toolInfoOf(&tt.bi); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
