"""Seeded mutation fuzzes of what ``palm-prc`` reads: Palm databases, ``.rcp`` sources, ELF files.

Run: ``.venv/bin/python tools/mutation_fuzz.py [--kind databases|rcp|elf|all] [--cases N]
[--seed S] [--memory-mb M]``. Each case mutates a valid input (bits flipped, bytes and 16/32-bit
fields set to edge values, cuts, deletions, duplications, insertions; for sources also tokens
and lines) and feeds it through the API and, for some cases, the ``palm-prc`` command line.
A case must end in a clean refusal (``PrcFormatError``, ``RcpError``, ``ElfError``, exit 2 with
one line) or in a result that holds (a parsed database rebuilds byte for byte; a compiled
source builds); anything else is a traceback. Every case runs under a time limit (5 s of the
process's CPU time, ``signal.setitimer(ITIMER_PROF)``, so that a machine shared with other work
does not make a case look slow) and, with ``--memory-mb``, an address-space limit above what the process
held at the start (a ``MemoryError`` counts as over). Prints, per kind: cases, refusals,
accepted, tracebacks, over time, over memory, rebuilds that differ, the slowest case; each
failing case is named by kind, seed and number, and ``--case N`` runs that one case again.

The suite runs a few hundred cases of each kind (``tests/prc_tools/test_mutation_fuzz.py``);
this script runs as many as asked.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import resource
import shutil
import signal
import struct
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from prc_tools.cli import main as palm_prc
from prc_tools.compiler import compile_rcp
from prc_tools.dump import dump_database, undecodable_resources
from prc_tools.elf68k import ElfError, app_code
from prc_tools.errors import PrcFormatError, RcpError
from prc_tools.formats.container import Resource, ResourceDatabase, parse_database

ROOT = Path(__file__).resolve().parents[1]
PILRC_REFERENCE = ROOT / "tests" / "prc_tools" / "pilrc_reference"
PITCH_RCP = ROOT / "resources" / "pitch.rcp"
INCLUDES = [PILRC_REFERENCE / "images", ROOT / "resources" / "bitmaps"]
TIME_LIMIT = 5.0
EDGES16 = (0, 1, 2, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF)
EDGES32 = (0, 1, 0x7FFF, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFE, 0xFFFFFFFF)
RCP_TOKENS = (
    "(", ")", "-", "+", "*", "/", "|", "\\", '"', "'", "BEGIN", "END", "#define X ", "#include ",
    "#ifdef X", "#else", "#endif", "#undef X", "99999999999999999999999", "0x", "0xFFFFFFFF", "-32768",
    "65535", "ID", "AT", "AUTO", "PREVRIGHT", "FORM", "BITMAP", "MIDI", "DATA", "TRAP", "FONT",
    "\n", "/*", "*/", "//", "\x00", "\xff", "(" * 60, "-" * 60,
)  # fmt: skip


class CaseTimeout(BaseException):
    """A case ran past :data:`TIME_LIMIT` (a BaseException, so no ``except Exception`` hides it)."""


@dataclass
class Tally:
    """What the cases of one kind came to."""

    kind: str
    cases: int = 0
    refused: int = 0
    accepted: int = 0
    rebuild_differs: int = 0
    slowest: float = 0.0
    tracebacks: list[str] = field(default_factory=list)
    over_time: list[str] = field(default_factory=list)
    over_memory: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[str]:
        return self.tracebacks + self.over_time + self.over_memory

    def line(self) -> str:
        return (
            f"{self.kind}: {self.cases} cases, {self.refused} refused, {self.accepted} accepted, "
            f"{len(self.tracebacks)} tracebacks, {len(self.over_time)} over {TIME_LIMIT:g} s of CPU, "
            f"{len(self.over_memory)} over memory, {self.rebuild_differs} rebuilds differ, "
            f"slowest {self.slowest:.2f} s of CPU"
        )


# -- mutations ---------------------------------------------------------------------------------


def mutate(rng: random.Random, data: bytes) -> bytes:
    """``data`` with one to three random mutations."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(9)
        at = rng.randrange(len(out)) if out else 0
        if kind == 0 and out:  # flip bits
            for _ in range(rng.randint(1, 8)):
                out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        elif kind == 1 and out:  # a byte to an edge value
            out[at] = rng.choice((0, 1, 0x7F, 0x80, 0xFE, 0xFF))
        elif kind in (2, 3) and len(out) >= 2:  # a 16-bit field to an edge value, aligned or not
            at = min(at - at % 2 if kind == 2 else at, len(out) - 2)
            out[at : at + 2] = struct.pack(">H", rng.choice(EDGES16))
        elif kind == 4 and len(out) >= 4:  # a 32-bit field
            at = min(at - at % 2, len(out) - 4)
            out[at : at + 4] = struct.pack(">I", rng.choice((*EDGES32, len(out), rng.getrandbits(32))))
        elif kind == 5:  # cut
            del out[at:]
        elif kind == 6 and out:  # delete a chunk
            del out[at : at + rng.randint(1, 64)]
        elif kind == 7 and out:  # duplicate a chunk
            size = rng.randint(1, 256)
            out[at:at] = out[at : at + size]
        else:  # insert random bytes
            out[at:at] = bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 16)))
    return bytes(out)


def mutate_source(rng: random.Random, text: str) -> str:
    """A source with one to three mutations of its tokens, lines or bytes."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(6)
        at = rng.randrange(len(lines))
        line = lines[at]
        if kind == 0:  # insert a token
            column = rng.randint(0, len(line))
            lines[at] = line[:column] + " " + rng.choice(RCP_TOKENS) + " " + line[column:]
        elif kind == 1:  # delete or duplicate a line
            if rng.random() < 0.5:
                del lines[at]
            else:
                lines.insert(at, line)
            lines = lines or [""]
        elif kind == 2:  # a number to an edge value
            words = line.split(" ")
            numbers = [i for i, w in enumerate(words) if w.isdigit()]
            if numbers:
                words[rng.choice(numbers)] = rng.choice(("0", "65535", "65536", "-1", "32767", "4294967296"))
                lines[at] = " ".join(words)
        elif kind == 3 and line:  # delete characters
            column = rng.randrange(len(line))
            lines[at] = line[:column] + line[column + rng.randint(1, 8) :]
        elif kind == 4:  # swap two lines
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        else:  # bytes
            lines = mutate(rng, "\n".join(lines).encode("latin-1")).decode("latin-1").split("\n")
    return "\n".join(lines)


# -- seeds -------------------------------------------------------------------------------------


def database_seeds() -> list[bytes]:
    """Small databases to mutate: Pitch's resources a few at a time, the reference bitmaps, the
    app's saves and an empty Memo Pad."""
    from palm_pitch.app.memopad import new_memo_pad
    from palm_pitch.app.savedata import Preferences, SavedGame, Statistics

    pitch = compile_rcp(PITCH_RCP)
    resources = [r for r in pitch.resources if len(r.data) < 8192]
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "ref"
        shutil.copytree(PILRC_REFERENCE, copy)
        bitmaps = compile_rcp(copy / "bitmaps.rcp", include_dirs=INCLUDES).resources
    rng = random.Random(1)
    seeds = [
        ResourceDatabase(name="Fuzz", type="appl", creator="FUZZ", resources=tuple(group)).build()
        for group in (
            *(rng.sample(resources, 3) for _ in range(24)),
            *([b] for b in bitmaps if len(b.data) < 16384),
            [Resource("tver", 1, b"1.0\0")],
        )
    ]
    game = SavedGame("palm", (11, 0, 1, 1, 1, 1, 1, 1), 7, 1, (3, -2), bytes([0, 3, 0x40, 6, 1]))
    stats = Statistics(Statistics.at(1, gamesWon=3).levels, countedSeed=7, countedHand=2)
    for value in (game, Preferences(), stats):
        seeds.append(value.to_database().build())
    seeds.append(new_memo_pad().build())
    return seeds


def rcp_seeds(folder: Path) -> list[Path]:
    """The PilRC reference sources, copied into ``folder`` with the files they name."""
    copy = folder / "ref"
    shutil.copytree(PILRC_REFERENCE, copy)
    shutil.copy(PITCH_RCP.parent / "pitch_ids.h", copy / "pitch_ids.h")
    return sorted(p for p in copy.glob("*.rcp") if p.name != "locale.rcp")


def _elf(sections: list[tuple[str, int, int, int, bytes, int, int]], symbols: list[tuple[str, int]]) -> bytes:
    """An ELF32 big-endian m68k file: ``sections`` as (name, type, flags, address, body or
    b"" with a size for NOBITS, link, info) after the null one; a symbol table and its strings
    follow them, then the section names."""
    strtab = b"\0" + b"".join(name.encode() + b"\0" for name, _ in symbols)
    symtab = bytes(16)
    at = 1
    for name, value in symbols:
        symtab += struct.pack(">IIIBBH", at, value, 0, 0x12, 0, 1)
        at += len(name) + 1
    table = [
        *sections,
        (".symtab", 2, 0, 0, symtab, len(sections) + 2, 1),
        (".strtab", 3, 0, 0, strtab, 0, 0),
    ]
    names = b"\0" + b"".join(s[0].encode() + b"\0" for s in table) + b".shstrtab\0"
    table.append((".shstrtab", 3, 0, 0, names, 0, 0))
    body = bytearray(52)
    headers = [bytes(40)]
    name_at = 1
    for name, type_, flags, address, data, link, info in table:
        size = data[0] if type_ == 8 else len(data)
        offset = len(body)
        if type_ != 8:
            body += data
        headers.append(
            struct.pack(">IIIIIIIIII", name_at, type_, flags, address, offset, size, link, info, 2, 0)
        )
        name_at += len(name) + 1
    shoff = len(body)
    body += b"".join(headers)
    body[:52] = (
        b"\x7fELF\x01\x02\x01"
        + bytes(9)
        + struct.pack(">HHIIIIIHHHHHH", 2, 4, 1, 0, 0, shoff, 0, 52, 0, 0, 40, len(headers), len(headers) - 1)
    )
    return bytes(body)


def elf_seeds() -> list[bytes]:
    """ELFs to mutate: a flat program, a program with globals (data, bss, a GOT, pointers into
    both segments), and any linked ELF of a build on this machine."""
    data_base = 0x10000000
    text = bytes.fromhex("4e7500004e71") + bytes(26)
    flat = _elf([(".text", 1, 6, 0, text, 0, 0), (".rodata", 1, 2, 32, b"hello\0\0\0", 0, 0)], [("start", 0)])
    data = struct.pack(">IIII", data_base + 4, 8, 0, 0)
    got = bytes(12) + struct.pack(">II", data_base, 16)
    rela = b"".join(
        struct.pack(">IIi", data_base + at, (1 << 8) | 1, addend) for at, addend in ((0, 4), (4, 8))
    )
    sections = [
        (".text", 1, 6, 0, text, 0, 0),
        (".data", 1, 3, data_base, data, 0, 0),
        (".bss", 8, 3, data_base + 16, b"\x10", 0, 0),
        (".got", 1, 3, data_base + 32, got, 0, 0),
        (".rela.data", 4, 0, 0, rela, 6, 2),
    ]
    globals_elf = _elf(sections, [("start", 0), ("_GLOBAL_OFFSET_TABLE_", data_base + 32)])
    linked = sorted(p for p in (ROOT / "build").glob("**/*.elf") if p.stat().st_size < 512 << 10)
    built = [path.read_bytes() for path in linked[:4]]  # (so the cases differ with what was built)
    return [flat, globals_elf, *built]


# -- cases -------------------------------------------------------------------------------------


def database_case(data: bytes, folder: Path, cli: bool, tally: Tally) -> None:
    try:
        database = parse_database(data)
    except (PrcFormatError, ValueError):
        tally.refused += 1
    else:
        tally.accepted += 1
        dump_database(database, "fuzz")
        undecodable_resources(database)
        if database.build() != data:
            tally.rebuild_differs += 1
    if cli:
        path = folder / "case.pdb"
        path.write_bytes(data)
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            status = palm_prc(["dump", str(path)])
        _check_status(status, err.getvalue(), (0, 2))


def rcp_case(source: Path, text: str, cli: bool, tally: Tally) -> None:
    case = source.with_name("fuzz-case.rcp")
    case.write_bytes(text.encode("latin-1"))
    try:
        compile_rcp(case, include_dirs=INCLUDES, warn=lambda message: None).build()
    except RcpError:
        tally.refused += 1
    else:
        tally.accepted += 1
    if cli:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            includes = [word for folder in INCLUDES for word in ("-I", str(folder))]
            status = palm_prc(["build", str(case), "-o", str(case.with_suffix(".prc")), *includes])
        _check_status(status, err.getvalue(), (0, 2))


def elf_case(data: bytes, folder: Path, cli: bool, tally: Tally, relocation: str) -> None:
    try:
        code = app_code(data, relocation)
    except ElfError:
        tally.refused += 1
    else:
        tally.accepted += 1
        code.code0.build()
        code.data0.build()
    if cli:
        elf, source = folder / "case.elf", folder / "case.rcp"
        elf.write_bytes(data)
        source.write_text('APPLICATIONICONNAME ID 1000 "Fuzz"\nAPPLICATION ID 1 "FUZZ"\n')
        command = [
            "build",
            str(source),
            "-o",
            str(folder / "case.prc"),
            "--elf",
            str(elf),
            "--relocation",
            relocation,
        ]
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            status = palm_prc(command)
        _check_status(status, err.getvalue(), (0, 2))


def _check_status(status: int, stderr: str, allowed: tuple[int, ...]) -> None:
    if status not in allowed or (status == 2 and stderr.count("\n") < 1):
        raise AssertionError(f"palm-prc exited {status}: {stderr!r}")


# -- the runs ----------------------------------------------------------------------------------


def _alarm(_signum: int, _frame: object) -> None:
    raise CaseTimeout


def run(kind: str, seed: int, cases: int, only: int | None = None) -> Tally:
    """Run ``cases`` cases of ``kind`` (``databases``, ``rcp``, ``elf``) from ``seed``."""
    tally = Tally(kind)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        step = _steps(kind, folder)
        previous = signal.signal(signal.SIGPROF, _alarm)
        try:
            for number in range(cases) if only is None else (only,):
                rng = random.Random(f"{kind}:{seed}:{number}")
                name = f"{kind} seed {seed} case {number}"
                started = time.process_time()
                signal.setitimer(signal.ITIMER_PROF, TIME_LIMIT)
                try:
                    step(rng, number % 10 == 0, tally)
                except CaseTimeout:
                    tally.over_time.append(f"{name}: over {TIME_LIMIT:g} s")
                except MemoryError:
                    tally.over_memory.append(f"{name}: MemoryError")
                except Exception as error:  # the fuzz looks for exactly these
                    where = traceback.extract_tb(error.__traceback__)[-1]
                    tally.tracebacks.append(
                        f"{name}: {type(error).__name__}: {error} ({where.filename}:{where.lineno})"
                    )
                finally:
                    signal.setitimer(signal.ITIMER_PROF, 0)
                tally.cases += 1
                tally.slowest = max(tally.slowest, time.process_time() - started)
        finally:
            signal.signal(signal.SIGPROF, previous)
    return tally


def _steps(kind: str, folder: Path) -> Callable[[random.Random, bool, Tally], None]:
    if kind == "databases":
        seeds = database_seeds()

        def database_step(rng: random.Random, cli: bool, tally: Tally) -> None:
            database_case(mutate(rng, rng.choice(seeds)), folder, cli, tally)

        return database_step
    if kind == "rcp":
        sources = rcp_seeds(folder)
        texts = {path: path.read_bytes().decode("latin-1") for path in sources}

        def rcp_step(rng: random.Random, cli: bool, tally: Tally) -> None:
            source = rng.choice(sources)
            rcp_case(source, mutate_source(rng, texts[source]), cli, tally)

        return rcp_step
    if kind == "elf":
        elves = elf_seeds()

        def elf_step(rng: random.Random, cli: bool, tally: Tally) -> None:
            elf_case(mutate(rng, rng.choice(elves)), folder, cli, tally, rng.choice(("rloc", "xref")))

        return elf_step
    raise ValueError(f"no fuzz of {kind!r}")


def limit_memory(megabytes: int) -> None:
    """Let the process grow at most ``megabytes`` past its present address space."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[0])
    present = pages * resource.getpagesize()
    limit = present + (megabytes << 20)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def kinds(choice: str) -> Iterator[str]:
    yield from (("databases", "rcp", "elf") if choice == "all" else (choice,))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", choices=("databases", "rcp", "elf", "all"), default="all")
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--case", type=int, help="run only this case (as numbered in a report)")
    parser.add_argument("--memory-mb", type=int, help="fail a case that needs more than this")
    args = parser.parse_args(argv)
    failed = False
    for kind in kinds(args.kind):
        started = time.perf_counter()
        if args.memory_mb:
            limit_memory(args.memory_mb + 100)  # (the seeds, made before the first case, included)
        tally = run(kind, args.seed, args.cases, args.case)
        print(f"{tally.line()}; {time.perf_counter() - started:.0f} s in all", flush=True)
        for failure in tally.failures[:20]:
            print(f"  {failure}")
        failed = failed or bool(tally.failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
