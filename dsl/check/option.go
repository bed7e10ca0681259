package check

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/diag"
)

// OptionKind is the kind of values an option takes.
type OptionKind int

// The option kinds.
const (
	OptBool   OptionKind = iota // on / off
	OptInt                      // a whole number, maybe with a word for "no limit"
	OptChoice                   // one of a list of words
)

// Unlimited is the value an integer option takes for its "no limit" word.
const Unlimited = math.MaxInt32

// Option is a checked option declaration.
type Option struct {
	Name      string
	Doc       string
	Kind      OptionKind
	Values    []string // the allowed words (choice) or listed numbers (int); empty for a range
	Min, Max  int
	Unlimited string // the word meaning "no limit", int options only
	Default   string
	Engine    bool // lap-limit, move-limit and endless, which every variant has
	// Implicit: a game's option values leave the option out at its
	// default (an engine option added after records were first kept).
	Implicit bool
	bad      bool // its declaration has an error already reported
}

// Parse converts an option value written by a person into its run-time
// value: 1/0 for on/off, the number, the index of a choice.
func (o *Option) Parse(text string) (int32, error) {
	switch o.Kind {
	case OptBool:
		switch text {
		case "on":
			return 1, nil
		case "off":
			return 0, nil
		}
	case OptInt:
		if o.Unlimited != "" && text == o.Unlimited {
			return Unlimited, nil
		}
		n, err := strconv.Atoi(text)
		if err == nil && n >= o.Min && n <= o.Max && n < Unlimited {
			if len(o.Values) == 0 || contains(o.Values, text) {
				return int32(n), nil
			}
		}
	case OptChoice:
		for i, v := range o.Values {
			if v == text {
				return int32(i), nil
			}
		}
		for i, v := range o.Values {
			if SameName(v, text) {
				return int32(i), nil
			}
		}
		if c := diag.Closest(text, o.Values); c != "" {
			return 0, fmt.Errorf("option %s: %q is not a valid value; did you mean %q? (valid values: %s)", o.Name, text, c, o.Describe())
		}
	}
	return 0, fmt.Errorf("option %s: %q is not a valid value; valid values: %s", o.Name, text, o.Describe())
}

// SameName reports whether two option names or values are the same word,
// written with - or _ alike (big-capture, big_capture).
func SameName(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		x, y := a[i], b[i]
		if x == '_' {
			x = '-'
		}
		if y == '_' {
			y = '-'
		}
		if x != y {
			return false
		}
	}
	return true
}

// Format converts a run-time value back to its written form.
func (o *Option) Format(v int32) string {
	switch o.Kind {
	case OptBool:
		if v != 0 {
			return "on"
		}
		return "off"
	case OptChoice:
		if int(v) < len(o.Values) {
			return o.Values[v]
		}
	case OptInt:
		if v == Unlimited && o.Unlimited != "" {
			return o.Unlimited
		}
	}
	return strconv.Itoa(int(v))
}

// Describe says which values the option takes, for people.
func (o *Option) Describe() string {
	switch o.Kind {
	case OptBool:
		return "on, off"
	case OptChoice:
		return strings.Join(o.Values, ", ")
	}
	var parts []string
	if len(o.Values) > 0 {
		parts = append(parts, strings.Join(o.Values, ", "))
	} else {
		switch {
		case o.Max < Unlimited-1:
			parts = append(parts, fmt.Sprintf("a number from %d to %d", o.Min, o.Max))
		default:
			parts = append(parts, fmt.Sprintf("a number from %d", o.Min))
		}
	}
	if o.Unlimited != "" {
		parts = append(parts, o.Unlimited)
	}
	return strings.Join(parts, ", ")
}

// ExprName is the name the option has in expressions: option.NAME with
// every - written as _.
func (o *Option) ExprName() string { return strings.ReplaceAll(o.Name, "-", "_") }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// engineOptions are the options every variant has (rules/README.md).
func engineOptions() []*Option {
	return []*Option{
		{Name: "lap-limit", Kind: OptInt, Min: 1, Max: 1000000, Default: "1000", Engine: true,
			Doc: "a move is legal only if it ends within this many laps"},
		{Name: "move-limit", Kind: OptInt, Min: 1, Max: 1000000, Default: "1000", Engine: true,
			Doc: "the game stops after this many moves, with reason move-limit and no winner"},
		{Name: "endless", Kind: OptChoice, Values: []string{"illegal", "stop", "draw"}, Default: "illegal", Engine: true, Implicit: true,
			Doc: "a move still going on at the lap limit (or found to repeat for ever) is not legal (illegal), ends there (stop), or ends the game drawn (draw)"},
	}
}
