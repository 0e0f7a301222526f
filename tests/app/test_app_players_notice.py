"""Small things players noticed, each checked here (each of these tests failed before its fix):

* a key pressed while a finished trick is on the table was swallowed;
* Enter closed the Rules but not About or an alert;
* "They win" had no full stop beside "You win!";
* the summary's Game row put the winner's count first under the Us and Them columns;
* a steal showed as "North bid 2";
* hearts and diamonds differed only by a small outline.
"""

from __future__ import annotations

from app_helpers import Driver, heuristic_session

from palm_os.alerts import ALERT_FORM_ID
from palm_os.bitmap import Bitmap
from palm_os.window import Window
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.resources import load_resources
from palm_pitch.app.texts import Texts, stolen
from palm_pitch.cards import Card
from palm_pitch.state import Phase
from palm_sdk.chars import chrLineFeed
from palm_sdk.keys import commandKeyMask, vchrPageDown


def test_a_card_key_during_a_finished_trick_is_not_swallowed() -> None:
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: d.app.controller.shown_trick is not None and d.app.session.human_to_act)
    hand = d.app.session.south_hand()
    d.app.key("2")  # ends the hold, and raises your second card
    assert d.app.controller.shown_trick is None
    assert d.app.controller.selected == hand[1]
    d.app.key(vchrPageDown)
    assert d.app.controller.selected == hand[2 % len(hand)]


def test_a_card_key_that_hurries_a_computer_player_raises_nothing() -> None:
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: d.app.controller.pending and d.state.phase is Phase.PLAY and d.state.to_move == 1)
    steps = len(d.app.session.steps)
    d.app.key("2")  # West plays at once; North is next, so the key has nothing to raise
    assert len(d.app.session.steps) == steps + 1 and d.state.to_move == 2
    assert d.app.controller.selected is None


def test_enter_closes_about_and_an_alert() -> None:
    app = PitchApp(seed=1)
    app.key("a", commandKeyMask)
    assert app.system.modal[-1].form.form_id == ids.AboutForm
    app.key(chrLineFeed)
    assert not app.system.modal
    app.key("h", commandKeyMask)  # no hand finished: an alert
    assert app.system.modal[-1].form.form_id == ALERT_FORM_ID
    app.key(chrLineFeed)
    assert not app.system.modal


def test_both_headlines_end_in_punctuation() -> None:
    texts = Texts(load_resources())
    assert texts.get(ids.GameOverWinString) == "You win!"
    assert texts.get(ids.GameOverLoseString) == "They win."


def drawn_text(monkeypatch, draw) -> list[str]:  # type: ignore[no-untyped-def]
    """Every string drawn while ``draw()`` runs."""
    seen: list[str] = []
    original = Window.draw_chars

    def spy(self, text, x, y):  # type: ignore[no-untyped-def]
        seen.append(text)
        return original(self, text, x, y)

    monkeypatch.setattr(Window, "draw_chars", spy)
    draw()
    return seen


def test_the_game_row_counts_us_then_them_like_the_columns(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    d = Driver(PitchApp(seed=1))
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    us, them = d.state.result.game_pips  # type: ignore[union-attr]
    assert us < them  # seed 1: they took more card points, so the old order showed theirs first
    form = d.app.system.modal[-1].form
    seen = drawn_text(monkeypatch, lambda: form.draw_object(form.get_object_index(ids.SummaryGadget)))
    assert f"{us} to {them}" in seen


def test_a_steal_is_named_a_steal() -> None:
    assert stolen(1, (Bid.PASS, Bid.TWO, Bid.THREE, Bid.THREE), 1)
    assert not stolen(1, (Bid.PASS, Bid.PASS, Bid.PASS, Bid.TWO), 1)  # the forced dealer bid
    assert not stolen(1, (Bid.PASS, Bid.TWO, Bid.PASS, Bid.THREE), 1)  # topped, not matched
    texts = Texts(load_resources())
    assert texts.contract(2, Bid.TWO, stole=True) == "North stole at 2"
    # seed 0: West deals the first hand and steals East's 3; the table says so
    session = heuristic_session(0, lambda s: s.state.phase is Phase.PLAY)
    assert stolen(session.state.dealer, session.state.bids, session.state.pitcher)
    app = PitchApp(seed=0)
    app.controller.start(session)
    assert app.controller.scene().stole


def _ink(bitmap: Bitmap) -> set[tuple[int, int]]:
    rows = bitmap.to_text().splitlines()
    return {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "#"}


def test_hearts_and_diamonds_are_unmistakable() -> None:
    """A diamond is outlined around a solid centre, a heart is an empty outline: at every size the
    two differ in more than a third of their ink, and only the diamond has ink in the middle."""
    resources = load_resources()
    for heart_id, diamond_id in ((ids.SmallHeartBitmap, ids.SmallDiamondBitmap),
                                 (ids.LargeHeartBitmap, ids.LargeDiamondBitmap)):
        heart, diamond = resources.bitmap(heart_id), resources.bitmap(diamond_id)
        a, b = _ink(heart), _ink(diamond)
        assert len(a ^ b) > len(a | b) / 3
        middle = (diamond.width // 2, diamond.height // 2)
        assert middle in b and (heart.width // 2, heart.height // 2) not in a


def test_the_card_faces_follow() -> None:
    app = PitchApp(seed=1)
    heart, diamond = app.art.face(Card.from_str("8H")), app.art.face(Card.from_str("8D"))
    assert len(_ink(heart) ^ _ink(diamond)) > 40
