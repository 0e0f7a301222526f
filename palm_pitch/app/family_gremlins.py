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
from typing import ClassVar

from palm_os.controls import Control, Gadget, ListObject
from palm_pitch.app import family_layout
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.gremlins import GremlinFailure, GremlinReport, Gremlins, menu_shortcuts
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.rng import Rng
from palm_sdk.chars import chrEscape, chrLeftArrow, chrLineFeed, chrRightArrow
from palm_sdk.keys import commandKeyMask, vchrLaunch, vchrMenu, vchrPageDown, vchrPageUp

KEYS = [ord(c) for c in "1234567890pPsSdD "] + [
    chrLineFeed, chrEscape, vchrPageUp, vchrPageDown, chrLeftArrow, chrRightArrow, vchrMenu]


class FamilyGremlins(Gremlins):
    """One seeded run on variant ``name`` (see the module docstring): the Palm run's stream of
    events (:meth:`Gremlins.event`, :meth:`Gremlins.run`) with the family's targets, checks and
    restart, and more of its events on the targets."""

    KEYS: ClassVar[list[int]] = KEYS
    MIX: ClassVar[tuple[int, int, int, int, int, int, int]] = (480, 580, 650, 780, 810, 825, 827)
    session: FamilySession  # type: ignore[assignment]
    shadow: FamilySession  # type: ignore[assignment]

    def __init__(self, name: str, seed: int, data_dir: Path) -> None:
        self.name = name
        self.label = f"{name}, "
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

    def _follow(self, session: FamilySession) -> None:  # type: ignore[override]
        self.session = session
        self.shadow = FamilySession.replay(session.rules, session.seed, session.steps)
        if self.shadow.state != session.state:
            raise GremlinFailure("the game does not replay from its steps")

    def check(self) -> None:
        self.check_screen()
        current: object = self.app.controller.session
        if current is not self.session:
            if isinstance(current, FamilySession) and current.rules.name == self.name:
                self.report.games += 1
                self._follow(current)
            else:
                self._back_to_variant()
            return
        session = self.session
        if len(session.steps) < len(self.shadow.steps):
            raise GremlinFailure(f"the game lost steps: {len(session.steps)} after {len(self.shadow.steps)}")
        self.catch_up(session.steps, session.state)


def run_family_gremlins(name: str, seed: int, events: int, data_dir: Path) -> GremlinReport:
    """``events`` random events through a new game of variant ``name``, checked after each."""
    return FamilyGremlins(name, seed, data_dir).run(events)


__all__ = ["FamilyGremlins", "run_family_gremlins"]
