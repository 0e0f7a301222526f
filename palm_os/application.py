"""A Palm application's event loop, driven by the caller: ``step``, ``run_until_idle``, ``advance``.

The loop is the one every Palm application writes in ``AppEventLoop``::

    EvtGetEvent -> SysHandleEvent -> MenuHandleEvent -> AppHandleEvent -> FrmDispatchEvent

with the modal dialogs (alerts, ``FrmDoDialog``, help) taking the events while they are shown.
``AppHandleEvent`` is provided: on ``frmLoadEvent`` it loads the form (``FrmInitForm``), makes it
active and gives it the handler registered for its id, and attaches the registered gadget
handlers. Nothing sleeps: input is given with :meth:`Application.tap`, :meth:`Application.pen_down`
... and time moves only with :meth:`Application.advance`, which delivers timers at their virtual
ticks; the ``nilEvent`` of the ``EvtGetEvent`` timeout (:meth:`Application.set_event_timeout`)
and a held repeating button's repeats come from the System's Event Manager, as each ``step``
asks it for the next event. The loop holds no Palm OS state of its own: the draw state, the
event timing and the pen tracking are the :class:`~palm_os.system.System`'s, which an
emulated application reaches through its traps without this loop.

Writing an application::

    app = Application(resources)

    @app.form_handler(MAIN_FORM)
    def main_form(event: Event) -> bool:
        if event.kind == EventKind.ctlSelectEvent and event.control_id == NEW_GAME_BUTTON:
            app.alert(NEW_GAME_ALERT, on_result=lambda button: ...)
            return True
        if event.kind == EventKind.menuEvent:
            ...
        return False

    app.set_gadget_handler(MAIN_FORM, TABLE_GADGET, gadget_handler(draw=draw_table, pen=on_table_pen))
    app.after(50, computer_plays)        # a timer, in ticks (100 a second)
    app.start(MAIN_FORM)                 # FrmGotoForm + run until idle
    app.tap(80, 150)                     # pen down and up, each followed by run_until_idle
    png = app.screen.framebuffer.to_png()
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass, field

from palm_os.bitmap import Bitmap
from palm_os.controls import Gadget, GadgetHandler
from palm_os.dialogs import ModalDialog, ResultCallback
from palm_os.events import Event, EventKind
from palm_os.fonts import FontSet
from palm_os.forms import Form, FormEventHandler
from palm_os.resources import ResourceSource
from palm_os.system import System
from palm_os.window import Screen, Window
from palm_sdk.events import evtWaitForever
from palm_sdk.forms import (
    formGadgetDeleteCmd,
    formGadgetDrawCmd,
    formGadgetEraseCmd,
    formGadgetHandleEventCmd,
)

AppEventHandler = Callable[[Event], bool]


class EventLoopRunaway(RuntimeError):
    """The loop kept posting events to itself without becoming idle."""


@dataclass(order=True)
class Timer:
    """A callback due at a virtual tick (see :meth:`Application.after`)."""

    due: int
    seq: int
    callback: Callable[[], None] = field(compare=False)
    cancelled: bool = field(default=False, compare=False)

    def cancel(self) -> None:
        self.cancelled = True


def gadget_handler(
    draw: Callable[[Gadget, Window], None] | None = None,
    pen: Callable[[Gadget, Event], bool] | None = None,
    erase: Callable[[Gadget, Window], None] | None = None,
    delete: Callable[[Gadget], None] | None = None,
) -> GadgetHandler:
    """A ``FormGadgetHandlerType`` made of plain functions.

    ``draw(gadget, window)`` draws it (form coordinates; ``gadget.bounds`` is its area);
    ``pen(gadget, event)`` gets the ``frmGadgetEnterEvent`` of a pen-down in the gadget and then
    every ``penMoveEvent`` and the ``penUpEvent`` until the pen lifts (display coordinates).
    """

    def handler(gadget: Gadget, cmd: int, event: Event | None) -> bool:
        if cmd == formGadgetDrawCmd and draw is not None:
            draw(gadget, gadget.window)
            return True
        if cmd == formGadgetEraseCmd and erase is not None:
            erase(gadget, gadget.window)
            return True
        if cmd == formGadgetHandleEventCmd and pen is not None and event is not None:
            return pen(gadget, event)
        if cmd == formGadgetDeleteCmd and delete is not None:
            delete(gadget)
            return True
        return False

    return handler


class Application:
    """The event loop of a Palm application on the screen model (see the module docstring)."""

    MAX_EVENTS_PER_RUN = 10_000

    def __init__(
        self,
        resources: ResourceSource | None = None,
        fonts: FontSet | None = None,
        system_bitmaps: dict[int, Bitmap] | None = None,
        system: System | None = None,
    ) -> None:
        self.system = system or System(resources, fonts, system_bitmaps)
        self.form_handlers: dict[int, FormEventHandler] = {}
        self.gadget_handlers: dict[tuple[int, int], GadgetHandler] = {}
        self.app_handler: AppEventHandler | None = None
        self.stopped = False
        self.event_timeout = evtWaitForever
        self._timers: list[Timer] = []
        self._seq = 0

    @property
    def log(self) -> list[Event] | None:
        """Set to a list to record every event the loop takes (``System.log``)."""
        return self.system.log

    @log.setter
    def log(self, events: list[Event] | None) -> None:
        self.system.log = events

    # -- what the application registers ----------------------------------------------------

    def form_handler(self, form_id: int) -> Callable[[FormEventHandler], FormEventHandler]:
        """Decorator: the event handler of a form (``FrmSetEventHandler`` when it loads)."""

        def register(handler: FormEventHandler) -> FormEventHandler:
            self.set_form_handler(form_id, handler)
            return handler

        return register

    def set_form_handler(self, form_id: int, handler: FormEventHandler | None) -> None:
        if handler is None:
            self.form_handlers.pop(form_id, None)
        else:
            self.form_handlers[form_id] = handler
        form = self.system.get_form(form_id)
        if form is not None:
            form.set_event_handler(handler)

    def set_gadget_handler(self, form_id: int, gadget_id: int, handler: GadgetHandler) -> None:
        """The handler of a gadget, attached whenever its form loads (``FrmSetGadgetHandler``)."""
        self.gadget_handlers[(form_id, gadget_id)] = handler
        form = self.system.get_form(form_id)
        if form is not None:
            form.set_gadget_handler(form.get_object_index(gadget_id), handler)

    def set_event_timeout(self, ticks: int) -> None:
        """The timeout of the loop's ``EvtGetEvent``: when idle this long, the active form gets a
        ``nilEvent`` (``evtWaitForever``, the default, or 0 for never); counted from now."""
        self.event_timeout = ticks
        self.system.events.restart_wait()

    def _timeout(self) -> int:
        """What the loop passes ``EvtGetEvent`` (a loop driven by the caller never spins on 0)."""
        return self.event_timeout if self.event_timeout > 0 else evtWaitForever

    def after(self, ticks: int, callback: Callable[[], None]) -> Timer:
        """Call ``callback`` when virtual time has moved ``ticks`` further (then run the loop)."""
        self._seq += 1
        timer = Timer(self.ticks + max(ticks, 0), self._seq, callback)
        heapq.heappush(self._timers, timer)
        return timer

    # -- shortcuts to the system -----------------------------------------------------------

    @property
    def screen(self) -> Screen:
        return self.system.screen

    @property
    def ticks(self) -> int:
        return self.system.ticks

    @property
    def active_form(self) -> Form | None:
        return self.system.active_form

    def form(self, form_id: int) -> Form:
        """A loaded form by id (``FrmGetFormPtr``), raising if it is not loaded."""
        form = self.system.get_form(form_id)
        if form is None:
            raise KeyError(f"form {form_id} is not loaded")
        return form

    def goto_form(self, form_id: int) -> None:
        self.system.goto_form(form_id)

    def popup_form(self, form_id: int) -> None:
        self.system.popup_form(form_id)

    def return_to_form(self, form_id: int = 0) -> None:
        self.system.return_to_form(form_id)

    def alert(
        self,
        alert_id: int,
        on_result: ResultCallback | None = None,
        s1: str | None = None,
        s2: str | None = None,
        s3: str | None = None,
    ) -> ModalDialog:
        """``FrmAlert``/``FrmCustomAlert``: ``on_result(button index)`` when it is dismissed."""
        return self.system.alert(alert_id, on_result, s1, s2, s3)

    def do_dialog(self, form: Form | int, on_result: ResultCallback | None = None) -> ModalDialog:
        """``FrmDoDialog``: ``on_result(button id)`` when it is dismissed. A form id is loaded
        from the resources; its registered handler and gadget handlers are attached."""
        if isinstance(form, int):
            form = self.system.resources.form(form).init(self.system)
            self._attach(form)
        return self.system.do_dialog(form, on_result)

    def set_sound_output(self, output: Callable[[int], None] | None) -> None:
        """Where the system sounds go (``SndPlaySystemSound``): a front end's player, or None."""
        self.system.sound_output = output

    def post(self, event: Event) -> None:
        """``EvtAddEventToQueue``."""
        self.system.queue.add(event)

    # -- the loop --------------------------------------------------------------------------

    def start(self, form_id: int) -> None:
        """``FrmGotoForm(form_id)`` and run until idle."""
        self.stopped = False
        self.system.goto_form(form_id)
        self.run_until_idle()

    def step(self) -> bool:
        """Handle one event (``EvtGetEvent`` with the loop's timeout); False when there was none."""
        event = self.system.get_event(self._timeout())
        if event is None:
            return False
        self.handle(event)
        return True

    def handle(self, event: Event) -> None:
        """One turn of the Palm event loop for ``event``."""
        system = self.system
        if system.handle_system_event(event):
            return
        if system.modal:
            system.handle_modal_event(event)
            return
        if system.handle_menu_event(event):
            return
        if self.app_handler is not None and self.app_handler(event):
            return
        if self._app_handle_event(event):
            return
        system.dispatch_event(event)
        if event.kind == EventKind.appStopEvent:
            self.stopped = True
            system.close_all_forms()

    def run_until_idle(self) -> int:
        """Handle events until the queue is empty; returns how many were handled."""
        count = 0
        while self.step():
            count += 1
            if count > self.MAX_EVENTS_PER_RUN:
                raise EventLoopRunaway(f"more than {self.MAX_EVENTS_PER_RUN} events without becoming idle")
        return count

    def advance(self, ticks: int) -> None:
        """Move virtual time forward, delivering every timer, timeout ``nilEvent`` and button
        repeat that falls due, in order, each at its own tick, running the loop after each."""
        events = self.system.events
        target = self.ticks + ticks
        self.run_until_idle()
        for _ in range(self.MAX_EVENTS_PER_RUN):
            due = self._next_due()
            if due is None or due > target:
                break
            events.set_ticks(due)
            self._fire_timers()
            self.run_until_idle()
        else:
            raise EventLoopRunaway(f"more than {self.MAX_EVENTS_PER_RUN} wake-ups within {ticks} ticks")
        events.set_ticks(target)

    def next_wakeup(self) -> int | None:
        """The virtual tick at which :meth:`advance` next has something to deliver (a timer, the
        timeout ``nilEvent``, a held button's repeat), or None: nothing happens until input.

        A shell that keeps real time can sleep until then instead of polling.
        """
        return self._next_due()

    def _next_due(self) -> int | None:
        while self._timers and self._timers[0].cancelled:
            heapq.heappop(self._timers)
        candidates = []
        if self._timers:
            candidates.append(self._timers[0].due)
        nil = self.system.events.next_nil_tick(self._timeout())
        if nil is not None:
            candidates.append(nil)
        return min(candidates) if candidates else None

    def _fire_timers(self) -> None:
        now = self.ticks
        while self._timers and self._timers[0].due <= now:
            timer = heapq.heappop(self._timers)
            if not timer.cancelled:
                timer.callback()

    def _app_handle_event(self, event: Event) -> bool:
        """``AppHandleEvent``: load the form of a ``frmLoadEvent`` and give it its handlers."""
        if event.kind != EventKind.frmLoadEvent:
            return False
        form = self.system.init_form(event.form_id)
        self.system.set_active_form(form)
        self._attach(form)
        return True

    def _attach(self, form: Form) -> None:
        form.set_event_handler(self.form_handlers.get(form.form_id))
        for (form_id, gadget_id), handler in self.gadget_handlers.items():
            if form_id == form.form_id:
                form.set_gadget_handler(form.get_object_index(gadget_id), handler)

    # -- input -----------------------------------------------------------------------------

    def pen_down(self, x: int, y: int) -> None:
        """The pen touches (x, y) of the digitizer (y >= 160 is the silkscreen); run until idle."""
        self.system.digitizer.pen_down(x, y)
        self.run_until_idle()

    def pen_move(self, x: int, y: int) -> None:
        self.system.digitizer.pen_move(x, y)
        self.run_until_idle()

    def pen_up(self, x: int, y: int) -> None:
        self.system.digitizer.pen_up(x, y)
        self.run_until_idle()

    def tap(self, x: int, y: int) -> None:
        """Pen down and up at one point."""
        self.pen_down(x, y)
        self.pen_up(x, y)

    def key(self, chr: int | str, modifiers: int = 0, key_code: int = 0) -> None:
        """A key press (a character, or a virtual character such as ``vchrMenu``); run until idle."""
        self.system.queue.add_input(Event.key_down(chr, key_code, modifiers))
        self.run_until_idle()
