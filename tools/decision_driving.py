"""Make a decision of a family game in its dialog by taps and keys, for the drivers of the tests
(:class:`family_app_helpers.FamilyDriver`): each tap and key is a line of the driver's headless
script.

``decide(driver, session, action)``: the bid, look, trump, sub-trump, call and fold dialogs get
the taps that make ``action``; in the discard dialog ``action`` is the first discard (or ``keep``)
of the heuristic's turn, and its whole turn is marked (:func:`turn_of_discards`), then Discard.
"""

from __future__ import annotations

from typing import Protocol

from palm_pitch.app import ids
from palm_pitch.app.decision_dialogs import decisions_of
from palm_pitch.app.dialogs_family_call import joker_button, rank_button
from palm_pitch.app.dialogs_family_discard import card_rects
from palm_pitch.app.family_session import FamilySession
from palm_pitch.cards import Card
from palm_pitch.family.actions import FOLD, Bid, Call, Discard, FamilyAction, Look, NameSubTrump, NameTrump
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState, Phase
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng

DECISION_FORMS = frozenset(
    (ids.FamilyBidForm, ids.LookForm, ids.TrumpForm, ids.CallForm, ids.FoldForm, ids.DiscardForm)
)
"""The forms of the decision dialogs (``palm_pitch.app.dialogs_family_*``)."""


class Tapping(Protocol):
    app: object

    def tap(self, x: int, y: int, note: str = "") -> None: ...

    def tap_control(self, control_id: int, note: str = "") -> None: ...

    def key(self, name: str) -> None: ...


def turn_of_discards(state: FamilyState) -> frozenset[FamilyCard]:
    """The cards the heuristic puts out in this turn of discards (its one-card choices in a row)."""
    player = FamilyHeuristic()
    seat = state.to_move
    jobs = state.jobs
    marked: set[FamilyCard] = set()
    while state.phase is Phase.DISCARD and state.to_move == seat and state.jobs == jobs:
        action = player.choose(seat_view(state, seat), Rng(0))
        if not isinstance(action, Discard):
            break
        marked.add(action.card)
        state = state.apply(action)
    return frozenset(marked)


def decide(driver: Tapping, session: FamilySession, action: FamilyAction) -> None:
    """Make ``action`` in the decision dialog that is open (see the module docstring)."""
    app = driver.app
    modal = app.system.modal  # type: ignore[attr-defined]
    form = modal[-1].form
    dialogs = decisions_of(app)  # type: ignore[arg-type]
    form_id = form.form_id
    if form_id == ids.FamilyBidForm:
        assert isinstance(action, Bid)
        if action.doubled != dialogs.bid.doubled:
            driver.tap_control(ids.FamilyBidDoubledCheckbox, "Doubled")
        button = dialogs.bid._button_of(action)
        assert button is not None, action
        driver.tap_control(button, f"bid {action}")
    elif form_id == ids.LookForm:
        assert isinstance(action, Look)
        driver.tap_control(ids.LookLookButton if action.looks else ids.LookBlindButton, str(action))
    elif form_id == ids.TrumpForm:
        assert isinstance(action, NameTrump | NameSubTrump)
        driver.tap_control(ids.TrumpSpadesButton + action.suit, str(action))
    elif form_id == ids.CallForm:
        assert isinstance(action, Call)
        card = action.card
        if isinstance(card, Card):
            driver.tap_control(ids.CallSpadesButton + card.suit, "the suit")
            driver.tap_control(rank_button(card.rank), "the rank")
        else:
            driver.tap_control(joker_button(card), "the joker")
        driver.tap_control(ids.CallCallButton, str(action))
    elif form_id == ids.FoldForm:
        driver.tap_control(
            ids.FoldFoldButton if action == FOLD else ids.FoldPlayOnButton,
            "fold" if action == FOLD else "play on",
        )
    elif form_id == ids.DiscardForm:
        offer = dialogs.discard.offer
        assert offer is not None
        marked = turn_of_discards(session.state) if isinstance(action, Discard) else frozenset()
        rects = card_rects(len(offer.hand), form.gadget(ids.DiscardCardsGadget).bounds)
        for index, card in enumerate(offer.hand):
            if card in marked:
                driver.tap(
                    form.bounds.x + rects[index].x + 3, form.bounds.y + rects[index].y + 4, f"mark {card}"
                )
        driver.tap_control(ids.DiscardDiscardButton, "Discard")
    else:
        raise AssertionError(f"form {form_id} is no decision dialog")
