"""Hints: the explainer names each reason in the situation it is for, the words fit the status line,
and Game > Hint (and the ? key, in the bid dialog too) shows the Expert's choice and raises the card."""

from __future__ import annotations

import pytest
from app_helpers import Driver
from pitch_helpers import act, deal

from palm_pitch.actions import Bid, parse_action
from palm_pitch.app import ids
from palm_pitch.app.hints import Reason, explain, hint_text
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.resources import load_resources
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Suit
from palm_pitch.state import GameState, new_game
from palm_pitch.views import PlayerView

SOUTH_HAND = "AH KH 2H AS 5C 9D"
OTHERS = ("3S 4S 6C 7D 8D 9C", "QH TS 4C 3C KS 2D", "5H 9S QS AC KC 3D")


def _south(state: GameState) -> PlayerView:
    return PlayerView(state, 0)


# -- bids --------------------------------------------------------------------------------------


def test_a_bid_names_the_suit_it_is_made_on() -> None:
    state = deal(SOUTH_HAND, *OTHERS)  # East deals: South bids first
    assert explain(_south(state), Bid.TWO) == (Reason.BID, Suit.HEARTS)
    assert explain(_south(state), Bid.SMUDGE) == (Reason.SMUDGE, Suit.HEARTS)


def test_a_pass_with_nothing_bid_says_no_suit_is_strong() -> None:
    assert explain(_south(deal(SOUTH_HAND, *OTHERS)), Bid.PASS) == (Reason.WEAK, None)


def test_a_pass_over_the_partner_says_the_partner_has_the_bid() -> None:
    state = act(deal(SOUTH_HAND, *OTHERS, dealer=1), "2 pass")  # North bid 2, East passed
    assert explain(_south(state), Bid.PASS) == (Reason.PARTNER, None)


def test_a_pass_over_an_opponent_says_the_bid_is_too_high() -> None:
    state = act(deal(SOUTH_HAND, *OTHERS, dealer=1), "pass 3")  # East bid 3
    assert explain(_south(state), Bid.PASS) == (Reason.OUTBID, None)


def test_the_dealer_matching_the_high_bid_steals() -> None:
    state = act(deal(SOUTH_HAND, *OTHERS, dealer=0), "2 pass pass")  # South deals; West bid 2
    assert explain(_south(state), Bid.TWO) == (Reason.STEAL, Suit.HEARTS)


# -- cards: situations reached by four heuristic players (seed, the actions before South's turn) --

CARD_CASES = {
    Reason.PITCH: (0, "pass 2 3 3", "6S"),
    Reason.LEAD: (0, "pass 2 3 3 AH 6H KC KH", "6S"),
    Reason.DUCK: (0, "pass 2 3 3 AH 6H KC KH 6S 5D 4S 2D 2C QC 7C 9C QH 7S JH", "2H"),
    Reason.TAKE: (0, "pass 2 3 3 AH 6H KC KH 6S 5D 4S 2D 2C QC 7C 9C QH 7S JH 7H 8D 7D QD", "2H"),
    Reason.SAVE: (0, "pass 2 3 3 AH 6H KC KH 6S 5D 4S 2D 2C QC 7C 9C QH 7S JH 7H 8D 7D QD", "4C"),
    Reason.ONLY: (0, "pass 2 3 3 AH 6H KC KH 6S 5D 4S 2D 2C QC 7C 9C QH 7S JH 7H 8D 7D QD 2H", "4C"),
    Reason.WIN: (2, "2 3 pass pass AC 8C KS 7S 2H", "5H"),
    Reason.CASH: (2, "2 3 pass pass AC 8C KS 7S 2H 2C 2S 8H", "AD"),
    Reason.FEED: (3, "pass 3 pass pass AC 3S 5C 9C QC 8H", "AS"),
    Reason.COVER: (3, "pass 3 pass pass AC 3S 5C 9C QC 8H", "4H"),
    Reason.DRAW: (4, "3 pass pass pass AC QC 8C 6C", "KC"),
}


def _reached(seed: int, actions: str) -> GameState:
    state = act(new_game(seed=seed).deal(), actions)
    assert state.to_move == 0
    return state


@pytest.mark.parametrize("reason", list(CARD_CASES), ids=[r.name for r in CARD_CASES])
def test_each_reason_for_a_card(reason: Reason) -> None:
    seed, actions, card = CARD_CASES[reason]
    state = _reached(seed, actions)
    played = parse_action(card)
    assert isinstance(played, Card) and played in state.legal_actions()
    assert explain(_south(state), played)[0] is reason


def test_the_situations_are_what_the_reasons_say() -> None:
    """Facts of the table the reasons rest on, checked without the explainer."""
    pitch = _reached(*CARD_CASES[Reason.PITCH][:2])
    assert pitch.trump is None and not pitch.trick  # the first lead names trump
    only = _reached(*CARD_CASES[Reason.ONLY][:2])
    assert len(only.legal_actions()) == 1
    feed = _reached(*CARD_CASES[Reason.FEED][:2])  # North's card is winning the trick, and the ace counts
    plays = feed.current_trick.plays
    assert any(seat == 2 for seat, _card in plays) and Card.from_str("AS").pips == 4
    draw = _reached(*CARD_CASES[Reason.DRAW][:2])  # a club lead, clubs trump, the ace gone
    assert draw.trump == Suit.CLUBS and not draw.trick
    take = _reached(*CARD_CASES[Reason.TAKE][:2])  # the 2 of trump wins the trick as Low
    assert take.trump == Suit.HEARTS


# -- the words ---------------------------------------------------------------------------------


def test_every_hint_fits_the_status_line() -> None:
    texts = Texts(load_resources())
    app = PitchApp(seed=1)
    font = app.system.fonts[0]
    status = app.system.get_form(ids.MainForm).get_object_bounds(  # type: ignore[union-attr]
        app.system.get_form(ids.MainForm).get_object_index(ids.MainStatusGadget)  # type: ignore[union-attr]
    )
    widest = [texts.get(ids.HintThinkingString), texts.get(ids.StatusThinkingString, "North")]
    for reason in Reason:
        widest.append(texts.get(getattr(ids, reason.value), "Smudge", "diamonds", "North"))
        widest.append(texts.get(getattr(ids, reason.value), "diamonds", "North"))
    for text in widest:
        assert font.text_width(text) <= status.width - 2, text


def test_hint_text_words_a_bid_and_its_suit() -> None:
    texts = Texts(load_resources())
    state = deal(SOUTH_HAND, *OTHERS)
    assert hint_text(texts, _south(state), Bid.THREE) == "Bid 3 on your hearts"
    state = act(deal(SOUTH_HAND, *OTHERS, dealer=1), "2 pass")
    assert hint_text(texts, _south(state), Bid.PASS) == "Pass: North has the bid"


# -- in the app --------------------------------------------------------------------------------


def test_a_hint_for_a_card_raises_it_and_is_counted(tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    before = d.app.stats.level(1).hintsUsed
    d.key("?")
    controller = d.app.controller
    assert controller.selected is not None and controller.selected in d.state.legal_actions()
    assert controller.status() == hint_text(d.app.texts, PlayerView(d.state, 0), controller.selected)
    assert d.app.stats.level(1).hintsUsed == before + 1
    assert d.app.storage.load_statistics().level(1).hintsUsed == before + 1


def test_the_menu_command_gives_the_same_hint() -> None:
    by_key = Driver(PitchApp(seed=1))
    by_key.play_on(lambda: by_key.app.controller.your_turn)
    by_menu = Driver(PitchApp(seed=1))
    by_menu.play_on(lambda: by_menu.app.controller.your_turn)
    by_key.key("?")
    by_menu.app.menu_command(ids.GameHintCmd)
    assert by_key.app.controller.selected == by_menu.app.controller.selected
    assert by_key.app.controller.status() == by_menu.app.controller.status()


def test_the_bid_dialog_takes_the_hint_key_and_the_bid_clears_it() -> None:
    d = Driver(PitchApp(seed=1))
    d.wait_for_south()
    assert d.modal_form_id() == ids.BidForm
    d.key("?")
    assert d.modal_form_id() == ids.BidForm  # still to bid
    assert d.app.controller.message is not None and d.app.controller.message.startswith(("Pass", "Bid"))
    d.bid(Bid.PASS)
    assert d.app.controller.message is None


def test_the_device_profile_gives_no_hints() -> None:
    d = Driver(PitchApp(seed=1, device_profile=True))
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("?")
    assert d.app.controller.selected is None and not d.app.controller.hint()
    main = d.app.system.get_form(ids.MainForm)
    assert main is not None and main.menu_rsc_id == ids.MainMenuBar
