"""Shared byte-level helpers for the resource formats: parsing with offsets, Palm text, C strings.

- :func:`parse_struct` runs a construct ``Struct`` and turns any construct failure into one
  :class:`~prc_tools.errors.PrcFormatError` naming what was being read and the byte offset where
  reading stopped.
- Palm OS 3.x text is the Palm Latin character set: Windows code page 1252 (SDK35
  ``System/CharLatin.h`` lists the same characters at the same codes), with the five codes CP1252
  leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) kept as the matching C1 code points so that every
  byte string decodes and re-encodes unchanged. PilRC writes ``...`` at the end of a string as 0x85,
  which decodes to ``…``.
- C strings are NUL-terminated; :func:`read_cstring` fails cleanly when the terminator is missing.
"""

from __future__ import annotations

import io
import re
from typing import Any

import construct as c

from prc_tools.errors import PrcFormatError


def _palm_latin_table() -> tuple[str, ...]:
    table = []
    for code in range(256):
        try:
            table.append(bytes([code]).decode("cp1252"))
        except UnicodeDecodeError:
            table.append(chr(code))
    return tuple(table)


PALM_LATIN = _palm_latin_table()
"""The character of each byte value 0..255 in Palm Latin (CP1252 plus five C1 controls)."""

_ENCODE = {character: code for code, character in enumerate(PALM_LATIN)}


def decode_text(data: bytes) -> str:
    """Palm Latin bytes to text; never fails.

    >>> decode_text(b"Rules\\x85")
    'Rules…'
    """
    return "".join(PALM_LATIN[b] for b in data)


def encode_text(text: str) -> bytes:
    """Text to Palm Latin bytes; ``ValueError`` names the first character Palm OS cannot show.

    >>> encode_text("Pitch…")
    b'Pitch\\x85'
    """
    try:
        return bytes(_ENCODE[character] for character in text)
    except KeyError as missing:
        raise ValueError(f"character {missing.args[0]!r} is not in the Palm Latin character set") from None


def cstring(text: str) -> bytes:
    """Encode ``text`` as a NUL-terminated Palm Latin C string (no NUL allowed inside)."""
    if "\0" in text:
        raise ValueError("a Palm string cannot contain a NUL character")
    return encode_text(text) + b"\0"


def read_cstring(data: bytes, offset: int, what: str) -> tuple[str, int]:
    """Decode the C string at ``offset``; return it and the offset just past its NUL.

    >>> read_cstring(b"OK\\0Cancel\\0", 3, "label")
    ('Cancel', 10)
    """
    if offset < 0 or offset > len(data):
        raise PrcFormatError(f"{what} starts outside the data ({len(data)} bytes)", offset)
    end = data.find(b"\0", offset)
    if end < 0:
        raise PrcFormatError(f"{what} has no terminating NUL before the end of the data", offset)
    return decode_text(data[offset:end]), end + 1


def pad_even(data: bytes) -> bytes:
    """Append one zero byte when ``data`` has an odd length (68k word alignment)."""
    return data + b"\0" if len(data) % 2 else data


def parse_struct(struct: Any, data: bytes, offset: int, what: str) -> Any:
    """Parse ``struct`` from ``data`` at ``offset``; construct failures become :class:`PrcFormatError`.

    The error offset is where reading stopped, so a truncated structure points at the end of the
    data and a bad value points just past it.
    """
    return parse_struct_end(struct, data, offset, what)[0]


def parse_struct_end(struct: Any, data: bytes, offset: int, what: str) -> tuple[Any, int]:
    """Like :func:`parse_struct`, also returning the offset just past the parsed bytes."""
    if offset < 0 or offset > len(data):
        raise PrcFormatError(f"{what} starts outside the data ({len(data)} bytes)", offset)
    stream = io.BytesIO(data)
    stream.seek(offset)
    try:
        return struct.parse_stream(stream), stream.tell()
    except c.StreamError:
        raise PrcFormatError(f"{what} is truncated: the data ends inside it", len(data)) from None
    except c.ConstructError as error:
        raise PrcFormatError(f"{what} is invalid: {_reason(error)}", stream.tell()) from None


def _reason(error: Any) -> str:
    """construct's two-line message ("Error in path (parsing) -> window -> displayWidthV20" and
    "parsing expected 0 but parsed 42405") as one: ``window.displayWidthV20: expected 0, found
    42405``."""
    lines = str(error).splitlines()
    detail = " ".join(line.strip() for line in lines[1:]) if len(lines) > 1 else str(error)
    detail = detail.removeprefix("parsing ").replace(" but parsed ", ", found ")
    fields = [part.strip() for part in str(getattr(error, "path", "") or "").split("->")[1:]]
    return f"{'.'.join(fields)}: {detail}" if fields else detail


def struct_size(struct: Any) -> int:
    """The fixed size in bytes of a construct ``Struct``."""
    return int(struct.sizeof())


def build_struct(struct: Any, value: Any) -> bytes:
    """Build a construct ``Struct``; returns ``bytes`` (construct is untyped). A value its field
    cannot hold is a ``ValueError`` naming the field (``font: ... given value 32767``)."""
    try:
        return bytes(struct.build(value))
    except c.ConstructError as error:
        raise ValueError(_building_reason(error)) from None


_FIELD_SIZES = {"b": "a signed byte", "B": "a byte", "h": "16 signed bits", "H": "16 bits",
                "i": "32 signed bits", "I": "32 bits", "l": "32 signed bits", "L": "32 bits",
                "q": "64 signed bits", "Q": "64 bits"}  # fmt: skip


def _building_reason(error: Any) -> str:
    """``font: 32767 does not fit in a byte`` for construct's "struct '>B' error during building,
    given value 32767"; construct's own words for anything else."""
    reason = _reason(error)
    match = re.search(r"struct '[<>=!]?(\w)' error during building, given value (\S+)", reason)
    if match is None or match[1] not in _FIELD_SIZES:
        return reason
    field = reason.split(":", 1)[0] + ": " if ":" in reason.split("struct", 1)[0] else ""
    return f"{field}{match[2]} does not fit in {_FIELD_SIZES[match[1]]}"


def Reserved(subcon: Any) -> Any:
    """A reserved field: 0 is written, any value is read (old writers left junk in padding bytes,
    which Palm OS never reads)."""
    return c.Default(subcon, 0)


PalmCString = c.ExprAdapter(
    c.NullTerminated(c.GreedyBytes),
    lambda obj, ctx: decode_text(obj),
    lambda obj, ctx: encode_text(obj),
)
"""A NUL-terminated Palm Latin string as a construct field (``str`` in Python)."""


def check_trailing_padding(data: bytes, end: int, what: str) -> None:
    """Allow only zero padding bytes after ``end``; anything else is a :class:`PrcFormatError`."""
    for index in range(end, len(data)):
        if data[index]:
            raise PrcFormatError(f"{what} has {len(data) - end} unexpected bytes after its end", index)
