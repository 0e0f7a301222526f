"""``EventType`` in emulated memory: the screen model's :class:`Event` to 24 bytes and back.

The layout is :data:`palm_sdk.structs.EventType` (SDK35 ``Event.h``, docs/palm_os.md §5): the
head (``eType``, ``penDown``, ``tapCount``, ``screenX``, ``screenY``), then the ``data`` union, read
as the member of the event's kind. This module only says which member each kind uses and which
:class:`Event` attribute each of its fields is (:data:`LAYOUTS`); offsets and sizes come from the
declaration. Pointers to objects (``pControl``, ``pList`` ...) are filled from
``pointer_of(kind, id)`` - the emulated form's object, or 0 - and ignored when reading back,
where ids say everything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from palm_os.events import Event
from palm_sdk.events import EventKind
from palm_sdk.structs import EventType

SIZE = EventType.size
PointerOf = Callable[[str, int], int]  # ("control" | "list" | "gadget" | "field" | "scrollbar", id)

K = EventKind


class Layout:
    """The union member of a kind of event: its fields by :class:`Event` attribute, and its
    object pointers (field -> (object kind, the attribute holding the object's id))."""

    __slots__ = ("fields", "member", "pointers")

    def __init__(
        self, member: str, fields: dict[str, str], pointers: dict[str, tuple[str, str]] | None = None
    ) -> None:
        self.member = member
        self.fields = fields  # SDK field path ("start.x") -> Event attribute
        self.pointers = pointers or {}


def _control(member: str, **more: str) -> Layout:
    return Layout(member, {"controlID": "control_id", **more}, {"pControl": ("control", "control_id")})


def _list(member: str, **more: str) -> Layout:
    return Layout(member, {"listID": "list_id", **more}, {"pList": ("list", "list_id")})


def _form(member: str, **more: str) -> Layout:
    return Layout(member, {"formID": "form_id", **more})


def _scroll(member: str, **more: str) -> Layout:
    return Layout(member, {"scrollBarID": "control_id", "value": "value", "newValue": "selection", **more},
                  {"pScrollBar": ("scrollbar", "control_id")})  # fmt: skip


def _field(member: str) -> Layout:
    return Layout(member, {"fieldID": "control_id"}, {"pField": ("field", "control_id")})


def _table(member: str) -> Layout:
    return Layout(member, {"tableID": "control_id", "row": "row", "column": "column"},
                  {"pTable": ("table", "control_id")})  # fmt: skip


def _gadget(member: str, **more: str) -> Layout:
    return Layout(member, {"gadgetID": "gadget_id", **more}, {"gadgetP": ("gadget", "gadget_id")})


LAYOUTS: dict[int, Layout] = {
    K.penUpEvent: Layout("penUp", {"start.x": "start_x", "start.y": "start_y", "end.x": "screen_x",
                                   "end.y": "screen_y"}),
    K.keyDownEvent: Layout("keyDown", {"chr": "chr", "keyCode": "key_code", "modifiers": "modifiers"}),
    K.ctlEnterEvent: _control("ctlEnter"),
    K.ctlExitEvent: _control("ctlExit"),
    K.ctlSelectEvent: _control("ctlSelect", on="on", value="value"),
    K.ctlRepeatEvent: _control("ctlRepeat", time="time", value="value"),
    K.lstEnterEvent: _list("lstEnter", selection="selection"),
    K.lstSelectEvent: _list("lstSelect", selection="selection"),
    K.lstExitEvent: _list("lstExit"),
    K.popSelectEvent: Layout("popSelect", {"controlID": "control_id", "listID": "list_id",
                                           "selection": "selection", "priorSelection": "prior_selection"},
                             {"controlP": ("control", "control_id"), "listP": ("list", "list_id")}),
    K.frmLoadEvent: _form("frmLoad"),
    K.frmOpenEvent: _form("frmOpen"),
    K.frmCloseEvent: _form("frmClose"),
    K.frmSaveEvent: _form("frmLoad"),  # formID alone, as frmLoad
    K.frmTitleEnterEvent: _form("frmTitleEnter"),
    K.frmTitleSelectEvent: _form("frmTitleSelect"),
    K.frmUpdateEvent: _form("frmUpdate", updateCode="update_code"),
    K.menuEvent: Layout("menu", {"itemID": "item_id"}),
    K.menuOpenEvent: Layout("menuOpen", {"menuRscID": "menu_rsc_id", "cause": "cause"}),
    K.sclEnterEvent: _scroll("sclExit"),  # the same fields as sclExit
    K.sclExitEvent: _scroll("sclExit"),
    K.sclRepeatEvent: _scroll("sclRepeat", time="time"),
    K.fldEnterEvent: _field("fldEnter"),
    K.fldChangedEvent: _field("fldChanged"),
    K.fldHeightChangedEvent: _field("fldHeightChanged"),
    K.tblEnterEvent: _table("tblEnter"),
    K.tblSelectEvent: _table("tblSelect"),
    K.tblExitEvent: _table("tblExit"),
    K.frmGadgetEnterEvent: _gadget("gadgetEnter"),
    K.frmGadgetMiscEvent: _gadget("gadgetMisc", selector="selector"),
}  # fmt: skip
"""Each kind of event the codec knows: the union member it fills and which attribute is which."""

_HEAD = {"penDown": "pen_down", "tapCount": "tap_count", "screenX": "screen_x", "screenY": "screen_y"}
_DATA_SIZE = EventType.sizeof("data")


def _nested(flat: dict[str, Any]) -> dict[str, Any]:
    """``{"start.x": 1}`` -> ``{"start": {"x": 1}}``."""
    out: dict[str, Any] = {}
    for path, value in flat.items():
        here = out
        *parents, last = path.split(".")
        for name in parents:
            here = here.setdefault(name, {})
        here[last] = value
    return out


def _get(values: dict[str, Any], path: str) -> Any:
    for name in path.split("."):
        values = values[name]
    return values


def _none(kind: str, object_id: int) -> int:
    return 0


def encode(event: Event, pointer_of: PointerOf = _none, raw: bytes | None = None) -> bytes:
    """The 24 bytes of ``event`` (see the module docstring); an object pointer no object of the
    form gives is ``raw``'s, the bytes the application queued the event with, if any."""
    kind = int(event.kind)
    values: dict[str, Any] = {sdk: int(getattr(event, attr)) for sdk, attr in _HEAD.items()}
    values["eType"] = kind
    layout = LAYOUTS.get(kind)
    if layout is not None:
        flat = {sdk: int(getattr(event, attr)) for sdk, attr in layout.fields.items()}
        queued = EventType.unpack(raw, {"data": layout.member})["data"][layout.member] if raw else None
        for sdk, (object_kind, id_attr) in layout.pointers.items():
            flat[sdk] = pointer_of(object_kind, getattr(event, id_attr)) or (queued[sdk] if queued else 0)
        values["data"] = {layout.member: _nested(flat)}
    elif kind >= K.firstUserEvent and isinstance(event.data, bytes | bytearray):
        values["data"] = {"generic": {"datum": bytes(event.data[:_DATA_SIZE])}}
    return EventType.pack(values)


def decode(raw: bytes) -> Event:
    """The :class:`Event` of 24 bytes of ``EventType`` (unknown kinds keep their data bytes)."""
    kind = int.from_bytes(raw[0:2], "big")
    layout = LAYOUTS.get(kind)
    values = EventType.unpack(raw, {"data": layout.member} if layout else None)
    base: dict[str, Any] = {attr: values[sdk] for sdk, attr in _HEAD.items()}
    base["pen_down"] = bool(base["pen_down"])
    if layout is None:
        return Event(kind, data=bytes(values["data"]), **base)
    data = values["data"][layout.member]
    for sdk, attr in layout.fields.items():
        if attr not in _HEAD.values():  # penUp's end is the head's screen point
            base[attr] = bool(_get(data, sdk)) if attr == "on" else _get(data, sdk)
    return Event(kind, **base)


def member_of(kind: int) -> str | None:
    """The union member an event of ``kind`` fills (None: a kind the codec keeps as bytes)."""
    layout = LAYOUTS.get(kind)
    return layout.member if layout else None

