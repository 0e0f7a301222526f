"""Golden screens of the dialogs of the family's decisions (``tests/golden/decisions/NAME.png``).

Each case reaches seat 0's decision in a variant (the heuristic at every seat, seed by seed: see
``decision_helpers.reach``), opens its dialog over the bare table form, and may tap or type before
the shot. Regenerate with ``pytest --update-goldens`` and look at every changed PNG at 4x.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from decision_helpers import DecisionUI, heuristic_discards, reach, tap_card
from screen_golden import check_screen

from palm_pitch.app import ids
from palm_pitch.app.decisions import Decision
from palm_pitch.family.engine import FamilyState


@dataclass(frozen=True)
class Shot:
    name: str
    variant: str
    decision: Decision
    then: Callable[[DecisionUI, FamilyState], None] = lambda _ui, _state: None
    blind: bool = False


def mark_heuristic_choice(ui: DecisionUI, state: FamilyState) -> None:
    marked = heuristic_discards(state)
    for index, card in enumerate(ui.decisions.discard.offer.hand):  # type: ignore[union-attr]
        if card in marked:
            tap_card(ui, index)


def mark_first_two(ui: DecisionUI, _state: FamilyState) -> None:
    offer = ui.decisions.discard.offer
    assert offer is not None
    for index in [i for i, card in enumerate(offer.hand) if card in offer.discardable][:2]:
        tap_card(ui, index)


def tap_a_trump(ui: DecisionUI, _state: FamilyState) -> None:
    offer = ui.decisions.discard.offer
    assert offer is not None
    kept = [i for i, card in enumerate(offer.hand) if card not in offer.discardable]
    tap_card(ui, kept[0])


SHOTS = [
    Shot("bid_ten_point", "ten-point", Decision.BID),
    Shot("bid_two_rows_typed", "nine-five", Decision.BID, lambda ui, _s: ui.key("1")),
    Shot("bid_moon_asked", "ten-point", Decision.BID, lambda ui, _s: ui.key("m")),
    Shot("bid_hotshot", "nine-five-hotshot", Decision.BID),
    Shot("bid_doubled", "oklahoma", Decision.BID, lambda ui, _s: ui.tap(ids.FamilyBidDoubledCheckbox)),
    Shot("bid_blind_moon", "nine-five-blind", Decision.BID, blind=True),
    Shot("look", "abacos", Decision.LOOK),
    Shot("name_trump", "ten-point", Decision.TRUMP),
    Shot("name_sub_trump", "two-trump", Decision.SUB_TRUMP),
    Shot("call", "razzle-dazzle", Decision.CALL),
    Shot("call_joker", "ten-point-five-handed", Decision.CALL, lambda ui, _s: ui.key("l")),
    Shot("fold", "contway", Decision.FOLD),
    Shot("discard_stock", "ten-point", Decision.DISCARD, mark_heuristic_choice),
    Shot("discard_widow", "setback-widow", Decision.DISCARD, mark_first_two),
    Shot("discard_draw", "setback-draw", Decision.DISCARD, mark_first_two),
    Shot("discard_lost_cards", "man-o-war", Decision.DISCARD),
    Shot("discard_four_rows", "wahoo", Decision.DISCARD),
    Shot("discard_trumps_stay", "partnership-draw", Decision.DISCARD, tap_a_trump),
]


@pytest.mark.parametrize("shot", SHOTS, ids=[shot.name for shot in SHOTS])
def test_decision_dialog_goldens(shot: Shot, update_goldens: bool) -> None:
    state = reach(shot.variant, shot.decision, blind=shot.blind)
    ui = DecisionUI()
    ui.ask(state)
    shot.then(ui, state)
    assert ui.app.system.modal, "the dialog closed"
    check_screen(ui.app.screen.framebuffer, f"decisions/{shot.name}", update_goldens)
