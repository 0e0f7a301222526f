"""Alerts: a ``Talt`` template laid out as a modal form, the Palm OS way.

:class:`AlertTemplate` holds the plain values of a compiled ``Talt`` (type, help string id,
default button, title, message, button labels). :func:`alert_form` turns one into a modal form
placed like Palm's: 156 pixels wide at x = 2, its bottom at y = 158, as tall as its content; the
type's icon (our own design, system bitmaps 10004-10007) at the left, the message in bold
word-wrapped beside it, the buttons in a row at the bottom left. ``FrmCustomAlert`` substitutes
``^1``, ``^2``, ``^3`` in the message (:func:`substitute`).

The alert runs as a modal dialog (``System.alert``, ``FrmAlert`` and ``FrmCustomAlert``) whose
result is the index of the tapped button.
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_os.controls import Control, Field, FormBitmap, Title
from palm_os.fonts import FontID, FontSet
from palm_os.forms import MODAL_TITLE_HEIGHT, Form
from palm_os.geometry import Point, Rect
from palm_sdk.forms import AlertType as AlertType
from palm_sdk.resources import (
    confirmationAlertBitmap,
    errorAlertBitmap,
    informationAlertBitmap,
    warningAlertBitmap,
)

# System bitmap ids of the alert icons (as Palm OS numbers them).
ALERT_ICONS = {
    AlertType.informationAlert: informationAlertBitmap,
    AlertType.confirmationAlert: confirmationAlertBitmap,
    AlertType.warningAlert: warningAlertBitmap,
    AlertType.errorAlert: errorAlertBitmap,
}

ALERT_FORM_ID = 0x7F00  # the alert's own form id (not an application form)
ALERT_BUTTON_ID = 0x7F10  # button i has id ALERT_BUTTON_ID + i
ALERT_MESSAGE_ID = 0x7F01
ALERT_X = 2
ALERT_WIDTH = 156
ALERT_BOTTOM = 158
ICON_X = 7
CONTENT_Y = MODAL_TITLE_HEIGHT + 4  # top of the icon and the message
MESSAGE_X = 35
MESSAGE_RIGHT_MARGIN = 6
BUTTON_X = 6
BUTTON_GAP = 6
BUTTON_HEIGHT = 12
BUTTON_MIN_WIDTH = 36
BUTTON_MARGIN = 6  # label to frame, each side
BUTTONS_ABOVE = 7  # space between the content and the buttons
BOTTOM_MARGIN = 5  # space below the buttons


@dataclass(frozen=True, slots=True)
class AlertTemplate:
    """A ``Talt`` resource: ``AlertTemplateType`` and its strings."""

    alert_type: AlertType
    title: str
    message: str
    buttons: tuple[str, ...]
    help_rsc_id: int = 0
    default_button: int = 0

    def __post_init__(self) -> None:
        if not self.buttons:
            raise ValueError("an alert needs at least one button")
        if self.default_button < 0:
            raise ValueError(f"default button {self.default_button} is negative")
        # A default past the last button (another application's Talt may name one) is kept: as on
        # a device, no button then has the default's id, so Enter presses nothing, and an
        # appStopEvent ends the alert with that index.


def substitute(message: str, s1: str | None = None, s2: str | None = None, s3: str | None = None) -> str:
    """``FrmCustomAlert``'s substitution of ``^1``, ``^2``, ``^3`` (None gives an empty string).

    >>> substitute("Bid ^1 by ^2?", "3", "North")
    'Bid 3 by North?'
    """
    for marker, text in (("^1", s1), ("^2", s2), ("^3", s3)):
        message = message.replace(marker, text or "")
    return message


def alert_form(template: AlertTemplate, fonts: FontSet, icon_height: int = 21) -> Form:
    """The modal form that shows an alert (message already substituted)."""
    bold = fonts[FontID.boldFont]
    std = fonts[FontID.stdFont]
    message_width = ALERT_WIDTH - MESSAGE_X - MESSAGE_RIGHT_MARGIN
    lines = bold.wrap(template.message, message_width) or [""]
    message_height = len(lines) * bold.line_height
    content_bottom = max(CONTENT_Y + icon_height, CONTENT_Y - 1 + message_height)
    buttons_y = content_bottom + BUTTONS_ABOVE
    height = buttons_y + BUTTON_HEIGHT + BOTTOM_MARGIN
    objects: list = [  # type: ignore[type-arg]
        Title(template.title),
        FormBitmap(Point(ICON_X, CONTENT_Y), ALERT_ICONS[template.alert_type]),
        Field(
            ALERT_MESSAGE_ID,
            Rect(MESSAGE_X, CONTENT_Y - 1, message_width, message_height),
            text=template.message,
            font=FontID.boldFont,
        ),
    ]
    x = BUTTON_X
    for index, label in enumerate(template.buttons):
        width = max(BUTTON_MIN_WIDTH, std.text_width(label) - 1 + 2 * BUTTON_MARGIN)
        bounds = Rect(x, buttons_y, width, BUTTON_HEIGHT)
        objects.append(Control(ALERT_BUTTON_ID + index, bounds, label=label))
        x += width + BUTTON_GAP
    return Form(
        ALERT_FORM_ID,
        Rect(ALERT_X, ALERT_BOTTOM - height, ALERT_WIDTH, height),
        objects=objects,
        modal=True,
        help_rsc_id=template.help_rsc_id,
        default_button=ALERT_BUTTON_ID + template.default_button,
    )
