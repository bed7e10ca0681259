package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mancala-toolkit/mancala/cmd/mancala/web"
)

var shots = flag.String("shots", "", "write the browser tests' screenshots to this directory (docs/img for the README)")

// chromium finds a Chromium to drive, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium found (Debian: apt-get install chromium; .ci/run installs it): the browser tests are skipped")
	return ""
}

// browser starts the server on loopback and a headless Chromium.
func browser(t *testing.T) (context.Context, string) {
	exe := chromium(t)
	srv := httptest.NewServer(web.New(web.DefaultConfig))
	t.Cleanup(srv.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.WindowSize(1400, 900), chromedp.UserDataDir(t.TempDir()))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("starting %s: %v", exe, err)
	}
	ctx, cancel3 := context.WithTimeout(ctx, 3*time.Minute) // a safety net, not a measure
	t.Cleanup(cancel3)
	return ctx, srv.URL
}

// idle waits until the page has nothing under way.
func idle() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`document.body.dataset.busy === "0"`, chromedp.WithPollingInterval(10*time.Millisecond))
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	dir := *shots
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// cli runs the command line and returns what it prints.
func cli(t *testing.T, args ...string) []byte {
	t.Helper()
	root := newRoot()
	var out bytes.Buffer
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&out)
	if err := root.Execute(); err != nil {
		t.Fatalf("mancala %s: %v\n%s", strings.Join(args, " "), err, out.Bytes())
	}
	return out.Bytes()
}

// boardShown is what the page shows of the board: every pit's count, the
// banks, the moves played and the ply.
type boardShown struct {
	Pits  map[string]int `json:"pits"`
	Bank  map[string]int `json:"bank"`
	Moves string         `json:"moves"`
	Ply   string         `json:"ply"`
	Over  string         `json:"over"`
	Legal []string       `json:"legal"`
	// Choices are the moves offered for a pit of more than one
	Choices []string `json:"choices"`
}

const readBoard = `(() => {
  const b = document.getElementById("board");
  const pits = {};
  for (const p of b.querySelectorAll("[data-pit]")) pits[p.dataset.pit] = Number(p.dataset.count);
  return { pits, bank: JSON.parse(document.getElementById("board-banks").dataset.bank), moves: b.dataset.moves, ply: b.dataset.ply,
    over: document.getElementById("status").dataset.over, legal: [...b.querySelectorAll(".pit.legal")].map((p) => p.dataset.pit),
    choices: [...document.querySelectorAll("#choices [data-move]")].map((b) => b.dataset.move) };
})()`

// TestBrowserPlay plays whole games by clicking the pits, two people at
// the same screen, and checks the board after each move against replay
// --json of the moves played.
func TestBrowserPlay(t *testing.T) {
	ctx, url := browser(t)
	for _, variant := range []string{"kalah", "bao-kigogo"} {
		t.Run(variant, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, 7))
			if err := chromedp.Do(ctx, chromedp.Navigate(url+"/?variant="+variant+"&seats=human,human&speed=0&seed=1#play"), idle()); err != nil {
				t.Fatal(err)
			}
			b := eval[boardShown](t, ctx, readBoard)
			for ply := 0; ; ply++ {
				checkBoard(t, variant, b)
				if b.Over == "1" {
					t.Logf("%s: game over after %d moves, each checked against replay --json", variant, ply)
					break
				}
				if ply > 1000 || len(b.Legal) == 0 {
					t.Fatalf("ply %d: no pit to click (legal %v), and the game is not over", ply, b.Legal)
				}
				pit := b.Legal[rng.IntN(len(b.Legal))]
				if ply == 20 && variant == "bao-kigogo" {
					screenshot(t, ctx, "serve-bao-kigogo.png")
				}
				if err := chromedp.Do(ctx, chromedp.Click(`#board [data-pit="`+pit+`"]`), idle()); err != nil {
					t.Fatal(err)
				}
				next := eval[boardShown](t, ctx, readBoard)
				if next.Ply == b.Ply && len(next.Choices) > 0 { // a pit of more than one move offers them
					mv := next.Choices[rng.IntN(len(next.Choices))]
					if err := chromedp.Do(ctx, chromedp.Click(`#choices [data-move="`+mv+`"]`), idle()); err != nil {
						t.Fatal(err)
					}
					next = eval[boardShown](t, ctx, readBoard)
				}
				b = next
			}
			screenshot(t, ctx, "serve-"+variant+"-over.png")
		})
	}
}

// checkBoard compares the board shown with replay --json of its moves.
func checkBoard(t *testing.T, variant string, b boardShown) {
	t.Helper()
	var want struct {
		Ply    int            `json:"ply"`
		Pits   map[string]int `json:"pits"`
		Bank   map[string]int `json:"bank"`
		Result any            `json:"result"`
	}
	if err := json.Unmarshal(cli(t, "replay", variant, "--moves", b.Moves, "--json"), &want); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(want.Ply) != b.Ply || fmt.Sprint(want.Pits) != fmt.Sprint(b.Pits) || fmt.Sprint(want.Bank) != fmt.Sprint(b.Bank) || (want.Result != nil) != (b.Over == "1") {
		t.Fatalf("after %q the page shows ply %s, pits %v, banks %v, over %q; replay --json gives ply %d, pits %v, banks %v, result %v",
			b.Moves, b.Ply, b.Pits, b.Bank, b.Over, want.Ply, want.Pits, want.Bank, want.Result)
	}
}

// TestBrowserAuthor types a broken description in the editor and finds
// the diagnostics validate gives, placed at their line and column.
func TestBrowserAuthor(t *testing.T) {
	ctx, url := browser(t)
	text := "extends: kalah\nsowing:\n  directon: ccw\n"
	err := chromedp.Do(ctx, chromedp.Navigate(url+"/?speed=0#author"), idle(),
		chromedp.SendKeys("#editor", text),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#diagnostics li").length > 0`), idle())
	if err != nil {
		t.Fatal(err)
	}
	shown := eval[[]string](t, ctx, `[...document.querySelectorAll("#diagnostics li")].map((li) => li.firstChild.textContent + (li.querySelector(".suggestion")?.textContent ?? ""))`)
	file := filepath.Join(t.TempDir(), "editor.yaml")
	os.WriteFile(file, []byte(text), 0o644)
	root := newRoot()
	var out bytes.Buffer
	root.SetArgs([]string{"validate", "--format", "json", file})
	root.SetOut(&out)
	root.Execute() // exits 1: the description is broken
	var want []web.Diagnostic
	if err := json.Unmarshal(out.Bytes(), &want); err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 || len(shown) != len(want) {
		t.Fatalf("the editor shows %q; validate gives %v", shown, want)
	}
	for i, d := range want {
		line := fmt.Sprintf("editor.yaml:%d:%d: %s: %s%s", d.Line, d.Column, d.Severity, d.Message, d.Suggestion)
		if shown[i] != line {
			t.Errorf("diagnostic %d: the editor shows %q, validate gives %q", i, shown[i], line)
		}
	}
	screenshot(t, ctx, "serve-author.png")

	// a valid description is played at once
	valid := "extends: kalah\nname: small-kalah\ntitle: Small Kalah\nboard:\n  rows: 2\n  columns: 4\n  stores: true\n"
	eval[bool](t, ctx, `document.getElementById("editor").value = ""; true`)
	err = chromedp.Do(ctx, chromedp.SendKeys("#editor", valid), idle())
	if err != nil {
		t.Fatal(err)
	}
	if state := eval[string](t, ctx, `document.getElementById("author-state").textContent`); state != "valid: it can be played" {
		t.Fatalf("a valid description: %q", state)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#author-play"), idle()); err != nil {
		t.Fatal(err)
	}
	title := eval[string](t, ctx, `document.getElementById("title").textContent`)
	pits := eval[int](t, ctx, `document.querySelectorAll("#board .pit").length`)
	if title != "Small Kalah · standard" || pits != 8 {
		t.Errorf("playing the description: %q with %d pits, want Small Kalah · standard (its ruleset, from Kalah) with 8", title, pits)
	}
}

// TestBrowserWatch steps back and forward through a move, then plays it
// again, pauses it and steps on: every step shows the seeds of the pits
// as they are at that step, one seed more after each seed sown.
func TestBrowserWatch(t *testing.T) {
	ctx, url := browser(t)
	// Kalah's a6 at the start: before it and at its start 48 seeds in
	// the pits; then its 4 seeds, the first into South's store; the
	// lap's end; the move's end
	want := []int{48, 48, 44, 45, 46, 47, 47, 47}
	check := func(what string, wantStep int) int {
		t.Helper()
		at := eval[struct {
			Text  string `json:"text"`
			Seeds int    `json:"seeds"`
		}](t, ctx, `({text: document.getElementById("frame-at").textContent,
  seeds: [...document.querySelectorAll("#board .pit")].reduce((n, p) => n + Number(p.dataset.count), 0)})`)
		var n, of int
		if i := strings.Index(at.Text, "step"); i < 0 {
			t.Fatalf("%s: the frame shown is %q", what, at.Text)
		} else if _, err := fmt.Sscanf(at.Text[i:], "step %d of %d", &n, &of); err != nil || of != len(want)-1 {
			t.Fatalf("%s: the frame shown is %q", what, at.Text)
		}
		if wantStep >= 0 && n != wantStep || at.Seeds != want[n] {
			t.Errorf("%s: step %d with %d seeds in the pits (%q); want step %d with %d", what, n, at.Seeds, at.Text, wantStep, want[n])
		}
		return n
	}
	click := func(sel string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(sel)); err != nil {
			t.Fatal(err)
		}
	}
	err := chromedp.Do(ctx, chromedp.Navigate(url+"/?variant=kalah&seats=human,human&speed=0&seed=1#play"), idle(),
		chromedp.Click(`#board [data-pit="a6"]`), idle())
	if err != nil {
		t.Fatal(err)
	}
	check("after a6", 7)
	for k := 6; k >= 1; k-- {
		click(`#back`)
		check("back", k)
	}
	click(`#forward`)
	check("forward", 2)
	// to the end, then play it again from the start, and pause it while it sows
	for range 5 {
		click(`#forward`)
	}
	click(`#pause`)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("frame-at").textContent.includes("seed")`, chromedp.WithPollingInterval(5*time.Millisecond))); err != nil {
		t.Fatal(err)
	}
	click(`#pause`)
	n := check("paused", -1)
	screenshot(t, ctx, "serve-watch.png")
	click(`#forward`)
	check("forward after the pause", min(n+1, len(want)-1))
}

// TestBrowserReplay clicks a pit that is not legal and reads why, plays
// two moves, then replays the game with the slider.
func TestBrowserReplay(t *testing.T) {
	ctx, url := browser(t)
	err := chromedp.Do(ctx, chromedp.Navigate(url+"/?variant=kalah&seats=human,human&speed=0&seed=1#play"), idle(),
		chromedp.Click(`#board [data-pit="b1"]`), idle())
	if err != nil {
		t.Fatal(err)
	}
	if msg := eval[string](t, ctx, `document.getElementById("message").textContent`); msg != "b1 is not legal: b1 does not belong to south" {
		t.Errorf("a click on b1: %q", msg)
	}
	err = chromedp.Do(ctx, chromedp.Click(`#board [data-pit="a3"]`), idle(), chromedp.Click(`#board [data-pit="a6"]`), idle(),
		chromedp.Click(`#tab-replay`), chromedp.Click(`#replay-current`), idle(),
		chromedp.Poll[chromedp.Void](`document.getElementById("slider").max === "2"`))
	if err != nil {
		t.Fatal(err)
	}
	for _, ply := range []int{1, 0, 2} {
		pits := eval[map[string]int](t, ctx, fmt.Sprintf(`(() => {
  const s = document.getElementById("slider");
  s.value = %d;
  s.dispatchEvent(new Event("input"));
  const pits = {};
  for (const p of document.querySelectorAll("#replay-board [data-pit]")) pits[p.dataset.pit] = Number(p.dataset.count);
  return pits;
})()`, ply))
		var want struct {
			Pits map[string]int `json:"pits"`
		}
		json.Unmarshal(cli(t, "replay", "kalah", "--moves", strings.Join([]string{"a3", "a6"}[:ply], " "), "--json"), &want)
		if fmt.Sprint(pits) != fmt.Sprint(want.Pits) {
			t.Errorf("the slider at ply %d shows %v; replay --json gives %v", ply, pits, want.Pits)
		}
	}
	screenshot(t, ctx, "serve-replay.png")
}
