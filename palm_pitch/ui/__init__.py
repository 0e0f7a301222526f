"""The Palm screen model: a 160x160 one-bit Palm OS 3.5 screen and its UI managers, in Python.

Modules mirror Palm OS managers (``docs/palm_api.md`` has the call-by-call table, generated from
:mod:`palm_pitch.ui.palm_api`; ``docs/architecture.md`` the picture):

* ``framebuffer`` - the display memory (rows as ints), PBM/PNG in and out, diffs;
* ``geometry`` - ``Rect``/``Point`` (``RectangleType``, ``Rct*``);
* ``bitmap`` - ``Bitmap`` from compiled ``Tbmp`` rows;
* ``fonts`` - NFNT-metric fonts (``Fnt*``); ``bdf`` - reading and writing them as BDF text;
* ``draw_state`` - the system's draw state (``FntSetFont``, ``WinSetDrawMode``, ``WinPushDrawState``);
* ``window`` - ``Screen`` (the draw and active window) and ``Window`` drawing (``Win*``);
* ``events`` - ``Event`` (``EventType``), ``EventQueue`` with virtual ticks, ``Digitizer``;
* ``event_manager`` - ``EvtGetEvent`` with its timeout, the pen, the repeat of held buttons;
* ``controls`` / ``form_drawing`` / ``forms`` / ``form_events`` - form objects (``Ctl*``, ``Lst*``,
  ``Fld*``, ``Scl*``), how they look, ``Form`` (``Frm*``) and how it follows the pen;
* ``menus`` - menu bars (``Menu*``); ``alerts`` / ``dialogs`` - ``FrmAlert``, ``FrmDoDialog``;
* ``resources`` - where forms, menus, alerts, strings and bitmaps come from; ``compiled`` - the
  adapter over a compiled ``.prc`` (the one module that imports ``prc_tools``);
* ``system`` - the UI state Palm OS keeps; ``application`` - the event loop an app runs on;
* ``system_resources`` - the only module that reads files (system fonts and bitmaps).

This package imports nothing of the game: only ``palm_sdk``, ``prc_tools`` and the standard
library (never tkinter or unicorn). Its constants are ``palm_sdk``'s.
"""

from palm_pitch.ui.alerts import AlertTemplate, AlertType
from palm_pitch.ui.application import Application, Timer, gadget_handler
from palm_pitch.ui.bitmap import Bitmap
from palm_pitch.ui.controls import (
    ButtonFrame,
    Control,
    ControlStyle,
    Field,
    FormBitmap,
    Gadget,
    GraffitiStateIndicator,
    Label,
    ListObject,
    Popup,
    ScrollBar,
    Title,
)
from palm_pitch.ui.dialogs import ModalDialog
from palm_pitch.ui.events import Event, EventKind, EventQueue
from palm_pitch.ui.fonts import Font, FontID, FontSet
from palm_pitch.ui.forms import Form
from palm_pitch.ui.framebuffer import Framebuffer
from palm_pitch.ui.geometry import Point, Rect
from palm_pitch.ui.menus import Menu, MenuBar, MenuItem
from palm_pitch.ui.resources import ResourceNotFound, ResourceSource, ResourceTable
from palm_pitch.ui.system import System
from palm_pitch.ui.window import DrawMode, FrameType, Screen, Window

__all__ = [
    "AlertTemplate",
    "AlertType",
    "Application",
    "Bitmap",
    "ButtonFrame",
    "Control",
    "ControlStyle",
    "DrawMode",
    "Event",
    "EventKind",
    "EventQueue",
    "Field",
    "Font",
    "FontID",
    "FontSet",
    "Form",
    "FormBitmap",
    "FrameType",
    "Framebuffer",
    "Gadget",
    "GraffitiStateIndicator",
    "Label",
    "ListObject",
    "Menu",
    "MenuBar",
    "MenuItem",
    "ModalDialog",
    "Point",
    "Popup",
    "Rect",
    "ResourceNotFound",
    "ResourceSource",
    "ResourceTable",
    "Screen",
    "ScrollBar",
    "System",
    "Timer",
    "Title",
    "Window",
    "gadget_handler",
]
