"""Palm OS events: the ``EventType`` record, the event queues with virtual time, the digitizer.

``Event`` mirrors the 24-byte ``EventType``: a kind (``eType``, an :class:`~palm_sdk.events.EventKind`
with the numbers of the SDK's ``Event.h``, so an emulator can pass them through), the pen fields
every event carries (``pen_down``, ``tap_count``, ``screen_x``, ``screen_y``) and the fields of
the ``data`` union, flattened into keyword fields with zero defaults (an event kind uses only its
own). Coordinates are display coordinates.

Time is virtual: the queue counts ``ticks`` (100 per second, ``SysTicksPerSecond``) and only the
caller advances them. Nothing here sleeps or reads a clock. ``EvtGetEvent`` with its timeout is
the :class:`~palm_os.event_manager.EventManager`'s. The constants (event numbers, key
codes, the silkscreen's buttons) are ``palm_sdk``'s.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from palm_os.geometry import Rect
from palm_sdk.events import EventKind as EventKind
from palm_sdk.events import evtNoWait as evtNoWait
from palm_sdk.events import evtWaitForever as evtWaitForever
from palm_sdk.events import menuButtonCause, sysTicksPerSecond
from palm_sdk.forms import frmRedrawUpdateCode
from palm_sdk.keys import DEVICE_KEYS, commandKeyMask, is_virtual
from palm_sdk.screen import (
    DIGITIZER_HEIGHT,
    DIGITIZER_WIDTH,
    GRAFFITI_AREA,
    SILKSCREEN_BUTTON_BOUNDS,
    SILKSCREEN_TOP,
)

TICKS_PER_SECOND = sysTicksPerSecond
_KINDS: set[int] = {int(k) for k in EventKind}


@dataclass(frozen=True, slots=True)
class Event:
    """``EventType``, with the ``data`` union flattened (see the module docstring).

    >>> Event.pen_down_at(10, 20)
    Event(kind=<EventKind.penDownEvent: 1>, pen_down=True, tap_count=1, screen_x=10, screen_y=20)
    >>> Event.ctl_select(1001, on=True).control_id
    1001
    """

    kind: int  # an EventKind; application events (>= firstUserEvent) may be plain numbers
    pen_down: bool = False  # penDown: the pen is touching
    tap_count: int = 0  # tapCount: 1, 2, 3 for single, double, triple taps
    screen_x: int = 0  # screenX (display coordinates)
    screen_y: int = 0  # screenY
    # keyDown
    chr: int = 0  # keyDown.chr: character or virtual character
    key_code: int = 0  # keyDown.keyCode
    modifiers: int = 0  # keyDown.modifiers (commandKeyMask for virtual characters)
    # penUp: where the stroke started and ended
    start_x: int = 0
    start_y: int = 0
    # ctlEnter/ctlSelect/ctlRepeat/ctlExit, popSelect
    control_id: int = 0
    on: bool = False  # ctlSelect.on: the control's new state
    value: int = 0  # ctlSelect.value / ctlRepeat.value (sliders)
    time: int = 0  # ctlRepeat.time (ticks)
    # frmLoad/frmOpen/frmClose/frmUpdate/frmTitleEnter/frmTitleSelect
    form_id: int = 0
    update_code: int = 0  # frmUpdate.updateCode
    # menuEvent, menuOpenEvent
    item_id: int = 0  # menu.itemID
    menu_rsc_id: int = 0  # menuOpen.menuRscID
    cause: int = 0  # menuOpen.cause
    # lstEnter/lstSelect/lstExit/popSelect
    list_id: int = 0
    selection: int = 0  # lstSelect.selection / popSelect.selection
    prior_selection: int = 0  # popSelect.priorSelection
    # frmGadgetEnter/frmGadgetMisc
    gadget_id: int = 0
    selector: int = 0
    # tblEnter/tblSelect/tblExit (the table's id in control_id)
    row: int = 0
    column: int = 0
    # user events (kind >= firstUserEvent): any value the application attaches
    data: object = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, EventKind) and self.kind in _KINDS:
            object.__setattr__(self, "kind", EventKind(self.kind))

    def __repr__(self) -> str:
        fields = [f"kind={self.kind!r}"]
        for name in self.__slots__:
            if name == "kind":
                continue
            value = getattr(self, name)
            if value != _DEFAULTS[name]:
                fields.append(f"{name}={value!r}")
        return f"Event({', '.join(fields)})"

    @property
    def object_id(self) -> int:
        """The id an event is about (control, form, menu item, list or gadget), or 0."""
        return self.control_id or self.form_id or self.item_id or self.list_id or self.gadget_id

    # -- constructors ----------------------------------------------------------------------

    @classmethod
    def nil(cls) -> Event:
        return cls(EventKind.nilEvent)

    @classmethod
    def pen_down_at(cls, x: int, y: int, tap_count: int = 1) -> Event:
        return cls(EventKind.penDownEvent, pen_down=True, tap_count=tap_count, screen_x=x, screen_y=y)

    @classmethod
    def pen_move_to(cls, x: int, y: int) -> Event:
        return cls(EventKind.penMoveEvent, pen_down=True, screen_x=x, screen_y=y)

    @classmethod
    def pen_up_at(
        cls, x: int, y: int, start_x: int | None = None, start_y: int | None = None, tap_count: int = 1
    ) -> Event:
        return cls(
            EventKind.penUpEvent,
            tap_count=tap_count,
            screen_x=x,
            screen_y=y,
            start_x=x if start_x is None else start_x,
            start_y=y if start_y is None else start_y,
        )

    @classmethod
    def key_down(cls, chr: int | str, key_code: int = 0, modifiers: int = 0) -> Event:
        """A key: a character (str of length 1, or its Palm code) or a virtual character.

        Virtual characters (0x0100 and up) get ``commandKeyMask`` as on Palm OS.
        """
        code = ord(chr) if isinstance(chr, str) else chr
        if is_virtual(code):
            modifiers |= commandKeyMask
        return cls(EventKind.keyDownEvent, chr=code, key_code=key_code, modifiers=modifiers)

    @classmethod
    def ctl_enter(cls, control_id: int) -> Event:
        return cls(EventKind.ctlEnterEvent, control_id=control_id)

    @classmethod
    def ctl_select(cls, control_id: int, on: bool = False, value: int = 0) -> Event:
        return cls(EventKind.ctlSelectEvent, control_id=control_id, on=on, value=value)

    @classmethod
    def ctl_repeat(cls, control_id: int, time: int, value: int = 0) -> Event:
        return cls(EventKind.ctlRepeatEvent, control_id=control_id, time=time, value=value)

    @classmethod
    def ctl_exit(cls, control_id: int) -> Event:
        return cls(EventKind.ctlExitEvent, control_id=control_id)

    @classmethod
    def frm_load(cls, form_id: int) -> Event:
        return cls(EventKind.frmLoadEvent, form_id=form_id)

    @classmethod
    def frm_open(cls, form_id: int) -> Event:
        return cls(EventKind.frmOpenEvent, form_id=form_id)

    @classmethod
    def frm_close(cls, form_id: int) -> Event:
        return cls(EventKind.frmCloseEvent, form_id=form_id)

    @classmethod
    def frm_update(cls, form_id: int, update_code: int = frmRedrawUpdateCode) -> Event:
        return cls(EventKind.frmUpdateEvent, form_id=form_id, update_code=update_code)

    @classmethod
    def frm_title_enter(cls, form_id: int) -> Event:
        return cls(EventKind.frmTitleEnterEvent, form_id=form_id)

    @classmethod
    def frm_title_select(cls, form_id: int) -> Event:
        return cls(EventKind.frmTitleSelectEvent, form_id=form_id)

    @classmethod
    def menu(cls, item_id: int) -> Event:
        """``menuEvent``: a menu item was chosen."""
        return cls(EventKind.menuEvent, item_id=item_id)

    @classmethod
    def menu_open(cls, menu_rsc_id: int, cause: int = menuButtonCause) -> Event:
        return cls(EventKind.menuOpenEvent, menu_rsc_id=menu_rsc_id, cause=cause)

    @classmethod
    def lst_select(cls, list_id: int, selection: int) -> Event:
        return cls(EventKind.lstSelectEvent, list_id=list_id, selection=selection)

    @classmethod
    def pop_select(cls, control_id: int, list_id: int, selection: int, prior_selection: int) -> Event:
        return cls(
            EventKind.popSelectEvent,
            control_id=control_id,
            list_id=list_id,
            selection=selection,
            prior_selection=prior_selection,
        )

    @classmethod
    def gadget_enter(cls, gadget_id: int, x: int = 0, y: int = 0) -> Event:
        return cls(EventKind.frmGadgetEnterEvent, gadget_id=gadget_id, screen_x=x, screen_y=y, pen_down=True)

    @classmethod
    def app_stop(cls) -> Event:
        return cls(EventKind.appStopEvent)

    @classmethod
    def user(cls, kind: int, data: object = None) -> Event:
        """An application event (``firstUserEvent`` and up) carrying any value."""
        if kind < EventKind.firstUserEvent:
            raise ValueError(f"user events start at 0x6000, got {kind:#x}")
        return cls(kind, data=data)

    def is_pen(self) -> bool:
        return self.kind in (EventKind.penDownEvent, EventKind.penMoveEvent, EventKind.penUpEvent)


_DEFAULTS = {name: getattr(Event(EventKind.nilEvent), name) for name in Event.__slots__}


class EventQueue:
    """The event queues and the virtual tick counter (``EvtGetEvent``, ``TimGetTicks``).

    As on Palm OS there are two queues: events posted by the system and the application
    (``EvtAddEventToQueue``) and input from the pen and keys. ``get`` returns posted events
    first, so an event a control posts on pen-down (``ctlEnterEvent``) is handled before a
    pen-up that was already waiting.

    >>> q = EventQueue()
    >>> q.add_input(Event.pen_down_at(5, 5))
    >>> q.add(Event.frm_open(1000))
    >>> [q.get().kind.name, q.get().kind.name, q.get(evtNoWait).kind.name, q.get()]
    ['frmOpenEvent', 'penDownEvent', 'nilEvent', None]
    """

    def __init__(self) -> None:
        self._events: deque[Event] = deque()
        self._input: deque[Event] = deque()
        self.ticks = 0

    def add(self, event: Event) -> None:
        """``EvtAddEventToQueue``: append an event."""
        self._events.append(event)

    def add_input(self, event: Event) -> None:
        """Append pen or key input (what the pen and key managers enqueue)."""
        self._input.append(event)

    def add_unique(self, event: Event, object_id: int = 0, in_place: bool = False) -> None:
        """``EvtAddUniqueEventToQueue``: replace a queued event of the same kind (and id, if given).

        With ``in_place`` the new event takes the old one's place; otherwise the old one is removed
        and the new one goes to the end.
        """
        for index, queued in enumerate(self._events):
            if queued.kind == event.kind and (not object_id or queued.object_id == object_id):
                if in_place:
                    self._events[index] = event
                    return
                del self._events[index]
                break
        self._events.append(event)

    def get(self, timeout: int = evtWaitForever) -> Event | None:
        """``EvtGetEvent``: the next event; with nothing queued, a ``nilEvent`` for ``evtNoWait``
        and ``None`` otherwise (the caller must give input or advance time: nothing blocks)."""
        if self._events:
            return self._events.popleft()
        if self._input:
            return self._input.popleft()
        if timeout == evtNoWait:
            return Event.nil()
        return None

    def available(self) -> bool:
        """``EvtEventAvail``."""
        return bool(self._events or self._input)

    def __len__(self) -> int:
        return len(self._events) + len(self._input)

    def __iter__(self) -> Iterator[Event]:
        return iter([*self._events, *self._input])

    def flush_pen(self) -> None:
        """``EvtFlushPenQueue``: drop queued pen input."""
        self._input = deque(e for e in self._input if not e.is_pen())

    def flush_keys(self) -> None:
        """``EvtFlushKeyQueue``: drop queued key input."""
        self._input = deque(e for e in self._input if e.kind != EventKind.keyDownEvent)

    def clear(self) -> None:
        self._events.clear()
        self._input.clear()

    def advance(self, ticks: int) -> int:
        """Move virtual time forward; returns the new tick count."""
        if ticks < 0:
            raise ValueError("time only moves forward")
        self.ticks += ticks
        return self.ticks


@dataclass(frozen=True, slots=True)
class PenButton:
    """``PenBtnInfoType``: a silkscreen area that sends a key when tapped."""

    bounds: Rect
    chr: int
    key_code: int = 0
    modifiers: int = commandKeyMask


# The silkscreen below the 160x160 display: each button's area and the key it sends (palm_sdk).
SILKSCREEN_BUTTONS = tuple(
    PenButton(Rect(*bounds), DEVICE_KEYS[name]) for name, bounds in SILKSCREEN_BUTTON_BOUNDS.items()
)
GRAFFITI = Rect(*GRAFFITI_AREA)
DIGITIZER = Rect(0, 0, DIGITIZER_WIDTH, DIGITIZER_HEIGHT)

DOUBLE_TAP_TICKS = 30  # our choice: taps closer in time than this count as a double tap
DOUBLE_TAP_DISTANCE = 4  # ... and closer in position (pixels each way)


class Digitizer:
    """Turns pen samples (x, y on the 160x220 digitizer) into Palm events on a queue.

    On the display a stroke gives ``penDownEvent``, ``penMoveEvent`` (only when the position
    changes) and ``penUpEvent``; taps in quick succession at one place count up ``tap_count``.
    A pen-down on a silkscreen button gives that button's ``keyDownEvent`` (Menu, Applications,
    Calculator, Find); strokes in the Graffiti area are ignored (no recogniser: type with keys).
    """

    def __init__(self, queue: EventQueue, buttons: tuple[PenButton, ...] = SILKSCREEN_BUTTONS) -> None:
        self.queue = queue
        self.buttons = buttons
        self._down_at: tuple[int, int] | None = None
        self._last: tuple[int, int] | None = None
        self._last_tap: tuple[int, int, int, int] | None = None  # x, y, ticks, count
        self._tap_count = 0
        self._position = (0, 0)  # the last sample on the display

    def get_pen(self) -> tuple[int, int, bool]:
        """``EvtGetPen``: the pen's last position on the display and whether it is down."""
        return self._position[0], self._position[1], self._down_at is not None

    @property
    def pen_is_down(self) -> bool:
        """Whether a stroke on the display is in progress."""
        return self._down_at is not None

    def pen_down(self, x: int, y: int) -> None:
        """The pen touches (x, y): ``penDownEvent`` on the display, a button's key on the silkscreen."""
        if self._down_at is not None:
            self.pen_move(x, y)
            return
        if y >= SILKSCREEN_TOP:
            for button in self.buttons:
                if button.bounds.contains(x, y):
                    self.queue.add_input(Event.key_down(button.chr, button.key_code, button.modifiers))
            return
        count = 1
        if self._last_tap is not None:
            lx, ly, lt, lc = self._last_tap
            if (
                self.queue.ticks - lt <= DOUBLE_TAP_TICKS
                and abs(x - lx) <= DOUBLE_TAP_DISTANCE
                and abs(y - ly) <= DOUBLE_TAP_DISTANCE
            ):
                count = lc + 1
        self._tap_count = count
        self._down_at = self._last = self._position = (x, y)
        self.queue.add_input(Event.pen_down_at(x, y, count))

    def pen_move(self, x: int, y: int) -> None:
        """The pen, still down, is at (x, y): ``penMoveEvent`` when it moved."""
        if self._down_at is None or self._last == (x, y):
            return
        self._last = self._position = (x, y)
        self.queue.add_input(Event.pen_move_to(x, y))

    def pen_up(self, x: int, y: int) -> None:
        """The pen lifts at (x, y): ``penUpEvent`` with where the stroke started."""
        if self._down_at is None:
            return
        sx, sy = self._down_at
        self._position = (x, y)
        self.queue.add_input(Event.pen_up_at(x, y, sx, sy, self._tap_count))
        self._last_tap = (x, y, self.queue.ticks, self._tap_count)
        self._down_at = self._last = None
