package cli

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
)

// gameLog writes the games of a simulation as they finish: a CSV row per
// game (--csv) and the shard file (--out), so that neither is held in
// memory.
type gameLog struct {
	csvFile, outFile *os.File
	paths            []string
	csv              *csv.Writer
	out              *bufio.Writer
	played           int
	// names are the players' names in turn order, in a game of more
	// than two (nil for two: the columns say south and north)
	names []string
}

// openGameLog creates the files (either path may be "", and one may be
// "-": standard output, stdout); sf is the shard file's header, players
// the players' names in turn order.
func openGameLog(csvPath, outPath string, sf shardFile, players []string, stdout io.Writer) (*gameLog, error) {
	l := &gameLog{}
	if len(players) > 2 {
		l.names = players
	}
	if csvPath == stdoutName && outPath == stdoutName {
		return nil, errors.New("--csv - and --out - would both write to standard output: name a file for one")
	}
	switch csvPath {
	case "":
	case stdoutName:
		l.csv = csv.NewWriter(stdout)
		_ = l.csv.Write(l.header())
	default:
		f, err := os.Create(csvPath)
		if err != nil {
			return nil, err
		}
		l.csvFile, l.csv = f, csv.NewWriter(f)
		l.paths = append(l.paths, csvPath)
		_ = l.csv.Write(l.header())
	}
	if outPath == stdoutName {
		l.out = bufio.NewWriter(stdout)
	} else if outPath != "" {
		f, err := os.Create(outPath)
		if err != nil {
			l.abort()
			return nil, err
		}
		l.outFile, l.out = f, bufio.NewWriter(f)
		l.paths = append(l.paths, outPath)
	}
	if l.out != nil {
		// the header as json.Marshal writes the whole file, up to the games
		sf.Played = nil
		b, err := json.Marshal(sf)
		if err != nil {
			l.abort()
			return nil, err
		}
		head, _ := strings.CutSuffix(string(b), `"played":null}`)
		_, _ = l.out.WriteString(head + `"played":[`)
	}
	return l, nil
}

// add writes a game.
func (l *gameLog) add(g *sim.Game) error {
	if l.csv != nil {
		if err := l.csv.Write(l.row(g)); err != nil {
			return err
		}
	}
	if l.out != nil {
		b, err := json.Marshal(g)
		if err != nil {
			return err
		}
		if l.played > 0 {
			_ = l.out.WriteByte(',')
		}
		if _, err := l.out.Write(b); err != nil {
			return err
		}
	}
	l.played++
	return nil
}

// finish completes and closes the files.
func (l *gameLog) finish() error {
	var errs []error
	if l.csv != nil {
		l.csv.Flush()
		errs = append(errs, l.csv.Error())
	}
	if l.out != nil {
		_, err := l.out.WriteString("]}")
		errs = append(errs, err, l.out.Flush())
	}
	errs = append(errs, l.close())
	return errors.Join(errs...)
}

// abort closes and removes the files of a run that failed: they would
// look like the files of a whole run.
func (l *gameLog) abort() {
	l.close()
	for _, p := range l.paths {
		os.Remove(p)
	}
}

func (l *gameLog) close() error {
	var errs []error
	for _, f := range []*os.File{l.csvFile, l.outFile} {
		if f != nil {
			errs = append(errs, f.Close())
		}
	}
	l.csvFile, l.outFile = nil, nil
	return errors.Join(errs...)
}

// brokenGame turns a *sim.GameError into an error that carries the
// game's record; other errors pass unchanged. variant is the variant as
// the command line named it (a built-in name or a file path).
func brokenGame(err error, variant string, g *interpreter.Game) error {
	var ge *sim.GameError
	if !errors.As(err, &ge) {
		return err
	}
	gm := ge.Game
	what := fmt.Sprintf("game %d of a run with seed %d: %s (south) v %s (north)", gm.Index, ge.Seed, gm.South, gm.North)
	return brokenRecord(ge.Error(), what, gm.Error, variant, g, gm.Moves)
}

// brokenPlayout plays random playout k of bench's worker i again,
// recording its moves, and returns err with the playout's record.
func brokenPlayout(g *interpreter.Game, variant string, i int, k uint64, err error) error {
	m := g.NewMachine()
	var moves []interpreter.Move
	m.Trace(&moves)
	_ = benchPlayout(m, g.Start(), g.Start(), i, k)
	var names []string
	for _, mv := range moves {
		names = append(names, g.MoveName(mv))
	}
	what := fmt.Sprintf("random playout %d of worker %d", k, i)
	return brokenRecord(fmt.Sprintf("%s stopped on an error after %d moves: %v", what, len(names), err), what, err.Error(), variant, g, names)
}

// brokenRecord is the error msg followed by the record of the broken
// game, which replay, trace and play read back with --record.
func brokenRecord(msg, what, errText, variant string, g *interpreter.Game, moves []string) error {
	rec := newRecord(g, variant)
	rec.Moves = moves
	rec.Comments = []string{what, "stopped on an error: " + strings.ReplaceAll(errText, "\n", " ")}
	return fmt.Errorf("%s; no statistics over a broken game. Its record (mancala replay --record FILE replays it):\n%s", msg, strings.TrimSuffix(rec.Format(), "\n"))
}

// header is the CSV log's first line: a column for each player's agent
// and each player's score (south and north in a game of two).
func (l *gameLog) header() []string {
	names := l.names
	if names == nil {
		names = []string{"south", "north"}
	}
	h := []string{"game"}
	h = append(h, names...)
	h = append(h, "winner", "reason")
	for _, n := range names {
		h = append(h, "score_"+n)
	}
	return append(h, "turns", "plies", "captures", "lead_changes", "moves")
}

// row is the CSV log's line of game g, in the columns of header.
func (l *gameLog) row(g *sim.Game) []string {
	seats := []string{g.South, g.North}
	if l.names != nil {
		seats = g.Seats
	}
	score := make([]string, len(seats))
	for i := range score {
		if g.Scored && i < len(g.Score) {
			score[i] = strconv.Itoa(g.Score[i])
		}
	}
	winner := g.Winner
	if winner == "" {
		winner = "none"
	}
	r := []string{strconv.Itoa(g.Index)}
	r = append(r, seats...)
	r = append(r, winner, g.Reason)
	r = append(r, score...)
	return append(r, strconv.Itoa(g.Turns), strconv.Itoa(g.Plies), strconv.Itoa(g.Captures), strconv.Itoa(g.LeadChanges), strings.Join(g.Moves, " "))
}
