"""``Talt``: an alert dialog template (``FrmAlert``, ``FrmCustomAlert``).

Layout, SDK35 ``UI/Form.h`` ``AlertTemplateType`` and PILRC ``szRCALERTTEMPLATE "w,w,w,w"`` /
``ParseDumpAlert``: the 8-byte template, then the title, the message and each button label as
NUL-terminated strings, back to back, no padding. ``FrmCustomAlert`` replaces ``^1``, ``^2`` and
``^3`` in the message. ``defaultButton`` may equal ``numButtons``: PilRC before 2.8p8 wrote 1 for
every one-button alert, and shipped apps carry such alerts; PilRC now refuses it in source.

>>> Alert(AlertType.informationAlert, "T", "M", ("OK",)).build().hex(" ")
'00 00 00 00 00 01 00 00 54 00 4d 00 4f 4b 00'
"""

from __future__ import annotations

from dataclasses import dataclass

import construct as c

from palm_sdk.forms import AlertType as AlertType
from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import (
    PalmCString,
    build_struct,
    check_trailing_padding,
    cstring,
    parse_struct_end,
)

AlertTemplateType = c.Struct(
    "alertType" / c.Int16ub,  # enum alertTypes
    "helpRscID" / c.Int16ub,  # tSTR shown by the "i" button; 0 = none
    "numButtons" / c.Rebuild(c.Int16ub, c.len_(c.this.buttons)),  # at least 1
    "defaultButton" / c.Int16ub,  # 0-based index returned when the alert is dismissed otherwise
    "title" / PalmCString,
    "message" / PalmCString,
    "buttons" / c.Array(c.this.numButtons, PalmCString),
)


@dataclass(frozen=True)
class Alert:
    """An alert: its type, title, message (``^1``..``^3`` placeholders) and button labels."""

    alertType: AlertType
    title: str
    message: str
    buttons: tuple[str, ...]
    helpRscID: int = 0
    defaultButton: int = 0

    def __post_init__(self) -> None:
        if not self.buttons:
            raise ValueError("an alert needs at least one button")
        if not 0 <= self.defaultButton <= len(self.buttons):
            raise ValueError(
                f"defaultButton {self.defaultButton} is past the {len(self.buttons)} buttons (0-based)"
            )

    @classmethod
    def parse(cls, data: bytes) -> Alert:
        value, end = parse_struct_end(AlertTemplateType, data, 0, "Talt alert")
        check_trailing_padding(data, end, "Talt alert")
        if value.numButtons == 0:
            raise PrcFormatError("Talt alert has no buttons (numButtons = 0)", 4)
        if value.defaultButton > value.numButtons:
            raise PrcFormatError(
                f"Talt defaultButton {value.defaultButton} is past its {value.numButtons} buttons", 6
            )
        try:
            alert_type = AlertType(value.alertType)
        except ValueError:
            raise PrcFormatError(f"Talt alertType {value.alertType} is not 0..3", 0) from None
        return cls(
            alert_type,
            value.title,
            value.message,
            tuple(value.buttons),
            helpRscID=value.helpRscID,
            defaultButton=value.defaultButton,
        )

    def build(self) -> bytes:
        for text in (self.title, self.message, *self.buttons):
            cstring(text)
        return build_struct(
            AlertTemplateType,
            {
                "alertType": int(self.alertType),
                "helpRscID": self.helpRscID,
                "defaultButton": self.defaultButton,
                "title": self.title,
                "message": self.message,
                "buttons": list(self.buttons),
            },
        )
