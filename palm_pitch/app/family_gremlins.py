"""Gremlins through a family game: random pen and key events through the app on one variant.

What :mod:`palm_pitch.app.gremlins` does for the Palm game in the device profile,
:class:`FamilyGremlins` does for a variant of the family (:mod:`palm_pitch.family.variants`) in
the desktop app: it starts a game of the variant (Game > Variant's :meth:`PitchApp.start_variant`)
and feeds it taps (mostly where something can be tapped: your cards, Play, the controls, list
rows and cards of the dialog on top - the decisions' dialogs, the summaries, the menus' dialogs),
pen strokes, keys (the card keys 1-9 and 0, Enter, Esc, the scroll buttons, the arrows, the space
bar, the Menu button, the menus' shortcuts - Undo among them), and waits in virtual time; now and
then the Home button stops the app, which is started again from its save. After every event it
checks:

* the screen is 160x160;
* the game is one the family engine reaches by the same steps: a shadow
  :class:`~palm_pitch.app.family_session.FamilySession` takes every new step of the app's session
  through the engine's ``apply`` (which refuses anything illegal), ``next_hand`` or
  ``take_back``, and must end in the same state;
* after a restart, the resumed game equals the one saved.

A tap on Game > Variant may start another variant (or the Palm game): the run counts it, stops
the app and starts it again on a new game of its own variant. The first failure raises
:class:`~palm_pitch.app.gremlins.GremlinFailure` naming the event number and the event. Saves go
to ``data_dir`` (give a temporary folder); randomness comes from the portable ``Rng``.
"""

from __future__ import annotations

from pathlib import Path

from palm_os.controls import Control, Gadget, ListObject
from palm_pitch.app import family_layout
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.gremlins import GremlinFailure, GremlinReport, menu_shortcuts
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import NextHand, TakeBack
from palm_pitch.rng import Rng
from palm_sdk.chars import chrEscape, chrLeftArrow, chrLineFeed, chrRightArrow
from palm_sdk.keys import commandKeyMask, vchrLaunch, vchrMenu, vchrPageDown, vchrPageUp

KEYS = [ord(c) for c in "1234567890pPsSdD "] + [
    chrLineFeed, chrEscape, vchrPageUp, vchrPageDown, chrLeftArrow, chrRightArrow, vchrMenu]


class FamilyGremlins:
    """One seeded run on variant ``name`` (see the module docstring)."""

    def __init__(self, name: str, seed: int, data_dir: Path) -> None:
        self.name = name
        self.rng = Rng(seed)
        self.data_dir = data_dir
        self.app = PitchApp(seed=seed, data_dir=data_dir, resume=False)
        self.app.start_variant(name)
        self.report = GremlinReport(games=1)
        self.switches = 0
        """Games of another variant started by a tap on Game > Variant (and put back)."""
        # Game > Variant's own shortcut is left out: the run stays on its variant
        self.shortcuts = [c for c in menu_shortcuts(self.app) if c != ord("V")] + [ord("Z")] * 2
        self._follow(self._session())

    def _session(self) -> FamilySession:
        session = self.app.controller.session
        if not isinstance(session, FamilySession) or session.rules.name != self.name:
            raise GremlinFailure(f"the table is not a game of {self.name}")
        return session

    def below(self, n: int) -> int:
        return self.rng.below(n)

    # -- one event ---------------------------------------------------------------------------

    def _targets(self) -> list[tuple[int, int]]:
        """Points worth tapping now: the top dialog's controls and list rows, or your cards and
        the table's buttons."""
        app = self.app
        modal = app.system.modal
        form = modal[-1].form if modal else app.system.active_form
        points = []
        if form is not None:
            fx, fy = form.bounds.x, form.bounds.y
            for obj in form.objects:
                if isinstance(obj, Control) and obj.usable:
                    b = obj.bounds
                    points.append((fx + b.x + b.width // 2, fy + b.y + b.height // 2))
                elif isinstance(obj, ListObject) and obj.usable and obj.items:
                    b = obj.bounds
                    rows = max(1, b.height // 11)
                    points.append((fx + b.x + b.width // 2, fy + b.y + 5 + 11 * self.below(rows)))
                elif isinstance(obj, Gadget) and modal:  # cards in a dialog (the discard's)
                    b = obj.bounds
                    points += [(fx + b.x + self.below(b.width), fy + b.y + self.below(b.height))
                               for _ in range(4)]
        if not modal:
            session = app.controller.session
            if isinstance(session, FamilySession):
                count = len(session.hand())
                points += [family_layout.hand_card_center(i, count) for i in range(count)] * 2
        return points

    def _point(self) -> tuple[int, int]:
        return self.below(160), self.below(160)

    def event(self) -> str:
        app = self.app
        roll = self.below(1000)
        if roll < 480:
            targets = self._targets()
            x, y = targets[self.below(len(targets))] if targets else self._point()
            app.tap(x, y)
            return "tap"
        if roll < 580:
            app.tap(*self._point())
            return "tap-anywhere"
        if roll < 650:
            x, y = self._point()
            app.pen_down(x, y)
            for _ in range(self.below(6)):
                x = min(max(x + self.below(41) - 20, 0), 159)
                y = min(max(y + self.below(41) - 20, 0), 159)
                app.pen_move(x, y)
            app.pen_up(x, y)
            return "drag"
        if roll < 780:
            app.key(KEYS[self.below(len(KEYS))])
            return "key"
        if roll < 810:
            app.key(self.shortcuts[self.below(len(self.shortcuts))], commandKeyMask)
            return "shortcut"
        if roll < 825:
            app.tap(self.below(27), 190 + self.below(30))  # the silkscreen Menu button
            return "menu-button"
        if roll < 827:
            self.restart()
            return "restart"
        app.advance(self.below(200))
        return "wait"

    def restart(self) -> None:
        """Home: the app stops (and saves); start it again and check it resumed the saved game."""
        self.app.key(vchrLaunch, commandKeyMask)
        if not self.app.stopped:
            raise GremlinFailure("the Home button did not stop the app")
        saved = self.app.controller.session
        self.app = PitchApp(seed=self.rng.next_u32(), data_dir=self.data_dir)
        resumed = self.app.controller.session
        if not isinstance(resumed, type(saved)):
            raise GremlinFailure(f"resumed a {type(resumed).__name__}, saved a {type(saved).__name__}")
        if resumed.state != saved.state or resumed.steps != saved.steps:
            raise GremlinFailure(f"resumed {resumed.state} is not the saved {saved.state}")
        self.report.restarts += 1
        self._back_to_variant()

    # -- checks ------------------------------------------------------------------------------

    def _back_to_variant(self) -> None:
        """After a tap on Game > Variant started another game: a game of this run's variant again."""
        session = self.app.controller.session
        if isinstance(session, FamilySession) and session.rules.name == self.name:
            if session is not self.session:
                self._follow(session)
            return
        self.switches += 1
        self.app.key(vchrLaunch, commandKeyMask)  # Home, then a new app on this run's variant
        self.app = PitchApp(seed=self.rng.next_u32(), data_dir=self.data_dir, resume=False)
        self.app.start_variant(self.name)
        self.report.games += 1
        self._follow(self._session())

    def _follow(self, session: FamilySession) -> None:
        self.session = session
        self.shadow = FamilySession.replay(session.rules, session.seed, session.steps)
        if self.shadow.state != session.state:
            raise GremlinFailure("the game does not replay from its steps")

    def check(self) -> None:
        image = self.app.screen.framebuffer
        if (image.width, image.height) != (160, 160):
            raise GremlinFailure(f"the screen is {image.width}x{image.height}")
        current: object = self.app.controller.session
        if current is not self.session:
            if isinstance(current, FamilySession) and current.rules.name == self.name:
                self.report.games += 1
                self._follow(current)
            else:
                self._back_to_variant()
            return
        session, shadow = self.session, self.shadow
        if len(session.steps) < len(shadow.steps):
            raise GremlinFailure(f"the game lost steps: {len(session.steps)} after {len(shadow.steps)}")
        for step in session.steps[len(shadow.steps):]:
            if isinstance(step, NextHand):
                shadow.next_hand()
                self.report.hands += 1
            elif isinstance(step, TakeBack):
                shadow.take_back()  # ValueError if the app took back what it may not
                self.report.take_backs += 1
            else:
                shadow.apply(step)  # IllegalActionError if the app let an illegal step through
            self.report.steps += 1
        if shadow.state != session.state:
            raise GremlinFailure(f"the app's state {session.state} is not the engine's {shadow.state}")

    def run(self, events: int) -> GremlinReport:
        for number in range(events):
            kind = "?"
            try:
                kind = self.event()
                self.check()
            except GremlinFailure as failure:
                raise GremlinFailure(f"{self.name}, event {number} ({kind}): {failure}") from None
            except Exception as error:
                raise GremlinFailure(
                    f"{self.name}, event {number} ({kind}): {type(error).__name__}: {error}") from error
            self.report.events += 1
            self.report.kinds[kind] = self.report.kinds.get(kind, 0) + 1
        return self.report


def run_family_gremlins(name: str, seed: int, events: int, data_dir: Path) -> GremlinReport:
    """``events`` random events through a new game of variant ``name``, checked after each."""
    return FamilyGremlins(name, seed, data_dir).run(events)


__all__ = ["FamilyGremlins", "run_family_gremlins"]
