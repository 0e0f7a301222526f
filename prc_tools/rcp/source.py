"""Reading resource source files (``.rcp``, headers, ``STRING FILE`` texts) into text.

PilRC reads bytes and stores each byte of a string as it is, so the sources of shipped Palm apps
are in the Palm character set: Latin-1/Windows-1252 (Palm Latin, ``formats.binary.PALM_LATIN``).
palm-prc reads every file the same way, byte for byte, so it builds what PilRC builds.

A file that is valid UTF-8 with characters beyond ASCII draws a warning naming the first one:
its bytes are stored as they are (``é`` as the two Palm characters ``Ã©``), as PilRC stores them,
which is surely not what the author meant; saving the file as Windows-1252 gives ``é``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from prc_tools.errors import RcpError
from prc_tools.fileio import MAX_SOURCE_BYTES, InputTooLarge, read_limited
from prc_tools.formats.binary import decode_text
from prc_tools.rcp.lexer import Token


def read_input(path: Path, position: Token | None = None, what: str = "") -> bytes:
    """The bytes of a file the source names (itself, an include, an image, a font, data); an
    :class:`RcpError` at ``position`` (else at the file) if it cannot be read or is larger than
    :data:`~prc_tools.fileio.MAX_SOURCE_BYTES` (``/dev/zero`` is refused after that much)."""
    try:
        return read_limited(path, MAX_SOURCE_BYTES)
    except (OSError, InputTooLarge) as error:
        if isinstance(error, OSError):
            reason = error.strerror or str(error)
        else:
            reason = f"larger than {MAX_SOURCE_BYTES >> 20} MB"
        if position is not None:
            raise position.error(f"cannot read {what}{' ' if what else ''}{path}: {reason}") from None
        raise RcpError(f"cannot read the file: {reason}", str(path), 1, 1) from None


def read_source(path: Path, position: Token | None = None, warn: Callable[[str], None] | None = None) -> str:
    """The text of a source file; an :class:`RcpError` (at ``position``, else the file) if unreadable."""
    data = read_input(path, position)
    text = decode_text(data)
    if warn is not None and not data.isascii() and _is_utf8(data):
        first = next(i for i, byte in enumerate(data) if byte >= 0x80)
        character = data[first:].decode("utf-8", errors="ignore")[:1]
        length = len(character.encode())
        line = data.count(b"\n", 0, first) + 1
        column = first - (data.rfind(b"\n", 0, first) + 1) + 1
        warn(
            f"{path}:{line}:{column}: warning: the file is UTF-8, so {character!r} is stored as its "
            f"{length} bytes {text[first : first + length]!r}, as PilRC stores it; save the file as "
            "Windows-1252 (Latin-1) to get the character"
        )
    return text


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
