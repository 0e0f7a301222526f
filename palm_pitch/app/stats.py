"""Counting your record: each finished hand exactly once, into :class:`Statistics`, under the
level of the computer players the game is played at; and the hints you asked for.

:func:`count_hand` adds one hand's result to a level's record (your team is team 0): a hand won or lost on its
score, your team's bid made or set, and at the game's end the game won or lost - counted again
under "with undo" when you took something back in that game. :func:`count_new_hand` counts the
hand a session has just finished unless the statistics say they already hold it (their
``countedSeed`` and ``countedHand``): the game is saved after every step and the statistics in
a file of their own, so a Pitch stopped between the two writes counts the hand when it resumes,
and never twice. A counter is a UInt32 and stops at its largest value (:data:`COUNTER_MAX`)
rather than wrapping to 0, as the device build's counters do. :func:`count_hint` counts a hint
(Game > Hint) under the game's level.
"""

from __future__ import annotations

import dataclasses

from palm_pitch.app.levels import level_code
from palm_pitch.app.savedata import LevelStatistics, Statistics
from palm_pitch.app.session import GameSession
from palm_pitch.scoring import HandResult
from palm_pitch.state import Phase

COUNTER_MAX = 0xFFFFFFFF
"""The largest value of a counter (a UInt32 in the record); counting past it keeps it there."""


def count_hand(stats: LevelStatistics, result: HandResult, undo_used: bool = False) -> LevelStatistics:
    """A level's record after a hand (your team is team 0)."""
    ours, theirs = result.hand_score
    counted: list[str] = []
    if ours > theirs:
        counted.append("handsWon")
    elif theirs > ours:
        counted.append("handsLost")
    if result.pitcher is not None and result.pitcher & 1 == 0 and result.made is not None:
        counted.append("bidsMade" if result.made else "bidsSet")
    if result.winner is not None:
        counted.append("gamesWon" if result.winner == 0 else "gamesLost")
        if undo_used:
            counted.append("undoGamesWon" if result.winner == 0 else "undoGamesLost")
    return dataclasses.replace(
        stats, **{name: min(getattr(stats, name) + 1, COUNTER_MAX) for name in counted}
    )


def count_new_hand(stats: Statistics, session: GameSession) -> Statistics | None:
    """The statistics with the session's finished hand counted, or None if there is no finished
    hand on the table or they hold it already."""
    state = session.state
    result = state.result
    if state.phase not in (Phase.SCORE, Phase.GAME_OVER) or result is None:
        return None
    key = (session.seed, state.hand_number)
    if (stats.countedSeed, stats.countedHand) == key:
        return None
    code = level_code(session.level)
    counted = stats.with_level(code, count_hand(stats.level(code), result, session.undo_used))
    return dataclasses.replace(counted, countedSeed=key[0], countedHand=key[1])


def count_hint(stats: Statistics, level: str) -> Statistics:
    """The statistics with one more hint used at ``level``."""
    code = level_code(level)
    record = stats.level(code)
    used = min(record.hintsUsed + 1, COUNTER_MAX)
    return stats.with_level(code, dataclasses.replace(record, hintsUsed=used))
