"""The long differential run: the C engine (device/core/) against the Python engine, move for move.

Run: ``.venv/bin/python tools/c_differential.py --games 100000 [--seed 0] [--max-hands 30]
[--why-every 100]`` (under ``nice``: it is CPU-bound for about an hour and a half per 100,000 games
on the development machine).

Each game gets a random ruleset (a named one, or a random combination of every switch and a target
from 1 to 60), random starting scores and a random seat-by-seat mix of players (random, heuristic,
pass-happy, bid-happy), as tools/differential.py; every step's state, legal actions, the C players'
choices and generators, and every hand's result are compared (tools/c_differential_harness.py);
every ``--why-every``-th game also compares every refusal at every step. The first difference stops
the run with the game's ruleset, seed, starting scores, players, hand and actions, which replay it.

The C library is the one palm_pitch.cengine loads (``$PALM_PITCH_CORE_LIB``, else the installed
build); ``--build`` first builds it fresh with ``make -C device host`` and uses that.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-hands", type=int, default=30, help="hands per game at most")
    parser.add_argument("--why-every", type=int, default=100,
                        help="check every refusal at every step in every N-th game (0: never)")
    parser.add_argument("--batch", type=int, default=1000, help="games between progress lines")
    parser.add_argument("--build", action="store_true", help="build the C library fresh first")
    args = parser.parse_args(argv)

    if args.build:
        build = Path(tempfile.mkdtemp(prefix="pitchcore-"))
        subprocess.run(["make", "-C", str(ROOT / "device"), "host", f"BUILD={build}"], check=True,
                       stdout=subprocess.DEVNULL)
        os.environ["PALM_PITCH_CORE_LIB"] = str(build / "host" / "libpitchcore.so")

    from c_differential_harness import run_many_c
    from differential_harness import Mismatch, run_in_batches

    from palm_pitch.cengine import PLAYER_KINDS, _library, unavailable_reason

    reason = unavailable_reason()
    if reason is not None:
        print(f"c_differential: {reason}", file=sys.stderr)
        return 2
    print(f"C engine: {_library.library_path()} (C players: {', '.join(PLAYER_KINDS)})", flush=True)
    try:
        total = run_in_batches(lambda count, seed: run_many_c(count, seed, args.why_every,
                                                              max_hands=args.max_hands),
                               args.games, args.seed, args.batch)
    except Mismatch as error:
        print(f"MISMATCH {error}", file=sys.stderr)
        return 1
    print(f"\nNo difference in {total.games} games: {total.hands} hands, {total.steps} steps"
          f" (bids and plays), {total.all_pass_hands} hands thrown in, {total.game_overs} games played"
          f" to a win; rulesets: {', '.join(sorted(total.rulesets))}.")
    for name, count in sorted(total.events.items()):
        print(f"{count:9d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
