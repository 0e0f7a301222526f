"""Gremlins: a seeded stream of random pen and key events through the Pitch app, checked as it goes.

Like the Gremlins of the Palm OS Emulator, :func:`run_gremlins` feeds the app (in the device
profile: the Palm game, as the device offers it) taps (mostly where
something can be tapped: your cards, Play, the buttons of the dialog on top), pen strokes, keys
(card keys, bid keys, Enter, Esc, the scroll buttons, the Menu button, menu shortcuts - Undo
among them), and waits in
virtual time; now and then the Home button stops the app, which is started again from its save.
After every event it checks:

* the screen is 160x160;
* the game is one the engine reaches by the same steps: a shadow session takes every new step of
  the app's session through ``apply``, which refuses anything illegal (so no card you may not
  play is ever played), and must end in the same state;
* after a restart, the resumed game equals the one saved.

The first failure raises :class:`GremlinFailure` naming the event number and the event. Saves go
to ``data_dir`` (give a temporary folder). Randomness comes from the portable ``Rng``, so a seed
always makes the same stream.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from palm_os.controls import Control
from palm_pitch.app import ids, layout
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession, NextHand, TakeBack
from palm_pitch.rng import Rng
from palm_sdk.chars import chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask, vchrLaunch, vchrMenu, vchrPageDown, vchrPageUp

KEYS = [ord(c) for c in "123456pPsS234 "] + [chrLineFeed, chrEscape, vchrPageUp, vchrPageDown, vchrMenu]


def menu_shortcuts(app: PitchApp) -> list[int]:
    """The command characters of every item of the app's menu bar (read from its resources)."""
    bar = app.resources.menu_bar(ids.MainMenuBar)
    return [ord(item.shortcut) for menu in bar.menus for item in menu.items if item.shortcut]


class GremlinFailure(AssertionError):
    """An invariant broke (or the app raised) at an event of the stream."""


@dataclass
class GremlinReport:
    """What a run did."""

    events: int = 0
    restarts: int = 0
    games: int = 0
    hands: int = 0
    steps: int = 0
    take_backs: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


class Gremlins:
    """One seeded run (see the module docstring).

    The stream's mix is :data:`MIX`: each kind of event with the roll (out of 1,000) below which
    it is chosen, the rest waits; :data:`KEYS` the keys it types. A subclass gives its own targets,
    checks and restart (:class:`~palm_pitch.app.family_gremlins.FamilyGremlins`)."""

    KEYS: ClassVar[list[int]] = KEYS
    MIX: ClassVar[tuple[int, int, int, int, int, int, int]] = (450, 600, 700, 800, 830, 850, 852)
    """Rolls below which the event is a tap on a target, a tap anywhere, a drag, a key, a menu
    shortcut, the Menu button, a restart; the rest wait."""
    label = ""
    """What a failure's message starts with (the variant's name, for a family run)."""

    def __init__(self, seed: int, data_dir: Path, app_seed: int | None = None) -> None:
        self.rng = Rng(seed)
        self.data_dir = data_dir
        # the device profile: the Palm game the engine checks, as the device plays it
        app_seed = seed if app_seed is None else app_seed
        self.app = PitchApp(seed=app_seed, data_dir=data_dir, device_profile=True)
        self.report = GremlinReport(games=1)
        self.shortcuts = menu_shortcuts(self.app)
        self._follow(self.app.session)

    # -- random choices ----------------------------------------------------------------------

    def below(self, n: int) -> int:
        return self.rng.below(n)

    def _targets(self) -> list[tuple[int, int]]:
        """Points worth tapping now: the top dialog's controls, or your cards and Play."""
        app = self.app
        modal = app.system.modal
        form = modal[-1].form if modal else app.system.active_form
        points = []
        if form is not None:
            for obj in form.objects:
                if isinstance(obj, Control) and obj.usable:
                    b = obj.bounds
                    points.append((form.bounds.x + b.x + b.width // 2, form.bounds.y + b.y + b.height // 2))
        if not modal:
            count = len(app.session.south_hand())
            points += [layout.hand_card_center(i, count) for i in range(count)]
        return points

    def _point(self) -> tuple[int, int]:
        return self.below(160), self.below(160)

    # -- one event ---------------------------------------------------------------------------

    def event(self) -> str:
        app = self.app
        roll = self.below(1000)
        target, anywhere, drag, key, shortcut, menu, restart = self.MIX
        if roll < target:
            targets = self._targets()
            x, y = targets[self.below(len(targets))] if targets else self._point()
            app.tap(x, y)
            return "tap"
        if roll < anywhere:
            app.tap(*self._point())
            return "tap-anywhere"
        if roll < drag:
            x, y = self._point()
            app.pen_down(x, y)
            for _ in range(self.below(6)):
                x = min(max(x + self.below(41) - 20, 0), 159)
                y = min(max(y + self.below(41) - 20, 0), 159)
                app.pen_move(x, y)
            app.pen_up(x, y)
            return "drag"
        if roll < key:
            app.key(self.KEYS[self.below(len(self.KEYS))])
            return "key"
        if roll < shortcut:
            app.key(self.shortcuts[self.below(len(self.shortcuts))], commandKeyMask)
            return "shortcut"
        if roll < menu:
            app.tap(self.below(27), 190 + self.below(30))  # the silkscreen Menu button
            return "menu-button"
        if roll < restart:
            self.restart()
            return "restart"
        app.advance(self.below(200))
        return "wait"

    def restart(self) -> None:
        """Home: the app stops (and saves); start it again and check it resumed the saved game."""
        self.app.key(vchrLaunch, commandKeyMask)
        if not self.app.stopped:
            raise GremlinFailure("the Home button did not stop the app")
        saved = self.app.session
        self.app = PitchApp(seed=self.rng.next_u32(), data_dir=self.data_dir, device_profile=True)
        resumed = self.app.session
        if resumed.state != saved.state or resumed.steps != saved.steps:
            raise GremlinFailure(f"resumed {resumed.state} is not the saved {saved.state}")
        self.report.restarts += 1
        self._follow(resumed)

    # -- checks ------------------------------------------------------------------------------

    def _follow(self, session: GameSession) -> None:
        self.session = session
        self.shadow = GameSession.replay(session.ruleset, session.seed, session.steps)
        if self.shadow.state != session.state:
            raise GremlinFailure("the game does not replay from its steps")

    def check(self) -> None:
        self.check_screen()
        session = self.app.session
        if session is not self.session:
            self.report.games += 1
            self._follow(session)
            return
        self.catch_up(session.steps, session.state)

    def check_screen(self) -> None:
        image = self.app.screen.framebuffer
        if (image.width, image.height) != (160, 160):
            raise GremlinFailure(f"the screen is {image.width}x{image.height}")

    def catch_up(self, steps: Sequence[object], state: object) -> None:
        """The shadow session takes the app's new ``steps`` through the engine and must reach
        the app's ``state``."""
        shadow = self.shadow
        for step in steps[len(shadow.steps) :]:
            if isinstance(step, NextHand):
                shadow.next_hand()
                self.report.hands += 1
            elif isinstance(step, TakeBack):
                shadow.take_back()  # ValueError if the app took back what it may not
                self.report.take_backs += 1
            else:
                shadow.apply(step)  # type: ignore[arg-type]  # IllegalActionError if illegal
            self.report.steps += 1
        if shadow.state != state:
            raise GremlinFailure(f"the app's state {state} is not the engine's {shadow.state}")

    def run(self, events: int) -> GremlinReport:
        for number in range(events):
            kind = "?"
            try:
                kind = self.event()
                self.check()
            except GremlinFailure as failure:
                raise GremlinFailure(f"{self.label}event {number} ({kind}): {failure}") from None
            except Exception as error:
                raise GremlinFailure(
                    f"{self.label}event {number} ({kind}): {type(error).__name__}: {error}") from error
            self.report.events += 1
            self.report.kinds[kind] = self.report.kinds.get(kind, 0) + 1
        return self.report


def run_gremlins(seed: int, events: int, data_dir: Path) -> GremlinReport:
    """``events`` random events through a new app (deals from ``seed``), checked after each."""
    return Gremlins(seed, data_dir).run(events)


__all__ = ["GremlinFailure", "GremlinReport", "Gremlins", "run_gremlins"]
