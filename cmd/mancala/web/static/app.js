// The page of `mancala serve`: Play, Watch, Author and Replay, on the
// JSON API under /api/ (docs/serve.md).
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  const ct = r.headers.get("Content-Type") || "";
  const data = ct.startsWith("application/json") ? await r.json() : await r.text();
  if (!r.ok) {
    const err = new Error(data.error || String(data));
    err.data = data;
    throw err;
  }
  return data;
}

// busy counts the things under way (requests, animations); the body's
// data-busy says whether the page is idle, for people and tests.
let busyCount = 0;
function busy(d) {
  busyCount += d;
  document.body.dataset.busy = busyCount > 0 ? "1" : "0";
}

// ---- the board ---------------------------------------------------------

// stateOf turns a position (replay --json) into arrays by pit index.
function stateOf(layout, pos) {
  const idx = Object.fromEntries(layout.players.map((p, i) => [p, i]));
  const pits = layout.names.map((n) => pos.pits[n] || 0);
  const owners = layout.side_of.slice();
  for (const [n, who] of Object.entries(pos.owners || {})) {
    const i = layout.names.indexOf(n);
    if (i >= 0) owners[i] = who in idx ? idx[who] : -1;
  }
  const marks = layout.names.map(() => 0);
  for (const [n, ms] of Object.entries(pos.marks || {})) {
    const i = layout.names.indexOf(n);
    for (const m of ms) if (i >= 0) marks[i] |= 1 << layout.marks.indexOf(m);
  }
  const bank = layout.players.map((p) => (pos.bank || {})[p] || 0);
  return { pits, owners, marks, bank };
}

// drawBoard draws a board from its layout, as render does: the rows with
// the last at the top, the stores at the ends (North's left, South's
// right; more players' stores in a column), owned and marked pits shown.
function drawBoard(box, layout, st, opt = {}) {
  box.textContent = "";
  const grid = el("div", "grid");
  grid.style.gridTemplateColumns = `1.2em repeat(${layout.columns}, 3.4em)`;
  const numbers = () => {
    grid.append(el("span", "label"));
    for (let c = 1; c <= layout.columns; c++) grid.append(el("span", "label", String(c)));
  };
  numbers();
  for (let r = layout.rows - 1; r >= 0; r--) {
    grid.append(el("span", "label", String.fromCharCode(97 + r)));
    for (let c = 0; c < layout.columns; c++) grid.append(pitEl(layout, st, r * layout.columns + c, "pit", opt));
  }
  numbers();
  const stores = layout.stores.map((q, pl) => [q, pl]).filter(([q]) => q >= 0);
  if (stores.length === 2) {
    const [s0, s1] = stores;
    box.append(pitEl(layout, st, s1[0], "store", opt), grid, pitEl(layout, st, s0[0], "store", opt));
  } else {
    box.append(grid);
    if (stores.length) {
      const col = el("div", "stores");
      for (const [q] of stores) col.append(pitEl(layout, st, q, "store", opt));
      box.append(col);
    }
  }
  const banks = el("div", "banks");
  banks.id = box.id + "-banks";
  banks.textContent = "bank " + layout.players.map((p, i) => `${p} ${st.bank[i]}`).join(" · ");
  banks.dataset.bank = JSON.stringify(Object.fromEntries(layout.players.map((p, i) => [p, st.bank[i]])));
  box.append(banks);
}

function pitEl(layout, st, i, cls, opt) {
  const name = layout.names[i];
  const d = el("div", cls);
  d.dataset.pit = name;
  d.dataset.count = st.pits[i];
  d.title = name;
  const side = layout.side_of[i];
  const owner = st.owners[i];
  if (side >= 0) d.classList.add("side" + side);
  if (owner !== side || cls === "store") {
    d.classList.add(owner < 0 ? "ownN" : "own" + owner);
    if (cls === "pit") {
      d.classList.add("owned");
      d.title += ` (${owner < 0 ? "nobody" : layout.players[owner]}'s)`;
    }
  }
  const m = st.marks[i];
  if (m) {
    const names = layout.marks.filter((_, k) => m & (1 << k));
    d.append(el("span", "mark", names.join(" ")));
    d.title += " " + names.join(", ");
  }
  const n = st.pits[i];
  for (let k = 0; k < Math.min(n, cls === "store" ? 40 : 12); k++) d.append(el("span", "seed"));
  d.append(el("span", "n", String(n)));
  if (opt.legal && opt.legal.has(name)) d.classList.add("legal");
  if (opt.sowing === i) d.classList.add("sowing");
  if (opt.target === i) d.classList.add("target");
  if (opt.onClick) d.addEventListener("click", () => opt.onClick(name));
  return d;
}

// ---- play and watch ----------------------------------------------------

const play = { game: null, layout: null, variants: [], watch: null, frame: 0, timer: null, source: "", gen: 0, onEnd: null };

async function loadVariants() {
  play.variants = await api("GET", "/api/variants");
  const sel = $("variant"), from = $("author-from");
  for (const v of play.variants) {
    sel.append(new Option(`${v.title} (${v.name})`, v.name));
    from.append(new Option(v.name, v.name));
  }
  sel.value = "kalah";
  await chooseVariant();
}

async function chooseVariant() {
  const v = await api("GET", "/api/variants/" + encodeURIComponent($("variant").value));
  const rs = $("ruleset");
  rs.textContent = "";
  rs.append(new Option("(none)", ""));
  for (const r of v.rulesets) rs.append(new Option(r.name, r.name));
  const opts = $("options");
  opts.textContent = "";
  for (const o of v.options || []) {
    if (["lap-limit", "move-limit", "endless"].includes(o.name)) continue;
    const l = el("label", "", o.name + " ");
    l.title = o.doc;
    let inp;
    const words = o.kind === "bool" ? ["on", "off"] : o.values || [];
    if (words.length) {
      inp = el("select");
      for (const x of words) inp.append(new Option(x, x));
    } else {
      inp = el("input");
      inp.size = 4;
    }
    inp.value = o.default;
    inp.dataset.option = o.name;
    inp.dataset.default = o.default;
    l.append(inp);
    opts.append(l);
  }
  seatsFor(v.players, v.layout.players);
}

function seatsFor(n, names) {
  const box = $("seats");
  box.textContent = "";
  for (let i = 0; i < n; i++) {
    const l = el("label", "", names[i] + " ");
    const s = el("select");
    s.id = "seat-" + i;
    for (const a of ["human", "random", "greedy", "alphabeta", "mcts"]) s.append(new Option(a, a));
    s.value = i === 1 ? "greedy" : "human";
    const str = el("input");
    str.id = "strength-" + i;
    str.type = "number";
    str.min = 1;
    str.placeholder = "strength";
    str.title = "alphabeta: depth (1-12); mcts: iterations (1-200000)";
    str.className = "strength";
    l.append(s, str);
    box.append(l);
  }
}

function seatList() {
  const out = [];
  for (let i = 0; $("seat-" + i); i++) {
    let s = $("seat-" + i).value;
    const n = $("strength-" + i).value;
    if (n && (s === "alphabeta" || s === "mcts")) s += ":" + n;
    out.push(s);
  }
  return out;
}

function optionValues() {
  const out = {};
  for (const inp of document.querySelectorAll("[data-option]")) {
    if (inp.value !== inp.dataset.default) out[inp.dataset.option] = inp.value;
  }
  return out;
}

async function newGame(req) {
  busy(1);
  try {
    say("");
    restart();
    const g = await api("POST", "/api/games", req);
    play.game = g;
    play.layout = g.layout;
    play.watch = null;
    if (!$("seat-" + (g.seats.length - 1)) || $("seat-" + g.seats.length)) seatsFor(g.seats.length, g.layout.players);
    g.seats.forEach((s, i) => {
      const [name, n] = s.split(":");
      if ($("seat-" + i)) {
        $("seat-" + i).value = name;
        $("strength-" + i).value = n || "";
      }
    });
    $("narration").textContent = "";
    show();
    await agentsMove();
  } catch (e) {
    say(e.message);
  } finally {
    busy(-1);
  }
}

function say(msg) {
  $("message").textContent = msg;
}

// show draws the game as it stands, legal pits highlighted when a person
// is to move.
function show() {
  const g = play.game;
  const st = stateOf(play.layout, g.position);
  const human = !g.position.result && g.seats[play.layout.players.indexOf(g.legal.to_move)] === "human";
  const legal = new Set(human ? Object.values(g.legal.pits) : []);
  drawBoard($("board"), play.layout, st, { legal, onClick: human ? clickPit : null });
  $("board").dataset.ply = g.position.ply;
  $("board").dataset.moves = g.moves.join(" ");
  $("title").textContent = g.title + (g.ruleset ? ` · ${g.ruleset}` : "");
  const r = g.position.result;
  if (r) {
    let s = `Game over: ${r.winner ? r.winner + " wins" : "a draw"} (${r.reason})`;
    if (r.score) s += ", score " + Object.entries(r.score).map(([p, n]) => `${p} ${n}`).join(" · ");
    $("status").textContent = s + ".";
    $("status").dataset.over = "1";
  } else {
    $("status").textContent = `Ply ${g.position.ply} · ${g.legal.to_move} to move` + (human ? ": click a highlighted pit." : " (the computer).");
    $("status").dataset.over = "0";
  }
  const ch = $("choices");
  ch.textContent = "";
  if (human) {
    for (const m of g.legal.moves) if (!(m in g.legal.pits)) ch.append(moveButton(m));
  }
  $("moves").textContent = g.moves.length ? "Moves: " + g.moves.join(" ") : "";
  const kinds = Object.entries(g.position.kinds || {}).map(
    ([k, at]) => `${k}: ` + (Object.entries(at).map(([w, n]) => `${w} ${n}`).join(", ") || "none"));
  $("kinds").textContent = kinds.length ? "Seeds of other kinds: " + kinds.join(" · ") : "";
}

function moveButton(m) {
  const b = el("button", "move", m);
  b.type = "button";
  b.dataset.move = m;
  b.addEventListener("click", () => playMove(m));
  return b;
}

// clickPit plays the move of a pit; with more than one (a choice of
// direction, say), offers them; with none, asks the server why not.
function clickPit(name) {
  const g = play.game;
  if (busyCount > 0) return;
  const moves = Object.entries(g.legal.pits).filter(([, p]) => p === name).map(([m]) => m);
  if (moves.length === 1) return playMove(moves[0]);
  if (moves.length === 0) return playMove(name);
  const ch = $("choices");
  ch.textContent = `Moves from ${name}: `;
  for (const m of moves) ch.append(moveButton(m));
}

async function playMove(m) {
  busy(1);
  try {
    say("");
    const g = await api("POST", `/api/games/${play.game.id}/play`, { move: m });
    await moved(g);
    await agentsMove();
  } catch (e) {
    if (e.message) say(e.data && e.data.reason ? `${e.data.move} is not legal: ${e.data.reason}` : e.message);
  } finally {
    busy(-1);
  }
}

// agentsMove lets the computer players move while it is their turn.
async function agentsMove() {
  for (const gen = play.gen; gen === play.gen; ) {
    const g = play.game;
    if (g.position.result || g.seats[play.layout.players.indexOf(g.legal.to_move)] === "human") return;
    await moved(await api("POST", `/api/games/${g.id}/agent`));
  }
}

// moved shows a move played: its frames one after the other, then the
// position.
// A move paused while it is watched waits for its last frame to be
// reached (by stepping forward or playing on) before the game goes on.
async function moved(g) {
  const gen = play.gen;
  play.game = g;
  play.watch = g.last;
  narrate();
  if (g.last) $("status").textContent = `Ply ${g.position.ply}: ${g.last.move} is sown…`;
  if (speed() > 0 && g.last && g.last.frames.length > 1) {
    await new Promise((done) => {
      play.onEnd = done;
      runFrames(1);
    });
  } else if (g.last) {
    play.frame = g.last.frames.length - 1;
    drawFrame();
  }
  if (gen !== play.gen) throw new Error("");
  show();
}

// restart leaves the move being watched, for a new game or an undo.
function restart() {
  play.gen++;
  stopWatch();
  const end = play.onEnd;
  play.onEnd = null;
  if (end) end();
}

function speed() {
  return Number($("speed").value);
}

function delay() {
  return 900 / Math.pow(1.6, speed());
}

function runFrames(from) {
  stopWatch();
  play.frame = from;
  busy(1);
  const t = { id: 0 };
  play.timer = t;
  const step = () => {
    drawFrame();
    if (play.frame >= play.watch.frames.length - 1) {
      stopWatch();
      return;
    }
    t.id = setTimeout(() => {
      play.frame++;
      step();
    }, delay());
  };
  step();
}

// stopWatch stops the animation running, if any.
function stopWatch() {
  const t = play.timer;
  if (!t) return;
  play.timer = null;
  clearTimeout(t.id);
  busy(-1);
}

// drawFrame shows frame play.frame of the move watched.
function drawFrame() {
  const w = play.watch;
  const f = w.frames[play.frame];
  const st = { pits: f.pits, owners: f.owners, marks: f.marks, bank: f.bank };
  const ev = f.event >= 0 ? w.events[f.event] : null;
  const opt = {};
  if (ev && ev.kind === "lap") opt.sowing = f.pit;
  else if (f.pit >= 0) opt.target = f.pit;
  drawBoard($("board"), play.layout, st, opt);
  let at = `${w.move}: step ${play.frame} of ${w.frames.length - 1}`;
  if (f.seed) at += `, seed ${f.seed} of lap ${ev.lap}`;
  $("frame-at").textContent = at;
  markNarration();
  if (play.frame === w.frames.length - 1 && play.onEnd) {
    const end = play.onEnd;
    play.onEnd = null;
    end();
  }
}

function narrate() {
  const ol = $("narration");
  ol.textContent = "";
  if (!play.watch) return;
  play.watch.events.forEach((e, i) => {
    if (!e.text) return;
    const li = el("li", "", e.text + " ");
    li.dataset.event = i;
    if (e.rule) {
      const r = el("span", "rule", e.rule);
      r.title = e.where || "";
      li.append(r);
    }
    ol.append(li);
  });
}

function markNarration() {
  const w = play.watch;
  if (!w) return;
  const ev = w.frames[play.frame].event;
  for (const li of $("narration").children) li.classList.toggle("on", Number(li.dataset.event) === ev);
}

function stepBy(d) {
  if (!play.watch) return;
  stopWatch();
  play.frame = Math.max(0, Math.min(play.watch.frames.length - 1, play.frame + d));
  drawFrame();
  if (play.frame === play.watch.frames.length - 1) show();
}

async function undo() {
  busy(1);
  try {
    restart();
    play.game = await api("POST", `/api/games/${play.game.id}/undo`);
    play.watch = null;
    $("narration").textContent = "";
    show();
  } catch (e) {
    say(e.message);
  } finally {
    busy(-1);
  }
}

async function saveRecord() {
  const text = await api("GET", `/api/games/${play.game.id}/record`);
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  a.download = play.game.variant + ".record";
  a.click();
  URL.revokeObjectURL(a.href);
}

// ---- author ------------------------------------------------------------

let checkTimer = null, checkSeq = 0;

async function check() {
  const seq = ++checkSeq;
  busy(1);
  try {
    const ds = await api("POST", "/api/validate", { source: $("editor").value });
    if (seq !== checkSeq) return;
    const ul = $("diagnostics");
    ul.textContent = "";
    for (const d of ds) {
      const li = el("li", d.severity, `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
      if (d.suggestion) li.append(el("div", "suggestion", d.suggestion));
      const text = $("editor").value.split("\n")[d.line - 1];
      if (d.file === "editor.yaml" && d.line > 0 && text !== undefined) {
        li.append(el("pre", "quote", `${text}\n${" ".repeat(Math.max(d.column - 1, 0))}^`));
      }
      li.dataset.line = d.line;
      li.dataset.column = d.column;
      li.addEventListener("click", () => goTo(d.line, d.column));
      ul.append(li);
    }
    const errs = ds.filter((d) => d.severity === "error").length;
    $("author-state").textContent = errs ? `${errs} error(s)` : "valid: it can be played";
    $("author-play").disabled = errs > 0;
  } catch (e) {
    $("author-state").textContent = e.message;
  } finally {
    busy(-1);
  }
}

function goTo(line, col) {
  const ed = $("editor");
  const lines = ed.value.split("\n");
  let at = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
  at += Math.max(col - 1, 0);
  ed.focus();
  ed.setSelectionRange(at, at + 1);
}

// ---- replay ------------------------------------------------------------

const rep = { view: null };

async function replay(req) {
  busy(1);
  try {
    $("replay-message").textContent = "";
    rep.view = await api("POST", "/api/replay", req);
    $("slider").max = rep.view.moves.length;
    $("slider").value = rep.view.moves.length;
    $("replay-title").textContent = rep.view.title;
    showReplay();
  } catch (e) {
    $("replay-message").textContent = e.message;
  } finally {
    busy(-1);
  }
}

function showReplay() {
  const v = rep.view;
  const i = Number($("slider").value);
  const pos = v.positions[i];
  drawBoard($("replay-board"), v.layout, stateOf(v.layout, pos));
  let s = `ply ${i} of ${v.moves.length}`;
  if (i > 0) s += ` · after ${v.moves[i - 1]}`;
  s += pos.result ? ` · ${pos.result.winner || "nobody"} wins (${pos.result.reason})` : ` · ${pos.to_move} to move`;
  $("replay-at").textContent = s;
}

// ---- pages -------------------------------------------------------------

function route() {
  const page = (location.hash || "#play").slice(1);
  for (const s of document.querySelectorAll(".page")) s.hidden = s.id !== page;
  for (const a of document.querySelectorAll("nav a")) a.classList.toggle("on", a.id === "tab-" + page);
}

window.addEventListener("hashchange", route);
window.addEventListener("DOMContentLoaded", async () => {
  route();
  $("variant").addEventListener("change", chooseVariant);
  $("setup").addEventListener("submit", (e) => {
    e.preventDefault();
    play.source = "";
    newGame({ variant: $("variant").value, ruleset: $("ruleset").value, options: optionValues(), seats: seatList(), seed: Date.now() % 1e9 });
  });
  $("undo").addEventListener("click", undo);
  $("save").addEventListener("click", saveRecord);
  $("load").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (f) newGame({ record: await f.text(), source: play.source || undefined, seats: seatList() });
  });
  $("back").addEventListener("click", () => stepBy(-1));
  $("forward").addEventListener("click", () => stepBy(1));
  $("pause").addEventListener("click", () => {
    if (play.timer) stopWatch();
    else if (play.watch) runFrames(play.frame >= play.watch.frames.length - 1 ? 0 : play.frame);
  });
  // a check waits for a pause in the typing; the page is busy till then
  $("editor").addEventListener("input", () => {
    if (checkTimer === null) busy(1);
    else clearTimeout(checkTimer);
    checkTimer = setTimeout(() => {
      checkTimer = null;
      busy(-1);
      check();
    }, 250);
  });
  $("author-from").addEventListener("change", async (e) => {
    if (!e.target.value) return;
    const v = await api("GET", "/api/variants/" + encodeURIComponent(e.target.value));
    $("editor").value = v.source;
    check();
  });
  $("author-play").addEventListener("click", () => {
    play.source = $("editor").value;
    location.hash = "#play";
    newGame({ source: play.source, seats: ["human", "greedy"] });
  });
  $("slider").addEventListener("input", showReplay);
  $("replay-go").addEventListener("click", () => replay({ record: $("replay-text").value, source: play.source || undefined }));
  $("replay-file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (!f) return;
    $("replay-text").value = await f.text();
    replay({ record: $("replay-text").value });
  });
  $("replay-current").addEventListener("click", async () => {
    if (!play.game) return;
    $("replay-text").value = await api("GET", `/api/games/${play.game.id}/record`);
    replay({ record: $("replay-text").value, source: play.source || undefined });
  });
  busy(1);
  try {
    await loadVariants();
    const q = new URLSearchParams(location.search);
    if (q.has("speed")) $("speed").value = q.get("speed");
    if (q.has("variant")) {
      $("variant").value = q.get("variant");
      await chooseVariant();
    }
    const seats = q.has("seats") ? q.get("seats").split(",") : seatList();
    await newGame({ variant: $("variant").value, seats, seed: Number(q.get("seed") || 1) });
  } finally {
    busy(-1);
  }
});
