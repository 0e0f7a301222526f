"""The family game as the app plays it: the session, the dispatch of decisions, the texts."""

from __future__ import annotations

import pytest

from palm_pitch.actions import IllegalActionError
from palm_pitch.app.family_choice import ChoiceDialog
from palm_pitch.app.family_decisions import DECISION_DIALOGS, TABLE_MODES, dialog_factory, register
from palm_pitch.app.family_session import DECISIONS, HUMAN, FamilySession, display_order
from palm_pitch.app.family_texts import NAMES, FamilyTexts
from palm_pitch.app.resources import desktop_database, load_desktop_resources
from palm_pitch.app.session import NEXT_HAND, ReplayError
from palm_pitch.family.actions import Bid
from palm_pitch.family.deck import BIG_JOKER, parse_card
from palm_pitch.family.engine import Phase
from palm_pitch.family.variants import get_variant


def play_out(session: FamilySession, hands: int = 1) -> set[Phase]:
    """Play ``hands`` hands, you taking your first legal action; the kinds you were asked."""
    asked: set[Phase] = set()
    while len(session.state.results) < hands and not session.state.is_over:
        if session.phase is Phase.SCORE:
            session.next_hand()
        elif session.decision is not None:
            asked.add(session.decision)
            session.apply(session.legal_actions()[0])
        else:
            session.apply(session.computer_action())
    return asked


@pytest.mark.parametrize("name", ["setback-2", "auction-pitch-3", "ten-point", "razzle-dazzle",
                                  "partnership-pitch-2x3", "abacos", "setback-draw"])
def test_a_session_plays_and_replays(name: str) -> None:
    session = FamilySession(get_variant(name), seed=11)
    assert session.phase is not Phase.DEAL
    play_out(session, hands=2)
    if session.phase is Phase.SCORE:
        session.next_hand()
    assert NEXT_HAND in session.steps
    again = FamilySession.replay(session.rules, 11, session.steps)
    assert again.state == session.state and again.deals == session.deals
    assert session.record().replay() == session.state or not session.state.is_over


def test_the_decision_is_yours_only_on_your_turn() -> None:
    session = FamilySession(get_variant("ten-point"), seed=5)
    while session.decision is None:
        assert session.legal_actions() == ()
        assert session.computer_to_act
        session.apply(session.computer_action())
    assert session.state.to_move == HUMAN and session.decision in DECISIONS
    with pytest.raises(RuntimeError):
        session.computer_action()


def test_a_refused_action_names_the_reason_and_changes_nothing() -> None:
    session = FamilySession(get_variant("ten-point"), seed=5)
    while session.decision is not Phase.BID:
        session.apply(session.computer_action())
    before = session.state
    with pytest.raises(IllegalActionError):
        session.apply(Bid(99))
    assert session.state is before and Bid(99) not in session.steps


def test_a_replay_refuses_steps_that_do_not_belong() -> None:
    with pytest.raises(ReplayError, match="step 0"):
        FamilySession.replay(get_variant("setback"), 1, [parse_card("AS"), parse_card("AS")])


def test_your_hand_shows_jokers_first_then_the_palm_order() -> None:
    cards = [parse_card(text) for text in ("2C", "AH", "KS", "5D")] + [BIG_JOKER]
    assert [str(card) if card is BIG_JOKER else card.text for card in display_order(cards)] == \
        ["BJ", "KS", "AH", "2C", "5D"]


def test_every_kind_without_a_dialog_falls_back_on_the_list_of_choices() -> None:
    saved = dict(DECISION_DIALOGS)
    try:
        DECISION_DIALOGS.clear()
        assert all(dialog_factory(kind) is ChoiceDialog for kind in DECISIONS)

        class Mine:
            def __init__(self, app: object, texts: object) -> None:
                pass

            def open(self, session: object, on_action: object) -> None:
                pass

        register(Phase.CALL, Mine)
        assert dialog_factory(Phase.CALL) is Mine and dialog_factory(Phase.BID) is ChoiceDialog
    finally:
        DECISION_DIALOGS.clear()
        DECISION_DIALOGS.update(saved)
    assert TABLE_MODES == {Phase.PLAY: None}


def test_the_family_texts_and_their_names_stay_in_step() -> None:
    texts = FamilyTexts(load_desktop_resources())
    assert list(texts.words) == list(NAMES)
    assert texts.card(parse_card("TD")) == "10 of Diamonds"


def test_the_desktop_resources_add_to_the_device_s_and_change_none() -> None:
    from palm_pitch.app.resources import compiled_database

    pitch = compiled_database()
    desktop = desktop_database()
    assert desktop.resources[: len(pitch.resources)] == pitch.resources
    keys = [(r.type, r.id) for r in desktop.resources]
    assert len(keys) == len(set(keys))
