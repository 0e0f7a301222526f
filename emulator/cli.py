"""``palm-emu``: run a 68k Palm OS application (.prc) on the emulated Palm.

::

    palm-emu run APP.prc [--scale N] [--data-dir DIR] [--seed N]       in the desktop window
    palm-emu headless APP.prc --script FILE --out DIR [--seed N] [--data-dir DIR]
    palm-emu gremlins APP.prc --events N --seed S [--data-dir DIR]
    palm-emu traps [--markdown]                                         the implemented traps

Every command takes ``--strict`` (any POSE-style violation stops the application), ``--trace``
(a line per trap call, with its decoded arguments, on standard error), ``--device NAME`` (the
Palm model: ``palm35``, the default, a one-bit Palm OS 3.5 device; ``palm3`` and ``palm3x``,
grey; ``palm3c``, 8-bit colour; ``m505``, Palm OS 4 in 16-bit colour: see
:mod:`emulator.device_models`), ``--heap KB`` (the dynamic heap; the model's by default, 96 KB
on ``palm35``), ``--launch-code N`` and ``--lib FILE.prc`` (a shared
library, or any database, the device has as in ROM; repeat it for more; a library may also be in
the data folder). ``--seed`` sets the virtual clock
(``TimGetSeconds`` starts ``N`` seconds after 2001-01-01) and ``SysRandom``'s seed; without it the
clock starts at the real time, as a device's does (and ``gremlins`` prints the seed that repeats
the run). Databases the application creates are written in ``--data-dir``; without it they live in
memory only, and ``run`` and ``headless`` say so. A bad option or an out-of-range value (a launch
code is a UInt16) is one line and exit status 2. Databases are written whenever the application
waits for an event; ``palm-emu`` holds the data folder's lock while it runs (the lock
``palm-pitch`` holds: :mod:`prc_tools.folder_lock`), so a desktop game and an emulated one never
share it, and removes the temporary files a killed write left there.

``headless`` runs the script language of ``palm-pitch headless`` (tap, pen, key, wait, shot) and
writes the same 160x160 PNGs, at the depth the screen has when the shot is taken (one-bit on
the default device, grey or colour on the others). The violations a run found are printed at the end, one a
line. Exit status: 0 clean, 1 violations were reported, 2 bad input or a crash of the
application (one line: the cause, the PC and the last traps), never a traceback.
"""

from __future__ import annotations

import argparse
import calendar
import contextlib
import os
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NoReturn

from emulator.databases import remove_stale_temporaries
from emulator.device import Device
from emulator.device_models import DEFAULT_MODEL, MODELS
from emulator.errors import AppFault, EmulatorError, Violation
from emulator.loader import Application, read_application, read_bounded
from prc_tools.folder_lock import FolderInUse, FolderLock, UnsafeLockFile

PROGRAM = "palm-emu"
UNIX_2001 = 978_307_200  # 2001-01-01 00:00:00 UTC in Unix time: --seed 0
SHOWN_VIOLATIONS = 20
MAX_SCRIPT_BYTES = 4 << 20  # a script longer than this is not one (``/dev/zero``)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (and exit status 2), not a usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {PROGRAM} --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROGRAM, description="Run a 68k Palm OS application (.prc).")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    def common(command: argparse.ArgumentParser) -> None:
        command.add_argument("prc", type=Path, help="the application (.prc)")
        command.add_argument("--data-dir", type=Path, help="where its databases are kept (default: nowhere: "
                             "in memory, gone when it stops)")  # fmt: skip
        command.add_argument("--seed", type=int, help="the clock (2001-01-01 plus N seconds) and SysRandom's "
                             "seed (default: the real time, as a device's clock)")  # fmt: skip
        command.add_argument("--strict", action="store_true", help="stop at the first POSE-style violation")
        command.add_argument("--trace", action="store_true", help="log every trap call on standard error")
        command.add_argument("--heap", type=int, metavar="KB",
                             help="dynamic heap (default: the device's)")  # fmt: skip
        command.add_argument("--device", default=DEFAULT_MODEL.name, metavar="NAME",
                             help=f"the Palm model: {', '.join(MODELS)} "
                             f"(default {DEFAULT_MODEL.name})")  # fmt: skip
        command.add_argument("--launch-code", type=int, default=0, help="the launch code (default 0)")
        command.add_argument("--lib", type=Path, action="append", default=[], metavar="FILE.prc",
                             help="a shared library (any database) the device has, as in ROM")  # fmt: skip

    run = commands.add_parser("run", help="open the application in the desktop window")
    common(run)
    run.add_argument("--scale", type=int, default=2, choices=range(1, 5), metavar="1..4",
                     help="window size: Palm pixels times this (default 2)")  # fmt: skip

    headless = commands.add_parser("headless", help="run a script of taps and keys, write screens as PNGs")
    common(headless)
    headless.add_argument("--script", type=Path, required=True, help="the script (tap, pen, key, wait, shot)")
    headless.add_argument("--out", type=Path, required=True, help="the folder for the PNGs")

    gremlins = commands.add_parser("gremlins", help="random taps, strokes and keys, checked")
    common(gremlins)
    gremlins.add_argument("--events", type=int, default=10_000, help="how many events (default 10000)")

    traps = commands.add_parser("traps", help="list the traps the emulator implements")
    traps.add_argument("--markdown", action="store_true", help="as docs/emulator_traps.md")
    return parser


class UsageError(Exception):
    """A bad option or file: one line, exit 2."""


def check_options(args: argparse.Namespace) -> None:
    """Refuse out-of-range options (one line, exit 2); a missing ``--seed`` becomes the real time."""
    if args.seed is None:
        args.seed = real_time_seed()
    elif not 0 <= args.seed <= 0xFFFFFFFF:
        raise UsageError(f"--seed must be 0..4294967295, not {args.seed}")
    if args.device not in MODELS:
        raise UsageError(f"--device must be one of {', '.join(MODELS)}, not {args.device!r}")
    if args.heap is None:
        args.heap = MODELS[args.device].heap_kb
    if not 16 <= args.heap <= 16384:
        raise UsageError(f"--heap must be 16..16384 KB, not {args.heap}")
    if not 0 <= args.launch_code <= 0xFFFF:
        raise UsageError(f"--launch-code must be 0..65535 (a UInt16), not {args.launch_code}")


def real_time_seed(now: float | None = None) -> int:
    """The ``--seed`` that starts the emulated clock at the real time: the seconds from
    2001-01-01 00:00 to the local wall-clock time (a Palm's clock keeps local time, no zone)."""
    seconds = calendar.timegm(time.localtime(now)) - UNIX_2001
    return max(0, min(seconds, 0xFFFFFFFF))


def tell_where_nothing_is_kept(args: argparse.Namespace) -> None:
    if args.data_dir is None:
        print(f"{PROGRAM}: no --data-dir: the databases the application makes live in memory only "
              "and are gone when it stops")  # fmt: skip


@contextlib.contextmanager
def _data_folder(args: argparse.Namespace) -> Iterator[None]:
    """Hold the data folder's lock while the command runs (the one ``palm-pitch`` holds: a
    desktop game and an emulated one never share a folder)."""
    check_options(args)
    data_dir = args.data_dir
    if data_dir is None:
        yield
        return
    if data_dir.exists() and not data_dir.is_dir():
        raise UsageError(f"cannot use data directory {data_dir}: not a directory")
    lock = FolderLock(data_dir)
    try:
        lock.acquire()
    except FolderInUse as error:
        raise UsageError(f"{error}: close it first, or give this one another --data-dir") from None
    except UnsafeLockFile as error:
        raise UsageError(f"cannot use data directory {data_dir}: {error}") from None
    except OSError as error:
        raise UsageError(f"cannot use data directory {data_dir}: {error.strerror or error}") from None
    try:
        remove_stale_temporaries(data_dir)  # left by a write that a kill interrupted: ours to remove
        yield
    finally:
        lock.release()


def _device(args: argparse.Namespace, app: Application) -> Device:
    check_options(args)
    data_dir = args.data_dir
    trace = (lambda line: print(line, file=sys.stderr)) if args.trace else None
    return Device(
        app,
        data_dir=data_dir,
        seed=args.seed,
        strict=args.strict,
        heap_size=args.heap * 1024,
        trace=trace,
        launch_code=args.launch_code,
        libraries=args.lib,
        model=MODELS[args.device],
        notify=lambda line: print(f"{PROGRAM}: {line}", file=sys.stderr),
    )


def _report(violations: Sequence[Violation], total: int, fault: AppFault | None) -> int:
    for violation in violations[:SHOWN_VIOLATIONS]:
        print(f"{PROGRAM}: {violation}", file=sys.stderr)
    if total > SHOWN_VIOLATIONS:
        print(f"{PROGRAM}: ... {total - SHOWN_VIOLATIONS} more violations", file=sys.stderr)
    if fault is not None and fault.kind == "write-error":
        print(f"{PROGRAM}: {fault.message}", file=sys.stderr)
        return 2
    if fault is not None:
        print(f"{PROGRAM}: the application crashed: {fault}", file=sys.stderr)
        return 2
    return 1 if total else 0


def cmd_run(args: argparse.Namespace) -> int:
    app = read_application(args.prc)
    try:
        from palm_os.shells import tk
    except ModuleNotFoundError as error:
        if error.name not in ("tkinter", "_tkinter"):
            raise
        raise UsageError(f"cannot open a window: this Python has no tkinter ({error})") from None
    try:
        root = tk.open_root(app.name)
    except tk.NoDisplayError as error:
        raise UsageError(f"cannot open a window: {error} (try palm-emu headless)") from None
    with contextlib.ExitStack() as stack:
        try:
            stack.enter_context(_data_folder(args))
            device = _device(args, app)
        except BaseException:
            root.destroy()
            raise
        tell_where_nothing_is_kept(args)
        tk.run_window(device, scale=args.scale, title=f"{app.name} (palm-emu)", root=root)
        device.close()
    return _report(device.kernel.violations, device.kernel.violation_count, device.fault)


def cmd_headless(args: argparse.Namespace) -> int:
    from palm_os.shells.script import ScriptError, parse_script, run

    app = read_application(args.prc)
    try:
        data = read_bounded(args.script, MAX_SCRIPT_BYTES)
        if data is None:
            raise UsageError(f"cannot read {args.script}: longer than {MAX_SCRIPT_BYTES >> 20} MB")
        text = data.decode("utf-8").removeprefix("\ufeff")  # as palm-pitch: Windows editors write one
    except OSError as error:
        raise UsageError(f"cannot read {args.script}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {args.script}: not UTF-8 text") from None
    try:
        commands = parse_script(text, str(args.script))
    except ScriptError as error:
        raise UsageError(str(error)) from None
    if any(command.kind == "shot" for command in commands):
        try:
            args.out.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot write screens to {args.out}: {error.strerror or error}") from None
    with _data_folder(args):
        device = _device(args, app)
        tell_where_nothing_is_kept(args)
        try:
            run(device, commands, args.out)
        except OSError as error:
            raise UsageError(f"cannot write a screen in {args.out}: {error.strerror or error}") from None
        finally:
            device.close()
    return _report(device.kernel.violations, device.kernel.violation_count, device.fault)


def cmd_gremlins(args: argparse.Namespace) -> int:
    from emulator.gremlins import run_gremlins

    app = read_application(args.prc)
    if args.events < 0:
        raise UsageError(f"--events must be at least 0, not {args.events}")
    check_options(args)  # the seed chosen now, so that every launch of the run shares it
    with _data_folder(args):
        report = run_gremlins(lambda: _device(args, app), args.events, args.seed)
    kinds = ", ".join(f"{n} {k}" for k, n in sorted(report.kinds.items(), key=lambda kv: -kv[1]))
    print(f"{report.events} events in {report.launches} launches ({kinds}); --seed {args.seed} repeats it")
    if report.fault is not None:
        print(f"crashed at event {report.fault_event}")
    return _report(report.violations, report.violation_count, report.fault)


def cmd_traps(args: argparse.Namespace) -> int:
    from emulator.kernel import Kernel

    if args.markdown:
        from emulator.trapdoc import markdown

        print(markdown(), end="")
        return 0
    for handler in Kernel().dispatcher.implemented():
        print(f"{handler.trap.number:#06x}  {handler.trap.prototype}")
    return 0


COMMANDS = {"run": cmd_run, "headless": cmd_headless, "gremlins": cmd_gremlins, "traps": cmd_traps}


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except (EmulatorError, UsageError) as error:
        print(f"{PROGRAM}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROGRAM}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (`palm-emu traps | head`): stop quietly, and point standard output
        # at /dev/null so that Python's flush at exit has nowhere to fail
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
