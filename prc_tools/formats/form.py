"""``tFRM``: a form (dialog or screen) and its objects, as PilRC writes it for Palm OS 3.x (68k).

Layout (PILRC ``pilrc.c DumpForm``/``CbFromLt``, ``util.c PadBoundary``; SDK35 ``UI/Form.h``
``FormType`` with ``System/Window.h`` ``WindowType`` first)::

    +0      FormType, 68 bytes = WindowType (40) + form fields (28); numObjects computed
    +68     numObjects x FormObjListType (6): UInt8 objectType, UInt8 0, UInt32 offset of the object
    ...     the objects in list order; each is its struct, then its NUL-terminated text if it has
            one (title, label, non-graphical control) or, for a list, numItems zero pointer slots
            and the item strings; each object starts at an even offset (one 0x00 pads), and the
            resource ends at an even length.

PilRC's values: ``windowFlags`` focusable + dialog (0x1200), plus modal for ``MODAL`` (0x3200);
``frameType`` width 1 (``FRAME``), 0 (``NOFRAME``), or ``dialogFrame`` 0x0302 for modal forms;
form ``attr`` usable + saveBehind (0x8800). Tables (``frmTableObj``) are in :mod:`.form_table`;
the never-emitted line, frame and rectangle objects are reported as unsupported.

>>> from prc_tools.formats.common import Rect
>>> form = Form(1000, Rect(0, 0, 160, 160), (Title("Hi"),
...             Control(1001, Rect(62, 140, 36, 12), "OK")))
>>> data = form.build()
>>> len(data), data[64:76].hex(" "), Form.parse(data) == form
(120, '00 00 00 00 09 00 00 00 00 50 01 00', True)
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, cast

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import (
    build_struct,
    cstring,
    pad_even,
    parse_struct,
    parse_struct_end,
    read_cstring,
    struct_size,
)
from prc_tools.formats.common import Rect, RectangleType
from prc_tools.formats.form_objects import (
    ZERO_POINTER,
    ButtonFrameType,
    Control,
    ControlStyleType,
    Field,
    FormBitmap,
    FormObjectKind,
    Gadget,
    GraffitiStateIndicator,
    Label,
    List,
    PopupList,
    ScrollBar,
    SliderControl,
    Title,
)
from prc_tools.formats.form_objects import FormObject as SimpleFormObject
from prc_tools.formats.form_table import Table, TableColumn, TableItem, TableRow

FormObject = SimpleFormObject | Table
"""Any object a form may hold: the simple objects of :mod:`.form_objects` and tables."""

# SDK35 Window.h WindowFlagsType, MSB first; PILRC "zuzuuuzuzuuzuzu8".
WindowFlagsType = c.BitStruct(
    "format" / c.Flag,  # 0 = screen format
    "offscreen" / c.Flag,
    "modal" / c.Flag,  # MODAL
    "focusable" / c.Flag,  # PilRC always sets it
    "enabled" / c.Flag,
    "visible" / c.Flag,
    "dialog" / c.Flag,  # PilRC always sets it
    "freeBitmap" / c.Flag,
    "reserved" / c.Const(0, c.BitsInteger(8)),
)

# SDK35 Window.h FrameBitsType; PILRC "u8zu3uu2u2".
FrameBitsType = c.BitStruct(
    "cornerDiam" / c.BitsInteger(8),  # corner diameter, 0 = square
    "reserved" / c.Const(0, c.BitsInteger(3)),
    "threeD" / c.Flag,
    "shadowWidth" / c.BitsInteger(2),
    "width" / c.BitsInteger(2),  # frame width in pixels
)

# SDK35 Window.h WindowType; PILRC szRCWindowBA16 "w,w,zl,zuzuuuzuzuuzuzu8,w4,zw4,zl,u8zu3uu2u2,zl,zl".
WindowType = c.Struct(
    "displayWidthV20" / c.Const(0, c.Int16ub),
    "displayHeightV20" / c.Const(0, c.Int16ub),
    "displayAddrV20" / ZERO_POINTER,
    "windowFlags" / WindowFlagsType,
    "windowBounds" / RectangleType,  # AT (x y w h)
    "clippingBounds" / c.Const(bytes(8)),  # run-time
    "bitmapP" / ZERO_POINTER,
    "frameType" / FrameBitsType,
    "drawStateP" / ZERO_POINTER,
    "nextWindow" / ZERO_POINTER,
)

# SDK5 Form.h FormAttrType: the SDK35 flags word, then (OS 5) the DIA policy word, MSB first.
FormAttrType = c.BitStruct(
    "usable" / c.Flag,  # USABLE (default)
    "enabled" / c.Flag,  # "not used" - PilRC leaves it clear
    "visible" / c.Flag,  # run-time
    "dirty" / c.Flag,  # run-time
    "saveBehind" / c.Flag,  # SAVEBEHIND (default) / NOSAVEBEHIND
    "graffitiShift" / c.Flag,
    "globalsAvailable" / c.Flag,  # run-time
    "doingDialog" / c.Flag,  # run-time
    "exitDialog" / c.Flag,  # run-time
    "attnIndicator" / c.Flag,  # 4.0: the attention indicator is supported
    "reserved" / c.Const(0, c.BitsInteger(6)),
    "frmDIAPolicy" / c.Flag,  # 5.x dynamic input area: a custom form policy
    "inputAreaState" / c.BitsInteger(3),  # PINInputAreaStateType
    "statusState" / c.Flag,  # the control bar is open
    "inputTrigger" / c.Flag,  # PINInputTriggerStateType
    "orientation" / c.BitsInteger(3),  # "reserved for future use"
    "orientationTrigger" / c.Flag,
    "reserved2" / c.Const(0, c.BitsInteger(6)),
)

# SDK35 Form.h struct FormType; PILRC szRCFormBA16 = window + ",w,uuuuuuuuuzu7,zw,zl,zl,zw,w,w,w,w,zl".
FormType = c.Struct(
    "window" / WindowType,
    "formId" / c.Int16ub,
    "attr" / FormAttrType,
    "bitsBehindForm" / ZERO_POINTER,
    "handler" / ZERO_POINTER,
    "focus" / c.Const(0, c.Int16ub),  # run-time (noFocus)
    "defaultButton" / c.Int16ub,  # DEFAULTBTNID: the control "pressed" when the form is dismissed
    "helpRscId" / c.Int16ub,  # HELPID: tSTR shown by the "i" of a modal form
    "menuRscId" / c.Int16ub,  # MENUID: MBAR of the form
    "numObjects" / c.Int16ub,
    "objects" / ZERO_POINTER,
)
FORM_SIZE = struct_size(FormType)  # 68

# SDK35 Form.h FormObjListType; PILRC szRCFormObjListBA16 "b,zb,l".
FormObjListType = c.Struct(
    "objectType" / c.Int8ub,  # FormObjectKind
    "reserved" / c.Const(0, c.Int8ub),
    "object" / c.Int32ub,  # offset of the object from the resource start (a pointer at run time)
)
OBJ_LIST_SIZE = struct_size(FormObjListType)  # 6


@dataclass(frozen=True)
class WindowFlags:
    """SDK35 ``Window.h`` ``WindowFlagsType`` (PilRC sets focusable and dialog, modal for MODAL)."""

    format: bool = False
    offscreen: bool = False
    modal: bool = False
    focusable: bool = True
    enabled: bool = False
    visible: bool = False
    dialog: bool = True
    freeBitmap: bool = False


@dataclass(frozen=True)
class FrameBits:
    """SDK35 ``Window.h`` ``FrameBitsType``; ``FrameBits(3, width=2)`` is ``dialogFrame``."""

    cornerDiam: int = 0
    threeD: bool = False
    shadowWidth: int = 0
    width: int = 1


@dataclass(frozen=True)
class FormAttr:
    """SDK5 ``Form.h`` ``FormAttrType`` (PilRC sets usable and saveBehind; the Palm OS 5
    dynamic-input-area fields come from Constructor-built forms)."""

    usable: bool = True
    enabled: bool = False
    visible: bool = False
    dirty: bool = False
    saveBehind: bool = True
    graffitiShift: bool = False
    globalsAvailable: bool = False
    doingDialog: bool = False
    exitDialog: bool = False
    attnIndicator: bool = False
    frmDIAPolicy: bool = False
    inputAreaState: int = 0
    statusState: bool = False
    inputTrigger: bool = False
    orientation: int = 0
    orientationTrigger: bool = False


DIALOG_FRAME = FrameBits(cornerDiam=3, width=2)
"""``dialogFrame`` (0x0302): the rounded 2-pixel frame PilRC gives ``MODAL`` forms."""

_DECODERS: dict[FormObjectKind, tuple[type[Any], ...]] = {
    FormObjectKind.frmFieldObj: (Field,),
    FormObjectKind.frmControlObj: (Control, SliderControl),
    FormObjectKind.frmListObj: (List,),
    FormObjectKind.frmTableObj: (Table,),
    FormObjectKind.frmBitmapObj: (FormBitmap,),
    FormObjectKind.frmLabelObj: (Label,),
    FormObjectKind.frmTitleObj: (Title,),
    FormObjectKind.frmPopupObj: (PopupList,),
    FormObjectKind.frmGraffitiStateObj: (GraffitiStateIndicator,),
    FormObjectKind.frmGadgetObj: (Gadget,),
    FormObjectKind.frmScrollBarObj: (ScrollBar,),
}


def _flags(cls: type[Any], container: Any) -> Any:
    return cls(**{f.name: container[f.name] for f in fields(cls)})


def _as_dict(value: Any) -> dict[str, Any]:
    return {f.name: getattr(value, f.name) for f in fields(value)}


@dataclass(frozen=True)
class Form:
    """A form: its window, attributes and objects, with the SDK's field names.

    ``modal``, ``saveBehind``, ``usable`` and ``title`` read the underlying bit fields and the
    title object; :meth:`object` finds an object by ID.
    """

    formID: int
    bounds: Rect
    objects: tuple[FormObject, ...] = ()
    defaultButton: int = 0
    helpRscId: int = 0
    menuRscId: int = 0
    windowFlags: WindowFlags = WindowFlags()
    frameType: FrameBits = FrameBits()
    attr: FormAttr = FormAttr()

    @property
    def modal(self) -> bool:
        return self.windowFlags.modal

    @property
    def saveBehind(self) -> bool:
        return self.attr.saveBehind

    @property
    def usable(self) -> bool:
        return self.attr.usable

    @property
    def title(self) -> str | None:
        """The text of the form's title object, or ``None`` when it has none."""
        return next((o.text for o in self.objects if isinstance(o, Title)), None)

    def object(self, id: int) -> FormObject:
        """The object with that ID (controls, labels, fields, lists, gadgets, scroll bars)."""
        for candidate in self.objects:
            if getattr(candidate, "id", None) == id:
                return candidate
        raise KeyError(f"form {self.formID} has no object {id}")

    # -- bytes ---------------------------------------------------------------------------------

    @classmethod
    def parse(cls, data: bytes) -> Form:
        form = parse_struct(FormType, data, 0, "tFRM FormType")
        window = form.window
        objects = []
        for index in range(form.numObjects):
            entry_at = FORM_SIZE + index * OBJ_LIST_SIZE
            entry = parse_struct(FormObjListType, data, entry_at, f"tFRM object list entry {index}")
            objects.append(_parse_object(data, index, entry.objectType, entry.object, entry_at))
        return cls(
            formID=form.formId,
            bounds=Rect.from_container(window.windowBounds),
            objects=tuple(objects),
            defaultButton=form.defaultButton,
            helpRscId=form.helpRscId,
            menuRscId=form.menuRscId,
            windowFlags=_flags(WindowFlags, window.windowFlags),
            frameType=_flags(FrameBits, window.frameType),
            attr=_flags(FormAttr, form.attr),
        )

    def build(self) -> bytes:
        bodies = [_build_object(o) for o in self.objects]
        offset = FORM_SIZE + OBJ_LIST_SIZE * len(bodies)
        directory = []
        for obj, body in zip(self.objects, bodies, strict=True):
            directory.append(build_struct(FormObjListType, {"objectType": int(obj.KIND), "object": offset}))
            offset += len(body)
        header = build_struct(
            FormType,
            {
                "window": {
                    "windowFlags": _as_dict(self.windowFlags),
                    "windowBounds": self.bounds.container(),
                    "frameType": _as_dict(self.frameType),
                },
                "formId": self.formID,
                "attr": _as_dict(self.attr),
                "defaultButton": self.defaultButton,
                "helpRscId": self.helpRscId,
                "menuRscId": self.menuRscId,
                "numObjects": len(self.objects),
            },
        )
        return header + b"".join(directory) + b"".join(bodies)


def _build_object(obj: FormObject) -> bytes:
    if isinstance(obj, Table):
        return pad_even(obj.build())
    data = build_struct(obj.STRUCT, obj.to_struct())
    if isinstance(obj, List):
        data += bytes(4 * len(obj.items)) + b"".join(cstring(item) for item in obj.items)
    elif isinstance(obj, Title | Label):
        data += cstring(obj.text)
    elif isinstance(obj, Control) and obj.has_text:
        data += cstring(obj.label)
    return pad_even(data)


def _parse_object(data: bytes, index: int, kind_value: int, offset: int, entry_at: int) -> FormObject:
    what = f"tFRM object {index}"
    try:
        kind = FormObjectKind(kind_value)
    except ValueError:
        raise PrcFormatError(f"{what} has unknown objectType {kind_value}", entry_at) from None
    if kind not in _DECODERS:
        raise PrcFormatError(f"{what} is a {kind.name}, which this decoder does not support", entry_at)
    if offset % 2:
        raise PrcFormatError(f"{what} ({kind.name}) starts at an odd offset", entry_at + 2)
    candidates = _DECODERS[kind]
    if kind == FormObjectKind.frmControlObj:
        style = parse_struct(c.Int8ub, data, offset + 16, f"{what} control style")
        slider = style in (ControlStyleType.sliderCtl, ControlStyleType.feedbackSliderCtl)
        candidates = (SliderControl,) if slider else (Control,)
    decoder = candidates[0]
    if decoder is Table:
        return Table.parse_at(data, offset, what)
    value, end = parse_struct_end(decoder.STRUCT, data, offset, f"{what} ({kind.name})")
    text: Any = ""
    if decoder is List:
        end += 4 * value.numItems
        items = []
        for number in range(value.numItems):
            item, end = read_cstring(data, end, f"{what} list item {number}")
            items.append(item)
        text = tuple(items)
    elif decoder in (Title, Label) or (decoder is Control and not value.attr.graphical):
        text, _ = read_cstring(data, end, f"{what} ({kind.name}) text")
    try:
        return cast(FormObject, decoder.from_struct(value, text))
    except ValueError as error:
        raise PrcFormatError(f"{what} ({kind.name}) is invalid: {error}", offset) from None


__all__ = [
    "DIALOG_FRAME",
    "ButtonFrameType",
    "Control",
    "ControlStyleType",
    "Field",
    "Form",
    "FormAttr",
    "FormBitmap",
    "FormObject",
    "FormObjectKind",
    "FrameBits",
    "Gadget",
    "GraffitiStateIndicator",
    "Label",
    "List",
    "PopupList",
    "ScrollBar",
    "SliderControl",
    "Table",
    "TableColumn",
    "TableItem",
    "TableRow",
    "Title",
    "WindowFlags",
]
