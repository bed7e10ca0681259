package solve

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// DefaultCheckpointEvery is the default time between two saves of a
// search's table (see Checkpoint.Every).
const DefaultCheckpointEvery = 10 * time.Minute

// ErrStopped is wrapped by the error of a search stopped by
// Checkpoint.Stop once its table is saved.
var ErrStopped = errors.New("stopped")

// Checkpoint makes Search save its table to a file as it goes, so that a
// long search that is stopped, or that fills its table, goes on later
// from where it was: every entry of the table holds on its own (a
// position's value or a bound of it, with the depth searched), so a
// search that starts again from the start with the saved table in hand
// finds at once the lines already searched and spends its time on the
// others.
type Checkpoint struct {
	// Path is the file. Each save writes it whole, first to Path+".new",
	// then renames it, so that a save cut short leaves the previous one.
	Path string
	// Every is the time between two saves; 0 means
	// DefaultCheckpointEvery.
	Every time.Duration
	// Game names the game in the file: a search resumes only from a file
	// of the same Game. Give what tells rule sets apart (the command
	// line gives a digest of the description's files, the ruleset and
	// the options). The file also holds the start position, which must
	// be the game's.
	Game string
	// Resume starts the search from the table saved in Path. Without it,
	// a file at Path is an error (nothing is overwritten).
	Resume bool
	// Stop, when closed, makes the search save its table and return an
	// error wrapping ErrStopped.
	Stop <-chan struct{}
	// Saved, when set, is called after each save.
	Saved func(Saved)
}

// Saved tells of one save of a checkpoint.
type Saved struct {
	Path      string
	Positions int
	Bytes     int64
	Took      time.Duration
}

// checkpointer saves a searcher's table when it is time, or when asked
// to stop.
type checkpointer struct {
	ck   *Checkpoint
	next time.Time
}

func newCheckpointer(ck *Checkpoint) *checkpointer {
	return &checkpointer{ck: ck, next: time.Now().Add(ck.every())}
}

func (ck *Checkpoint) every() time.Duration {
	if ck.Every <= 0 {
		return DefaultCheckpointEvery
	}
	return ck.Every
}

// tick saves the table if it is time, and says why the search stops
// (nil: it goes on).
func (c *checkpointer) tick(sr *searcher) error {
	select {
	case <-c.ck.Stop:
		if err := c.save(sr); err != nil {
			return err
		}
		return fmt.Errorf("%w: the table of %d positions is saved in %s", ErrStopped, len(sr.tt), c.ck.Path)
	default:
	}
	if time.Now().Before(c.next) {
		return nil
	}
	err := c.save(sr)
	c.next = time.Now().Add(c.ck.every())
	return err
}

// save writes the table to the file.
func (c *checkpointer) save(sr *searcher) error {
	began := time.Now()
	n, err := writeTable(c.ck.Path, sr.header(c.ck.Game), sr.tt)
	if err != nil {
		return fmt.Errorf("saving the checkpoint: %w", err)
	}
	if c.ck.Saved != nil {
		c.ck.Saved(Saved{Path: c.ck.Path, Positions: len(sr.tt), Bytes: n, Took: time.Since(began)})
	}
	return nil
}

// openCheckpoint reads the table a search resumes from (nil when it
// does not resume), and refuses to overwrite a file it was not told to
// resume from.
func openCheckpoint(ck *Checkpoint, maxPositions int) (*table, error) {
	if ck.Path == "" {
		return nil, errors.New("a checkpoint needs a file")
	}
	if !ck.Resume {
		if _, err := os.Stat(ck.Path); err == nil {
			return nil, fmt.Errorf("%s exists: resume from it, or remove it to start again", ck.Path)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, nil
	}
	t, err := readTable(ck.Path, maxPositions)
	if err != nil {
		return nil, err
	}
	if t.head.Game != ck.Game {
		return nil, fmt.Errorf("%s is a checkpoint of another game (%s), not of this one (%s)", ck.Path, t.head.Game, ck.Game)
	}
	return t, nil
}
