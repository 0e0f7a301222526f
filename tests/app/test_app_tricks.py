"""Game > Last Trick: the tricks of the hand so far, stepped through with the arrows or keys."""

from __future__ import annotations

from app_helpers import Driver

from palm_os.alerts import ALERT_BUTTON_ID
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp


def after_tricks(count: int, seed: int = 1) -> Driver:
    d = Driver(PitchApp(seed=seed))
    d.play_on(lambda: len(d.state.tricks) == count and d.app.controller.your_turn)
    return d


def labels(d: Driver) -> tuple[str, str, str]:
    form = d.app.system.modal[-1].form
    prev, next_ = (form.control(b).label for b in (ids.LastTrickPrevButton, ids.LastTrickNextButton))
    return form.title, prev, next_


def test_before_the_first_trick_an_alert_says_there_is_none() -> None:
    d = Driver(PitchApp(seed=1))
    d.key("cmd+L")
    assert d.app.system.modal[-1].form.title == "Last Trick"
    assert d.modal_form_id() != ids.LastTrickForm
    d.tap_control(ALERT_BUTTON_ID)
    assert d.modal_form_id() is None


def test_it_opens_on_the_last_trick_and_steps_back_and_forth() -> None:
    d = after_tricks(3)
    d.key("cmd+L")
    assert d.modal_form_id() == ids.LastTrickForm
    dialog = d.app.last_trick_dialog
    assert dialog.tricks == d.state.tricks and dialog.index == 2
    assert labels(d) == ("Trick 3", "\x02", "\x05")  # no later trick: the right arrow is dimmed
    d.key("pageup")
    assert dialog.index == 1 and labels(d) == ("Trick 2", "\x02", "\x03")
    d.tap_control(ids.LastTrickPrevButton)
    assert dialog.index == 0 and labels(d) == ("Trick 1", "\x04", "\x03")
    d.tap_control(ids.LastTrickPrevButton)  # at the first: stays
    assert dialog.index == 0
    d.key("3")
    assert dialog.index == 2
    d.key("pagedown")
    assert dialog.index == 2
    d.key("enter")
    assert d.modal_form_id() is None and d.app.controller.your_turn


def test_the_text_names_who_led_and_who_took_it() -> None:
    d = after_tricks(1)
    trick = d.state.tricks[0]
    d.key("cmd+L")
    texts, dialog = d.app.texts, d.app.last_trick_dialog
    led, took = texts.seat(trick.leader), texts.seat(trick.winner)  # type: ignore[arg-type]
    assert dialog.caption(trick) == f"{led} led. {took} took it."
    form = d.app.system.modal[-1].form
    gadget = form.get_object(form.get_object_index(ids.LastTrickGadget))
    longest = texts.get(ids.LastTrickLedString, "North", "North")
    assert form.live_window.fonts[0].text_width(longest) < gadget.bounds.width - 8


def test_the_game_waits_while_the_tricks_are_shown() -> None:
    d = after_tricks(2)
    d.app.controller.play()  # nothing raised: the status asks for a card
    d.key("cmd+L")
    moves = len(d.app.session.steps)
    d.app.advance(10_000)
    assert len(d.app.session.steps) == moves
    d.tap_control(ids.LastTrickOKButton)
    assert d.modal_form_id() is None
