"""The state Palm OS keeps for its UI managers, and their calls: forms, menus, dialogs, events.

A :class:`System` holds the screen, the event queue with virtual time, the digitizer, the
application's resources, the loaded forms and the active one, the active menu bar and the stack
of modal dialogs. Its methods are the Form Manager, Menu Manager and system event calls an
application (or the emulator's traps) make. :class:`~palm_pitch.ui.application.Application`
runs the event loop on top of it. Imports: the other ``ui`` modules.

==================================  ======================================================
``EvtGetEvent``                     :meth:`System.get_event`
``EvtAddEventToQueue``              ``System.queue.add``
``SysHandleEvent``                  :meth:`System.handle_system_event`
``MenuHandleEvent``                 :meth:`System.handle_menu_event`
``FrmDispatchEvent``                :meth:`System.dispatch_event`
``FrmInitForm``                     :meth:`System.init_form`
``FrmDeleteForm``                   :meth:`System.delete_form`
``FrmGetFormPtr``                   :meth:`System.get_form`
``FrmGetActiveForm``                ``System.active_form``
``FrmSetActiveForm``                :meth:`System.set_active_form`
``FrmGotoForm``                     :meth:`System.goto_form`
``FrmPopupForm``                    :meth:`System.popup_form`
``FrmReturnToForm``                 :meth:`System.return_to_form`
``FrmUpdateForm``                   :meth:`System.update_form`
``FrmCloseAllForms``                :meth:`System.close_all_forms`
``FrmDoDialog``                     :meth:`System.do_dialog` (result by callback)
``FrmAlert`` / ``FrmCustomAlert``   :meth:`System.alert` (button index by callback)
``FrmHelp``                         :meth:`System.show_help`
``MenuGetActiveMenu``               ``System.menu``
``SysCopyStringResource``           :meth:`System.string`
``DmGetResource('Tbmp')``           :meth:`System.bitmap`
``TimGetTicks``                     ``System.ticks``
==================================  ======================================================
"""

from __future__ import annotations

from collections.abc import Callable

from palm_pitch.ui.alerts import ALERT_BUTTON_ID, ALERT_ICONS, AlertTemplate, alert_form, substitute
from palm_pitch.ui.bitmap import Bitmap
from palm_pitch.ui.dialogs import ModalDialog, ResultCallback, help_form
from palm_pitch.ui.events import (
    Digitizer,
    Event,
    EventKind,
    EventQueue,
    commandKeyMask,
    evtWaitForever,
    menuButtonCause,
    menuCommandCause,
    vchrCalc,
    vchrCommand,
    vchrFind,
    vchrLaunch,
    vchrMenu,
)
from palm_pitch.ui.fonts import FontSet
from palm_pitch.ui.forms import Form
from palm_pitch.ui.menus import ActiveMenuBar
from palm_pitch.ui.resources import ResourceNotFound, ResourceSource, ResourceTable
from palm_pitch.ui.window import Screen

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

    ``fonts`` default to the system fonts under ``resources/fonts`` and ``system_bitmaps`` (the
    alert icons) to ``resources/system/bitmaps.txt``.
    """

    def __init__(
        self,
        resources: ResourceSource | None = None,
        fonts: FontSet | None = None,
        system_bitmaps: dict[int, Bitmap] | None = None,
    ) -> None:
        if fonts is None or system_bitmaps is None:
            from palm_pitch.ui import system_resources

            fonts = fonts if fonts is not None else system_resources.system_fonts()
            if system_bitmaps is None:
                system_bitmaps = system_resources.system_bitmaps()
        self.resources: ResourceSource = resources if resources is not None else ResourceTable()
        self.fonts = fonts
        self.system_bitmaps = system_bitmaps
        self.screen = Screen(fonts)
        self.queue = EventQueue()
        self.digitizer = Digitizer(self.queue)
        self.forms: list[Form] = []
        self.active_form: Form | None = None
        self.menu: ActiveMenuBar | None = None
        self.modal: list[ModalDialog] = []

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

    # -- events ----------------------------------------------------------------------------

    def get_event(self, timeout: int = evtWaitForever) -> Event | None:
        """``EvtGetEvent`` (None: nothing queued; the caller supplies input or advances time)."""
        return self.queue.get(timeout)

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
        """``FrmSetActiveForm``: the form that gets events (its menu becomes the menu bar)."""
        self.active_form = form
        if self.menu is not None and self.menu.menu_rsc_id != form.menu_rsc_id:
            self.menu.close()
            self.menu = None

    def delete_form(self, form: Form) -> None:
        """``FrmDeleteForm``: forget a form (the one below becomes active if it was)."""
        if form in self.forms:
            self.forms.remove(form)
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
        results = {ALERT_BUTTON_ID + i: i for i in range(len(template.buttons))}
        return self.start_modal(ModalDialog(form, on_result, results))

    def show_help(self, help_rsc_id: int) -> None:
        """``FrmHelp``: the help string in the "Tips" dialog."""
        self.start_modal(ModalDialog(help_form(self.string(help_rsc_id)).init(self)))

    def start_modal(self, dialog: ModalDialog) -> ModalDialog:
        """Put a dialog on top of the modal stack and show it."""
        if self.menu is not None:
            self.menu.close()
        self.modal.append(dialog)
        dialog.start(self)
        return dialog

    def end_modal(self, dialog: ModalDialog) -> None:
        if dialog in self.modal:
            self.modal.remove(dialog)

    def handle_modal_event(self, event: Event) -> bool:
        """Give an event to the top modal dialog, if there is one."""
        if not self.modal:
            return False
        return self.modal[-1].handle_event(event)

    def run_modal(self, dialog: ModalDialog, next_event: Callable[[], Event]) -> int:
        """Block until ``dialog`` ends, taking input from ``next_event`` when the queue is empty
        (for callers that cannot return to an event loop, such as an emulated ``FrmAlert``)."""
        while not dialog.done:
            event = self.queue.get()
            if event is None:
                event = next_event()
            if not self.handle_system_event(event):
                self.handle_modal_event(event)
        assert dialog.result is not None
        return dialog.result
