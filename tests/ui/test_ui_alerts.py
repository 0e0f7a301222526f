"""Alerts and modal dialogs: layout, icons, substitution, results, help, blocking use."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from palm_os.alerts import ALERT_ICONS, AlertTemplate, AlertType, alert_form, substitute
from palm_os.application import Application
from palm_os.controls import Control, Title
from palm_os.events import Event, EventKind
from palm_os.fonts import FontSet
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.system_resources import system_bitmaps
from palm_sdk.keys import commandKeyMask, vchrPageDown, vchrPageUp

MakeApp = Callable[..., Application]
MAIN = 1000
CONFIRM, INFO, LONG, HELPED, PAST = 3000, 3001, 3002, 3003, 3004
ALERTS = {
    CONFIRM: AlertTemplate(
        AlertType.confirmationAlert, "New Game", "Start a new game?", ("Yes", "No"), default_button=1
    ),
    INFO: AlertTemplate(AlertType.informationAlert, "Hand Over", "^1 made the bid of ^2.", ("OK",)),
    LONG: AlertTemplate(
        AlertType.warningAlert,
        "Warning",
        "A long message that will need several lines to be shown in full in an alert.",
        ("OK",),
    ),
    HELPED: AlertTemplate(AlertType.errorAlert, "Error", "It failed.", ("OK",), help_rsc_id=5000),
    # another application's Talt may name a default button past its last (Maryo Bros' does)
    PAST: AlertTemplate(AlertType.informationAlert, "Game Over", "Try again.", ("OK",), default_button=1),
}


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    form = Form(
        MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch"), Control(1001, Rect(10, 60, 36, 12), "Deal")]
    )
    app = make_app(form, alerts=ALERTS, strings={5000: "Help text. " * 40})
    app.start(MAIN)
    return app


def test_substitution() -> None:
    assert substitute("^1 and ^2 and ^3", "a", None, "c") == "a and  and c"


@pytest.mark.parametrize("alert_type", list(AlertType))
def test_alerts_are_placed_like_palm(fonts: FontSet, alert_type: AlertType) -> None:
    form = alert_form(AlertTemplate(alert_type, "T", "Short.", ("OK",)), fonts)
    assert (form.bounds.x, form.bounds.width, form.bounds.bottom) == (2, 156, 158)
    assert form.modal


def test_alert_height_grows_with_the_message(fonts: FontSet) -> None:
    short = alert_form(ALERTS[CONFIRM], fonts)
    long = alert_form(ALERTS[LONG], fonts)
    assert long.bounds.height > short.bounds.height
    assert long.bounds.bottom == 158


def test_each_type_has_its_own_icon() -> None:
    icons = system_bitmaps()
    bitmaps = [icons[ALERT_ICONS[t]] for t in AlertType]
    assert len({b.rows for b in bitmaps}) == 4
    assert all(b.width <= 24 and b.height <= 24 for b in bitmaps)


def test_tapping_a_button_reports_its_index_and_restores_the_screen(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    results: list[int] = []
    dialog = app.alert(CONFIRM, on_result=results.append)
    app.run_until_idle()
    assert app.screen.framebuffer != before and not dialog.done
    no = dialog.form.control(dialog.form.objects[-1].id)  # type: ignore[union-attr]
    x = dialog.form.bounds.x + no.bounds.x + 5
    y = dialog.form.bounds.y + no.bounds.y + 5
    app.pen_down(x, y)
    assert no.pressed
    app.pen_up(x, y)
    assert results == [1] and dialog.result == 1
    assert app.screen.framebuffer == before
    assert not app.system.modal


def test_the_form_behind_gets_no_events_while_an_alert_is_up(app: Application) -> None:
    app.alert(CONFIRM)
    app.tap(20, 65)  # "Deal" is behind the alert? it is above it: still no events for it
    assert not [e for e in app.log or [] if e.kind == EventKind.ctlEnterEvent and e.control_id == 1001]


def test_custom_alert_substitutes(app: Application) -> None:
    dialog = app.alert(INFO, s1="North", s2="3")
    assert dialog.form.field_object(dialog.form.objects[2].id).text == "North made the bid of 3."  # type: ignore[union-attr]


def test_app_stop_ends_the_alert_with_the_default_button(app: Application) -> None:
    results: list[int] = []
    app.alert(CONFIRM, on_result=results.append)
    app.tap(10, 170)  # the Applications silkscreen button
    assert results == [1]
    assert app.stopped


def test_a_default_button_past_the_last_is_shown_and_ends_on_app_stop_with_it(app: Application) -> None:
    results: list[int] = []
    dialog = app.alert(PAST, on_result=results.append)
    app.key("\n")  # no button has the default's id: Enter presses nothing, as on a device
    assert not dialog.done
    app.tap(10, 170)
    assert results == [1] and app.stopped


def test_help_icon_opens_tips_and_done_returns_to_the_alert(app: Application) -> None:
    dialog = app.alert(HELPED)
    form = dialog.form
    icon = form.help_icon()
    app.tap(form.bounds.x + icon.x + 4, form.bounds.y + icon.y + 4)
    assert len(app.system.modal) == 2
    tips = app.system.modal[-1].form
    assert tips.title == "Tips"
    bar = tips.scroll_bar(tips.objects[2].id)  # type: ignore[union-attr]
    assert bar.max_value > 0
    app.tap(tips.bounds.x + bar.bounds.x + 2, tips.bounds.y + bar.bounds.bottom - 3)  # scroll down
    assert tips.field_object(tips.objects[1].id).top_line == 1  # type: ignore[union-attr]
    app.tap(tips.bounds.x + 10, tips.bounds.y + 146)  # Done
    assert app.system.modal == [dialog]


def test_the_scroll_buttons_page_through_the_tips(make_app: MakeApp) -> None:
    """On a Palm the up and down buttons scroll the Tips dialog; here they did nothing."""
    app = make_app(
        Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch")]),
        alerts=ALERTS,
        strings={5000: "Help text. " * 200},
    )
    app.start(MAIN)
    dialog = app.alert(HELPED)
    icon = dialog.form.help_icon()
    app.tap(dialog.form.bounds.x + icon.x + 4, dialog.form.bounds.y + icon.y + 4)
    tips = app.system.modal[-1].form
    field = tips.field_object(tips.objects[1].id)  # type: ignore[union-attr]
    bar = tips.scroll_bar(tips.objects[2].id)  # type: ignore[union-attr]
    page = bar.page_size - 1
    assert bar.max_value > 2 * page
    app.key(vchrPageDown, commandKeyMask)
    assert (field.top_line, bar.value) == (page, page)
    for _ in range(50):
        app.key(vchrPageDown, commandKeyMask)
    assert (field.top_line, bar.value) == (bar.max_value, bar.max_value)
    app.key(vchrPageUp, commandKeyMask)
    assert field.top_line == bar.max_value - page
    for _ in range(50):
        app.key(vchrPageUp, commandKeyMask)
    assert (field.top_line, bar.value) == (0, 0)
    assert app.system.modal[-1].form is tips


def test_run_modal_blocks_on_scripted_input(app: Application) -> None:
    dialog = app.system.alert(CONFIRM)
    yes = dialog.form.objects[-2]
    assert isinstance(yes, Control)
    x, y = dialog.form.bounds.x + yes.bounds.x + 3, dialog.form.bounds.y + yes.bounds.y + 3

    def script() -> Iterator[Event]:
        yield Event.pen_down_at(x, y)
        yield Event.pen_up_at(x, y)

    feed = script()
    assert app.system.run_modal(dialog, lambda: next(feed)) == 0


PASS_POINT = (2 + 6 + 5, 100 + 40 + 5)  # on the Pass button of the dialog below


def dialog_app(make_app: MakeApp) -> Application:
    """An app with a main form and a modal "Bid" dialog (form 4000) holding a Pass button."""
    dialog_form = Form(
        4000,
        Rect(2, 100, 156, 58),
        modal=True,
        objects=[Title("Bid"), Control(4001, Rect(6, 40, 36, 12), "Pass")],
    )
    app = make_app(Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch")]), dialog_form)
    app.start(MAIN)
    return app


def test_do_dialog_reports_the_button_id(make_app: MakeApp) -> None:
    app = dialog_app(make_app)
    results: list[int] = []
    app.do_dialog(4000, on_result=results.append)
    app.tap(*PASS_POINT)
    assert results == [4001]


def test_a_dialog_handler_may_keep_the_dialog_open(make_app: MakeApp) -> None:
    app = dialog_app(make_app)
    app.set_form_handler(4000, lambda e: e.kind == EventKind.ctlSelectEvent)
    dialog = app.do_dialog(4000)
    app.tap(*PASS_POINT)
    assert not dialog.done
