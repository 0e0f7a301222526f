"""``FrmUpdateScrollers``: a field's scroll arrows shown as the field can scroll.

``void FrmUpdateScrollers(FormType *formP, UInt16 upIndex, UInt16 downIndex, Boolean
scrollableUp, Boolean scrollableDown)`` - the Palm OS SDK Reference (Forms): "Visually update
(show or hide) the field scroll arrow buttons"; ``scrollableUp`` "true to make the up scroll
arrow active (shown), or false to hide it", and the same for the down arrow. So each arrow is
``FrmShowObject``'s (usable, drawn if the form is) or ``FrmHideObject``'s (erased, unusable).
Indexes that are not buttons of the form are reported and nothing changes.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import Control


class ScrollerTraps(Manager):
    """See the module docstring."""

    @trap("FrmUpdateScrollers")
    def FrmUpdateScrollers(
        self, formP: int, upIndex: int, downIndex: int, scrollableUp: int, scrollableDown: int
    ) -> None:
        """void FrmUpdateScrollers(FormType *formP, UInt16 upIndex, UInt16 downIndex,
        Boolean scrollableUp, Boolean scrollableDown)"""
        form = self.kernel.ui.form_at(formP, "FrmUpdateScrollers")
        if form is None:
            return
        for index in (upIndex, downIndex):
            if not (0 <= index < len(form.objects) and isinstance(form.objects[index], Control)):
                self.kernel.report(
                    "bad-parameter", f"FrmUpdateScrollers: object {index} of form {form.form_id} is no button"
                )
                return
        for index, shown in ((upIndex, scrollableUp), (downIndex, scrollableDown)):
            if shown:
                form.show_object(index)
            else:
                form.hide_object(index)


MANAGER = ScrollerTraps
