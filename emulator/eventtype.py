"""``EventType`` in emulated memory: the screen model's :class:`Event` to 24 bytes and back.

Layout (SDK 3.5 ``Event.h``, docs/palm_os.md §5): ``eType`` (UInt16) at 0, ``penDown`` 2, ``tapCount``
3, ``screenX`` 4, ``screenY`` 6, then the ``data`` union at 8, each kind with its own fields (a
control's id at 8 and pointer at 10, ``ctlSelect.on`` at 14, ``popSelect.selection`` at 20 ...).
Pointers to objects (``pControl``, ``pList`` ...) are filled from ``pointer_of(kind, id)`` - the
emulated form's object, or 0 - and ignored when reading back, where ids say everything.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from palm_os.events import Event
from palm_sdk.events import EventKind

SIZE = 24
PointerOf = Callable[[str, int], int]  # ("control" | "list" | "gadget" | "field" | "scrollbar", id)

K = EventKind
_CONTROL = {K.ctlEnterEvent, K.ctlExitEvent, K.ctlSelectEvent, K.ctlRepeatEvent}
_LIST = {K.lstEnterEvent, K.lstSelectEvent, K.lstExitEvent}
_FORM = {K.frmLoadEvent, K.frmOpenEvent, K.frmCloseEvent, K.frmTitleEnterEvent, K.frmTitleSelectEvent,
         K.frmSaveEvent}  # fmt: skip
_SCROLL = {K.sclEnterEvent, K.sclExitEvent, K.sclRepeatEvent}
_FIELD = {K.fldEnterEvent, K.fldChangedEvent, K.fldHeightChangedEvent}


def _none(kind: str, object_id: int) -> int:
    return 0


def encode(event: Event, pointer_of: PointerOf = _none) -> bytes:
    """The 24 bytes of ``event`` (see the module docstring)."""
    kind = int(event.kind)
    head = struct.pack(
        ">HBBhh", kind & 0xFFFF, int(event.pen_down), event.tap_count & 0xFF, event.screen_x, event.screen_y
    )
    data = bytearray(16)
    if kind == K.penUpEvent:
        struct.pack_into(">hhhh", data, 0, event.start_x, event.start_y, event.screen_x, event.screen_y)
    elif kind == K.keyDownEvent:
        struct.pack_into(
            ">HHH", data, 0, event.chr & 0xFFFF, event.key_code & 0xFFFF, event.modifiers & 0xFFFF
        )
    elif kind in _CONTROL:
        struct.pack_into(">HI", data, 0, event.control_id, pointer_of("control", event.control_id))
        if kind == K.ctlSelectEvent:
            struct.pack_into(">BBh", data, 6, int(event.on), 0, event.value)
        elif kind == K.ctlRepeatEvent:
            struct.pack_into(">Ih", data, 6, event.time & 0xFFFFFFFF, event.value)
    elif kind in _LIST:
        struct.pack_into(">HI", data, 0, event.list_id, pointer_of("list", event.list_id))
        if kind != K.lstExitEvent:
            struct.pack_into(">h", data, 6, event.selection)
    elif kind == K.popSelectEvent:
        struct.pack_into(
            ">HIHIhh", data, 0,
            event.control_id, pointer_of("control", event.control_id),
            event.list_id, pointer_of("list", event.list_id),
            event.selection, event.prior_selection,
        )  # fmt: skip
    elif kind in _FORM:
        struct.pack_into(">H", data, 0, event.form_id)
    elif kind == K.frmUpdateEvent:
        struct.pack_into(">HH", data, 0, event.form_id, event.update_code)
    elif kind == K.menuEvent:
        struct.pack_into(">H", data, 0, event.item_id)
    elif kind == K.menuOpenEvent:
        struct.pack_into(">Hh", data, 0, event.menu_rsc_id, event.cause)
    elif kind in _SCROLL:
        struct.pack_into(">HIhh", data, 0, event.control_id, pointer_of("scrollbar", event.control_id),
                         event.value, event.selection)  # fmt: skip
        if kind == K.sclRepeatEvent:
            struct.pack_into(">I", data, 10, event.time & 0xFFFFFFFF)
    elif kind in _FIELD:
        struct.pack_into(">HI", data, 0, event.control_id, pointer_of("field", event.control_id))
    elif kind in (K.frmGadgetEnterEvent, K.frmGadgetMiscEvent):
        struct.pack_into(
            ">HIH", data, 0, event.gadget_id, pointer_of("gadget", event.gadget_id), event.selector
        )
    elif kind >= K.firstUserEvent and isinstance(event.data, bytes | bytearray):
        data[: len(event.data[:16])] = event.data[:16]
    return head + bytes(data)


def decode(raw: bytes) -> Event:
    """The :class:`Event` of 24 bytes of ``EventType`` (unknown kinds keep their data bytes)."""
    kind, pen_down, tap_count, x, y = struct.unpack_from(">HBBhh", raw, 0)
    data = raw[8:24]
    base = {"pen_down": bool(pen_down), "tap_count": tap_count, "screen_x": x, "screen_y": y}
    if kind == K.penUpEvent:
        sx, sy, _, _ = struct.unpack_from(">hhhh", data, 0)
        return Event(kind, start_x=sx, start_y=sy, **base)
    if kind == K.keyDownEvent:
        chr_, key_code, modifiers = struct.unpack_from(">HHH", data, 0)
        return Event(kind, chr=chr_, key_code=key_code, modifiers=modifiers, **base)
    if kind in _CONTROL:
        (control_id,) = struct.unpack_from(">H", data, 0)
        if kind == K.ctlSelectEvent:
            on, _, value = struct.unpack_from(">BBh", data, 6)
            return Event(kind, control_id=control_id, on=bool(on), value=value, **base)
        if kind == K.ctlRepeatEvent:
            time, value = struct.unpack_from(">Ih", data, 6)
            return Event(kind, control_id=control_id, time=time, value=value, **base)
        return Event(kind, control_id=control_id, **base)
    if kind in _LIST:
        list_id, _, selection = struct.unpack_from(">HIh", data, 0)
        return Event(kind, list_id=list_id, selection=selection, **base)
    if kind == K.popSelectEvent:
        control_id, _, list_id, _, selection, prior = struct.unpack_from(">HIHIhh", data, 0)
        return Event(kind, control_id=control_id, list_id=list_id, selection=selection,
                     prior_selection=prior, **base)  # fmt: skip
    if kind in _FORM:
        (form_id,) = struct.unpack_from(">H", data, 0)
        return Event(kind, form_id=form_id, **base)
    if kind == K.frmUpdateEvent:
        form_id, code = struct.unpack_from(">HH", data, 0)
        return Event(kind, form_id=form_id, update_code=code, **base)
    if kind == K.menuEvent:
        (item_id,) = struct.unpack_from(">H", data, 0)
        return Event(kind, item_id=item_id, **base)
    if kind == K.menuOpenEvent:
        rsc, cause = struct.unpack_from(">Hh", data, 0)
        return Event(kind, menu_rsc_id=rsc, cause=cause, **base)
    if kind in _SCROLL:
        bar, _, value, new = struct.unpack_from(">HIhh", data, 0)
        return Event(kind, control_id=bar, value=value, selection=new, **base)
    if kind in _FIELD:
        (field_id,) = struct.unpack_from(">H", data, 0)
        return Event(kind, control_id=field_id, **base)
    if kind in (K.frmGadgetEnterEvent, K.frmGadgetMiscEvent):
        gadget, _, selector = struct.unpack_from(">HIH", data, 0)
        return Event(kind, gadget_id=gadget, selector=selector, **base)
    return Event(kind, data=bytes(data), **base)
