package sim

import (
	"io"
	"os"
	"path/filepath"
)

func extension(file string) string { return filepath.Ext(file) }

func writeTo(file string, w io.WriterTo) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := w.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
