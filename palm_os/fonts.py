"""Bitmap fonts with Palm OS NFNT metrics: what ``FntSetFont`` selects and the ``Fnt*`` calls measure.

A ``Font`` is a fixed-height strike (``fRectHeight`` = ascent + descent, ``leading`` 0) and, for
each character code 0..255, an advance width and its glyph rows. Each glyph covers the whole
cell, ``advance`` pixels wide (the inter-character gap is part of the glyph, as in Palm fonts),
rows as ints with bit ``x`` = column ``x`` so a string is rendered into one set of row ints and
blitted with shifts. Text is encoded as Palm's character set (Windows code page 1252, with
Palm's own symbols at 0x16..0x1F); characters a font lacks draw as its default (missing) glyph.

The current font is the system's (:mod:`palm_os.draw_state`); fonts are read from BDF text
by :mod:`palm_os.bdf` and the files at the edge (``system_resources``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from palm_sdk.chars import PALM_ENCODING, chrEllipsis
from palm_sdk.fonts import FontID as FontID


def encode(text: str | bytes) -> bytes:
    """Palm character codes for ``text`` (code page 1252; unknown characters become ``?``).
    Bytes are taken as Palm codes already (what an emulated ``WinDrawChars`` passes).

    >>> encode("Bid…"), encode(b"\\x81")
    (b'Bid\\x85', b'\\x81')
    """
    if isinstance(text, bytes | bytearray):
        return bytes(text)
    return text.encode(PALM_ENCODING, errors="replace")


@dataclass(frozen=True, slots=True)
class Glyph:
    """One character: advance width and ``height`` rows (bit x = column x, 1 = ink)."""

    width: int
    rows: tuple[int, ...]


class Font:
    """A Palm-metrics bitmap font (see the module docstring).

    >>> font = Font(0, "tiny", ascent=2, descent=1, glyphs={65: Glyph(2, (1, 1, 0))})
    >>> font.height, font.text_width("AA"), font.text_width("B")  # B: the default glyph (A)
    (3, 4, 2)
    """

    __slots__ = (
        "_cache",
        "_rows",
        "_widths",
        "ascent",
        "default_char",
        "descent",
        "font_id",
        "glyphs",
        "leading",
        "name",
    )

    _CACHE_LIMIT = 4096

    def __init__(
        self,
        font_id: int,
        name: str,
        ascent: int,
        descent: int,
        glyphs: Mapping[int, Glyph],
        default_char: int | None = None,
        leading: int = 0,
    ) -> None:
        if not glyphs:
            raise ValueError(f"font {name!r} has no glyphs")
        height = ascent + descent
        for code, glyph in glyphs.items():
            if not 0 <= code <= 255:
                raise ValueError(f"font {name!r}: character code {code} is outside 0..255")
            if len(glyph.rows) != height:
                raise ValueError(f"font {name!r}: glyph {code} has {len(glyph.rows)} rows, expected {height}")
            if any(row >> glyph.width for row in glyph.rows):
                raise ValueError(f"font {name!r}: glyph {code} has ink beyond its advance {glyph.width}")
        self.font_id = font_id
        self.name = name
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.glyphs: dict[int, Glyph] = dict(sorted(glyphs.items()))
        if default_char is None or default_char not in self.glyphs:
            default_char = 0x3F if 0x3F in self.glyphs else next(iter(self.glyphs))
        self.default_char = default_char
        missing = self.glyphs[default_char]
        self._widths = [self.glyphs.get(code, missing).width for code in range(256)]
        self._rows = [self.glyphs.get(code, missing).rows for code in range(256)]
        self._cache: dict[str | bytes, tuple[int, tuple[int, ...]]] = {}

    # -- metrics ---------------------------------------------------------------------------

    @property
    def height(self) -> int:
        """``fRectHeight`` / ``FntCharHeight``: ascent + descent."""
        return self.ascent + self.descent

    @property
    def line_height(self) -> int:
        """``FntLineHeight``: height + leading."""
        return self.ascent + self.descent + self.leading

    @property
    def max_width(self) -> int:
        return max(glyph.width for glyph in self.glyphs.values())

    def has_char(self, ch: str | bytes | int) -> bool:
        code = ch if isinstance(ch, int) else encode(ch)[0]
        return code in self.glyphs

    def char_width(self, ch: str | bytes | int) -> int:
        """``FntCharWidth``: advance of one character (a str of length 1 or a Palm code)."""
        code = ch if isinstance(ch, int) else encode(ch)[0]
        return self._widths[code]

    def text_width(self, text: str | bytes) -> int:
        """``FntCharsWidth``: advance of a whole string (a string drawn already: its strip's)."""
        cached = self._cache.get(text)
        if cached is not None:
            return cached[0]
        widths = self._widths
        return sum(widths[code] for code in encode(text))

    def average_char_width(self) -> int:
        """``FntAverageCharWidth``: here the width of ``n``, a typical lowercase letter."""
        return self._widths[ord("n")]

    def chars_in_width(self, text: str | bytes, max_width: int) -> tuple[int, int]:
        """``FntCharsInWidth``: (number of leading characters that fit, their width)."""
        total = 0
        for count, code in enumerate(encode(text)):
            width = self._widths[code]
            if total + width > max_width:
                return count, total
            total += width
        return len(text), total

    def width_to_offset(self, text: str | bytes, pixel_width: int) -> int:
        """``FntWidthToOffset``: index of the character under pixel ``pixel_width`` of the string."""
        total = 0
        for index, code in enumerate(encode(text)):
            total += self._widths[code]
            if total > pixel_width:
                return index
        return len(text)

    def word_wrap(self, text: str, max_width: int) -> int:
        """``FntWordWrap``: how many characters of ``text`` go on a line ``max_width`` wide.

        Lines break after a space (the spaces stay on the line) or after a newline (counted); a word
        longer than a line is broken inside. At least one character is always taken.

        >>> from palm_os.fonts import Font, Glyph
        >>> mono = Font(0, "mono", 1, 0, {c: Glyph(1, (1,)) for c in range(32, 127)})
        >>> text = "one two three"
        >>> n = mono.word_wrap(text, 9); text[:n]
        'one two '
        """
        widths = self._widths
        total = 0
        last_break = 0
        for index, code in enumerate(encode(text)):
            if code == 0x0A:
                return index + 1
            total += widths[code]
            if total > max_width and code != 0x20:
                if last_break:
                    return last_break
                return max(index, 1)
            if code in (0x20, 0x09, 0x2D):  # space, tab, hyphen allow a break after them
                last_break = index + 1
        return len(text)

    def wrap(self, text: str, max_width: int) -> list[str]:
        """Lines of ``text`` as ``FntWordWrap`` breaks them, without trailing spaces and newlines."""
        lines = []
        while text:
            count = self.word_wrap(text, max_width)
            lines.append(text[:count].rstrip(" \n"))
            text = text[count:]
        return lines

    def truncate(self, text: str, max_width: int) -> str:
        """``WinDrawTruncChars``: the string, or its head plus an ellipsis, fitting ``max_width``."""
        if self.text_width(text) <= max_width:
            return text
        ellipsis = "\x18" if chrEllipsis in self.glyphs else "…"
        room = max_width - self.char_width(ellipsis)
        count, _ = self.chars_in_width(text, max(room, 0))
        return text[:count] + ellipsis

    # -- rendering -------------------------------------------------------------------------

    def render(self, text: str | bytes) -> tuple[int, tuple[int, ...]]:
        """(width, rows) of the whole string as one strip: the fast path of ``WinDrawChars``."""
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        widths = self._widths
        glyph_rows = self._rows
        strip = [0] * self.height
        x = 0
        for code in encode(text):
            rows = glyph_rows[code]
            if x:
                for i, bits in enumerate(rows):
                    if bits:
                        strip[i] |= bits << x
            else:
                strip[:] = rows
            x += widths[code]
        result = (x, tuple(strip))
        if len(self._cache) >= self._CACHE_LIMIT:
            self._cache.clear()
        self._cache[text] = result
        return result

    def __repr__(self) -> str:
        return (
            f"<Font {self.font_id} {self.name!r} {self.height}px"
            f" ({self.ascent}/{self.descent}), {len(self.glyphs)} glyphs>"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Font):
            return NotImplemented
        return (
            self.font_id == other.font_id
            and self.name == other.name
            and (self.ascent, self.descent, self.leading) == (other.ascent, other.descent, other.leading)
            and self.default_char == other.default_char
            and self.glyphs == other.glyphs
        )

    __hash__ = None  # type: ignore[assignment]


class FontNotFound(KeyError):
    """No font with that ``FontID`` is loaded (a form object or ``FntSetFont`` named it)."""

    def __init__(self, font_id: int, known: str) -> None:
        super().__init__(f"no font with id {font_id} (loaded: {known})")
        self.font_id = font_id

    def __str__(self) -> str:
        return str(self.args[0])


class FontSet:
    """The fonts ``FntSetFont`` can select, by ``FontID``.

    >>> fonts = FontSet([Font(0, "std", 1, 0, {65: Glyph(1, (1,))})])
    >>> fonts[FontID.stdFont].name
    'std'
    """

    def __init__(self, fonts: Iterable[Font] = ()) -> None:
        self._fonts: dict[int, Font] = {}
        for font in fonts:
            self.add(font)

    def add(self, font: Font) -> None:
        """``FntDefineFont``: make ``font`` available under its id (replacing any other)."""
        self._fonts[font.font_id] = font

    def __getitem__(self, font_id: int) -> Font:
        try:
            return self._fonts[font_id]
        except KeyError:
            known = ", ".join(str(i) for i in sorted(self._fonts))
            raise FontNotFound(font_id, known) from None

    def get(self, font_id: int, default: Font) -> Font:
        return self._fonts.get(font_id, default)

    def __contains__(self, font_id: object) -> bool:
        return font_id in self._fonts

    def __iter__(self) -> Iterator[Font]:
        return iter(self._fonts.values())

    def __len__(self) -> int:
        return len(self._fonts)
