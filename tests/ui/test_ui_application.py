"""The application loop: handlers, timers, timeouts, stopping, runaway loops."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application, EventLoopRunaway
from palm_os.controls import Title
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_os.geometry import Rect

MakeApp = Callable[..., Application]
MAIN = 1000


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch")]))
    app.start(MAIN)
    return app


def test_timers_fire_in_order_at_their_ticks(app: Application) -> None:
    fired: list[tuple[str, int]] = []
    app.after(30, lambda: fired.append(("b", app.ticks)))
    app.after(10, lambda: fired.append(("a", app.ticks)))
    late = app.after(40, lambda: fired.append(("never", app.ticks)))
    app.after(10, lambda: fired.append(("a2", app.ticks)))
    late.cancel()
    app.advance(25)
    assert fired == [("a", 10), ("a2", 10)]
    assert app.ticks == 25
    app.advance(100)
    assert fired == [("a", 10), ("a2", 10), ("b", 30)]


def test_next_wakeup_names_the_next_timer_or_timeout(app: Application) -> None:
    assert app.next_wakeup() is None  # nothing until input
    timer = app.after(30, lambda: None)
    assert app.next_wakeup() == 30
    app.set_event_timeout(20)
    assert app.next_wakeup() == 20
    app.set_event_timeout(-1)
    timer.cancel()
    assert app.next_wakeup() is None


def test_timer_callbacks_may_post_events_and_set_new_timers(app: Application) -> None:
    seen: list[int] = []
    app.set_form_handler(MAIN, lambda e: e.kind == 0x6001 and not seen.append(app.ticks))  # type: ignore[func-returns-value]

    def tick() -> None:
        app.post(Event.user(0x6001))
        if app.ticks < 30:
            app.after(10, tick)

    app.after(10, tick)
    app.advance(100)
    assert seen == [10, 20, 30]


def test_event_timeout_sends_nil_events_while_idle(app: Application) -> None:
    nils: list[int] = []
    app.set_form_handler(MAIN, lambda e: e.kind == EventKind.nilEvent and not nils.append(app.ticks))  # type: ignore[func-returns-value]
    app.set_event_timeout(50)
    app.advance(120)
    assert nils == [50, 100]
    app.tap(100, 100)  # activity restarts the wait
    app.advance(60)
    assert nils == [50, 100, 170]


def test_app_handler_sees_events_first(app: Application) -> None:
    taken: list[EventKind] = []
    app.app_handler = lambda e: e.kind == EventKind.penDownEvent and not taken.append(e.kind)  # type: ignore[func-returns-value]
    app.tap(50, 50)
    assert taken == [EventKind.penDownEvent]


def test_applications_button_stops_the_app_and_closes_its_forms(app: Application) -> None:
    app.tap(10, 170)
    assert app.stopped
    assert app.system.forms == [] and app.active_form is None


def test_an_event_loop_that_never_idles_is_reported(app: Application) -> None:
    def echo(event: Event) -> bool:
        if event.kind == 0x6001:
            app.post(Event.user(0x6001))
            return True
        return False

    app.set_form_handler(MAIN, echo)
    app.post(Event.user(0x6001))
    with pytest.raises(EventLoopRunaway):
        app.run_until_idle()


def test_two_runs_with_the_same_input_draw_the_same_screens(make_app: MakeApp) -> None:
    def run() -> list[bytes]:
        app = make_app(Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Pitch")]))
        app.start(MAIN)
        shots = [app.screen.framebuffer.to_pbm()]
        app.tap(5, 5)
        shots.append(app.screen.framebuffer.to_pbm())
        return shots

    assert run() == run()
