"""The emulator's speed: 68k instructions per second, trap calls per second, events per second.

Builds the emulator's test programs (``tests/emulator/programs``, Debian's m68k cross compiler)
and measures, each the best of ``--repeat`` runs:

* instructions per second on a CPU-bound loop (the bench program's 1,000,000 rounds of integer
  arithmetic, 32-bit multiplies through the runtime's ``__mulsi3`` and memory; the instructions
  of one round are counted exactly, with a hook on every instruction, on a 1,000-round run);
* trap calls per second (100,000 calls of ``TimGetTicks``, ``StrLen`` and ``FtrGet``: the
  dispatcher, argument decoding and results);
* events per second through the forms program: taps on its Count button, each one
  ``penDownEvent``, ``ctlEnterEvent`` and ``ctlSelectEvent`` through the 68k event loop and
  form handler, the form redrawing a label.

Targets: at least 10 million instructions a second (a Palm III runs 2-3 million)
and 20,000 trap calls a second::

    .venv/bin/python benchmarks/emulator.py [--repeat 3] [--taps 500]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

# This script is named like the package it measures, and a script's folder comes first on
# sys.path: drop that entry, so "emulator" is the package.
if sys.path and Path(sys.path[0]).resolve() == Path(__file__).resolve().parent:
    del sys.path[0]

from emulator.device import Device
from emulator.kernel import Kernel
from emulator.loader import read_application

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "emulator-tests"
CRUNCH, CRUNCH_SMALL, TRAPS = 0x8001, 0x8002, 0x8003
ROUNDS, SMALL_ROUNDS, TRAP_CALLS = 1_000_000, 1_000, 100_000


def build() -> None:
    subprocess.run(
        [
            "make",
            "-s",
            "-C",
            str(ROOT / "tests" / "emulator" / "programs"),
            f"B={BUILD}",
            f"PYTHON={sys.executable}",
        ],
        check=True,
    )


def instructions_per_round() -> float:
    kernel = Kernel()
    kernel.prepare(read_application(BUILD / "bench.prc"), CRUNCH_SMALL)
    stop = kernel.cpu.count_instructions()
    kernel.run_launched()
    return stop() / SMALL_ROUNDS


def timed_launch(cmd: int) -> tuple[float, Kernel]:
    kernel = Kernel()
    kernel.prepare(read_application(BUILD / "bench.prc"), cmd)
    started = time.perf_counter()
    kernel.run_launched()
    return time.perf_counter() - started, kernel


def events_per_second(taps: int) -> tuple[float, int]:
    device = Device(BUILD / "forms.prc")
    before = device.kernel.trap_counts[0xA11D]  # EvtGetEvent
    started = time.perf_counter()
    for _ in range(taps):
        device.tap(20, 50)
    elapsed = time.perf_counter() - started
    events = device.kernel.trap_counts[0xA11D] - before
    device.close()
    return events / elapsed, events


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--taps", type=int, default=500)
    args = parser.parse_args()
    build()
    per_round = instructions_per_round()
    total = per_round * ROUNDS
    crunch = min(timed_launch(CRUNCH)[0] for _ in range(args.repeat))
    traps, kernel = min((timed_launch(TRAPS) for _ in range(args.repeat)), key=lambda run: run[0])
    calls = kernel.trap_calls
    rate, events = max(events_per_second(args.taps) for _ in range(args.repeat))
    print(f"CPU-bound loop: {total / 1e6:.1f} M instructions ({per_round:.1f} a round) in {crunch:.2f} s: "
          f"{total / crunch / 1e6:.1f} M instructions/s (target 10)")  # fmt: skip
    print(f"trap calls: {calls:,} in {traps:.2f} s: {calls / traps:,.0f} calls/s (target 20,000)")
    print(f"events through the forms program: {events:,} events ({args.taps} taps) at {rate:,.0f} events/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
