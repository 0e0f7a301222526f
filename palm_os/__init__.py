"""The reproduced Palm OS: a 160x160 one-bit Palm OS 3.5 screen, its UI managers and its shells, in Python.

Modules mirror Palm OS managers (``docs/palm_api.md`` has the call-by-call table, generated from
:mod:`palm_os.palm_api`; ``docs/architecture.md`` the picture):

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
* ``system_resources`` - the only module that reads files: the ROM's fonts and bitmaps, kept in
  ``palm_os/rom/`` (they are the OS's, not an application's);
* ``shells`` - the desktop window, the silkscreen and headless scripts, for any Palm application.

This package imports nothing of the game or the emulator: only ``palm_sdk``, ``prc_tools``, Pillow
and the standard library (tkinter in ``shells.tk`` alone, never unicorn). Its constants are ``palm_sdk``'s.
"""

from palm_os.alerts import AlertTemplate, AlertType
from palm_os.application import Application, Timer, gadget_handler
from palm_os.bitmap import Bitmap
from palm_os.controls import (
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
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind, EventQueue
from palm_os.fonts import Font, FontID, FontSet
from palm_os.forms import Form
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Point, Rect
from palm_os.menus import Menu, MenuBar, MenuItem
from palm_os.resources import ResourceNotFound, ResourceSource, ResourceTable
from palm_os.system import System
from palm_os.window import DrawMode, FrameType, Screen, Window

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
