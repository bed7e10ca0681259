package variants

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/mancala-toolkit/mancala/dsl/check"
	"github.com/mancala-toolkit/mancala/interpreter"
)

var (
	games = flag.Int("games", 2000, "random games per variant and option set in the property tests (try 10000 for a long run)")
	plies = flag.Int("plies", 150000, "stop the random games of one variant and option set once they have played this many plies, after at least 100 games (0: no limit; try 0 with -games 10000 for a long run)")
)

// optionSets returns the defaults and, for each option, each value other
// than its default (for number options: their listed values, or the
// smallest and a small one).
func optionSets(p *interpreter.Program) []map[string]string {
	sets := []map[string]string{{}}
	for _, o := range p.Options() {
		if o.Engine {
			continue
		}
		var values []string
		switch o.Kind {
		case check.OptBool:
			values = []string{"on", "off"}
		case check.OptChoice:
			values = o.Values
		case check.OptInt:
			values = append(values, o.Values...)
			if len(o.Values) == 0 {
				values = append(values, fmt.Sprint(o.Min), fmt.Sprint(o.Min+1))
			}
			if o.Unlimited != "" {
				values = append(values, o.Unlimited)
			}
		}
		for _, v := range values {
			if v != o.Default {
				sets = append(sets, map[string]string{o.Name: v})
			}
		}
	}
	return sets
}

// TestRandomGames plays random games of every variant under every option
// set: seeds are conserved after every ply (Match.Debug) and every game
// ends, by a rule or by the move limit.
func TestRandomGames(t *testing.T) {
	for _, name := range Names() {
		p := MustLoad(name)
		for _, opts := range optionSets(p) {
			t.Run(fmt.Sprintf("%s/%v", name, opts), func(t *testing.T) {
				t.Parallel()
				g, err := p.Configure(opts)
				if err != nil {
					t.Fatal(err)
				}
				reasons := playRandomGames(t, g, rand.New(rand.NewPCG(7, uint64(len(opts)))), *games)
				t.Logf("games: %v", reasons)
			})
		}
	}
}

// playRandomGames plays n games of uniformly random legal moves with
// Match.Debug on (seeds conserved after every ply), failing the test on
// any error or on a game that outlives the move limit; it returns how
// many games ended for each reason. It stops early, after at least 100
// games, once the games have played -plies plies: a variant whose games
// are long is played as many plies as one whose games are short.
func playRandomGames(t *testing.T, g *interpreter.Game, rng *rand.Rand, n int) map[string]int {
	t.Helper()
	reasons := map[string]int{}
	limit, _ := strconv.Atoi(g.Option("move-limit"))
	played := 0
	for i := 0; i < n; i++ {
		if *plies > 0 && i >= 100 && played >= *plies {
			break
		}
		mt := g.NewMatch()
		mt.Debug(true)
		for !mt.Result().Over {
			legal, err := mt.Legal()
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			if len(legal) == 0 {
				t.Fatalf("game %d: no legal move but the game is not over", i)
			}
			if err := mt.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d, moves %v: %v", i, moveNames(g, mt.Moves()), err)
			}
			if int(mt.State().Ply) > limit {
				t.Fatalf("game %d passed the move limit", i)
			}
		}
		reasons[mt.Result().Reason]++
		played += int(mt.State().Ply)
	}
	return reasons
}

func moveNames(g *interpreter.Game, ms []interpreter.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, g.MoveName(m))
	}
	return out
}

// TestPlayoutsEnd: fast playouts end too, conserving seeds (as many as
// the random games: -games, or -plies plies after the first 100).
func TestPlayoutsEnd(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			g, _ := MustLoad(name).Configure(nil)
			m := g.NewMachine()
			played := 0
			for i := 0; i < *games; i++ {
				if *plies > 0 && i >= 100 && played >= *plies {
					break
				}
				s := g.Start()
				total, kinds := s.Total(), g.KindTotals(s)
				r := m.Playout(s)
				if !r.Over || s.Total() != total {
					t.Fatalf("playout %d: over=%v seeds %d→%d", i, r.Over, total, s.Total())
				}
				if kinds != nil { // seeds of several kinds: each kind conserved
					if got := g.KindTotals(s); !slices.Equal(got, kinds) || g.Validate(s) != nil {
						t.Fatalf("playout %d: seeds of each kind %v→%v (%v)", i, kinds, got, g.Validate(s))
					}
				}
				played += int(s.Ply)
			}
		})
	}
}

// TestPerft pins the number of legal move sequences from the start to a
// few plies: any change to which moves are legal changes these counts.
func TestPerft(t *testing.T) {
	want := map[string][]int64{
		"adi":               {1, 6, 36, 190, 1014},
		"bao-kingulu":       {1, 4, 15, 50, 131},
		"bao-kigogo":        {1, 23, 499, 7393},
		"bao-la-kimasai":    {1, 8, 64, 416},
		"bao-kingulu-sizes": {1, 4, 15, 50},
		"das-bohnenspiel":   {1, 6, 36, 206},
		"en-gehe":           {1, 40, 1255},
		"hawalis":           {1, 14, 182, 1539},
		"kalah":             {1, 6, 35, 185},
		"moruba":            {1, 24, 552, 12164},
		"omweso":            {1, 16, 256, 4096},
		"oware":             {1, 6, 36, 190},
		"pallankuli":        {1, 7, 41, 228, 1263},
		"toguz-kumalak":     {1, 9, 73, 613},
		"vai-lung-thlan":    {1, 6, 36, 190, 1015},
		"tsoro":             {1, 8, 64, 376, 2209},
		"mweiso":            {1, 6, 20, 211},
		"nsolo":             {1, 19, 337, 4842},
		"lobudok":           {1, 2, 4, 12},
		"sungka":            {1, 7, 36, 230, 1406},
		"main-chongkak":     {1, 6, 35, 183, 951},
		"katra":             {1, 32, 912, 10660},
		"hus-nama":          {1, 4, 16, 368},
		"leyla-gobale":      {1, 1, 4, 19, 83},
		"kiuthi":            {1, 12, 116, 1008},
		"mangala-turkey":    {1, 7, 49, 304, 1903},
		"kanji-guti":        {1, 6, 34, 171},
		"kara":              {1, 3, 9, 21, 61},
		"mankala":           {1, 6, 36, 206, 1166},
		"mangala-suez":      {1, 6, 36, 180, 900},
		"khrour":            {1, 2, 4, 8, 12},
		"kpo":               {1, 6, 36, 190, 1014},
		"koro":              {1, 5, 25, 100, 400},
		"mangala-bedouin":   {1, 4, 16, 64},
		"mwambulula":        {1, 8, 64, 448, 3136},
		"isolo":             {1, 7, 49, 294, 1764},
		"mefuvha":           {1, 1, 29, 55},
		"ryakati":           {1, 1, 1, 1, 1, 1, 1, 7},
		"chisolo":           {1, 12, 134, 1309},
		"sute":              {1, 1, 1, 1, 1},
		"tshuba":            {1, 16, 240, 2912},
		"njombwa":           {1, 1, 1, 1, 1},
		"mangola":           {1, 2, 4, 8, 16},
		"ikibuguzo":         {1, 1, 1, 1, 1, 1, 1, 5, 25},
		"gabata":            {1, 8, 61, 449, 3158},
		"bay-khom":          {1, 8, 48, 246, 1276},
		"adjiboto":          {1, 5, 25, 100, 400},
		"ovalhu":            {1, 8, 50, 363, 2549},
		"chongka":           {1, 7, 37, 227, 1369},
		"selus-massawa":     {1, 9, 71, 544, 4119},

		"concentration-game": {1, 5, 25, 125, 624},
		"dakon":              {1, 7, 36, 230, 1394},
		"congkak":            {1, 7, 36, 230, 1406},
		"ayoayo":             {1, 6, 28, 130, 604},
		"dabuda":             {1, 4, 13, 55, 254},
		"bosh":               {1, 5, 19, 79, 266},
		"andot":              {1, 6, 36, 196, 1072},
		"daramuti":           {1, 14, 68, 318, 1308},
		"bechi":              {1, 4, 16, 64, 240},
		"awagagae":           {1, 6, 32, 157, 803},
		"chonka":             {1, 7, 37, 217, 1237},
		"andada":             {1, 12, 96, 852, 7288},
		"boukerourou":        {1, 4, 16, 64, 238},
		"chungcajon":         {1, 7, 43, 271, 1767},
		"duene":              {1, 6, 32, 141, 639},
		"deka":               {1, 6, 21, 66, 219},

		"aw-li-on-nam-ot-tjin": {1, 9, 81, 648, 5184},
		"hus-damara":           {1, 16, 256, 3200},
		"katra-boaoaka":        {1, 32, 744, 8010},
		"wari":                 {1, 6, 36, 180, 776},
		"french-wari":          {1, 6, 28, 131, 616},
		"english-wari":         {1, 6, 36, 181, 905},
		"kisolo-lali":          {1, 8, 59, 295, 1353},
		"kisolo":               {1, 7, 49, 357, 2601},
		"msuwa":                {1, 18, 313, 4441},
		"um-el-bagara":         {1, 6, 36, 168, 784},
		"um-el-tuweisat":       {1, 4, 16, 40, 100},
		"um-el-bil":            {1, 1, 6, 30, 153},
		"tsoro-baia":           {1, 1, 21, 420},
		"bao-la-kiswahili":     {1, 4, 14, 30, 82},
		"sat-gol":              {1, 7, 7, 7, 7, 7, 7, 7, 7, 7},
		"abalalae":             {1, 9, 72, 516, 3704},
		"sowing":               {1, 6, 25, 71, 176, 388},
		"cirgol":               {1, 10, 90, 760, 6380},
		"rio-kadalis":          {1, 6, 32, 140, 638},
		"lib-al-aqil":          {1, 12, 144, 1728}, // South's first counters, each into any of the 12 holes
		"lisolo":               {1, 17, 257, 4336}, // a counter taken from any of 16 holes, or ready; put into any of 15 others
		"baqura":               {1, 6, 36, 216},    // one counter at a time into any of one's six holes

		"iyogh":        {1, 2, 4, 4, 4, 24, 156},
		"okwe-achalla": {1, 45, 2150},

		"o-an-quan":       {1, 10, 80, 654, 4974},
		"o-an-quan-match": {1, 10, 80, 654, 4992}, // O An Quan's, but four games over after three moves (one leaf each) go on to a refill of 5 or 6 moves (a2 b4 a6); TestOAnQuanMatchPerft
		"ngulungu":        {1, 1, 1, 1, 1, 1},
		"pic":             {1, 3, 9, 27, 81, 243}, // five players, three heaps each: 3 moves a turn until a heap empties
		"erherhe":         {1, 6, 36, 190, 1014},
		"lamosh":          {1, 1, 5, 18, 81},
		"um-el-banat":     {1, 6, 32, 157, 769},
		"tuz":             {1, 2, 11, 58, 256},
		"qelat":           {1, 6, 32, 157, 769},
		"jimafesosh":      {1, 1, 1, 5, 20},

		"enindji":     {1, 6, 36, 190, 1014},
		"fondji":      {1, 6, 36, 190, 1014},
		"foji":        {1, 6, 28, 130, 604},
		"ngolo":       {1, 19, 325, 5243},
		"papan-dakon": {1, 7, 43, 118, 409},
		"sonka":       {1, 5, 20, 74, 256},
		"tchela":      {1, 16, 256, 256, 256},

		"raja-pasu-mandiri": {1, 4, 15, 54, 111},      // three players: one's four holes, then the Raja's holes left in play
		"laomuzhu":          {1, 5, 25, 500, 3584},    // each stone placed on one of five holes, then any hole either way
		"yucebao":           {1, 6, 36, 720, 5702},    // each stone placed on one of five holes or left in its store
		"ceelkoqyuqkoqiji":  {1, 10, 96, 1043, 11999}, // a relay through a store sows its stone on; where the larger stone falls in the first lap that sows it is a choice (a3:2)

		"adidada":           {1, 6, 36, 190, 1014},
		"ntyenge":           {1, 8, 64, 458, 3295},
		"oure-ngat":         {1, 4, 13, 40, 122, 271}, // the first counter back into its heap, then every heap of 2, 4 or 6 taken
		"unnee-tugalluulax": {1, 6, 36, 206, 1166},
		"nchayo":            {1, 10, 90, 482, 2734},
		"namudilakunze":     {1, 13, 169, 3034},    // both ways round from each player's second turn
		"muvalavala-luena":  {1, 6, 32, 259, 2120}, // each player's first move from the inner row
		"chiana-wa-bwalo":   {1, 1, 1, 1, 1},       // only the rearmost hole of each player's counters
		"katro-bevohoka":    {1, 11, 115, 1011},    // another turn after a last counter in one's storage hole
		"kapana-bona":       {1, 6, 30, 138, 546},
		"altiev":            {1, 6, 27, 124, 573},
		"gifia":             {1, 8, 64, 508, 3828}, // either way from each hole
		"alitev":            {1, 6, 36, 183, 939},
		"pachgarhwa":        {1, 5, 16, 76, 261}, // relays from the hole after the next
		"motiq":             {1, 7, 40, 249, 1464},
		"nsumbi":            {1, 16, 256, 2304, 19015}, // no capture in a player's first turn
		"pereauni":          {1, 8, 32, 336, 2080},     // each player's first turn from the outer row
		"muvalavala-quioco": {1, 1, 1, 10, 84},         // only the far-left heap can move at first
	}
	if len(want) != len(Names()) {
		t.Errorf("perft counts pinned for %d variants; there are %d", len(want), len(Names()))
	}
	for name, counts := range want {
		g, _ := MustLoad(name).Configure(nil)
		for depth, w := range counts {
			got, err := g.Perft(g.Start(), depth)
			if err != nil {
				t.Fatal(err)
			}
			if got != w {
				t.Errorf("%s perft(%d) = %d, want %d", name, depth, got, w)
			}
		}
	}
}
