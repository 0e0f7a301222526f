"""Packed text: a text kept compressed in a resource, ``TxtC`` (Pitch's Rules, Keyboard and texts).

The compression is PalmDoc's (``docs/palm_os.md`` §2.8), the one Palm OS document readers
(AportisDoc, the DOC format of ``TEXt``/``REAd`` databases) decompress on the device; it needs no
table and a few dozen 68k instructions to undo. A compressed stream is a series of tokens:

    0x00, 0x09-0x7F   that byte
    0x01-0x08 n       the next n bytes as they are
    0x80-0xBF         with the next byte, 10DDDDDD DDDDDLLL: copy L + 3 bytes (3-10) from D bytes
                      back (1-2047) in the output so far; the two may overlap (D < L + 3)
    0xC0-0xFF         a space, then that byte XOR 0x80 (0x40-0x7F)

A ``TxtC`` resource is a UInt16 (big-endian), the length of the text in bytes, then the stream.
The text is Palm Latin without its NUL: the app unpacks it into memory of length + 1 and ends it.

>>> packed = PackedText("Pitch, pitch, pitch: High, Low, Jack and Game.").build()
>>> len(packed) < 2 + 46, PackedText.parse(packed).text
(True, 'Pitch, pitch, pitch: High, Low, Jack and Game.')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import decode_text, encode_text

PACKED_TEXT_TYPE = "TxtC"
"""The resource type (the app's own: Palm OS reserves all-lower-case types)."""

MAX_DISTANCE = 2047
MIN_MATCH, MAX_MATCH = 3, 10
MAX_TEXT = 0xFFFF


def compress(data: bytes) -> bytes:
    """PalmDoc compression of ``data``: at each place the longest match of 3-10 bytes within the
    last 2047 (the nearest of equal length), else a space and a character in one byte, else the
    byte itself, or a literal run for bytes 0x01-0x08 and 0x80-0xFF. The same bytes always give
    the same stream.

    >>> compress(b"abcabcabc"), compress(b" the"), compress(bytes([0x85]))
    (b'abc\\x80\\x1b', b'\\xf4he', b'\\x01\\x85')
    """
    out = bytearray()
    chains: dict[bytes, list[int]] = {}  # each 3-byte sequence -> where it starts, in order
    i, n = 0, len(data)

    def note(position: int) -> None:
        if position + MIN_MATCH <= n:
            chains.setdefault(data[position : position + MIN_MATCH], []).append(position)

    while i < n:
        best_length = best_distance = 0
        for start in reversed(chains.get(data[i : i + MIN_MATCH], ())):
            distance = i - start
            if distance > MAX_DISTANCE:
                break
            length = MIN_MATCH
            while length < MAX_MATCH and i + length < n and data[start + length] == data[i + length]:
                length += 1
            if length > best_length:
                best_length, best_distance = length, distance
                if length == MAX_MATCH:
                    break
        if best_length:
            pair = 0x8000 | best_distance << 3 | (best_length - MIN_MATCH)
            out += pair.to_bytes(2, "big")
            step = best_length
        elif data[i] == 0x20 and i + 1 < n and 0x40 <= data[i + 1] <= 0x7F:
            out.append(data[i + 1] ^ 0x80)
            step = 2
        elif 0x01 <= data[i] <= 0x08 or data[i] >= 0x80:
            run = 1
            while run < 8 and i + run < n and (0x01 <= data[i + run] <= 0x08 or data[i + run] >= 0x80):
                run += 1
            out.append(run)
            out += data[i : i + run]
            step = run
        else:
            out.append(data[i])
            step = 1
        for position in range(i, i + step):
            note(position)
        i += step
    return bytes(out)


def decompress(stream: bytes, length: int, base: int = 0) -> bytes:
    """The bytes ``stream`` unpacks to, which must be ``length`` of them; a
    :class:`PrcFormatError` at the offending offset (``base`` plus its place in ``stream``) if
    the stream is cut short, reaches back before the start, or does not make ``length`` bytes.

    >>> decompress(b"abc\\x80\\x1b", 9)
    b'abcabcabc'
    """
    out = bytearray()
    i = 0
    while i < len(stream):
        token, start = stream[i], i
        if 0x01 <= token <= 0x08:
            if i + 1 + token > len(stream):
                raise PrcFormatError(f"a literal run of {token} bytes is cut short", base + i)
            out += stream[i + 1 : i + 1 + token]
            i += 1 + token
        elif token < 0x80:
            out.append(token)
            i += 1
        elif token < 0xC0:
            if i + 1 >= len(stream):
                raise PrcFormatError("a back-reference is cut short", base + i)
            pair = token << 8 | stream[i + 1]
            distance, count = pair >> 3 & MAX_DISTANCE, (pair & 7) + MIN_MATCH
            if not 0 < distance <= len(out):
                raise PrcFormatError(
                    f"a back-reference reaches {distance} bytes back, {len(out)} are unpacked", base + i
                )
            for _ in range(count):
                out.append(out[-distance])
            i += 2
        else:
            out += bytes((0x20, token ^ 0x80))
            i += 1
        if len(out) > length:
            message = f"the text unpacks to more than the {length} bytes its header says"
            raise PrcFormatError(message, base + start)
    if len(out) != length:
        message = f"the text unpacks to {len(out)} bytes, its header says {length}"
        raise PrcFormatError(message, base + len(stream))
    return bytes(out)


@dataclass(frozen=True)
class PackedText:
    """A ``TxtC`` resource: a text and its PalmDoc-compressed form."""

    text: str

    @classmethod
    def parse(cls, data: bytes) -> Self:
        if len(data) < 2:
            raise PrcFormatError("a packed text needs its 2-byte length", len(data))
        length = int.from_bytes(data[:2], "big")
        return cls(decode_text(decompress(data[2:], length, base=2)))

    def build(self) -> bytes:
        raw = encode_text(self.text)
        if len(raw) > MAX_TEXT:
            raise ValueError(f"a packed text holds at most {MAX_TEXT} bytes, not {len(raw)}")
        if 0 in raw:
            raise ValueError("a packed text cannot hold a NUL (the app ends the text with one)")
        return len(raw).to_bytes(2, "big") + compress(raw)
