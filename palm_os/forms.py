"""Forms: ``FormType`` built from resource values, drawn the Palm OS 3.5 way, and its event handling.

A :class:`Form` is made of the plain values of a compiled ``tFRM`` (id, bounds, attributes, the
object list) and becomes live with :meth:`Form.init` (``FrmInitForm``), which gives it a window on
the screen and the context it posts events to. Object positions are relative to the form.

Events reach a form through :meth:`Form.dispatch` (``FrmDispatchEvent``): the application's
handler first, then :meth:`Form.handle_event` (``FrmHandleEvent``). Pen tracking, which Palm does
in loops that poll the pen, is driven by the events here: see :mod:`palm_os.form_events`
(a pen-down on a control posts ``ctlEnterEvent``, the control is drawn pressed while the pen is
on it, and lifting it inside posts ``ctlSelectEvent``, outside ``ctlExitEvent``).

Object calls that take the object alone (``CtlSetValue``, ``LstSetSelection`` ...) are methods of
the objects (:mod:`palm_os.controls`), which ``init`` links to the form; the form's by-index
and by-id calls (``FrmSetControlValue``, ``FrmGetObjectPtr`` ...) are here. ``docs/palm_api.md``
lists each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from palm_os.bitmap import Bitmap
from palm_os.controls import (
    Control,
    Field,
    FormBitmap,
    FormObjectKind,
    Gadget,
    GadgetHandler,
    GraffitiStateIndicator,
    Label,
    ListObject,
    Popup,
    ScrollBar,
    Title,
)
from palm_os.events import Event, EventKind, EventQueue
from palm_os.form_drawing import (
    control_frame,
    draw_control,
    draw_field,
    draw_label,
    draw_list,
    draw_scroll_bar,
    label_bounds,
)
from palm_os.form_events import TITLE_RULE_Y, FormObjectNotFound, PenTracker
from palm_os.geometry import Point, Rect
from palm_os.shapes import frames_rectangle
from palm_os.sliders import Slider
from palm_os.tables import AnyFormObject, Table
from palm_os.window import FrameType, SavedBits, Screen, Window
from palm_sdk.chars import symbolHelp
from palm_sdk.fonts import FontID
from palm_sdk.forms import (
    formGadgetDeleteCmd,
    formGadgetDrawCmd,
    formGadgetEraseCmd,
    frmInvalidObjectId,
    noFocus,
)
from palm_sdk.keys import vchrMenu

_T = TypeVar("_T")

# FormEventHandlerType: Boolean handler(EventType *event)
FormEventHandler = Callable[[Event], bool]

TITLE_TAB_HEIGHT = 15  # non-modal title: black tab rows 0-14 (the last two are the rule)
TITLE_TEXT_X = 3
TITLE_TEXT_Y = 2
MODAL_TITLE_HEIGHT = 12  # modal title bar rows 0-11, joined to the 2-pixel dialog frame above
HELP_ICON_WIDTH = 9


class FormContext(Protocol):
    """What a live form needs from the system: the screen, the queue and resources."""

    screen: Screen
    queue: EventQueue

    def bitmap(self, rsc_id: int) -> Bitmap | None:
        """A ``Tbmp`` (application or system) by resource id, or None."""

    def show_help(self, help_rsc_id: int) -> None:
        """``FrmHelp``: show a help string in a modal dialog."""

    def delete_form(self, form: Form) -> None:
        """``FrmDeleteForm``: forget a closed form."""


@dataclass(eq=False)
class Form:
    """``FormType`` (see the module docstring)."""

    form_id: int
    bounds: Rect
    objects: list[AnyFormObject] = field(default_factory=list)
    modal: bool = False
    save_behind: bool = True
    usable: bool = True
    help_rsc_id: int = 0
    menu_rsc_id: int = 0
    default_button: int = 0
    frame: int | None = None  # the window's FrameType; None: dialogFrame if modal, else noFrame

    handler: FormEventHandler | None = field(default=None, init=False, repr=False)
    window: Window | None = field(default=None, init=False, repr=False)
    context: FormContext | None = field(default=None, init=False, repr=False)
    visible: bool = field(default=False, init=False)
    focus: int = field(default=noFocus, init=False)
    saved_bits: SavedBits | None = field(default=None, init=False, repr=False)
    _pen: PenTracker = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._pen = PenTracker(self)

    # -- life cycle ------------------------------------------------------------------------

    def init(self, context: FormContext) -> Form:
        """``FrmInitForm``: give the form its window and context. Returns the form."""
        frame = (
            self.frame
            if self.frame is not None
            else (FrameType.dialogFrame if self.modal else FrameType.noFrame)
        )
        self.context = context
        self.window = Window(context.screen, self.bounds, frame)
        self._link_objects()
        return self

    def _link_objects(self) -> None:
        """Tell each object its form and index (what ``FrmInitForm`` makes of the resource)."""
        for index, obj in enumerate(self.objects):
            obj.form = self
            obj.index = index

    @property
    def live_window(self) -> Window:
        if self.window is None:
            raise RuntimeError(f"form {self.form_id} is not initialised (FrmInitForm)")
        return self.window

    @property
    def live_context(self) -> FormContext:
        if self.context is None:
            raise RuntimeError(f"form {self.form_id} is not initialised (FrmInitForm)")
        return self.context

    def set_event_handler(self, handler: FormEventHandler | None) -> None:
        """``FrmSetEventHandler``: the application's handler, called before :meth:`handle_event`."""
        self.handler = handler

    def set_menu(self, menu_rsc_id: int) -> None:
        """``FrmSetMenu``: the menu bar shown for this form."""
        self.menu_rsc_id = menu_rsc_id

    def set_focus(self, index: int) -> None:
        """``FrmSetFocus`` (kept for completeness: fields are display only)."""
        self.focus = index

    # -- objects ---------------------------------------------------------------------------

    def get_object_index(self, object_id: int) -> int:
        """``FrmGetObjectIndex``: index of the object with this id (raises if there is none)."""
        for index, obj in enumerate(self.objects):
            if getattr(obj, "id", None) == object_id:
                return index
        raise FormObjectNotFound(f"form {self.form_id} has no object with id {object_id}")

    def get_object_id(self, index: int) -> int:
        """``FrmGetObjectId``: the object's id (``frmInvalidObjectId`` for objects without one)."""
        return int(getattr(self.objects[index], "id", frmInvalidObjectId))

    def get_object(self, index: int) -> AnyFormObject:
        """``FrmGetObjectPtr``."""
        return self.objects[index]

    def get_object_kind(self, index: int) -> FormObjectKind:
        """``FrmGetObjectType``."""
        return self.objects[index].kind

    def _by_id(self, object_id: int, cls: type[_T]) -> _T:
        obj = self.objects[self.get_object_index(object_id)]
        if not isinstance(obj, cls):
            raise TypeError(
                f"object {object_id} of form {self.form_id} is a {type(obj).__name__}, not a {cls.__name__}"
            )
        return obj

    def control(self, control_id: int) -> Control:
        """The control with this id (``FrmGetObjectPtr(FrmGetObjectIndex(id))``)."""
        return self._by_id(control_id, Control)

    def label(self, label_id: int) -> Label:
        return self._by_id(label_id, Label)

    def gadget(self, gadget_id: int) -> Gadget:
        return self._by_id(gadget_id, Gadget)

    def list_object(self, list_id: int) -> ListObject:
        return self._by_id(list_id, ListObject)

    def field_object(self, field_id: int) -> Field:
        return self._by_id(field_id, Field)

    def scroll_bar(self, bar_id: int) -> ScrollBar:
        return self._by_id(bar_id, ScrollBar)

    @property
    def title(self) -> str:
        """``FrmGetTitle`` ('' when the form has no title)."""
        for obj in self.objects:
            if isinstance(obj, Title):
                return obj.text
        return ""

    def set_title(self, text: str) -> None:
        """``FrmSetTitle`` / ``FrmCopyTitle``: change the title, redrawing it if shown."""
        for obj in self.objects:
            if isinstance(obj, Title):
                if self.visible and not self.modal:
                    window = self.live_window
                    window.push_ui_draw_state()
                    window.erase_rectangle(self.title_tab(obj))
                    window.pop_draw_state()
                obj.text = text
                break
        else:
            self.objects.insert(0, Title(text))
            if self.window is not None:
                self._link_objects()
        if self.visible:
            self._draw_title()

    def get_object_bounds(self, index: int) -> Rect:
        """``FrmGetObjectBounds`` (form coordinates)."""
        obj = self.objects[index]
        window = self.live_window
        if isinstance(obj, Label):
            return label_bounds(obj, window)
        if isinstance(obj, FormBitmap):
            bitmap = self.live_context.bitmap(obj.rsc_id)
            return Rect(obj.pos.x, obj.pos.y, bitmap.width if bitmap else 0, bitmap.height if bitmap else 0)
        if isinstance(obj, GraffitiStateIndicator):
            return Rect(obj.pos.x, obj.pos.y, 9, 10)
        if isinstance(obj, Title):
            return (
                self.title_tab(obj) if not self.modal else Rect(0, 0, self.bounds.width, MODAL_TITLE_HEIGHT)
            )
        if isinstance(obj, Popup):
            return Rect(0, 0, 0, 0)
        return obj.bounds

    def set_object_bounds(self, index: int, bounds: Rect) -> None:
        """``FrmSetObjectBounds`` (positions for labels and bitmaps)."""
        obj = self.objects[index]
        if isinstance(obj, Label | FormBitmap | GraffitiStateIndicator):
            obj.pos = Point(bounds.x, bounds.y)
        elif isinstance(obj, Control | Field | ListObject | Gadget | ScrollBar | Table):
            obj.bounds = bounds
        else:
            raise TypeError(f"a {type(obj).__name__} has no bounds to set")

    def show_object(self, index: int) -> None:
        """``FrmShowObject``: make an object usable and draw it if the form is shown."""
        obj = self.objects[index]
        obj.usable = True
        if self.visible:
            self.draw_object(index)

    def hide_object(self, index: int) -> None:
        """``FrmHideObject``: erase the object and make it unusable."""
        obj = self.objects[index]
        if self.visible and obj.usable:
            self.erase_object(index)
        obj.usable = False
        if hasattr(obj, "visible"):
            obj.visible = False

    def get_control_value(self, index: int) -> int:
        """``FrmGetControlValue`` (by object index, as on Palm OS)."""
        obj = self.objects[index]
        if not isinstance(obj, Control):
            raise TypeError(f"object {index} of form {self.form_id} is not a control")
        return obj.value

    def set_control_value(self, index: int, value: int) -> None:
        """``FrmSetControlValue``: set a push button or check box on or off (``Control.set_value``)."""
        obj = self.objects[index]
        if not isinstance(obj, Control):
            raise TypeError(f"object {index} of form {self.form_id} is not a control")
        obj.set_value(value)

    def get_control_group_selection(self, group: int) -> int | None:
        """``FrmGetControlGroupSelection``: index of the "on" control of a group, or None."""
        for index, obj in enumerate(self.objects):
            if isinstance(obj, Control) and obj.group == group and obj.on:
                return index
        return None

    def set_control_group_selection(self, group: int, control_id: int) -> None:
        """``FrmSetControlGroupSelection``: turn one control of a group on and the others off."""
        for index, obj in enumerate(self.objects):
            if isinstance(obj, Control) and obj.group == group:
                on = obj.id == control_id
                if obj.on != on:
                    obj.on = on
                    if self.visible and obj.usable:
                        self.draw_object(index)

    def set_control_label(self, control_id: int, text: str) -> None:
        """``CtlSetLabel`` of the control with this id (:meth:`Control.set_label`)."""
        self.control(control_id).set_label(text)

    def set_control_enabled(self, control_id: int, enabled: bool) -> None:
        """``CtlSetEnabled`` of the control with this id (:meth:`Control.set_enabled`)."""
        self.control(control_id).set_enabled(enabled)

    def set_control_usable(self, control_id: int, usable: bool) -> None:
        """``CtlSetUsable`` of the control with this id (:meth:`Control.set_usable`)."""
        self.control(control_id).set_usable(usable)

    def copy_label(self, label_id: int, text: str) -> None:
        """``FrmCopyLabel``: replace a label's text, erasing the old one if shown."""
        index = self.get_object_index(label_id)
        label = self.label(label_id)
        if self.visible and label.usable:
            self.erase_object(index)
        label.text = text
        if self.visible and label.usable:
            self.draw_object(index)

    def set_field_text(self, field_id: int, text: str) -> None:
        """``FldSetTextPtr`` + ``FldDrawField`` of the field with this id (:meth:`Field.set_text`)."""
        self.field_object(field_id).set_text(text)

    def set_list_choices(self, list_id: int, items: list[str]) -> None:
        """``LstSetListChoices`` of the list with this id (:meth:`ListObject.set_choices`)."""
        self.list_object(list_id).set_choices(items)

    def set_list_selection(self, list_id: int, selection: int) -> None:
        """``LstSetSelection`` of the list with this id (:meth:`ListObject.set_selection`)."""
        self.list_object(list_id).set_selection(selection)

    def set_gadget_handler(self, index: int, handler: GadgetHandler | None) -> None:
        """``FrmSetGadgetHandler`` (by object index, as on Palm OS)."""
        gadget = self.objects[index]
        if not isinstance(gadget, Gadget):
            raise TypeError(f"object {index} of form {self.form_id} is not a gadget")
        gadget.handler = handler
        gadget.form, gadget.index = self, index

    def get_gadget_data(self, index: int) -> object:
        """``FrmGetGadgetData``."""
        gadget = self.objects[index]
        return gadget.data if isinstance(gadget, Gadget) else None

    def set_gadget_data(self, index: int, data: object) -> None:
        """``FrmSetGadgetData``."""
        gadget = self.objects[index]
        if not isinstance(gadget, Gadget):
            raise TypeError(f"object {index} of form {self.form_id} is not a gadget")
        gadget.data = data

    # -- drawing ---------------------------------------------------------------------------

    def frame_rect(self) -> Rect:
        """Display rectangle covered by the form and its frame (what ``saveBehind`` keeps)."""
        return frames_rectangle(self.live_window.frame, self.bounds)

    def draw(self) -> None:
        """``FrmDrawForm``: save what is behind (``saveBehind``), then the frame, title, objects.

        As Palm OS 3.5 does, a modal form, or one that saves what is behind it, is erased first;
        any other form is drawn over what is on the screen (its objects erase their own areas).
        """
        window = self.live_window
        if self.save_behind and self.saved_bits is None:
            screen = self.live_context.screen.display_window
            self.saved_bits = screen.save_bits(self.frame_rect())
        window.reset_clip()
        window.push_ui_draw_state()
        if self.modal or self.save_behind:
            window.erase_window()
        if window.frame:
            window.draw_window_frame()
        window.pop_draw_state()
        self.visible = True
        for index in range(len(self.objects)):
            self.draw_object(index)

    def erase(self) -> None:
        """``FrmEraseForm``: put back what was behind the form, or erase its area."""
        screen = self.live_context.screen
        if self.saved_bits is not None:
            screen.display_window.restore_bits(self.saved_bits)
            self.saved_bits = None
        elif self.window is not None:
            area = screen.window(screen.bounds)
            area.push_ui_draw_state()
            area.erase_rectangle(self.frame_rect())
            area.pop_draw_state()
        self.visible = False

    def draw_object(self, index: int) -> None:
        """Draw one object (usable ones only), as ``FrmDrawForm`` does for each."""
        obj = self.objects[index]
        if not obj.usable:
            return
        window = self.live_window
        if isinstance(obj, Slider):
            obj.draw_slider(window, self.live_context.bitmap)
        elif isinstance(obj, Control):
            draw_control(obj, window, self.live_context.bitmap)
        elif isinstance(obj, Title):
            self._draw_title()
        elif isinstance(obj, Label):
            draw_label(obj, window)
        elif isinstance(obj, Field):
            draw_field(obj, window)
        elif isinstance(obj, ListObject):
            if not self.is_popup_list(obj) or obj.popped_up:
                draw_list(obj, window)
        elif isinstance(obj, FormBitmap):
            bitmap = self.live_context.bitmap(obj.rsc_id)
            if bitmap is not None:
                window.draw_bitmap(bitmap, obj.pos.x, obj.pos.y)
        elif isinstance(obj, Gadget):
            obj.form, obj.index = self, index
            if obj.handler is not None:
                obj.handler(obj, formGadgetDrawCmd, None)
            obj.visible = True
        elif isinstance(obj, ScrollBar):
            draw_scroll_bar(obj, window)
        elif isinstance(obj, Table):
            obj.draw()

    def erase_object(self, index: int) -> None:
        """Erase one object's area (a gadget erases itself if its handler does), then redraw the
        controls whose frames share that area (``CtlEraseControl``, ``FrmHideObject``)."""
        obj = self.objects[index]
        if isinstance(obj, Gadget) and obj.handler is not None and obj.handler(obj, formGadgetEraseCmd, None):
            return
        bounds = self.get_object_bounds(index)
        if isinstance(obj, Control):
            bounds = frames_rectangle(control_frame(obj), bounds)
        elif isinstance(obj, ListObject):
            bounds = frames_rectangle(FrameType.simpleFrame, bounds)
        window = self.live_window
        window.push_ui_draw_state()
        window.erase_rectangle(bounds)
        window.pop_draw_state()
        # Controls whose frames touch the erased area (push buttons share frame lines) are redrawn.
        for other, neighbour in enumerate(self.objects):
            if other != index and isinstance(neighbour, Control) and neighbour.usable and neighbour.visible:
                area = frames_rectangle(control_frame(neighbour), neighbour.bounds)
                if not area.intersection(bounds).empty:
                    self.draw_object(other)

    def title_tab(self, title: Title) -> Rect:
        window = self.live_window
        window.push_ui_draw_state(FontID.boldFont)
        ink = max(window.font.text_width(title.text) - 1, 0)
        window.pop_draw_state()
        return Rect(0, 0, ink + 2 * TITLE_TEXT_X, TITLE_TAB_HEIGHT)

    def help_icon(self) -> Rect:
        return Rect(self.bounds.width - HELP_ICON_WIDTH - 2, 1, HELP_ICON_WIDTH, 10)

    def _draw_title(self) -> None:
        title = next((obj for obj in self.objects if isinstance(obj, Title)), None)
        if title is None:
            return
        window = self.live_window
        window.push_ui_draw_state(FontID.boldFont)
        width = self.bounds.width
        if self.modal:
            window.draw_rectangle(Rect(0, 0, width, MODAL_TITLE_HEIGHT))
            ink = max(window.font.text_width(title.text) - 1, 0)
            window.draw_inverted_chars(title.text, (width - ink) // 2, 0)
            if self.help_rsc_id:
                icon = self.help_icon()
                window.set_font(FontID.symbolFont)
                window.draw_chars(chr(symbolHelp), icon.x, icon.y)
        else:
            tab = self.title_tab(title)
            window.draw_rectangle(tab, corner_diam=3)
            window.draw_rectangle(Rect(0, TITLE_RULE_Y, width, TITLE_TAB_HEIGHT - TITLE_RULE_Y))
            window.draw_inverted_chars(title.text, TITLE_TEXT_X, TITLE_TEXT_Y)
        window.pop_draw_state()

    # -- event handling --------------------------------------------------------------------

    @property
    def tracking(self) -> bool:
        """Whether the form is following the pen (or shows a popup list)."""
        return self._pen.state is not None

    @property
    def tracking_pen(self) -> bool:
        """Whether an object of the form has taken the pen (a control after its ``ctlEnterEvent``,
        a list, a popup list, a gadget with a handler, the title): the stroke's pen events are its."""
        state = self._pen.state
        return state is not None and state.started

    def dispatch(self, event: Event) -> bool:
        """``FrmDispatchEvent`` for this form: its handler, then :meth:`handle_event`.

        While the form tracks the pen (a control after its ``ctlEnterEvent``, a list, a popup
        list, a gadget with a handler, the title), pen events skip the application's handler.
        """
        t = self._pen.state
        if t is not None and t.what == "popup" and event.kind == EventKind.keyDownEvent:
            return self.handle_event(event)  # LstPopupList's own loop takes the keys
        if t is not None and event.is_pen():
            if t.started:
                return self.handle_event(event)
            if event.kind == EventKind.penUpEvent:
                self._pen.reset()  # nothing was tracked (the application took the enter event)
        if self.handler is not None and self.handler(event):
            return True
        return self.handle_event(event)

    def wakeup_tick(self) -> int | None:
        """The tick at which the form wants a ``nilEvent`` (a held repeating button), or None."""
        return self._pen.wakeup_tick()

    def is_popup_list(self, lst: ListObject) -> bool:
        """Whether a list belongs to a popup trigger (it is shown only when popped up)."""
        return any(isinstance(o, Popup) and o.list_id == lst.id for o in self.objects)

    def hit_control(self, x: int, y: int) -> int | None:
        """Index of the usable, enabled control under a form point (first in the list wins)."""
        for index, obj in enumerate(self.objects):
            if isinstance(obj, Control) and obj.usable and obj.enabled and obj.bounds.contains(x, y):
                return index
        return None

    def handle_event(self, event: Event) -> bool:
        """``FrmHandleEvent``: the form's own response to an event. Returns True if handled.

        Pen tracking is in :mod:`palm_os.form_events`; here: ``frmTitleSelectEvent`` opens
        the menu (a ``vchrMenu`` key), ``frmOpenEvent`` and ``frmUpdateEvent`` draw the form,
        ``frmCloseEvent`` erases and deletes it.
        """
        if self._pen.handle(event):
            return True
        kind = event.kind
        if kind == EventKind.frmTitleSelectEvent:
            self.live_context.queue.add(Event.key_down(vchrMenu))
            return True
        if kind in (EventKind.frmOpenEvent, EventKind.frmUpdateEvent):
            self.draw()
            return True
        if kind == EventKind.frmCloseEvent:
            self.close()
            return True
        return False

    def close(self) -> None:
        """What ``FrmHandleEvent`` does on ``frmCloseEvent``: erase and delete the form."""
        for obj in self.objects:
            if isinstance(obj, Gadget) and obj.handler is not None:
                obj.handler(obj, formGadgetDeleteCmd, None)
        if self.visible:
            self.erase()
        self._pen.reset()
        self.live_context.delete_form(self)
