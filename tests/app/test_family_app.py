"""The family in the desktop app: the device profile, the variant chosen, saves, keys and taps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from family_app_helpers import FamilyDriver, heuristic_choice

from palm_os.resources import ResourceNotFound
from palm_pitch.app import family_layout, ids
from palm_pitch.app.family_dialogs import VARIANTS_TEXT, info_text, rules_text, variant_rules
from palm_pitch.app.family_saves import FAMILY_GAME_FILE, FamilySaveError, save_text, session_of
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.family_variant import offered_variants
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp, create_app
from palm_pitch.app.savedata import Preferences
from palm_pitch.app.session import GameSession
from palm_pitch.family.engine import Phase
from palm_pitch.family.search import FamilySearch
from palm_pitch.family.variants import get_variant
from palm_pitch.frontends.headless import render
from palm_sdk.keys import commandKeyMask


def test_the_device_profile_offers_what_the_device_offers() -> None:
    app = create_app(seed=3, device_profile=True)
    driver = FamilyDriver(app)
    driver.key("cmd+V")
    assert driver.modal_form_id() is None and isinstance(app.controller.session, GameSession)
    menu = app.system.menu
    assert menu is not None
    items = [item.id for pulldown in menu.menus for item in pulldown.items]
    assert ids.GameVariantCmd not in items
    with pytest.raises(ResourceNotFound):  # the desktop's own resources are not there at all
        app.resources.form(ids.VariantForm)


def test_the_desktop_adds_game_variant_after_new_game() -> None:
    app = create_app(seed=3)
    FamilyDriver(app).key("cmd+V")
    assert app.system.modal[-1].form.form_id == ids.VariantForm
    game = app.system.menu.menus[0]  # type: ignore[union-attr]
    assert [item.id for item in game.items[:3]] == [ids.GameNewGameCmd, ids.GameVariantCmd, ids.GameUndoCmd]
    assert game.items[1].text == "Variant\u2026" and game.items[1].shortcut == "V"


def test_the_palm_game_looks_the_same_in_both_profiles(tmp_path: Path) -> None:
    script = "wait 3000\nshot a\ntap 80 130\nwait 5000\nshot b\nkey enter\nwait 5000\nshot c\n"
    desktop = [p.read_bytes() for p in render(script, tmp_path / "d", seed=5)]
    device = [p.read_bytes() for p in render(script, tmp_path / "e", seed=5, device_profile=True)]
    assert desktop == device and len(desktop) == 3


def test_a_family_game_is_saved_at_every_step_and_resumed(tmp_path: Path) -> None:
    app = PitchApp(seed=8, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("setback-3")
    driver.play_until(lambda: len(driver.session.state.tricks) >= 2)
    assert (tmp_path / FAMILY_GAME_FILE).is_file()
    steps, state = list(driver.session.steps), driver.session.state
    app.save_on_exit()
    again = PitchApp(seed=9, data_dir=tmp_path)
    session = again.controller.session
    assert isinstance(session, FamilySession) and session.steps == steps and session.state == state
    form = again.system.get_form(ids.MainForm)
    assert form is not None and form.title == "Setback-3"
    # a Palm game dealt again removes it
    again.start_variant("palm")
    assert not (tmp_path / FAMILY_GAME_FILE).exists() and isinstance(again.controller.session, GameSession)
    again.save_on_exit()


def test_a_damaged_family_save_is_set_aside_and_reported(tmp_path: Path) -> None:
    (tmp_path / FAMILY_GAME_FILE).write_text('{"format": "palm-pitch-family-game", "version": 1, '
                                            '"ruleset": "setback-3", "seed": 1, "steps": ["AS", "AS"]}')
    app = PitchApp(seed=8, data_dir=tmp_path)
    assert isinstance(app.controller.session, GameSession)
    assert not (tmp_path / FAMILY_GAME_FILE).exists()
    assert list(tmp_path.glob(f"{FAMILY_GAME_FILE}*"))  # moved aside, not deleted
    assert app.system.modal and app.system.modal[-1].form.title == "Saved Game Damaged"
    app.save_on_exit()


def test_keys_one_to_nine_and_zero_raise_the_cards_of_a_long_hand() -> None:
    app = PitchApp(seed=3)
    driver = FamilyDriver(app)
    driver.choose_variant("susqy-river")
    driver.play_until(lambda: app.controller.your_turn and len(driver.session.hand()) == 7)
    hand = driver.session.hand()
    for index, key in enumerate("1234567"):
        driver.key(key)
        assert app.controller.selected == hand[index]
    driver.key("0")  # a tenth card there is not: nothing changes
    assert app.controller.selected == hand[6]


def test_a_tap_on_an_overlapped_card_takes_the_card_it_shows() -> None:
    for count in range(7, 11):
        for index in range(count):
            x, y = family_layout.hand_card_center(index, count)
            assert family_layout.hand_index_at(x, y, count) == index
            rect = family_layout.hand_card_rect(index, count)
            assert family_layout.hand_index_at(rect.x, rect.y + 5, count) == index
        assert family_layout.hand_card_rect(count - 1, count).right <= 158
        raised = family_layout.hand_card_rect(2, count, raised=True)
        assert family_layout.hand_index_at(raised.right - 1, raised.y + 1, count, raised=2) == 2


def test_a_card_the_rules_refuse_is_named_and_not_played() -> None:
    app = PitchApp(seed=3)
    driver = FamilyDriver(app)
    driver.choose_variant("setback")  # strict follow suit

    def refusable() -> bool:
        session = driver.session
        return app.controller.your_turn and any(
            session.state.why_illegal(card) is not None for card in session.hand())

    driver.play_until(refusable)
    hand = driver.session.hand()
    card = next(card for card in hand if driver.session.state.why_illegal(card) is not None)
    before = list(driver.session.steps)
    x, y = family_layout.hand_card_center(hand.index(card), len(hand))
    driver.tap(x, y)
    driver.tap_control(ids.MainPlayButton)
    assert driver.session.steps == before
    assert app.controller.status() == driver.session.state.why_illegal(card)
    assert heuristic_choice(driver.session) in driver.session.legal_actions()


def test_the_rules_of_each_variant_come_from_docs_variants_md() -> None:
    import variants_text

    assert VARIANTS_TEXT.read_text(encoding="utf-8") == variants_text.render(), (
        "resources/variants.txt is stale: run tools/regenerate.py")
    rules = variant_rules()
    for variant in offered_variants():
        assert variant.name in rules and len(rules[variant.name]) > 200
        assert rules_text(variant).startswith(f"{variant.name}: {variant.description}")
    assert "Deck: 54 cards (52, two jokers)." in rules["ten-point"].splitlines()
    # the page's references to the project's source documents are not the player's
    assert not any("seeds/" in text or "docs/" in text for text in rules.values())
    assert rules["reverse-pitch"].startswith("Basic (auction) pitch where the lowest card")


def test_game_menu_texts_of_a_family_game_open_and_close() -> None:
    app = PitchApp(seed=3)
    driver = FamilyDriver(app)
    driver.choose_variant("ten-point")
    driver.play_until(lambda: bool(driver.session.state.results) and driver.modal_form_id() is None)
    for key in "SPLIUH":
        driver.key(f"cmd+{key}")
        if key == "L":  # Last Trick: the cards (or the alert before a trick of the hand is done)
            finished = any(trick.winner is not None for trick in driver.session.state.tricks)
            assert (driver.modal_form_id() == ids.LastTrickForm) == finished
        else:
            assert driver.modal_form_id() == ids.FamilyTextForm, key
        driver.key("enter")
        assert driver.modal_form_id() is None
    summary = app.family_text_dialog.text  # the last hand's, with the hands as dealt under it
    result = driver.session.state.results[-1]
    assert f"{app.family_texts.get('sum_made' if result.made else 'sum_set', '')}"[:5] in summary
    dealt = summary.split(app.family_texts.get("hands_title"))[1].strip().splitlines()
    assert [line.split(":")[0] for line in dealt] == ["You", "West", "North", "East"]
    assert all(line.count(",") == 8 for line in dealt)  # nine cards each
    could = driver.session.can_take_back
    steps = len(driver.session.steps)
    driver.key("cmd+Z")  # Undo: your last decision of the deal, or the alert when there is none
    assert (driver.modal_form_id() is None) == could
    assert len(driver.session.steps) == steps + could
    if not could:
        driver.key("enter")
    assert driver.session.phase is not Phase.DEAL


def test_a_table_mode_takes_a_decision_by_taps_on_the_cards() -> None:
    from palm_pitch.app.family_decisions import TABLE_MODES, register_table_mode
    from palm_pitch.family.actions import KEEP, Discard

    class DiscardOnTheTable:
        """Mark one card, then Play discards it; Play with nothing marked keeps the rest."""

        def tap(self, session: FamilySession, marked: frozenset[int], index: int) -> frozenset[int]:
            return frozenset() if index in marked else frozenset({index})

        def confirm(self, session: FamilySession, marked: frozenset[int]) -> object:
            if not marked:
                return KEEP if KEEP in session.legal_actions() else "Mark a card"
            return Discard(session.hand()[min(marked)])

        def status(self, session: FamilySession, marked: frozenset[int]) -> str:
            return f"{len(marked)} marked"

    saved = dict(TABLE_MODES)
    register_table_mode(Phase.DISCARD, DiscardOnTheTable())  # type: ignore[arg-type]
    try:
        app = PitchApp(seed=3)
        driver = FamilyDriver(app)
        driver.choose_variant("setback-draw")
        driver.play_until(lambda: driver.session.decision is Phase.DISCARD and not app.controller.pending)
        assert driver.modal_form_id() is None and app.controller.status() == "0 marked"
        hand = driver.session.hand()
        x, y = family_layout.hand_card_center(1, len(hand))
        driver.tap(x, y)
        assert app.controller.marked == {1} and app.controller.scene().marked == {1}
        assert app.controller.status() == "1 marked"
        driver.key("3")
        assert app.controller.marked == {2}
        before = len(driver.session.steps)
        driver.tap_control(ids.MainPlayButton)
        assert driver.session.steps[before] == Discard(hand[2]) and app.controller.marked == frozenset()
    finally:
        TABLE_MODES.clear()
        TABLE_MODES.update(saved)


def test_each_variant_keeps_its_own_record(tmp_path: Path) -> None:
    from palm_pitch.app.family_stats import FAMILY_STATS_FILE, load_family_stats

    app = PitchApp(seed=2, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("setback-2")
    driver.play_game()
    state = driver.session.state
    record = load_family_stats(tmp_path).variant("setback-2")
    assert (record.games, record.won, record.hands) == (1, int(state.winner == 0), len(state.results))
    made = sum(1 for r in state.results if r.maker == 0 and r.made)
    assert record.made == made and record.made + record.set == sum(
        1 for r in state.results if r.maker == 0 and r.made is not None)
    assert load_family_stats(tmp_path).variant("ten-point").games == 0
    driver.key("cmd+T")
    lines, words = app.family_text_dialog.text.splitlines(), app.family_texts
    assert lines[:2] == [words.get("info_level", "Normal"), words.get("stats_games", 1, record.won)]
    driver.key("enter")
    app.save_on_exit()
    again = PitchApp(seed=2, data_dir=tmp_path)  # resumed: the last hand is not counted again
    assert load_family_stats(tmp_path).variant("setback-2").hands == len(state.results)
    again.save_on_exit()
    (tmp_path / FAMILY_STATS_FILE).write_text("{not json")
    assert load_family_stats(tmp_path).variants == {}  # set aside, a new record
    assert list(tmp_path.glob(f"{FAMILY_STATS_FILE}*")) != []


def test_in_the_window_ctrl_v_chooses_a_variant() -> None:
    from palm_os.shells.shell import PalmShell

    app = create_app(seed=3)
    shell = PalmShell(app, 2, clock=lambda: 0.0)
    assert shell.key_press("v", "\x16", control=True)
    assert app.system.modal[-1].form.form_id == ids.VariantForm
    for _ in range(app.variant_dialog.names.index("susqy-river")):
        shell.key_press("Next", "")  # Page Down: the scroll button
    form = app.system.modal[-1].form
    button = form.control(ids.VariantPlayButton).bounds
    x, y = shell.layout.window_point(form.bounds.x + button.x + 4, form.bounds.y + button.y + 4)
    shell.press(x, y)
    shell.release(x, y)
    session = app.controller.session
    assert isinstance(session, FamilySession) and session.rules.name == "susqy-river"
    main = app.system.get_form(ids.MainForm)
    assert main is not None and main.title == "Susqy-river"
    app.start_variant("setback-2")  # another variant: its name
    assert main.title == "Setback-2"
    app.start_variant("partnership-pitch-3x2")  # too long beside three teams' scores: cut short
    assert main.title.startswith("Part") and len(main.title) < 10
    app.start_variant("palm")
    assert main.title == "Pitch" and main.gadget(ids.MainScoreGadget).bounds.x == 44


def test_export_writes_the_family_record_that_replays(tmp_path: Path) -> None:
    from palm_pitch.family.record import FamilyRecord

    app = PitchApp(seed=4, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("auction-pitch-3")
    driver.play_until(lambda: len(driver.session.state.results) >= 1 and driver.modal_form_id() is None)
    driver.key("cmd+E")
    assert app.system.modal[-1].form.title == app.resources.alert(ids.MemoExportedAlert).title
    driver.key("enter")
    session = driver.session
    exported = tmp_path / "exports" / f"pitch-auction-pitch-3-{session.seed}.txt"
    record = FamilyRecord.from_text(exported.read_text(encoding="utf-8"))
    assert record.ruleset == "auction-pitch-3" and record.actions == tuple(session.actions)
    assert record.replay() == session.state or session.phase is Phase.SCORE
    assert (tmp_path / "MemoDB.pdb").is_file()
    app.save_on_exit()


def test_the_keyboard_help_names_the_family_keys() -> None:
    """Options > Keyboard: the Palm game's keys, then the family's (the device keeps the first alone)."""
    from palm_pitch.app.family_keys import FamilyKeysDialog

    app = PitchApp(seed=1)
    assert isinstance(app.keys_dialog, FamilyKeysDialog)
    app.key(ord("K"), commandKeyMask)
    assert app.system.modal and app.system.modal[-1].form.form_id == ids.KeysForm
    text = app.system.modal[-1].form.field_object(ids.KeysField).text
    palm = app.resources.packed_text(ids.KeyboardText).rstrip("\n")
    assert text.startswith(palm) and "THE FAMILY'S GAMES" in text[len(palm):]
    for words in ("Ctrl+V", "Ctrl+Z", "Doubled", "blind moon", "Call a partner", "Fold: F", "Discard"):
        assert words in text, words
    device = PitchApp(seed=1, device_profile=True)
    assert type(device.keys_dialog).__name__ == "KeysDialog"


@pytest.mark.parametrize(("code", "level"), [(0, "normal"), (1, "normal"), (2, "hard"), (3, "expert")])
def test_a_family_game_is_played_at_the_preferences_level_and_resumed_at_it(tmp_path: Path, code: int,
                                                                           level: str) -> None:
    Storage(tmp_path).save_preferences(Preferences(computerPauseMs=0, computerLevel=code))
    app = PitchApp(seed=8, data_dir=tmp_path, resume=False)
    driver = FamilyDriver(app)
    driver.choose_variant("auction-pitch")
    session = driver.session
    assert session.level == level  # Easy, which the family has not, plays as Normal
    assert isinstance(session.computer, FamilySearch) == (level != "normal")
    assert f"Computer players: {level.capitalize()}" in info_text(session.rules, app.family_texts, level)
    driver.play_until(lambda: len(driver.session.state.tricks) >= 3)
    computer = driver.session.computer
    assert not isinstance(computer, FamilySearch) or computer.searched > 0  # its cards were searched
    steps = list(driver.session.steps)
    app.save_on_exit()
    again = PitchApp(seed=9, data_dir=tmp_path).controller.session
    assert isinstance(again, FamilySession) and again.level == level and again.steps == steps
    assert again.computer_to_act or again.human_to_act
    if again.computer_to_act:  # it goes on as the game would have: the same decision, the same generator
        assert again.computer_action() == driver.session.computer_action()


def test_a_family_save_names_its_level_and_one_without_is_normal(tmp_path: Path) -> None:
    session = FamilySession(get_variant("setback-3"), seed=4, level="expert")
    assert json.loads(save_text(session))["level"] == "expert"
    assert session_of(save_text(session)).level == "expert"
    older = json.loads(save_text(session))
    del older["level"]
    assert session_of(json.dumps(older)).level == "normal"
    older["level"] = "grandmaster"
    with pytest.raises(FamilySaveError, match="level 'grandmaster'"):
        session_of(json.dumps(older))
