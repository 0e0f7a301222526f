"""The table: choosing and playing cards, the computer players' pauses, the finished trick."""

from __future__ import annotations

import pytest
from app_helpers import Driver, heuristic_choice

from palm_pitch.app import ids, layout
from palm_pitch.app.game import BUSY_RETRY, refusal
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.resources import load_resources
from palm_pitch.app.session import GameSession, display_order
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card
from palm_pitch.rules import PALM, Trumping
from palm_pitch.state import Phase
from palm_sdk.chars import chrLineFeed
from palm_sdk.keys import vchrMenu, vchrPageDown, vchrPageUp


def at_first_card(seed: int = 1) -> Driver:
    """South to play its first card (seed 1: East led the ace of hearts, trump; South has none)."""
    driver = Driver(PitchApp(seed=seed))
    driver.play_on(lambda: driver.app.controller.your_turn)
    return driver


def test_a_new_game_deals_six_cards_and_the_computers_start_after_a_pause() -> None:
    app = PitchApp(seed=1)
    assert app.session.phase is Phase.BID and len(app.session.south_hand()) == 6
    assert app.controller.pending and app.session.steps == []
    app.advance(app.controller.pause - 1)
    assert app.session.steps == []
    app.advance(1)
    assert len(app.session.steps) == 1


def test_your_cards_are_grouped_by_suit_high_to_low() -> None:
    cards = [Card.from_str(t) for t in ("2D", "AS", "KH", "TS", "3C", "QD")]
    assert [str(c) for c in display_order(cards)] == ["AS", "TS", "KH", "3C", "QD", "2D"]


def test_tapping_a_card_raises_it_and_play_plays_it() -> None:
    d = at_first_card()
    hand = d.app.session.south_hand()
    card = hand[0]
    d.select(card)
    assert d.app.controller.selected == card
    assert d.app.controller.scene().selected == 0
    assert d.app.controller.status() == "Tap Play, or the card again"
    raised = layout.hand_card_rect(0, len(hand), raised=True)
    assert d.app.screen.framebuffer.get_pixel(raised.x + 5, raised.y) == 1  # the raised card's top edge
    steps = len(d.app.session.steps)
    d.tap_control(ids.MainPlayButton)
    assert d.app.session.steps[steps:] == [card]
    assert card not in d.app.session.south_hand()


def test_play_without_a_card_asks_for_one_and_plays_nothing() -> None:
    d = at_first_card()
    steps = list(d.app.session.steps)
    d.tap_control(ids.MainPlayButton)
    assert d.app.session.steps == steps
    assert d.app.controller.status() == "Tap one of your cards first"


def test_an_illegal_card_shows_the_reason_and_nothing_is_played() -> None:
    d = at_first_card(94)
    wrong = Card.from_str("KH")  # East led trump (the 6 of clubs); South holds the 3, 8 and 10
    assert wrong in d.app.session.south_hand() and d.state.why_illegal(wrong) == "Must follow trump"
    steps = list(d.app.session.steps)
    d.play(wrong)
    assert d.app.session.steps == steps
    assert d.app.controller.status() == "Must follow trump"
    d.select(Card.from_str("8C"))
    assert d.app.controller.status() == "Tap Play, or the card again"  # the reason clears


def test_tapping_the_raised_card_again_plays_it() -> None:
    d = at_first_card()
    card = Card.from_str("TS")
    d.select(card)
    d.select(card)
    assert d.app.session.steps[-1] == card


def test_keys_choose_and_play_a_card() -> None:
    d = at_first_card()
    hand = d.app.session.south_hand()
    d.app.key("2")
    assert d.app.controller.selected == hand[1]
    d.app.key(vchrPageDown)
    assert d.app.controller.selected == hand[2]
    d.app.key(vchrPageUp)
    d.app.key(vchrPageUp)
    assert d.app.controller.selected == hand[0]
    d.app.key(chrLineFeed)
    assert d.app.session.steps[-1] == hand[0]


def test_a_tap_cuts_the_computer_players_pause_short() -> None:
    d = at_first_card()
    d.play(Card.from_str("TS"))
    steps = len(d.app.session.steps)
    assert d.app.controller.pending
    d.tap(80, 60)
    assert len(d.app.session.steps) == steps + 1  # West played at once, no time passed
    d.app.key(" ")
    assert len(d.app.session.steps) == steps + 2


def test_a_tap_on_the_title_opens_the_menu_instead_of_hurrying() -> None:
    app = PitchApp(seed=1)
    app.tap(10, 5)
    assert app.system.menu is not None and app.system.menu.is_open
    assert app.session.steps == []


def test_the_finished_trick_stays_until_its_time_runs_out_or_a_tap() -> None:
    d = at_first_card()
    d.play(heuristic_choice(d.state))  # type: ignore[arg-type]
    d.wait_until(lambda: d.app.controller.shown_trick is not None)
    controller = d.app.controller
    trick = controller.shown_trick
    assert trick is not None and trick.winner is not None
    assert controller.scene().trick_winner == trick.winner
    assert controller.status().endswith("took the trick")
    d.app.advance(controller.hold - 1)
    assert controller.shown_trick is trick
    d.app.advance(1)
    assert controller.shown_trick is None
    # the next one: a tap clears it at once
    d.play_on(lambda: controller.shown_trick is not None)
    d.tap(80, 60)
    assert controller.shown_trick is None


def test_the_pause_length_is_the_preference() -> None:
    app = PitchApp(seed=1)
    app.controller.pause = 0
    app.controller.start()
    app.advance(0)
    assert len(app.session.steps) == 1


def test_the_game_waits_while_a_menu_is_open() -> None:
    app = PitchApp(seed=1)
    app.key(vchrMenu)
    app.advance(app.controller.pause + 5 * BUSY_RETRY)
    assert app.session.steps == []
    app.key(vchrMenu)  # closes it
    app.advance(BUSY_RETRY)
    assert len(app.session.steps) == 1


@pytest.mark.parametrize("seed", [1, 4])
def test_each_seat_s_card_is_drawn_at_its_side(seed: int) -> None:
    d = Driver(PitchApp(seed=seed))
    d.play_on(lambda: len(d.state.trick) == 3)
    scene = d.app.controller.scene()
    assert [seat for seat, _ in scene.trick] == [seat for seat, _ in d.state.current_trick.plays]
    image = d.app.screen.framebuffer
    for seat, _ in scene.trick:
        slot = layout.trick_card_rect(seat)
        assert image.get_pixel(slot.x + 5, slot.y) == 1  # each card's top edge is on the screen


@pytest.mark.parametrize("trumping", list(Trumping))
def test_the_reasons_for_a_refused_card_are_the_app_s_own_words(trumping: Trumping) -> None:
    """The status line's reasons come from pitch.rcp (they were the engine's English): the same
    sentences, for every refused card of whole games under either trumping rule."""
    texts = Texts(load_resources())
    ruleset = PALM.replace(trumping=trumping)
    checked = 0
    for seed in range(6):
        session = GameSession(ruleset, seed)
        while session.phase is not Phase.GAME_OVER:
            if session.phase is Phase.SCORE:
                session.next_hand()
                continue
            state = session.state
            if state.phase is Phase.PLAY and state.trick:
                for card in state.hand(state.to_move):  # type: ignore[arg-type]
                    engine = state.why_illegal(card)
                    assert refusal(state, card, texts) == engine
                    checked += engine is not None
            session.apply(heuristic_choice(state))
    assert checked > 100
