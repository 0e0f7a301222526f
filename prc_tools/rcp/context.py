"""State shared by the statement parsers of one compilation, and what each statement yields.

:class:`ParseContext` holds the token cursor, where to look for files named in the source, the
``AUTOID`` counter (PilRC starts at 9999 and counts down, so the first is 9998), the "previous
object" rectangle of ``PREVLEFT`` & co, the locale chosen (PilRC ``-Loc``) and where warnings go.
:class:`CompiledResource` is one resource made from source.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prc_tools.formats.common import Rect
from prc_tools.rcp.cursor import Cursor
from prc_tools.rcp.fontmetrics import font_height, text_width
from prc_tools.rcp.lexer import Token

RESERVED_ID_MIN = 10000
"""IDs from here up belong to the system (PILRC ``idPalmOSReservedMin``): a warning."""

AUTO_ID_START = 9999
"""PILRC ``idDefaultAutoInit``; ``IdGetAutoId`` decrements before returning."""

Warn = Callable[[str], None]


@dataclass(frozen=True)
class CompiledResource:
    """One resource made from source: its value is a typed facade (``build()``) or raw bytes."""

    type: str
    id: int
    value: object
    where: Token

    def data(self) -> bytes:
        if isinstance(self.value, bytes):
            return self.value
        build = getattr(self.value, "build", None)
        if build is None:
            raise TypeError(f"{self.value!r} cannot be built")
        data = build()
        assert isinstance(data, bytes)
        return data


@dataclass
class ParseContext:
    """Everything a statement parser needs besides its own tokens."""

    cursor: Cursor
    source_dir: Path
    include_dirs: Sequence[Path] = ()
    warn: Warn = lambda message: None
    next_auto_id: int = AUTO_ID_START
    auto_id_step: int = -1
    previous: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    locale: str | None = None
    generated_header: str | None = None
    """The header ``GENERATEHEADER "file.h"`` names; from then on unknown names get AUTOIDs."""
    generated: dict[str, int] = field(default_factory=dict)
    fonts: dict[int, Any] = field(default_factory=dict)
    """Application fonts compiled by ``FONT`` (``fonts.FontMetrics`` by FontID), for ``AUTO``."""

    def text_width(self, text: bytes, font: int) -> int:
        """Width of ``text`` in ``font``: a compiled application font, else the system font's."""
        if font in self.fonts:
            widths = self.fonts[font].widths
            return sum(widths[b] for b in text)
        return text_width(text, font)

    def font_height(self, font: int) -> int:
        return int(self.fonts[font].height) if font in self.fonts else font_height(font)

    def wanted(self, locale: str | None) -> bool:
        """Whether a resource marked ``LOCALE locale`` (or none) is compiled (PILRC ``DesirableLocale``)."""
        return locale is None or locale == self.locale

    def warning(self, token: Token, message: str) -> None:
        self.warn(f"{token.file}:{token.line}:{token.column}: warning: {message}")

    def auto_id(self) -> int:
        """The next ``AUTOID`` (9998, 9997, …), as PILRC ``IdGetAutoId`` (pre-decrement from 9999)."""
        self.next_auto_id += self.auto_id_step
        return self.next_auto_id

    def generate_header(self, name: str) -> None:
        """``GENERATEHEADER "name"``: unknown identifiers get AUTOIDs, listed in that header."""
        self.generated_header = name
        self.cursor.unknown = self._auto_symbol

    def _auto_symbol(self, token: Token) -> int:
        if token.text not in self.generated:
            self.generated[token.text] = self.auto_id()
        return self.generated[token.text]

    def header_text(self) -> str:
        """The header PilRC writes for ``GENERATEHEADER`` (newest symbol first, as PilRC lists them)."""
        lines = ["/* pilrc generated file.  Do not edit!*/"]
        lines += [f"#define {name} {value}" for name, value in reversed(self.generated.items())]
        return "\n".join(lines) + "\n"

    def reset_auto_id(self, value: int) -> None:
        """``RESETAUTOID n``: from now on AUTOIDs count up from ``n + 1``."""
        self.next_auto_id, self.auto_id_step = value, +1

    def resource_id(self, what: str) -> int:
        """``[ID] n`` or ``AUTOID`` (PILRC ``WGetId``): a 16-bit resource or object ID."""
        token = self.cursor.peek()
        if self.cursor.take_word("autoid"):
            return self.auto_id()
        self.cursor.take_word("id")
        start = self.cursor.peek()
        value = self.cursor.expression(what)
        if not 0 <= value <= 0xFFFF:
            raise start.error(f"{what} {value} is not in 0..65535")
        if value >= RESERVED_ID_MIN:
            self.warning(token, f"ID {value} conflicts with the reserved ID range (0-9999 only)")
        return value

    def skip_to_end(self) -> None:
        """Skip a ``BEGIN`` … ``END`` body, nested ones included, without reading it (PILRC
        ``ParseToFinalEnd``, used for a resource of another locale: its AUTOIDs are not taken)."""
        depth = 0
        while not self.cursor.at_end():
            token = self.cursor.next()
            if token.is_word("begin"):
                depth += 1
            elif token.is_word("end"):
                if depth == 0:
                    return
                depth -= 1
        raise self.cursor.expected("END")

    def find_file(self, name: str, where: Token) -> Path:
        """A file named in the source: next to it, then in the include directories."""
        for directory in (self.source_dir, *self.include_dirs):
            candidate = directory / name
            if candidate.is_file():
                return candidate
        searched = ", ".join(str(d) for d in (self.source_dir, *self.include_dirs))
        raise where.error(f'cannot find "{name}" (searched {searched})')
