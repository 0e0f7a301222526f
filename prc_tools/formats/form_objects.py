"""The objects of a ``tFRM`` form: controls, labels, fields, lists, bitmaps, gadgets, scroll bars…

Each object is a construct ``Struct`` laid out exactly as PilRC emits it for the 68k (PILRC
``pilrc.h`` format strings ``szRCControlBA16``, ``szRCGraphicalControlBA16``,
``szRCSliderControlBA16``, ``szRCFormLabelBA16``, ``szRCFORMTITLE``, ``szRCFORMPOPUP``,
``szRCFORMGRAFFITISTATE``, ``szRCFormBitMapBA16``, ``szRCFORMGADGET``, ``szRCListBA16``,
``szRCFieldBA16``, ``szRCSCROLLBAR``), with the SDK35 field names (``UI/Control.h``,
``UI/Form.h``, ``UI/List.h``, ``UI/Field.h``, ``UI/ScrollBar.h``). Pointer and run-time fields
are always zero in a resource and are checked to be so (``Const``). Bit fields are allocated
MSB first (``BitStruct``).

Every object class is a frozen dataclass with ``KIND`` (its ``FormObjectKind``), ``STRUCT``, a
``from_struct`` constructor and a ``to_struct`` method; :mod:`prc_tools.formats.form` places them
in the resource. Objects that carry text (title, label, non-graphical control, list items) get
their strings written right after their struct.

The enums (``FormObjectKind``, ``ControlStyleType``, ``ButtonFrameType``, ``JustificationType``)
are ``palm_sdk``'s, under their SDK typedef names here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import construct as c

from palm_sdk.controls import ButtonFrame, ControlStyle, Justification
from palm_sdk.forms import FormObjectKind as FormObjectKind
from prc_tools.formats.binary import Reserved
from prc_tools.formats.common import FontID, Point, PointType, Rect, RectangleType

NO_RECT = Rect(0, 0, 0, 0)

ZERO_POINTER = c.Const(0, c.Int32ub)
"""A pointer slot (``Char *``, ``WinHandle``, callback …): the OS fills it in; 0 in a resource."""


# palm_sdk's enums under the SDK typedef names the formats use.
ControlStyleType = ControlStyle
ButtonFrameType = ButtonFrame
JustificationType = Justification


# SDK35 Control.h ControlAttrType, MSB first; PILRC "uuuuuu3,uuuzu5".
ControlAttrType = c.BitStruct(
    "usable" / c.Flag,  # set if part of the UI
    "enabled" / c.Flag,  # set if interactable (not greyed out)
    "visible" / c.Flag,  # set if drawn; run-time
    "on" / c.Flag,  # set if on (checked, selected push button)
    "leftAnchor" / c.Flag,  # set if bounds expand to the right when the label changes
    "frame" / c.BitsInteger(3),  # enum buttonFrames
    "drawnAsSelected" / c.Flag,  # 3.5: draw in the selected state
    "graphical" / c.Flag,  # 3.5: a GraphicControlType (bitmaps, no text)
    "vertical" / c.Flag,  # 3.5: vertical slider
    "reserved" / c.Const(0, c.BitsInteger(5)),
)

# SDK35 Control.h ControlType / GraphicControlType; PILRC szRCControlBA16 "w,w4,ssp,uuuuuu3,uuuzu5,b,b,b,zb"
# and szRCGraphicalControlBA16 "w,w4,wws,...". 20 bytes; the label text follows unless graphical.
ControlType = c.Struct(
    "id" / c.Int16ub,
    "bounds" / RectangleType,
    # Char *text (0: the label follows the struct), or for graphical controls
    # DmResID bitmapID + DmResID selectedBitmapID (GraphicControlType).
    "bitmapID" / c.Int16ub,
    "selectedBitmapID" / c.Int16ub,
    "attr" / ControlAttrType,
    "style" / c.Int8ub,  # ControlStyleType
    "font" / c.Int8ub,  # FontID
    "group" / c.Int8ub,  # push button / checkbox group; 0 = none
    "reserved" / Reserved(c.Int8ub),
)

# SDK35 Control.h SliderControlType; PILRC szRCSliderControlBA16 "w,w4,w,w,uuuuuu3,uuuzu5,b,zb,w,w,w,w,zl".
SliderControlType = c.Struct(
    "id" / c.Int16ub,
    "bounds" / RectangleType,
    "thumbID" / c.Int16ub,  # bitmap of the thumb; 0 = system default
    "backgroundID" / c.Int16ub,  # bitmap of the background; 0 = system default
    "attr" / ControlAttrType,  # graphical is always set
    "style" / c.Int8ub,  # sliderCtl or feedbackSliderCtl
    "reserved" / Reserved(c.Int8ub),
    "minValue" / c.Int16sb,
    "maxValue" / c.Int16sb,
    "pageSize" / c.Int16sb,
    "value" / c.Int16sb,
    "activeSliderP" / ZERO_POINTER,
)

# SDK35 Form.h FormObjAttrType: usable:1, reserved:15 (NS Basic's forms leave ones there).
FormObjAttrType = c.BitStruct("usable" / c.Flag, "reserved" / Reserved(c.BitsInteger(15)))

# SDK35 Form.h FormLabelType; PILRC szRCFormLabelBA16 "w,w2,uzu15,b,zb,p". 14 bytes + text.
FormLabelType = c.Struct(
    "id" / c.Int16ub,
    "pos" / PointType,  # note: attr comes after pos in this struct
    "attr" / FormObjAttrType,
    "fontID" / c.Int8ub,
    "reserved" / Reserved(c.Int8ub),
    "text" / ZERO_POINTER,  # the text follows the struct
)

# SDK35 Form.h FormTitleType; PILRC szRCFORMTITLE "w4,p". 12 bytes + text.
FormTitleType = c.Struct(
    "rect" / RectangleType,  # PilRC writes 0; the OS computes it when drawing
    "text" / ZERO_POINTER,
)

# SDK35 Form.h FormPopupType; PILRC szRCFORMPOPUP "ww".
FormPopupType = c.Struct("controlID" / c.Int16ub, "listID" / c.Int16ub)

# SDK35 Form.h FrmGraffitiStateType; PILRC szRCFORMGRAFFITISTATE "w2".
FrmGraffitiStateType = c.Struct("pos" / PointType)

# SDK35 Form.h FormBitmapType; PILRC szRCFormBitMapBA16 "uzu15,w2,w".
FormBitmapType = c.Struct(
    "attr" / FormObjAttrType,
    "pos" / PointType,
    "rscID" / c.Int16ub,  # the Tbmp resource drawn
)

# SDK35 Form.h FormGadgetType / FormGadgetAttrType; PILRC szRCFORMGADGET "w,uuuzu13,w4,zl,zl".
# Before SDK 3.5 a gadget had no handler (SDK31 FormGadgetType is 16 bytes); "extended" says
# "the 'handler' field is present", and OrbForms still writes 16-byte gadgets with it clear.
FormGadgetType = c.Struct(
    "id" / c.Int16ub,
    "attr"
    / c.BitStruct(
        "usable" / c.Flag,
        "extended" / c.Flag,  # the handler field is present (PilRC always sets it)
        "visible" / c.Flag,  # run-time
        "reserved" / c.Const(0, c.BitsInteger(13)),
    ),
    "rect" / RectangleType,
    "data" / ZERO_POINTER,
    "handler" / c.If(c.this.attr.extended, ZERO_POINTER),
)

# SDK35 List.h ListType / ListAttrType; PILRC szRCListBA16 "w,w4,uuuuuuzu10,p,w,zw,zw,bzb,zl,zl".
# 32 bytes, then numItems zero pointer slots, then the item strings back to back.
ListType = c.Struct(
    "id" / c.Int16ub,
    "bounds" / RectangleType,
    "attr"
    / c.BitStruct(
        "usable" / c.Flag,
        "enabled" / c.Flag,
        "visible" / c.Flag,
        "poppedUp" / c.Flag,
        "hasScrollBar" / c.Flag,
        "search" / c.Flag,  # incremental search by typing
        "reserved" / c.Const(0, c.BitsInteger(10)),
    ),
    "itemsText" / ZERO_POINTER,
    "numItems" / c.Int16ub,
    "currentItem" / Reserved(c.Int16ub),  # run-time; NS Basic leaves noListSelection (0xFFFF)
    "topItem" / c.Const(0, c.Int16ub),
    "font" / c.Int8ub,
    "reserved" / Reserved(c.Int8ub),
    "popupWin" / ZERO_POINTER,
    "drawItemsCallback" / ZERO_POINTER,
)

# SDK35 Field.h FieldType / FieldAttrType;
# PILRC szRCFieldBA16 "w,w4,uuuuuuuu,u2u2uuuzu,p,zl,zl,zw,zw,w,zw,zw,zw,zw,b,zb". 40 bytes, no text.
FieldType = c.Struct(
    "id" / c.Int16ub,
    "rect" / RectangleType,
    "attr"
    / c.BitStruct(
        "usable" / c.Flag,
        "visible" / c.Flag,
        "editable" / c.Flag,
        "singleLine" / c.Flag,
        "hasFocus" / c.Flag,
        "dynamicSize" / c.Flag,
        "insPtVisible" / c.Flag,  # PilRC always sets it
        "dirty" / c.Flag,
        "underlined" / c.BitsInteger(2),  # UnderlineModeType
        "justification" / c.BitsInteger(2),  # JustificationType
        "autoShift" / c.Flag,
        "hasScrollBar" / c.Flag,
        "numeric" / c.Flag,
        "reserved" / c.Const(0, c.BitsInteger(1)),
    ),
    "text" / ZERO_POINTER,
    "textHandle" / ZERO_POINTER,
    "lines" / ZERO_POINTER,
    "textLen" / c.Const(0, c.Int16ub),
    "textBlockSize" / c.Const(0, c.Int16ub),
    "maxChars" / c.Int16ub,
    "selFirstPos" / c.Const(0, c.Int16ub),
    "selLastPos" / c.Const(0, c.Int16ub),
    "insPtXPos" / c.Const(0, c.Int16ub),
    "insPtYPos" / c.Const(0, c.Int16ub),
    "fontID" / c.Int8ub,
    "reserved" / Reserved(c.Int8ub),
)

# SDK35 ScrollBar.h ScrollBarType / ScrollBarAttrType; PILRC szRCSCROLLBAR "w4,w,ttttt4,zb,w,w,w,w,zw,zw".
ScrollBarType = c.Struct(
    "bounds" / RectangleType,  # note: bounds before id in this struct
    "id" / c.Int16ub,
    "attr"
    / c.BitStruct(
        "usable" / c.Flag,
        "visible" / c.Flag,
        "hilighted" / c.Flag,
        "shown" / c.Flag,
        "activeRegion" / c.BitsInteger(4),  # ScrollBarRegionType
    ),
    "reserved" / Reserved(c.Int8ub),
    "value" / c.Int16sb,
    "minValue" / c.Int16sb,
    "maxValue" / c.Int16sb,
    "pageSize" / c.Int16sb,
    "penPosInCar" / c.Const(0, c.Int16sb),
    "savePos" / c.Const(0, c.Int16sb),
)


def _control_attr(obj: Any) -> dict[str, Any]:
    return {
        "usable": obj.usable,
        "enabled": obj.enabled,
        "visible": obj.visible,
        "on": obj.on,
        "leftAnchor": obj.leftAnchor,
        "frame": int(obj.frame),
        "drawnAsSelected": obj.drawnAsSelected,
        "graphical": obj.graphical,
        "vertical": obj.vertical,
    }


@dataclass(frozen=True)
class Title:
    """The form title (``frmTitleObj``); ``rect`` is 0 in resources, the OS computes it."""

    text: str
    rect: Rect = NO_RECT
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmTitleObj
    STRUCT: ClassVar[Any] = FormTitleType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> Title:
        return cls(text, Rect.from_container(value.rect))

    def to_struct(self) -> dict[str, Any]:
        return {"rect": self.rect.container()}


@dataclass(frozen=True)
class Control:
    """A button, push button, checkbox, popup or selector trigger, or repeating button.

    ``label`` is the text drawn in it; a ``graphical`` control shows ``bitmapID`` (and
    ``selectedBitmapID`` when pressed) instead and has no label.
    """

    id: int
    bounds: Rect
    label: str
    style: ControlStyleType = ControlStyleType.buttonCtl
    font: int = FontID.stdFont
    usable: bool = True
    enabled: bool = True
    visible: bool = False
    on: bool = False
    leftAnchor: bool = True
    frame: ButtonFrameType = ButtonFrameType.standardButtonFrame
    drawnAsSelected: bool = False
    graphical: bool = False
    vertical: bool = False
    group: int = 0
    bitmapID: int = 0
    selectedBitmapID: int = 0
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmControlObj
    STRUCT: ClassVar[Any] = ControlType

    def __post_init__(self) -> None:
        if self.style in (ControlStyleType.sliderCtl, ControlStyleType.feedbackSliderCtl):
            raise ValueError("sliders are SliderControl objects")
        if self.graphical and self.label:
            raise ValueError(f"graphical control {self.id} cannot have a label")
        if not self.graphical and (self.bitmapID or self.selectedBitmapID):
            raise ValueError(f"control {self.id} has bitmap IDs but is not graphical")

    @property
    def has_text(self) -> bool:
        return not self.graphical

    @classmethod
    def from_struct(cls, value: Any, text: str) -> Control:
        attr = value.attr
        if not attr.graphical and (value.bitmapID or value.selectedBitmapID):
            raise ValueError("its text pointer slot is not 0")
        return cls(
            value.id,
            Rect.from_container(value.bounds),
            text,
            ControlStyleType(value.style),
            value.font,
            attr.usable,
            attr.enabled,
            attr.visible,
            attr.on,
            attr.leftAnchor,
            ButtonFrameType(attr.frame),
            attr.drawnAsSelected,
            attr.graphical,
            attr.vertical,
            value.group,
            value.bitmapID if attr.graphical else 0,
            value.selectedBitmapID if attr.graphical else 0,
        )

    def to_struct(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "bounds": self.bounds.container(),
            "bitmapID": self.bitmapID,
            "selectedBitmapID": self.selectedBitmapID,
            "attr": _control_attr(self),
            "style": int(self.style),
            "font": int(self.font),
            "group": self.group,
        }


@dataclass(frozen=True)
class SliderControl:
    """A slider (``sliderCtl``) or feedback slider; stored with ``objectType`` frmControlObj."""

    id: int
    bounds: Rect
    style: ControlStyleType = ControlStyleType.sliderCtl
    minValue: int = 0
    maxValue: int = 100
    pageSize: int = 10
    value: int = 50
    thumbID: int = 0
    backgroundID: int = 0
    usable: bool = True
    enabled: bool = True
    visible: bool = False
    on: bool = False
    leftAnchor: bool = False
    frame: int = 0
    drawnAsSelected: bool = False
    graphical: bool = True
    vertical: bool = False
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmControlObj
    STRUCT: ClassVar[Any] = SliderControlType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> SliderControl:
        attr = value.attr
        return cls(
            value.id,
            Rect.from_container(value.bounds),
            ControlStyleType(value.style),
            value.minValue,
            value.maxValue,
            value.pageSize,
            value.value,
            value.thumbID,
            value.backgroundID,
            attr.usable,
            attr.enabled,
            attr.visible,
            attr.on,
            attr.leftAnchor,
            attr.frame,
            attr.drawnAsSelected,
            attr.graphical,
            attr.vertical,
        )

    def to_struct(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "bounds": self.bounds.container(),
            "thumbID": self.thumbID,
            "backgroundID": self.backgroundID,
            "attr": _control_attr(self),
            "style": int(self.style),
            "minValue": self.minValue,
            "maxValue": self.maxValue,
            "pageSize": self.pageSize,
            "value": self.value,
        }


@dataclass(frozen=True)
class Label:
    """Static text at ``pos`` (``frmLabelObj``)."""

    id: int
    pos: Point
    text: str
    font: int = FontID.stdFont
    usable: bool = True
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmLabelObj
    STRUCT: ClassVar[Any] = FormLabelType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> Label:
        return cls(value.id, Point.from_container(value.pos), text, value.fontID, value.attr.usable)

    def to_struct(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "pos": self.pos.container(),
            "attr": {"usable": self.usable},
            "fontID": int(self.font),
        }


@dataclass(frozen=True)
class Field:
    """A text field (``frmFieldObj``); it carries no text in the resource."""

    id: int
    bounds: Rect
    usable: bool = True
    visible: bool = False
    editable: bool = True
    singleLine: bool = True
    hasFocus: bool = False
    dynamicSize: bool = False
    insPtVisible: bool = True
    dirty: bool = False
    underlined: int = 0
    justification: JustificationType = JustificationType.leftAlign
    autoShift: bool = False
    hasScrollBar: bool = False
    numeric: bool = False
    maxChars: int = 0
    font: int = FontID.stdFont
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmFieldObj
    STRUCT: ClassVar[Any] = FieldType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> Field:
        a = value.attr
        return cls(
            value.id,
            Rect.from_container(value.rect),
            a.usable,
            a.visible,
            a.editable,
            a.singleLine,
            a.hasFocus,
            a.dynamicSize,
            a.insPtVisible,
            a.dirty,
            a.underlined,
            JustificationType(a.justification),
            a.autoShift,
            a.hasScrollBar,
            a.numeric,
            value.maxChars,
            value.fontID,
        )

    def to_struct(self) -> dict[str, Any]:
        names = (
            "usable", "visible", "editable", "singleLine", "hasFocus", "dynamicSize", "insPtVisible",
            "dirty", "underlined", "justification", "autoShift", "hasScrollBar", "numeric",
        )  # fmt: skip
        attr = {name: getattr(self, name) for name in names}
        attr["justification"] = int(self.justification)
        return {
            "id": self.id,
            "rect": self.bounds.container(),
            "attr": attr,
            "maxChars": self.maxChars,
            "fontID": int(self.font),
        }


@dataclass(frozen=True)
class List:
    """A list of strings (``frmListObj``), also the list behind a popup trigger."""

    id: int
    bounds: Rect
    items: tuple[str, ...] = ()
    font: int = FontID.stdFont
    usable: bool = True
    enabled: bool = True
    visible: bool = False
    poppedUp: bool = False
    hasScrollBar: bool = False
    search: bool = False
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmListObj
    STRUCT: ClassVar[Any] = ListType

    @classmethod
    def from_struct(cls, value: Any, items: tuple[str, ...]) -> List:
        a = value.attr
        return cls(
            value.id,
            Rect.from_container(value.bounds),
            items,
            value.font,
            a.usable,
            a.enabled,
            a.visible,
            a.poppedUp,
            a.hasScrollBar,
            a["search"],  # Container.search is a method
        )

    def to_struct(self) -> dict[str, Any]:
        names = ["usable", "enabled", "visible", "poppedUp", "hasScrollBar", "search"]
        return {
            "id": self.id,
            "bounds": self.bounds.container(),
            "attr": {name: getattr(self, name) for name in names},
            "numItems": len(self.items),
            "font": int(self.font),
        }


@dataclass(frozen=True)
class PopupList:
    """Binds a popup trigger control to the list it pops up (``frmPopupObj``)."""

    controlID: int
    listID: int
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmPopupObj
    STRUCT: ClassVar[Any] = FormPopupType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> PopupList:
        return cls(value.controlID, value.listID)

    def to_struct(self) -> dict[str, Any]:
        return {"controlID": self.controlID, "listID": self.listID}


@dataclass(frozen=True)
class GraffitiStateIndicator:
    """Where the Graffiti shift state is shown (``frmGraffitiStateObj``)."""

    pos: Point
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmGraffitiStateObj
    STRUCT: ClassVar[Any] = FrmGraffitiStateType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> GraffitiStateIndicator:
        return cls(Point.from_container(value.pos))

    def to_struct(self) -> dict[str, Any]:
        return {"pos": self.pos.container()}


@dataclass(frozen=True)
class FormBitmap:
    """A ``Tbmp`` bitmap drawn at ``pos`` (``frmBitmapObj``)."""

    pos: Point
    rscID: int
    usable: bool = True
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmBitmapObj
    STRUCT: ClassVar[Any] = FormBitmapType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> FormBitmap:
        return cls(Point.from_container(value.pos), value.rscID, value.attr.usable)

    def to_struct(self) -> dict[str, Any]:
        return {"attr": {"usable": self.usable}, "pos": self.pos.container(), "rscID": self.rscID}


@dataclass(frozen=True)
class Gadget:
    """An application-drawn area (``frmGadgetObj``), e.g. the card table."""

    id: int
    bounds: Rect
    usable: bool = True
    extended: bool = True
    visible: bool = False
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmGadgetObj
    STRUCT: ClassVar[Any] = FormGadgetType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> Gadget:
        a = value.attr
        return cls(value.id, Rect.from_container(value.rect), a.usable, a.extended, a.visible)

    def to_struct(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "attr": {"usable": self.usable, "extended": self.extended, "visible": self.visible},
            "rect": self.bounds.container(),
        }


@dataclass(frozen=True)
class ScrollBar:
    """A scroll bar (``frmScrollBarObj``); PilRC recommends a width of 7."""

    id: int
    bounds: Rect
    value: int = 0
    minValue: int = 0
    maxValue: int = 0
    pageSize: int = 0
    usable: bool = True
    visible: bool = False
    hilighted: bool = False
    shown: bool = False
    activeRegion: int = 0
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmScrollBarObj
    STRUCT: ClassVar[Any] = ScrollBarType

    @classmethod
    def from_struct(cls, value: Any, text: str) -> ScrollBar:
        a = value.attr
        return cls(
            value.id,
            Rect.from_container(value.bounds),
            value.value,
            value.minValue,
            value.maxValue,
            value.pageSize,
            a.usable,
            a.visible,
            a.hilighted,
            a.shown,
            a.activeRegion,
        )

    def to_struct(self) -> dict[str, Any]:
        return {
            "bounds": self.bounds.container(),
            "id": self.id,
            "attr": {
                "usable": self.usable,
                "visible": self.visible,
                "hilighted": self.hilighted,
                "shown": self.shown,
                "activeRegion": self.activeRegion,
            },
            "value": self.value,
            "minValue": self.minValue,
            "maxValue": self.maxValue,
            "pageSize": self.pageSize,
        }


FormObject = (
    Title
    | Control
    | SliderControl
    | Label
    | Field
    | List
    | PopupList
    | GraffitiStateIndicator
    | FormBitmap
    | Gadget
    | ScrollBar
)
"""Any object a form may hold (every kind PilRC emits except tables)."""

TEXT_AFTER_STRUCT = (Title, Label)
"""Objects always followed by their NUL-terminated text (controls too, unless graphical)."""
