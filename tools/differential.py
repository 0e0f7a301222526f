"""Long differential runs: the engine against the reference referee, and the C engine against both.

Run: ``.venv/bin/python tools/differential.py --games 20000 [--seed 0] [--why] [--max-hands 60]``;
with ``--engine c`` (``--games 100000 --max-hands 30 --why-every 100``, under ``nice``: about an
hour and a half per 100,000 games on the development machine) the C engine plays every game too.

Each game gets a random ruleset (a named one, or a random combination of every switch and a target
from 1 to 60), random starting scores (often near, at or past the target, tied, or negative) and a
random seat-by-seat mix of players (random, heuristic, easy, pass-happy, bid-happy). The one
harness, tools/differential_harness.py, says what is compared: every step's legal actions, every
deal, every hand's result, the match state and each hand's replayed record against the referee;
with the C engine, also its whole state after every step and its own players' choices. ``--why``
checks ``why_illegal`` and ``apply`` for every bid and card at every step of every game (about four
times slower); ``--why-every N`` in every N-th game. The first difference stops the run with the
game's ruleset, seed, starting scores, players and hand, which replay it exactly. At the end it
prints how many games, hands and steps were compared and how often each situation came up.

It checks the Python engine that ``palm_pitch`` imports (it prints which file), and the C library
palm_pitch.cengine loads (``$PALM_PITCH_CORE_LIB``, else the installed build; ``--build`` builds it
fresh first).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from differential_harness import Mismatch, c_contender, run_in_batches, run_many

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-hands", type=int, default=60, help="hands per game at most")
    parser.add_argument("--engine", choices=("python", "c"), default="python",
                        help="c: the C engine plays every game too")
    parser.add_argument("--why", action="store_true", help="also check why_illegal/apply for every action")
    parser.add_argument("--why-every", type=int, default=0,
                        help="check every refusal at every step in every N-th game (0: never)")
    parser.add_argument("--batch", type=int, default=500, help="games between progress lines")
    parser.add_argument("--build", action="store_true", help="build the C library fresh first")
    args = parser.parse_args(argv)

    import palm_pitch.state

    print(f"engine: {palm_pitch.state.__file__}", flush=True)
    contenders = ()
    if args.engine == "c":
        if args.build:
            folder = Path(tempfile.mkdtemp(prefix="pitchcore-"))
            subprocess.run(["make", "-C", str(ROOT / "device"), "host", f"BUILD={folder}"], check=True,
                           stdout=subprocess.DEVNULL)  # fmt: skip
            os.environ["PALM_PITCH_CORE_LIB"] = str(folder / "host" / "libpitchcore.so")
        from palm_pitch.cengine import PLAYER_KINDS, _library, unavailable_reason

        reason = unavailable_reason()
        if reason is not None:
            print(f"differential: {reason}", file=sys.stderr)
            return 2
        print(f"C engine: {_library.library_path()} (C players: {', '.join(PLAYER_KINDS)})", flush=True)
        contenders = (c_contender(),)
    try:
        total = run_in_batches(
            lambda count, seed: run_many(count, seed=seed, check_why=args.why, check_records=True,
                                         max_hands=args.max_hands, contenders=contenders,
                                         check_why_every=args.why_every),
            args.games, args.seed, args.batch,
        )  # fmt: skip
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
