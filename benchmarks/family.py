"""The heuristic against random players in every variant of the family: the table of docs/variants.md.

For each variant, over ``--games`` seeded games (default 500; seeds 0, 1, ...): in a team variant
the heuristic plays every seat of team 0 and random players the other teams; in a variant played
alone (or with a called partner) the heuristic plays seat 0 among random players. Printed per
variant: the heuristic's wins, the goal (team variants 90%, the others 70%), whether it is met, the
games cut off at ``--max-hands``, hands per game and seconds. Run::

    .venv/bin/python benchmarks/family.py                 # every variant, 500 games each
    .venv/bin/python benchmarks/family.py --games 100 ten-point cell
"""

from __future__ import annotations

import argparse
import time

from palm_pitch.family.match import play_game
from palm_pitch.family.players import FamilyHeuristic, FamilyRandom
from palm_pitch.family.rules import Teams
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family_command import seats_for

TEAM_GOAL = 90.0
ALONE_GOAL = 70.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="variant names (default: all)")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--max-hands", type=int, default=200)
    args = parser.parse_args()
    rules_list = [get_variant(name) for name in args.variants] or list(all_variants())
    print(f"{'variant':<24} {'kind':<6} {'heuristic wins':>15} {'goal':>5}  met  cut off  hands/game"
          "  seconds")
    missed = 0
    for rules in rules_list:
        players = seats_for(rules, FamilyHeuristic(), FamilyRandom())
        team = rules.teams is Teams.FIXED
        started = time.perf_counter()
        wins = cut = hands = 0
        for seed in range(args.games):
            outcome = play_game(rules, players, seed, args.max_hands)
            wins += outcome.winner == 0
            cut += outcome.winner is None
            hands += len(outcome.final.results)
        share = 100.0 * wins / args.games
        goal = TEAM_GOAL if team else ALONE_GOAL
        met = share >= goal
        missed += not met
        print(f"{rules.name:<24} {'team' if team else 'alone':<6} {wins:>6} ({share:5.1f}%) {goal:>4.0f}%"
              f"  {'yes' if met else 'NO ':<3}  {cut:>7}  {hands / args.games:>10.1f}"
              f"  {time.perf_counter() - started:>7.1f}", flush=True)
    print(f"{len(rules_list) - missed} of {len(rules_list)} variants meet the goal over {args.games} games"
          " each")
    return 0 if missed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
