"""The Event Manager: ``EvtGetEvent`` with its timeout, the pen and key input, virtual time.

An :class:`EventManager` holds what Palm OS's Event Manager keeps: the event queues (posted
events before pen and key input, :class:`~palm_os.events.EventQueue`), the pen
(:class:`~palm_os.events.Digitizer`), the tick counter, and the wait of the
``EvtGetEvent`` in progress. :meth:`EventManager.get_event` is ``EvtGetEvent(timeout)``: the next
queued event; with nothing queued, a ``nilEvent`` once ``timeout`` ticks have passed since the
wait began (at once for ``evtNoWait``, never for ``evtWaitForever``), or once a held repeating
button is due to repeat (the control's repeat is the Event Manager's timing: the form that
tracks the pen says when through :attr:`EventManager.wakeup`). Otherwise it returns None: time
is virtual and nothing blocks, so the caller gives input or moves time on (:meth:`advance`), and
asks again; :meth:`next_nil_tick` says when a ``nilEvent`` will come.

The same calls serve the desktop application's loop and an emulated application's
``EvtGetEvent`` trap.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.events import Digitizer, Event, EventQueue
from palm_sdk.events import evtNoWait, evtWaitForever


def _never() -> int | None:
    return None


class EventManager:
    """The Event Manager's state and calls (see the module docstring).

    >>> events = EventManager()
    >>> events.get_event(50) is None, events.next_nil_tick(50)
    (True, 50)
    >>> events.advance(50)
    >>> events.get_event(50).kind.name, events.get_event(evtNoWait).kind.name
    ('nilEvent', 'nilEvent')
    """

    def __init__(self, queue: EventQueue | None = None) -> None:
        self.queue = queue if queue is not None else EventQueue()
        self.digitizer = Digitizer(self.queue)
        self.wakeup: Callable[[], int | None] = _never
        """The tick at which a held repeating button repeats (the pen-tracking form's), or None."""
        self._wait_started: int | None = None

    @property
    def ticks(self) -> int:
        """``TimGetTicks``."""
        return self.queue.ticks

    def advance(self, ticks: int) -> None:
        """Move virtual time on by ``ticks`` (the caller's clock: nothing happens by itself)."""
        self.queue.advance(ticks)

    def set_ticks(self, tick: int) -> None:
        """Move virtual time on to ``tick`` (never back)."""
        self.queue.advance(max(tick - self.queue.ticks, 0))

    def get_event(self, timeout: int = evtWaitForever) -> Event | None:
        """``EvtGetEvent(timeout)``: the next event, a ``nilEvent`` when the wait is over, or None
        (see the module docstring)."""
        event = self.queue.get()
        if event is not None:
            self._wait_started = None
            return event
        if timeout == evtNoWait:
            return Event.nil()
        now = self.ticks
        if self._wait_started is None:
            self._wait_started = now
        due = self.next_nil_tick(timeout)
        if due is not None and due <= now:
            self._wait_started = None
            return Event.nil()
        return None

    def next_nil_tick(self, timeout: int = evtWaitForever) -> int | None:
        """The tick at which ``get_event(timeout)`` will give a ``nilEvent`` if nothing is queued
        before: the end of the wait, or a held button's repeat; None if neither will come."""
        candidates = []
        if timeout > 0:
            started = self.ticks if self._wait_started is None else self._wait_started
            candidates.append(started + timeout)
        repeat = self.wakeup()
        if repeat is not None:
            candidates.append(repeat)
        return min(candidates) if candidates else None

    def restart_wait(self) -> None:
        """Count the next wait from now (an application that changes its timeout starts over)."""
        self._wait_started = None

    # -- input (the pen and key managers) -------------------------------------------------------

    def add_event(self, event: Event) -> None:
        """``EvtAddEventToQueue``."""
        self.queue.add(event)

    def enqueue_key(self, chr: int, key_code: int = 0, modifiers: int = 0) -> None:
        """``EvtEnqueueKey``: a key press as the key manager queues it."""
        self.queue.add_input(Event.key_down(chr, key_code, modifiers))

    def get_pen(self) -> tuple[int, int, bool]:
        """``EvtGetPen``: x, y (display coordinates) and whether the pen is down."""
        return self.digitizer.get_pen()

    def event_avail(self) -> bool:
        """``EvtEventAvail``."""
        return self.queue.available()
