"""Reading resource source files (``.rcp``, headers, ``STRING FILE`` texts) into text.

PilRC reads bytes and stores each byte of a string as it is, so the sources of shipped Palm apps
are in the Palm character set: Latin-1/Windows-1252 (Palm Latin, ``formats.binary.PALM_LATIN``).
A file that is valid UTF-8 is read as UTF-8 (this project's own sources, modern editors); any
other file is read byte for byte as Palm Latin, exactly as PilRC reads it.

A UTF-8 file with characters beyond ASCII draws a warning naming the first one: PilRC would store
its UTF-8 bytes (two Palm characters for ``é``), while palm-prc stores the character itself.

May import: the standard library, ``prc_tools.errors``, ``prc_tools.formats.binary``,
``prc_tools.rcp.lexer``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from prc_tools.errors import RcpError
from prc_tools.formats.binary import decode_text
from prc_tools.rcp.lexer import Token


def read_source(path: Path, position: Token | None = None, warn: Callable[[str], None] | None = None) -> str:
    """The text of a source file; an :class:`RcpError` (at ``position``, else the file) if unreadable."""
    try:
        data = path.read_bytes()
    except OSError as error:
        reason = error.strerror or str(error)
        if position is not None:
            raise position.error(f"cannot read {path}: {reason}") from None
        raise RcpError(f"cannot read the file: {reason}", str(path), 1, 1) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return decode_text(data)
    if warn is not None and not text.isascii():
        first = next(i for i, ch in enumerate(text) if not ch.isascii())
        line = text.count("\n", 0, first) + 1
        column = first - (text.rfind("\n", 0, first) + 1) + 1
        warn(
            f"{path}:{line}:{column}: warning: the file is UTF-8: {text[first]!r} is stored as one Palm "
            f"character, where PilRC stores its {len(text[first].encode())} UTF-8 bytes"
        )
    return text
