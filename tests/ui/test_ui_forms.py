"""Forms and controls: drawing details and Palm pen tracking, event by event."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application, gadget_handler
from palm_os.bitmap import Bitmap
from palm_os.controls import (
    ButtonFrame,
    Control,
    ControlStyle,
    Field,
    FormBitmap,
    FormObjectKind,
    Gadget,
    Label,
    ListObject,
    Popup,
    Title,
)
from palm_os.events import Event, EventKind
from palm_os.forms import Form, FormObjectNotFound
from palm_os.geometry import Point, Rect
from palm_sdk.keys import vchrMenu

MAIN = 1000
OK = 1001
PUSH_A, PUSH_B = 1002, 1003
CHECK = 1004
REPEAT = 1005
DISABLED = 1006
HIDDEN = 1007
LABEL = 1008
TRIGGER, LIST = 1009, 1010
GADGET = 1011
PLAIN_LIST = 1012
FIELD = 1013

MakeApp = Callable[..., Application]


def main_form() -> Form:
    return Form(
        MAIN,
        Rect(0, 0, 160, 160),
        objects=[
            Title("Test"),
            Control(OK, Rect(10, 30, 40, 12), "OK"),
            Control(PUSH_A, Rect(60, 30, 20, 11), "A", style=ControlStyle.pushButtonCtl, group=1, on=True),
            Control(PUSH_B, Rect(81, 30, 20, 11), "B", style=ControlStyle.pushButtonCtl, group=1),
            Control(
                CHECK,
                Rect(10, 50, 60, 12),
                "Check",
                style=ControlStyle.checkboxCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            Control(REPEAT, Rect(110, 30, 20, 12), "+", style=ControlStyle.repeatingButtonCtl),
            Control(DISABLED, Rect(80, 50, 40, 12), "Off", enabled=False),
            Control(HIDDEN, Rect(125, 50, 30, 12), "Hid", usable=False),
            Label(LABEL, Point(10, 70), "Score: 0"),
            Control(
                TRIGGER,
                Rect(10, 86, 40, 12),
                "One",
                style=ControlStyle.popupTriggerCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            ListObject(LIST, Rect(10, 86, 40, 33), items=["One", "Two", "Three"], selection=0),
            Popup(TRIGGER, LIST),
            Gadget(GADGET, Rect(100, 70, 50, 40)),
            ListObject(PLAIN_LIST, Rect(60, 115, 50, 22), items=["North", "East", "South", "West"]),
            Field(FIELD, Rect(10, 125, 45, 22), text="Field text"),
        ],
    )


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(main_form())
    app.start(MAIN)
    return app


def kinds(app: Application) -> list[EventKind]:
    assert app.log is not None
    return [e.kind for e in app.log]


def events_of(app: Application, kind: EventKind) -> list[Event]:
    assert app.log is not None
    return [e for e in app.log if e.kind == kind]


def black(app: Application, x: int, y: int) -> int:
    return app.screen.framebuffer.get_pixel(x, y)


def test_start_loads_opens_and_draws_the_form(app: Application) -> None:
    assert kinds(app) == [EventKind.frmLoadEvent, EventKind.frmOpenEvent]
    form = app.active_form
    assert form is not None and form.form_id == MAIN and form.visible
    assert black(app, 0, 14) and black(app, 159, 13)  # the title's rule
    assert form.control(OK).visible


def test_button_press_slide_out_slide_back_release_inside(app: Application) -> None:
    ok = app.form(MAIN).control(OK)
    inside = (11, 31)
    app.pen_down(20, 35)
    assert ok.pressed and black(app, *inside)
    assert kinds(app)[-2:] == [EventKind.penDownEvent, EventKind.ctlEnterEvent]
    app.pen_move(100, 100)
    assert not ok.pressed and not black(app, *inside)
    app.pen_move(25, 36)
    assert ok.pressed and black(app, *inside)
    app.pen_up(25, 36)
    assert not ok.pressed and not black(app, *inside)
    assert events_of(app, EventKind.ctlSelectEvent) == [Event.ctl_select(OK)]
    assert not events_of(app, EventKind.ctlExitEvent)


def test_button_release_outside_exits_without_selecting(app: Application) -> None:
    app.pen_down(20, 35)
    app.pen_move(100, 100)
    app.pen_up(100, 100)
    assert events_of(app, EventKind.ctlExitEvent) == [Event.ctl_exit(OK)]
    assert not events_of(app, EventKind.ctlSelectEvent)
    assert not app.form(MAIN).control(OK).pressed


def test_tracking_keeps_pen_events_from_the_form_handler(app: Application) -> None:
    seen: list[EventKind] = []
    app.set_form_handler(MAIN, lambda e: seen.append(e.kind) or False)  # type: ignore[func-returns-value]
    app.pen_down(20, 35)
    app.pen_move(21, 35)
    app.pen_up(21, 35)
    assert seen == [EventKind.penDownEvent, EventKind.ctlEnterEvent, EventKind.ctlSelectEvent]


def test_a_handler_that_takes_ctl_enter_stops_the_tracking(app: Application) -> None:
    app.set_form_handler(MAIN, lambda e: e.kind == EventKind.ctlEnterEvent)
    app.tap(20, 35)
    assert not events_of(app, EventKind.ctlSelectEvent)
    assert not app.form(MAIN).control(OK).pressed


def test_pen_down_and_up_queued_together_still_select(app: Application) -> None:
    app.system.digitizer.pen_down(20, 35)
    app.system.digitizer.pen_up(20, 35)
    app.run_until_idle()
    assert events_of(app, EventKind.ctlSelectEvent) == [Event.ctl_select(OK)]


def test_push_buttons_of_a_group_select_one(app: Application) -> None:
    form = app.form(MAIN)
    a, b = form.control(PUSH_A), form.control(PUSH_B)
    assert a.on and black(app, 61, 31) and not black(app, 82, 31)
    app.tap(90, 35)
    assert b.on and not a.on
    assert black(app, 82, 31) and not black(app, 61, 31)
    assert events_of(app, EventKind.ctlSelectEvent)[-1] == Event.ctl_select(PUSH_B, on=True)
    app.tap(90, 35)  # tapping the one that is on leaves it on
    assert b.on and not a.on
    assert form.get_control_group_selection(1) == form.get_object_index(PUSH_B)


def test_push_button_shows_its_toggled_state_while_pressed(app: Application) -> None:
    app.pen_down(90, 35)
    assert black(app, 82, 31)  # B looks on while the pen holds it
    app.pen_move(90, 100)
    assert not black(app, 82, 31)
    app.pen_up(90, 100)
    assert not app.form(MAIN).control(PUSH_B).on


def test_checkbox_toggles_on_release(app: Application) -> None:
    form = app.form(MAIN)
    box = form.control(CHECK)
    before = app.screen.framebuffer.crop(Rect(10, 50, 10, 12))
    app.tap(15, 55)
    assert box.on and form.get_control_value(form.get_object_index(CHECK)) == 1
    assert events_of(app, EventKind.ctlSelectEvent)[-1].on is True
    assert app.screen.framebuffer.crop(Rect(10, 50, 10, 12)) != before
    app.tap(15, 55)
    assert not box.on and events_of(app, EventKind.ctlSelectEvent)[-1].on is False
    assert app.screen.framebuffer.crop(Rect(10, 50, 10, 12)) == before


def test_disabled_and_unusable_controls_ignore_the_pen(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.tap(90, 55)
    app.tap(130, 55)
    assert not events_of(app, EventKind.ctlEnterEvent)
    assert not black(app, 130, 51)  # the unusable button is not drawn
    assert app.screen.framebuffer == before


def test_repeating_button_repeats_while_held(app: Application) -> None:
    app.pen_down(120, 35)
    assert [e.time for e in events_of(app, EventKind.ctlRepeatEvent)] == [0]
    app.advance(49)
    assert len(events_of(app, EventKind.ctlRepeatEvent)) == 1
    app.advance(1)
    app.advance(25)
    assert [e.time for e in events_of(app, EventKind.ctlRepeatEvent)] == [0, 50, 60, 70]
    app.pen_move(120, 100)  # outside: no repeats
    app.advance(30)
    assert len(events_of(app, EventKind.ctlRepeatEvent)) == 4
    app.pen_move(120, 35)
    app.advance(10)
    assert len(events_of(app, EventKind.ctlRepeatEvent)) == 5
    app.pen_up(120, 35)
    app.advance(100)
    assert len(events_of(app, EventKind.ctlRepeatEvent)) == 5
    assert not events_of(app, EventKind.ctlSelectEvent) and not events_of(app, EventKind.ctlExitEvent)


def test_popup_trigger_pops_its_list_and_the_choice_becomes_the_label(app: Application) -> None:
    form = app.form(MAIN)
    before = app.screen.framebuffer.copy()
    app.tap(20, 90)
    lst = form.list_object(LIST)
    assert lst.popped_up and form.tracking
    assert app.screen.framebuffer != before
    app.pen_down(20, 110)  # "Three"
    assert lst.highlighted == 2
    app.pen_up(20, 110)
    assert not lst.popped_up and lst.selection == 2
    assert events_of(app, EventKind.popSelectEvent) == [Event.pop_select(TRIGGER, LIST, 2, 0)]
    assert form.control(TRIGGER).label == "Three"


def test_tapping_outside_a_popup_list_dismisses_it_and_restores_the_screen(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.tap(20, 90)
    app.tap(150, 150)
    assert not app.form(MAIN).list_object(LIST).popped_up
    assert not events_of(app, EventKind.popSelectEvent)
    assert app.screen.framebuffer == before


def test_list_selection(app: Application) -> None:
    app.tap(70, 130)  # second row of the plain list (rows are 11 pixels from y = 115)
    lst = app.form(MAIN).list_object(PLAIN_LIST)
    assert lst.selection == 1
    assert events_of(app, EventKind.lstSelectEvent) == [Event.lst_select(PLAIN_LIST, 1)]
    assert black(app, 61, 127)  # the selected row is inverted


def test_gadget_gets_the_pen_until_it_lifts(make_app: MakeApp) -> None:
    app = make_app(main_form())
    strokes: list[tuple[EventKind, int, int]] = []
    drawn: list[Rect] = []

    def pen(gadget: Gadget, event: Event) -> bool:
        strokes.append((event.kind, event.screen_x, event.screen_y))
        return True

    app.set_gadget_handler(MAIN, GADGET, gadget_handler(draw=lambda g, w: drawn.append(g.bounds), pen=pen))
    app.start(MAIN)
    assert drawn == [Rect(100, 70, 50, 40)]
    app.pen_down(110, 80)
    app.pen_move(10, 10)
    app.pen_up(10, 10)
    assert strokes == [
        (EventKind.frmGadgetEnterEvent, 110, 80),
        (EventKind.penMoveEvent, 10, 10),
        (EventKind.penUpEvent, 10, 10),
    ]


def test_title_tap_opens_the_menu(app: Application) -> None:
    app.tap(5, 5)
    assert EventKind.frmTitleSelectEvent in kinds(app)
    key = events_of(app, EventKind.keyDownEvent)[-1]
    assert key.chr == vchrMenu


def test_object_access_follows_palm(app: Application) -> None:
    form = app.form(MAIN)
    index = form.get_object_index(OK)
    assert form.get_object_id(index) == OK
    assert form.get_object_kind(index) == FormObjectKind.frmControlObj
    assert form.get_object(index) is form.control(OK)
    assert form.get_object_bounds(index) == Rect(10, 30, 40, 12)
    assert form.get_object_kind(0) == FormObjectKind.frmTitleObj
    with pytest.raises(FormObjectNotFound):
        form.get_object_index(4242)
    with pytest.raises(TypeError):
        form.control(LABEL)


def test_hide_and_show_object(app: Application) -> None:
    form = app.form(MAIN)
    index = form.get_object_index(OK)
    form.hide_object(index)
    assert not any(black(app, x, 36) for x in range(8, 52))
    app.tap(20, 35)
    assert not events_of(app, EventKind.ctlEnterEvent)
    form.show_object(index)
    assert black(app, 9, 36)


def test_copy_label_and_set_title_redraw(app: Application) -> None:
    form = app.form(MAIN)
    form.copy_label(LABEL, "Score: 21")
    assert form.label(LABEL).text == "Score: 21"
    form.set_title("Longer title")
    assert form.title == "Longer title"
    bold = app.system.fonts[1]
    assert black(app, bold.text_width("Longer title") + 2, 3)


def test_set_control_value_and_label(app: Application) -> None:
    form = app.form(MAIN)
    form.set_control_value(form.get_object_index(CHECK), 1)
    assert form.control(CHECK).on
    form.set_control_label(TRIGGER, "Two")
    assert form.control(TRIGGER).bounds.width == 9 + app.system.fonts[0].text_width("Two")


def test_form_bitmap_draws_a_resource(make_app: MakeApp) -> None:
    dot = Bitmap.from_text("##\n##")
    form = Form(2000, Rect(0, 0, 160, 160), objects=[FormBitmap(Point(5, 5), 3000)])
    app = make_app(form, bitmaps={3000: dot})
    app.start(2000)
    assert app.screen.framebuffer.to_text(Rect(4, 4, 4, 4)) == "....\n.##.\n.##.\n...."


def test_goto_form_closes_the_old_form(make_app: MakeApp) -> None:
    other = Form(2000, Rect(0, 0, 160, 160), objects=[Title("Other")])
    app = make_app(main_form(), other)
    app.start(MAIN)
    app.goto_form(2000)
    app.run_until_idle()
    assert [f.form_id for f in app.system.forms] == [2000]
    assert app.active_form is not None and app.active_form.form_id == 2000
    assert events_of(app, EventKind.frmCloseEvent) == [Event.frm_close(MAIN)]


def test_popup_form_save_behind_restores_the_screen(make_app: MakeApp) -> None:
    dialog = Form(
        3000,
        Rect(2, 80, 156, 78),
        modal=True,
        objects=[Title("Bid"), Control(3001, Rect(6, 60, 36, 12), "Done")],
    )
    app = make_app(main_form(), dialog)
    app.start(MAIN)
    before = app.screen.framebuffer.copy()

    @app.form_handler(3000)
    def bid(event: Event) -> bool:
        if event.kind == EventKind.ctlSelectEvent and event.control_id == 3001:
            app.return_to_form(MAIN)
            return True
        return False

    app.popup_form(3000)
    app.run_until_idle()
    assert app.active_form is not None and app.active_form.form_id == 3000
    assert app.screen.framebuffer != before
    app.tap(10, 145)  # Done, at (2 + 6, 80 + 60)
    assert app.active_form is not None and app.active_form.form_id == MAIN
    assert app.screen.framebuffer == before


def test_a_modal_form_keeps_taps_outside_it_from_the_form_behind(make_app: MakeApp) -> None:
    dialog = Form(3000, Rect(2, 80, 156, 78), modal=True, objects=[Title("Bid")])
    app = make_app(main_form(), dialog)
    app.start(MAIN)
    app.popup_form(3000)
    app.run_until_idle()
    app.tap(20, 35)  # where OK is, on the form behind
    assert not events_of(app, EventKind.ctlEnterEvent)


def test_update_form_redraws(app: Application) -> None:
    app.screen.display_window.erase_window()
    app.system.update_form(MAIN)
    app.run_until_idle()
    assert black(app, 0, 14)


def test_a_gadget_without_handler_leaves_the_pen_to_the_form_handler(app: Application) -> None:
    seen: list[EventKind] = []

    def handler(event: Event) -> bool:
        if event.kind in (EventKind.frmGadgetEnterEvent, EventKind.penMoveEvent, EventKind.penUpEvent):
            seen.append(event.kind)
            return True
        return False

    app.set_form_handler(MAIN, handler)
    app.pen_down(110, 80)
    app.pen_move(112, 82)
    app.pen_up(112, 82)
    assert seen == [EventKind.frmGadgetEnterEvent, EventKind.penMoveEvent, EventKind.penUpEvent]
    assert not app.form(MAIN).tracking


def test_hiding_a_push_button_keeps_its_neighbours_frames(app: Application) -> None:
    form = app.form(MAIN)
    form.hide_object(form.get_object_index(PUSH_A))
    assert black(app, 80, 35)  # the frame line A shared with B stays
    assert not black(app, 59, 35)


def test_a_popup_list_that_would_run_off_the_bottom_is_moved_up_onto_the_screen(make_app: MakeApp) -> None:
    form = Form(
        MAIN,
        Rect(0, 0, 160, 160),
        objects=[
            Control(
                TRIGGER,
                Rect(10, 140, 40, 12),
                "One",
                style=ControlStyle.popupTriggerCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            ListObject(LIST, Rect(10, 140, 40, 44), items=["One", "Two", "Three", "Four"], selection=0),
            Popup(TRIGGER, LIST),
        ],
    )
    app = make_app(form)
    app.start(MAIN)
    before = app.screen.framebuffer.copy()
    app.tap(20, 145)
    lst = app.form(MAIN).list_object(LIST)
    assert lst.popped_up and lst.bounds == Rect(10, 115, 40, 44)  # its frame's last row is 159
    assert app.screen.framebuffer.rows[115] != before.rows[115]
    app.tap(20, 150)  # the fourth item, where the list now is
    assert lst.selection == 3 and app.form(MAIN).control(TRIGGER).label == "Four"


@pytest.mark.parametrize(("modal", "save_behind", "erased"), [(False, False, False), (True, False, True),
                                                              (False, True, True)])  # fmt: skip
def test_frm_draw_form_erases_a_modal_or_save_behind_form_and_draws_any_other_over_the_screen(
    make_app: MakeApp, modal: bool, save_behind: bool, erased: bool
) -> None:
    form = Form(MAIN, Rect(0, 0, 160, 160), objects=[Label(LABEL, Point(10, 10), "Over")], modal=modal,
                save_behind=save_behind)  # fmt: skip
    app = make_app(form)
    app.system.screen.display_window.draw_rectangle(Rect(100, 100, 20, 20))  # drawn before the form
    loaded = app.system.init_form(MAIN)
    loaded.draw()
    assert bool(black(app, 110, 110)) is not erased
