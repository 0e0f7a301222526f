"""A keyboard in dialogs: Enter and Esc hit the default button; Esc closes a popup list and the
menu; ``CtlHitControl``; ``SndPlaySystemSound`` reaches the front end's output.

Enter closes every dialog through its default button, Esc through its cancel button (once,
Enter closed the Rules but not About or an alert, and Esc did nothing anywhere).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.alerts import AlertTemplate, AlertType
from palm_os.application import Application
from palm_os.controls import ButtonFrame, Control, ControlStyle, ListObject, Popup, Title
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.menus import Menu, MenuBar, MenuItem
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask, vchrMenu
from palm_sdk.sound import SndSysBeepType

MakeApp = Callable[..., Application]
MAIN, DIALOG, OK, CANCEL, TRIGGER, LIST, BARE = 1000, 4000, 4001, 4002, 4003, 4004, 4100
CONFIRM = 3000
ALERTS = {
    CONFIRM: AlertTemplate(
        AlertType.confirmationAlert, "New Game", "Start a new game?", ("Yes", "No"), default_button=1
    )
}


def dialog(default_button: int = CANCEL) -> Form:
    return Form(
        DIALOG,
        Rect(2, 60, 156, 98),
        modal=True,
        default_button=default_button,
        objects=[
            Title("Settings"),
            Control(
                TRIGGER,
                Rect(10, 20, 40, 12),
                "One",
                style=ControlStyle.popupTriggerCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            ListObject(LIST, Rect(10, 20, 40, 33), items=["One", "Two", "Three"], selection=0, usable=False),
            Popup(TRIGGER, LIST),
            Control(OK, Rect(6, 80, 36, 12), "OK"),
            Control(CANCEL, Rect(48, 80, 36, 12), "Cancel"),
        ],
    )


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    bare = Form(
        BARE, Rect(2, 100, 156, 58), modal=True, objects=[Title("Bare"), Control(4101, Rect(6, 40, 36, 12))]
    )
    menus = {MAIN: MenuBar([Menu("Game", [MenuItem(2001, "New", "N")])])}
    main = Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch")], menu_rsc_id=MAIN)
    app = make_app(main, dialog(), bare, alerts=ALERTS, menus=menus)
    app.start(MAIN)
    return app


@pytest.mark.parametrize("key", [chrLineFeed, chrCarriageReturn, chrEscape])
def test_enter_and_esc_end_an_alert_with_its_default_button(app: Application, key: int) -> None:
    results: list[int] = []
    app.alert(CONFIRM, on_result=results.append)
    app.key(key)
    assert results == [1] and not app.system.modal


@pytest.mark.parametrize("key", [chrLineFeed, chrEscape])
def test_enter_and_esc_hit_a_dialog_s_default_button_as_a_tap_would(app: Application, key: int) -> None:
    results: list[int] = []
    seen: list[int] = []

    def handler(event: Event) -> bool:
        if event.kind == EventKind.ctlSelectEvent:
            seen.append(event.control_id)
        return False

    app.set_form_handler(DIALOG, handler)
    app.do_dialog(DIALOG, results.append)
    app.key(key)
    assert results == [CANCEL] and seen == [CANCEL]  # the handler saw its ctlSelectEvent first


def test_the_default_may_be_ok(app: Application) -> None:
    results: list[int] = []
    app.do_dialog(dialog(default_button=OK), results.append)
    app.key(chrLineFeed)
    assert results == [OK]


def test_a_key_the_handler_takes_is_left_alone(app: Application) -> None:
    results: list[int] = []
    app.set_form_handler(DIALOG, lambda e: e.kind == EventKind.keyDownEvent)
    dialog_ = app.do_dialog(DIALOG, results.append)
    app.key(chrLineFeed)
    assert not dialog_.done and results == []


def test_a_form_without_a_default_button_ignores_enter_and_esc(app: Application) -> None:
    bare = app.do_dialog(BARE)
    app.key(chrLineFeed)
    app.key(chrEscape)
    assert not bare.done


def test_a_shortcut_is_not_enter(app: Application) -> None:
    dialog_ = app.do_dialog(DIALOG)
    app.key(chrLineFeed, commandKeyMask)
    assert not dialog_.done


def test_esc_closes_a_popup_list_and_only_that(app: Application) -> None:
    dialog_ = app.do_dialog(DIALOG)
    form = dialog_.form
    under = app.screen.framebuffer.copy()
    app.tap(form.bounds.x + 20, form.bounds.y + 24)
    lst = form.list_object(LIST)
    assert lst.popped_up
    app.key(chrLineFeed)  # the list takes the keys while it is up: the dialog stays
    assert lst.popped_up and not dialog_.done
    app.key(chrEscape)
    assert not lst.popped_up and not dialog_.done and lst.selection == 0
    assert app.screen.framebuffer == under
    app.key(chrEscape)  # now the dialog's default button
    assert dialog_.done and dialog_.result == CANCEL


def test_esc_closes_the_menu(app: Application) -> None:
    app.key(vchrMenu, commandKeyMask)
    assert app.system.menu is not None and app.system.menu.is_open
    app.key(chrEscape)
    assert not app.system.menu.is_open


def test_ctl_hit_control_queues_the_select_event(app: Application) -> None:
    results: list[int] = []
    form = app.do_dialog(DIALOG, results.append).form
    form.control(OK).hit()
    app.run_until_idle()
    assert results == [OK]


def test_system_sounds_reach_the_front_end(app: Application) -> None:
    played: list[int] = []
    app.system.play_system_sound(SndSysBeepType.sndClick)
    app.set_sound_output(played.append)
    app.system.play_system_sound(SndSysBeepType.sndError)
    assert list(app.system.sounds) == [7, 3] and played == [3]
