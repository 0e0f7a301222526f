"""The bid dialog: only the legal bids, the dealer's steal, the forced bid, keys, the text."""

from __future__ import annotations

import itertools

import pytest
from app_helpers import Driver

from palm_os.form_drawing import field_lines
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.bid import context_text
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession
from palm_pitch.app.texts import Texts
from palm_pitch.rules import PALM, AllPass, Ruleset
from palm_pitch.state import new_game


def bidding(seed: int) -> Driver:
    driver = Driver(PitchApp(seed=seed))
    driver.wait_for_south()
    assert driver.modal_form_id() == ids.BidForm
    return driver


def shown(driver: Driver) -> dict[str, Bid]:
    """The usable buttons of the bid dialog: label -> bid."""
    form = driver.app.system.modal[-1].form
    return {
        form.control(b).label: bid
        for b, bid in driver.app.bid_dialog.buttons.items()
        if form.control(b).usable
    }


def test_only_the_legal_bids_are_offered() -> None:
    d = bidding(1)  # East bid 2
    assert shown(d) == {"Pass": Bid.PASS, "3": Bid.THREE, "4": Bid.FOUR, "Smudge": Bid.SMUDGE}
    form = d.app.system.modal[-1].form
    assert not form.control(ids.Bid2Button).usable and not form.control(ids.BidStealButton).usable
    assert form.field_object(ids.BidContextField).text == "North deals. East bid 2.\nTop 2 or pass."


def test_the_dealer_may_steal_by_matching() -> None:
    d = bidding(30)  # South deals, West bid 2
    assert shown(d) == {
        "Pass": Bid.PASS,
        "Steal": Bid.TWO,
        "3": Bid.THREE,
        "4": Bid.FOUR,
        "Smudge": Bid.SMUDGE,
    }
    d.bid(Bid.TWO)
    assert d.state.pitcher == 0 and d.state.high_bid == Bid.TWO


def test_a_steal_that_fits_names_the_bid() -> None:
    d = bidding(3)  # South deals, the high bid is 3
    assert shown(d) == {"Pass": Bid.PASS, "Steal 3": Bid.THREE, "4": Bid.FOUR, "Smudge": Bid.SMUDGE}
    form = d.app.system.modal[-1].form
    buttons = sorted((form.control(b).bounds for b in d.app.bid_dialog.buttons), key=lambda r: r.x)
    assert buttons[0].x >= 5 and buttons[-1].right <= form.bounds.width - 5
    assert all(a.right < b.x for a, b in itertools.pairwise(buttons))


def test_a_forced_dealer_cannot_pass() -> None:
    d = bidding(172)  # South deals and the others passed
    assert set(shown(d).values()) == {Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE}
    assert "you must bid" in d.app.system.modal[-1].form.field_object(ids.BidContextField).text
    d.app.key("\n")  # Enter is Pass, which is not allowed: it never bids anything else
    assert d.modal_form_id() == ids.BidForm and d.state.pitcher is None
    d.app.key("2")
    assert d.state.pitcher == 0 and d.state.high_bid == Bid.TWO


def test_bid_keys() -> None:
    d = bidding(1)
    d.app.key("2")  # not legal here: nothing happens
    assert d.modal_form_id() == ids.BidForm
    d.app.key("3")
    assert d.app.session.steps[-1] == Bid.THREE
    d = bidding(1)
    d.app.key("\n")
    assert d.app.session.steps[-1] == Bid.PASS


def test_s_asks_for_smudge_and_enter_bids_it() -> None:
    """No single key bids Smudge: S (or 5) asks on the text's last line, Enter bids, Esc takes it back."""
    d = bidding(1)  # East bid 2
    field = d.app.system.modal[-1].form.field_object(ids.BidContextField)
    for key in "s5":
        d.app.key(key)
        assert d.modal_form_id() == ids.BidForm and d.state.pitcher is None
        assert field.text == "North deals. East bid 2.\nBid Smudge? Enter: yes, Esc: no."
        d.app.key(key)  # asking again changes nothing
        assert d.modal_form_id() == ids.BidForm
        d.app.key("\x1b")
        assert d.modal_form_id() == ids.BidForm and field.text == "North deals. East bid 2.\nTop 2 or pass."
    d.app.key("\n")  # the question taken back: Enter passes again
    assert d.app.session.steps[-1] == Bid.PASS
    d = bidding(1)
    d.app.key("S")
    d.app.key("\n")
    assert d.app.session.steps[-1] == Bid.SMUDGE


def test_s_asks_nothing_when_smudge_is_not_a_bid() -> None:
    seed = next(n for n in range(50) if new_game(seed=n).deal().dealer == 2)  # North deals
    d = dialog_for(seed, [Bid.SMUDGE])  # East bid Smudge: South may only pass
    field = d.app.system.modal[-1].form.field_object(ids.BidContextField)
    before = field.text
    d.app.key("s")
    assert field.text == before
    d.app.key("\n")
    assert d.app.session.steps[-1] == Bid.PASS


def test_the_bids_so_far_are_shown_at_each_seat() -> None:
    d = bidding(30)
    scene = d.app.controller.scene()
    assert scene.bids == (None, Bid.TWO, Bid.PASS, Bid.PASS)
    d.bid(Bid.PASS)
    scene = d.app.controller.scene()
    assert scene.bids == (Bid.PASS, Bid.TWO, Bid.PASS, Bid.PASS)  # until the first card
    assert scene.pitcher == 1 and scene.bid == Bid.TWO


def test_the_text_when_only_pass_is_left() -> None:
    state = next(s for s in (new_game(seed=n).deal() for n in range(20)) if s.dealer == 2)
    state = state.apply(Bid.SMUDGE)  # East, first to bid
    assert state.to_move == 0 and state.legal_actions() == (Bid.PASS,)
    texts = Texts(PitchApp(seed=0).resources)
    assert context_text(state, texts) == "North deals. East bid Smudge.\nNothing tops Smudge: pass."


def dialog_for(seed: int, bids: list[Bid], ruleset: Ruleset = PALM) -> Driver:
    """The bid dialog of a game whose first bids were ``bids`` (whoever made them)."""
    app = PitchApp(seed=0)
    app.controller.start(GameSession.replay(ruleset, seed, bids))
    assert app.system.modal and app.system.modal[-1].form.form_id == ids.BidForm
    return Driver(app)


def field_lines_of(d: Driver) -> list[str]:
    form = d.app.system.modal[-1].form
    return field_lines(form.field_object(ids.BidContextField), form.live_window)


def test_a_bid_is_never_broken_from_its_bidder_across_lines() -> None:
    """It was: "West deals. North passed. East bid" / "2." / "Top 2 or pass." """
    seed = next(n for n in range(50) if new_game(seed=n).deal().dealer == 1)  # West deals
    lines = field_lines_of(dialog_for(seed, [Bid.PASS, Bid.TWO]))
    assert lines == ["West deals. North passed.", "East bid 2.", "Top 2 or pass."]
    for dealer, first_bids in ((1, [Bid.TWO, Bid.SMUDGE]), (0, [Bid.PASS, Bid.PASS, Bid.FOUR])):
        seed = next(n for n in range(50) if new_game(seed=n).deal().dealer == dealer)
        lines = field_lines_of(dialog_for(seed, first_bids))
        assert len(lines) <= 3
        for line in lines:
            assert not line.endswith((" bid", "North", "East", "West"))
            assert not line.startswith(("2", "3", "4", "Smudge", "passed"))


@pytest.mark.parametrize(
    ("all_pass", "advice"),
    [
        (AllPass.REDEAL, "The others passed: bid, or pass and the cards are dealt again."),
        (AllPass.DEALER_SET_BACK, "The others passed: bid, or pass and your team loses 2."),
    ],
)
def test_a_dealer_who_may_pass_after_three_passes_is_told_what_a_pass_does(
    all_pass: AllPass, advice: str
) -> None:
    d = dialog_for(492, [Bid.PASS] * 3, PALM.replace(all_pass=all_pass))  # South deals
    assert Bid.PASS in d.app.bid_dialog.buttons.values()
    text = d.app.system.modal[-1].form.field_object(ids.BidContextField).text
    assert text == "You deal.\n" + advice
    assert len(field_lines_of(d)) <= 3
