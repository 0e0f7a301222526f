"""The state machine's own contract: immutability, phases, construction errors, and views."""

from __future__ import annotations

import pytest
from pitch_helpers import act, cards, deal

from palm_pitch.actions import Bid, IllegalActionError, parse_action
from palm_pitch.cards import Card
from palm_pitch.state import DealError, GameState, Phase, from_deal, new_game
from palm_pitch.views import PlayerView, PublicView, public_view

HANDS = ("AS KS 2S 7H 8D 9C", "QS 3S 4H 5H 6D 7C", "JS TS 8H 9H TD 2C", "4S 5S KH AH 3D 3C")


def test_states_are_immutable_values() -> None:
    state = deal(*HANDS)
    with pytest.raises(AttributeError):
        state.phase = Phase.PLAY  # type: ignore[misc]
    after = state.apply(Bid.TWO)
    assert state.bids == () and after.bids == (Bid.TWO,)
    assert deal(*HANDS) == state and hash(deal(*HANDS)) == hash(state)


def test_phases_in_order() -> None:
    state = new_game(seed=5)
    assert state.phase is Phase.DEAL and state.to_move is None and state.legal_actions() == ()
    state = state.advance()
    assert state.phase is Phase.BID and state.hand_number == 1
    with pytest.raises(IllegalActionError, match="Not time to deal"):
        state.deal()
    with pytest.raises(IllegalActionError, match="A player must act"):
        state.advance()
    with pytest.raises(IllegalActionError, match="The hand is not over"):
        state.next_hand()
    assert "BID" in repr(state)


def test_from_deal_checks_the_hands() -> None:
    with pytest.raises(DealError, match="expected 4"):
        from_deal([cards("AS")], 0)
    with pytest.raises(DealError, match=r"hands\[1\]: AS dealt twice"):
        from_deal([cards(HANDS[0]), cards("AS 3S 4H 5H 6D 7C"), cards(HANDS[2]), cards(HANDS[3])], 0)
    with pytest.raises(DealError, match="5 cards, expected 6"):
        from_deal([cards(HANDS[0]), cards("3S 4H 5H 6D 7C"), cards(HANDS[2]), cards(HANDS[3])], 0)
    with pytest.raises(DealError, match="dealer"):
        from_deal([cards(h) for h in HANDS], 4)


def test_the_app_can_read_everything_it_needs() -> None:
    state = act(deal(*HANDS, scores=(3, -2)), "2 3 pass pass 3S JS")
    assert state.phase is Phase.PLAY and state.to_move == 3 and state.dealer == 3
    assert state.pitcher == 1 and state.pitcher_team == 1 and state.high_bid == Bid.THREE
    assert state.trump is not None and state.trump.letter == "S"
    trick = state.current_trick
    assert trick.leader == 1 and trick.plays == ((1, Card.from_str("3S")), (2, Card.from_str("JS")))
    assert [state.cards_left(s) for s in range(4)] == [6, 5, 5, 6]
    assert state.scores == (3, -2) and state.result is None and state.last_result is None
    assert state.hand(1) == tuple(sorted(cards("QS 4H 5H 6D 7C")))
    assert state.dealt_hand(1) == tuple(sorted(cards(HANDS[1])))


def test_a_player_view_shows_its_own_hand_and_the_public_history_only() -> None:
    state = act(deal(*HANDS), "2 3 pass pass 3S JS")
    view = PlayerView(state, 0)
    assert view.hand == tuple(sorted(cards(HANDS[0])))
    assert view.seat == 0 and view.partner == 2 and view.team == 0
    assert view.legal_actions() == () and view.why_illegal(Card.from_str("AS")) == "Not your turn"
    assert view.trick == cards("3S JS") and view.cards_left(1) == 5
    assert view.played_mask == Card.from_str("3S").bit | Card.from_str("JS").bit
    public = [name for name in dir(view) if not name.startswith("_")]
    assert not {"hands", "dealt", "state", "hand_of"} & set(public)
    east = PlayerView(state, 3)
    assert set(east.legal_actions()) == set(cards("4S 5S"))
    assert isinstance(public_view(state), PublicView) and not hasattr(public_view(state), "hand")


def test_the_result_record_after_a_hand() -> None:
    state = act(deal(*HANDS), "2 pass pass pass")
    while state.phase is Phase.PLAY:
        state = state.apply(state.legal_actions()[0])  # type: ignore[arg-type]
    result = state.result
    assert result is not None and state.last_result is result and state.results == (result,)
    assert result.pitcher == 0 and result.bid == Bid.TWO and result.trump is not None
    assert result.high in (0, 1) and result.low in (0, 1) and len(result.tricks) == 6
    assert sum(result.tricks_won) == 6 and result.smudge is False and result.all_passed is False
    assert result.pitcher_team == 0


def test_module_level_functions_mirror_the_methods() -> None:
    from palm_pitch import state as state_module

    state = deal(*HANDS)
    assert state_module.legal_actions(state) == state.legal_actions()
    assert state_module.apply(state, parse_action("2")) == state.apply(Bid.TWO)
    assert state_module.why_illegal(state, Bid.PASS) is None
    assert isinstance(state, GameState)
