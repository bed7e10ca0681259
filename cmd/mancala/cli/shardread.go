package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter/sim"
)

// readShard reads the shard file at path as a stream: its header, then
// its games one at a time, so that merging holds a few games at once,
// not a shard. header is called once, with the settings, before the
// first game (the header comes first, as simulate --out writes it);
// game with each game. The file is bounded in size as every shard is.
func readShard(path string, header func(*shardFile) error, game func(*sim.Game) error) error {
	f, err := input.Shard.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	dec := json.NewDecoder(bufio.NewReader(io.LimitReader(f, input.Shard.Max)))
	bad := func(err error) error { return fmt.Errorf("%s: %v", path, err) }
	if t, err := dec.Token(); err != nil {
		return bad(err)
	} else if t != json.Delim('{') {
		return bad(fmt.Errorf("a shard file is a JSON object, as simulate --out writes it"))
	}
	fields := map[string]json.RawMessage{}
	played := false
	start := func() error {
		b, _ := json.Marshal(fields)
		var sf shardFile
		if err := json.Unmarshal(b, &sf); err != nil {
			return bad(err)
		}
		return header(&sf)
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return bad(err)
		}
		key, _ := t.(string)
		if _, twice := fields[key]; twice || (key == "played" && played) {
			return bad(fmt.Errorf("key %q is given twice", key))
		}
		if key != "played" {
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				return bad(err)
			}
			fields[key] = v
			continue
		}
		played = true
		if fields["games"] == nil {
			return bad(fmt.Errorf("the games come before the run's settings: write the settings first, as simulate --out does"))
		}
		if err := start(); err != nil {
			return err
		}
		if t, err := dec.Token(); err != nil {
			return bad(err)
		} else if t == nil {
			continue // "played": null, no games
		} else if t != json.Delim('[') {
			return bad(fmt.Errorf(`"played" is a list of games`))
		}
		for dec.More() {
			var g sim.Game
			if err := dec.Decode(&g); err != nil {
				return bad(err)
			}
			if err := game(&g); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil { // ]
			return bad(err)
		}
	}
	if _, err := dec.Token(); err != nil { // }
		return bad(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad(fmt.Errorf("something follows the shard's object"))
	}
	if !played {
		return start()
	}
	return nil
}
