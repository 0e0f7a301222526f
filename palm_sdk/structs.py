"""Palm OS structures as data: field names, types, sizes and offsets, each citing its SDK header.

What it is for: the one declaration of every structure that the emulator reads or writes in
emulated memory and that a 68k C program shares with Palm OS (``EventType``, ``FormType`` and its
objects, ``ListType``, ``SysAppInfoType``, ``RectangleType`` ...). Offsets and sizes are computed
here as the 68000 lays a structure out (docs/palm_os.md §3.6: a member of 2 bytes or more on an
even offset, a structure holding one padded to an even size), never written by hand; from the
declaration come

* the Python offsets and sizes (``FormType.offset("handler")``, ``ListType.size``), and a codec
  (:meth:`Structure.pack`, :meth:`Structure.unpack`, big-endian, over the standard ``struct``);
* the C structures of ``device/m68k/include/palm_structs.h`` (:mod:`palm_sdk.c_structs`);
* the checks of the construct Structs of ``prc_tools.formats`` (tests/palm_sdk/test_structs.py:
  the resource layouts agree with these field for field).

Where the SDK uses a bitfield word (``FormAttrType``, ``ControlAttrType``) it is declared here as
the ``UInt16`` it occupies; the bits are ``prc_tools``' business.


>>> EventType.size, EventType.offset("data.ctlSelect.on"), FormType.offset("handler")
(24, 14, 50)
>>> ListType.offset("itemsText"), ListType.size, SysAppInfoType.size
(12, 32, 60)
>>> RectangleType.unpack(RectangleType.pack({"topLeft": {"x": 1, "y": -2}}))["topLeft"]
{'x': 1, 'y': -2}
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

# C scalar types: (struct format character, size).
SCALARS: dict[str, tuple[str, int]] = {
    "UInt8": ("B", 1), "Int8": ("b", 1), "Boolean": ("B", 1), "Char": ("B", 1), "FontID": ("B", 1),
    "IndexedColorType": ("B", 1), "WinDrawOperation": ("B", 1), "PatternType": ("B", 1),
    "FormObjectKind": ("B", 1), "ControlStyleType": ("B", 1),
    "UInt16": ("H", 2), "Int16": ("h", 2), "Coord": ("h", 2), "WChar": ("H", 2), "Err": ("H", 2),
    "DmResID": ("H", 2), "FrameType": ("H", 2),
    "UInt32": ("I", 4), "Int32": ("i", 4), "LocalID": ("I", 4), "DmResType": ("I", 4),
}  # fmt: skip
POINTER_SCALARS = frozenset({"MemPtr", "MemHandle", "DmOpenRef", "WinHandle", "BitmapPtr"})
"""Scalar names that are pointers (4 bytes); any type written with a ``*`` is one too."""


@dataclass(frozen=True)
class Field:
    """One member: its SDK name and C type (a scalar, a pointer ``"T *"``, a declared structure,
    an array ``"Char[32]"`` or a :class:`Union`), with a comment for the reader."""

    name: str
    ctype: str | Union
    comment: str = ""


@dataclass(frozen=True)
class Union:
    """An anonymous union of structures (``EventType.data``), as large as its largest member."""

    members: tuple[Structure, ...]

    @property
    def size(self) -> int:
        return max(member.size for member in self.members)

    def member(self, name: str) -> Structure:
        for member in self.members:
            if member.name == name:
                return member
        raise KeyError(f"the union has no member {name!r}")


def _array(ctype: str) -> tuple[str, int] | None:
    if ctype.endswith("]") and "[" in ctype:
        base, count = ctype[:-1].split("[")
        return base.strip(), int(count)
    return None


def _is_pointer(ctype: str) -> bool:
    return ctype.endswith("*") or ctype in POINTER_SCALARS


@dataclass(frozen=True)
class Structure:
    """A Palm OS structure: its fields in order and the SDK header it follows."""

    name: str
    header: str  # the SDK header (and version) the layout is taken from
    fields: tuple[Field, ...]
    doc: str = ""
    public: bool = True  # a C program may read it (else Palm OS keeps it private: incomplete in C)
    _layout: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        offset = 0
        for member in self.fields:
            size, align = _size_and_alignment(member.ctype)
            if align == 2 and offset % 2:
                offset += 1
            self._layout[member.name] = (offset, size)
            offset += size
        if offset % 2 and any(_size_and_alignment(m.ctype)[1] == 2 for m in self.fields):
            offset += 1
        self._layout[""] = (0, offset)

    @property
    def size(self) -> int:
        """Bytes of the structure (padded as the 68000 pads it)."""
        return self._layout[""][1]

    def field(self, name: str) -> Field:
        for member in self.fields:
            if member.name == name:
                return member
        raise KeyError(f"{self.name} has no field {name!r}")

    def offset(self, path: str) -> int:
        """Offset of a field from the start; a dotted path goes into nested structures and unions
        (``"data.ctlSelect.on"``, ``"topLeft.y"``)."""
        head, _, rest = path.partition(".")
        if head not in self._layout or not head:
            raise KeyError(f"{self.name} has no field {head!r}")
        at = self._layout[head][0]
        if not rest:
            return at
        ctype = self.field(head).ctype
        if isinstance(ctype, Union):
            member, _, rest = rest.partition(".")
            inner = ctype.member(member)
            return at + (inner.offset(rest) if rest else 0)
        return at + STRUCTURES[ctype].offset(rest)

    def sizeof(self, name: str) -> int:
        """Bytes of one field."""
        if name not in self._layout or not name:
            raise KeyError(f"{self.name} has no field {name!r}")
        return self._layout[name][1]

    # -- the codec --------------------------------------------------------------------------

    def pack(self, values: dict[str, Any] | None = None) -> bytes:
        """The bytes of the structure with ``values`` by field name (nested structures as dicts,
        arrays of ``Char`` as bytes); fields not given are zero. A union takes ``{member: {...}}``."""
        values = values or {}
        unknown = set(values) - {m.name for m in self.fields}
        if unknown:
            raise KeyError(f"{self.name} has no field {sorted(unknown)[0]!r}")
        out = bytearray(self.size)
        for member in self.fields:
            if member.name in values:
                at, size = self._layout[member.name]
                out[at : at + size] = _pack_value(member.ctype, values[member.name], size)
        return bytes(out)

    def unpack(self, raw: bytes, union_member: dict[str, str] | None = None) -> dict[str, Any]:
        """The fields of ``raw`` by name (at least :attr:`size` bytes). A union field is read as
        the member ``union_member[field]`` names, or left as its bytes."""
        if len(raw) < self.size:
            raise ValueError(f"{self.name} is {self.size} bytes, got {len(raw)}")
        values: dict[str, Any] = {}
        for member in self.fields:
            at, size = self._layout[member.name]
            chunk = bytes(raw[at : at + size])
            ctype = member.ctype
            if isinstance(ctype, Union):
                chosen = (union_member or {}).get(member.name)
                values[member.name] = {chosen: ctype.member(chosen).unpack(chunk)} if chosen else chunk
            else:
                values[member.name] = _unpack_value(ctype, chunk)
        return values


def _size_and_alignment(ctype: str | Union) -> tuple[int, int]:
    if isinstance(ctype, Union):
        return ctype.size, 2
    if _is_pointer(ctype):
        return 4, 2
    if ctype in SCALARS:
        size = SCALARS[ctype][1]
        return size, 1 if size == 1 else 2
    array = _array(ctype)
    if array:
        size, align = _size_and_alignment(array[0])
        return size * array[1], align
    if ctype in STRUCTURES:
        inner = STRUCTURES[ctype]
        return inner.size, 2 if inner.size > 1 else 1
    raise KeyError(f"no such type: {ctype!r}")


def _pack_value(ctype: str | Union, value: Any, size: int) -> bytes:
    if isinstance(ctype, Union):
        ((name, inner),) = value.items()
        return ctype.member(name).pack(inner).ljust(size, b"\0")
    if _is_pointer(ctype):
        return struct.pack(">I", value & 0xFFFFFFFF)
    if ctype in SCALARS:  # two's complement, as the C assignment would store it
        return (int(value) & ((1 << (8 * size)) - 1)).to_bytes(size, "big")
    array = _array(ctype)
    if array:
        if isinstance(value, bytes | bytearray):
            return bytes(value[:size]).ljust(size, b"\0")
        step = size // array[1]
        return b"".join(_pack_value(array[0], item, step) for item in value).ljust(size, b"\0")
    return STRUCTURES[ctype].pack(value)


def _unpack_value(ctype: str, chunk: bytes) -> Any:
    if _is_pointer(ctype):
        return struct.unpack(">I", chunk)[0]
    if ctype in SCALARS:
        return struct.unpack(">" + SCALARS[ctype][0], chunk)[0]
    array = _array(ctype)
    if array:
        if SCALARS.get(array[0], ("", 0))[1] == 1:
            return chunk
        step = len(chunk) // array[1]
        return [_unpack_value(array[0], chunk[i * step : (i + 1) * step]) for i in range(array[1])]
    return STRUCTURES[ctype].unpack(chunk)


STRUCTURES: dict[str, Structure] = {}
"""Every declared structure by name (in declaration order: a structure after those it holds)."""


def _declare(name: str, header: str, fields: Sequence[tuple[Any, ...]], doc: str = "",
             public: bool = True) -> Structure:  # fmt: skip
    declared = Structure(name, header, tuple(Field(*f) for f in fields), doc, public)
    STRUCTURES[name] = declared
    return declared


def _member(name: str, fields: Sequence[tuple[str, ...]]) -> Structure:
    """A structure of the ``EventType.data`` union (not registered: it has no SDK type name)."""
    return Structure(name, "SDK35 Core/UI/Event.h", tuple(Field(*f) for f in fields))


# -- geometry ---------------------------------------------------------------------------------

PointType = _declare("PointType", "SDK35 Core/System/Rect.h", [("x", "Coord"), ("y", "Coord")])
RectangleType = _declare(
    "RectangleType", "SDK35 Core/System/Rect.h", [("topLeft", "PointType"), ("extent", "PointType")]
)

RGBColorType = _declare(
    "RGBColorType", "SDK35 Core/UI/Bitmap.h",
    [("index", "UInt8"), ("r", "UInt8"), ("g", "UInt8"), ("b", "UInt8")],
)

# -- events (docs/palm_os.md §5) --------------------------------------------------------------

_CONTROL = [("controlID", "UInt16"), ("pControl", "ControlType *")]
_LIST = [("listID", "UInt16"), ("pList", "ListType *")]
_FIELD = [("fieldID", "UInt16"), ("pField", "FieldType *")]
_FORM = [("formID", "UInt16")]
_SCROLL = [("scrollBarID", "UInt16"), ("pScrollBar", "ScrollBarType *"), ("value", "Int16"),
           ("newValue", "Int16")]  # fmt: skip
_GADGET = [("gadgetID", "UInt16"), ("gadgetP", "FormGadgetType *")]
_TABLE = [("tableID", "UInt16"), ("pTable", "void *", "TableType *"), ("row", "Int16"), ("column", "Int16")]
_WINDOWS = [("enterWindow", "WinHandle"), ("exitWindow", "WinHandle")]

EVENT_DATA = Union((
    _member("generic", [("datum", "UInt16[8]")]),
    _member("penUp", [("start", "PointType"), ("end", "PointType")]),
    _member("keyDown", [("chr", "WChar"), ("keyCode", "UInt16"), ("modifiers", "UInt16")]),
    _member("winEnter", _WINDOWS),
    _member("winExit", _WINDOWS),
    _member("ctlEnter", _CONTROL),
    _member("ctlSelect", [*_CONTROL, ("on", "Boolean"), ("reserved1", "UInt8"), ("value", "UInt16")]),
    _member("ctlRepeat", [*_CONTROL, ("time", "UInt32"), ("value", "UInt16")]),
    _member("ctlExit", _CONTROL),
    _member("fldEnter", _FIELD),
    _member("fldHeightChanged", [*_FIELD, ("newHeight", "Coord"), ("currentPos", "UInt16")]),
    _member("fldChanged", _FIELD),
    _member("frmLoad", _FORM),
    _member("frmOpen", _FORM),
    _member("frmGoto", [*_FORM, ("recordNum", "UInt16"), ("matchPos", "UInt16"), ("matchLen", "UInt16"),
                        ("matchFieldNum", "UInt16"), ("matchCustom", "UInt32")]),
    _member("frmClose", _FORM),
    _member("frmUpdate", [*_FORM, ("updateCode", "UInt16")]),
    _member("frmTitleEnter", _FORM),
    _member("frmTitleSelect", _FORM),
    _member("lstEnter", [*_LIST, ("selection", "Int16")]),
    _member("lstExit", _LIST),
    _member("lstSelect", [*_LIST, ("selection", "Int16")]),
    _member("popSelect", [("controlID", "UInt16"), ("controlP", "ControlType *"), ("listID", "UInt16"),
                          ("listP", "ListType *"), ("selection", "Int16"), ("priorSelection", "Int16")]),
    _member("menu", [("itemID", "UInt16")]),
    _member("menuOpen", [("menuRscID", "UInt16"), ("cause", "Int16")]),
    _member("sclRepeat", [*_SCROLL, ("time", "Int32")]),
    _member("sclExit", _SCROLL),
    _member("tblEnter", _TABLE),
    _member("tblSelect", _TABLE),
    _member("tblExit", _TABLE),
    _member("gadgetEnter", _GADGET),
    _member("gadgetMisc", [*_GADGET, ("selector", "UInt16"), ("dataP", "void *")]),
))  # fmt: skip
"""``EventType.data``: one structure per kind of event (SDK35 ``Event.h``, its member names)."""

EventType = _declare(
    "EventType", "SDK35 Core/UI/Event.h",
    [("eType", "UInt16", "eventsEnum, 16 bits: values up to 0x6000"), ("penDown", "Boolean"),
     ("tapCount", "UInt8", "3.5 and later"), ("screenX", "Coord"), ("screenY", "Coord"),
     ("data", EVENT_DATA, "the event's own fields, by kind")],
    "What EvtGetEvent fills and a form's handler reads (docs/palm_os.md section 5).",
)  # fmt: skip

# -- the launch (docs/palm_os.md §3.3) ----------------------------------------------------------

SysAppInfoType = _declare(
    "SysAppInfoType", "SDK35 Core/System/SystemMgr.h",
    [("cmd", "Int16"), ("cmdPBP", "MemPtr"), ("launchFlags", "UInt16"), ("taskID", "UInt32"),
     ("codeH", "MemHandle"), ("dbP", "DmOpenRef"), ("stackP", "UInt8 *"), ("globalsChunkP", "UInt8 *"),
     ("memOwnerID", "UInt16"), ("dmAccessP", "MemPtr"), ("dmLastErr", "Err"), ("errExceptionP", "MemPtr"),
     ("a5Ptr", "UInt8 *", "3.0 and later"), ("stackEndP", "UInt8 *"), ("globalEndP", "UInt8 *"),
     ("rootP", "struct SysAppInfoType *"), ("extraP", "MemPtr")],
    "What SysAppStartup hands the startup code.",
)  # fmt: skip

ExgGoToType = _declare(
    "ExgGoToType", "SDK35 Core/System/ExgMgr.h",
    [("dbCardNo", "UInt16"), ("dbID", "LocalID"), ("recordNum", "UInt16"), ("uniqueID", "UInt32"),
     ("matchCustom", "UInt32")],
)  # fmt: skip

ExgSocketType = _declare(
    "ExgSocketType", "SDK35 Core/System/ExgMgr.h",
    [("libraryRef", "UInt16"), ("socketRef", "UInt32"), ("target", "UInt32"), ("count", "UInt32"),
     ("length", "UInt32"), ("time", "UInt32"), ("appData", "UInt32"), ("goToCreator", "UInt32"),
     ("goToParams", "ExgGoToType"),
     ("flags", "UInt16", "localMode:1, packetMode:1, noGoTo:1, noStatus:1, reserved:12"),
     ("description", "Char *"), ("type", "Char *"), ("name", "Char *")],
    "What an application fills in to send an object with the Exchange Manager.",
)  # fmt: skip

DateTimeType = _declare(
    "DateTimeType", "SDK35 Core/System/DateTime.h",
    [("second", "Int16"), ("minute", "Int16"), ("hour", "Int16"), ("day", "Int16"), ("month", "Int16"),
     ("year", "Int16"), ("weekDay", "Int16")],
)  # fmt: skip

# -- windows, forms and their objects (private to Palm OS: incomplete types in C) ---------------

WindowType = _declare(
    "WindowType", "SDK35 Core/UI/Window.h",
    [("displayWidthV20", "Coord"), ("displayHeightV20", "Coord"), ("displayAddrV20", "void *"),
     ("windowFlags", "UInt16", "WindowFlagsType bits"), ("windowBounds", "RectangleType"),
     ("clippingBounds", "RectangleType"), ("bitmapP", "BitmapPtr"), ("frameType", "FrameType"),
     ("drawStateP", "void *"), ("nextWindow", "WinHandle")],
    public=False,
)  # fmt: skip

FormType = _declare(
    "FormType", "SDK35 Core/UI/Form.h",
    [("window", "WindowType", "a form is a window: its handle is the form's address"),
     ("formId", "UInt16"), ("attr", "UInt32", "FormAttrType: a word of flags, a reserved word"),
     ("bitsBehindForm", "WinHandle"),
     ("handler", "void *", "FormEventHandlerType *"), ("focus", "UInt16"), ("defaultButton", "UInt16"),
     ("helpRscId", "UInt16"), ("menuRscId", "UInt16"), ("numObjects", "UInt16"),
     ("objects", "FormObjListType *", "the object list, which follows the form in a tFRM")],
    public=False,
)  # fmt: skip

FormObjListType = _declare(
    "FormObjListType", "SDK35 Core/UI/Form.h",
    [("objectType", "FormObjectKind"), ("reserved", "UInt8"), ("object", "void *")],
    public=False,
)

ControlType = _declare(
    "ControlType", "SDK35 Core/UI/Control.h",
    [("id", "UInt16"), ("bounds", "RectangleType"),
     ("text", "Char *", "0 in a tFRM: the label follows the structure"),
     ("attr", "UInt16", "ControlAttrType bits"), ("style", "ControlStyleType"), ("font", "FontID"),
     ("group", "UInt8"), ("reserved", "UInt8")],
    public=False,
)  # fmt: skip

FormLabelType = _declare(
    "FormLabelType", "SDK35 Core/UI/Form.h",
    [("id", "UInt16"), ("pos", "PointType"), ("attr", "UInt16", "FormObjAttrType bits"),
     ("fontID", "FontID"), ("reserved", "UInt8"),
     ("text", "Char *", "0 in a tFRM: the text follows the structure")],
    public=False,
)  # fmt: skip

FormTitleType = _declare(
    "FormTitleType", "SDK35 Core/UI/Form.h",
    [("rect", "RectangleType"), ("text", "Char *", "0 in a tFRM: the text follows the structure")],
    public=False,
)

FormGadgetType = _declare(
    "FormGadgetType", "SDK35 Core/UI/Form.h",
    [("id", "UInt16"), ("attr", "UInt16", "FormGadgetAttrType: usable, extended, visible bits"),
     ("rect", "RectangleType"), ("data", "const void *"), ("handler", "void *")],
    "A gadget as its handler sees it (FormGadgetTypeInCallback).",
)  # fmt: skip

ListType = _declare(
    "ListType", "SDK35 Core/UI/List.h",
    [("id", "UInt16"), ("bounds", "RectangleType"), ("attr", "UInt16", "ListAttrType bits"),
     ("itemsText", "Char **"), ("numItems", "Int16"), ("currentItem", "Int16"), ("topItem", "Int16"),
     ("font", "FontID"), ("reserved", "UInt8"), ("popupWin", "WinHandle"),
     ("drawItemsCallback", "void *", "ListDrawDataFuncPtr")],
    "In a tFRM, numItems pointer slots and the item strings follow it.",
    public=False,
)  # fmt: skip

BitmapType = _declare(
    "BitmapType", "SDK35 Core/UI/Bitmap.h",
    [("width", "Coord"), ("height", "Coord"), ("rowBytes", "UInt16"), ("flags", "UInt16", "BitmapFlagsType"),
     ("pixelSize", "UInt8"), ("version", "UInt8"), ("nextDepthOffset", "UInt16"),
     ("transparentIndex", "UInt8"), ("compressionType", "UInt8"), ("reserved", "UInt16")],
    "Version 2's header; the rows of pixels follow it.",
    public=False,
)  # fmt: skip

SysDBListItemType = _declare(
    "SysDBListItemType", "SDK35 Core/System/SystemMgr.h",
    [("name", "Char[32]"), ("creator", "UInt32"), ("type", "UInt32"), ("version", "UInt16"),
     ("dbID", "LocalID"), ("cardNo", "UInt16"), ("iconP", "BitmapPtr")],
    "One database of SysCreateDataBaseList's list (the emulator's; no C program here reads one).",
    public=False,
)  # fmt: skip

SilkscreenAreaType = _declare(
    "SilkscreenAreaType", "SDK35 Core/System/SysEvtMgr.h",
    [("bounds", "RectangleType"), ("areaType", "UInt32", "SilkscreenRectType: 'scrn' or 'graf'"),
     ("index", "UInt16")],
    "One area of EvtGetSilkscreenAreaList's table (the emulator's; no C program here reads one).",
    public=False,
)  # fmt: skip
