"""Tokens of PilRC ``.rcp`` sources and C headers, each with its ``file:line:column``.

Lexical rules follow PILRC ``lex.c``: ``//`` and ``/* */`` comments; identifiers
``[A-Za-z_][A-Za-z0-9_]*``; decimal and ``0x`` hexadecimal numbers, optionally followed by a
PilRC size suffix ``.b``/``.w``/``.l`` (used by ``HEX``) and C's ``L``/``U``; ``'ABCD'`` character
constants (up to four characters, first one most significant); strings in double quotes with the
C escapes ``\\a \\b \\f \\n \\r \\t \\v``, up to three octal digits, ``\\x`` with up to two hex digits,
PilRC's ``\\e`` (escape), ``\\z`` (control-Z) and ``\\_`` (nothing), any other escaped character
standing for itself; a string ends on its line. An escape stands for the Palm Latin character of
its byte value, so ``\\x85`` is the ellipsis (PILRC ``ChParseHex`` takes hex digits while the value
stays below 256, ``ChParseOctal`` up to three octal digits). Any other character is a one-character
punctuation token (``>=``, ``<=``, ``<>`` and ``==`` are two).
"""

from __future__ import annotations

from dataclasses import dataclass

from prc_tools.errors import RcpError
from prc_tools.formats.binary import PALM_LATIN

NUMBER_LIMIT = 1 << 64
"""Numbers and constant expressions stay below 2**64 in magnitude (PilRC's are C longs)."""

@dataclass(frozen=True)
class Token:
    """One token. ``kind`` is ``ident``, ``number``, ``string``, ``punct`` or ``eof``.

    ``value`` is the number's value or the string's text (escapes applied); ``size`` is a
    number's PilRC size suffix (``"b"``, ``"w"``, ``"l"`` or ``""``).
    """

    kind: str
    text: str
    file: str
    line: int
    column: int
    value: int | str | None = None
    size: str = ""

    def error(self, message: str) -> RcpError:
        """An :class:`RcpError` at this token's position."""
        return RcpError(message, self.file, self.line, self.column)

    def describe(self) -> str:
        """How the token reads in an error message: ``'BEGIN'``, ``"Title"``, ``end of file``."""
        if self.kind == "eof":
            return "end of file"
        if self.kind == "string":  # as written (escapes and all: one line), and not too long
            return self.text if len(self.text) <= 40 else self.text[:36] + '..."'
        return f"'{self.text}'"

    def is_word(self, *words: str) -> bool:
        """Whether this is an identifier equal (ignoring case) to one of ``words``."""
        return self.kind == "ident" and self.text.lower() in words

    def is_punct(self, symbol: str) -> bool:
        return self.kind == "punct" and self.text == symbol


_SIMPLE_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    "e": "\x1b",
    "z": "\x1a",
    "_": "",
}
_HEX = "0123456789abcdefABCDEF"


def tokenize(text: str, file: str, *, semicolon_comments: bool = False) -> list[Token]:
    """Split ``text`` into tokens, ending with an ``eof`` token.

    ``semicolon_comments`` makes ``;`` start a comment to the end of the line, as in the C and
    ``.inc`` headers PilRC reads (``ParseCInclude`` skips the rest of a line after ``;``).

    >>> [(t.kind, t.value) for t in tokenize('BUTTON "OK\\\\n" ID 0x10 // note', "x.rcp")]
    [('ident', None), ('string', 'OK\\n'), ('ident', None), ('number', 16), ('eof', None)]
    """
    tokens: list[Token] = []
    i = 0
    line = 1
    line_start = 0
    length = len(text)

    def fail(message: str, at: int, at_line: int, at_start: int) -> RcpError:
        return RcpError(message, file, at_line, at - at_start + 1)

    while i < length:
        ch = text[i]
        if ch == "\n":
            i += 1
            line += 1
            line_start = i
            continue
        if ch in " \t\r\f\v\x1a":
            i += 1
            continue
        if text.startswith("//", i) or (semicolon_comments and ch == ";"):
            end = text.find("\n", i)
            i = length if end < 0 else end
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise fail("unterminated /* comment", i, line, line_start)
            line += text.count("\n", i, end)
            newline = text.rfind("\n", i, end)
            if newline >= 0:
                line_start = newline + 1
            i = end + 2
            continue
        column = i - line_start + 1
        start = i
        if ch.isascii() and (ch.isalpha() or ch == "_"):
            while i < length and text[i].isascii() and (text[i].isalnum() or text[i] == "_"):
                i += 1
            tokens.append(Token("ident", text[start:i], file, line, column))
            continue
        if ch.isascii() and ch.isdigit():
            if text.startswith(("0x", "0X"), i):
                i += 2
                while i < length and text[i] in _HEX:
                    i += 1
                if i == start + 2:
                    raise fail("expected hexadecimal digits after 0x", start, line, line_start)
                digits = text[start + 2 : i].lstrip("0")
                value = int(digits or "0", 16) if len(digits) <= 16 else NUMBER_LIMIT
            else:
                while i < length and text[i].isascii() and text[i].isdigit():
                    i += 1
                digits = text[start:i].lstrip("0")
                value = int(digits or "0") if len(digits) <= 20 else NUMBER_LIMIT
            if value >= NUMBER_LIMIT:
                shown = text[start:i] if i - start <= 24 else f"{text[start : start + 12]}..."
                raise fail(f"the number {shown} does not fit in 64 bits", start, line, line_start)
            size = ""
            if i + 1 < length and text[i] == "." and text[i + 1] in "bBwWlL":
                size = text[i + 1].lower()
                i += 2
            while i < length and text[i] in "lLuU":
                i += 1
            if i < length and (text[i].isalnum() or text[i] == "_") and text[i].isascii():
                raise fail(f"malformed number {text[start : i + 1]!r}", start, line, line_start)
            tokens.append(Token("number", text[start:i], file, line, column, value, size))
            continue
        if ch == "'":
            end = text.find("'", i + 1)
            if end < 0 or end - i - 1 > 4 or end == i + 1 or "\n" in text[i:end]:
                raise fail(
                    "expected a character constant of 1 to 4 characters, like 'PPch'", i, line, line_start
                )
            value = 0
            for character in text[i + 1 : end]:
                if ord(character) > 0xFF:
                    raise fail(
                        f"character {character!r} in a constant is not a single byte", i, line, line_start
                    )
                value = value * 256 + ord(character)
            i = end + 1
            tokens.append(Token("number", text[start:i], file, line, column, value))
            continue
        if ch == '"':
            i += 1
            parts: list[str] = []
            while True:
                if i >= length or text[i] == "\n":
                    raise fail("unterminated string (a string must end on its line)", start, line, line_start)
                ch = text[i]
                if ch == '"':
                    i += 1
                    break
                if ch != "\\":
                    parts.append(ch)
                    i += 1
                    continue
                i += 1
                if i >= length or text[i] == "\n":
                    parts.append("\\")
                    continue
                escape = text[i]
                i += 1
                if escape in _SIMPLE_ESCAPES:
                    parts.append(_SIMPLE_ESCAPES[escape])
                elif escape in "01234567":
                    digits = escape
                    while len(digits) < 3 and i < length and text[i] in "01234567":
                        digits += text[i]
                        i += 1
                    parts.append(PALM_LATIN[int(digits, 8) & 0xFF])
                elif escape in "xX":
                    byte = 0
                    while i < length and text[i] in _HEX and byte * 16 + int(text[i], 16) < 256:
                        byte = byte * 16 + int(text[i], 16)
                        i += 1
                    parts.append(PALM_LATIN[byte])
                else:
                    parts.append(escape)
            tokens.append(
                Token("string", text[start:i], file, line, column, "".join(parts).replace("\0", ""))
            )
            continue
        two = text[i : i + 2]
        if two in (">=", "<=", "<>", "=="):
            i += 2
            tokens.append(Token("punct", two, file, line, column))
            continue
        i += 1
        tokens.append(Token("punct", ch, file, line, column))
    tokens.append(Token("eof", "", file, line, i - line_start + 1))
    return tokens
