"""Nine-Five Regional's scrap on the screen: trumps you discard may be taken back, and the claim
(``Phase.CLAIM``: take a trump back, or keep your hand) is asked in the list of choices, titled
"The Scrap", every claim worded "Take back <card>"."""

from __future__ import annotations

from decision_driving import DECISION_FORMS, decide, turn_of_discards
from family_app_helpers import FamilyDriver, heuristic_choice

from palm_pitch.app import ids
from palm_pitch.app.decision_dialogs import decisions_of
from palm_pitch.app.dialogs_family_discard import card_rects
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.family.actions import Claim, Keep
from palm_pitch.family.engine import Phase


def discard_a_trump(driver: FamilyDriver) -> bool:
    """In the discard dialog: mark the heuristic's discards and one trump, then Discard (False if
    you hold no trump)."""
    session = driver.session
    trump = session.state.trump
    assert trump is not None
    offer = decisions_of(driver.app).discard.offer
    assert offer is not None
    trumps = [card for card in offer.hand if trump.is_trump(card) and card in offer.discardable]
    if not trumps:
        return False
    marked = turn_of_discards(session.state) | {trumps[-1]}
    form = driver.app.system.modal[-1].form
    rects = card_rects(len(offer.hand), form.gadget(ids.DiscardCardsGadget).bounds)
    for index, card in enumerate(offer.hand):
        if card in marked:
            driver.tap(form.bounds.x + rects[index].x + 3, form.bounds.y + rects[index].y + 4, f"mark {card}")
    driver.tap_control(ids.DiscardDiscardButton, "Discard")
    return True


def test_a_trump_you_discard_is_claimed_back_from_the_list_of_choices() -> None:
    for seed in range(1, 30):
        driver = FamilyDriver(PitchApp(seed=seed))
        driver.choose_variant("nine-five-regional")
        discarded = False
        for _ in range(5_000):
            form = driver.modal_form_id()
            state = driver.session.state
            if form == ids.DiscardForm and not discarded:
                discarded = discard_a_trump(driver)
                if not discarded:
                    break
            elif form == ids.ChoiceForm and state.phase is Phase.CLAIM:
                choices = driver.app.decisions.dialog_for(Phase.CLAIM).choices  # type: ignore[attr-defined]
                claims = [c for c in choices if isinstance(c, Claim)]
                assert claims and isinstance(choices[-1], Keep)
                assert driver.app.system.modal[-1].form.title == "The Scrap"
                driver.choose(claims[0])
                assert claims[0].card in driver.session.hand()
                assert driver.session.state.phase is not Phase.CLAIM or driver.session.state.to_move == 0
                return
            elif form is not None and form != ids.FamilyTextForm:
                if form == ids.ChoiceForm:
                    driver.choose(heuristic_choice(driver.session))
                elif form in DECISION_FORMS:
                    decide(driver, driver.session, heuristic_choice(driver.session))
                else:
                    raise AssertionError(f"dialog {form}")
            elif form == ids.FamilyTextForm or state.phase in (Phase.SCORE, Phase.GAME_OVER):
                break
            elif driver.app.controller.your_turn:
                driver.play_card(heuristic_choice(driver.session))
            elif not driver.wait_next():
                raise AssertionError(f"stuck: {state.phase} {state.to_move}")
    raise AssertionError("no seed gave you a claim")
