package sim

import (
	"path/filepath"
)

func extension(file string) string { return filepath.Ext(file) }
