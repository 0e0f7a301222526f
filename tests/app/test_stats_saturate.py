"""Statistics counters are UInt32s that stop at their largest value instead of wrapping or
crashing: a statistics file holding 4294967295 is valid, and the next hand counted keeps it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from app_helpers import Driver, heuristic_session

from palm_pitch.app import ids
from palm_pitch.app.persistence import STATS_FILE, Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import LevelStatistics, Statistics
from palm_pitch.app.stats import COUNTER_MAX, count_hand, count_new_hand
from palm_pitch.state import Phase

FULL_LEVEL = LevelStatistics(**{name: COUNTER_MAX for name in LevelStatistics.FIELDS})
FULL = Statistics((FULL_LEVEL,) * 4)


def test_a_counter_at_its_largest_stays_there() -> None:
    session = heuristic_session(3, lambda s: s.phase is Phase.SCORE)
    result = session.state.result
    assert result is not None
    counted = count_hand(FULL_LEVEL, result, undo_used=True)
    assert counted == FULL_LEVEL
    one_less = dataclasses.replace(FULL_LEVEL, handsWon=COUNTER_MAX - 1, handsLost=COUNTER_MAX - 1)
    after = count_hand(one_less, result)
    assert {after.handsWon, after.handsLost} == {COUNTER_MAX, COUNTER_MAX - 1}


def test_the_other_counters_still_count_beside_a_full_one() -> None:
    session = heuristic_session(3, lambda s: s.phase is Phase.SCORE)
    nearly = Statistics.at(1, gamesWon=COUNTER_MAX)
    counted = count_new_hand(nearly, session)
    assert counted is not None and counted.level(1).handsWon + counted.level(1).handsLost == 1
    assert counted.level(1).gamesWon == COUNTER_MAX and counted.level(0) == Statistics().level(0)


def test_the_app_counts_a_hand_on_full_statistics_and_saves_them(tmp_path: Path) -> None:
    Storage(tmp_path).save_statistics(FULL)
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    assert not d.app.storage.damage
    saved = Statistics.load(tmp_path / STATS_FILE)
    assert (saved.countedSeed, saved.countedHand) == (d.app.session.seed, 1)  # the hand was counted
    assert dataclasses.replace(saved, countedSeed=0, countedHand=0) == FULL
