"""Game > Statistics of a family game: a game with a take-back (Game > Undo) counted apart.

The Palm game counts a game in which you took something back once more "with undo"
(``undoGamesWon``, ``undoGamesLost``); a family variant's record does the same, variant by
variant: games played and won "with undo", beside all games played and won.
"""

from __future__ import annotations

import json
from pathlib import Path

from family_app_helpers import FamilyDriver, heuristic_choice
from screen_golden import check_screen

from palm_pitch.app import ids
from palm_pitch.app.family_saves import save_text, session_of
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.family_stats import (
    FAMILY_STATS_FILE,
    FamilyRecordBook,
    VariantRecord,
    load_family_stats,
)
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.family.engine import Phase
from palm_pitch.family.variants import get_variant


def _take_back_once(driver: FamilyDriver) -> None:
    """Play a card by taps, let the others answer, and take it back with Game > Undo."""
    app = driver.app
    driver.play_until(lambda: app.controller.your_turn)
    before = driver.session.state
    driver.play_card(heuristic_choice(driver.session))
    driver.wait_until(lambda: app.controller.your_turn or driver.modal_form_id() is not None)
    driver.key("cmd+Z")
    assert driver.session.state == before and driver.session.undo_used


def test_a_game_with_a_take_back_is_counted_apart(tmp_path: Path, update_goldens: bool) -> None:
    app = PitchApp(seed=2, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("setback-2")
    _take_back_once(driver)
    app.save_on_exit()  # stopped and resumed: the game still had its take-back
    app = PitchApp(seed=2, data_dir=tmp_path)
    driver = FamilyDriver(app)
    assert driver.session.undo_used
    driver.play_game()
    won = int(driver.session.state.winner == 0)
    record = load_family_stats(tmp_path).variant("setback-2")
    assert (record.games, record.won, record.undo_games, record.undo_won) == (1, won, 1, won)
    driver.key("cmd+N")  # a new game of the variant, played without Undo: not counted apart
    assert not driver.session.undo_used and driver.session.rules.name == "setback-2"
    driver.play_game()
    won_again = int(driver.session.state.winner == 0)
    record = load_family_stats(tmp_path).variant("setback-2")
    assert (record.games, record.won, record.undo_games, record.undo_won) == (2, won + won_again, 1, won)
    assert load_family_stats(tmp_path).variant("setback-3") == VariantRecord()  # its own record
    driver.key("cmd+T")
    assert driver.modal_form_id() == ids.FamilyTextForm
    lines = app.family_text_dialog.text.splitlines()
    words = app.family_texts
    assert lines[:3] == [words.get("info_level", "Normal"), words.get("stats_games", 2, won + won_again),
                         words.get("stats_undo", 1, won)]
    check_screen(app.screen.framebuffer.copy(), "app/family/statistics", update_goldens)
    driver.key("enter")
    app.save_on_exit()


def test_undo_used_is_the_games_and_survives_the_save() -> None:
    session = FamilySession(get_variant("ten-point"), seed=4)
    while session.decision is None:
        session.apply(session.computer_action())
    session.apply(heuristic_choice(session))
    assert not session.undo_used
    while not session.can_take_back or session.decision is None:
        session.apply(session.computer_action() if session.decision is None else heuristic_choice(session))
    session.take_back()
    assert session.undo_used and session_of(save_text(session)).undo_used
    while session.phase is not Phase.SCORE:  # the next hands keep it: it is the game's
        session.apply(session.computer_action() if session.decision is None else heuristic_choice(session))
    session.next_hand()
    assert session.undo_used and FamilySession.replay(session.rules, 4, session.steps).undo_used


def test_a_record_of_the_first_version_reads_with_no_games_with_undo(tmp_path: Path) -> None:
    old = {"format": "palm-pitch-family-stats", "version": 1,
           "variants": {"ten-point": {"games": 3, "won": 2, "hands": 20, "made": 5, "set": 1,
                                      "last": [7, 20]}}}
    (tmp_path / FAMILY_STATS_FILE).write_text(json.dumps(old))
    record = load_family_stats(tmp_path).variant("ten-point")
    counts = (record.games, record.won, record.undo_games, record.undo_won, record.last)
    assert counts == (3, 2, 0, 0, (7, 20))
    book = FamilyRecordBook.from_text(load_family_stats(tmp_path).to_text())
    assert book.variant("ten-point") == record and json.loads(book.to_text())["version"] == 2


def test_each_level_keeps_its_own_record_of_a_variant(tmp_path: Path) -> None:
    book = FamilyRecordBook()
    for level in ("normal", "hard"):
        session = FamilySession(get_variant("setback-2"), seed=3, level=level)
        while not session.state.results:
            action = session.computer_action() if session.computer_to_act else session.legal_actions()[0]
            session.apply(action)
        assert book.count_hand(session)
    book.count_hand(session)  # the same hand again: not counted twice
    again = FamilyRecordBook.from_text(book.to_text())
    assert again.variant("setback-2").hands == 1 and again.variant("setback-2", "hard").hands == 1
    assert again.variant("setback-2", "expert") == VariantRecord()
    assert set(json.loads(book.to_text())["variants"]) == {"setback-2", "setback-2@hard"}  # Normal: the name
    app = PitchApp(seed=2, data_dir=tmp_path)
    app.family_stats = again
    text = app.statistics_text("setback-2", "hard")
    assert text.splitlines()[:3] == ["Computer players: Hard", "Games: 0, won 0", "Games with undo: 0, won 0"]
    assert "Hands: 1" in text
    app.save_on_exit()


def test_the_hints_asked_are_counted_in_the_variants_record(tmp_path: Path) -> None:
    """Each hint shown, the bid dialog's (?) and the play's (Game > Hint), counts once in the
    record of the variant at its level; the Palm game's statistics count none of them."""
    app = PitchApp(seed=3, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("ten-point")
    palm_before = app.storage.load_statistics()
    driver.play_until(lambda: driver.modal_form_id() == ids.FamilyBidForm)
    assert load_family_stats(tmp_path).variant("ten-point").hints == 0
    driver.key("?")
    assert load_family_stats(tmp_path).variant("ten-point").hints == 1  # saved at once
    driver.key("enter")  # the hinted bid made
    driver.play_until(lambda: app.controller.your_turn)
    app.menu_command(ids.GameHintCmd)
    app.menu_command(ids.GameHintCmd)  # asked twice, counted twice
    record = load_family_stats(tmp_path).variant("ten-point")
    assert record.hints == 3 and load_family_stats(tmp_path).variant("ten-point", "hard").hints == 0
    assert app.storage.load_statistics() == palm_before
    assert app.family_texts.get("stats_hints", 3) in app.statistics_text("ten-point").splitlines()
    app.save_on_exit()


def test_a_pitch_that_does_not_count_hints_reads_the_rest_of_the_record(tmp_path: Path) -> None:
    """The hints are kept in a map of their own: each variant's fields are those every reader of
    version 2 takes (a reader from before made its records of exactly these), and a map of hints
    that is not one sets the file aside like any damage."""
    book = FamilyRecordBook({"setback": VariantRecord(games=2, won=1, hands=9, hints=4),
                             "setback@expert": VariantRecord(hands=3)})
    data = json.loads(book.to_text())
    older_fields = {"games", "won", "hands", "made", "set", "undo_games", "undo_won", "last"}
    assert all(set(fields) == older_fields for fields in data["variants"].values())
    assert data["version"] == 2 and data["hints"] == {"setback": 4}  # none kept for no hints
    assert FamilyRecordBook.from_text(book.to_text()) == book
    (tmp_path / FAMILY_STATS_FILE).write_text(json.dumps(dict(data, hints={"setback": "many"})))
    assert load_family_stats(tmp_path) == FamilyRecordBook()
    assert (tmp_path / (FAMILY_STATS_FILE + ".damaged")).is_file()
