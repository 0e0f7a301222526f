"""Compute the match-win table the Expert player's reward reads, by simulation in the C engine.

What it is for: ``palm_pitch/players/win_table.py`` (the one source; ``device/core/win_table.h`` is
generated from it by tools/c_twins.py) holds, for every pair of shortfalls (how many points each
team still needs to reach the palm ruleset's target, 1..SIZE), the chance in 1/10000 that the first
team wins the match, heuristic players at every seat. Each pair plays ``--games`` games from those
scores in the C engine (pp_search_match_wins); the table is then made symmetric
(p[a][b] = 1 - p[b][a], averaging both measurements) and monotone (never better for needing more).

    python tools/win_table.py --games 400     # rewrites palm_pitch/players/win_table.py
"""

from __future__ import annotations

import argparse
import ctypes
import textwrap
import time
from pathlib import Path

from palm_pitch.cengine._library import library
from palm_pitch.cengine.game import c_ruleset
from palm_pitch.rules import PALM

SIZE = 30
ROOT = Path(__file__).resolve().parent.parent
MODULE = ROOT / "palm_pitch" / "players" / "win_table.py"


def measure(games: int, seed: int) -> list[list[float]]:
    lib = library()
    rules = c_ruleset(PALM)
    target = PALM.target
    raw = [[0.0] * SIZE for _ in range(SIZE)]
    for a in range(1, SIZE + 1):
        for b in range(1, SIZE + 1):
            wins = lib.pp_search_match_wins(ctypes.byref(rules), target - a, target - b, games,
                                            seed + 1000 * (a * SIZE + b))
            raw[a - 1][b - 1] = wins / games
    return raw


def smooth(raw: list[list[float]]) -> list[list[int]]:
    sym = [[(raw[a][b] + 1.0 - raw[b][a]) / 2 for b in range(SIZE)] for a in range(SIZE)]
    # Monotone: needing more points never helps; the other team needing more never hurts.
    for a in range(SIZE):
        for b in range(SIZE):
            if a:
                sym[a][b] = min(sym[a][b], sym[a - 1][b])
            if b:
                sym[a][b] = max(sym[a][b], sym[a][b - 1])
    return [[round(10000 * sym[a][b]) for b in range(SIZE)] for a in range(SIZE)]


def render(table: list[list[int]], games: int) -> str:
    rows = ",\n".join(textwrap.fill(", ".join(str(v) for v in row), 104, initial_indent="    (",
                                     subsequent_indent="     ") + ")" for row in table)
    return f'''"""The chance of winning the match from a score: the Expert player's reward (data only).

What it is for: the Expert search values a hand by how likely its team is then to win the match,
so that it bids and defends differently at 19-20 than at 0-0. ``WIN_TABLE[a - 1][b - 1]`` is the
chance, in 1/10000, that a team needing ``a`` more points to reach the target beats one needing
``b`` (1..WIN_TABLE_SIZE; more is read as the last), heuristic players at every seat, palm rules.
Measured by tools/win_table.py ({games} games from each pair of scores in the C engine, made
symmetric and monotone); device/core/win_table.h is generated from this module (tools/c_twins.py).
"""

from __future__ import annotations

WIN_TABLE_SIZE = {SIZE}
"""Shortfalls 1..WIN_TABLE_SIZE points."""

WIN_TABLE: tuple[tuple[int, ...], ...] = (
{rows},
)
"""The chance in 1/10000 that a team ``a`` points short beats one ``b`` points short."""
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    table = smooth(measure(args.games, args.seed))
    MODULE.write_text(render(table, args.games), encoding="utf-8")
    print(f"{MODULE.relative_to(ROOT)}: {SIZE}x{SIZE} pairs x {args.games} games in "
          f"{time.perf_counter() - started:.1f} s; p(1,1)={table[0][0]} p(10,10)={table[9][9]} "
          f"p(5,20)={table[4][19]}")


if __name__ == "__main__":
    main()
