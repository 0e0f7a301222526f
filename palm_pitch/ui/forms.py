"""Forms: ``FormType`` built from resource values, drawn the Palm OS 3.5 way, and its event handling.

A :class:`Form` is made of the plain values of a compiled ``tFRM`` (id, bounds, attributes, the
object list) and becomes live with :meth:`Form.init` (``FrmInitForm``), which gives it a window on
the screen and the context it posts events to. Object positions are relative to the form.

Pen tracking is event driven. Palm's ``CtlHandleEvent`` polls the pen in a loop; here the form
remembers what the pen went down on and follows the pen events as they come:

* ``penDownEvent`` on an enabled control posts ``ctlEnterEvent``;
* ``ctlEnterEvent`` (if the application's handler did not take it) starts tracking: the control is
  drawn pressed (inverted) while the pen is inside it and unpressed while outside;
* ``penUpEvent`` inside posts ``ctlSelectEvent`` (push buttons and check boxes change state first,
  and a push button turns the others of its group off); outside, ``ctlExitEvent``.

While the form tracks the pen, pen events go straight to it and not to the application's
handler, as they never reach the application during Palm's tracking loop. Repeating buttons post
``ctlRepeatEvent`` on entry and then every few ticks while held (on the ``nilEvent`` the loop
delivers at :meth:`Form.wakeup_tick`); lifting the pen from one posts nothing more. Lists,
popup lists, gadgets, the title (tap: menu) and a modal form's help icon (tap: ``FrmHelp``) are
tracked the same way.

Imports: stdlib, ``geometry``, ``window``, ``fonts``, ``events``, ``controls``, ``bitmap``.

=================================  ===========================================================
``FrmInitForm``                    ``Form.init(context)`` (``System.init_form(id)`` loads it)
``FrmDrawForm`` / ``FrmEraseForm``  :meth:`Form.draw` / :meth:`Form.erase`
``FrmHandleEvent``                 :meth:`Form.handle_event`
``FrmSetEventHandler``             :meth:`Form.set_event_handler`
``FrmGetFormId``                   ``Form.form_id``
``FrmGetObjectIndex``              :meth:`Form.get_object_index`
``FrmGetObjectId``                 :meth:`Form.get_object_id`
``FrmGetObjectPtr``                :meth:`Form.get_object` (and ``control``, ``gadget``, ... by id)
``FrmGetObjectType``               :meth:`Form.get_object_kind`
``FrmGetNumberOfObjects``          ``len(form.objects)``
``FrmGetObjectBounds``            :meth:`Form.get_object_bounds`
``FrmSetObjectBounds``            :meth:`Form.set_object_bounds`
``FrmShowObject`` / ``FrmHideObject``  :meth:`Form.show_object` / :meth:`Form.hide_object`
``FrmGetControlValue``            :meth:`Form.get_control_value`
``FrmSetControlValue``            :meth:`Form.set_control_value`
``FrmGetControlGroupSelection``    :meth:`Form.get_control_group_selection`
``FrmSetControlGroupSelection``    :meth:`Form.set_control_group_selection`
``CtlSetLabel``                    :meth:`Form.set_control_label`
``CtlSetEnabled`` / ``CtlSetUsable``  :meth:`Form.set_control_enabled` / :meth:`Form.set_control_usable`
``FrmCopyLabel``                   :meth:`Form.copy_label`
``FrmGetTitle`` / ``FrmSetTitle`` / ``FrmCopyTitle``  ``Form.title`` / :meth:`Form.set_title`
``FrmSetGadgetHandler``            :meth:`Form.set_gadget_handler`
``FrmGetGadgetData`` / ``FrmSetGadgetData``  :meth:`Form.get_gadget_data` / :meth:`Form.set_gadget_data`
``FldSetTextPtr`` (display)        :meth:`Form.set_field_text`
``LstSetSelection`` / ``LstGetSelection``  :meth:`Form.set_list_selection` / ``ListObject.selection``
``LstSetListChoices``              :meth:`Form.set_list_choices`
``FrmGetFocus`` / ``FrmSetFocus``  ``Form.focus`` / :meth:`Form.set_focus`
``FrmGetWindowHandle``             ``Form.window``
``FrmVisible``                     ``Form.visible``
``FrmSetMenu``                     :meth:`Form.set_menu`
=================================  ===========================================================
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from palm_pitch.ui.bitmap import Bitmap
from palm_pitch.ui.controls import (
    Control,
    ControlStyle,
    Field,
    FormBitmap,
    FormObject,
    FormObjectKind,
    Gadget,
    GadgetHandler,
    GraffitiStateIndicator,
    Label,
    ListObject,
    Popup,
    ScrollBar,
    Title,
    control_frame,
    draw_control,
    draw_field,
    draw_label,
    draw_list,
    draw_scroll_bar,
    formGadgetDeleteCmd,
    formGadgetDrawCmd,
    formGadgetEraseCmd,
    formGadgetHandleEventCmd,
    label_bounds,
    list_arrow_at,
    list_item_at,
    list_visible_items,
    noListSelection,
    popup_trigger_width,
    scroll_bar_part,
)
from palm_pitch.ui.events import Event, EventKind, EventQueue, vchrMenu
from palm_pitch.ui.fonts import FontID, symbolHelp
from palm_pitch.ui.geometry import Point, Rect
from palm_pitch.ui.window import FrameType, SavedBits, Screen, Window, frames_rectangle

_T = TypeVar("_T")

# FormEventHandlerType: Boolean handler(EventType *event)
FormEventHandler = Callable[[Event], bool]

noFocus = 0xFFFF
frmInvalidObjectId = 0xFFFF

TITLE_TAB_HEIGHT = 15  # non-modal title: black tab rows 0-14 (the last two are the rule)
TITLE_RULE_Y = 13  # the 2-pixel rule across the form
TITLE_TEXT_X = 3
TITLE_TEXT_Y = 2
MODAL_TITLE_HEIGHT = 12  # modal title bar rows 0-11, joined to the 2-pixel dialog frame above
HELP_ICON_WIDTH = 9
REPEAT_DELAY = 50  # ticks before a held repeating button repeats (our choice)
REPEAT_RATE = 10  # ticks between repeats


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


class FormObjectNotFound(KeyError):
    """No object with that id in the form."""


@dataclass(eq=False)
class _Tracking:
    """What the pen went down on, followed until it comes up."""

    what: str  # "control", "list", "popup", "gadget", "title", "help", "scroll"
    index: int = -1
    started: bool = False  # ctlEnterEvent/lstEnterEvent seen: tracking is live
    next_repeat: int = 0
    prior: int = noListSelection  # popup list: the selection before it opened
    trigger: int = -1  # popup list: index of the trigger


@dataclass(eq=False)
class Form:
    """``FormType`` (see the module docstring)."""

    form_id: int
    bounds: Rect
    objects: list[FormObject] = field(default_factory=list)
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
    _tracking: _Tracking | None = field(default=None, init=False, repr=False)
    _popup_saved: SavedBits | None = field(default=None, init=False, repr=False)

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
        for obj in self.objects:
            if isinstance(obj, Gadget):
                obj.form = self
        return self

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

    def get_object(self, index: int) -> FormObject:
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
                    self.live_window.erase_rectangle(self._title_tab(obj))
                obj.text = text
                break
        else:
            self.objects.insert(0, Title(text))
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
                self._title_tab(obj) if not self.modal else Rect(0, 0, self.bounds.width, MODAL_TITLE_HEIGHT)
            )
        if isinstance(obj, Popup):
            return Rect(0, 0, 0, 0)
        return obj.bounds

    def set_object_bounds(self, index: int, bounds: Rect) -> None:
        """``FrmSetObjectBounds`` (positions for labels and bitmaps)."""
        obj = self.objects[index]
        if isinstance(obj, Label | FormBitmap | GraffitiStateIndicator):
            obj.pos = Point(bounds.x, bounds.y)
        elif isinstance(obj, Control | Field | ListObject | Gadget | ScrollBar):
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
            self._erase_object(index)
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
        """``FrmSetControlValue`` / ``CtlSetValue``: set a push button or check box on or off."""
        obj = self.objects[index]
        if not isinstance(obj, Control):
            raise TypeError(f"object {index} of form {self.form_id} is not a control")
        obj.on = bool(value)
        if self.visible and obj.usable:
            self.draw_object(index)

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
        """``CtlSetLabel``: a new label, redrawn; popup triggers resize to it like Palm's."""
        index = self.get_object_index(control_id)
        control = self.control(control_id)
        if self.visible and control.usable:
            self._erase_object(index)
        control.label = text
        if control.style == ControlStyle.popupTriggerCtl:
            width = popup_trigger_width(control, self.live_window)
            b = control.bounds
            x = b.x if control.left_anchor else b.right - width
            control.bounds = Rect(x, b.y, width, b.height)
        if self.visible and control.usable:
            self.draw_object(index)

    def set_control_enabled(self, control_id: int, enabled: bool) -> None:
        """``CtlSetEnabled``: a disabled control ignores the pen."""
        self.control(control_id).enabled = enabled

    def set_control_usable(self, control_id: int, usable: bool) -> None:
        """``CtlSetUsable`` (as ``FrmShowObject``/``FrmHideObject``)."""
        index = self.get_object_index(control_id)
        if usable:
            self.show_object(index)
        else:
            self.hide_object(index)

    def copy_label(self, label_id: int, text: str) -> None:
        """``FrmCopyLabel``: replace a label's text, erasing the old one if shown."""
        index = self.get_object_index(label_id)
        label = self.label(label_id)
        if self.visible and label.usable:
            self._erase_object(index)
        label.text = text
        if self.visible and label.usable:
            self.draw_object(index)

    def set_field_text(self, field_id: int, text: str) -> None:
        """``FldSetTextPtr`` + ``FldDrawField`` for a display field."""
        fld = self.field_object(field_id)
        fld.text = text
        if self.visible and fld.usable:
            draw_field(fld, self.live_window)

    def set_list_choices(self, list_id: int, items: list[str]) -> None:
        """``LstSetListChoices``: new items; the selection is cleared."""
        lst = self.list_object(list_id)
        lst.items = list(items)
        lst.selection = noListSelection
        lst.top_item = 0

    def set_list_selection(self, list_id: int, selection: int) -> None:
        """``LstSetSelection``: select an item (scrolled into view), redrawn if shown."""
        lst = self.list_object(list_id)
        lst.selection = selection
        if selection != noListSelection:
            visible = list_visible_items(lst, self.live_window)
            if selection < lst.top_item:
                lst.top_item = selection
            elif selection >= lst.top_item + visible:
                lst.top_item = selection - visible + 1
        if self.visible and lst.usable and not self._is_popup_list(lst):
            draw_list(lst, self.live_window)

    def set_gadget_handler(self, index: int, handler: GadgetHandler | None) -> None:
        """``FrmSetGadgetHandler`` (by object index, as on Palm OS)."""
        gadget = self.objects[index]
        if not isinstance(gadget, Gadget):
            raise TypeError(f"object {index} of form {self.form_id} is not a gadget")
        gadget.handler = handler
        gadget.form = self

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
        """``FrmDrawForm``: save what is behind (``saveBehind``), then the frame, title, objects."""
        window = self.live_window
        if self.save_behind and self.saved_bits is None:
            screen = self.live_context.screen.display_window
            self.saved_bits = screen.save_bits(self.frame_rect())
        window.reset_clip()
        window.erase_window()
        if window.frame:
            window.draw_window_frame()
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
            screen.window(screen.bounds).erase_rectangle(self.frame_rect())
        self.visible = False

    def draw_object(self, index: int) -> None:
        """Draw one object (usable ones only), as ``FrmDrawForm`` does for each."""
        obj = self.objects[index]
        if not obj.usable:
            return
        window = self.live_window
        if isinstance(obj, Control):
            draw_control(obj, window, self.live_context.bitmap)
        elif isinstance(obj, Title):
            self._draw_title()
        elif isinstance(obj, Label):
            draw_label(obj, window)
        elif isinstance(obj, Field):
            draw_field(obj, window)
        elif isinstance(obj, ListObject):
            if not self._is_popup_list(obj) or obj.popped_up:
                draw_list(obj, window)
        elif isinstance(obj, FormBitmap):
            bitmap = self.live_context.bitmap(obj.rsc_id)
            if bitmap is not None:
                window.draw_bitmap(bitmap, obj.pos.x, obj.pos.y)
        elif isinstance(obj, Gadget):
            obj.form = self
            if obj.handler is not None:
                obj.handler(obj, formGadgetDrawCmd, None)
            obj.visible = True
        elif isinstance(obj, ScrollBar):
            draw_scroll_bar(obj, window)

    def _erase_object(self, index: int) -> None:
        obj = self.objects[index]
        if isinstance(obj, Gadget) and obj.handler is not None and obj.handler(obj, formGadgetEraseCmd, None):
            return
        bounds = self.get_object_bounds(index)
        if isinstance(obj, Control):
            bounds = frames_rectangle(control_frame(obj), bounds)
        elif isinstance(obj, ListObject):
            bounds = frames_rectangle(FrameType.simpleFrame, bounds)
        self.live_window.erase_rectangle(bounds)
        # Controls whose frames touch the erased area (push buttons share frame lines) are redrawn.
        for other, neighbour in enumerate(self.objects):
            if other != index and isinstance(neighbour, Control) and neighbour.usable and neighbour.visible:
                area = frames_rectangle(control_frame(neighbour), neighbour.bounds)
                if not area.intersection(bounds).empty:
                    self.draw_object(other)

    def _title_tab(self, title: Title) -> Rect:
        window = self.live_window
        window.push_draw_state()
        window.set_font(FontID.boldFont)
        ink = max(window.font.text_width(title.text) - 1, 0)
        window.pop_draw_state()
        return Rect(0, 0, ink + 2 * TITLE_TEXT_X, TITLE_TAB_HEIGHT)

    def _help_icon(self) -> Rect:
        return Rect(self.bounds.width - HELP_ICON_WIDTH - 2, 1, HELP_ICON_WIDTH, 10)

    def _draw_title(self) -> None:
        title = next((obj for obj in self.objects if isinstance(obj, Title)), None)
        if title is None:
            return
        window = self.live_window
        window.push_draw_state()
        window.set_font(FontID.boldFont)
        width = self.bounds.width
        if self.modal:
            window.draw_rectangle(Rect(0, 0, width, MODAL_TITLE_HEIGHT))
            ink = max(window.font.text_width(title.text) - 1, 0)
            window.draw_inverted_chars(title.text, (width - ink) // 2, 0)
            if self.help_rsc_id:
                icon = self._help_icon()
                window.set_font(FontID.symbolFont)
                window.draw_chars(chr(symbolHelp), icon.x, icon.y)
        else:
            tab = self._title_tab(title)
            window.draw_rectangle(tab, corner_diam=3)
            window.draw_rectangle(Rect(0, TITLE_RULE_Y, width, TITLE_TAB_HEIGHT - TITLE_RULE_Y))
            window.draw_inverted_chars(title.text, TITLE_TEXT_X, TITLE_TEXT_Y)
        window.pop_draw_state()

    # -- event handling --------------------------------------------------------------------

    @property
    def tracking(self) -> bool:
        """Whether the form is following the pen (or shows a popup list)."""
        return self._tracking is not None

    def dispatch(self, event: Event) -> bool:
        """``FrmDispatchEvent`` for this form: its handler, then :meth:`handle_event`.

        While the form tracks the pen (a control after its ``ctlEnterEvent``, a list, a popup
        list, a gadget with a handler, the title), pen events skip the application's handler.
        """
        t = self._tracking
        if t is not None and event.is_pen():
            if t.started:
                return self.handle_event(event)
            if event.kind == EventKind.penUpEvent:
                self._tracking = None  # nothing was tracked (the application took the enter event)
        if self.handler is not None and self.handler(event):
            return True
        return self.handle_event(event)

    def wakeup_tick(self) -> int | None:
        """The tick at which the form wants a ``nilEvent`` (a held repeating button), or None."""
        t = self._tracking
        if t is not None and t.what == "control" and t.started and self._repeating(t.index):
            control = self.objects[t.index]
            if isinstance(control, Control) and control.pressed:
                return t.next_repeat
        return None

    def _local(self, event: Event) -> tuple[int, int]:
        return event.screen_x - self.bounds.x, event.screen_y - self.bounds.y

    def _post(self, event: Event) -> None:
        self.live_context.queue.add(event)

    def _ticks(self) -> int:
        return self.live_context.queue.ticks

    def _repeating(self, index: int) -> bool:
        obj = self.objects[index]
        return isinstance(obj, Control) and obj.style == ControlStyle.repeatingButtonCtl

    def _is_popup_list(self, lst: ListObject) -> bool:
        return any(isinstance(o, Popup) and o.list_id == lst.id for o in self.objects)

    def hit_control(self, x: int, y: int) -> int | None:
        """Index of the usable, enabled control under a form point (first in the list wins)."""
        for index, obj in enumerate(self.objects):
            if isinstance(obj, Control) and obj.usable and obj.enabled and obj.bounds.contains(x, y):
                return index
        return None

    def handle_event(self, event: Event) -> bool:
        """``FrmHandleEvent``: the form's own response to an event. Returns True if handled."""
        kind = event.kind
        t = self._tracking
        if t is not None and t.what == "popup" and event.is_pen():
            return self._handle_popup(event, t)
        if kind == EventKind.penDownEvent:
            return self._pen_down(event)
        if t is not None and kind in (EventKind.penMoveEvent, EventKind.penUpEvent):
            return self._track(event, t)
        if kind == EventKind.ctlEnterEvent:
            return self._start_control(event)
        if kind == EventKind.lstEnterEvent:
            if t is not None and t.what == "list":
                t.started = True
                return True
            return False
        if kind == EventKind.frmGadgetEnterEvent:
            return self._start_gadget(event)
        if kind == EventKind.ctlSelectEvent:
            return self._control_selected(event)
        if kind == EventKind.popSelectEvent:
            return self._popup_selected(event)
        if kind == EventKind.frmTitleSelectEvent:
            self._post(Event.key_down(vchrMenu))
            return True
        if kind in (EventKind.frmOpenEvent, EventKind.frmUpdateEvent):
            self.draw()
            return True
        if kind == EventKind.frmCloseEvent:
            self.close()
            return True
        if kind == EventKind.nilEvent and t is not None:
            self._repeat(t)
        return False

    def close(self) -> None:
        """What ``FrmHandleEvent`` does on ``frmCloseEvent``: erase and delete the form."""
        for obj in self.objects:
            if isinstance(obj, Gadget) and obj.handler is not None:
                obj.handler(obj, formGadgetDeleteCmd, None)
        if self.visible:
            self.erase()
        self._tracking = None
        self.live_context.delete_form(self)

    # pen down: decide what the pen is on

    def _pen_down(self, event: Event) -> bool:
        x, y = self._local(event)
        inside = 0 <= x < self.bounds.width and 0 <= y < self.bounds.height
        title = next((obj for obj in self.objects if isinstance(obj, Title)), None)
        if title is not None and inside:
            if self.modal:
                if self.help_rsc_id and self._help_icon().contains(x, y):
                    self._tracking = _Tracking("help", started=True)
                    return True
            elif self._title_tab(title).contains(x, y) and y < TITLE_RULE_Y:
                self._tracking = _Tracking("title", started=True)
                self._post(Event.frm_title_enter(self.form_id))
                return True
        for index, obj in enumerate(self.objects):
            if not obj.usable:
                continue
            if isinstance(obj, Control):
                if obj.enabled and obj.bounds.contains(x, y):
                    self._tracking = _Tracking("control", index)
                    self._post(Event.ctl_enter(obj.id))
                    return True
            elif isinstance(obj, ListObject):
                if obj.enabled and not self._is_popup_list(obj) and obj.bounds.contains(x, y):
                    arrow = list_arrow_at(obj, x, y, self.live_window)
                    if arrow:
                        self._scroll_list(obj, arrow)
                        return True
                    self._tracking = _Tracking("list", index)
                    self._post(Event(EventKind.lstEnterEvent, list_id=obj.id, selection=obj.selection))
                    return True
            elif isinstance(obj, Gadget):
                if obj.bounds.contains(x, y):
                    self._tracking = _Tracking("gadget", index)
                    self._post(Event.gadget_enter(obj.id, event.screen_x, event.screen_y))
                    return True
            elif isinstance(obj, ScrollBar):
                part = scroll_bar_part(obj, x, y)
                if part:
                    self._tracking = _Tracking("scroll", index, started=True)
                    self._scroll(obj, part)
                    return True
        return self.modal  # a modal form keeps the pen from the forms behind it

    def _start_control(self, event: Event) -> bool:
        t = self._tracking
        if t is None or t.what != "control" or self.get_object_id(t.index) != event.control_id:
            return False
        control = self.objects[t.index]
        assert isinstance(control, Control)
        t.started = True
        control.pressed = True
        self.draw_object(t.index)
        if control.style == ControlStyle.repeatingButtonCtl:
            self._post(Event.ctl_repeat(control.id, self._ticks()))
            t.next_repeat = self._ticks() + REPEAT_DELAY
        return True

    def _start_gadget(self, event: Event) -> bool:
        t = self._tracking
        if t is None or t.what != "gadget":
            return False
        gadget = self.objects[t.index]
        assert isinstance(gadget, Gadget)
        if gadget.handler is None:
            self._tracking = None
            return False
        t.started = True
        return gadget.handler(gadget, formGadgetHandleEventCmd, event)

    def _repeat(self, t: _Tracking) -> None:
        if t.what != "control" or not t.started or not self._repeating(t.index):
            return
        control = self.objects[t.index]
        assert isinstance(control, Control)
        now = self._ticks()
        if control.pressed and now >= t.next_repeat:
            self._post(Event.ctl_repeat(control.id, now))
            while t.next_repeat <= now:
                t.next_repeat += REPEAT_RATE

    # following the pen

    def _track(self, event: Event, t: _Tracking) -> bool:
        x, y = self._local(event)
        up = event.kind == EventKind.penUpEvent
        if t.what == "control":
            return self._track_control(event, t, x, y, up)
        if t.what == "list":
            lst = self.objects[t.index]
            assert isinstance(lst, ListObject)
            if not t.started:
                if up:
                    self._tracking = None
                return True
            item = list_item_at(lst, x, y, self.live_window)
            if item != lst.highlighted:
                lst.highlighted = item
                draw_list(lst, self.live_window)
            if up:
                lst.highlighted = noListSelection
                self._tracking = None
                if item != noListSelection:
                    lst.selection = item
                    self._post(Event.lst_select(lst.id, item))
                else:
                    self._post(Event(EventKind.lstExitEvent, list_id=lst.id))
                draw_list(lst, self.live_window)
            return True
        if t.what == "gadget":
            gadget = self.objects[t.index]
            assert isinstance(gadget, Gadget)
            if up:
                self._tracking = None
            if t.started and gadget.handler is not None:
                gadget.handler(gadget, formGadgetHandleEventCmd, event)
            return True
        if t.what == "title":
            if up:
                self._tracking = None
                title = next((obj for obj in self.objects if isinstance(obj, Title)), None)
                if title is not None and self._title_tab(title).contains(x, y):
                    self._post(Event.frm_title_select(self.form_id))
            return True
        if t.what == "help":
            if up:
                self._tracking = None
                if self._help_icon().contains(x, y):
                    self.live_context.show_help(self.help_rsc_id)
            return True
        if t.what == "scroll":
            if up:
                self._tracking = None
                bar = self.objects[t.index]
                assert isinstance(bar, ScrollBar)
                self._post(Event(EventKind.sclExitEvent, control_id=bar.id, value=bar.value))
            return True
        return False

    def _track_control(self, event: Event, t: _Tracking, x: int, y: int, up: bool) -> bool:
        control = self.objects[t.index]
        assert isinstance(control, Control)
        if not t.started:  # the application took ctlEnterEvent: no tracking
            if up:
                self._tracking = None
            return False
        inside = control.bounds.contains(x, y)
        if not up:
            if inside != control.pressed:
                control.pressed = inside
                self.draw_object(t.index)
                if inside:
                    t.next_repeat = self._ticks() + REPEAT_RATE  # back on: repeat at the usual rate
            return True
        self._tracking = None
        control.pressed = False
        if not inside:
            self.draw_object(t.index)
            self._post(Event.ctl_exit(control.id))
            return True
        if control.style == ControlStyle.repeatingButtonCtl:
            self.draw_object(t.index)  # its ctlRepeatEvents were the action: nothing more
            return True
        if control.style == ControlStyle.pushButtonCtl and control.group:
            # A grouped push button turns on and the others of its group off; tapping the one
            # that is on leaves it on.
            self.set_control_group_selection(control.group, control.id)
        elif control.style == ControlStyle.checkboxCtl and control.group and not control.on:
            self.set_control_group_selection(control.group, control.id)
        elif control.style in (ControlStyle.pushButtonCtl, ControlStyle.checkboxCtl):
            control.on = not control.on
        self.draw_object(t.index)
        self._post(Event.ctl_select(control.id, on=control.on))
        return True

    # lists, popup lists and scroll bars

    def _scroll_list(self, lst: ListObject, direction: int) -> None:
        visible = list_visible_items(lst, self.live_window)
        top = lst.top_item + direction * max(visible - 1, 1)
        lst.top_item = max(0, min(top, max(len(lst.items) - visible, 0)))
        draw_list(lst, self.live_window)

    def _scroll(self, bar: ScrollBar, part: int) -> None:
        step = 1 if abs(part) == 1 else max(bar.page_size - 1, 1)
        new = max(bar.min_value, min(bar.max_value, bar.value + (step if part > 0 else -step)))
        if new != bar.value:
            self._post(Event(EventKind.sclRepeatEvent, control_id=bar.id, value=bar.value, selection=new))
            bar.value = new
            draw_scroll_bar(bar, self.live_window)

    def _control_selected(self, event: Event) -> bool:
        """The rest of ``ctlSelectEvent``: a popup trigger pops its list up (``LstPopupList``)."""
        try:
            index = self.get_object_index(event.control_id)
        except FormObjectNotFound:
            return False
        control = self.objects[index]
        if not isinstance(control, Control) or control.style != ControlStyle.popupTriggerCtl:
            return False
        binding = next((o for o in self.objects if isinstance(o, Popup) and o.control_id == control.id), None)
        if binding is None:
            return False
        list_index = self.get_object_index(binding.list_id)
        lst = self.objects[list_index]
        assert isinstance(lst, ListObject)
        window = self.live_window
        self._popup_saved = window.save_bits(frames_rectangle(FrameType.simpleFrame, lst.bounds))
        lst.popped_up = True
        lst.highlighted = noListSelection
        if lst.selection != noListSelection:
            self.set_list_selection(lst.id, lst.selection)
        draw_list(lst, window)
        self._tracking = _Tracking("popup", list_index, started=True, prior=lst.selection, trigger=index)
        return True

    def _handle_popup(self, event: Event, t: _Tracking) -> bool:
        """Events while a popup list is up: the list takes the pen, a tap outside dismisses it."""
        lst = self.objects[t.index]
        assert isinstance(lst, ListObject)
        x, y = self._local(event)
        window = self.live_window
        if event.kind == EventKind.penDownEvent:
            arrow = list_arrow_at(lst, x, y, window)
            if arrow:
                self._scroll_list(lst, arrow)
                return True
            if not lst.bounds.contains(x, y):
                self._close_popup(lst)
                return True
        item = list_item_at(lst, x, y, window)
        if item != lst.highlighted:
            lst.highlighted = item
            draw_list(lst, window)
        if event.kind == EventKind.penUpEvent and item != noListSelection:
            trigger = self.objects[t.trigger]
            assert isinstance(trigger, Control)
            self._close_popup(lst)
            self._post(Event.pop_select(trigger.id, lst.id, item, t.prior))
        return True

    def _close_popup(self, lst: ListObject) -> None:
        lst.popped_up = False
        lst.highlighted = noListSelection
        if self._popup_saved is not None:
            self.live_window.restore_bits(self._popup_saved)
            self._popup_saved = None
        self._tracking = None

    def _popup_selected(self, event: Event) -> bool:
        """The rest of ``popSelectEvent``: the trigger shows the chosen item."""
        try:
            lst = self.list_object(event.list_id)
        except (FormObjectNotFound, TypeError):
            return False
        lst.selection = event.selection
        if 0 <= event.selection < len(lst.items):
            self.set_control_label(event.control_id, lst.items[event.selection])
        return True
