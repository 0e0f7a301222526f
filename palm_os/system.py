"""The state Palm OS keeps for its UI managers, and their calls: forms, menus, dialogs, events.

A :class:`System` holds the screen (with the draw state and the draw window Palm keeps for the
whole system, :attr:`System.graphics`), the Event Manager (queues, pen, virtual time,
``EvtGetEvent``'s timeout), the application's resources, the loaded forms and the active one,
the active menu bar and the stack of modal dialogs. Its methods are the Form Manager, Menu
Manager, Window Manager and system event calls an application makes, with Palm's arguments, so
an emulated application's traps call them directly; ``docs/palm_api.md`` lists each.
:class:`~palm_os.application.Application` runs the desktop event loop on top of it.

Pen tracking belongs to the form layer, as on Palm OS: once an object of the form that gets
events has taken the pen (a control after its ``ctlEnterEvent``, a list, a gadget ...), the
stroke's pen events go to that form's ``FrmHandleEvent`` inside :meth:`System.get_event` and are
never returned to the application, as Palm's ``CtlHandleEvent`` takes them in its own loop.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from palm_os.alerts import ALERT_BUTTON_ID, ALERT_ICONS, AlertTemplate, alert_form, substitute
from palm_os.bitmap import Bitmap
from palm_os.dialogs import ModalDialog, ResultCallback, help_form
from palm_os.draw_state import GraphicsState
from palm_os.event_manager import EventManager
from palm_os.events import Event, EventKind
from palm_os.fonts import FontSet
from palm_os.forms import Form
from palm_os.menus import ActiveMenuBar
from palm_os.resources import ResourceNotFound, ResourceSource, ResourceTable
from palm_os.window import Screen, Window
from palm_sdk.events import evtWaitForever, menuButtonCause, menuCommandCause
from palm_sdk.keys import commandKeyMask, vchrCalc, vchrCommand, vchrFind, vchrLaunch, vchrMenu

# Form events that name their form (FrmDispatchEvent sends them to that form).
_FORM_EVENTS = {
    EventKind.frmOpenEvent,
    EventKind.frmCloseEvent,
    EventKind.frmUpdateEvent,
    EventKind.frmSaveEvent,
    EventKind.frmGotoEvent,
    EventKind.frmTitleEnterEvent,
    EventKind.frmTitleSelectEvent,
}


class System:
    """Palm OS's UI state and calls (see the module docstring).

    ``fonts`` default to the system fonts under ``palm_os/rom/fonts`` and ``system_bitmaps`` (the
    alert icons) to ``palm_os/rom/system/bitmaps.txt``.
    """

    def __init__(
        self,
        resources: ResourceSource | None = None,
        fonts: FontSet | None = None,
        system_bitmaps: dict[int, Bitmap] | None = None,
    ) -> None:
        if fonts is None or system_bitmaps is None:
            from palm_os import system_resources

            fonts = fonts if fonts is not None else system_resources.system_fonts()
            if system_bitmaps is None:
                system_bitmaps = system_resources.system_bitmaps()
        self.resources: ResourceSource = resources if resources is not None else ResourceTable()
        self.fonts = fonts
        self.system_bitmaps = system_bitmaps
        self.screen = Screen(fonts)
        self.events = EventManager()
        self.events.wakeup = self._repeat_tick
        self.queue = self.events.queue
        self.digitizer = self.events.digitizer
        self.forms: list[Form] = []
        self.active_form: Form | None = None
        self.menu: ActiveMenuBar | None = None
        self.modal: list[ModalDialog] = []
        self.log: list[Event] | None = None  # set to a list to record every event EvtGetEvent takes
        self.sounds: deque[int] = deque(maxlen=100)  # the latest SndPlaySystemSound calls, in order
        self.sound_output: Callable[[int], None] | None = None  # where a front end plays them

    # -- the Window Manager's globals ------------------------------------------------------

    @property
    def graphics(self) -> GraphicsState:
        """The draw state (``FntSetFont``, ``WinSetDrawMode``, ``WinPushDrawState`` ...)."""
        return self.screen.graphics

    @property
    def draw_window(self) -> Window:
        """``WinGetDrawWindow``: where the ``Win*`` drawing calls draw."""
        return self.screen.draw_window

    def set_draw_window(self, window: Window | None) -> Window:
        """``WinSetDrawWindow``: returns the previous draw window."""
        return self.screen.set_draw_window(window)

    @property
    def active_window(self) -> Window:
        """``WinGetActiveWindow``: the active form's window (the display before any form)."""
        return self.screen.active_window

    # -- resources -------------------------------------------------------------------------

    @property
    def ticks(self) -> int:
        """``TimGetTicks``: virtual ticks (100 a second)."""
        return self.queue.ticks

    def bitmap(self, rsc_id: int) -> Bitmap | None:
        """A ``Tbmp`` of the application, else a system bitmap, else None."""
        try:
            return self.resources.bitmap(rsc_id)
        except ResourceNotFound:
            return self.system_bitmaps.get(rsc_id)

    def string(self, string_id: int) -> str:
        """``SysCopyStringResource``."""
        return self.resources.string(string_id)

    # -- sound ----------------------------------------------------------------------------

    def play_system_sound(self, sound: int) -> None:
        """``SndPlaySystemSound``: one of ``palm_sdk.sound.SndSysBeepType`` (kept in
        :attr:`sounds`), played by the front end's :attr:`sound_output` if it has one."""
        self.sounds.append(int(sound))
        if self.sound_output is not None:
            self.sound_output(int(sound))

    # -- events ----------------------------------------------------------------------------

    def get_event(self, timeout: int = evtWaitForever) -> Event | None:
        """``EvtGetEvent(timeout)`` as an application sees it: the next event, or the
        ``nilEvent`` of a timeout or a held button's repeat, or None (nothing yet: the caller gives
        input or moves time on). Pen events of a stroke a form object tracks are handed to that
        form on the way (:meth:`handle_tracked_pen`) and not returned."""
        while True:
            event = self.events.get_event(timeout)
            if event is None:
                return None
            if self.log is not None:
                self.log.append(event)
            if not self.handle_tracked_pen(event):
                return event

    def pen_tracking_form(self) -> Form | None:
        """The form one of whose objects follows the pen now (the top dialog's, else the active
        form's), or None."""
        form = self.modal[-1].form if self.modal else self.active_form
        return form if form is not None and form.tracking_pen else None

    def handle_tracked_pen(self, event: Event) -> bool:
        """Give a pen event to the form that tracks the pen (its ``FrmHandleEvent``): True if it
        took it. Nothing else sees such events, as on Palm OS."""
        if not event.is_pen():
            return False
        form = self.pen_tracking_form()
        if form is None:
            return False
        form.handle_event(event)
        return True

    def _repeat_tick(self) -> int | None:
        form = self.modal[-1].form if self.modal else self.active_form
        return form.wakeup_tick() if form is not None else None

    def handle_system_event(self, event: Event) -> bool:
        """``SysHandleEvent``: the Applications button stops the application (``appStopEvent``);
        Find and Calculator are ignored here. Everything else is left to the application."""
        if event.kind == EventKind.keyDownEvent and event.modifiers & commandKeyMask:
            if event.chr == vchrLaunch:
                self.queue.add(Event.app_stop())
                return True
            if event.chr in (vchrFind, vchrCalc):
                return True
        return False

    def handle_menu_event(self, event: Event) -> bool:
        """``MenuHandleEvent`` for the active form's menu bar (made from its ``menu_rsc_id``)."""
        menu = self.menu
        if menu is None or not menu.is_open:
            if event.kind != EventKind.keyDownEvent or not self._is_menu_key(event, menu):
                return False
            menu = self._menu_for_active_form(menuCommandCause if event.chr != vchrMenu else menuButtonCause)
            if menu is None:
                return False
        return menu.handle_event(event, self.queue)

    def _is_menu_key(self, event: Event, menu: ActiveMenuBar | None) -> bool:
        if event.chr in (vchrMenu, vchrCommand) and event.modifiers & commandKeyMask:
            return True
        if 0x20 <= event.chr < 0x100:
            return bool(event.modifiers & commandKeyMask) or (menu is not None and menu.command_pending)
        return False

    def _menu_for_active_form(self, cause: int) -> ActiveMenuBar | None:
        form = self.active_form
        if form is None or not form.menu_rsc_id or self.modal:
            return None
        if self.menu is None or self.menu.menu_rsc_id != form.menu_rsc_id:
            self.menu = ActiveMenuBar(
                self.resources.menu_bar(form.menu_rsc_id), self.screen.display_window, form.menu_rsc_id
            )
            form.dispatch(Event.menu_open(form.menu_rsc_id, cause))
        return self.menu

    def dispatch_event(self, event: Event) -> bool:
        """``FrmDispatchEvent``: to the form an event names, else the active form."""
        form = self.active_form
        if event.kind in _FORM_EVENTS and event.form_id:
            form = self.get_form(event.form_id) or form
        if form is None:
            return False
        return form.dispatch(event)

    # -- forms -----------------------------------------------------------------------------

    def init_form(self, form_id: int) -> Form:
        """``FrmInitForm``: load a form from the resources and make it live (not yet active)."""
        form = self.resources.form(form_id).init(self)
        self.forms.append(form)
        return form

    def get_form(self, form_id: int) -> Form | None:
        """``FrmGetFormPtr``: a loaded form by id."""
        for form in reversed(self.forms):
            if form.form_id == form_id:
                return form
        return None

    def set_active_form(self, form: Form) -> None:
        """``FrmSetActiveForm``: the form that gets events (its menu becomes the menu bar); its
        window becomes the active and the draw window."""
        self.active_form = form
        if form.window is not None and not self.modal:
            self.screen.set_active_window(form.window)
        if self.menu is not None and self.menu.menu_rsc_id != form.menu_rsc_id:
            self.menu.close()
            self.menu = None

    def delete_form(self, form: Form) -> None:
        """``FrmDeleteForm``: forget a form (the one below becomes active if it was)."""
        if form in self.forms:
            self.forms.remove(form)
        if form.window is not None:
            self.screen.forget_window(form.window)
        if self.active_form is form:
            self.active_form = self.forms[-1] if self.forms else None
            if self.active_form is not None:
                self.set_active_form(self.active_form)

    def goto_form(self, form_id: int) -> None:
        """``FrmGotoForm``: close the loaded forms (``frmCloseEvent``), then load and open another."""
        for form in reversed(self.forms):
            self.queue.add(Event.frm_close(form.form_id))
        self.queue.add(Event.frm_load(form_id))
        self.queue.add(Event.frm_open(form_id))

    def popup_form(self, form_id: int) -> None:
        """``FrmPopupForm``: load and open a form over the current one, which stays loaded."""
        self.queue.add(Event.frm_load(form_id))
        self.queue.add(Event.frm_open(form_id))

    def return_to_form(self, form_id: int = 0) -> None:
        """``FrmReturnToForm``: erase and delete the active form, make ``form_id`` (or the one
        below) active. The screen behind comes back from the saved bits."""
        form = self.active_form
        if form is not None:
            if form.visible:
                form.erase()
            self.delete_form(form)
        target = self.get_form(form_id) if form_id else (self.forms[-1] if self.forms else None)
        if target is not None:
            self.set_active_form(target)

    def update_form(self, form_id: int, update_code: int = 0x8000) -> None:
        """``FrmUpdateForm``: queue a ``frmUpdateEvent`` (the default handling redraws the form)."""
        self.queue.add(Event.frm_update(form_id, update_code))

    def close_all_forms(self) -> None:
        """``FrmCloseAllForms``: every loaded form gets ``frmCloseEvent`` now."""
        for form in list(reversed(self.forms)):
            form.dispatch(Event.frm_close(form.form_id))
            if form in self.forms:  # a handler that took the event still closes
                form.close()
        if self.menu is not None:
            self.menu.close()
            self.menu = None

    # -- modal dialogs ---------------------------------------------------------------------

    def do_dialog(self, form: Form | int, on_result: ResultCallback | None = None) -> ModalDialog:
        """``FrmDoDialog``: run a modal form until a button ends it; ``on_result(button id)``."""
        if isinstance(form, int):
            form = self.resources.form(form)
        if form.window is None:
            form.init(self)
        return self.start_modal(ModalDialog(form, on_result))

    def alert(
        self,
        alert: int | AlertTemplate,
        on_result: ResultCallback | None = None,
        s1: str | None = None,
        s2: str | None = None,
        s3: str | None = None,
    ) -> ModalDialog:
        """``FrmAlert`` / ``FrmCustomAlert``: show an alert; ``on_result(button index)`` at the end."""
        template = self.resources.alert(alert) if isinstance(alert, int) else alert
        if any(s is not None for s in (s1, s2, s3)) or "^" in template.message:
            template = AlertTemplate(
                template.alert_type,
                template.title,
                substitute(template.message, s1, s2, s3),
                template.buttons,
                template.help_rsc_id,
                template.default_button,
            )
        icon = self.bitmap(ALERT_ICONS[template.alert_type])
        form = alert_form(template, self.fonts, icon.height if icon else 21).init(self)
        answers = max(len(template.buttons), template.default_button + 1)  # a default past the buttons too
        results = {ALERT_BUTTON_ID + i: i for i in range(answers)}
        return self.start_modal(ModalDialog(form, on_result, results))

    def show_help(self, help_rsc_id: int) -> None:
        """``FrmHelp``: the help string in the "Tips" dialog."""
        self.start_modal(ModalDialog(help_form(self.string(help_rsc_id)).init(self)))

    def start_modal(self, dialog: ModalDialog) -> ModalDialog:
        """Put a dialog on top of the modal stack and show it."""
        if self.menu is not None:
            self.menu.close()
        self.modal.append(dialog)
        if dialog.form.window is not None:
            self.screen.set_active_window(dialog.form.window)
        dialog.start(self)
        return dialog

    def end_modal(self, dialog: ModalDialog) -> None:
        """The dialog is over: the one below it (or the active form) gets events and draws again."""
        if dialog in self.modal:
            self.modal.remove(dialog)
        if dialog.form.window is not None:
            self.screen.forget_window(dialog.form.window)
        below = self.modal[-1].form if self.modal else self.active_form
        if below is not None and below.window is not None:
            self.screen.set_active_window(below.window)

    def handle_modal_event(self, event: Event) -> bool:
        """Give an event to the top modal dialog, if there is one."""
        if not self.modal:
            return False
        return self.modal[-1].handle_event(event)

    def run_modal(self, dialog: ModalDialog, next_event: Callable[[], Event]) -> int:
        """Block until ``dialog`` ends, taking input from ``next_event`` when the queue is empty
        (for callers that cannot return to an event loop, such as an emulated ``FrmAlert``)."""
        while not dialog.done:
            event = self.get_event()
            if event is None:
                event = next_event()
                if self.log is not None:
                    self.log.append(event)
                if self.handle_tracked_pen(event):
                    continue
            if not self.handle_system_event(event):
                self.handle_modal_event(event)
        assert dialog.result is not None
        return dialog.result
