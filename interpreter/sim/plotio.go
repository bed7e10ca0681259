package sim

import (
	"io"
	"math"
	"os"
	"path/filepath"
)

func extension(file string) string { return filepath.Ext(file) }

func sqrt(x float64) float64 { return math.Sqrt(x) }

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
