"""Palm OS state where Palm OS keeps it: the draw state, the draw window, EvtGetEvent's timing.

These are the calls an emulated application's traps make with Palm's arguments and no desktop
loop: ``FntSetFont`` on the system returns the previous font and every window draws with it,
``WinPushDrawState`` nests, ``WinSetDrawWindow`` names where drawing goes, ``EvtGetEvent(timeout)``
delivers a ``nilEvent`` when the timeout passes, a held repeating button repeats from the Event
Manager, and a stroke a control tracks never reaches the application's handlers.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application
from palm_os.controls import Control, ControlStyle, Title
from palm_os.event_manager import EventManager
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID, FontSet
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.resources import ResourceTable
from palm_os.system import System
from palm_os.system_resources import system_bitmaps
from palm_os.window import DrawMode, Screen
from palm_sdk.events import evtNoWait, evtWaitForever
from palm_sdk.window import BLACK_INDEX, WHITE_INDEX

MAIN, DIALOG = 1000, 1100
OK, PLUS = 1001, 1002
MakeApp = Callable[..., Application]


def main_form() -> Form:
    return Form(
        MAIN,
        Rect(0, 0, 160, 160),
        objects=[
            Title("Main"),
            Control(OK, Rect(10, 30, 40, 12), "OK"),
            Control(PLUS, Rect(60, 30, 20, 12), "+", style=ControlStyle.repeatingButtonCtl),
        ],
    )


def dialog_form() -> Form:
    return Form(
        DIALOG,
        Rect(2, 80, 156, 78),
        objects=[
            Title("Dialog"),
            Control(PLUS, Rect(60, 30, 20, 12), "+", style=ControlStyle.repeatingButtonCtl),
        ],
        modal=True,
    )


@pytest.fixture
def system(fonts: FontSet) -> System:
    return System(ResourceTable(forms={MAIN: main_form(), DIALOG: dialog_form()}), fonts, system_bitmaps())


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(main_form(), dialog_form())
    app.start(MAIN)
    return app


# -- the draw state ------------------------------------------------------------------------------


def test_the_font_is_the_system_s_and_every_window_draws_with_it(screen: Screen) -> None:
    graphics = screen.graphics
    one, two = screen.window(Rect(0, 0, 80, 20)), screen.window(Rect(0, 40, 80, 20))
    assert graphics.set_font(FontID.boldFont) == FontID.stdFont  # FntSetFont returns the previous font
    assert one.font_id == two.font_id == graphics.font_id == FontID.boldFont
    width = two.draw_chars("Pitch", 0, 0)
    assert width == screen.fonts[FontID.boldFont].text_width("Pitch")
    assert one.set_font(FontID.stdFont) == FontID.boldFont  # through any window: the same state


def test_push_and_pop_nest_and_leave_the_state_as_it_was(screen: Screen) -> None:
    graphics = screen.graphics
    graphics.set_fore_color(WHITE_INDEX)
    graphics.push()
    graphics.set_font(FontID.largeFont)
    graphics.push()
    assert graphics.set_draw_mode(DrawMode.winInvert) == DrawMode.winPaint
    graphics.pop()
    assert graphics.state.draw_mode == DrawMode.winPaint and graphics.font_id == FontID.largeFont
    graphics.pop()
    assert graphics.font_id == FontID.stdFont and graphics.state.fore_color == WHITE_INDEX
    assert graphics.depth == 0


def test_the_application_s_draw_state_never_changes_how_a_form_looks(system: System) -> None:
    form = system.init_form(MAIN)
    system.set_active_form(form)
    form.draw()
    expected = system.screen.framebuffer.copy()
    graphics = system.graphics
    graphics.set_font(FontID.largeFont)
    graphics.set_draw_mode(DrawMode.winInvert)
    graphics.set_fore_color(WHITE_INDEX)
    graphics.set_back_color(BLACK_INDEX)
    graphics.set_text_color(WHITE_INDEX)
    form.draw()
    assert system.screen.framebuffer == expected
    assert graphics.font_id == FontID.largeFont and graphics.state.back_color == BLACK_INDEX  # as it left it


def test_the_underline_mode_is_kept_and_returned(screen: Screen) -> None:
    assert screen.graphics.set_underline_mode(2) == 0
    assert screen.graphics.set_underline_mode(0) == 2


# -- the draw window -------------------------------------------------------------------------------


def test_the_active_form_s_window_is_the_draw_window(system: System) -> None:
    assert system.draw_window is system.screen.display_window
    form = system.init_form(MAIN)
    system.set_active_form(form)
    assert system.draw_window is form.window and system.active_window is form.window
    previous = system.set_draw_window(None)  # WinSetDrawWindow(NULL): the display
    assert previous is form.window and system.draw_window is system.screen.display_window
    system.set_draw_window(previous)
    system.delete_form(form)
    assert system.draw_window is system.screen.display_window  # a deleted window is not drawn in


def test_a_dialog_draws_in_its_own_window_until_it_ends(app: Application) -> None:
    main = app.form(MAIN)
    dialog = app.do_dialog(DIALOG)
    assert app.system.draw_window is dialog.form.window
    dialog.finish(PLUS)
    assert app.system.draw_window is main.window


# -- EvtGetEvent ---------------------------------------------------------------------------------


def test_evt_get_event_gives_a_nil_event_when_the_timeout_passes() -> None:
    events = EventManager()
    assert events.get_event(30) is None and events.next_nil_tick(30) == 30
    events.advance(29)
    assert events.get_event(30) is None
    events.advance(1)
    assert events.get_event(30) == Event.nil()
    assert events.get_event(30) is None and events.next_nil_tick(30) == 60  # a new wait from now
    assert events.get_event(evtNoWait) == Event.nil()
    assert events.get_event(evtWaitForever) is None and events.next_nil_tick(evtWaitForever) is None


def test_an_event_ends_the_wait_and_the_next_one_counts_from_then() -> None:
    events = EventManager()
    assert events.get_event(50) is None
    events.advance(40)
    events.add_event(Event.user(0x6001))
    assert events.get_event(50) == Event.user(0x6001)
    assert events.get_event(50) is None and events.next_nil_tick(50) == 90


def test_the_pen_is_where_it_last_touched() -> None:
    events = EventManager()
    assert events.get_pen() == (0, 0, False)
    events.digitizer.pen_down(20, 30)
    events.digitizer.pen_move(25, 31)
    assert events.get_pen() == (25, 31, True)
    events.digitizer.pen_up(26, 32)
    assert events.get_pen() == (26, 32, False)
    events.enqueue_key(ord("3"))
    assert events.event_avail()


def test_a_held_repeating_button_repeats_from_the_event_manager(system: System) -> None:
    """No desktop loop: an emulated app's own EvtGetEvent loop sees the repeats."""
    form = system.init_form(MAIN)
    system.set_active_form(form)
    form.draw()
    system.digitizer.pen_down(65, 35)
    seen: list[tuple[str, int]] = []

    def pump() -> None:  # what an application's event loop does with each event
        while (event := system.get_event(evtWaitForever)) is not None:
            seen.append((EventKind(event.kind).name, system.ticks))
            if not system.handle_system_event(event):
                system.dispatch_event(event)

    pump()
    assert ("ctlRepeatEvent", 0) in seen
    due = system.events.next_nil_tick(evtWaitForever)
    assert due is not None and due > 0
    system.events.set_ticks(due)
    pump()
    assert ("nilEvent", due) in seen and ("ctlRepeatEvent", due) in seen
    system.digitizer.pen_up(65, 35)
    pump()
    assert system.events.next_nil_tick(evtWaitForever) is None  # released: no more repeats


def test_a_button_in_a_dialog_repeats_too(app: Application) -> None:
    dialog = app.do_dialog(DIALOG)
    app.log = []
    b = dialog.form.bounds
    app.pen_down(b.x + 65, b.y + 35)
    app.advance(100)
    repeats = [e for e in app.log if e.kind == EventKind.ctlRepeatEvent]
    assert len(repeats) > 2
    app.pen_up(b.x + 65, b.y + 35)


# -- pen tracking stays in the form ----------------------------------------------------------------


def test_a_tracked_stroke_never_reaches_the_application_s_handlers(app: Application) -> None:
    seen: list[EventKind] = []
    app.app_handler = lambda e: bool(seen.append(EventKind(e.kind)))
    app.set_form_handler(MAIN, lambda e: bool(seen.append(EventKind(e.kind))))
    app.pen_down(20, 35)
    app.pen_move(22, 36)
    app.pen_up(22, 36)
    pens = [kind for kind in seen if kind in (EventKind.penMoveEvent, EventKind.penUpEvent)]
    assert pens == []  # the button took them, as CtlHandleEvent's loop does
    assert EventKind.penDownEvent in seen and EventKind.ctlSelectEvent in seen
    logged = [e.kind for e in app.log or [] if e.is_pen()]
    assert logged[-2:] == [EventKind.penMoveEvent, EventKind.penUpEvent]  # the loop took them all


def test_a_stroke_nothing_tracks_reaches_the_handlers(app: Application) -> None:
    seen: list[EventKind] = []
    app.app_handler = lambda e: bool(seen.append(EventKind(e.kind)))
    app.tap(100, 100)
    assert EventKind.penDownEvent in seen and EventKind.penUpEvent in seen
