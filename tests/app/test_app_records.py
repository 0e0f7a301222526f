"""Game > Score History (every hand of the game) and Game > Statistics (your record, and Reset)."""

from __future__ import annotations

from pathlib import Path

from app_helpers import Driver, heuristic_session, save_fixture

from palm_os.alerts import ALERT_BUTTON_ID
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import LevelStatistics, Statistics
from palm_pitch.state import Phase

RECORD = Statistics().with_level(1, LevelStatistics(3, 2, 40, 35, 20, 5))


def at_hand(tmp_path: Path, seed: int, hand: int) -> Driver:
    """The app resumed at South's first card of ``hand`` of a heuristic game."""

    def at_start(session):  # type: ignore[no-untyped-def]
        return session.state.hand_number == hand and session.phase is Phase.BID and not session.state.bids

    save_fixture(tmp_path, heuristic_session(seed, at_start))
    d = Driver(PitchApp(seed=seed, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    return d


def test_the_score_history_opens_on_the_last_hands_and_scrolls(tmp_path: Path) -> None:
    d = at_hand(tmp_path, 0, 12)
    results = d.state.results
    assert len(results) == 11
    d.key("cmd+S")
    assert d.modal_form_id() == ids.ScoresForm
    dialog, form = d.app.scores_dialog, d.app.system.modal[-1].form
    bar = form.scroll_bar(ids.ScoresScrollBar)
    shown = dialog.rows_shown(form)
    assert shown == bar.page_size == 10
    assert dialog.top == bar.value == bar.max_value == 11 - shown  # hands 2..11
    d.key("pageup")
    assert dialog.top == bar.value == 0
    arrow = bar.bounds
    d.tap(form.bounds.x + arrow.x + 3, form.bounds.y + arrow.bottom - 3)  # the down arrow
    assert dialog.top == bar.value == 1
    d.key("enter")
    assert d.modal_form_id() is None


def test_each_row_names_the_contract_and_the_scores_add_up(tmp_path: Path) -> None:
    d = at_hand(tmp_path, 0, 12)
    dialog = d.app.scores_dialog
    before = (0, 0)
    for result in d.state.results:
        assert result.scores_before == before
        assert tuple(b + h for b, h in zip(before, result.hand_score, strict=True)) == result.scores_after
        before = result.scores_after
        if result.pitcher is None:
            assert dialog.contract(result) == "All passed"
        else:
            seat = d.app.texts.seat(result.pitcher)
            assert dialog.contract(result) == f"{seat} {d.app.texts.bid(result.bid)}"  # type: ignore[arg-type]
    first = d.state.results[0]
    assert dialog.contract(first._replace(pitcher=0, bid=Bid.SMUDGE)) == "You Smudge"


def test_the_score_history_of_a_new_game_is_empty() -> None:
    d = Driver(PitchApp(seed=1))
    d.key("cmd+S")
    assert d.modal_form_id() == ids.ScoresForm
    bar = d.app.system.modal[-1].form.scroll_bar(ids.ScoresScrollBar)
    assert bar.max_value == 0 and d.app.scores_dialog.results == ()


def test_statistics_show_your_record_and_reset_asks_first(tmp_path: Path) -> None:
    Storage(tmp_path).save_statistics(RECORD)
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.key("cmd+T")
    assert d.modal_form_id() == ids.StatsForm
    assert d.app.stats_dialog.stats == RECORD
    d.tap_control(ids.StatsResetButton)
    assert d.app.system.modal[-1].form.title == "Reset Statistics"
    d.tap(*d.control_center(ALERT_BUTTON_ID + 1))  # Cancel
    assert d.modal_form_id() == ids.StatsForm
    assert Storage(tmp_path).load_statistics() == RECORD
    d.tap_control(ids.StatsResetButton)
    d.tap_control(ALERT_BUTTON_ID)  # Reset
    assert d.modal_form_id() == ids.StatsForm  # still open, showing zeros
    assert d.app.stats == d.app.stats_dialog.stats == Statistics()
    assert Storage(tmp_path).load_statistics() == Statistics()
    d.tap_control(ids.StatsOKButton)
    assert d.modal_form_id() is None
