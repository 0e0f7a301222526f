"""Form objects, built from the plain values of a compiled ``tFRM``, and the calls that take them.

Each class mirrors one Palm structure (``ControlType``, ``FormLabelType``, ``FormTitleType``,
``FieldType``, ``ListType``, ``FormPopupType``, ``FormBitmapType``, ``FormGadgetType``,
``ScrollBarType``, ``FrmGraffitiStateType``) with the same field meanings, Pythonic names, and
positions relative to the form. They are mutable, like the live objects ``FrmInitForm`` makes: a
form gets fresh copies each time it is loaded, and ``FrmInitForm``
(:meth:`~palm_os.forms.Form.init`) tells each object its ``form`` and its ``index`` there.
So the object calls of Palm OS take the object alone, as the SDK's do: ``CtlSetValue(controlP,
value)`` is ``control.set_value(value)``, ``LstSetSelection(listP, item)`` is
``lst.set_selection(item)``, and each redraws the object if its form is on the screen. How the
objects look is in :mod:`palm_os.form_drawing`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from palm_os.events import Event
from palm_os.form_drawing import list_visible_items, popup_trigger_width
from palm_os.geometry import Point, Rect
from palm_sdk.controls import ButtonFrame as ButtonFrame
from palm_sdk.controls import ControlStyle as ControlStyle
from palm_sdk.controls import Justification as Justification
from palm_sdk.controls import noListSelection as noListSelection
from palm_sdk.fonts import FontID
from palm_sdk.forms import FormObjectKind as FormObjectKind
from palm_sdk.window import UnderlineMode as UnderlineMode

if TYPE_CHECKING:
    from palm_os.forms import Form
    from palm_os.window import Window


# FormGadgetHandlerType: (gadget, cmd, event or None) -> handled
GadgetHandler = Callable[["Gadget", int, Event | None], bool]
# LstSetDrawFunction's ListDrawDataFuncType: (item number, bounds in the form, items, window)
ListDrawFunction = Callable[[int, Rect, list[str], "Window"], None]


@dataclass(eq=False)
class _FormObject:
    """What every live form object knows: its form and its index there (set by ``FrmInitForm``)."""

    form: Form | None = field(default=None, init=False, repr=False)
    index: int = field(default=-1, init=False, repr=False)

    @property
    def live_form(self) -> Form:
        if self.form is None:
            raise RuntimeError(f"{type(self).__name__} is not in an initialised form (FrmInitForm)")
        return self.form

    def _redraw(self, usable: bool) -> None:
        """Draw again if the form is on the screen and the object shown."""
        form = self.form
        if form is not None and form.visible and usable:
            form.draw_object(self.index)


@dataclass(eq=False)
class Control(_FormObject):
    """``ControlType``: buttons, push buttons, check boxes, popup/selector triggers, repeat buttons."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmControlObj
    id: int
    bounds: Rect
    label: str = ""
    style: ControlStyle = ControlStyle.buttonCtl
    font: int = FontID.stdFont
    usable: bool = True
    enabled: bool = True
    on: bool = False
    left_anchor: bool = True
    frame: ButtonFrame = ButtonFrame.standardButtonFrame
    group: int = 0
    graphical: bool = False
    bitmap_id: int = 0
    selected_bitmap_id: int = 0
    visible: bool = False  # runtime: drawn on the screen
    pressed: bool = False  # runtime (drawnAsSelected): the pen holds it down

    @property
    def value(self) -> int:
        """``CtlGetValue``: 1 when on (push buttons, check boxes), else 0."""
        return int(self.on)

    def set_value(self, value: int) -> None:
        """``CtlSetValue``: a push button or check box on (non-zero) or off, redrawn if shown."""
        self.on = bool(value)
        self._redraw(self.usable)

    def get_label(self) -> str:
        """``CtlGetLabel``."""
        return self.label

    def set_label(self, text: str) -> None:
        """``CtlSetLabel``: a new label, redrawn; a popup trigger resizes to it like Palm's."""
        form = self.form
        shown = form is not None and form.visible and self.usable
        if shown:
            self.live_form.erase_object(self.index)
        self.label = text
        if self.style == ControlStyle.popupTriggerCtl:
            width = popup_trigger_width(self, self.live_form.live_window)
            b = self.bounds
            x = b.x if self.left_anchor else b.right - width
            self.bounds = Rect(x, b.y, width, b.height)
        if shown:
            self.live_form.draw_object(self.index)

    def set_enabled(self, enabled: bool) -> None:
        """``CtlSetEnabled``: a disabled control ignores the pen (and looks the same, as on 3.5)."""
        self.enabled = bool(enabled)

    def set_usable(self, usable: bool) -> None:
        """``CtlSetUsable``: shown and drawn, or erased and ignored (``FrmShowObject`` /
        ``FrmHideObject``)."""
        if self.form is None:
            self.usable = bool(usable)
        elif usable:
            self.form.show_object(self.index)
        else:
            self.form.hide_object(self.index)

    def draw(self) -> None:
        """``CtlDrawControl``: draw it in its form's window, in its current state (if usable)."""
        self.live_form.draw_object(self.index)

    def hit(self) -> None:
        """``CtlHitControl`` (Palm OS 3.5): as if tapped - queue its ``ctlSelectEvent``."""
        self.live_form.live_context.queue.add(Event.ctl_select(self.id, on=self.on))

    def erase(self) -> None:
        """``CtlEraseControl``: erase it from the screen; it stays usable."""
        if self.usable and self.visible:
            self.live_form.erase_object(self.index)
        self.visible = False


@dataclass(eq=False)
class Label(_FormObject):
    """``FormLabelType``: static text at a position (``FrmCopyLabel`` changes it)."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmLabelObj
    id: int
    pos: Point
    text: str
    font: int = FontID.stdFont
    usable: bool = True


@dataclass(eq=False)
class Title(_FormObject):
    """``FormTitleType``: the form's title (its place is computed when drawn)."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmTitleObj
    text: str
    usable: bool = True  # titles are always drawn; kept for a uniform interface


@dataclass(eq=False)
class Field(_FormObject):
    """``FieldType``, for display: word-wrapped text (``editable`` is kept but not supported)."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmFieldObj
    id: int
    bounds: Rect
    text: str = ""
    font: int = FontID.stdFont
    usable: bool = True
    editable: bool = False
    single_line: bool = False
    underlined: UnderlineMode = UnderlineMode.noUnderline
    justification: Justification = Justification.leftAlign
    max_chars: int = 0
    dynamic_size: bool = False
    has_scroll_bar: bool = False
    numeric: bool = False
    auto_shift: bool = False
    visible: bool = False
    top_line: int = 0  # runtime: first line shown (FldScrollField)

    def get_text(self) -> str:
        """``FldGetTextPtr``."""
        return self.text

    def set_text(self, text: str) -> None:
        """``FldSetTextPtr`` + ``FldDrawField``: new text, drawn if the form is shown."""
        self.text = text
        self._redraw(self.usable)

    def draw(self) -> None:
        """``FldDrawField``."""
        self.live_form.draw_object(self.index)


@dataclass(eq=False)
class ListObject(_FormObject):
    """``ListType``: a list of choices, shown in the form or popped up by a trigger."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmListObj
    id: int
    bounds: Rect
    items: list[str] = field(default_factory=list)
    font: int = FontID.stdFont
    usable: bool = True
    enabled: bool = True
    selection: int = noListSelection  # currentItem
    top_item: int = 0
    search: bool = False
    visible: bool = False
    popped_up: bool = False
    highlighted: int = noListSelection  # runtime: item under the pen
    draw_item: ListDrawFunction | None = None  # LstSetDrawFunction

    @property
    def number_of_items(self) -> int:
        """``LstGetNumberOfItems``."""
        return len(self.items)

    def get_selection(self) -> int:
        """``LstGetSelection`` (``noListSelection`` for none)."""
        return self.selection

    def get_selection_text(self, item: int) -> str:
        """``LstGetSelectionText``: the text of item ``item``."""
        return self.items[item]

    def set_choices(self, items: list[str]) -> None:
        """``LstSetListChoices``: new items; the selection is cleared."""
        self.items = list(items)
        self.selection = noListSelection
        self.top_item = 0

    def set_draw_function(self, draw_item: ListDrawFunction | None) -> None:
        """``LstSetDrawFunction``: draw each item with ``draw_item`` instead of its text."""
        self.draw_item = draw_item

    def set_selection(self, item: int) -> None:
        """``LstSetSelection``: select an item (scrolled into view), redrawn if shown."""
        self.selection = item
        form = self.live_form
        if item != noListSelection:
            visible = list_visible_items(self, form.live_window)
            if item < self.top_item:
                self.top_item = item
            elif item >= self.top_item + visible:
                self.top_item = item - visible + 1
        if form.visible and self.usable and not form.is_popup_list(self):
            form.draw_object(self.index)

    def draw(self) -> None:
        """``LstDrawList``."""
        self.live_form.draw_object(self.index)


@dataclass(eq=False)
class Popup(_FormObject):
    """``FormPopupType``: ties a popup trigger to the list it pops up."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmPopupObj
    control_id: int
    list_id: int
    usable: bool = True


@dataclass(eq=False)
class FormBitmap(_FormObject):
    """``FormBitmapType``: a ``Tbmp`` resource drawn at a position."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmBitmapObj
    pos: Point
    rsc_id: int
    usable: bool = True


@dataclass(eq=False)
class Gadget(_FormObject):
    """``FormGadgetType``: an area the application draws and handles (``FrmSetGadgetHandler``)."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmGadgetObj
    id: int
    bounds: Rect
    usable: bool = True
    extended: bool = True
    visible: bool = False
    data: object = None  # FrmSetGadgetData / FrmGetGadgetData
    handler: GadgetHandler | None = None

    @property
    def window(self) -> Window:
        """The window to draw in (the form's); coordinates are relative to the form."""
        if self.form is None or self.form.window is None:
            raise RuntimeError(f"gadget {self.id} is not in an initialised form")
        return self.form.window


@dataclass(eq=False)
class ScrollBar(_FormObject):
    """``ScrollBarType``: a vertical scroll bar (arrows and page taps)."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmScrollBarObj
    id: int
    bounds: Rect
    value: int = 0
    min_value: int = 0
    max_value: int = 0
    page_size: int = 0
    usable: bool = True
    visible: bool = False

    def get_scroll_bar(self) -> tuple[int, int, int, int]:
        """``SclGetScrollBar``: (value, min, max, page size)."""
        return self.value, self.min_value, self.max_value, self.page_size

    def set_scroll_bar(self, value: int, min_value: int, max_value: int, page_size: int) -> None:
        """``SclSetScrollBar``: the range, page and position, redrawn if shown."""
        self.value, self.min_value, self.max_value, self.page_size = value, min_value, max_value, page_size
        self._redraw(self.usable)

    def draw(self) -> None:
        """``SclDrawScrollBar``."""
        self.live_form.draw_object(self.index)


@dataclass(eq=False)
class GraffitiStateIndicator(_FormObject):
    """``FrmGraffitiStateType``: the shift indicator; this screen model draws nothing for it."""

    kind: ClassVar[FormObjectKind] = FormObjectKind.frmGraffitiStateObj
    pos: Point
    usable: bool = True


FormObject = (
    Control
    | Label
    | Title
    | Field
    | ListObject
    | Popup
    | FormBitmap
    | Gadget
    | ScrollBar
    | GraffitiStateIndicator
)
