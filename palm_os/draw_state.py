"""The draw state Palm OS keeps for the whole system: font, transfer mode, pattern, colours.

On Palm OS the current font (``FntSetFont``), the transfer mode (``WinSetDrawMode``), the pattern
(``WinSetPattern``, ``WinSetPatternType``), the colours (``WinSetForeColor``, ``WinSetBackColor``,
``WinSetTextColor``) and the underline mode are one global ``DrawStateType``, whatever window is
drawn in; ``WinPushDrawState`` saves it on a stack and ``WinPopDrawState`` brings it back. A
:class:`GraphicsState` is that global: each :class:`~palm_os.window.Screen` has one, every
window on the screen draws with it, and each setter takes and returns Palm values, so an
emulated trap can call it directly (``FntSetFont(font)`` is ``graphics.set_font(font)`` and
returns the previous font id).

The system's own drawing (forms, controls, menus) starts from the UI's look whatever the
application left set: :meth:`GraphicsState.push_ui` saves the state and sets black on white,
``winPaint``, the black pattern and a font, as the Form and Menu Managers do before they draw.

Colours are indices into the screen's colour table (``IndexedColorType``), kept as given; on a
one-bit screen any index but 0 draws black. The UI's black is the last index of the screen's
depth (:meth:`GraphicsState.set_screen_depth`: 1, 3, 15 or 255).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter

from palm_os.fonts import Font, FontSet, Glyph
from palm_sdk.fonts import FontID
from palm_sdk.window import BLACK_INDEX, GRAY_PATTERN, WHITE_INDEX, DrawMode, PatternType, UnderlineMode

# Stands in for the current font on screens made without the system fonts (draws nothing).
NO_FONT = Font(-1, "none", 1, 0, {0x3F: Glyph(0, (0,))})

_PATTERNS: dict[tuple[bytes, int], list[int]] = {}


def pattern_rows(pattern: bytes, width: int) -> list[int]:
    """Eight full-width row ints repeating an 8x8 pattern (MSB of each byte = leftmost column).

    >>> [bin(row) for row in pattern_rows(bytes([0x80, 0x01] * 4), 8)[:2]]
    ['0b1', '0b10000000']
    """
    rows = _PATTERNS.get((pattern, width))
    if rows is None:
        rows = []
        for byte in pattern:
            unit = int(f"{byte:08b}"[::-1], 2)
            row = 0
            for x in range(0, width, 8):
                row |= unit << x
            rows.append(row & ((1 << width) - 1))
        if len(_PATTERNS) < 256:
            _PATTERNS[(pattern, width)] = rows
    return rows


@dataclass(slots=True)
class DrawState:
    """``DrawStateType``: the settings ``WinPushDrawState`` saves."""

    font_id: int = FontID.stdFont
    draw_mode: DrawMode = DrawMode.winPaint
    pattern_type: PatternType = PatternType.blackPattern
    pattern: bytes = GRAY_PATTERN
    fore_color: int = BLACK_INDEX
    back_color: int = WHITE_INDEX
    text_color: int = BLACK_INDEX
    underline_mode: UnderlineMode = UnderlineMode.noUnderline  # kept and returned; text is not underlined


_STATE_FIELDS = attrgetter(*(f.name for f in fields(DrawState)))
"""Every field of a :class:`DrawState`, in order (a copy is ``DrawState(*_STATE_FIELDS(state))``)."""


class GraphicsState:
    """The system's draw state and its stack (see the module docstring).

    ``font`` is the current :class:`~palm_os.fonts.Font` (``FntGetFontPtr``); drawing reads
    ``state`` and ``font`` on every call, so a change is seen by every window at once.

    >>> from palm_os.fonts import FontSet
    >>> graphics = GraphicsState(FontSet(), 160)
    >>> graphics.set_draw_mode(DrawMode.winInvert), graphics.set_draw_mode(DrawMode.winPaint)
    (<DrawMode.winPaint: 0>, <DrawMode.winInvert: 3>)
    """

    def __init__(self, fonts: FontSet, width: int) -> None:
        self.fonts = fonts
        self.width = width
        self.state = DrawState()
        self.font: Font = fonts.get(self.state.font_id, NO_FONT)
        self.custom_rows = pattern_rows(self.state.pattern, width)
        self._stack: list[DrawState] = []
        self.black = BLACK_INDEX  # the UI's black on the screen's depth

    def set_screen_depth(self, black: int) -> None:
        """The screen's depth changed (``WinScreenMode``): black is now index ``black``, and the
        colours are black on white again."""
        self.black = black
        self.state.fore_color = self.state.text_color = black
        self.state.back_color = WHITE_INDEX

    @property
    def font_id(self) -> int:
        """``FntGetFont``."""
        return self.state.font_id

    def set_font(self, font_id: int) -> int:
        """``FntSetFont``: select a font, return the previous font id."""
        previous = self.state.font_id
        self.font = self.fonts[font_id]
        self.state.font_id = font_id
        return previous

    def set_draw_mode(self, mode: int) -> DrawMode:
        """``WinSetDrawMode``: returns the previous mode."""
        previous = self.state.draw_mode
        self.state.draw_mode = DrawMode(mode)
        return previous

    def set_pattern(self, pattern: bytes) -> None:
        """``WinSetPattern``: an 8x8 custom pattern (8 bytes, MSB = left) becomes current."""
        if len(pattern) != 8:
            raise ValueError("a pattern is 8 bytes")
        self.state.pattern = bytes(pattern)
        self.state.pattern_type = PatternType.customPattern
        self.custom_rows = pattern_rows(self.state.pattern, self.width)

    def get_pattern(self) -> bytes:
        """``WinGetPattern``: the custom pattern's 8 bytes."""
        return self.state.pattern

    def set_pattern_type(self, pattern_type: int) -> PatternType:
        """``WinSetPatternType``: black, white, gray or the custom pattern; returns the previous."""
        previous = self.state.pattern_type
        self.state.pattern_type = PatternType(pattern_type)
        return previous

    def set_fore_color(self, color: int) -> int:
        """``WinSetForeColor`` (on one bit: 0 = white, any other index black); returns the previous."""
        previous, self.state.fore_color = self.state.fore_color, color & 0xFF
        return previous

    def set_back_color(self, color: int) -> int:
        """``WinSetBackColor``; returns the previous colour."""
        previous, self.state.back_color = self.state.back_color, color & 0xFF
        return previous

    def set_text_color(self, color: int) -> int:
        """``WinSetTextColor``; returns the previous colour."""
        previous, self.state.text_color = self.state.text_color, color & 0xFF
        return previous

    def set_underline_mode(self, mode: int) -> UnderlineMode:
        """``WinSetUnderlineMode``: returns the previous mode (text is drawn without underlines)."""
        previous = self.state.underline_mode
        self.state.underline_mode = UnderlineMode(mode)
        return previous

    def push(self) -> None:
        """``WinPushDrawState``: save the state; the current one is unchanged."""
        self._stack.append(DrawState(*_STATE_FIELDS(self.state)))

    def pop(self) -> None:
        """``WinPopDrawState``: bring back the state last saved."""
        self.state = self._stack.pop()
        self.font = self.fonts[self.state.font_id]
        self.custom_rows = pattern_rows(self.state.pattern, self.width)

    def push_ui(self, font_id: int = FontID.stdFont) -> None:
        """Save the state, then draw as the system's UI does: ``font_id``, black on white,
        ``winPaint``, the black pattern (undone by :meth:`pop`)."""
        self.push()
        self.state = DrawState(font_id=font_id, fore_color=self.black, text_color=self.black)
        self.font = self.fonts.get(font_id, NO_FONT) if font_id == FontID.stdFont else self.fonts[font_id]
        self.custom_rows = pattern_rows(self.state.pattern, self.width)

    @property
    def depth(self) -> int:
        """How many states ``WinPushDrawState`` has saved (that no ``WinPopDrawState`` took back)."""
        return len(self._stack)
