"""Features players expect: the hands as dealt after each hand, points so far,
auto-play of a forced card, Game > Export, Esc, and the system sounds."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from app_helpers import Driver, heuristic_session

from palm_os.alerts import ALERT_FORM_ID
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.dialogs_deal import dealt_order
from palm_pitch.app.dialogs_points import tally
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import Preferences
from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.record import GameRecord
from palm_pitch.rules import PALM, LowTo
from palm_pitch.state import Phase
from palm_sdk.chars import chrCarriageReturn, chrEscape
from palm_sdk.keys import commandKeyMask
from palm_sdk.sound import SndSysBeepType

# -- the hands as dealt -----------------------------------------------------------------------


def test_the_summary_shows_the_four_hands_as_dealt() -> None:
    d = Driver(PitchApp(seed=1))
    dealt = tuple(d.app.session.state.dealt_hand(seat) for seat in range(4))
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    d.tap_control(ids.SummaryHandsButton, "Hands")
    assert d.modal_form_id() == ids.DealForm
    assert d.app.system.modal[-1].form.title == "Hand 1 as Dealt"
    review = d.app.summary_dialog.deal_dialog
    assert [set(hand) for hand in review.deal] == [set(hand) for hand in dealt]
    d.tap_control(ids.DealOKButton, "OK")
    assert d.modal_form_id() == ids.SummaryForm  # back to the summary
    d.close_summary()
    assert d.state.hand_number == 2


def test_a_later_summary_from_the_menu_reviews_that_hand() -> None:
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: d.state.hand_number == 2 and d.app.controller.your_turn)
    first = d.app.session.deals[0]
    d.app.key("h", commandKeyMask)
    d.tap_control(ids.SummaryHandsButton, "Hands")
    assert d.app.summary_dialog.deal_dialog.deal == first and d.app.session.deals[1] != first


def test_trumps_come_first_in_a_reviewed_hand() -> None:
    cards = tuple(Card.from_str(c) for c in ("AS", "2H", "KD", "JH", "9C", "TS"))
    assert [str(c) for c in dealt_order(cards, Suit.HEARTS)] == ["JH", "2H", "AS", "TS", "9C", "KD"]


# -- points so far ----------------------------------------------------------------------------


def test_points_so_far_before_any_card_says_so() -> None:
    app = PitchApp(seed=1)
    app.key("p", commandKeyMask)
    assert app.system.modal[-1].form.form_id == ALERT_FORM_ID
    assert app.system.modal[-1].form.title == "Points So Far"


def test_points_so_far_follow_the_cards_played() -> None:
    session = heuristic_session(1, lambda s: s.phase is Phase.PLAY and len(s.state.tricks) == 3)
    state = session.state
    counts = tally(state)
    assert counts is not None and state.trump is not None
    played = [(seat, card, trick.winner) for trick in state.tricks for seat, card in trick.plays]
    trumps = [entry for entry in played if entry[1].suit == state.trump]
    top = max(trumps, key=lambda e: e[1].rank)
    assert counts.high.card == top[1] and counts.high.team == top[0] % 2
    bottom = min(trumps, key=lambda e: e[1].rank)
    assert counts.low.card == bottom[1] and counts.low.team == bottom[2] % 2
    assert sum(counts.pips) == sum(
        {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}.get(c.rank, 0)
        for _, c, _ in played
    )
    at_end = tally(heuristic_session(1, lambda s: s.phase is Phase.SCORE).state)
    result = heuristic_session(1, lambda s: s.phase is Phase.SCORE).state.result
    assert at_end is not None and result is not None
    assert (at_end.high.team, at_end.low.team, at_end.jack.team) == (result.high, result.low, result.jack)
    assert at_end.pips == result.game_pips


def test_low_to_the_holder_counts_for_its_player_at_once() -> None:
    ruleset = dataclasses.replace(PALM, low_to=LowTo.HOLDER)
    session = heuristic_session(1, lambda s: s.phase is Phase.PLAY and len(s.state.trick) == 1, ruleset)
    counts = tally(session.state)
    assert counts is not None and counts.low.team == session.state.leader % 2


def test_the_dialog_opens_from_the_menu() -> None:
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: len(d.state.tricks) == 2 and d.app.controller.your_turn)
    d.app.key("p", commandKeyMask)
    assert d.modal_form_id() == ids.PointsForm


# -- auto-play --------------------------------------------------------------------------------


def forced_moment(auto: bool) -> Driver:
    """Seed 1 at South's first turn with a single legal card (auto-play on or off)."""
    app = PitchApp(seed=1)
    app.set_preferences(dataclasses.replace(app.prefs, autoPlay=auto))
    d = Driver(app)
    d.play_on(lambda: d.app.controller.only_card() is not None)
    return d


def test_auto_play_is_off_by_default_and_waits_for_you() -> None:
    assert Preferences().autoPlay is False
    d = forced_moment(auto=False)
    steps = len(d.app.session.steps)
    d.app.advance(500)
    assert len(d.app.session.steps) == steps and d.app.controller.your_turn


def test_auto_play_plays_your_only_legal_card_after_the_pause() -> None:
    d = forced_moment(auto=True)
    card = d.app.controller.only_card()
    assert d.app.controller.selected == card and d.app.controller.auto_playing
    assert d.app.controller.status() == "Your only legal card goes"
    d.app.advance(d.app.controller.pause)
    assert card in d.app.session.actions and d.app.session.actions[-1] is not None


def test_a_tap_plays_the_forced_card_at_once_and_undo_goes_back_to_your_last_choice() -> None:
    """Undo with Play forced cards on: the forced card is no choice, so it is taken back with
    your last real decision and nothing is played again for you (before, the app played the
    same card again at once and every Ctrl+Z only added a take-back to the record)."""
    d = forced_moment(auto=True)
    card = d.app.controller.only_card()
    choices = [state for state, seat in d.app.session._hand if seat == 0 and len(state.legal_actions()) > 1]
    d.app.tap(80, 60)
    assert card in d.app.session.actions
    d.app.key("z", commandKeyMask)
    d.app.advance(1000)  # the bid dialog (a bid was the choice) or your turn, nothing played for you
    assert d.state == choices[-1] and not d.app.controller.auto_playing
    assert card not in d.app.session.actions
    steps = len(d.app.session.steps)
    d.app.advance(1000)
    assert len(d.app.session.steps) == steps


def test_undo_with_auto_play_never_records_a_take_back_that_is_played_again() -> None:
    """Each Ctrl+Z with Play forced cards on changes the game: no take-back is followed by the
    card it took back, played for you."""
    d = forced_moment(auto=True)
    d.app.advance(d.app.controller.pause)  # the forced card goes
    for _ in range(3):
        if not d.app.session.can_take_back:
            break
        before = list(d.app.session.actions)
        d.app.key("z", commandKeyMask)
        d.app.advance(1000)
        now = d.app.session.actions
        assert now != before and now == before[: len(now)]


# -- export (the Memo Pad: tests/app/test_app_export.py) ----------------------------------------


def test_a_house_rules_game_exports_its_switches(tmp_path: Path) -> None:
    app = PitchApp(seed=1, data_dir=tmp_path)
    prefs = dataclasses.replace(app.prefs, switches=(15, 1, 1, 1, 1, 1, 1, 1), rulesetName="house")
    app.set_preferences(prefs)
    app.system.modal[-1].finish(0x7F10)  # "New Game" with these rules
    app.key("e", commandKeyMask)
    text = (tmp_path / "exports" / f"pitch-game-{app.session.seed}.txt").read_text(encoding="utf-8")
    assert '[Switches "target=15 low_to=1"]' in text
    assert GameRecord.from_text(text).rules().target == 15


# -- Esc ----------------------------------------------------------------------------------------


def test_esc_closes_a_popup_list_then_the_preferences_unchanged() -> None:
    d = Driver(PitchApp(seed=1))
    d.app.key("r", commandKeyMask)
    d.tap_control(ids.PrefsAllPassTrigger, "All pass")
    lst = d.app.system.modal[-1].form.list_object(ids.PrefsAllPassList)
    assert lst.popped_up
    d.app.key(chrEscape)
    assert not lst.popped_up and d.modal_form_id() == ids.PrefsForm
    d.app.key(chrEscape)  # Cancel
    assert d.modal_form_id() is None and d.app.prefs == Preferences()


def test_enter_in_the_preferences_is_ok_and_keeps_the_choices(tmp_path: Path) -> None:
    """Enter in a settings form means OK (it was Cancel, and dropped the player's choices)."""
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.app.key("r", commandKeyMask)
    d.tap_control(ids.PrefsSoundCheckbox, "Sound off")
    assert d.app.system.modal[-1].form.default_button == ids.PrefsOKButton
    d.app.key(chrCarriageReturn)
    assert d.modal_form_id() is None and d.app.prefs.soundOn is False
    assert Preferences.load(tmp_path / "PitchPrefs-PPch.pdb").soundOn is False


def test_esc_in_the_preferences_is_cancel() -> None:
    d = Driver(PitchApp(seed=1))
    d.app.key("r", commandKeyMask)
    d.tap_control(ids.PrefsSoundCheckbox, "Sound off")
    d.app.key(chrEscape)
    assert d.modal_form_id() is None and d.app.prefs == Preferences()


def test_esc_closes_the_dialogs() -> None:
    app = PitchApp(seed=1)
    for shortcut in "autsk":
        app.key(shortcut, commandKeyMask)
        assert app.system.modal, shortcut
        app.key(chrEscape)
        assert not app.system.modal, shortcut


# -- sounds -------------------------------------------------------------------------------------


def test_the_sounds_follow_the_game_when_wanted() -> None:
    d = Driver(PitchApp(seed=99))  # East bids 3 and pitches; South holds a card it may not play
    played: list[int] = []
    d.app.set_sound_output(played.append)
    d.play_on(lambda: d.app.controller.your_turn and bool(d.state.trick))
    assert played == [SndSysBeepType.sndClick]  # your bid
    wrong = next(c for c in d.app.session.south_hand() if c not in d.state.legal_actions())
    d.play(wrong)
    assert played[-1] == SndSysBeepType.sndError
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    result = d.state.result
    assert result is not None and result.pitcher == 3  # East's bid: nothing to confirm for us
    assert SndSysBeepType.sndConfirmation not in played


@pytest.mark.parametrize("on", [True, False])
def test_the_sound_preference(on: bool) -> None:
    app = PitchApp(seed=1)
    app.set_preferences(dataclasses.replace(app.prefs, soundOn=on))
    d = Driver(app)
    d.wait_for_south()
    d.bid(Bid.PASS)
    assert (SndSysBeepType.sndClick in app.system.sounds) == on


def test_the_preferences_form_sets_sound_and_auto_play(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.app.key("r", commandKeyMask)
    d.tap_control(ids.PrefsSoundCheckbox, "Sound off")
    d.tap_control(ids.PrefsAutoPlayCheckbox, "Play forced cards")
    d.tap_control(ids.PrefsOKButton, "OK")
    assert (d.app.prefs.soundOn, d.app.prefs.autoPlay) == (False, True)
    assert d.app.controller.auto_play
    assert Preferences.load(tmp_path / "PitchPrefs-PPch.pdb") == d.app.prefs


# -- the rules of the game in progress -----------------------------------------------------------


def _game_to_11_with_low_to_holder() -> PitchApp:
    app = PitchApp(seed=1)
    house = (11, 1, 1, 1, 1, 1, 1, 1)
    app.set_preferences(dataclasses.replace(app.prefs, switches=house, rulesetName="house"))
    app.system.modal[-1].finish(0x7F10)  # "New Game" with these rules
    assert app.session.ruleset.target == 11
    return app


def test_about_names_the_target_of_the_game_in_progress() -> None:
    app = _game_to_11_with_low_to_holder()
    app.key("a", commandKeyMask)
    assert app.system.modal[-1].form.label(ids.AboutLine3Label).text == "two teams, 11 to win."
    resource = PitchApp(seed=1).resources.form(ids.AboutForm)
    assert resource.label(ids.AboutLine3Label).text.endswith("21 to win.")


def test_game_info_shows_the_rules_of_the_game_in_progress_not_the_next() -> None:
    app = _game_to_11_with_low_to_holder()
    palm = (21, 0, 1, 1, 1, 1, 1, 1)
    app.set_preferences(dataclasses.replace(app.prefs, switches=palm, rulesetName="palm"))
    app.system.modal[-1].finish(0x7F11)  # Later: the next game is to 21, this one still to 11
    app.key("i", commandKeyMask)
    form = app.system.modal[-1].form
    assert form.title == "Game Info"
    text = form.field_object(0x7F01).text
    assert text.splitlines()[:2] == ["Play to: 11", "Low to: Holder"]
    assert "Smudge: Worth 5" in text


def test_the_texts_say_the_target_is_the_game_s() -> None:
    resources = PitchApp(seed=1).resources
    rules = resources.packed_text(ids.RulesText)
    assert "A team needs 21," not in rules and "Game > Game Info" in rules
    assert "reaches 21" not in resources.string(ids.AboutHelpString)
