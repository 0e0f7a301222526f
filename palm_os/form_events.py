"""How a form follows the pen: the part of ``FrmHandleEvent`` that Palm does with pen loops.

Palm's ``CtlHandleEvent``, ``LstHandleEvent`` and ``LstPopupList`` poll the pen until it lifts. A
:class:`PenTracker` (each form has one) does the same from the events as they come:

* ``penDownEvent`` on an enabled control posts ``ctlEnterEvent``; when that event comes back
  (the application's handler did not take it) tracking starts and the control is drawn pressed
  (inverted) while the pen is inside it; ``penUpEvent`` inside posts ``ctlSelectEvent`` (push
  buttons and check boxes change state first; a push button turns the others of its group off),
  outside ``ctlExitEvent``. Repeating buttons post ``ctlRepeatEvent`` on entry and then every
  ``REPEAT_RATE`` ticks after ``REPEAT_DELAY`` while held (on the ``nilEvent`` the loop delivers
  at :meth:`PenTracker.wakeup_tick`); lifting the pen from one posts nothing more.
* lists post ``lstEnterEvent``, highlight the item under the pen and post ``lstSelectEvent``
  (``lstExitEvent`` when lifted off the items); their arrows scroll a page;
* a popup trigger's ``ctlSelectEvent`` pops its list up over the form (the pixels under it
  saved); lifting the pen on an item posts ``popSelectEvent`` and the trigger takes the item's
  text; a tap outside closes the list, and so does Esc (``chrEscape``, from a keyboard); the
  list takes every other key while it is up;
* a gadget gets ``frmGadgetEnterEvent``; a gadget with a handler then receives every pen event
  until the pen lifts (``formGadgetHandleEventCmd``);
* the title of a non-modal form posts ``frmTitleEnterEvent`` and, lifted on it,
  ``frmTitleSelectEvent`` (which opens the menu); the help icon of a modal form calls ``FrmHelp``;
* scroll bars post ``sclRepeatEvent`` for arrows and page taps and ``sclExitEvent`` at the end;
* tables post ``tblEnterEvent`` for a selectable row's item and, lifted on it, select it (a
  check box toggles) and post ``tblSelectEvent``; lifted elsewhere ``tblExitEvent``
  (:mod:`palm_os.tables`).

While tracking has started, pen events come here and nowhere else: ``System.get_event`` hands
them to the tracking form (:meth:`~palm_os.system.System.handle_tracked_pen`), as on Palm
OS they never leave the object's pen loop, so neither the application's handlers nor the
form's see them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from palm_os.controls import (
    Control,
    ControlStyle,
    Gadget,
    ListObject,
    Popup,
    ScrollBar,
    Title,
)
from palm_os.events import Event, EventKind
from palm_os.form_drawing import (
    draw_list,
    draw_scroll_bar,
    list_arrow_at,
    list_item_at,
    list_visible_items,
    scroll_bar_part,
)
from palm_os.geometry import Rect
from palm_os.shapes import frames_rectangle
from palm_os.sliders import Slider
from palm_os.tables import Table
from palm_os.window import FrameType, SavedBits, Window
from palm_sdk.chars import chrEscape
from palm_sdk.controls import noListSelection
from palm_sdk.forms import formGadgetHandleEventCmd

if TYPE_CHECKING:
    from palm_os.bitmap import Bitmap
    from palm_os.forms import Form

REPEAT_DELAY = 50  # ticks before a held repeating button repeats (our choice)
REPEAT_RATE = 10  # ticks between repeats
TITLE_RULE_Y = 13  # the 2-pixel rule under a non-modal title (rows 13-14); the tab is above it


class FormObjectNotFound(KeyError):
    """No object with that id in the form."""


def popup_on_screen(bounds: Rect, window: Window) -> Rect:
    """Where ``LstPopupList`` shows a list (window coordinates): where it is, moved up as far as
    it takes for it and its frame to end above the bottom of the screen (never above its top):
    a list 55 high at y 130 of a full-screen form is shown at y 104, its frame's last row 159.
    """
    bottom = window.framebuffer.height - window.bounds.y  # the screen's bottom, in the window
    top = -window.bounds.y + 1  # its top, below the frame
    y = max(min(bounds.y, bottom - 1 - bounds.height), top)
    return bounds if y == bounds.y else Rect(bounds.x, y, bounds.width, bounds.height)


@dataclass(eq=False)
class Tracking:
    """What the pen went down on, followed until it comes up."""

    what: str  # "control", "list", "popup", "gadget", "title", "help", "scroll"
    index: int = -1
    started: bool = False  # ctlEnterEvent/lstEnterEvent seen (or nothing to wait for)
    next_repeat: int = 0
    prior: int = noListSelection  # popup list: the selection before it opened
    trigger: int = -1  # popup list: index of the trigger
    row: int = -1  # table: the item the pen went down on
    column: int = -1
    start_x: int = 0  # slider: where the pen went down (form x)
    grab: int = -1  # slider: where in the thumb the pen holds it (-1: not on the thumb)


class PenTracker:
    """The pen tracking state of one form (see the module docstring)."""

    def __init__(self, form: Form) -> None:
        self.form = form
        self.state: Tracking | None = None
        self.popup_saved: SavedBits | None = None

    def reset(self) -> None:
        self.state = None

    def wakeup_tick(self) -> int | None:
        """The tick at which a held repeating button wants a ``nilEvent``, or None."""
        t = self.state
        if t is not None and t.what == "control" and t.started and self._repeating(t.index):
            control = self.form.objects[t.index]
            if isinstance(control, Control) and control.pressed:
                return t.next_repeat
        return None

    def _local(self, event: Event) -> tuple[int, int]:
        return event.screen_x - self.form.bounds.x, event.screen_y - self.form.bounds.y

    def _post(self, event: Event) -> None:
        self.form.live_context.queue.add(event)

    def _ticks(self) -> int:
        return self.form.live_context.queue.ticks

    def _repeating(self, index: int) -> bool:
        obj = self.form.objects[index]
        return isinstance(obj, Control) and obj.style == ControlStyle.repeatingButtonCtl

    def handle(self, event: Event) -> bool:
        """The pen-following part of ``FrmHandleEvent``; True if the event was taken."""
        kind = event.kind
        t = self.state
        if t is not None and t.what == "popup" and event.is_pen():
            return self._handle_popup(event, t)
        if t is not None and t.what == "popup" and kind == EventKind.keyDownEvent:
            if event.chr == chrEscape:
                lst = self.form.objects[t.index]
                assert isinstance(lst, ListObject)
                self._close_popup(lst)
            return True
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
        if kind == EventKind.tblEnterEvent:
            if t is not None and t.what == "table" and self.form.get_object_id(t.index) == event.control_id:
                t.started = True
                return True
            return False
        if kind == EventKind.ctlSelectEvent:
            return self._control_selected(event)
        if kind == EventKind.popSelectEvent:
            return self._popup_selected(event)
        if kind == EventKind.nilEvent and t is not None:
            self._repeat(t)
        return False

    # pen down: decide what the pen is on

    def _pen_down(self, event: Event) -> bool:
        x, y = self._local(event)
        inside = 0 <= x < self.form.bounds.width and 0 <= y < self.form.bounds.height
        title = next((obj for obj in self.form.objects if isinstance(obj, Title)), None)
        if title is not None and inside:
            if self.form.modal:
                if self.form.help_rsc_id and self.form.help_icon().contains(x, y):
                    self.state = Tracking("help", started=True)
                    return True
            elif self.form.title_tab(title).contains(x, y) and y < TITLE_RULE_Y:
                self.state = Tracking("title", started=True)
                self._post(Event.frm_title_enter(self.form.form_id))
                return True
        for index, obj in enumerate(self.form.objects):
            if not obj.usable:
                continue
            if isinstance(obj, Control):
                if obj.enabled and obj.bounds.contains(x, y):
                    self.state = Tracking("control", index, start_x=x)
                    self._post(Event.ctl_enter(obj.id))
                    return True
            elif isinstance(obj, ListObject):
                if obj.enabled and not self.form.is_popup_list(obj) and obj.bounds.contains(x, y):
                    arrow = list_arrow_at(obj, x, y, self.form.live_window)
                    if arrow:
                        self._scroll_list(obj, arrow)
                        return True
                    self.state = Tracking("list", index)
                    self._post(Event(EventKind.lstEnterEvent, list_id=obj.id, selection=obj.selection))
                    return True
            elif isinstance(obj, Gadget):
                if obj.bounds.contains(x, y):
                    self.state = Tracking("gadget", index)
                    self._post(Event.gadget_enter(obj.id, event.screen_x, event.screen_y))
                    return True
            elif isinstance(obj, Table):
                cell = obj.item_at(x, y)
                if cell is not None and obj.rows[cell[0]].selectable:
                    self.state = Tracking("table", index, row=cell[0], column=cell[1])
                    self._post(Event(EventKind.tblEnterEvent, control_id=obj.id, row=cell[0], column=cell[1]))
                    return True
            elif isinstance(obj, ScrollBar):
                part = scroll_bar_part(obj, x, y)
                if part:
                    self.state = Tracking("scroll", index, started=True)
                    self._scroll(obj, part)
                    return True
        return self.form.modal  # a modal form keeps the pen from the forms behind it

    def _track_table(self, t: Tracking, x: int, y: int, up: bool) -> bool:
        """``TblHandleEvent``'s pen loop: lifted on the item it went down on, the item is tapped
        and ``tblSelectEvent`` posted; lifted elsewhere, ``tblExitEvent``."""
        if not up:
            return True
        self.state = None
        table = self.form.objects[t.index]
        assert isinstance(table, Table)
        if not t.started:
            return True
        if table.item_at(x, y) == (t.row, t.column):
            table.tapped(t.row, t.column)
            kind = EventKind.tblSelectEvent
        else:
            kind = EventKind.tblExitEvent
        self._post(Event(kind, control_id=table.id, row=t.row, column=t.column))
        return True

    def _thumb(self, slider: Slider) -> Bitmap | None:
        return self.form.live_context.bitmap(slider.thumb_id) if slider.thumb_id else None

    def _slide(self, slider: Slider, value: int) -> None:
        if value != slider.value:
            slider.set_value(value)
            if slider.feedback:
                self._post(Event.ctl_repeat(slider.id, self._ticks(), value=slider.value))

    def _start_slider(self, slider: Slider, t: Tracking) -> None:
        """The pen went down on a slider: on the thumb it holds it; elsewhere a page towards it."""
        thumb = self._thumb(slider)
        rect = slider.thumb_rect(thumb)
        if rect.x <= t.start_x < rect.right:
            t.grab = t.start_x - rect.x
        else:
            self._slide(slider, slider.page_towards(t.start_x, thumb))

    def _track_slider(self, slider: Slider, t: Tracking, x: int, up: bool) -> bool:
        if t.grab >= 0:
            self._slide(slider, slider.value_at(x, t.grab, self._thumb(slider)))
        if up:
            self.state = None
            self._post(Event.ctl_select(slider.id, value=slider.value))
        return True

    def _start_control(self, event: Event) -> bool:
        t = self.state
        if t is None or t.what != "control" or self.form.get_object_id(t.index) != event.control_id:
            return False
        control = self.form.objects[t.index]
        assert isinstance(control, Control)
        t.started = True
        if isinstance(control, Slider):
            self._start_slider(control, t)
            return True
        control.pressed = True
        self.form.draw_object(t.index)
        if control.style == ControlStyle.repeatingButtonCtl:
            self._post(Event.ctl_repeat(control.id, self._ticks()))
            t.next_repeat = self._ticks() + REPEAT_DELAY
        return True

    def _start_gadget(self, event: Event) -> bool:
        t = self.state
        if t is None or t.what != "gadget":
            return False
        gadget = self.form.objects[t.index]
        assert isinstance(gadget, Gadget)
        if gadget.handler is None:
            self.state = None
            return False
        t.started = True
        return gadget.handler(gadget, formGadgetHandleEventCmd, event)

    def _repeat(self, t: Tracking) -> None:
        if t.what != "control" or not t.started or not self._repeating(t.index):
            return
        control = self.form.objects[t.index]
        assert isinstance(control, Control)
        now = self._ticks()
        if control.pressed and now >= t.next_repeat:
            self._post(Event.ctl_repeat(control.id, now))
            while t.next_repeat <= now:
                t.next_repeat += REPEAT_RATE

    # following the pen

    def _track(self, event: Event, t: Tracking) -> bool:
        x, y = self._local(event)
        up = event.kind == EventKind.penUpEvent
        if t.what == "control":
            return self._track_control(event, t, x, y, up)
        if t.what == "table":
            return self._track_table(t, x, y, up)
        if t.what == "list":
            lst = self.form.objects[t.index]
            assert isinstance(lst, ListObject)
            if not t.started:
                if up:
                    self.state = None
                return True
            item = list_item_at(lst, x, y, self.form.live_window)
            if item != lst.highlighted:
                lst.highlighted = item
                draw_list(lst, self.form.live_window)
            if up:
                lst.highlighted = noListSelection
                self.state = None
                if item != noListSelection:
                    lst.selection = item
                    self._post(Event.lst_select(lst.id, item))
                else:
                    self._post(Event(EventKind.lstExitEvent, list_id=lst.id))
                draw_list(lst, self.form.live_window)
            return True
        if t.what == "gadget":
            gadget = self.form.objects[t.index]
            assert isinstance(gadget, Gadget)
            if up:
                self.state = None
            if t.started and gadget.handler is not None:
                gadget.handler(gadget, formGadgetHandleEventCmd, event)
            return True
        if t.what == "title":
            if up:
                self.state = None
                title = next((obj for obj in self.form.objects if isinstance(obj, Title)), None)
                if title is not None and self.form.title_tab(title).contains(x, y):
                    self._post(Event.frm_title_select(self.form.form_id))
            return True
        if t.what == "help":
            if up:
                self.state = None
                if self.form.help_icon().contains(x, y):
                    self.form.live_context.show_help(self.form.help_rsc_id)
            return True
        if t.what == "scroll":
            if up:
                self.state = None
                bar = self.form.objects[t.index]
                assert isinstance(bar, ScrollBar)
                self._post(Event(EventKind.sclExitEvent, control_id=bar.id, value=bar.value))
            return True
        return False

    def _track_control(self, event: Event, t: Tracking, x: int, y: int, up: bool) -> bool:
        control = self.form.objects[t.index]
        assert isinstance(control, Control)
        if not t.started:  # the application took ctlEnterEvent: no tracking
            if up:
                self.state = None
            return False
        if isinstance(control, Slider):
            return self._track_slider(control, t, x, up)
        inside = control.bounds.contains(x, y)
        if not up:
            if inside != control.pressed:
                control.pressed = inside
                self.form.draw_object(t.index)
                if inside:
                    t.next_repeat = self._ticks() + REPEAT_RATE  # back on: repeat at the usual rate
            return True
        self.state = None
        control.pressed = False
        if not inside:
            self.form.draw_object(t.index)
            self._post(Event.ctl_exit(control.id))
            return True
        if control.style == ControlStyle.repeatingButtonCtl:
            self.form.draw_object(t.index)  # its ctlRepeatEvents were the action: nothing more
            return True
        if control.style == ControlStyle.pushButtonCtl and control.group:
            # A grouped push button turns on and the others of its group off; tapping the one
            # that is on leaves it on.
            self.form.set_control_group_selection(control.group, control.id)
        elif control.style == ControlStyle.checkboxCtl and control.group and not control.on:
            self.form.set_control_group_selection(control.group, control.id)
        elif control.style in (ControlStyle.pushButtonCtl, ControlStyle.checkboxCtl):
            control.on = not control.on
        self.form.draw_object(t.index)
        self._post(Event.ctl_select(control.id, on=control.on))
        return True

    # lists, popup lists and scroll bars

    def _scroll_list(self, lst: ListObject, direction: int) -> None:
        visible = list_visible_items(lst, self.form.live_window)
        top = lst.top_item + direction * max(visible - 1, 1)
        lst.top_item = max(0, min(top, max(len(lst.items) - visible, 0)))
        draw_list(lst, self.form.live_window)

    def _scroll(self, bar: ScrollBar, part: int) -> None:
        step = 1 if abs(part) == 1 else max(bar.page_size - 1, 1)
        new = max(bar.min_value, min(bar.max_value, bar.value + (step if part > 0 else -step)))
        if new != bar.value:
            self._post(Event(EventKind.sclRepeatEvent, control_id=bar.id, value=bar.value, selection=new))
            bar.value = new
            draw_scroll_bar(bar, self.form.live_window)

    def _control_selected(self, event: Event) -> bool:
        """The rest of ``ctlSelectEvent``: a popup trigger pops its list up (``LstPopupList``)."""
        try:
            index = self.form.get_object_index(event.control_id)
        except FormObjectNotFound:
            return False
        control = self.form.objects[index]
        if not isinstance(control, Control) or control.style != ControlStyle.popupTriggerCtl:
            return False
        objects = self.form.objects
        binding = next((o for o in objects if isinstance(o, Popup) and o.control_id == control.id), None)
        if binding is None:
            return False
        list_index = self.form.get_object_index(binding.list_id)
        lst = self.form.objects[list_index]
        assert isinstance(lst, ListObject)
        window = self.form.live_window
        lst.bounds = popup_on_screen(lst.bounds, window)
        self.popup_saved = window.save_bits(frames_rectangle(FrameType.simpleFrame, lst.bounds))
        lst.popped_up = True
        lst.highlighted = noListSelection
        if lst.selection != noListSelection:
            self.form.set_list_selection(lst.id, lst.selection)
        draw_list(lst, window)
        self.state = Tracking("popup", list_index, started=True, prior=lst.selection, trigger=index)
        return True

    def _handle_popup(self, event: Event, t: Tracking) -> bool:
        """Events while a popup list is up: the list takes the pen, a tap outside dismisses it."""
        lst = self.form.objects[t.index]
        assert isinstance(lst, ListObject)
        x, y = self._local(event)
        window = self.form.live_window
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
            trigger = self.form.objects[t.trigger]
            assert isinstance(trigger, Control)
            self._close_popup(lst)
            self._post(Event.pop_select(trigger.id, lst.id, item, t.prior))
        return True

    def _close_popup(self, lst: ListObject) -> None:
        lst.popped_up = False
        lst.highlighted = noListSelection
        if self.popup_saved is not None:
            self.form.live_window.restore_bits(self.popup_saved)
            self.popup_saved = None
        self.state = None

    def _popup_selected(self, event: Event) -> bool:
        """The rest of ``popSelectEvent``: the trigger shows the chosen item."""
        try:
            lst = self.form.list_object(event.list_id)
        except (FormObjectNotFound, TypeError):
            return False
        lst.selection = event.selection
        if 0 <= event.selection < len(lst.items):
            self.form.set_control_label(event.control_id, lst.items[event.selection])
        return True
