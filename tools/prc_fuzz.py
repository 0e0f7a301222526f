"""Mutation fuzz of an application in palm-emu: damaged copies of ``Pitch.prc``, each run headless.

Each case flips bits, overwrites bytes, truncates the file or sets a 16-bit field of a resource
(a count, a size, an ID) to an extreme, all from a seeded ``random.Random``, then reads the result
as ``palm-emu`` does and runs it with a few taps, keys and waits (bounded by the watchdog's
instruction budget) and closes it. A case ends in one of:

* ``refused``: the PRC was refused before it ran (one line: not a database, no code 1 ...);
* ``ran``: it ran and stopped cleanly (violations allowed: the default mode);
* ``crashed``: the application crashed (:class:`~emulator.errors.AppFault`: one line with the PC);
* ``traceback``: any other exception, a bug of the emulator (kept with the mutation);
* ``slow``: the case took longer than the limit (reported, not stopped).

::

    .venv/bin/python tools/prc_fuzz.py --cases 3000 --seed 1

The suite runs a few dozen (``tests/emulator/test_emu_prc_fuzz.py``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from emulator.device import Device
from emulator.errors import EmulatorError
from emulator.loader import read_application

SCRIPT = [
    ("wait", 80),
    ("tap", (80, 146)),
    ("wait", 80),
    ("tap", (36, 93)),
    ("key", "\n"),
    ("wait", 200),
    ("tap", (10, 205)),
    ("tap", (15, 128)),
    ("tap", (16, 153)),
    ("wait", 300),
]


@dataclass
class Report:
    cases: int = 0
    refused: int = 0
    ran: int = 0
    crashed: int = 0
    tracebacks: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    slowest: float = 0.0

    def line(self) -> str:
        return (
            f"{self.cases} mutated PRCs: {self.refused} refused before running, {self.ran} ran, "
            f"{self.crashed} crashed (one line), {len(self.tracebacks)} tracebacks, {len(self.slow)} over "
            f"the limit; slowest {self.slowest:.2f} s"
        )


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One damaged copy of ``data`` and what was done to it."""
    out = bytearray(data)
    kind = rng.choice(("bits", "bytes", "truncate", "word", "header"))
    if kind == "bits":
        flips = [rng.randrange(len(out) * 8) for _ in range(rng.choice((1, 2, 8, 32)))]
        for bit in flips:
            out[bit // 8] ^= 1 << (bit % 8)
        return bytes(out), f"flipped bits {flips[:4]}{'...' if len(flips) > 4 else ''}"
    if kind == "bytes":
        at = rng.randrange(len(out))
        value = rng.choice((0, 0xFF, 0x80, 0x7F, rng.randrange(256)))
        count = rng.choice((1, 2, 4, 16))
        out[at : at + count] = bytes([value]) * len(out[at : at + count])
        return bytes(out), f"{count} bytes at {at:#x} set to {value:#x}"
    if kind == "truncate":
        at = rng.randrange(len(out))
        return bytes(out[:at]), f"truncated to {at} bytes"
    if kind == "header":  # the 78-byte header and the resource list that follows it
        at = rng.randrange(0, min(len(out), 78 + 10 * 40))
        out[at] = rng.randrange(256)
        return bytes(out), f"header byte {at:#x} set to {out[at]:#x}"
    at = rng.randrange(0, len(out) - 1) & ~1
    value = rng.choice((0, 1, 0x7FFF, 0x8000, 0xFFFF))
    out[at : at + 2] = value.to_bytes(2, "big")
    return bytes(out), f"word at {at:#x} set to {value:#x}"


def run_case(data: bytes, budget: int) -> str:
    """Run one PRC; its outcome (``refused``, ``ran``, ``crashed``), or an exception of the emulator."""
    try:
        app = read_application("fuzz.prc", data)
    except EmulatorError:
        return "refused"
    try:
        device = Device(app, seed=1, budget=budget)
    except EmulatorError:
        return "refused"
    for kind, value in SCRIPT:
        if device.stopped:
            break
        if kind == "wait":
            device.advance(value)  # type: ignore[arg-type]
        elif kind == "tap":
            device.tap(*value)  # type: ignore[misc]
        else:
            device.key(value)  # type: ignore[arg-type]
    device.close()
    return "crashed" if device.fault is not None else "ran"


def fuzz(
    cases: int, seed: int, source: bytes | None = None, budget: int = 5_000_000, limit: float = 5.0
) -> Report:
    if source is None:
        from palm_pitch.app import pitch_prc

        source = pitch_prc()
    rng = random.Random(seed)
    report = Report()
    for number in range(cases):
        data, what = mutate(source, rng)
        report.cases += 1
        started = time.perf_counter()
        try:
            outcome = run_case(data, budget)
        except Exception as error:  # a bug of the emulator: what this tool looks for
            where = traceback.extract_tb(error.__traceback__)[-1]
            text = "".join(traceback.format_exception_only(error)).strip()
            report.tracebacks.append(
                f"case {number} ({what}): {text} ({Path(where.filename).name}:{where.lineno})"
            )
            continue
        elapsed = time.perf_counter() - started
        report.slowest = max(report.slowest, elapsed)
        if elapsed > limit:
            report.slow.append(f"case {number} ({what}): {elapsed:.1f} s")
        setattr(report, outcome, getattr(report, outcome) + 1)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=5_000_000, help="watchdog instructions (default 5M)")
    parser.add_argument("--limit", type=float, default=5.0, help="seconds a case should take at most")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = fuzz(args.cases, args.seed, budget=args.budget, limit=args.limit)
    print(report.line())
    for line in report.tracebacks + report.slow:
        print(f"  {line}")
    print(f"{time.perf_counter() - started:.1f} s")
    return 1 if report.tracebacks or report.slow else 0


if __name__ == "__main__":
    sys.exit(main())
