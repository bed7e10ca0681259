"""A game between a random player, here in Python, and the engine's agent.

    python3 random_vs_engine.py [--engine PATH] [--variant kalah] [--agent alphabeta:3] [--seed 1]

The random player takes South, the engine's agent North. The game's
moves are printed one a line, then the result. The script checks what it
is told: every move it plays was listed as legal, the seeds in play stay
as many as at the start, and the engine's list of moves is the game's.
"""

import argparse
import random
import sys

from mancala_engine import Engine, EngineError


def seeds(pos):
    return sum(pos["pits"].values()) + sum(pos["bank"].values()) + sum(pos["reserve"].values())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", default="mancala", help="the mancala program")
    ap.add_argument("--variant", default="kalah")
    ap.add_argument("--agent", default="alphabeta:3", help="the engine's agent, as go takes it")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with Engine([a.engine, "engine"]) as e:
        start = e.new(a.variant, seed=a.seed)
        total = seeds(start["position"])
        played = []
        while True:
            pos = e.position()
            if pos["result"] is not None:
                break
            if seeds(pos) != total:
                sys.exit("seeds not conserved at ply %d" % pos["ply"])
            if pos["to_move"] == "south":
                legal = e.legal()["moves"]
                mv = rng.choice(legal)
                name = e.play(mv)["played"][0]
                who = "random"
            else:
                reply = e.go(a.agent)
                name, who = reply["move"], reply["agent"]
            played.append(name)
            print("%d. %s %s (%s)" % (len(played), pos["to_move"], name, who))
        if e.moves() != played:
            sys.exit("the engine's moves differ from those played")
        try:
            e.play("a1")
            sys.exit("a move after the end was accepted")
        except EngineError as err:
            print("after the end:", err)
        r = e.result()["result"]
        score = " ".join("%s %d" % kv for kv in sorted((r.get("score") or {}).items()))
        print("result: %s wins (%s) %s" % (r["winner"] or "nobody", r["reason"], score))


if __name__ == "__main__":
    main()
