"""Golden screens of the family's variants in the desktop app: the tables of 2, 3, 5 and 6 seats,
hands of 9 and 10 cards, Game > Variant, the list of choices, the family's texts.

Each situation is reached by taps and keys alone (:class:`FamilyDriver`), from a fixed seed, and
compared with ``tests/golden/app/family/NAME.png`` (``pytest --update-goldens`` rewrites them; look
at each at 4x before keeping it).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from decision_driving import decide
from family_app_helpers import FamilyDriver
from screen_golden import check_screen

from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.family.engine import Phase


def driver_for(variant: str | None, seed: int = 3) -> FamilyDriver:
    driver = FamilyDriver(PitchApp(seed=seed))
    if variant is not None:
        driver.choose_variant(variant)
    return driver


def shot(driver: FamilyDriver, name: str, update: bool) -> None:
    check_screen(driver.app.screen.framebuffer.copy(), f"app/family/{name}", update)


def last_card_to_play(driver: FamilyDriver) -> bool:
    """Your turn, the others' cards of the trick on the table (every seat but you has played)."""
    state = driver.session.state
    trick = state.trick
    return (driver.modal_form_id() is None and driver.app.controller.your_turn and trick is not None
            and len(trick.plays) == len(trick.seats) - 1 and len(trick.seats) > 2)


def raise_a_card(driver: FamilyDriver) -> None:
    from family_app_helpers import heuristic_choice

    from palm_pitch.app import family_layout

    card = heuristic_choice(driver.session)
    hand = driver.session.hand()
    driver.tap(*family_layout.hand_card_center(hand.index(card), len(hand)))  # type: ignore[arg-type]


TABLES: dict[str, tuple[str, int, Callable[[FamilyDriver], bool]]] = {
    "table_2_players": ("setback-2", 3, lambda d: d.modal_form_id() is None and d.app.controller.your_turn),
    "table_3_players": ("setback-3", 3, last_card_to_play),
    "table_5_players": ("setback-5", 3, last_card_to_play),
    "table_6_players": ("partnership-pitch-2x3", 3, last_card_to_play),
    "table_7_cards": ("susqy-river", 3, lambda d: d.modal_form_id() is None and d.app.controller.your_turn
                      and len(d.session.hand()) == 7),
    "table_9_cards": ("ten-point", 3, lambda d: d.modal_form_id() is None and d.session.phase is Phase.BID
                      and len(d.session.state.bids) >= 1),
    "table_10_cards": ("ten-point-five-handed", 3, lambda d: d.modal_form_id() is None
                       and d.session.phase is Phase.BID and len(d.session.state.bids) >= 2),
    "table_6_bids": ("partnership-pitch-2x3", 3, lambda d: d.modal_form_id() is None
                     and d.session.phase is Phase.BID and len(d.session.state.bids) >= 4),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_the_tables_of_every_size(name: str, update_goldens: bool) -> None:
    variant, seed, when = TABLES[name]
    driver = driver_for(variant, seed)
    driver.play_until(lambda: when(driver))
    if driver.app.controller.your_turn:
        raise_a_card(driver)
    shot(driver, name, update_goldens)


def test_the_variant_dialog(update_goldens: bool) -> None:
    driver = driver_for(None)
    driver.key("cmd+V")
    assert driver.modal_form_id() == ids.VariantForm
    shot(driver, "variant_list", update_goldens)
    for _ in range(driver.app.variant_dialog.names.index("ten-point")):
        driver.key("pagedown")
    shot(driver, "variant_ten_point", update_goldens)
    driver.tap_control(ids.VariantPlayButton)
    assert driver.session.rules.name == "ten-point"  # nothing was played yet: no question
    driver.play_until(lambda: len(driver.session.steps) > 3)
    driver.key("cmd+V")
    for _ in range(driver.app.variant_dialog.names.index("ten-point")):
        driver.key("pageup")
    driver.tap_control(ids.VariantPlayButton)
    assert driver.modal_form_id() not in (None, ids.VariantForm)  # the alert asks first
    shot(driver, "variant_give_up", update_goldens)
    driver.key("escape")
    assert driver.session.rules.name == "ten-point"


def test_the_game_menu_offers_the_variants(update_goldens: bool) -> None:
    driver = driver_for(None)
    driver.tap(20, 5)  # the title: the menu bar
    driver.tap(15, 5)  # Game
    shot(driver, "menu_game_desktop", update_goldens)


def test_the_decision_dialogs_on_the_table(update_goldens: bool) -> None:
    """The decisions' own dialogs (palm_pitch.app.dialogs_family_*) over the family table."""
    driver = driver_for("ten-point", 3)
    driver.play_until(lambda: driver.modal_form_id() == ids.FamilyBidForm)
    shot(driver, "decision_bid", update_goldens)
    driver.key("?")  # the Expert's bid and why, on the text's last line
    shot(driver, "decision_bid_hint", update_goldens)
    driver = driver_for("setback-draw", 3)
    driver.play_until(lambda: driver.modal_form_id() == ids.DiscardForm)
    shot(driver, "decision_discard", update_goldens)
    driver = driver_for("contway", 1)
    driver.play_until(lambda: driver.modal_form_id() == ids.FoldForm)
    shot(driver, "decision_fold", update_goldens)


def test_the_texts_of_a_family_game(update_goldens: bool) -> None:
    driver = driver_for("ten-point", 3)
    driver.play_until(lambda: driver.modal_form_id() == ids.FamilyTextForm, close_summaries=False)
    shot(driver, "summary", update_goldens)
    driver.tap_control(ids.FamilyTextDoneButton)
    driver.play_until(lambda: len(driver.session.state.tricks) >= 2 and driver.modal_form_id() is None)
    for name, key in (("score_history", "S"), ("points_so_far", "P"), ("game_info", "I"), ("rules", "U")):
        driver.key(f"cmd+{key}")
        assert driver.modal_form_id() == ids.FamilyTextForm
        shot(driver, name, update_goldens)
        driver.key("enter")


@pytest.mark.parametrize(("name", "variant"), [
    ("last_trick", "ten-point"), ("last_trick_6", "partnership-pitch-2x3"), ("last_trick_3", "setback-3")])
def test_last_trick_shows_the_cards(name: str, variant: str, update_goldens: bool) -> None:
    """Game > Last Trick: the cards where they lay on the table of that size, the winner's inverted;
    the arrows and the keys 1-9 and 0 step through the hand's tricks."""
    driver = driver_for(variant, 3)
    driver.play_until(lambda: len(driver.session.state.tricks) >= 3 and driver.modal_form_id() is None
                      and not driver.app.controller.pending)
    driver.key("cmd+L")
    assert driver.modal_form_id() == ids.LastTrickForm
    dialog = driver.app.last_trick_dialog
    finished = [trick for trick in driver.session.state.tricks if trick.winner is not None]
    assert dialog.tricks == tuple(finished) and dialog.index == len(finished) - 1
    shot(driver, name, update_goldens)
    driver.key("1")
    assert dialog.index == 0
    driver.key("pagedown")
    assert dialog.index == 1
    driver.key("enter")
    assert driver.modal_form_id() is None


def test_a_hand_bid_blind_shows_its_backs(update_goldens: bool) -> None:
    from palm_pitch.family.actions import Look

    driver = driver_for("abacos", 3)
    driver.play_until(lambda: driver.modal_form_id() == ids.LookForm)
    decide(driver, driver.session, Look(False))
    assert driver.session.view().hand == () and driver.app.controller.scene().hidden == 6
    driver.play_until(lambda: driver.modal_form_id() is None and bool(driver.app.controller.pending))
    shot(driver, "table_blind", update_goldens)
