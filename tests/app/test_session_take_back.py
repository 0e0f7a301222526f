"""Taking back (Game > Undo) in the session: how far, what it undoes, replay and saves, the record."""

from __future__ import annotations

import pytest
from app_helpers import heuristic_choice, heuristic_session
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.actions import Bid
from palm_pitch.app.persistence import restore, saved_game
from palm_pitch.app.savedata import UNDO_USED, SavedGame
from palm_pitch.app.session import TAKE_BACK, GameSession, ReplayError
from palm_pitch.record import GameRecord
from palm_pitch.state import Phase


def to_south(session: GameSession) -> None:
    """Let the computer players act until South must bid or play (closing finished hands)."""
    while not session.human_to_act:
        if session.phase is Phase.SCORE:
            session.next_hand()
        else:
            session.apply(session.computer_action())


def test_nothing_to_take_back_before_your_first_action() -> None:
    session = GameSession(seed=1)
    to_south(session)
    assert not session.can_take_back
    with pytest.raises(ValueError, match="nothing of yours"):
        session.take_back()


def test_take_back_returns_to_your_choice_undoing_what_followed() -> None:
    session = GameSession(seed=1)
    to_south(session)
    before = session.state
    session.apply(session.state.legal_actions()[0])
    to_south(session)  # the others bid, the play begins, it is your card
    assert session.phase is Phase.PLAY and len(session.actions) > 4
    assert session.take_back() == before
    assert session.human_to_act and session.phase is Phase.BID
    assert session.steps[-1] is TAKE_BACK and session.undo_used
    assert len(session.actions) == len(before.bids)
    taken = session.taken_back[-1]
    assert taken.at == len(session.actions) and taken.plays[0] == (0, before.legal_actions()[0])
    assert [seat for seat, _ in taken.plays[:3]] == [0, 1, 2]  # South, then the players after


def test_take_back_repeats_to_your_first_action_of_the_hand_only() -> None:
    session = heuristic_session(3, lambda s: s.state.hand_number == 2 and len(s.state.tricks) == 3
                                and s.human_to_act)
    yours = sum(1 for state, seat in session._hand if seat == 0)
    assert yours >= 4  # a bid and three cards
    for _ in range(yours):
        session.take_back()
    assert not session.can_take_back
    assert session.state.hand_number == 2  # never into the finished hand
    assert len(session.taken_back) == yours
    assert {t.at for t in session.taken_back} == {session.taken_back[-1].at}  # all at one place now


def test_no_take_back_once_the_hand_is_scored() -> None:
    session = heuristic_session(1, lambda s: s.phase is Phase.SCORE)
    assert not session.can_take_back


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), plan=st.lists(st.integers(0, 9), min_size=1, max_size=40))
def test_a_game_with_take_backs_replays_and_saves_exactly(seed: int, plan: list[int]) -> None:
    """Random play with take-backs: the steps replay, the save resumes the same state and can
    take back as far again, the record replays to the same state."""
    session = GameSession(seed=seed)
    for choice in plan:
        to_south(session)
        if session.phase is Phase.GAME_OVER:
            break
        if choice < 3 and session.can_take_back:
            session.take_back()
        else:
            legal = session.state.legal_actions()
            session.apply(legal[choice % len(legal)])
    again = GameSession.replay(session.ruleset, seed, session.steps)
    assert again.state == session.state and again.taken_back == session.taken_back
    resumed = restore(SavedGame.from_database(saved_game(session).to_database().build()))
    assert resumed.state == session.state and resumed.steps == session.steps
    assert resumed.can_take_back == session.can_take_back and resumed.undo_used == session.undo_used
    record = session.record()
    assert record.replay().scores == session.state.scores
    assert GameRecord.from_text(record.to_text()) == record


def test_a_take_back_that_does_not_replay_is_refused() -> None:
    with pytest.raises(ReplayError, match="TAKE_BACK"):
        GameSession.replay(GameSession().ruleset, 1, [TAKE_BACK])


def test_the_save_keeps_the_flag_when_the_steps_are_too_many(monkeypatch: pytest.MonkeyPatch) -> None:
    session = GameSession(seed=2)
    to_south(session)
    session.apply(Bid.PASS if Bid.PASS in session.state.legal_actions() else heuristic_choice(session.state))
    to_south(session)
    session.take_back()
    monkeypatch.setattr(SavedGame, "MAX_ACTIONS", len(session.steps) - 1)
    save = saved_game(session)
    assert 0x06 not in save.actions and save.flags == UNDO_USED
    resumed = restore(save)
    assert resumed.state == session.state and resumed.undo_used and not resumed.can_take_back
