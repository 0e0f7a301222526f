"""The heuristic against random players in every variant of the family: the table of docs/variants.md.

For each variant, over ``--games`` seeded games (default 500; seeds 0, 1, ...): in a team variant
the heuristic plays every seat of team 0 and random players the other teams; in a variant played
alone (or with a called partner) the heuristic plays seat 0 among random players. Printed per
variant: the heuristic's wins, the 95% Wilson interval of its winning share, the goal (team
variants 90%, the others 70%), whether the share meets it (``yes``; ``yes*`` when the whole interval
is clear of the goal too), the games cut off at ``--max-hands``, hands per game and the seconds of
play (summed over the worker processes). ``--jobs N`` plays the seeds in N processes; the figures
do not depend on it (every game is its seed's). Run::

    .venv/bin/python benchmarks/family.py                 # every variant, 500 games each
    .venv/bin/python benchmarks/family.py --games 100 --jobs 2 ten-point cell
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from palm_pitch.family.match import play_game
from palm_pitch.family.players import FamilyHeuristic, FamilyRandom
from palm_pitch.family.rules import Teams
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family_command import seats_for

TEAM_GOAL = 90.0
ALONE_GOAL = 70.0
CHUNK = 25
"""Seeds handed to a worker at a time."""


@dataclass(frozen=True)
class Tally:
    """What a run of seeds of one variant came to."""

    games: int = 0
    wins: int = 0
    cut: int = 0
    hands: int = 0
    seconds: float = 0.0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.games + other.games, self.wins + other.wins, self.cut + other.cut,
                     self.hands + other.hands, self.seconds + other.seconds)


def play_seeds(name: str, first: int, count: int, max_hands: int) -> Tally:
    """The heuristic's tally over seeds ``first`` .. ``first + count - 1`` of variant ``name``."""
    rules = get_variant(name)
    players = seats_for(rules, FamilyHeuristic(), FamilyRandom())
    started = time.perf_counter()
    wins = cut = hands = 0
    for seed in range(first, first + count):
        outcome = play_game(rules, players, seed, max_hands)
        wins += outcome.winner == 0
        cut += outcome.winner is None
        hands += len(outcome.final.results)
    return Tally(count, wins, cut, hands, time.perf_counter() - started)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a winning share, in percent."""
    if games == 0:
        return 0.0, 100.0
    share = wins / games
    centre = share + z * z / (2 * games)
    spread = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return 100.0 * (centre - spread) / scale, 100.0 * (centre + spread) / scale


def chunks(games: int) -> Iterator[tuple[int, int]]:
    """(first seed, count) pieces of ``range(games)``."""
    for first in range(0, games, CHUNK):
        yield first, min(CHUNK, games - first)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="variant names (default: all)")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--max-hands", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    names = [get_variant(name).name for name in args.variants] or [rules.name for rules in all_variants()]
    print(f"{'variant':<24} {'kind':<6} {'heuristic wins':>15} {'95% interval':>14} {'goal':>5}  met "
          f" cut off  hands/game  seconds")
    missed = 0
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for name in names:
            rules = get_variant(name)
            pieces = list(chunks(args.games))
            if pool is not None:
                futures = [pool.submit(play_seeds, name, first, count, args.max_hands)
                           for first, count in pieces]
                tallies = [future.result() for future in futures]
            else:
                tallies = [play_seeds(name, first, count, args.max_hands) for first, count in pieces]
            tally = sum(tallies, Tally())
            team = rules.teams is Teams.FIXED
            share = 100.0 * tally.wins / tally.games
            low, high = wilson(tally.wins, tally.games)
            goal = TEAM_GOAL if team else ALONE_GOAL
            met = share >= goal
            missed += not met
            verdict = ("yes*" if low >= goal else "yes") if met else "NO"
            print(f"{rules.name:<24} {'team' if team else 'alone':<6} {tally.wins:>6} ({share:5.1f}%)"
                  f" {low:5.1f}-{high:5.1f}% {goal:>4.0f}%  {verdict:<4} {tally.cut:>6}"
                  f"  {tally.hands / tally.games:>10.1f}  {tally.seconds:>7.1f}", flush=True)
    finally:
        if pool is not None:
            pool.shutdown()
    print(f"{len(names) - missed} of {len(names)} variants meet the goal over {args.games} games each")
    return 0 if missed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
