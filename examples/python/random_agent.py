"""An agent program of one's own: a random player over the agent side of
the protocol (docs/engine.md, "The agent side").

    mancala simulate kalah --south "cmd:python3 random_agent.py" --north greedy

It is sent a greeting, then a JSON line for each move asked of it, and
replies with the move it chooses as a JSON line. Its moves are drawn
from the seed of the greeting, so a game is reproducible.
"""

import json
import random
import sys


def main():
    hello = json.loads(sys.stdin.readline())
    if hello.get("protocol") != "mancala-agent" or hello.get("version") != 1:
        sys.exit("random_agent: a greeting it does not know: %r" % hello)
    rng = random.Random(hello["seed"])
    for line in sys.stdin:
        req = json.loads(line)
        if req["type"] != "move":
            continue
        print(json.dumps({"move": rng.choice(req["legal"])}), flush=True)


if __name__ == "__main__":
    main()
