package check

import (
	"strings"

	"github.com/mancala-toolkit/mancala/dsl/builtin"
	"github.com/mancala-toolkit/mancala/dsl/diag"
	"github.com/mancala-toolkit/mancala/dsl/syntax"
)

// place checks sowing.place and sowing.place_at: a kind other than the
// first, whose seed in the hand falls at the drop place_at gives (a
// number of a seed in the lap), both keys given together.
func (c *checker) place(s *syntax.Sowing) {
	given, at := s.Place.Pos.IsValid() && s.Place.Value != "", s.PlaceAt != nil
	switch {
	case !given && !at:
		return
	case given && !at:
		c.diags.Errorf(s.Place.Pos, "sowing", "sowing place: %s falls where place_at says, but place_at is not given", s.Place.Value)
		c.diags.Suggest("give place_at: the number of the seed in the lap at which it falls, such as a value the mover chooses (place_at: game.at)")
		return
	case at && !given:
		c.diags.Errorf(s.PlaceAt.Pos, "sowing", "sowing place_at: no kind is named by place, so nothing falls where place_at says")
		c.diags.Suggest("name the kind with place: KIND, such as place: stone")
		return
	}
	c.v.PlaceAt = c.expr(s.PlaceAt.Expr, builtin.SecSkip, builtin.Int)
	name := s.Place.Value
	if len(c.v.Kinds) == 0 {
		c.diags.Errorf(s.Place.Pos, "kinds", "sowing place: no kinds of seed are declared, so there is no %s to place", name)
		c.diags.Suggest("declare kinds, the ordinary seed first, then the kind placed")
		return
	}
	ki := c.kindIndex(name)
	switch {
	case ki < 0 && c.badKinds[name]:
		// its declaration is refused, and reported
	case ki < 0:
		c.diags.Errorf(s.Place.Pos, "kinds", "sowing place: no kind %q is declared (kinds: %s)", name, strings.Join(c.kindNames(), ", "))
		if x := diag.Closest(name, c.kindNames()); x != "" {
			c.diags.Suggest("did you mean %s?", x)
		}
	case ki == 0:
		c.diags.Errorf(s.Place.Pos, "kinds", "sowing place: %s is the first kind, which falls wherever the other kinds leave room; name another kind", name)
		if len(c.v.Kinds) > 1 {
			c.diags.Suggest("place: %s", c.v.Kinds[len(c.v.Kinds)-1].Name)
		}
	default:
		c.v.Place = ki
	}
}
