"""The real window under Xvfb: started as its own process, driven with xdotool, checked by screenshots.

The screenshots are the X server's pixels (Pillow's ``ImageGrab`` over XCB), cut to the window
and read back into Palm pixels: every ``scale`` x ``scale`` block must be one colour of the
palette, and the 160x160 result must equal the framebuffer of the same application driven
in-process with the same input - so the test sees what a player sees, pixel for pixel.

- ``test_demo_window``: the demo application (tests/frontends/demo_app.py), so the window is
  tested before the game exists: a click on a push button, digit keys, Enter with a timer that
  only real-time ticking fires, M for the menu, Ctrl+I for a menu command, the silkscreen Menu
  button held and let go, then Home closes the window and the app saves once.
- ``test_ctrl_c_in_the_terminal_saves_and_closes``: SIGINT saves too.
- ``test_game_card_leaves_the_hand``: a player's first move - start ``palm-pitch window``, click a card
  and Play, check the hand shows one card fewer; the game's layout comes from :func:`game_layout`
  (``palm_pitch.app.layout``).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from demo_app import GO_DELAY_TICKS, PUSH_BOUNDS, DemoApp
from outside_tools import require_tool

from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Rect
from palm_os.shells.shell import Layout, Palette
from palm_os.shells.silkscreen import silkscreen_image
from palm_sdk.keys import commandKeyMask, vchrMenu

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEMO_TITLE = "Palm Pitch demo"
SCALE = 2
TIMEOUT = 15.0  # seconds for any one thing to show up


# -- the X session ---------------------------------------------------------------------------------


@dataclass
class XSession:
    """xdotool and screenshots on one display."""

    display: str

    def env(self) -> dict[str, str]:
        return {**os.environ, "DISPLAY": self.display}

    def xdotool(self, *args: object) -> str:
        done = subprocess.run(
            ["xdotool", *map(str, args)], env=self.env(), capture_output=True, text=True, timeout=TIMEOUT,
            check=False,
        )
        if done.returncode != 0:
            raise AssertionError(f"xdotool {' '.join(map(str, args))} failed: {done.stderr.strip()}")
        return done.stdout

    def screenshot(self) -> Any:
        from PIL import ImageGrab

        return ImageGrab.grab(xdisplay=self.display)


@pytest.fixture
def x_session(xvfb_display: str) -> XSession:
    require_tool(shutil.which("xdotool") is not None, "xdotool (Debian: apt install xdotool)")
    require_tool(importlib.util.find_spec("_tkinter") is not None, "tkinter (Debian: apt install python3-tk)")
    from PIL import features

    require_tool(bool(features.check("xcb")), "Pillow with XCB support (screen grabs)")
    return XSession(xvfb_display)


@dataclass
class RunningWindow:
    """A window process: its X window id, where it is on the root window, and its layout."""

    process: subprocess.Popen[str]
    session: XSession
    window_id: str
    origin: tuple[int, int]
    layout: Layout

    def click(self, x: int, y: int) -> None:
        """A click at digitizer point (x, y) (y >= 160: the silkscreen)."""
        wx, wy = self.layout.window_point(x, y)
        self.session.xdotool("mousemove", "--window", self.window_id, wx, wy, "click", "1")

    def hover(self) -> None:
        """The pointer over the window's case (no Palm input): the window gets the keys."""
        self.session.xdotool("mousemove", "--window", self.window_id, 2, 2)

    def press(self, x: int, y: int) -> None:
        wx, wy = self.layout.window_point(x, y)
        self.session.xdotool("mousemove", "--window", self.window_id, wx, wy, "mousedown", "1")

    def lift(self) -> None:
        self.session.xdotool("mouseup", "1")

    def key(self, *keys: str) -> None:
        """Keys through XTEST, as typed: the pointer is over the window, which has the focus."""
        self.session.xdotool("key", "--delay", "30", *keys)

    def pixels(self) -> tuple[Framebuffer, Framebuffer]:
        """The screen (160x160) and silkscreen (160x60) as shown, read from a screenshot."""
        shot = self.session.screenshot()
        palette = Palette()
        screen = _read_area(shot, self.origin, self.layout.screen, palette.lcd_ink, palette.lcd_paper)
        silk = _read_area(shot, self.origin, self.layout.silkscreen, palette.silk_ink, palette.silk_paper)
        return screen, silk

    def wait_until(self, what: str, check: Callable[[Framebuffer, Framebuffer], bool]) -> None:
        deadline = time.monotonic() + TIMEOUT
        while True:
            screen, silk = self.pixels()
            if check(screen, silk):
                return
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise AssertionError(f"the window never showed {what}; it shows:\n{screen.to_text()}")
            time.sleep(0.05)

    def wait_for_screen(self, what: str, expected: Framebuffer) -> None:
        self.wait_until(what, lambda screen, _: screen == expected)


def _read_area(shot: Any, origin: tuple[int, int], area: Rect, ink: tuple[int, ...], paper: tuple[int, ...]
               ) -> Framebuffer:
    """Palm pixels of one area of a screenshot; every scaled block must be one palette colour."""
    from PIL import Image, ImageChops

    left, top = origin[0] + area.x, origin[1] + area.y
    crop = shot.crop((left, top, left + area.width, top + area.height)).convert("RGB")
    scale = area.width // 160
    small = crop.resize((160, area.height // scale), Image.Resampling.NEAREST)
    blocks = small.resize(crop.size, Image.Resampling.NEAREST)
    assert ImageChops.difference(crop, blocks).getbbox() is None, "pixels are not crisp scale x scale blocks"
    colours = {colour for _, colour in small.getcolors(maxcolors=1 << 16) or []}
    assert colours <= {tuple(ink), tuple(paper)}, f"colours other than the palette's: {colours}"
    width, height = small.size
    raw, dark = small.tobytes(), bytes(ink)
    rows = [
        sum(1 << x for x in range(width) if raw[(y * width + x) * 3 : (y * width + x) * 3 + 3] == dark)
        for y in range(height)
    ]
    return Framebuffer(width, height, rows)


def _interruptible() -> None:
    """Ctrl+C back to its default in the window process: a test run started in the background
    (``cmd &`` in a script) ignores SIGINT, and the child would inherit that and never see it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def window_process(session: XSession, command: list[str], title: str) -> Iterator[RunningWindow]:
    """Start a window process, find its window, and make sure it is gone afterwards."""
    process = subprocess.Popen(
        command,
        env=session.env(),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_interruptible,
    )
    try:
        try:
            found = session.xdotool("search", "--sync", "--onlyvisible", "--name", f"^{title}$")
        except subprocess.TimeoutExpired:
            process.kill()
            raise AssertionError(f"no window {title!r}: {process.communicate()[1]}") from None
        window_id = found.split()[0]
        geometry = dict(
            line.split("=", 1) for line in session.xdotool("getwindowgeometry", "--shell", window_id).split()
        )
        layout = Layout(SCALE)
        assert (int(geometry["WIDTH"]), int(geometry["HEIGHT"])) == layout.size
        yield RunningWindow(process, session, window_id, (int(geometry["X"]), int(geometry["Y"])), layout)
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if process.stdout is not None:
            process.stdout.close()
        if process.stderr is not None:
            process.stderr.close()


# -- the demo application ------------------------------------------------------------------------


def test_demo_window(x_session: XSession, tmp_path: Path) -> None:
    saved = tmp_path / "saved.txt"
    command = [sys.executable, str(HERE / "demo_window.py"), "--scale", str(SCALE),
               "--title", DEMO_TITLE, "--save", str(saved)]
    model = DemoApp()  # the same application in this process, given the same input
    with window_process(x_session, command, DEMO_TITLE) as window:
        window.wait_for_screen("the demo form", model.screen.framebuffer)
        window.wait_until("the silkscreen", lambda _, silk: silk == silkscreen_image())

        push = PUSH_BOUNDS[1]
        window.click(push.x + push.width // 2, push.y + push.height // 2)
        model.tap(push.x + push.width // 2, push.y + push.height // 2)
        window.wait_for_screen("push button 2 selected", model.screen.framebuffer)
        assert model.screen.framebuffer.crop(push).black_count() > push.width * push.height // 2

        window.key("3")
        model.key("3")
        window.wait_for_screen("push button 3 selected by its key", model.screen.framebuffer)

        window.key("Return")  # fills the box GO_DELAY_TICKS later: only if the window keeps time
        model.key(0x0A)
        model.advance(GO_DELAY_TICKS)
        window.wait_for_screen("the box filled by a timer", model.screen.framebuffer)

        window.key("m")
        model.key(vchrMenu, commandKeyMask)
        window.wait_for_screen("the menu, opened by M", model.screen.framebuffer)

        window.key("ctrl+i")  # the menu's "Invert box", by its shortcut
        model.key("i", commandKeyMask)
        window.wait_for_screen("the box inverted by the menu command", model.screen.framebuffer)

        window.press(10, 205)  # the silkscreen Menu button, held: drawn pressed, the menu opens
        model.tap(10, 205)
        window.wait_until(
            "the Menu button pressed and the menu open",
            lambda screen, silk: silk == silkscreen_image(vchrMenu) and screen == model.screen.framebuffer,
        )
        window.lift()
        window.wait_until("the Menu button let go", lambda _, silk: silk == silkscreen_image())

        window.click(10, 175)  # Home: the app stops, the window saves and closes
        assert window.process.wait(timeout=TIMEOUT) == 0
        assert window.process.stdout is not None and window.process.stdout.read() == "ready\n"
    assert saved.read_text(encoding="ascii") == "saved 1\n"


def test_ctrl_c_in_the_terminal_saves_and_closes(x_session: XSession, tmp_path: Path) -> None:
    saved = tmp_path / "saved.txt"
    command = [sys.executable, str(HERE / "demo_window.py"), "--title", DEMO_TITLE, "--save", str(saved)]
    with window_process(x_session, command, DEMO_TITLE) as window:
        window.wait_until("the demo form", lambda screen, _: screen == DemoApp().screen.framebuffer)
        window.process.send_signal(signal.SIGINT)
        window.process.wait(timeout=TIMEOUT)
        assert window.process.stderr is not None and "KeyboardInterrupt" in window.process.stderr.read()
    assert saved.read_text(encoding="ascii") == "saved 1\n"


# -- the game ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameLayout:
    """Where the test clicks and looks on the game's table (display coordinates)."""

    first_card: tuple[int, int]  # a point on the human's first (leftmost) card
    play_button: tuple[int, int]  # the centre of the Play button
    hand: Rect  # the area showing the human's hand


def game_layout() -> GameLayout:
    """The table's coordinates: the hand's geometry from ``palm_pitch.app.layout`` (your cards lie
    side by side along the bottom of the table gadget), Play from the compiled resources."""
    from palm_pitch.app import ids, layout
    from palm_pitch.app.cards_art import CARD_HEIGHT
    from prc_tools import compile_rcp

    form = compile_rcp(ROOT / "resources" / "pitch.rcp").form(ids.MainForm)
    pb = form.object(ids.MainPlayButton).bounds  # type: ignore[union-attr]
    top = layout.HAND_TOP
    return GameLayout(
        first_card=tuple(layout.hand_card_center(0, 6)),  # type: ignore[arg-type]
        play_button=(pb.x + pb.w // 2, pb.y + pb.h // 2),
        hand=Rect(0, top, layout.SCREEN, layout.HAND_Y + CARD_HEIGHT - top),
    )


def vertical_edges(hand: Framebuffer) -> int:
    """Runs of columns with a black line at least half the area's height."""
    tall = hand.height // 2
    edges, in_edge = 0, False
    for x in range(hand.width):
        run = best = 0
        for y in range(hand.height):
            run = run + 1 if hand.get_pixel(x, y) else 0
            best = max(best, run)
        is_edge = best >= tall
        edges += is_edge and not in_edge
        in_edge = is_edge
    return edges


def count_cards(hand: Framebuffer) -> int:
    """How many overlapping card frames an area shows: each card's left edge shows, and the last
    card's right edge too, so cards = vertical edges - 1."""
    return max(vertical_edges(hand) - 1, 0)


def count_hand_cards(hand: Framebuffer) -> int:
    """How many cards the game's hand shows: they lie side by side, two edges each."""
    return vertical_edges(hand) // 2


def test_count_cards_on_overlapping_card_frames() -> None:
    from palm_os.system_resources import system_fonts
    from palm_os.window import FrameType, Screen

    for cards in range(7):
        screen = Screen(system_fonts(), Framebuffer(100, 40))
        window = screen.display_window
        for i in range(cards):
            card = Rect(2 + 12 * i, 4, 30, 32)
            window.erase_rectangle(card)
            window.draw_rectangle_frame(FrameType.simpleFrame, card)
            window.draw_chars("A", card.x + 2, card.y + 2)
        assert count_cards(screen.framebuffer) == cards


def _south_deals_seed() -> int:
    """A seed whose first dealer is South: South bids last and may always bid Smudge (palm rules:
    the dealer may match any bid), so South pitches and leads, and any first card is legal."""
    from palm_pitch.rules import DealerSteal, get_ruleset
    from palm_pitch.state import new_game

    ruleset = get_ruleset("palm")
    assert ruleset.dealer_steal == DealerSteal.MATCH_ANY
    return next(seed for seed in range(1000) if new_game(ruleset, seed).dealer == 0)


def _wait_still(window: RunningWindow, quiet: float = 2.0, limit: float = 60.0) -> Framebuffer:
    """The screen once it has not changed for ``quiet`` seconds (the computers have played)."""
    deadline = time.monotonic() + limit
    last, since = window.pixels()[0], time.monotonic()
    while time.monotonic() - since < quiet:
        if time.monotonic() > deadline:
            raise AssertionError("the game never paused for the human")
        time.sleep(0.1)
        screen = window.pixels()[0]
        if screen != last:
            last, since = screen, time.monotonic()
    return last


def test_game_card_leaves_the_hand(x_session: XSession, tmp_path: Path) -> None:
    layout = game_layout()
    seed = _south_deals_seed()
    command = [sys.executable, "-m", "palm_pitch", "window", "--scale", str(SCALE), "--seed", str(seed),
               "--data-dir", str(tmp_path / "data")]
    with window_process(x_session, command, "Pitch") as window:
        _wait_still(window)  # West, North and East have bid; South, the dealer, is asked
        window.hover()
        window.key("s", "Return")  # in the bid dialog S asks for Smudge, Enter bids it
        before = _wait_still(window)  # South pitches: the hand of six, South to lead
        cards_before = count_hand_cards(before.crop(layout.hand))
        assert cards_before == 6, f"expected six cards in the hand:\n{before.crop(layout.hand).to_text()}"
        window.click(*layout.first_card)
        window.click(*layout.play_button)
        after = _wait_still(window)
        hand_after = after.crop(layout.hand)
        assert count_hand_cards(hand_after) == cards_before - 1, hand_after.to_text()
        window.click(10, 175)  # Home: save and close
        assert window.process.wait(timeout=TIMEOUT) == 0
