"""Resuming a saved game costs work in proportion to its steps, take-backs included.

A save may hold up to 65535 steps (``SavedGame.MAX_ACTIONS``): a player who takes back the same
bid 32,000 times still resumes at once. The work is counted (Python calls during the replay,
with ``sys.setprofile``), not timed; ``benchmarks/restore.py`` prints the times.
"""

from __future__ import annotations

import dataclasses
import sys
from types import FrameType
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.app.persistence import restore, saved_game, step_byte
from palm_pitch.app.savedata import UNDO_USED, SavedGame
from palm_pitch.app.session import TAKE_BACK, GameSession, Step
from palm_pitch.record import TakenBack
from palm_pitch.state import Phase


def bid_taken_back(times: int, seed: int = 1) -> SavedGame:
    """A save in which South bids and takes the bid back ``times`` times."""
    session = GameSession(seed=seed)
    while not session.human_to_act:
        session.apply(session.computer_action())
    bid = session.state.legal_actions()[-1]
    steps: list[Step] = [*session.steps, *[bid, TAKE_BACK] * times]
    game = saved_game(session)
    return dataclasses.replace(game, actions=bytes(step_byte(step) for step in steps), flags=UNDO_USED)


def calls_to_restore(saved: SavedGame) -> int:
    count = 0

    def profile(_frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profile)
    try:
        session = restore(saved)
    finally:
        sys.setprofile(None)
    assert len(session.taken_back) == saved.actions.count(step_byte(TAKE_BACK))
    return count


def test_restoring_take_backs_is_linear_in_their_number() -> None:
    small, large = calls_to_restore(bid_taken_back(250)), calls_to_restore(bid_taken_back(2000))
    # eight times the take-backs: eight times the work (and a little for the fixed start)
    assert large <= 8 * small * 1.05, (small, large)


def test_the_most_take_backs_a_save_can_hold_restore() -> None:
    most = (SavedGame.MAX_ACTIONS - 8) // 2
    saved = bid_taken_back(most)
    assert len(saved.actions) <= SavedGame.MAX_ACTIONS
    session = restore(SavedGame.from_database(saved.to_database().build()))
    assert len(session.taken_back) == most and session.undo_used


def _reference(taken: list[TakenBack], at: int, plays: tuple[Any, ...]) -> list[TakenBack]:
    """What a take-back does to the list, written plainly: every earlier one moves to ``at`` at
    the latest, then the new one follows."""
    return [TakenBack(min(t.at, at), t.plays) for t in taken] + [TakenBack(at, plays)]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), plan=st.lists(st.integers(0, 5), min_size=1, max_size=60))
def test_take_backs_land_where_the_plain_rule_puts_them(seed: int, plan: list[int]) -> None:
    session = GameSession(seed=seed)
    expected: list[TakenBack] = []
    for choice in plan:
        if session.phase is Phase.GAME_OVER:
            break
        if session.phase is Phase.SCORE:
            session.next_hand()
        elif choice == 0 and session.can_take_back:
            before = list(session.taken_back)
            session.take_back()
            latest = session.taken_back[-1]
            expected = _reference(before, latest.at, latest.plays)
            assert session.taken_back == expected
        elif session.human_to_act:
            legal = session.state.legal_actions()
            session.apply(legal[choice % len(legal)])
        else:
            session.apply(session.computer_action())
        assert [t.at for t in session.taken_back] == sorted(t.at for t in session.taken_back)
