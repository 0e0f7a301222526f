"""State shared by the statement parsers of one compilation.

Holds the token cursor, where to look for files named in the source, the ``AUTOID`` counter
(PilRC starts at 9999 and counts down, so the first is 9998), the "previous object" rectangle
of ``PREVLEFT`` & co, and the warnings collected so far.

May import: the standard library, ``prc_tools.errors``, ``prc_tools.formats``,
``prc_tools.rcp.lexer`` and ``cursor``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from prc_tools.formats.common import Rect
from prc_tools.rcp.cursor import Cursor
from prc_tools.rcp.lexer import Token

RESERVED_ID_MIN = 10000
"""IDs from here up belong to the system (PILRC ``idPalmOSReservedMin``): a warning."""

AUTO_ID_START = 9999
"""PILRC ``idDefaultAutoInit``; ``IdGetAutoId`` decrements before returning."""

Warn = Callable[[str], None]


@dataclass
class ParseContext:
    """Everything a statement parser needs besides its own tokens."""

    cursor: Cursor
    source_dir: Path
    include_dirs: Sequence[Path] = ()
    warn: Warn = lambda message: None
    next_auto_id: int = AUTO_ID_START
    previous: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))

    def warning(self, token: Token, message: str) -> None:
        self.warn(f"{token.file}:{token.line}:{token.column}: warning: {message}")

    def auto_id(self) -> int:
        """The next ``AUTOID`` (9998, 9997, …), as PILRC ``IdGetAutoId`` (pre-decrement from 9999)."""
        self.next_auto_id -= 1
        return self.next_auto_id

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

    def find_file(self, name: str, where: Token) -> Path:
        """A file named in the source: next to it, then in the include directories."""
        for directory in (self.source_dir, *self.include_dirs):
            candidate = directory / name
            if candidate.is_file():
                return candidate
        searched = ", ".join(str(d) for d in (self.source_dir, *self.include_dirs))
        raise where.error(f'cannot find "{name}" (searched {searched})')
