"""Pack a flat 68k image into a Palm OS shared library database (type ``libr``, resource ``libr`` 0).

Usage: ``python tools/library_prc.py IMAGE --name NAME --creator CRID -o OUT.prc``. The image
starts with the library's install function (``Err install(UInt16 refNum, SysLibTblEntryType
*entryP)``), as ``SysLibLoad`` calls it; the database is what a device keeps in RAM or ROM and
``palm-emu --lib OUT.prc`` installs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from palm_sdk.libraries import sysFileTLibrary, sysLibLoadRscID
from prc_tools.fileio import write_atomic
from prc_tools.formats.container import Resource, ResourceDatabase


def library_database(image: bytes, name: str, creator: str) -> ResourceDatabase:
    """The library database of a flat image."""
    return ResourceDatabase(
        name=name,
        type=sysFileTLibrary,
        creator=creator,
        resources=(Resource(sysFileTLibrary, sysLibLoadRscID, image),),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", type=Path, help="the flat image (install function first)")
    parser.add_argument("--name", required=True, help="the database name")
    parser.add_argument("--creator", required=True, help="the creator (four characters)")
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        database = library_database(args.image.read_bytes(), args.name, args.creator)
        write_atomic(args.output, database.build())
    except (OSError, ValueError) as error:
        print(f"library_prc: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
