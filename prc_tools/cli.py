"""``palm-prc``: build, dump and compare Palm databases from the command line.

::

    palm-prc build resources/pitch.rcp -o build/Pitch.prc [-I DIR] [--code1 FILE | --elf FILE]
                   [--name N] [--creator C] [--locale fr_FR]
    palm-prc pdb -o build/Saves.pdb --name NAME --type TYPE --creator CRID [--backup] RECORD_FILE...
    palm-prc dump FILE.prc|FILE.pdb
    palm-prc diff A B

Output files are written atomically (:func:`prc_tools.fileio.write_atomic`): a failed build leaves
no file, not even a temporary one. Dates come from ``SOURCE_DATE_EPOCH`` or a fixed default, so
two builds of the same sources are byte-identical. A mistake in the input - source errors with
``file:line:column``, damaged database bytes with the offset, a missing file - is one line on
standard error and exit status 2, never a traceback. ``diff`` exits 1 when the databases differ;
``dump`` lists a resource that does not decode as hex, names it on standard error and exits 2.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from prc_tools.compiler import MAX_NAME, build_date, compile_rcp
from prc_tools.diff import diff_databases
from prc_tools.dump import dump_database, undecodable_resources
from prc_tools.elf68k import ElfError, app_code
from prc_tools.errors import PrcFormatError, RcpError
from prc_tools.fileio import MAX_DATABASE_BYTES, InputTooLarge, read_limited, write_atomic
from prc_tools.formats.container import (
    Database,
    DatabaseAttributes,
    Record,
    RecordDatabase,
    Resource,
    ResourceDatabase,
    parse_database,
)

PROGRAM = "palm-prc"


class CommandError(Exception):
    """A user-facing problem that is neither a source nor a format error (bad option, no file)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROGRAM, description="Build, list and compare Palm OS PRC/PDB databases."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    build = commands.add_parser("build", help="compile a PilRC .rcp file into a .prc")
    build.add_argument("source", type=Path, help="the .rcp file")
    build.add_argument("-o", "--output", type=Path, required=True, help="the .prc to write")
    build.add_argument(
        "-I",
        "--include",
        dest="include_dirs",
        type=Path,
        action="append",
        default=[],
        help="another directory to search for #include files and images",
    )
    build.add_argument("--code1", type=Path, help="68k code to add as the 'code' 1 resource")
    build.add_argument(
        "--elf",
        type=Path,
        help="a linked 68k ELF (ld -q): its code 0, code 1, data 0 and rloc 0 (prc_tools.elf68k)",
    )
    build.add_argument(
        "--relocation", choices=("rloc", "xref"), default="rloc",
        help="how an --elf program with globals is relocated: its own startup through rloc 0 "
        "(prc-tools, the default) or the launcher through data 0's tables (CodeWarrior)",
    )  # fmt: skip
    build.add_argument("--name", help="database name (default: APPLICATIONICONNAME)")
    build.add_argument("--creator", help="creator ID (default: the APPLICATION statement)")
    build.add_argument("--type", default="appl", help="database type (default: appl)")
    build.add_argument("--db-version", type=int, default=1, help="database version (default: 1)")
    build.add_argument("--locale", help='also compile the resources marked LOCALE "this" (PilRC -Loc)')

    pdb = commands.add_parser("pdb", help="assemble a record database (.pdb) from record files")
    pdb.add_argument("records", type=Path, nargs="*", help="one file per record, in order")
    pdb.add_argument("-o", "--output", type=Path, required=True, help="the .pdb to write")
    pdb.add_argument("--name", required=True, help="database name (at most 31 characters)")
    pdb.add_argument("--type", required=True, help="database type, 4 characters")
    pdb.add_argument("--creator", required=True, help="creator ID, 4 characters")
    pdb.add_argument("--backup", action="store_true", help="set dmHdrAttrBackup")
    pdb.add_argument("--db-version", type=int, default=0, help="database version (default: 0)")

    dump = commands.add_parser("dump", help="list every resource or record of a database, decoded")
    dump.add_argument("file", type=Path)

    diff = commands.add_parser("diff", help="compare two databases resource by resource")
    diff.add_argument("a", type=Path)
    diff.add_argument("b", type=Path)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``palm-prc``; returns the exit status (0 ok, 1 ``diff`` found differences, 2 error)."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "build":
            return _build(args)
        if args.command == "pdb":
            return _pdb(args)
        if args.command == "dump":
            return _dump(args)
        return _diff(args)
    except (RcpError, PrcFormatError, CommandError, ValueError) as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
    return 2


def _print(lines: list[str]) -> None:
    """``lines`` on standard output. A reader that stops reading (``palm-prc dump X | head``) is no
    error: the rest goes to /dev/null, so neither this nor Python's flush at exit raises, and the
    command still exits with its own status (``diff``: 1, the databases differ)."""
    try:
        print("\n".join(lines))
        sys.stdout.flush()
    except BrokenPipeError:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _dump(args: argparse.Namespace) -> int:
    """The listing on stdout; each resource that does not decode named on stderr, and status 2."""
    database = _load(args.file)
    _print(dump_database(database, args.file.name))
    damaged = undecodable_resources(database)
    for resource, error in damaged:
        print(f"{PROGRAM}: error: {args.file}: {resource.type} {resource.id} is damaged: {error}",
              file=sys.stderr)
    return 2 if damaged else 0


def _warn(message: str) -> None:
    print(message, file=sys.stderr)


def _read(path: Path) -> bytes:
    """An input file's bytes, at most :data:`~prc_tools.fileio.MAX_DATABASE_BYTES` (``/dev/zero``
    is refused after that much)."""
    try:
        return read_limited(path, MAX_DATABASE_BYTES)
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except InputTooLarge:
        raise CommandError(f"cannot read {path}: larger than {MAX_DATABASE_BYTES >> 20} MB") from None


def _load(path: Path) -> Database:
    data = _read(path)
    try:
        return parse_database(data)
    except PrcFormatError as error:
        raise PrcFormatError(f"{path}: {error.message}", error.offset) from None


def _write(path: Path, data: bytes) -> None:
    try:
        write_atomic(path, data)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None


def _build(args: argparse.Namespace) -> int:
    code1 = _read(args.code1) if args.code1 else None
    code_resources: list[Resource] = []
    if args.elf is not None:
        if code1 is not None:
            raise CommandError("give --code1 or --elf, not both")
        try:
            code = app_code(_read(args.elf), args.relocation)
        except ElfError as error:
            raise CommandError(f"{args.elf}: {error}") from None
        code1 = code.code1
        code_resources = [Resource("code", 0, code.code0.build()), Resource("data", 0, code.data0.build())]
        if code.rloc0 is not None:
            code_resources.append(Resource("rloc", 0, code.rloc0))
    if not args.source.is_file():
        _read(args.source)  # the reason, as the system gives it (no such file, a directory)
        raise CommandError(f"cannot read {args.source}: not a regular file")
    try:  # the header options, refused as options rather than at a place in the source
        if args.name is not None and len(args.name) > MAX_NAME:
            raise ValueError(f"database name {args.name!r} must be 1..{MAX_NAME} characters without NUL")
        ResourceDatabase(name=args.name or "Name", type=args.type, creator=args.creator or "CRID",
                         version=args.db_version)
    except ValueError as error:
        raise CommandError(f"bad option: {error}") from None
    database = compile_rcp(
        args.source,
        include_dirs=args.include_dirs,
        date=build_date(),
        name=args.name,
        creator=args.creator,
        type=args.type,
        version=args.db_version,
        code1=code1,
        code_resources=code_resources,
        warn=_warn,
        locale=args.locale,
        write_header=True,
    )
    _write(args.output, database.build())
    return 0


def _pdb(args: argparse.Namespace) -> int:
    records = tuple(Record(_read(path), uniqueID=index + 1) for index, path in enumerate(args.records))
    attributes = DatabaseAttributes.dmHdrAttrBackup if args.backup else DatabaseAttributes(0)
    moment = build_date()
    database = RecordDatabase(
        name=args.name,
        type=args.type,
        creator=args.creator,
        attributes=attributes,
        version=args.db_version,
        creationDate=moment,
        modificationDate=moment,
        uniqueIDSeed=len(records) + 1,
        records=records,
    )
    _write(args.output, database.build())
    return 0


def _diff(args: argparse.Namespace) -> int:
    lines = diff_databases(_load(args.a), _load(args.b), str(args.a), str(args.b))
    if lines:
        _print(lines)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
