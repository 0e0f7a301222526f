"""Helpers of the family app tests: drive a family game of the Pitch app with taps and keys.

:class:`FamilyDriver` plays you (seat 0) through the screen only - Game > Variant (``cmd+V``, the
scroll buttons to the variant, Play), the decisions' dialogs (the scroll buttons to the choice, OK),
cards by tapping them and Play, the summaries' Done - and records every command as a line of a
headless script, so the game can be run again by ``palm-pitch headless``. Your choices come from
the family's heuristic player.
"""

from __future__ import annotations

from collections.abc import Callable

from app_helpers import Driver
from decision_driving import DECISION_FORMS, decide

from palm_os.controls import Control
from palm_pitch.app import family_layout, ids
from palm_pitch.app.family_session import FamilySession
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng

HEURISTIC = FamilyHeuristic()


def heuristic_choice(session: FamilySession) -> FamilyAction:
    """What the family's heuristic player would do in your seat."""
    return HEURISTIC.choose(seat_view(session.state, 0), Rng(0))


class FamilyDriver(Driver):
    """Drives a family game of a :class:`PitchApp` (see the module docstring)."""

    @property
    def session(self) -> FamilySession:
        session = self.app.controller.session
        assert isinstance(session, FamilySession), "no family game on the table"
        return session

    def choose_variant(self, name: str) -> None:
        """Game > Variant, the scroll buttons down to ``name``, Play (and New Game if asked). The
        Palm game's bid dialog, if it is up, is answered first (the menus wait for it)."""
        while self.modal_form_id() == ids.BidForm:
            form = self.app.system.modal[-1].form
            button = next(b for b in self.app.bid_dialog.buttons if form.control(b).usable)
            self.tap_control(button, "bid, to get at the menus")
        self.key("cmd+V")
        assert self.modal_form_id() == ids.VariantForm
        dialog = self.app.variant_dialog
        target = dialog.names.index(name)
        while dialog.current != target:
            self.key("pagedown" if dialog.current < target else "pageup")
        self.tap_control(ids.VariantPlayButton, f"play {name}")
        if self.app.system.modal and self.modal_form_id() not in DECISION_FORMS | {ids.ChoiceForm}:
            # the game in progress is given up: the alert's first button (a decision dialog of the
            # new game may be up at once instead, when there was no game to give up)
            form = self.app.system.modal[-1].form
            first = next(obj for obj in form.objects if isinstance(obj, Control))
            self.tap(form.bounds.x + first.bounds.x + 4, form.bounds.y + first.bounds.y + 4, "New Game")
        assert self.session.rules.name == name

    def choose(self, action: FamilyAction) -> None:
        """In the list of choices: the scroll buttons to ``action``, then OK."""
        dialog = self.app.decisions.dialog_for(self.session.phase)
        target = dialog.choices.index(action)  # type: ignore[attr-defined]
        form = self.app.system.modal[-1].form
        choices = form.list_object(ids.ChoiceList)
        while choices.get_selection() != target:
            self.key("pagedown" if choices.get_selection() < target else "pageup")
        self.tap_control(ids.ChoiceOKButton, f"choose {action}")

    def play_card(self, action: FamilyAction) -> None:
        hand = self.session.hand()
        index = hand.index(action)  # type: ignore[arg-type]
        if self.app.controller.selected != action:
            x, y = family_layout.hand_card_center(index, len(hand))
            self.tap(x, y, f"select {action}")
        self.tap_control(ids.MainPlayButton, "Play")

    def game_done(self) -> bool:
        """The game is over and its last summary closed: the table waits for New Game."""
        controller = self.app.controller
        return (self.modal_form_id() is None and self.session.state.is_over and not controller.pending
                and not controller._waiting_dialog)

    def play_until(self, until: Callable[[], bool],
                   choose: Callable[[FamilySession], FamilyAction] = heuristic_choice,
                   close_summaries: bool = True, limit: int = 20_000) -> None:
        """Play (you by taps and keys, the others in virtual time) until ``until()`` holds."""
        for _ in range(limit):
            if until():
                return
            form = self.modal_form_id()
            controller = self.app.controller
            if form == ids.ChoiceForm:
                self.choose(choose(self.session))
            elif form in DECISION_FORMS:
                decide(self, self.session, choose(self.session))
            elif form == ids.FamilyTextForm and close_summaries:
                self.tap_control(ids.FamilyTextDoneButton, "Done")
            elif form is None and controller.your_turn:
                self.play_card(choose(self.session))
            elif form is None and self.wait_next():
                continue
            else:
                raise AssertionError(f"stuck: dialog {form}, {self.session.state}")
        raise AssertionError("play_until: limit reached")

    def play_game(self, choose: Callable[[FamilySession], FamilyAction] = heuristic_choice,
                  limit: int = 20_000) -> None:
        """Play until the game is over and its last summary closed."""
        self.play_until(self.game_done, choose, limit=limit)
