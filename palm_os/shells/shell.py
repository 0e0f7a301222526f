"""The desktop window without the toolkit: layout, pen and keys, pixels out, real time in.

:class:`PalmShell` is everything the Tk window does except drawing on the screen and scheduling:
it turns window clicks into pen samples on the Palm digitizer (screen or silkscreen), desktop
keys into Palm ``keyDown`` characters, real elapsed time into the application's virtual ticks,
and changed framebuffer rows into PPM patches that a toolkit pastes into an image and scales.
The Tk module (:mod:`palm_os.shells.tk`) only binds events to it and pastes what it
returns, so all of this is tested without a display.

The window, in Palm pixels (each ``scale`` x ``scale`` window pixels)::

    +--------------------------------+   BEZEL around everything, in the case colour
    |  LCD: the 160x160 framebuffer  |   dark pixels on a light green-grey (1-bit: two colours)
    +--------------------------------+   GAP
    |  silkscreen strip, 160x60      |   the digitizer's rows 160..219, printed ink on grey
    +--------------------------------+

Keys (:func:`palm_key`; the application interprets them - in Pitch 1-6 select a card, Enter
plays, digits bid, S smudges, P passes):

=============================  ========================================================
desktop key                    Palm ``keyDown``
=============================  ========================================================
``M`` / ``m``                  ``vchrMenu`` 0x0105 + ``commandKeyMask`` (opens/closes the menu)
other printable characters     ``chr`` = the character as typed (Latin-1), no modifiers
Enter, keypad Enter            ``chrLineFeed`` 0x0A
Backspace                      ``chrBackspace`` 0x08
Tab                            ``chrTab`` 0x09
Page Up, Up arrow              ``vchrPageUp`` 0x0B + ``commandKeyMask`` (the scroll button)
Page Down, Down arrow          ``vchrPageDown`` 0x0C + ``commandKeyMask``
Left arrow, Right arrow        ``chrLeftArrow`` 0x1C, ``chrRightArrow`` 0x1D (a Palm keyboard's)
Ctrl+letter                    the letter + ``commandKeyMask``: a menu shortcut, as the
                               Graffiti command stroke followed by the letter
Escape                         ``chrEscape`` 0x1B (a Palm keyboard's Esc: closes a popup list,
                               the menu, a dialog by its default button)
Alt+anything, others           nothing (a Palm has no such keys)
=============================  ========================================================

The window's own controls, which no Palm has and the Palm application never sees: zoom
(:func:`zoom_for_key`: Ctrl+1 to Ctrl+4, Ctrl+plus and Ctrl+minus, and the right-click menu of
the Tk window) changes the scale from 1 to 4 - at most what fits the desktop's screen
(:func:`fitting_scale`) - while the window runs (:meth:`PalmShell.set_scale`);
the system sounds an application plays (``SndPlaySystemSound``) ring the desktop's bell where
:func:`rings_the_bell` says so - a desktop toolkit has one sound, so the warnings, errors,
confirmations and alarms ring it and the click and the information sounds stay silent.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from palm_os.colors import pixel_rgb
from palm_os.events import TICKS_PER_SECOND
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import SCREEN_HEIGHT, SCREEN_WIDTH, Point, Rect
from palm_os.shells.silkscreen import SILKSCREEN_HEIGHT, SILKSCREEN_TOP, button_at, silkscreen_image
from palm_sdk.chars import chrBackspace, chrEscape, chrLeftArrow, chrLineFeed, chrRightArrow, chrTab
from palm_sdk.keys import commandKeyMask, vchrMenu, vchrPageDown, vchrPageUp
from palm_sdk.sound import SndSysBeepType

if TYPE_CHECKING:
    from palm_os.application import Application

MIN_SCALE, MAX_SCALE = 1, 4
BEZEL = 6  # Palm pixels of case around the screen and silkscreen
GAP = 3  # Palm pixels of case between the screen and the silkscreen
MAX_CATCH_UP_TICKS = 100  # after a stall (suspend, debugger), virtual time skips instead of racing
POLL_MS = 20  # how often the toolkit lets time catch up, for an app that cannot say when it wakes
IDLE_POLL_MS = 500  # the longest sleep, for an app that can (``next_wakeup``) and has nothing due

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """Two colours per area (the image stays one bit deep) and the case colour around them."""

    lcd_ink: RGB = (0x1D, 0x26, 0x1C)
    lcd_paper: RGB = (0xB9, 0xC6, 0xA7)
    silk_ink: RGB = (0x2F, 0x3A, 0x4E)
    silk_paper: RGB = (0xC4, 0xC8, 0xBE)
    case: RGB = (0x3A, 0x3E, 0x44)

    @staticmethod
    def hex(colour: RGB) -> str:
        """``#rrggbb`` for a toolkit."""
        return "#{:02x}{:02x}{:02x}".format(*colour)


class HasFramebuffer(Protocol):
    @property
    def framebuffer(self) -> Framebuffer: ...


class PalmApp(Protocol):
    """What a front end needs of an application: the screen model's ``Application`` interface.

    Optional extras, looked up with ``getattr``: ``stopped`` (true once the application has
    handled ``appStopEvent``: the window closes), ``save_on_exit()`` (called once when the
    window closes, however it closes) and ``next_wakeup()`` (the tick of the next timer, or None:
    the window then sleeps until it is due instead of polling every :data:`POLL_MS`).
    """

    @property
    def screen(self) -> HasFramebuffer: ...

    @property
    def ticks(self) -> int: ...

    def pen_down(self, x: int, y: int) -> None: ...

    def pen_move(self, x: int, y: int) -> None: ...

    def pen_up(self, x: int, y: int) -> None: ...

    def key(self, chr: int | str, modifiers: int = 0, key_code: int = 0) -> None: ...

    def advance(self, ticks: int) -> None: ...


# ------------------------------------------------------------------------------------------ layout


@dataclass(frozen=True)
class Layout:
    """Where the screen and the silkscreen are in the window, at an integer ``scale``.

    >>> layout = Layout(2)
    >>> layout.size, layout.screen, layout.silkscreen
    ((344, 470), Rect(x=12, y=12, width=320, height=320), Rect(x=12, y=338, width=320, height=120))
    >>> layout.screen_point(12, 12), layout.screen_point(331, 331), layout.screen_point(5, 5)
    (Point(x=0, y=0), Point(x=159, y=159), None)
    >>> layout.silkscreen_point(12, 338), layout.silkscreen_point(331, 457)
    (Point(x=0, y=160), Point(x=159, y=219))
    >>> layout.clamped_screen_point(400, -3)
    Point(x=159, y=0)
    >>> layout.window_point(80, 200)  # the centre of that Palm pixel in the window
    (173, 419)
    """

    scale: int = 2

    def __post_init__(self) -> None:
        if not MIN_SCALE <= self.scale <= MAX_SCALE:
            raise ValueError(f"scale must be {MIN_SCALE}..{MAX_SCALE}, not {self.scale}")

    @property
    def size(self) -> tuple[int, int]:
        """Width and height of the whole window."""
        s = self.scale
        return (SCREEN_WIDTH + 2 * BEZEL) * s, (2 * BEZEL + SCREEN_HEIGHT + GAP + SILKSCREEN_HEIGHT) * s

    @property
    def screen(self) -> Rect:
        s = self.scale
        return Rect(BEZEL * s, BEZEL * s, SCREEN_WIDTH * s, SCREEN_HEIGHT * s)

    @property
    def silkscreen(self) -> Rect:
        s = self.scale
        return Rect(BEZEL * s, (BEZEL + SCREEN_HEIGHT + GAP) * s, SCREEN_WIDTH * s, SILKSCREEN_HEIGHT * s)

    def screen_point(self, x: int, y: int) -> Point | None:
        """The screen pixel under window point (x, y), or None outside the screen."""
        if not self.screen.contains(x, y):
            return None
        return self.clamped_screen_point(x, y)

    def clamped_screen_point(self, x: int, y: int) -> Point:
        """The screen pixel nearest window point (x, y) (a stroke that leaves the screen)."""
        area, s = self.screen, self.scale
        column = min(max((x - area.x) // s, 0), SCREEN_WIDTH - 1)
        return Point(column, min(max((y - area.y) // s, 0), SCREEN_HEIGHT - 1))

    def silkscreen_point(self, x: int, y: int) -> Point | None:
        """The digitizer point (y 160..219) under window point (x, y) on the silkscreen, or None."""
        area, s = self.silkscreen, self.scale
        if not area.contains(x, y):
            return None
        return Point((x - area.x) // s, SILKSCREEN_TOP + (y - area.y) // s)

    def window_point(self, x: int, y: int) -> tuple[int, int]:
        """The window point at the centre of digitizer pixel (x, y) (y >= 160: the silkscreen)."""
        s = self.scale
        if y < SCREEN_HEIGHT:
            area = self.screen
            return area.x + x * s + s // 2, area.y + y * s + s // 2
        area = self.silkscreen
        return area.x + x * s + s // 2, area.y + (y - SILKSCREEN_TOP) * s + s // 2


# ---------------------------------------------------------------------------------------- keys


@dataclass(frozen=True)
class PalmKey:
    """A Palm ``keyDown``: character (or virtual character) and modifiers."""

    chr: int
    modifiers: int = 0


MENU_KEY = PalmKey(vchrMenu, commandKeyMask)
SPECIAL_KEYS: dict[str, PalmKey] = {
    "Return": PalmKey(chrLineFeed),
    "KP_Enter": PalmKey(chrLineFeed),
    "BackSpace": PalmKey(chrBackspace),
    "Tab": PalmKey(chrTab),
    "Escape": PalmKey(chrEscape),
    "Prior": PalmKey(vchrPageUp, commandKeyMask),
    "KP_Prior": PalmKey(vchrPageUp, commandKeyMask),
    "Up": PalmKey(vchrPageUp, commandKeyMask),
    "KP_Up": PalmKey(vchrPageUp, commandKeyMask),
    "Next": PalmKey(vchrPageDown, commandKeyMask),
    "KP_Next": PalmKey(vchrPageDown, commandKeyMask),
    "Down": PalmKey(vchrPageDown, commandKeyMask),
    "KP_Down": PalmKey(vchrPageDown, commandKeyMask),
    "Left": PalmKey(chrLeftArrow),
    "KP_Left": PalmKey(chrLeftArrow),
    "Right": PalmKey(chrRightArrow),
    "KP_Right": PalmKey(chrRightArrow),
}


def palm_key(keysym: str, char: str, control: bool = False, alt: bool = False) -> PalmKey | None:
    """The Palm key for a desktop key press (Tk's ``keysym`` and ``char``), or None to ignore it.

    >>> palm_key("3", "3"), palm_key("S", "S"), palm_key("m", "m") == MENU_KEY
    (PalmKey(chr=51, modifiers=0), PalmKey(chr=83, modifiers=0), True)
    >>> palm_key("Return", "\\r"), palm_key("n", "\\x0e", control=True)
    (PalmKey(chr=10, modifiers=0), PalmKey(chr=110, modifiers=8))
    >>> palm_key("Escape", "\\x1b"), palm_key("Shift_L", ""), palm_key("x", "x", alt=True)
    (PalmKey(chr=27, modifiers=0), None, None)
    """
    if alt:
        return None
    special = SPECIAL_KEYS.get(keysym)
    if special is not None:
        return special
    if control:
        if len(keysym) == 1 and keysym.isascii() and keysym.isalpha():
            return PalmKey(ord(keysym.lower()), commandKeyMask)
        return None
    if len(char) != 1 or not (0x20 <= ord(char) <= 0xFF) or ord(char) == 0x7F:
        return None
    if char in "mM":
        return MENU_KEY
    return PalmKey(ord(char))


SCREEN_ROOM = (16, 60)  # screen pixels the desktop keeps for itself (frame, title bar, a panel)


def fitting_scale(screen_width: int, screen_height: int) -> int:
    """The largest zoom whose window fits a desktop screen of this size (never below 1).

    >>> fitting_scale(1920, 1080), fitting_scale(1366, 768), fitting_scale(1024, 600), fitting_scale(320, 240)
    (4, 3, 2, 1)
    """
    fits = [
        scale
        for scale in range(MIN_SCALE, MAX_SCALE + 1)
        if Layout(scale).size[0] + SCREEN_ROOM[0] <= screen_width
        and Layout(scale).size[1] + SCREEN_ROOM[1] <= screen_height
    ]
    return max(fits, default=MIN_SCALE)


def zoom_for_key(keysym: str, control: bool, scale: int) -> int | None:
    """The scale a desktop key asks for (Ctrl+1..4, Ctrl+plus, Ctrl+minus), or None.

    >>> zoom_for_key("3", True, 2), zoom_for_key("plus", True, 4), zoom_for_key("minus", True, 2)
    (3, 4, 1)
    >>> zoom_for_key("3", False, 2) is None, zoom_for_key("5", True, 2) is None
    (True, True)
    """
    if not control:
        return None
    if keysym in ("1", "2", "3", "4"):
        return int(keysym)
    if keysym in ("plus", "equal", "KP_Add"):
        return min(scale + 1, MAX_SCALE)
    if keysym in ("minus", "underscore", "KP_Subtract"):
        return max(scale - 1, MIN_SCALE)
    return None


BELL_SOUNDS = frozenset(
    (
        SndSysBeepType.sndWarning,
        SndSysBeepType.sndError,
        SndSysBeepType.sndConfirmation,
        SndSysBeepType.sndAlarm,
    )
)


def rings_the_bell(sound: int) -> bool:
    """Whether a Palm system sound rings the desktop's bell (see the module docstring).

    >>> rings_the_bell(SndSysBeepType.sndError), rings_the_bell(SndSysBeepType.sndClick)
    (True, False)
    """
    return sound in BELL_SOUNDS


# ---------------------------------------------------------------------------------------- pixels


_SPREAD: dict[tuple[int, RGB, RGB], list[bytes]] = {}


def _spread(scale: int, ink: RGB, paper: RGB) -> list[bytes]:
    """For each byte of a row int (bit 0 = leftmost), its 8 pixels as RGB, each ``scale`` wide."""
    key = (scale, ink, paper)
    table = _SPREAD.get(key)
    if table is None:
        dark, light = bytes(ink) * scale, bytes(paper) * scale
        table = [b"".join(dark if (b >> i) & 1 else light for i in range(8)) for b in range(256)]
        _SPREAD[key] = table
    return table


def ppm_bytes(rows: Sequence[int], width: int, scale: int, ink: RGB, paper: RGB) -> bytes:
    """Binary PPM (``P6``) of one-bit rows (bit x = column x, 1 = ink), scaled ``scale`` times.

    >>> ppm_bytes([0b01], 2, 1, (0, 0, 0), (255, 255, 255))
    b'P6\\n2 1\\n255\\n\\x00\\x00\\x00\\xff\\xff\\xff'
    """
    table = _spread(scale, ink, paper)
    line_length = width * scale * 3
    row_bytes = (width + 7) >> 3
    body = []
    for row in rows:
        line = b"".join([table[b] for b in row.to_bytes(row_bytes, "little")])[:line_length]
        body.append(line * scale)
    return f"P6\n{width * scale} {len(rows) * scale}\n255\n".encode("ascii") + b"".join(body)


def color_ppm_bytes(framebuffer: Framebuffer, lines: Sequence[bytes]) -> bytes:
    """Binary PPM of rows of a deeper framebuffer (:meth:`Framebuffer.pixel_rows`), in its colours."""
    depth, table = framebuffer.depth, framebuffer.colors
    body = []
    if depth == 16:
        for line in lines:
            body.append(b"".join(bytes(pixel_rgb(16, table, (line[i] << 8) | line[i + 1]))
                                 for i in range(0, len(line), 2)))  # fmt: skip
    else:
        colors = [bytes(pixel_rgb(depth, table, v)) for v in range(256)]
        body = [b"".join([colors[v] for v in line]) for line in lines]
    return f"P6\n{framebuffer.width} {len(lines)}\n255\n".encode("ascii") + b"".join(body)


@dataclass(frozen=True)
class Patch:
    """Rows ``y`` .. ``y + height - 1`` of the ``target`` area ("screen" or "silkscreen"), in Palm
    pixels (one image pixel each: the toolkit scales them up), as ``ppm`` bytes in their colours."""

    target: str
    y: int
    height: int
    ppm: bytes


class FrameTracker:
    """Remembers the rows last shown, to redraw only the band of rows that changed.

    >>> tracker = FrameTracker()
    >>> tracker.changed_band([0, 0, 0])  # the first frame: everything
    (0, 3)
    >>> tracker.changed_band([0, 0, 0]) is None
    True
    >>> tracker.changed_band([0, 5, 0]), tracker.changed_band([1, 5, 2])
    ((1, 2), (0, 3))
    """

    def __init__(self) -> None:
        self._shown: list[int] | None = None

    def invalidate(self) -> None:
        self._shown = None

    def changed_band(self, rows: Sequence[int]) -> tuple[int, int] | None:
        """``(first, end)`` rows that differ from the last call's (all on the first), or None."""
        shown = self._shown
        if shown is not None and len(shown) == len(rows):
            if shown == rows:
                return None
            changed = [y for y, (a, b) in enumerate(zip(shown, rows, strict=True)) if a != b]
            band = (changed[0], changed[-1] + 1)
        else:
            band = (0, len(rows))
        self._shown = list(rows)
        return band


# ------------------------------------------------------------------------------------------ time


class TickClock:
    """Real time to virtual ticks (100 a second): how far the application should advance now.

    After a stall longer than :data:`MAX_CATCH_UP_TICKS` (the machine slept, a debugger stopped)
    the clock skips ahead instead of firing every missed timer at once.

    >>> clock = TickClock(now=10.0, ticks=0)
    >>> clock.due(10.005, 0), clock.due(10.25, 0), clock.due(10.25, 20)
    (0, 25, 5)
    >>> clock.due(99.0, 25)  # a long stall: one catch-up step, then time goes on from there
    100
    >>> clock.due(99.5, 125)
    50
    """

    def __init__(self, now: float, ticks: int) -> None:
        self._start = now
        self._start_ticks = ticks

    def due(self, now: float, app_ticks: int) -> int:
        """Ticks to advance the application (whose clock reads ``app_ticks``) to catch up with now."""
        target = self._start_ticks + int((now - self._start) * TICKS_PER_SECOND + 1e-6)
        behind = target - app_ticks
        if behind > MAX_CATCH_UP_TICKS:
            self._start, self._start_ticks = now, app_ticks + MAX_CATCH_UP_TICKS
            return MAX_CATCH_UP_TICKS
        return max(behind, 0)


# ----------------------------------------------------------------------------------------- shell


class PalmShell:
    """A Palm application in a desktop window, minus the toolkit (see the module docstring).

    The toolkit calls :meth:`press`, :meth:`motion`, :meth:`release` with window coordinates,
    :meth:`key_press` with its key description and :meth:`tick` every few milliseconds, pastes
    the patches of :meth:`patches`, and closes the window when :attr:`stopped` (after calling
    :meth:`save_on_exit`).
    """

    def __init__(
        self,
        app: PalmApp,
        scale: int = 2,
        palette: Palette | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.layout = Layout(scale)
        self.palette = palette or Palette()
        self._clock = clock
        self._time = TickClock(clock(), app.ticks)
        self._screen = FrameTracker()
        self._stroke_on_screen = False
        self._pressed_button: int | None = None  # the silkscreen button held down, drawn inverted
        self._silkscreen_shown: int | None = None
        self._silkscreen_drawn = False
        self._saved = False

    # -- input -----------------------------------------------------------------------------

    def press(self, x: int, y: int) -> None:
        """Mouse button 1 down at window point (x, y): the pen touches the screen or silkscreen."""
        self.tick()
        point = self.layout.screen_point(x, y)
        if point is not None:
            self._stroke_on_screen = True
            self.app.pen_down(point.x, point.y)
            return
        point = self.layout.silkscreen_point(x, y)
        if point is not None:
            button = button_at(point.x, point.y)
            self._pressed_button = button.chr if button is not None else None
            self.app.pen_down(point.x, point.y)  # the digitizer turns a button into its key

    def motion(self, x: int, y: int) -> None:
        """The mouse moves with button 1 held: a stroke started on the screen follows it (clamped)."""
        if self._stroke_on_screen:
            point = self.layout.clamped_screen_point(x, y)
            self.app.pen_move(point.x, point.y)

    def release(self, x: int, y: int) -> None:
        """Button 1 up: the pen lifts (at the clamped point, for a stroke on the screen)."""
        self._pressed_button = None
        if self._stroke_on_screen:
            self._stroke_on_screen = False
            self.tick()
            point = self.layout.clamped_screen_point(x, y)
            self.app.pen_up(point.x, point.y)

    def key_press(self, keysym: str, char: str, control: bool = False, alt: bool = False) -> bool:
        """A desktop key press; True if it went to the application as a Palm key (:func:`palm_key`)."""
        key = palm_key(keysym, char, control, alt)
        if key is None:
            return False
        self.tick()
        self.app.key(key.chr, key.modifiers)
        return True

    # -- time and pixels -------------------------------------------------------------------

    def tick(self) -> None:
        """Advance the application's virtual clock to the real time elapsed."""
        due = self._time.due(self._clock(), self.app.ticks)
        if due > 0:
            self.app.advance(due)

    def next_poll_ms(self) -> int:
        """How long the toolkit may wait before the next :meth:`tick` (input wakes it anyway).

        Every :data:`POLL_MS` unless the application says when it next wakes up
        (``next_wakeup()``); then until that tick, at most :data:`IDLE_POLL_MS`.
        """
        wakeup = getattr(self.app, "next_wakeup", None)
        if not callable(wakeup):
            return POLL_MS
        due = wakeup()
        if due is None:
            return IDLE_POLL_MS
        ticks = int(due) - self.app.ticks
        return min(max(ticks * 1000 // TICKS_PER_SECOND, 1), IDLE_POLL_MS)

    def patches(self) -> list[Patch]:
        """What changed since the last call (none: nothing to draw), at scale 1.

        Scaling is left to the toolkit: Tk zooms an image about twice as fast as it reads a
        PPM that many times bigger.
        """
        out = []
        palette = self.palette
        framebuffer = self.app.screen.framebuffer
        if framebuffer.depth != 1:  # grey or colour: the screen's own colours
            lines = framebuffer.pixel_rows()
            band = self._screen.changed_band(lines)  # type: ignore[arg-type]
            if band is not None:
                first, end = band
                ppm = color_ppm_bytes(framebuffer, lines[first:end])
                out.append(Patch("screen", first, end - first, ppm))
            rows: Sequence[int] = ()
        else:
            rows = framebuffer.rows
            band = self._screen.changed_band(rows)
        if band is not None and framebuffer.depth == 1:
            first, end = band
            ppm = ppm_bytes(rows[first:end], SCREEN_WIDTH, 1, palette.lcd_ink, palette.lcd_paper)
            out.append(Patch("screen", first, end - first, ppm))
        if not self._silkscreen_drawn or self._silkscreen_shown != self._pressed_button:
            self._silkscreen_drawn, self._silkscreen_shown = True, self._pressed_button
            strip = silkscreen_image(self._pressed_button)
            ppm = ppm_bytes(strip.rows, SCREEN_WIDTH, 1, palette.silk_ink, palette.silk_paper)
            out.append(Patch("silkscreen", 0, strip.height, ppm))
        return out

    def invalidate(self) -> None:
        """Redraw everything at the next :meth:`patches` (the toolkit lost its images)."""
        self._screen.invalidate()
        self._silkscreen_drawn = False

    def set_scale(self, scale: int) -> bool:
        """Zoom: a new scale (1..4; ``ValueError`` otherwise); True if it changed. Everything is
        drawn again at the next :meth:`patches`."""
        if scale == self.layout.scale:
            return False
        self.layout = Layout(scale)
        self._stroke_on_screen = False
        self.invalidate()
        return True

    # -- closing ---------------------------------------------------------------------------

    @property
    def stopped(self) -> bool:
        """The application stopped itself (the Applications button): close the window."""
        return bool(getattr(self.app, "stopped", False))

    def save_on_exit(self) -> None:
        """Call the application's ``save_on_exit()`` if it has one - once, however often asked."""
        if self._saved:
            return
        self._saved = True
        save = getattr(self.app, "save_on_exit", None)
        if callable(save):
            save()


if TYPE_CHECKING:

    def _the_screen_model_is_a_palm_app(app: Application) -> PalmApp:
        return app  # mypy checks that Application has the interface a front end drives
