"""Gremlins at full length: 100,000 seeded random pen and key events through the Pitch app.

Prints events per second and what the stream did; on the first broken invariant (or exception)
it prints the failure with its event number and exits 1. ``--events`` and ``--seed`` change the
run; saves go to a temporary folder::

    .venv/bin/python benchmarks/gremlins.py [--events 100000] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from palm_pitch.app.gremlins import GremlinFailure, Gremlins


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        gremlins = Gremlins(args.seed, Path(folder))
        started = time.perf_counter()
        try:
            report = gremlins.run(args.events)
        except GremlinFailure as failure:
            print(f"FAILED (seed {args.seed}): {failure}")
            return 1
        elapsed = time.perf_counter() - started
    print(
        f"gremlins seed {args.seed}: {report.events} events in {elapsed:.1f} s "
        f"({report.events / elapsed:.0f} events/s), no failure"
    )
    print(
        f"  {report.games} games, {report.hands} hands, {report.steps} bids and cards checked, "
        f"{report.restarts} restarts from the save"
    )
    print("  " + ", ".join(f"{kind} {count}" for kind, count in sorted(report.kinds.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
