"""A field scrolled to a character: ``FldSetScrollPosition`` and ``FldGetScrollPosition``.

The Palm OS SDK Reference (Fields): ``FldSetScrollPosition(fldP, pos)`` "Scroll the field such
that the character at the indicated offset is the first character on the first visible line.
Redraw the field if necessary" (it does not update the scroll bar); ``FldGetScrollPosition``
returns "the offset of the first character in the first visible line". The screen model's
fields scroll by whole lines of their word-wrapped text (:func:`palm_os.form_drawing.field_lines`),
so the field's top line becomes the line that holds ``pos`` (the last line for an offset past
the text), and the offset given back is the start of the top line.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import Field
from palm_os.form_drawing import field_lines


class FieldScrollTraps(Manager):
    """See the module docstring."""

    def _lines(self, fldP: int, what: str) -> tuple[Field, list[int]] | None:
        """The field and the offset each of its lines starts at."""
        lists = self.kernel.managers["ListTraps"]
        fld: Field | None = lists._object(fldP, Field, what)  # type: ignore[attr-defined]
        if fld is None:
            return None
        window = fld.live_form.live_window
        starts, cursor = [], 0
        for line in field_lines(fld, window) if fld.text else []:
            found = fld.text.find(line, cursor) if line else cursor
            start = found if found >= 0 else cursor
            starts.append(start)
            cursor = start + len(line)
        return fld, starts

    @trap("FldSetScrollPosition")
    def FldSetScrollPosition(self, fldP: int, pos: int) -> None:
        """void FldSetScrollPosition(FieldType *fldP, UInt16 pos)"""
        found = self._lines(fldP, "FldSetScrollPosition")
        if found is None:
            return
        fld, starts = found
        line = max((i for i, start in enumerate(starts) if start <= pos), default=0)
        if line != fld.top_line:
            fld.top_line = line
            fld.set_text(fld.text)  # drawn again where shown

    @trap("FldGetScrollPosition")
    def FldGetScrollPosition(self, fldP: int) -> int:
        """UInt16 FldGetScrollPosition(const FieldType *fldP)"""
        found = self._lines(fldP, "FldGetScrollPosition")
        if found is None:
            return 0
        fld, starts = found
        return starts[fld.top_line] if 0 <= fld.top_line < len(starts) else 0


MANAGER = FieldScrollTraps
