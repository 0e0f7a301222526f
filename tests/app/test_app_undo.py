"""Game > Undo (Ctrl+Z) in the app: what it takes back, the alert when there is nothing, the
statistics of a game played with undo, and the record that shows it."""

from __future__ import annotations

from pathlib import Path

from app_helpers import Driver, heuristic_choice

from palm_os.alerts import ALERT_FORM_ID
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import LevelStatistics, Statistics
from palm_pitch.app.stats import count_hand
from palm_pitch.state import Phase
from palm_sdk.keys import commandKeyMask


def test_ctrl_z_takes_back_your_card_and_the_others_after_it() -> None:
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: d.app.controller.your_turn)
    before = d.state
    d.south_moves()
    d.play_on(lambda: d.app.controller.your_turn)  # the others played on to your next turn
    assert len(d.app.session.actions) > len(before.bids) + len(before.trick) + 1
    d.app.key("z", commandKeyMask)
    assert d.state == before and d.app.controller.your_turn
    assert d.app.controller.scene().trick == before.current_trick.plays  # the table shows it


def test_undo_of_a_bid_opens_the_bid_dialog_again() -> None:
    d = Driver(PitchApp(seed=1))
    d.wait_for_south()
    before = d.state
    d.bid(Bid.PASS)
    d.play_on(lambda: d.app.controller.your_turn)
    d.app.key("z", commandKeyMask)
    assert d.state == before
    d.app.advance(100)  # the tap on the menu settles, then the dialog
    assert d.modal_form_id() == ids.BidForm


def test_nothing_to_undo_says_so() -> None:
    app = PitchApp(seed=1)
    app.key("z", commandKeyMask)
    form = app.system.modal[-1].form
    assert form.form_id == ALERT_FORM_ID and form.title == "Undo"
    assert app.session.steps == []


def test_a_game_with_undo_is_counted_with_undo(tmp_path: Path) -> None:
    """Seed 1 from the start of hand 10 (South bids 3 and wins the match): South takes back a card, plays
    the same again, and wins; the statistics count the game won, and won with undo."""
    from app_helpers import heuristic_session, save_fixture

    save_fixture(tmp_path, heuristic_session(1, lambda s: s.state.hand_number == 10 and not s.state.bids))
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    d.south_moves()
    d.play_on(lambda: d.app.controller.your_turn)
    assert d.app.controller.take_back() and d.app.session.undo_used
    d.play_on(lambda: d.modal_form_id() == ids.GameOverForm)
    stats = Statistics.load(tmp_path / "PitchStats-PPch.pdb")
    normal = stats.level(1)
    assert (normal.gamesWon, normal.undoGamesWon, normal.undoGamesLost) == (1, 1, 0)


def test_the_statistics_rule_for_games_with_undo() -> None:
    from app_helpers import heuristic_session

    session = heuristic_session(8, lambda s: s.state.phase is Phase.GAME_OVER)
    last = session.state.results[-1]
    plain = count_hand(LevelStatistics(), last)
    undone = count_hand(LevelStatistics(), last, undo_used=True)
    assert (plain.gamesWon, plain.gamesLost) == (undone.gamesWon, undone.gamesLost)
    assert (undone.undoGamesWon, undone.undoGamesLost) == (plain.gamesWon, plain.gamesLost)
    assert plain.undoGamesWon == plain.undoGamesLost == 0


def test_the_exported_record_shows_what_was_taken_back(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    first = heuristic_choice(d.state)
    d.south_moves()
    d.play_on(lambda: d.app.controller.your_turn)
    d.app.key("z", commandKeyMask)
    d.app.key("e", commandKeyMask)  # Game > Export
    text = (tmp_path / "exports" / "pitch-game-1.txt").read_text(encoding="utf-8")
    taken = [line for line in text.splitlines() if line.startswith("Taken back")]
    assert len(taken) == 1 and f"S {first}" in taken[0]
