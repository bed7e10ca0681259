package builtin

// Some functions read a condition for each pit of a set, or of the track,
// with pit bound to that pit: all, any, and the search first, which is
// written in words rather than as name(args).

// PerPit names, for each function that has one, the parameter read for
// each pit with pit bound to it.
var PerPit = map[string]string{"all": "c", "any": "c", "first": "c"}

// Forms gives how a function is written when not as name(params).
var Forms = map[string]string{"first": "first(pit after p where c)"}

// CondParam reports whether parameter param of function fn is a condition
// read for each pit.
func CondParam(fn, param string) bool { return PerPit[fn] == param }
