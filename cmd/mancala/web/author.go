package web

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/input"
	"github.com/mancala-toolkit/mancala/interpreter"
	"github.com/mancala-toolkit/mancala/variants"
)

// Diagnostic is a problem with a description, in the form `validate
// --format json` prints it.
type Diagnostic struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	Column     int    `json:"column"`
	Severity   string `json:"severity"`
	Code       string `json:"code"`
	Message    string `json:"message"`
	Suggestion string `json:"suggestion,omitempty"`
}

// editorFile is the name a description typed in the page has in its
// diagnostics.
const editorFile = "editor.yaml"

func diagnostics(ds diag.List) []Diagnostic {
	out := []Diagnostic{}
	for _, d := range ds {
		out = append(out, Diagnostic{File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col, Severity: d.Severity.String(), Code: d.Code, Message: d.Message, Suggestion: d.Suggestion})
	}
	return out
}

// descriptionError is a description that does not compile.
type descriptionError struct{ diags []Diagnostic }

func (e *descriptionError) Error() string {
	for _, d := range e.diags {
		if d.Severity == "error" {
			return fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Column, d.Message)
		}
	}
	return "the description does not compile"
}

// compileSource compiles a description sent by a client, within the
// loader's limit on a description's size; it reads no file.
func compileSource(src string) (*interpreter.Program, diag.List, error) {
	b, err := input.Description.Read(strings.NewReader(src), editorFile)
	if err != nil {
		var ie *input.Error
		if errors.As(err, &ie) {
			var ds diag.List
			ds.Errorf(diag.Pos{File: editorFile}, "read", "%s", ie.Reason)
			return nil, ds, nil
		}
		return nil, nil, err
	}
	p, ds := variants.CompileText(editorFile, b)
	return p, ds, nil
}

type validateRequest struct {
	Source string `json:"source"`
}

// validate answers with the diagnostics of a description, as validate
// --format json gives them.
func (s *Server) validate(w http.ResponseWriter, r *http.Request) {
	var req validateRequest
	if !readJSON(w, r, &req) {
		return
	}
	_, ds, err := compileSource(req.Source)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	writeJSON(w, http.StatusOK, diagnostics(ds))
}

// program is a variant to play.
type program struct {
	name string
	prog *interpreter.Program
}

var builtins sync.Map // name → *interpreter.Program

// builtin returns a built-in variant, compiled once.
func builtin(name string) (*interpreter.Program, error) {
	if p, ok := builtins.Load(name); ok {
		return p.(*interpreter.Program), nil
	}
	if !slices.Contains(variants.Names(), name) { // a name, never a path
		if c := diag.Closest(name, variants.Names()); c != "" {
			return nil, fmt.Errorf("unknown variant %q; did you mean %q?", name, c)
		}
		return nil, fmt.Errorf("unknown variant %q (GET /api/variants lists them)", name)
	}
	p, err := variants.Load(name)
	if err != nil {
		return nil, err
	}
	builtins.Store(name, p)
	return p, nil
}

// program returns the variant of a request: a description sent
// (source), else a built-in variant by name.
func (s *Server) program(name, source string) (*program, error) {
	if source == "" {
		if name == "" {
			return nil, badRequest{errors.New("name a variant, or send a description (source)")}
		}
		p, err := builtin(name)
		if err != nil {
			return nil, badRequest{err}
		}
		return &program{name: name, prog: p}, nil
	}
	p, ds, err := compileSource(source)
	if err != nil {
		return nil, badRequest{err}
	}
	if p == nil {
		return nil, &descriptionError{diagnostics(ds)}
	}
	return &program{name: p.Name(), prog: p}, nil
}

// replayRequest asks for the positions of a game, ply by ply: a record,
// or a variant (or description) with its rules and moves.
type replayRequest struct {
	Variant string            `json:"variant"`
	Source  string            `json:"source"`
	Ruleset string            `json:"ruleset"`
	Options map[string]string `json:"options"`
	Moves   string            `json:"moves"`
	Record  string            `json:"record"`
	Seed    uint64            `json:"seed"`
}

// maxReplay bounds the plies /api/replay answers for.
const maxReplay = 2000

// replayView is a game replayed: the board, the moves and the position
// before the first move and after each, as replay --json prints it.
type replayView struct {
	Variant   string                  `json:"variant"`
	Title     string                  `json:"title"`
	Layout    *layout                 `json:"layout"`
	Moves     []string                `json:"moves"`
	Positions []*interpreter.Position `json:"positions"`
}

func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	var req replayRequest
	if !readJSON(w, r, &req) {
		return
	}
	g, err := s.start(&gameRequest{Variant: req.Variant, Source: req.Source, Ruleset: req.Ruleset, Options: req.Options, Record: req.Record, Seed: req.Seed})
	if err != nil {
		writeError(w, err)
		return
	}
	moves := g.mt.Moves()
	mt := g.mt
	if req.Record == "" {
		for _, name := range strings.Fields(req.Moves) {
			if err := mt.PlayName(name); err != nil {
				writeError(w, err)
				return
			}
		}
		moves = mt.Moves()
	}
	if len(moves) > maxReplay {
		fail(w, http.StatusRequestEntityTooLarge, "the game has %d moves; replay shows at most %d", len(moves), maxReplay)
		return
	}
	start, err := g.fresh()
	if err != nil {
		writeError(w, err)
		return
	}
	ig := g.g
	out := &replayView{Variant: g.variant, Title: ig.Program().Variant().Title, Layout: layoutOf(ig.Program()), Moves: []string{},
		Positions: []*interpreter.Position{ig.Position(start.State(), start.Result())}}
	for _, mv := range moves {
		if err := start.Play(mv); err != nil {
			writeError(w, err)
			return
		}
		out.Moves = append(out.Moves, ig.MoveName(mv))
		out.Positions = append(out.Positions, ig.Position(start.State(), start.Result()))
	}
	writeJSON(w, http.StatusOK, out)
}

// variantInfo describes a built-in variant for the page's choices.
type variantInfo struct {
	Name     string        `json:"name"`
	Title    string        `json:"title"`
	Players  int           `json:"players"`
	Rulesets []rulesetInfo `json:"rulesets"`
	Options  []optionInfo  `json:"options,omitempty"`
	Layout   *layout       `json:"layout,omitempty"`
	Source   string        `json:"source,omitempty"`
}

type rulesetInfo struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
}

type optionInfo struct {
	Name      string   `json:"name"`
	Kind      string   `json:"kind"` // bool, int or choice
	Doc       string   `json:"doc"`
	Values    []string `json:"values,omitempty"`
	Min       int      `json:"min"`
	Max       int      `json:"max"`
	Unlimited string   `json:"unlimited,omitempty"`
	Default   string   `json:"default"`
}

func info(name string, p *interpreter.Program, full bool) variantInfo {
	v := variantInfo{Name: name, Title: p.Variant().Title, Players: p.Players(), Rulesets: []rulesetInfo{}}
	for _, r := range p.Rulesets() {
		v.Rulesets = append(v.Rulesets, rulesetInfo{r.Name, r.Doc})
	}
	if full {
		for _, o := range p.Options() {
			v.Options = append(v.Options, optionInfo{Name: o.Name, Kind: [...]string{"bool", "int", "choice"}[o.Kind], Doc: o.Doc, Values: o.Values, Min: o.Min, Max: o.Max, Unlimited: o.Unlimited, Default: o.Default})
		}
		v.Layout = layoutOf(p)
		src, _ := variants.Source(name)
		v.Source = string(src)
	}
	return v
}

var (
	listOnce sync.Once
	list     []byte
)

func (s *Server) listVariants(w http.ResponseWriter, r *http.Request) {
	listOnce.Do(func() {
		out := []variantInfo{}
		for _, name := range variants.Names() {
			if p, err := builtin(name); err == nil {
				out = append(out, info(name, p, false))
			}
		}
		var b bytes.Buffer
		writeJSONTo(&b, out)
		list = b.Bytes()
	})
	w.Header().Set("Content-Type", "application/json")
	w.Write(list)
}

func (s *Server) getVariant(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	p, err := builtin(name)
	if err != nil {
		fail(w, http.StatusNotFound, "%v", err)
		return
	}
	writeJSON(w, http.StatusOK, info(name, p, true))
}
