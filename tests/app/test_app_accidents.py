"""No bid by accident: shortcuts never bid, the taps and keys that hurry the
computer players are used up, the bid dialog opens only once the pen is up and input has
settled, Enter is the default button (Pass), and the keys are documented in the window.

Each test here failed before the fix: Ctrl+S bid Smudge (seed 3), a second hurrying tap bid 4
(seed 1), Enter bid 2 when Pass was not allowed.
"""

from __future__ import annotations

from pathlib import Path

from app_helpers import Driver, heuristic_session, save_fixture

from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.game import BID_SETTLE
from palm_pitch.app.pitch_app import PitchApp
from palm_sdk.chars import chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask


def test_ctrl_s_in_the_bid_dialog_bids_nothing() -> None:
    """The report: seed 3, wait 3000, ``key cmd+s``: Smudge was bid."""
    app = PitchApp(seed=3)
    app.advance(300)
    assert app.system.modal and app.system.modal[-1].form.form_id == ids.BidForm
    steps = list(app.session.steps)
    for letter in "sSnp234":
        app.key(letter, commandKeyMask)
    assert app.session.steps == steps
    assert app.system.modal[-1].form.form_id == ids.BidForm  # and no menu opened over it


def test_two_taps_that_hurry_the_others_never_bid() -> None:
    """The report: seed 1, two taps at (91, 98): the first hurried East, the bid dialog opened
    under the pen, the second tap bid 4."""
    app = PitchApp(seed=1)
    app.tap(91, 98)
    app.tap(91, 98)
    assert app.session.steps == [Bid.TWO]  # East's bid, nothing of South's
    assert not app.system.modal  # the dialog waits for the taps to settle
    app.advance(BID_SETTLE)
    assert app.system.modal and app.system.modal[-1].form.form_id == ids.BidForm
    assert app.session.steps == [Bid.TWO]


def test_the_bid_dialog_waits_for_the_pen_to_come_up() -> None:
    app = PitchApp(seed=1)
    app.pen_down(91, 98)  # hurries East, and stays down
    app.advance(500)
    assert not app.system.modal
    app.pen_up(91, 98)
    assert not app.system.modal  # not at once: the pen-up is input too
    app.advance(BID_SETTLE + 10)
    assert app.system.modal[-1].form.form_id == ids.BidForm
    assert app.session.steps == [Bid.TWO]


def test_keys_that_hurry_are_used_up_and_wait_like_taps() -> None:
    app = PitchApp(seed=1)
    app.key("4")  # hurries East
    app.key("4")  # would have bid 4
    assert app.session.steps == [Bid.TWO] and not app.system.modal
    app.advance(BID_SETTLE)
    assert app.system.modal[-1].form.form_id == ids.BidForm


def test_without_recent_input_the_dialog_opens_at_once() -> None:
    app = PitchApp(seed=1)
    app.advance(60)  # East's pause
    assert app.system.modal and app.system.modal[-1].form.form_id == ids.BidForm


def test_enter_is_the_default_button_pass_and_esc_bids_nothing() -> None:
    d = Driver(PitchApp(seed=1))
    d.wait_for_south()
    form = d.app.system.modal[-1].form
    assert form.default_button == ids.BidPassButton
    d.app.key(chrEscape)
    assert d.modal_form_id() == ids.BidForm and d.app.session.steps == [Bid.TWO]
    d.app.key(chrLineFeed)
    assert d.app.session.steps == [Bid.TWO, Bid.PASS]


def test_the_keys_are_documented_in_the_window() -> None:
    """Options > Keyboard: every key of the table, the bid dialog and the dialogs."""
    app = PitchApp(seed=1)
    app.key("k", commandKeyMask)
    form = app.system.modal[-1].form
    assert form.form_id == ids.KeysForm and form.title == "Keyboard"
    text = form.field_object(ids.KeysField).text
    for words in ("1 to 6", "Enter: play", "2, 3, 4: bid", "S: ask for Smudge", "P: pass", "never bids",
                  "Esc", "Ctrl+Z"):
        assert words in text, words
    app.key(chrLineFeed)  # Done, the default button
    assert not app.system.modal


def test_a_double_tap_never_starts_a_new_game_unseen(tmp_path: Path) -> None:
    """Seed 1 from the start of hand 10 (South bids 3 and wins the match): the tap that closes the last
    summary, tapped twice, fell on the game-over dialog's New Game; now it opens once input has
    settled, and the summary itself waits for the last card's taps too."""
    save_fixture(tmp_path, heuristic_session(1, lambda s: s.state.hand_number == 10 and not s.state.bids))
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.state.is_over, close_summaries=False)
    assert d.modal_form_id() is None  # the last trick's taps: the summary waits
    d.app.advance(500)
    assert d.modal_form_id() == ids.SummaryForm
    ok = d.control_center(ids.SummaryOKButton)
    d.app.tap(*ok)
    d.app.tap(*ok)  # where New Game will be: the dialog is not there yet
    assert d.modal_form_id() is None and d.state.is_over
    d.app.advance(BID_SETTLE)
    assert d.modal_form_id() == ids.GameOverForm
