"""Form Manager traps: forms and their objects, dispatching events, dialogs and alerts.

Each trap is the screen model's call on the form or object a pointer stands for
(:class:`emulator.palmui.PalmUI` keeps the pointers): ``FrmInitForm`` is ``System.init_form``,
``FrmDrawForm`` ``Form.draw``, ``FrmDispatchEvent`` ``System.dispatch_event`` - the form's 68k
handler first (called with the application's own ``EventType``), then ``FrmHandleEvent``, which
tracks the pen for the form's controls and posts ``ctlSelectEvent`` as on Palm OS.

``FrmAlert``, ``FrmCustomAlert``, ``FrmDoDialog`` and ``FrmHelp`` run their dialog to the end
inside the trap, as Palm OS does: the application waits there for the taps that end it, and
gets the button (an alert's index, a dialog's button id).

Strings the application gets back (``FrmGetLabel``, ``FrmGetTitle``) point into the form's
chunk, where its ``tFRM`` resource put them; ``FrmCopyLabel`` writes the new text there too.
"""

from __future__ import annotations

from emulator.memory import OWNER_SYSTEM
from emulator.palmui import FORM_HANDLER, GADGET_DATA, GADGET_HANDLER
from emulator.traps import Manager, trap
from palm_os.controls import Control, Gadget, Label, Title
from palm_os.form_events import FormObjectNotFound
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_sdk.forms import frmInvalidObjectId, frmNoSelectedControl, noFocus
from palm_sdk.structs import FormLabelType, FormTitleType

LABEL_TEXT = FormLabelType.size  # in a tFRM a label's text follows its FormLabelType
TITLE_TEXT = FormTitleType.size  # and a title's its FormTitleType


class FormTraps(Manager):
    """``Form.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.titles: dict[int, int] = {}  # form address -> the title pointer FrmSetTitle was given
        self.label_rooms: dict[tuple[int, int], int] = {}  # (form id, index) -> characters of its text
        self.saved_states: dict[int, Form | None] = {}  # FrmActiveState

    @property
    def ui(self):  # type: ignore[no-untyped-def]
        return self.kernel.ui

    def _form(self, formP: int, what: str) -> Form | None:
        return self.kernel.ui.form_at(formP, what)

    def _text(self, pointer: int) -> str:
        return self.mem.cstring(pointer).decode("cp1252", errors="replace") if pointer else ""

    def _index(self, form: Form, index: int, what: str) -> bool:
        if 0 <= index < len(form.objects):
            return True
        self.kernel.report(
            "bad-parameter",
            f"{what}: form {form.form_id} has {len(form.objects)} objects, not an index {index}",
        )
        return False

    # -- life cycle ------------------------------------------------------------------------

    @trap("FrmInitForm")
    def FrmInitForm(self, rscID: int) -> int:
        """FormType *FrmInitForm(UInt16 rscID)"""
        ui = self.kernel.ui
        try:
            form = ui.system.init_form(rscID)
        except ValueError as error:  # an object the screen model does not have (a table ...)
            raise self.kernel.fault(
                "unsupported", f"FrmInitForm({rscID}): {error}", self.kernel.trap_pc
            ) from None
        except KeyError:
            raise self.kernel.fault("missing-resource", f"FrmInitForm({rscID}): no tFRM {rscID}",
                                    self.kernel.trap_pc) from None  # fmt: skip
        return ui.form_pointer(form)

    @trap("FrmDeleteForm")
    def FrmDeleteForm(self, formP: int) -> None:
        """void FrmDeleteForm(FormType *formP)"""
        form = self._form(formP, "FrmDeleteForm")
        if form is None:
            return
        self.kernel.ui.system.delete_form(form)
        self.kernel.ui.forget_form(form)
        self.titles.pop(formP, None)

    @trap("FrmDrawForm")
    def FrmDrawForm(self, formP: int) -> None:
        """void FrmDrawForm(FormType *formP)"""
        form = self._form(formP, "FrmDrawForm")
        if form is not None:
            form.draw()

    @trap("FrmEraseForm")
    def FrmEraseForm(self, formP: int) -> None:
        """void FrmEraseForm(FormType *formP)"""
        form = self._form(formP, "FrmEraseForm")
        if form is not None:
            form.erase()

    @trap("FrmGetActiveForm")
    def FrmGetActiveForm(self) -> int:
        """FormType *FrmGetActiveForm(void)  (a dialog, while one runs)"""
        system = self.kernel.ui.system
        if system.modal:
            form = system.modal[-1].form
            return self.kernel.ui.form_pointer(form, owner_of(system, form))
        return self.kernel.ui.form_pointer(system.active_form)

    @trap("FrmGetActiveFormID")
    def FrmGetActiveFormID(self) -> int:
        """UInt16 FrmGetActiveFormID(void)"""
        system = self.kernel.ui.system
        form = system.modal[-1].form if system.modal else system.active_form
        return form.form_id if form is not None else 0

    @trap("FrmSetActiveForm")
    def FrmSetActiveForm(self, formP: int) -> None:
        """void FrmSetActiveForm(FormType *formP)"""
        form = self._form(formP, "FrmSetActiveForm")
        if form is not None:
            self.kernel.ui.system.set_active_form(form)

    @trap("FrmGetFormId")
    def FrmGetFormId(self, formP: int) -> int:
        """UInt16 FrmGetFormId(const FormType *formP)"""
        form = self._form(formP, "FrmGetFormId")
        return form.form_id if form is not None else 0

    @trap("FrmGetFormPtr")
    def FrmGetFormPtr(self, formId: int) -> int:
        """FormType *FrmGetFormPtr(UInt16 formId)"""
        return self.kernel.ui.form_pointer(self.kernel.ui.system.get_form(formId))

    @trap("FrmGetFirstForm")
    def FrmGetFirstForm(self) -> int:
        """FormType *FrmGetFirstForm(void)"""
        forms = self.kernel.ui.system.forms
        return self.kernel.ui.form_pointer(forms[-1] if forms else None)

    @trap("FrmGotoForm")
    def FrmGotoForm(self, formId: int) -> None:
        """void FrmGotoForm(UInt16 formId)"""
        self.kernel.ui.system.goto_form(formId)

    @trap("FrmPopupForm")
    def FrmPopupForm(self, formId: int) -> None:
        """void FrmPopupForm(UInt16 formId)"""
        self.kernel.ui.system.popup_form(formId)

    @trap("FrmReturnToForm")
    def FrmReturnToForm(self, formId: int) -> None:
        """void FrmReturnToForm(UInt16 formId)"""
        ui = self.kernel.ui
        active = ui.system.active_form
        ui.system.return_to_form(formId)
        if active is not None and active not in ui.system.forms:
            ui.forget_form(active)

    @trap("FrmUpdateForm")
    def FrmUpdateForm(self, formId: int, updateCode: int) -> None:
        """void FrmUpdateForm(UInt16 formId, UInt16 updateCode)"""
        self.kernel.ui.system.update_form(formId, updateCode)

    @trap("FrmCloseAllForms")
    def FrmCloseAllForms(self) -> None:
        """void FrmCloseAllForms(void)"""
        self.kernel.ui.system.close_all_forms()
        self.kernel.ui.forget_deleted_forms()

    @trap("FrmSaveAllForms")
    def FrmSaveAllForms(self) -> None:
        """void FrmSaveAllForms(void)"""
        from palm_os.events import Event
        from palm_sdk.events import EventKind

        for form in list(self.kernel.ui.system.forms):
            form.dispatch(Event(EventKind.frmSaveEvent, form_id=form.form_id))

    @trap("FrmSetEventHandler")
    def FrmSetEventHandler(self, formP: int, handler: int) -> None:
        """void FrmSetEventHandler(FormType *formP, FormEventHandlerType *handler)"""
        form = self._form(formP, "FrmSetEventHandler")
        if form is None:
            return
        form.set_event_handler(self.kernel.ui.event_handler(handler) if handler else None)  # type: ignore[arg-type]
        self.mem.put_u32(formP + FORM_HANDLER, handler)

    @trap("FrmDispatchEvent")
    def FrmDispatchEvent(self, eventP: int) -> int:
        """Boolean FrmDispatchEvent(EventType *eventP)"""
        ui = self.kernel.ui
        event = ui.read_event(eventP)
        previous, ui.dispatching = ui.dispatching, (event, eventP)
        try:
            return int(ui.system.dispatch_event(event))
        finally:
            ui.dispatching = previous

    @trap("FrmHandleEvent")
    def FrmHandleEvent(self, formP: int, eventP: int) -> int:
        """Boolean FrmHandleEvent(FormType *formP, EventType *eventP)"""
        form = self._form(formP, "FrmHandleEvent")
        if form is None:
            return 0
        return int(form.handle_event(self.kernel.ui.read_event(eventP)))

    # -- objects ---------------------------------------------------------------------------

    @trap("FrmGetNumberOfObjects")
    def FrmGetNumberOfObjects(self, formP: int) -> int:
        """UInt16 FrmGetNumberOfObjects(const FormType *formP)"""
        form = self._form(formP, "FrmGetNumberOfObjects")
        return len(form.objects) if form is not None else 0

    @trap("FrmGetObjectIndex")
    def FrmGetObjectIndex(self, formP: int, objID: int) -> int:
        """UInt16 FrmGetObjectIndex(const FormType *formP, UInt16 objID)"""
        form = self._form(formP, "FrmGetObjectIndex")
        if form is None:
            return frmInvalidObjectId
        try:
            return form.get_object_index(objID)
        except FormObjectNotFound:
            self.kernel.report(
                "bad-parameter", f"FrmGetObjectIndex: form {form.form_id} has no object {objID}"
            )
            return frmInvalidObjectId

    @trap("FrmGetObjectId")
    def FrmGetObjectId(self, formP: int, objIndex: int) -> int:
        """UInt16 FrmGetObjectId(const FormType *formP, UInt16 objIndex)"""
        form = self._form(formP, "FrmGetObjectId")
        if form is None or not self._index(form, objIndex, "FrmGetObjectId"):
            return frmInvalidObjectId
        return form.get_object_id(objIndex)

    @trap("FrmGetObjectPtr")
    def FrmGetObjectPtr(self, formP: int, objIndex: int) -> int:
        """void *FrmGetObjectPtr(const FormType *formP, UInt16 objIndex)"""
        form = self._form(formP, "FrmGetObjectPtr")
        if form is None or not self._index(form, objIndex, "FrmGetObjectPtr"):
            return 0
        return self.kernel.ui.object_pointer(form, objIndex)

    @trap("FrmGetObjectType")
    def FrmGetObjectType(self, formP: int, objIndex: int) -> int:
        """FormObjectKind FrmGetObjectType(const FormType *formP, UInt16 objIndex)"""
        form = self._form(formP, "FrmGetObjectType")
        if form is None or not self._index(form, objIndex, "FrmGetObjectType"):
            return 0
        return int(form.get_object_kind(objIndex))

    @trap("FrmGetObjectBounds")
    def FrmGetObjectBounds(self, formP: int, objIndex: int, rP: int) -> None:
        """void FrmGetObjectBounds(const FormType *formP, UInt16 objIndex, RectangleType *rP)"""
        form = self._form(formP, "FrmGetObjectBounds")
        if form is not None and self._index(form, objIndex, "FrmGetObjectBounds"):
            self.kernel.ui.put_rect(rP, form.get_object_bounds(objIndex))

    @trap("FrmSetObjectBounds")
    def FrmSetObjectBounds(self, formP: int, objIndex: int, bounds: int) -> None:
        """void FrmSetObjectBounds(FormType *formP, UInt16 objIndex, const RectangleType *bounds)"""
        form = self._form(formP, "FrmSetObjectBounds")
        if form is not None and self._index(form, objIndex, "FrmSetObjectBounds"):
            form.set_object_bounds(objIndex, self.kernel.ui.rect_at(bounds))

    @trap("FrmGetObjectPosition")
    def FrmGetObjectPosition(self, formP: int, objIndex: int, x: int, y: int) -> None:
        """void FrmGetObjectPosition(const FormType *formP, UInt16 objIndex, Coord *x, Coord *y)"""
        form = self._form(formP, "FrmGetObjectPosition")
        if form is not None and self._index(form, objIndex, "FrmGetObjectPosition"):
            bounds = form.get_object_bounds(objIndex)
            self.mem.put_u16(x, bounds.x)
            self.mem.put_u16(y, bounds.y)

    @trap("FrmSetObjectPosition")
    def FrmSetObjectPosition(self, formP: int, objIndex: int, x: int, y: int) -> None:
        """void FrmSetObjectPosition(FormType *formP, UInt16 objIndex, Coord x, Coord y)"""
        form = self._form(formP, "FrmSetObjectPosition")
        if form is not None and self._index(form, objIndex, "FrmSetObjectPosition"):
            b = form.get_object_bounds(objIndex)
            form.set_object_bounds(objIndex, Rect(x, y, b.width, b.height))

    @trap("FrmShowObject")
    def FrmShowObject(self, formP: int, objIndex: int) -> None:
        """void FrmShowObject(FormType *formP, UInt16 objIndex)"""
        form = self._form(formP, "FrmShowObject")
        if form is not None and self._index(form, objIndex, "FrmShowObject"):
            form.show_object(objIndex)

    @trap("FrmHideObject")
    def FrmHideObject(self, formP: int, objIndex: int) -> None:
        """void FrmHideObject(FormType *formP, UInt16 objIndex)"""
        form = self._form(formP, "FrmHideObject")
        if form is not None and self._index(form, objIndex, "FrmHideObject"):
            form.hide_object(objIndex)

    @trap("FrmGetControlValue")
    def FrmGetControlValue(self, formP: int, controlID: int) -> int:
        """Int16 FrmGetControlValue(const FormType *formP, UInt16 controlID)  (controlID: an index)"""
        form = self._form(formP, "FrmGetControlValue")
        if form is None or not self._index(form, controlID, "FrmGetControlValue"):
            return 0
        if not isinstance(form.objects[controlID], Control):
            self.kernel.report("bad-parameter", f"FrmGetControlValue: object {controlID} is not a control")
            return 0
        return form.get_control_value(controlID)

    @trap("FrmSetControlValue")
    def FrmSetControlValue(self, formP: int, controlID: int, newValue: int) -> None:
        """void FrmSetControlValue(const FormType *formP, UInt16 controlID, Int16 newValue)  (an index)"""
        form = self._form(formP, "FrmSetControlValue")
        if form is None or not self._index(form, controlID, "FrmSetControlValue"):
            return
        if not isinstance(form.objects[controlID], Control):
            self.kernel.report("bad-parameter", f"FrmSetControlValue: object {controlID} is not a control")
            return
        form.set_control_value(controlID, newValue)

    @trap("FrmGetControlGroupSelection")
    def FrmGetControlGroupSelection(self, formP: int, groupNum: int) -> int:
        """UInt16 FrmGetControlGroupSelection(const FormType *formP, UInt8 groupNum)  (an index)"""
        form = self._form(formP, "FrmGetControlGroupSelection")
        index = form.get_control_group_selection(groupNum) if form is not None else None
        return frmNoSelectedControl if index is None else index

    @trap("FrmSetControlGroupSelection")
    def FrmSetControlGroupSelection(self, formP: int, groupNum: int, controlID: int) -> None:
        """void FrmSetControlGroupSelection(const FormType *formP, UInt8 groupNum, UInt16 controlID)"""
        form = self._form(formP, "FrmSetControlGroupSelection")
        if form is not None:
            form.set_control_group_selection(groupNum, controlID)

    # -- labels and titles -----------------------------------------------------------------

    @trap("FrmCopyLabel")
    def FrmCopyLabel(self, formP: int, labelID: int, newLabel: int) -> None:
        """void FrmCopyLabel(FormType *formP, UInt16 labelID, const Char *newLabel)"""
        form = self._form(formP, "FrmCopyLabel")
        if form is None:
            return
        try:
            index = form.get_object_index(labelID)
        except FormObjectNotFound:
            self.kernel.report("bad-parameter", f"FrmCopyLabel: form {form.form_id} has no label {labelID}")
            return
        label = form.objects[index]
        if not isinstance(label, Label):
            self.kernel.report("bad-parameter", f"FrmCopyLabel: object {labelID} is not a label")
            return
        data = self.mem.cstring(newLabel)
        room = self._label_room(form.form_id, index)
        if len(data) > room:
            self.kernel.report(
                "chunk-overrun",
                f"FrmCopyLabel: {len(data)} characters into label {labelID}, whose resource holds {room}",
            )
        pointer = self.kernel.ui.object_pointer(form, index)
        if pointer and len(data) <= room:
            self.mem.write(pointer + LABEL_TEXT, data + b"\0")
        form.copy_label(labelID, data.decode("cp1252", errors="replace"))

    def _label_room(self, form_id: int, index: int) -> int:
        """How many characters the label's text in the ``tFRM`` holds (what FrmCopyLabel may write)."""
        key = (form_id, index)
        if key not in self.label_rooms:
            original = self.kernel.ui.system.resources.form(form_id).objects
            for i, obj in enumerate(original):
                if isinstance(obj, Label):
                    self.label_rooms[(form_id, i)] = len(obj.text.encode("cp1252", errors="replace"))
        return self.label_rooms.get(key, 0)

    @trap("FrmGetLabel")
    def FrmGetLabel(self, formP: int, labelID: int) -> int:
        """const Char *FrmGetLabel(const FormType *formP, UInt16 labelID)"""
        form = self._form(formP, "FrmGetLabel")
        if form is None:
            return 0
        try:
            index = form.get_object_index(labelID)
        except FormObjectNotFound:
            return 0
        pointer = self.kernel.ui.object_pointer(form, index)
        return pointer + LABEL_TEXT if pointer else 0

    @trap("FrmGetTitle")
    def FrmGetTitle(self, formP: int) -> int:
        """const Char *FrmGetTitle(const FormType *formP)"""
        form = self._form(formP, "FrmGetTitle")
        if form is None:
            return 0
        if formP in self.titles:
            return self.titles[formP]
        for index, obj in enumerate(form.objects):
            if isinstance(obj, Title):
                pointer = self.kernel.ui.object_pointer(form, index)
                return pointer + TITLE_TEXT if pointer else 0
        return 0

    @trap("FrmSetTitle")
    def FrmSetTitle(self, formP: int, newTitle: int) -> None:
        """void FrmSetTitle(FormType *formP, Char *newTitle)  (the form keeps the pointer)"""
        form = self._form(formP, "FrmSetTitle")
        if form is not None:
            self.titles[formP] = newTitle
            form.set_title(self._text(newTitle))

    @trap("FrmCopyTitle")
    def FrmCopyTitle(self, formP: int, newTitle: int) -> None:
        """void FrmCopyTitle(FormType *formP, const Char *newTitle)"""
        form = self._form(formP, "FrmCopyTitle")
        if form is not None:
            form.set_title(self._text(newTitle))

    # -- the rest of FormType ---------------------------------------------------------------

    @trap("FrmGetWindowHandle")
    def FrmGetWindowHandle(self, formP: int) -> int:
        """WinHandle FrmGetWindowHandle(const FormType *formP)  (the form itself: FormType starts
        with its WindowType)"""
        return formP if self._form(formP, "FrmGetWindowHandle") is not None else 0

    @trap("FrmGetFormBounds")
    def FrmGetFormBounds(self, formP: int, rP: int) -> None:
        """void FrmGetFormBounds(const FormType *formP, RectangleType *rP)"""
        form = self._form(formP, "FrmGetFormBounds")
        if form is not None:
            self.kernel.ui.put_rect(rP, form.bounds)

    @trap("FrmVisible")
    def FrmVisible(self, formP: int) -> int:
        """Boolean FrmVisible(const FormType *formP)"""
        form = self._form(formP, "FrmVisible")
        return int(form is not None and form.visible)

    @trap("FrmValidatePtr")
    def FrmValidatePtr(self, formP: int) -> int:
        """Boolean FrmValidatePtr(const FormType *formP)"""
        return int(formP in self.kernel.ui.forms)

    @trap("FrmSetMenu")
    def FrmSetMenu(self, formP: int, menuRscID: int) -> None:
        """void FrmSetMenu(FormType *formP, UInt16 menuRscID)"""
        form = self._form(formP, "FrmSetMenu")
        if form is not None:
            form.set_menu(menuRscID)

    @trap("FrmGetFocus")
    def FrmGetFocus(self, formP: int) -> int:
        """UInt16 FrmGetFocus(const FormType *formP)"""
        form = self._form(formP, "FrmGetFocus")
        return form.focus if form is not None else noFocus

    @trap("FrmSetFocus")
    def FrmSetFocus(self, formP: int, fieldIndex: int) -> None:
        """void FrmSetFocus(FormType *formP, UInt16 fieldIndex)"""
        form = self._form(formP, "FrmSetFocus")
        if form is not None:
            form.set_focus(fieldIndex)

    @trap("FrmGetUserModifiedState")
    def FrmGetUserModifiedState(self, formP: int) -> int:
        """Boolean FrmGetUserModifiedState(const FormType *formP)"""
        return 0

    @trap("FrmSetNotUserModified")
    def FrmSetNotUserModified(self, formP: int) -> None:
        """void FrmSetNotUserModified(FormType *formP)"""

    @trap("FrmPointInTitle")
    def FrmPointInTitle(self, formP: int, x: int, y: int) -> int:
        """Boolean FrmPointInTitle(const FormType *formP, Coord x, Coord y)"""
        form = self._form(formP, "FrmPointInTitle")
        if form is None:
            return 0
        for obj in form.objects:
            if isinstance(obj, Title):
                return int(form.title_tab(obj).contains(x, y))
        return 0

    @trap("FrmActiveState")
    def FrmActiveState(self, stateP: int, save: int) -> int:
        """Err FrmActiveState(FormActiveStateType *stateP, Boolean save)"""
        system = self.kernel.ui.system
        if save:
            self.saved_states[stateP] = system.active_form
            return 0
        form = self.saved_states.pop(stateP, None)
        if form is not None and form in system.forms:
            system.set_active_form(form)
        return 0

    # -- gadgets ---------------------------------------------------------------------------

    def _gadget(self, formP: int, objIndex: int, what: str) -> tuple[Form, Gadget] | None:
        form = self._form(formP, what)
        if form is None or not self._index(form, objIndex, what):
            return None
        gadget = form.objects[objIndex]
        if not isinstance(gadget, Gadget):
            self.kernel.report(
                "bad-parameter", f"{what}: object {objIndex} of form {form.form_id} is no gadget"
            )
            return None
        return form, gadget

    @trap("FrmGetGadgetData")
    def FrmGetGadgetData(self, formP: int, objIndex: int) -> int:
        """void *FrmGetGadgetData(const FormType *formP, UInt16 objIndex)"""
        found = self._gadget(formP, objIndex, "FrmGetGadgetData")
        return int(found[1].data or 0) if found else 0  # type: ignore[call-overload]

    @trap("FrmSetGadgetData")
    def FrmSetGadgetData(self, formP: int, objIndex: int, data: int) -> None:
        """void FrmSetGadgetData(FormType *formP, UInt16 objIndex, const void *data)"""
        found = self._gadget(formP, objIndex, "FrmSetGadgetData")
        if found is not None:
            form, _ = found
            form.set_gadget_data(objIndex, data)
            self.kernel.ui.set_gadget_field(form, objIndex, GADGET_DATA, data)

    @trap("FrmSetGadgetHandler")
    def FrmSetGadgetHandler(self, formP: int, objIndex: int, attrP: int) -> None:
        """void FrmSetGadgetHandler(FormType *formP, UInt16 objIndex, FormGadgetHandlerType *attrP)"""
        found = self._gadget(formP, objIndex, "FrmSetGadgetHandler")
        if found is not None:
            form, _ = found
            handler = self.kernel.ui.gadget_handler(form, objIndex, attrP) if attrP else None
            form.set_gadget_handler(objIndex, handler)  # type: ignore[arg-type]
            self.kernel.ui.set_gadget_field(form, objIndex, GADGET_HANDLER, attrP)

    # -- dialogs and alerts ----------------------------------------------------------------

    @trap("FrmDoDialog")
    def FrmDoDialog(self, formP: int) -> int:
        """UInt16 FrmDoDialog(FormType *formP)  (the id of the button that ended it)"""
        form = self._form(formP, "FrmDoDialog")
        if form is None:
            return 0
        ui = self.kernel.ui
        return ui.run_modal(ui.system.do_dialog(form))

    @trap("FrmAlert")
    def FrmAlert(self, alertId: int) -> int:
        """UInt16 FrmAlert(UInt16 alertId)  (the index of the button tapped)"""
        return self._alert(alertId, None, None, None)

    @trap("FrmCustomAlert")
    def FrmCustomAlert(self, alertId: int, s1: int, s2: int, s3: int) -> int:
        """UInt16 FrmCustomAlert(UInt16 alertId, const Char *s1, const Char *s2, const Char *s3)"""
        texts = [self._text(s) if s else None for s in (s1, s2, s3)]
        return self._alert(alertId, *texts)

    def _alert(self, alert_id: int, s1: str | None, s2: str | None, s3: str | None) -> int:
        ui = self.kernel.ui
        try:
            dialog = ui.system.alert(alert_id, None, s1, s2, s3)
        except KeyError:
            raise self.kernel.fault("missing-resource", f"FrmAlert({alert_id}): no Talt {alert_id}",
                                    self.kernel.trap_pc) from None  # fmt: skip
        return ui.run_modal(dialog)

    @trap("FrmHelp")
    def FrmHelp(self, helpMsgId: int) -> None:
        """void FrmHelp(UInt16 helpMsgId)"""
        ui = self.kernel.ui
        try:
            ui.system.show_help(helpMsgId)
        except KeyError:
            self.kernel.report("missing-resource", f"FrmHelp({helpMsgId}): no tSTR {helpMsgId}")
            return
        ui.run_modal(ui.system.modal[-1])


def owner_of(system: object, form: Form) -> int:
    """Forms the application loaded are its chunks; dialogs the system makes are not."""
    from emulator.memory import OWNER_APP

    return OWNER_APP if form in system.forms else OWNER_SYSTEM  # type: ignore[attr-defined]


MANAGER = FormTraps
