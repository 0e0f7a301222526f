"""Palm OS databases: PRC/PDB containers, resource formats and a PilRC-compatible compiler.

This package imports nothing else of the project's, so it can serve the game, the build and the
emulator alike. The main entry points:

- :func:`compile_rcp` (``prc_tools.compiler``): ``.rcp`` source -> :class:`ResourceDatabase`.
- :class:`ResourceDatabase` / :class:`RecordDatabase` / :func:`parse_database`
  (``prc_tools.formats``): PRC and PDB bytes <-> typed values; ``db.form(id)``, ``db.bitmap(id)``,
  ``db.menu_bar(id)``, ``db.alert(id)``, ``db.string(id)`` decode resources.
- :func:`read_header` (``prc_tools.rcp``): the ``#define``\\ s of the resource ID header.
- :func:`write_atomic`, :func:`database_file_name` (``prc_tools.fileio``): database files on disk;
  :class:`PrcFormatError`, :class:`RcpError`.
"""

from prc_tools.compiler import build_date, compile_rcp
from prc_tools.errors import PrcFormatError, RcpError
from prc_tools.fileio import database_file_name, write_atomic
from prc_tools.formats import RecordDatabase, ResourceDatabase, parse_database
from prc_tools.rcp import read_header

__all__ = [
    "PrcFormatError",
    "RcpError",
    "RecordDatabase",
    "ResourceDatabase",
    "build_date",
    "compile_rcp",
    "database_file_name",
    "parse_database",
    "read_header",
    "write_atomic",
]
