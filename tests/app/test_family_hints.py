"""Game > Hint in a family game: the Expert's card for your turn in the play, raised, and why in the
Palm game's words; nothing outside the play; the reasons read from the table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from family_app_helpers import FamilyDriver
from screen_golden import check_screen

from palm_pitch.app import ids
from palm_pitch.app.family_hints import explain_family_card, family_hint_job, family_hint_text
from palm_pitch.app.family_session import HUMAN, FamilySession
from palm_pitch.app.hints import Reason
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.resources import load_resources
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.engine import Phase
from palm_pitch.family.variants import get_variant


def _to_your_card(session: FamilySession, cards_played: int = 0) -> FamilySession:
    """Play on (the computer players, and the first legal choice for you) until your card is asked
    for with at least ``cards_played`` cards in the open trick."""
    while True:
        trick = session.state.trick
        if session.decision is Phase.PLAY and len(trick.plays if trick else ()) >= cards_played:
            return session
        if session.state.phase is Phase.SCORE:
            session.next_hand()
        elif session.computer_to_act:
            session.apply(session.computer_action())
        else:
            session.apply(session.legal_actions()[0])


def test_a_hint_in_the_play_raises_the_experts_card_and_says_why(tmp_path: Path,
                                                                 update_goldens: bool) -> None:
    app = PitchApp(seed=4, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("ten-point")
    driver.play_until(lambda: app.controller.your_turn)
    session = driver.session
    expected = family_hint_job(session)()  # the Expert's choice: the same generator, the same card
    before = app.storage.load_statistics()
    driver.key("?")
    controller = app.controller
    assert controller.selected == expected and expected in session.state.legal_actions()
    words = family_hint_text(app.texts, controller.place_name, session.view(), expected)
    assert controller.status() == words and words != app.texts.get(ids.HintThinkingString)
    assert app.storage.load_statistics() == before  # the Palm game's statistics count no family hint
    check_screen(app.screen.framebuffer.copy(), "app/family/hint", update_goldens)
    by_menu = FamilyDriver(PitchApp(seed=4, data_dir=tmp_path / "menu"))
    by_menu.choose_variant("ten-point")
    by_menu.play_until(lambda: by_menu.app.controller.your_turn)
    by_menu.app.menu_command(ids.GameHintCmd)
    assert by_menu.app.controller.selected == expected and by_menu.app.controller.status() == words


def test_no_hint_outside_the_play_or_in_the_device_profile() -> None:
    app = PitchApp(seed=4)
    driver = FamilyDriver(app)
    driver.choose_variant("ten-point")
    driver.play_until(lambda: driver.session.decision is Phase.BID)
    assert not app.controller.hint()  # the bid is asked in its dialog
    device = PitchApp(seed=4, device_profile=True)
    assert not device.gives_hints


def test_the_reasons_read_the_table() -> None:
    session = _to_your_card(FamilySession(get_variant("auction-pitch"), seed=11))
    view = session.view(HUMAN)
    cards = [action for action in view.legal if action in view.hand]
    for card in cards:
        reason, suit, seat = explain_family_card(view, card)
        if view.trump is None:  # you lead the first card: it names trump
            assert (reason, suit) == (Reason.PITCH, card.suit)  # type: ignore[union-attr]
        assert seat is None  # every player alone: no partner to name
    session = _to_your_card(FamilySession(get_variant("ten-point"), seed=4), cards_played=1)
    view = session.view(HUMAN)
    table, trick = view.trump, view.trick
    assert table is not None and trick is not None
    for card in (action for action in view.legal if action in view.hand):
        reason, _suit, seat = explain_family_card(view, card)
        assert reason in (Reason.ONLY, Reason.TAKE, Reason.WIN, Reason.FEED, Reason.COVER, Reason.SAVE,
                          Reason.DUCK)
        assert (seat is not None) == (reason in (Reason.FEED, Reason.COVER))
        if seat is not None:
            assert view.partner_of(seat)


def test_a_card_that_wins_a_trick_with_points_takes_them() -> None:
    texts = Texts(load_resources())
    for seed in range(40):  # a position where you can win a trick holding a card that counts
        session = _to_your_card(FamilySession(get_variant("ten-point"), seed=seed), cards_played=1)
        view = session.view(HUMAN)
        for card in (action for action in view.legal if action in view.hand):
            reason, _suit, _seat = explain_family_card(view, card)
            if reason is Reason.TAKE:
                assert family_hint_text(texts, str, view, card) == "Takes the trick's points"
                return
    raise AssertionError("no position of 40 deals where a card takes points")


def _your_card_turns(name: str, seed: int, turns: int) -> Iterator[FamilySession]:
    """The session at each of your first ``turns`` card turns of a game (you play the first legal
    card, the computer players theirs)."""
    session = FamilySession(get_variant(name), seed=seed)
    for _ in range(turns):
        session = _to_your_card(session)
        yield session
        session.apply(session.legal_actions()[0])


def test_a_plain_ace_led_with_nothing_above_it_out_is_cashed() -> None:
    for seed in range(30):
        for session in _your_card_turns("auction-pitch", seed, 12):
            view = session.view(HUMAN)
            table = view.trump
            if table is None or (view.trick is not None and view.trick.plays) or session.state.is_over:
                continue
            aces = [card for card in view.hand if isinstance(card, Card) and card.rank is Rank.ACE
                    and card.suit is not table.suit and card in view.legal]
            if aces:
                assert explain_family_card(view, aces[0]) == (Reason.CASH, None, None)
                return
    raise AssertionError("no lead of a plain ace in 30 games")


def test_every_family_hint_fits_the_status_line() -> None:
    app = PitchApp(seed=1)
    font = app.system.fonts[0]
    form = app.system.get_form(ids.MainForm)
    assert form is not None
    status = form.get_object_bounds(form.get_object_index(ids.MainStatusGadget))
    for reason in Reason:
        text = app.texts.get(getattr(ids, reason.value), app.texts.suits(Suit.DIAMONDS), "NW")
        assert font.text_width(text) <= status.width - 2, text


def test_the_window_and_the_terminal_give_the_same_hint_in_the_same_position() -> None:
    from palm_pitch.app import family_hint_for

    session = _to_your_card(FamilySession(get_variant("setback"), seed=6), cards_played=1)
    in_window = family_hint_job(session)()
    in_terminal, _why = family_hint_for(session.view(HUMAN), session.seed, len(session.actions), str)
    assert in_window == in_terminal and in_window in session.state.legal_actions()
