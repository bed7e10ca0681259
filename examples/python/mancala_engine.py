"""A small client of `mancala engine` (docs/engine.md), standard library only.

    from mancala_engine import Engine
    with Engine(["mancala", "engine"]) as e:
        e.new("kalah", seeds=3)
        print(e.legal()["moves"])
        e.play("a3")
        print(e.go("alphabeta", "4")["move"])

Each method sends one command and returns the engine's reply, a dict;
a reply with ok false raises EngineError, which holds the reply.
"""

import json
import subprocess

PROTOCOL = "mancala-engine"
VERSION = 1


class EngineError(Exception):
    """An error reply: str(e) is the engine's message, e.reply the reply."""

    def __init__(self, reply):
        super().__init__(reply.get("error", "the engine failed"))
        self.reply = reply


class Engine:
    """A running `mancala engine`, spoken to one command at a time."""

    def __init__(self, argv=("mancala", "engine")):
        self.proc = subprocess.Popen(
            list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1)
        self.hello = self._read()
        if self.hello.get("protocol") != PROTOCOL or self.hello.get("version") != VERSION:
            self.close()
            raise EngineError({"error": "not a mancala engine of version %d: %r" % (VERSION, self.hello)})

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _read(self):
        line = self.proc.stdout.readline()
        if not line:
            raise EngineError({"error": "the engine closed its output"})
        return json.loads(line)

    def send(self, cmd, *args, **fields):
        """Send a command and return its reply. Fields other than args
        (description, options, position, id) go in the JSON form."""
        if fields:
            line = json.dumps(dict(fields, cmd=cmd, args=[str(a) for a in args]))
        else:
            line = " ".join([cmd] + [str(a) for a in args])
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self._read()
        if not reply.get("ok"):
            raise EngineError(reply)
        return reply

    def new(self, variant, ruleset=None, seed=None, **options):
        """Start a game; options by name (use a dict for names with a dash:
        e.new("kalah", **{"empty-capture": "on"}))."""
        args = [variant]
        if ruleset:
            args.append("ruleset=" + ruleset)
        if seed is not None:
            args.append("seed=%d" % seed)
        args += ["%s=%s" % kv for kv in options.items()]
        return self.send("new", *args)

    def new_description(self, text, name="description.yaml", **options):
        """Start a game of a description given as text."""
        return self.send("new", name, description=text, options={k: str(v) for k, v in options.items()})

    def legal(self):
        return self.send("legal")

    def position(self):
        return self.send("position")["position"]

    def play(self, *moves):
        return self.send("play", *moves)

    def undo(self, n=1):
        return self.send("undo", n)

    def go(self, agent=None, budget=None):
        return self.send("go", *[a for a in (agent, budget) if a])

    def trace(self, ply_or_move=None):
        return self.send("trace", *([ply_or_move] if ply_or_move is not None else []))["events"]

    def moves(self):
        return self.send("moves")["moves"]

    def result(self):
        return self.send("result")

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.close()
            except (BrokenPipeError, ValueError):
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout:
            self.proc.stdout.close()
