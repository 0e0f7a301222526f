"""Control Manager traps: buttons, push buttons, check boxes, triggers, through their pointers.

``FrmGetObjectPtr`` gave the application the address of a control; each trap here finds the
screen model's :class:`~palm_os.controls.Control` behind it and calls it (``CtlSetValue``
is ``Control.set_value``, which redraws it if shown). ``CtlSetLabel`` keeps the pointer it is
given, as Palm OS does, and ``CtlGetLabel`` returns it; before that, the label's text in the
form's ``tFRM``. ``CtlHandleEvent`` runs the form's pen tracking for the event.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import Control
from palm_os.events import Event
from palm_sdk.structs import ControlType

CONTROL_TEXT = ControlType.size  # in a tFRM a control's label follows its ControlType


class ControlTraps(Manager):
    """``Control.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.labels: dict[int, int] = {}  # control address -> the label pointer CtlSetLabel kept

    def _control(self, controlP: int, what: str) -> Control | None:
        return self.kernel.ui.object_of(controlP, Control, what)

    @trap("CtlGetValue")
    def CtlGetValue(self, controlP: int) -> int:
        """Int16 CtlGetValue(const ControlType *controlP)"""
        control = self._control(controlP, "CtlGetValue")
        return control.value if control else 0

    @trap("CtlSetValue")
    def CtlSetValue(self, controlP: int, newValue: int) -> None:
        """void CtlSetValue(ControlType *controlP, Int16 newValue)"""
        control = self._control(controlP, "CtlSetValue")
        if control is not None:
            control.set_value(newValue)

    @trap("CtlGetLabel")
    def CtlGetLabel(self, controlP: int) -> int:
        """const Char *CtlGetLabel(const ControlType *controlP)"""
        if self._control(controlP, "CtlGetLabel") is None:
            return 0
        return self.labels.get(controlP, controlP + CONTROL_TEXT)

    @trap("CtlSetLabel")
    def CtlSetLabel(self, controlP: int, newLabel: int) -> None:
        """void CtlSetLabel(ControlType *controlP, const Char *newLabel)  (the control keeps the pointer)"""
        control = self._control(controlP, "CtlSetLabel")
        if control is not None:
            self.labels[controlP] = newLabel
            control.set_label(self.mem.cstring(newLabel).decode("cp1252", errors="replace"))

    @trap("CtlSetEnabled")
    def CtlSetEnabled(self, controlP: int, usable: int) -> None:
        """void CtlSetEnabled(ControlType *controlP, Boolean usable)"""
        control = self._control(controlP, "CtlSetEnabled")
        if control is not None:
            control.set_enabled(bool(usable))

    @trap("CtlEnabled")
    def CtlEnabled(self, controlP: int) -> int:
        """Boolean CtlEnabled(const ControlType *controlP)"""
        control = self._control(controlP, "CtlEnabled")
        return int(control is not None and control.enabled)

    @trap("CtlSetUsable")
    def CtlSetUsable(self, controlP: int, usable: int) -> None:
        """void CtlSetUsable(ControlType *controlP, Boolean usable)"""
        control = self._control(controlP, "CtlSetUsable")
        if control is not None:
            control.set_usable(bool(usable))

    @trap("CtlDrawControl")
    def CtlDrawControl(self, controlP: int) -> None:
        """void CtlDrawControl(ControlType *controlP)"""
        control = self._control(controlP, "CtlDrawControl")
        if control is not None:
            control.draw()

    @trap("CtlEraseControl")
    def CtlEraseControl(self, controlP: int) -> None:
        """void CtlEraseControl(ControlType *controlP)"""
        control = self._control(controlP, "CtlEraseControl")
        if control is not None:
            control.erase()

    @trap("CtlShowControl")
    def CtlShowControl(self, controlP: int) -> None:
        """void CtlShowControl(ControlType *controlP)"""
        control = self._control(controlP, "CtlShowControl")
        if control is not None:
            control.set_usable(True)

    @trap("CtlHideControl")
    def CtlHideControl(self, controlP: int) -> None:
        """void CtlHideControl(ControlType *controlP)"""
        control = self._control(controlP, "CtlHideControl")
        if control is not None:
            control.set_usable(False)

    @trap("CtlHitControl")
    def CtlHitControl(self, controlP: int) -> None:
        """void CtlHitControl(const ControlType *controlP)  (posts its ctlSelectEvent, as a tap would)"""
        control = self._control(controlP, "CtlHitControl")
        if control is not None:
            self.kernel.ui.system.events.add_event(Event.ctl_select(control.id, on=control.on))

    @trap("CtlHandleEvent")
    def CtlHandleEvent(self, controlP: int, pEvent: int) -> int:
        """Boolean CtlHandleEvent(ControlType *controlP, EventType *pEvent)"""
        control = self._control(controlP, "CtlHandleEvent")
        if control is None or control.form is None:
            return 0
        return int(control.form.handle_event(self.kernel.ui.read_event(pEvent)))

    @trap("CtlValidatePointer")
    def CtlValidatePointer(self, controlP: int) -> int:
        """Boolean CtlValidatePointer(const ControlType *controlP)"""
        found = self.kernel.ui.objects.get(controlP)
        return int(found is not None and isinstance(found[0].objects[found[1]], Control))


MANAGER = ControlTraps
