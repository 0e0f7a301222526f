"""Helpers of the tests of the family's decision dialogs: an app with the dialogs, states that
face seat 0 with a decision, taps on a dialog's buttons, and the heuristic's choice made by taps.

``reach(name, decision)`` plays a variant from seed 1 on (the heuristic at every seat) until seat
0 faces ``decision``; ``answer(ui, state, action)`` makes ``action`` through the open dialog with
taps and keys, as a person would, and returns what the dialog reported.
"""

from __future__ import annotations

from palm_os.application import Application
from palm_pitch.app import ids
from palm_pitch.app.cards_art import CardArt
from palm_pitch.app.decision_dialogs import FamilyDecisions, taken_since_deal
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.decisions import Decision, decision_of
from palm_pitch.app.dialogs_family_call import joker_button, rank_button
from palm_pitch.app.dialogs_family_discard import card_rects
from palm_pitch.app.family_layout import PLACES, place_of
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.resources import load_desktop_resources
from palm_pitch.cards import Card
from palm_pitch.family.actions import (
    FOLD,
    KEEP,
    Bid,
    Call,
    Discard,
    FamilyAction,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState, Phase, new_game
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.variants import get_variant
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng


class DecisionUI:
    """A bare app (the table form, empty) with the decision dialogs, and what they report."""

    def __init__(self) -> None:
        resources = load_desktop_resources()
        self.app = Application(resources)
        self.app.start(ids.MainForm)
        self.sounds: list[int] = []
        self.decisions = FamilyDecisions(
            self.app,
            DecisionWords(resources),
            CardArt(self.app.system.fonts, resources.bitmap),
            self.sounds.append,
        )
        self.answers: list[tuple[FamilyAction, ...]] = []
        self.texts = FamilyTexts(resources)

    def ask(self, state: FamilyState) -> Decision:
        """Open the dialog of seat 0's decision; the others are named by their places at the table."""
        players = state.rules.players
        if players in PLACES:  # the tables of 2 to 6; larger games keep "Player N"
            self.decisions.words.seat_names = lambda seat: self.texts.place(place_of(players, seat))
        return self.decisions.ask(state, self.answers.append, taken_since_deal(state, 0))

    @property
    def form(self):  # type: ignore[no-untyped-def]
        modal = self.app.system.modal
        return modal[-1].form if modal else None

    def form_id(self) -> int | None:
        form = self.form
        return form.form_id if form is not None else None

    def usable(self, control_id: int) -> bool:
        return bool(self.form.control(control_id).usable)

    def tap(self, control_id: int) -> None:
        """Tap the middle of a control of the open dialog."""
        form = self.form
        bounds = form.control(control_id).bounds
        assert form.control(control_id).usable, control_id
        self.app.tap(
            form.bounds.x + bounds.x + bounds.width // 2, form.bounds.y + bounds.y + bounds.height // 2
        )

    def key(self, text: str) -> None:
        for char in text:
            self.app.key(char)

    def text(self, field_id: int) -> str:
        return str(self.form.field_object(field_id).text)


def reach(
    name: str, decision: Decision, seeds: range = range(1, 60), blind: bool = False, hands: int = 4
) -> FamilyState:
    """The first state (seed by seed, the heuristic at every seat) where seat 0 faces ``decision``;
    with ``blind`` seat 0 bids blind where it may choose."""
    rules = get_variant(name)
    player = FamilyHeuristic()
    for seed in seeds:
        state = new_game(rules, seed)
        rng = Rng(seed)
        while not state.is_over and state.hand_number <= hands:
            if state.phase in (Phase.DEAL, Phase.SCORE):
                state = state.advance()
                continue
            seat = state.to_move
            assert seat is not None
            if seat == 0 and decision_of(state, 0) is decision:
                return state
            if seat == 0 and blind and state.phase is Phase.LOOK:
                state = state.apply(Look(False))
                continue
            state = state.apply(player.choose(seat_view(state, seat), rng))
    raise AssertionError(f"{name}: seat 0 never faces {decision}")


def heuristic_discards(state: FamilyState) -> frozenset[FamilyCard]:
    """The cards the heuristic puts out in this turn of discards (its one-card choices in a row)."""
    player = FamilyHeuristic()
    rng = Rng(7)
    seat = state.to_move
    jobs = state.jobs
    marked: set[FamilyCard] = set()
    while state.phase is Phase.DISCARD and state.to_move == seat and state.jobs == jobs:
        action = player.choose(seat_view(state, seat), rng)
        if not isinstance(action, Discard):
            break
        marked.add(action.card)
        state = state.apply(action)
    return frozenset(marked)


def tap_card(ui: DecisionUI, index: int) -> None:
    """Tap the visible part of card ``index`` in the discard dialog."""
    form = ui.form
    gadget = form.gadget(ids.DiscardCardsGadget)
    rects = card_rects(len(ui.decisions.discard.offer.hand), gadget.bounds)
    rect = rects[index]
    nxt = rects[index + 1] if index + 1 < len(rects) and rects[index + 1].y == rect.y else None
    right = nxt.x if nxt is not None else rect.right
    ui.app.tap(form.bounds.x + (rect.x + right) // 2, form.bounds.y + rect.y + 4)


def answer(ui: DecisionUI, state: FamilyState, action: FamilyAction) -> tuple[FamilyAction, ...]:
    """Make ``action`` (a discard: the heuristic's whole turn of discards) in the dialog open for
    ``state`` by taps and keys; returns what the dialog reported."""
    before = len(ui.answers)
    decision = decision_of(state, state.to_move)  # type: ignore[arg-type]
    if decision is Decision.BID:
        assert isinstance(action, Bid)
        dialog = ui.decisions.bid
        if action.doubled != dialog.doubled:
            ui.tap(ids.FamilyBidDoubledCheckbox)
        button = dialog._button_of(action)
        assert button is not None, action
        ui.tap(button)
    elif decision is Decision.LOOK:
        assert isinstance(action, Look)
        ui.tap(ids.LookLookButton if action.looks else ids.LookBlindButton)
    elif decision in (Decision.TRUMP, Decision.SUB_TRUMP):
        assert isinstance(action, NameTrump | NameSubTrump)
        ui.key("shdc"[action.suit])
    elif decision is Decision.CALL:
        assert isinstance(action, Call)
        card = action.card
        if isinstance(card, Card):
            ui.tap(ids.CallSpadesButton + card.suit)
            ui.tap(rank_button(card.rank))
        else:
            ui.tap(joker_button(card))
        ui.tap(ids.CallCallButton)
    elif decision is Decision.FOLD:
        ui.tap(ids.FoldFoldButton if action == FOLD else ids.FoldPlayOnButton)
    elif decision is Decision.DISCARD:
        marked = heuristic_discards(state) if isinstance(action, Discard) else frozenset()
        hand = ui.decisions.discard.offer.hand
        for index, card in enumerate(hand):
            if card in marked:
                tap_card(ui, index)
        ui.tap(ids.DiscardDiscardButton)
    else:
        raise AssertionError(decision)
    assert len(ui.answers) == before + 1, f"the dialog did not answer {action}"
    return ui.answers[-1]


__all__ = ["KEEP", "DecisionUI", "answer", "heuristic_discards", "reach", "tap_card"]
