"""More Field Manager traps: a field's bounds, its attributes, and deleting text from it.

``FieldAttrType`` is the 16-bit ``attr`` of ``FieldType`` (``Field.h``), declared once in
:mod:`prc_tools.formats.form_objects`; ``FldGetAttributes`` builds it from the screen model's
field and ``FldSetAttributes`` sets the field from it. ``FldDelete`` removes the bytes
``start`` to ``end`` of the text (as Palm OS does, in the application's own text: its pointer
or handle) and draws the field again if it is shown.
"""

from __future__ import annotations

from typing import Any

from emulator.traps import Manager, trap
from emulator.traps.rect import RECT
from palm_os.controls import Field
from palm_os.geometry import Rect
from palm_sdk.controls import Justification
from palm_sdk.window import UnderlineMode
from prc_tools.formats.form_objects import FieldType

FIELD_ATTR: Any = next(sub for sub in FieldType.subcons if sub.name == "attr").subcon
FIELD_ATTR_SIZE = 2
_RESERVED_BIT = 0x0001  # the last bit of FieldAttrType


class FieldTraps(Manager):
    """``Field.h`` (bounds, attributes, deletion): see the module docstring."""

    def _field(self, fldP: int, what: str) -> Field | None:
        lists = self.kernel.managers["ListTraps"]
        field: Field | None = lists._object(fldP, Field, what)  # type: ignore[attr-defined]
        return field

    @trap("FldGetBounds")
    def FldGetBounds(self, fldP: int, rect: int) -> None:
        """void FldGetBounds(const FieldType *fldP, RectanglePtr rect)"""
        fld = self._field(fldP, "FldGetBounds")
        if fld is not None:
            self.mem.write(rect, RECT.pack(*fld.bounds))

    @trap("FldSetBounds")
    def FldSetBounds(self, fldP: int, rP: int) -> None:
        """void FldSetBounds(FieldType *fldP, const RectangleType *rP)"""
        fld = self._field(fldP, "FldSetBounds")
        if fld is not None:
            fld.bounds = Rect(*RECT.unpack(self.mem.read(rP, RECT.size)))

    @trap("FldGetAttributes")
    def FldGetAttributes(self, fldP: int, attrP: int) -> None:
        """void FldGetAttributes(const FieldType *fldP, FieldAttrPtr attrP)"""
        fld = self._field(fldP, "FldGetAttributes")
        if fld is None:
            return
        attr = {
            "usable": fld.usable, "visible": fld.visible, "editable": fld.editable,
            "singleLine": fld.single_line, "hasFocus": False, "dynamicSize": fld.dynamic_size,
            "insPtVisible": False, "dirty": False, "underlined": int(fld.underlined),
            "justification": int(fld.justification), "autoShift": fld.auto_shift,
            "hasScrollBar": fld.has_scroll_bar, "numeric": fld.numeric, "reserved": 0,
        }  # fmt: skip
        self.mem.write(attrP, FIELD_ATTR.build(attr))

    @trap("FldSetAttributes")
    def FldSetAttributes(self, fldP: int, attrP: int) -> None:
        """void FldSetAttributes(FieldType *fldP, const FieldAttrType *attrP)"""
        fld = self._field(fldP, "FldSetAttributes")
        if fld is None:
            return
        raw = self.mem.u16(attrP) & ~_RESERVED_BIT
        attr = FIELD_ATTR.parse(raw.to_bytes(FIELD_ATTR_SIZE, "big"))
        fld.usable, fld.visible, fld.editable = attr.usable, attr.visible, attr.editable
        fld.single_line, fld.dynamic_size = attr.singleLine, attr.dynamicSize
        fld.underlined = UnderlineMode(min(attr.underlined, UnderlineMode.solidUnderline))
        fld.justification = Justification(min(attr.justification, Justification.rightAlign))
        fld.auto_shift, fld.has_scroll_bar, fld.numeric = attr.autoShift, attr.hasScrollBar, attr.numeric

    @trap("FldDelete")
    def FldDelete(self, fldP: int, start: int, end: int) -> None:
        """void FldDelete(FieldType *fldP, UInt16 start, UInt16 end)"""
        fld = self._field(fldP, "FldDelete")
        if fld is None:
            return
        text = fld.get_text().encode("cp1252", errors="replace")
        start, end = min(start, len(text)), min(end, len(text))
        if end <= start:
            return
        shortened = text[:start] + text[end:]
        pointer = self.kernel.managers["ListTraps"].field_text.get(fldP, (0, 0))[0]  # type: ignore[attr-defined]
        if pointer:
            self.mem.write(pointer, shortened + b"\0")  # the application's text, edited in place
        fld.set_text(shortened.decode("cp1252", errors="replace"))


MANAGER = FieldTraps
