"""Gremlins at full length: seeded random pen and key events through the Pitch app.

Without ``--ruleset``: 100,000 events through the Palm game in the device profile. With
``--ruleset NAME``: through a game of the family's variant NAME in the desktop app
(``palm-pitch variants`` names them; ``--ruleset all`` runs every variant of 2 to 6 players that
Game > Variant offers, one after the other, 20,000 events each by default).

Prints events per second and what the stream did; on the first broken invariant (or exception)
it prints the failure with its event number and exits 1. ``--events`` and ``--seed`` change the
run; saves go to a temporary folder (in memory, ``/dev/shm``, where there is one: the app saves
after every step, and a disk's ``fsync`` would take a third of the run)::

    .venv/bin/python benchmarks/gremlins.py [--events 100000] [--seed 0]
    .venv/bin/python benchmarks/gremlins.py --ruleset ten-point [--events 20000]
    nice -n 10 .venv/bin/python benchmarks/gremlins.py --ruleset all
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from palm_pitch.app.family_gremlins import FamilyGremlins
from palm_pitch.app.family_variant import PALM, offered_variants
from palm_pitch.app.gremlins import GremlinFailure, GremlinReport, Gremlins

MEMORY = Path("/dev/shm")
SCRATCH = str(MEMORY) if MEMORY.is_dir() else None


def palm_run(seed: int, events: int) -> int:
    with tempfile.TemporaryDirectory(dir=SCRATCH) as folder:
        gremlins = Gremlins(seed, Path(folder))
        started = time.perf_counter()
        try:
            report = gremlins.run(events)
        except GremlinFailure as failure:
            print(f"FAILED (seed {seed}): {failure}")
            return 1
        elapsed = time.perf_counter() - started
    print(
        f"gremlins seed {seed}: {report.events} events in {elapsed:.1f} s "
        f"({report.events / elapsed:.0f} events/s), no failure"
    )
    print(
        f"  {report.games} games, {report.hands} hands, {report.steps} bids and cards checked, "
        f"{report.restarts} restarts from the save"
    )
    print("  " + ", ".join(f"{kind} {count}" for kind, count in sorted(report.kinds.items())))
    return 0


def family_run(name: str, seed: int, events: int) -> tuple[GremlinReport, float] | None:
    """One variant's run: its report and seconds, or None (the failure printed)."""
    with tempfile.TemporaryDirectory(dir=SCRATCH) as folder:
        try:
            gremlins = FamilyGremlins(name, seed, Path(folder))
            started = time.perf_counter()
            report = gremlins.run(events)
        except GremlinFailure as failure:
            print(f"FAILED {name} (seed {seed}): {failure}", flush=True)
            return None
        elapsed = time.perf_counter() - started
    print(
        f"{name:28} {report.events} events in {elapsed:6.1f} s ({report.events / elapsed:4.0f}/s): "
        f"{report.games} games, {report.hands} hands, {report.steps} steps checked, "
        f"{report.take_backs} take-backs, {report.restarts} restarts, {gremlins.switches} variant switches",
        flush=True,
    )
    return report, elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=None,
                        help="events per run (100,000 for the Palm game, 20,000 per variant)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ruleset", default=None, help="a family variant's name, or all")
    args = parser.parse_args()
    if args.ruleset is None:
        return palm_run(args.seed, args.events or 100_000)
    offered = [rules.name for rules in offered_variants() if rules.name != PALM]
    if args.ruleset == "all":
        names = offered
    elif args.ruleset in offered:
        names = [args.ruleset]
    else:
        print(f"gremlins: no variant of 2 to 6 players named {args.ruleset!r} (see palm-pitch variants)")
        return 2
    events = args.events or 20_000
    failures, total_events, total_seconds = 0, 0, 0.0
    for name in names:
        result = family_run(name, args.seed, events)
        if result is None:
            failures += 1
            continue
        total_events += result[0].events
        total_seconds += result[1]
    rate = total_events / total_seconds if total_seconds else 0.0
    print(f"{len(names)} variants, {total_events:,} events in {total_seconds:.0f} s "
          f"({rate:.0f} events/s), {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
