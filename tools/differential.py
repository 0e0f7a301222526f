"""A long differential run: the engine against the reference referee on many random games.

Run: ``.venv/bin/python tools/differential.py --games 20000 [--seed 0] [--why] [--max-hands 60]``.

Each game gets a random ruleset (a named one, or a random combination of every switch and a target
from 1 to 60), random starting scores (often near, at or past the target, tied, or negative) and a
random seat-by-seat mix of players (random, heuristic, pass-happy, bid-happy). Every step's legal
actions, every deal, every hand's result, the match state and each hand's replayed record are
compared (see tools/differential_harness.py); ``--why`` also checks ``why_illegal`` and ``apply`` for
every bid and card at every step (about four times slower). The first difference stops the run with
the game's ruleset, seed, starting scores, players and hand number, which replay it exactly. At the
end it prints how many games, hands and steps were compared and how often each situation came up.

It checks the Python engine that ``palm_pitch`` imports (it prints which file).
"""

from __future__ import annotations

import argparse
import sys

from differential_harness import Mismatch, run_in_batches, run_many


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-hands", type=int, default=60, help="hands per game at most")
    parser.add_argument("--why", action="store_true", help="also check why_illegal/apply for every action")
    parser.add_argument("--batch", type=int, default=500, help="games between progress lines")
    args = parser.parse_args(argv)

    import palm_pitch.state

    print(f"engine: {palm_pitch.state.__file__}", flush=True)
    try:
        total = run_in_batches(lambda count, seed: run_many(count, seed=seed, check_why=args.why,
                                                            check_records=True, max_hands=args.max_hands),
                               args.games, args.seed, args.batch)
    except Mismatch as error:
        print(f"MISMATCH {error}", file=sys.stderr)
        return 1
    print(f"\nNo difference in {total.games} games: {total.hands} hands, {total.steps} steps"
          f" (bids and plays), {total.game_overs} games played to a win;"
          f" rulesets: {', '.join(sorted(total.rulesets))}.")
    for name, count in sorted(total.events.items()):
        print(f"{count:9d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
