package sim

import (
	"fmt"
	"io"
	"os"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Plot draws the key metrics of rule sets side by side, a panel each:
// first-player wins, draws, turns per game and when the game was
// decided, with Wilson 95% intervals for shares and ±1 standard error of
// the mean for means, each panel's title saying which.
// The file's extension (.svg or .png) chooses the format.
func Plot(file string, names []string, cols []*Report) error {
	switch ext := extension(file); ext {
	case ".svg", ".png":
	default:
		return fmt.Errorf("plot %s: write .svg or .png", file)
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := PlotTo(f, extension(file), names, cols); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// PlotTo draws the plot of Plot to w, in the format ".svg" or ".png".
func PlotTo(w io.Writer, format string, names []string, cols []*Report) error {
	type panel struct {
		title string
		val   func(*Report) (v, lo, hi float64)
	}
	panels := []panel{
		{"first player wins (%); bars: Wilson 95% CI", func(r *Report) (float64, float64, float64) {
			return 100 * r.FirstPlayer.Share, 100 * r.FirstPlayer.Low, 100 * r.FirstPlayer.High
		}},
		{"draws (%); bars: Wilson 95% CI", func(r *Report) (float64, float64, float64) {
			return 100 * r.Draws.Share, 100 * r.Draws.Low, 100 * r.Draws.High
		}},
		{"turns per game; bars: ±1 standard error", func(r *Report) (float64, float64, float64) { return meanSE(r.Turns) }},
		{"decided at (share of game); bars: ±1 standard error", func(r *Report) (float64, float64, float64) { return meanSE(r.Decisive) }},
	}
	const width, height = 9 * vg.Inch, 7 * vg.Inch
	var canvas draw.Canvas
	var save func() error
	switch format {
	case ".svg":
		c := vgsvg.New(width, height)
		canvas = draw.New(c)
		save = func() error { _, err := c.WriteTo(w); return err }
	case ".png":
		c := vgimg.PngCanvas{Canvas: vgimg.New(width, height)}
		canvas = draw.New(c)
		save = func() error { _, err := c.WriteTo(w); return err }
	default:
		return fmt.Errorf("plot: format %q: use .svg or .png", format)
	}
	tiles := draw.Tiles{Rows: 2, Cols: 2, PadTop: vg.Points(8), PadBottom: vg.Points(8), PadLeft: vg.Points(8), PadRight: vg.Points(8), PadX: vg.Points(16), PadY: vg.Points(16)}
	for i, pn := range panels {
		p := plot.New()
		p.Title.Text = pn.title
		vals := make(plotter.Values, len(cols))
		errs := make(plotter.YErrors, len(cols))
		for j, r := range cols {
			v, lo, hi := pn.val(r)
			vals[j] = v
			errs[j].Low, errs[j].High = v-lo, hi-v
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(28))
		if err != nil {
			return err
		}
		bars.Color = plotter.DefaultLineStyle.Color
		p.Add(bars)
		pts := make(plotter.XYs, len(cols))
		for j := range cols {
			pts[j].X, pts[j].Y = float64(j), vals[j]
		}
		eb, err := plotter.NewYErrorBars(struct {
			plotter.XYs
			plotter.YErrors
		}{pts, errs})
		if err != nil {
			return err
		}
		p.Add(eb)
		p.NominalX(names...)
		p.Y.Min = 0
		p.Draw(tiles.At(canvas, i%2, i/2))
	}
	return save()
}

func meanSE(d Dist) (float64, float64, float64) {
	if d.N < 2 {
		return d.Mean, d.Mean, d.Mean
	}
	return d.Mean, d.Mean - d.MeanSE, d.Mean + d.MeanSE
}
