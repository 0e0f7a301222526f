"""Fuzz every trap palm-emu implements with garbage arguments: it must refuse, never crash.

Each case launches nothing new: a kernel is prepared with an application (``Pitch.prc`` by
default, for its forms, menus and strings) and a trap is dispatched as a ``TRAP #15`` would
(:meth:`emulator.kernel.Kernel.trap`) with a block of arguments drawn from a seeded
``random.Random``: zeros, small numbers, -1, the extremes of each width, odd values, pointers into a
scratch chunk full of random bytes (at its start, inside, near its end), into the stack, the
application's code, the storage heap, unmapped memory, and sizes from 0 to 2 GB. A case ends in
one of four ways:

* ``ok``: the trap returned (it may have reported violations: the default, non-strict mode);
* ``refused``: an :class:`~emulator.errors.EmulatorError` (a fault with its PC: one line);
* ``traceback``: any other exception, a bug (the trap, the arguments and the exception are kept);
* ``hang``: the case took longer than the limit (``SIGALRM`` stops it).

::

    .venv/bin/python tools/trap_fuzz.py --cases 100 --seed 1       # 100 cases per trap
    .venv/bin/python tools/trap_fuzz.py --strict --cases 20 --only SysQSort

The suite runs a few cases per trap (``tests/emulator/test_emu_trap_fuzz.py``).
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from emulator.errors import EmulatorError
from emulator.kernel import Kernel
from emulator.loader import Application, application_of
from emulator.memory import OWNER_APP, STORAGE_BASE
from palm_sdk.traps import PTR, TRAPS

SCRATCH = 4096  # bytes of random data the pointers point into


@dataclass
class Finding:
    trap: str
    arguments: tuple[int, ...]
    error: str


@dataclass
class Report:
    cases: int = 0
    ok: int = 0
    refused: int = 0
    tracebacks: list[Finding] = field(default_factory=list)
    hangs: list[Finding] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")
    traps: int = 0

    def line(self) -> str:
        return (
            f"{self.traps} traps, {self.cases} cases: {self.ok} returned, {self.refused} refused (one line), "
            f"{len(self.tracebacks)} tracebacks, {len(self.hangs)} hangs; slowest {self.slowest[0]:.2f} s "
            f"({self.slowest[1]})"
        )


class Hang(BaseException):
    """Raised by the alarm: the case ran past its time."""


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def ring(_signum: int, _frame: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def default_application() -> Application:
    from palm_pitch.app import pitch_prc
    from prc_tools.formats.container import ResourceDatabase, parse_database

    database = parse_database(pitch_prc())
    assert isinstance(database, ResourceDatabase)
    return application_of(database, "Pitch.prc")


class Bench:
    """A kernel with the application prepared, a scratch chunk, and a way to call a trap."""

    def __init__(self, app: Application, strict: bool, data_dir: Path | None) -> None:
        self.kernel = Kernel(strict=strict, data_dir=data_dir, budget=2_000_000)
        self.launch = self.kernel.prepare(app)
        memory = self.kernel.memory
        self.scratch = memory.allocate(SCRATCH, owner=OWNER_APP, label="fuzz scratch")
        self.stack_top = self.kernel.cpu.sp
        self.code = self.launch.code.address

    def values(self, rng: random.Random, kind: str, size: int) -> int:
        """One garbage argument of ``size`` bytes (a pointer if ``kind`` is PTR)."""
        base = self.scratch.address
        choices = [
            0,
            1,
            2,
            3,
            7,
            0x7F,
            0x80,
            0xFF,
            0x100,
            0x7FFF,
            0x8000,
            0xFFFF,
            0x10000,
            0x7FFFFFFF,
            0x80000000,
            0xFFFFFFFF,
            0xFFFFFFFE,
            rng.getrandbits(8 * size),
            rng.randrange(0, 64),
            1 << rng.randrange(0, 32),
        ]
        pointers = [
            0,
            base,
            base + 1,
            base + rng.randrange(0, SCRATCH),
            base + SCRATCH - rng.randrange(1, 9),
            self.stack_top - rng.randrange(0, 256),
            self.code,
            self.code + 1,
            STORAGE_BASE + 16,
            0x00000400,
            0x00F00000,
            0xFFFFF000,
            rng.getrandbits(32),
            0x7FFFFFFF,
        ]
        value = rng.choice(pointers if kind == PTR and rng.random() < 0.8 else choices)
        return value & ((1 << (8 * size)) - 1)

    def call(self, number: int, args: bytes, fill: bool = True) -> None:
        """Dispatch trap ``number`` with the argument block ``args`` (the scratch chunk filled
        with bytes drawn from the arguments first, unless ``fill`` is False)."""
        kernel = self.kernel
        memory = kernel.memory
        if self.scratch.freed:  # the last case freed it (MemPtrFree of a garbage pointer that was it)
            self.scratch = memory.allocate(SCRATCH, owner=OWNER_APP, label="fuzz scratch")
        if fill:
            memory.write(self.scratch.address, random.Random(args).randbytes(SCRATCH))
        sp = (self.stack_top - 64 - len(args)) & ~1
        memory.write(sp, args)
        kernel.cpu.sp = sp
        try:
            kernel.trap(number, self.code)
        finally:
            kernel.cpu.redirect = 0  # a long jump's new PC: nothing runs on from this call


def fuzz(
    cases: int,
    seed: int,
    strict: bool = False,
    only: list[str] | None = None,
    limit: float = 5.0,
    data_dir: Path | None = None,
    app: Application | None = None,
    verbose: bool = False,
) -> Report:
    """``cases`` garbage calls of every implemented trap (or of ``only``)."""
    app = app or default_application()
    report = Report()
    rng = random.Random(seed)
    handlers = Kernel().dispatcher.implemented()
    bench = Bench(app, strict, data_dir)  # kept from trap to trap until a case ends the application
    for handler in handlers:
        t = handler.trap
        if only and t.name not in only:
            continue
        report.traps += 1
        if verbose:
            print(t.name, file=sys.stderr, flush=True)
        for _ in range(cases):
            block = bytearray(max(t.stack_bytes, 0))
            values = []
            for arg, (offset, size, _signed, _high) in zip(t.args, handler.decoder, strict=True):
                value = bench.values(rng, arg.kind, size)
                values.append(value)
                block[offset : offset + size] = value.to_bytes(size, "big")
            if t.number not in TRAPS:  # a selector trap: a selector in D2, pointers and words on the stack
                selector = rng.randrange(0x100)
                bench.kernel.cpu.set_d(2, selector)
                values.append(selector)
                for _ in range(6):
                    block += bench.values(rng, "ptr", 4).to_bytes(4, "big")
            report.cases += 1
            if verbose:
                print(f"  {t.name}({', '.join(hex(v) for v in values)})", file=sys.stderr, flush=True)
            started = time.perf_counter()
            try:
                with _alarm(limit):
                    bench.call(t.number, bytes(block))
                report.ok += 1
            except EmulatorError:
                report.refused += 1
                bench = Bench(app, strict, data_dir)  # a fault ends the application
            except Hang:
                report.hangs.append(Finding(t.name, tuple(values), f"over {limit} s"))
                bench = Bench(app, strict, data_dir)
            except Exception as error:  # a bug: what this tool looks for
                text = "".join(traceback.format_exception_only(error)).strip()
                where = traceback.extract_tb(error.__traceback__)[-1]
                report.tracebacks.append(
                    Finding(t.name, tuple(values), f"{text} ({Path(where.filename).name}:{where.lineno})")
                )
                if verbose:
                    traceback.print_exc()
                bench = Bench(app, strict, data_dir)
            elapsed = time.perf_counter() - started
            if elapsed > report.slowest[0]:
                report.slowest = (elapsed, t.name)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--cases", type=int, default=100, help="garbage calls per trap (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strict", action="store_true", help="violations stop the application")
    parser.add_argument("--only", nargs="*", help="only these traps")
    parser.add_argument("--limit", type=float, default=5.0, help="seconds a case may take (default 5)")
    parser.add_argument("--verbose", action="store_true", help="print each traceback in full")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = fuzz(args.cases, args.seed, args.strict, args.only, args.limit, verbose=args.verbose)
    print(report.line())
    for finding in report.tracebacks + report.hangs:
        shown = ", ".join(f"{v:#x}" for v in finding.arguments)
        print(f"  {finding.trap}({shown}): {finding.error}")
    print(f"{time.perf_counter() - started:.1f} s")
    return 1 if report.tracebacks or report.hangs else 0


if __name__ == "__main__":
    sys.exit(main())
