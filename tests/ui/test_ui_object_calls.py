"""The object calls of Palm OS take the object alone: ``CtlSetValue(controlP, value)`` and friends.

``FrmInitForm`` tells each object its form and its index, so a trap that gets only a control's,
list's, field's or scroll bar's pointer can change it and have it redrawn; each call draws the
same pixels as the form's by-index or by-id call it stands beside.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application
from palm_os.controls import (
    ButtonFrame,
    Control,
    ControlStyle,
    Field,
    Label,
    ListObject,
    Popup,
    ScrollBar,
    Title,
)
from palm_os.forms import Form
from palm_os.geometry import Point, Rect

MAIN = 1000
PUSH, CHECK, BUTTON, TRIGGER, LIST, FIELD, BAR, LABEL, PLAIN = range(1001, 1010)
MakeApp = Callable[..., Application]


def form() -> Form:
    return Form(
        MAIN,
        Rect(0, 0, 160, 160),
        objects=[
            Control(PUSH, Rect(10, 20, 30, 12), "Push", style=ControlStyle.pushButtonCtl),
            Control(CHECK, Rect(10, 40, 50, 12), "Check", style=ControlStyle.checkboxCtl,
                    frame=ButtonFrame.noButtonFrame),
            Control(BUTTON, Rect(70, 20, 40, 12), "Button"),
            Control(TRIGGER, Rect(70, 40, 40, 12), "One", style=ControlStyle.popupTriggerCtl,
                    frame=ButtonFrame.noButtonFrame, left_anchor=False),
            ListObject(LIST, Rect(70, 40, 40, 33), items=["One", "Two", "Three"]),
            Popup(TRIGGER, LIST),
            Field(FIELD, Rect(10, 60, 60, 22), text="Hello"),
            ScrollBar(BAR, Rect(148, 20, 7, 60), value=0, max_value=10, page_size=3),
            Label(LABEL, Point(10, 90), "Label"),
            ListObject(PLAIN, Rect(80, 100, 50, 33), items=["a", "b", "c", "d", "e", "f"]),
        ],
    )


@pytest.fixture
def pair(make_app: MakeApp) -> tuple[Application, Application]:
    """Two apps on the same form: one changed by object calls, one by the form's calls."""
    apps = (make_app(form()), make_app(form()))
    for app in apps:
        app.start(MAIN)
    return apps


def test_init_tells_each_object_its_form_and_index(pair: tuple[Application, Application]) -> None:
    live = pair[0].form(MAIN)
    assert [(obj.form, obj.index) for obj in live.objects] == [(live, i) for i in range(len(live.objects))]
    template = form()
    assert all(obj.form is None for obj in template.objects)  # only a live form's objects are linked


def test_a_title_added_later_keeps_the_indexes_right(pair: tuple[Application, Application]) -> None:
    live = pair[0].form(MAIN)
    live.set_title("Now titled")
    assert isinstance(live.objects[0], Title)
    assert all(obj.index == i for i, obj in enumerate(live.objects))
    assert live.control(PUSH).index == live.get_object_index(PUSH)


def test_ctl_set_value_needs_only_the_control(pair: tuple[Application, Application]) -> None:
    by_object, by_form = pair
    by_object.form(MAIN).control(PUSH).set_value(1)
    by_object.form(MAIN).control(CHECK).set_value(1)
    f = by_form.form(MAIN)
    f.set_control_value(f.get_object_index(PUSH), 1)
    f.set_control_value(f.get_object_index(CHECK), 1)
    assert by_object.screen.framebuffer == by_form.screen.framebuffer
    assert by_object.form(MAIN).control(PUSH).value == 1


def test_ctl_set_label_enabled_usable(pair: tuple[Application, Application]) -> None:
    by_object, by_form = pair
    trigger = by_object.form(MAIN).control(TRIGGER)
    trigger.set_label("Three")
    assert trigger.get_label() == "Three" and trigger.bounds.right == 110  # right-anchored: grows left
    by_form.form(MAIN).set_control_label(TRIGGER, "Three")
    button = by_object.form(MAIN).control(BUTTON)
    button.set_usable(False)
    by_form.form(MAIN).set_control_usable(BUTTON, False)
    assert by_object.screen.framebuffer == by_form.screen.framebuffer
    button.set_usable(True)
    button.set_enabled(False)
    assert button.usable and not button.enabled


def test_ctl_draw_and_erase(pair: tuple[Application, Application]) -> None:
    app = pair[0]
    before = app.screen.framebuffer.copy()
    button = app.form(MAIN).control(BUTTON)
    button.erase()
    assert app.screen.framebuffer != before and not button.visible
    button.draw()
    assert app.screen.framebuffer == before and button.visible


def test_lst_calls(pair: tuple[Application, Application]) -> None:
    by_object, by_form = pair
    lst = by_object.form(MAIN).list_object(PLAIN)
    lst.set_selection(5)  # scrolled into view and drawn
    by_form.form(MAIN).set_list_selection(PLAIN, 5)
    assert by_object.screen.framebuffer == by_form.screen.framebuffer
    assert lst.get_selection() == 5 and lst.top_item > 0 and lst.get_selection_text(5) == "f"
    lst.set_choices(["x", "y"])
    assert (lst.number_of_items, lst.get_selection(), lst.top_item) == (2, -1, 0)
    lst.draw()


def test_fld_and_scl_calls(pair: tuple[Application, Application]) -> None:
    by_object, by_form = pair
    by_object.form(MAIN).field_object(FIELD).set_text("World")
    by_form.form(MAIN).set_field_text(FIELD, "World")
    bar = by_object.form(MAIN).scroll_bar(BAR)
    bar.set_scroll_bar(5, 0, 10, 3)
    assert bar.get_scroll_bar() == (5, 0, 10, 3)
    other = by_form.form(MAIN).scroll_bar(BAR)
    other.value = 5
    by_form.form(MAIN).draw_object(other.index)
    assert by_object.screen.framebuffer == by_form.screen.framebuffer
    assert by_object.form(MAIN).field_object(FIELD).get_text() == "World"


def test_an_object_outside_a_live_form_says_so() -> None:
    control = form().objects[0]
    assert isinstance(control, Control)
    control.set_value(1)  # nothing to draw: only the value changes
    assert control.on
    with pytest.raises(RuntimeError, match="FrmInitForm"):
        control.draw()
