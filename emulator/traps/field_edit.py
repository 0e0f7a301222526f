"""Field Manager calls that edit a field's text from the program: ``FldInsert``, ``FldSetText``,
the insertion point, the selection, ``maxChars``, the dirty flag, the font, heights.

The screen model's fields show text; what Palm OS keeps beside it for editing (the insertion
point, the selection, the dirty flag) is kept here, by field address. ``FldInsert`` replaces the
selection, or inserts at the insertion point, as ``Field.h`` says: in the field's text handle,
resized as needed (a field without text gets a handle of its own, as Palm OS allocates one);
it refuses (``false``) text that would pass ``maxChars``, and a field whose text is a pointer
given with ``FldSetTextPtr`` (not editable text). The insertion point moves past the inserted
text, the field is dirty and drawn again. ``FldSetText`` shows ``size`` bytes of a handle from
``offset`` (a text block shared with other fields, as Memo Pad's records are).
"""

from __future__ import annotations

from emulator.memory import OWNER_SYSTEM, OutOfMemory
from emulator.traps import Manager, trap
from palm_os.controls import Field


class FieldEditTraps(Manager):
    """``Field.h`` (editing from the program): see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.insertion: dict[int, int] = {}  # field address -> insertion point (byte offset)
        self.selection: dict[int, tuple[int, int]] = {}  # field address -> (start, end)
        self.dirty: dict[int, bool] = {}

    @property
    def _lists(self) -> object:
        return self.kernel.managers["ListTraps"]

    def _field(self, fldP: int, what: str) -> Field | None:
        field: Field | None = self._lists._object(fldP, Field, what)  # type: ignore[attr-defined]
        return field

    def _text(self, fld: Field) -> bytes:
        return fld.get_text().encode("cp1252", errors="replace")

    def _store(self, fldP: int, fld: Field, text: bytes) -> bool:
        """Put ``text`` in the field's handle (made or resized) and on the screen."""
        lists = self._lists
        pointer, handle = lists.field_text.get(fldP, (0, 0))  # type: ignore[attr-defined]
        if pointer and not handle:
            self.kernel.report("bad-parameter", "FldInsert into text given with FldSetTextPtr (not editable)")
            return False
        try:
            if not handle:
                made = self.mem.allocate(
                    len(text) + 1, movable=True, owner=OWNER_SYSTEM, label="a field's text",
                    pc=self.kernel.trap_pc,
                )  # fmt: skip
                handle = made.handle or 0
            held = self.mem.chunk_of_handle(handle)
            if held is None:
                return False
            if held.size < len(text) + 1 and self.mem.resize(held, len(text) + 1):
                return False
        except OutOfMemory:
            return False
        chunk = self.mem.chunk_of_handle(handle)  # it may have moved
        assert chunk is not None
        self.mem.write(chunk.address, text + b"\0")
        lists.field_text[fldP] = (chunk.address, handle)  # type: ignore[attr-defined]
        fld.set_text(text.decode("cp1252", errors="replace"))
        return True

    @trap("FldInsert")
    def FldInsert(self, fldP: int, insertChars: int, insertLen: int) -> int:
        """Boolean FldInsert(FieldType *fldP, const Char *insertChars, UInt16 insertLen)"""
        fld = self._field(fldP, "FldInsert")
        if fld is None:
            return 0
        text = self._text(fld)
        start, end = self.selection.get(fldP, (0, 0))
        if start >= end:
            start = end = min(self.insertion.get(fldP, len(text)), len(text))
        start, end = min(start, len(text)), min(end, len(text))
        chars = self.mem.read(insertChars, insertLen) if insertLen else b""
        chars = chars.split(b"\0", 1)[0]
        new = text[:start] + chars + text[end:]
        if fld.max_chars and len(new) > fld.max_chars:
            return 0
        if not self._store(fldP, fld, new):
            return 0
        self.insertion[fldP] = start + len(chars)
        self.selection.pop(fldP, None)
        self.dirty[fldP] = True
        return 1

    @trap("FldSetText")
    def FldSetText(self, fldP: int, textHandle: int, offset: int, size: int) -> None:
        """void FldSetText(FieldType *fldP, MemHandle textHandle, UInt16 offset, UInt16 size)"""
        fld = self._field(fldP, "FldSetText")
        if fld is None:
            return
        chunk = self.mem.chunk_of_handle(textHandle) if textHandle else None
        text = b""
        if chunk is not None and offset < chunk.size:
            text = self.mem.cstring(chunk.address + offset, min(size, chunk.size - offset))
        self._lists.field_text[fldP] = (chunk.address + offset if chunk else 0, textHandle)  # type: ignore[attr-defined]
        self.insertion[fldP] = 0
        self.selection.pop(fldP, None)
        fld.set_text(text.decode("cp1252", errors="replace"))

    @trap("FldGetInsPtPosition")
    def FldGetInsPtPosition(self, fldP: int) -> int:
        """UInt16 FldGetInsPtPosition(const FieldType *fldP)"""
        fld = self._field(fldP, "FldGetInsPtPosition")
        return min(self.insertion.get(fldP, 0), len(self._text(fld))) if fld else 0

    @trap("FldSetInsPtPosition")
    def FldSetInsPtPosition(self, fldP: int, pos: int) -> None:
        """void FldSetInsPtPosition(FieldType *fldP, UInt16 pos)"""
        fld = self._field(fldP, "FldSetInsPtPosition")
        if fld is not None:
            self.insertion[fldP] = min(pos, len(self._text(fld)))
            self.selection.pop(fldP, None)

    @trap("FldSetInsertionPoint")
    def FldSetInsertionPoint(self, fldP: int, pos: int) -> None:
        """void FldSetInsertionPoint(FieldType *fldP, UInt16 pos)"""
        self.FldSetInsPtPosition(fldP, pos)

    @trap("FldGetSelection")
    def FldGetSelection(self, fldP: int, startPosition: int, endPosition: int) -> None:
        """void FldGetSelection(const FieldType *fldP, UInt16 *startPosition, UInt16 *endPosition)"""
        fld = self._field(fldP, "FldGetSelection")
        start, end = self.selection.get(fldP, (0, 0)) if fld else (0, 0)
        if start >= end:  # no selection: both are the insertion point
            start = end = self.insertion.get(fldP, 0)
        self.mem.write(startPosition, start.to_bytes(2, "big"))
        self.mem.write(endPosition, end.to_bytes(2, "big"))

    @trap("FldSetSelection")
    def FldSetSelection(self, fldP: int, startPosition: int, endPosition: int) -> None:
        """void FldSetSelection(FieldType *fldP, UInt16 startPosition, UInt16 endPosition)"""
        fld = self._field(fldP, "FldSetSelection")
        if fld is None:
            return
        length = len(self._text(fld))
        start, end = min(startPosition, length), min(endPosition, length)
        if start < end:
            self.selection[fldP] = (start, end)
        else:
            self.selection.pop(fldP, None)
        self.insertion[fldP] = end

    @trap("FldGetMaxChars")
    def FldGetMaxChars(self, fldP: int) -> int:
        """UInt16 FldGetMaxChars(const FieldType *fldP)"""
        fld = self._field(fldP, "FldGetMaxChars")
        return fld.max_chars if fld else 0

    @trap("FldSetMaxChars")
    def FldSetMaxChars(self, fldP: int, maxChars: int) -> None:
        """void FldSetMaxChars(FieldType *fldP, UInt16 maxChars)"""
        fld = self._field(fldP, "FldSetMaxChars")
        if fld is not None:
            fld.max_chars = maxChars

    @trap("FldDirty")
    def FldDirty(self, fldP: int) -> int:
        """Boolean FldDirty(const FieldType *fldP)"""
        return int(self.dirty.get(fldP, False))

    @trap("FldSetDirty")
    def FldSetDirty(self, fldP: int, dirty: int) -> None:
        """void FldSetDirty(FieldType *fldP, Boolean dirty)"""
        self.dirty[fldP] = bool(dirty)

    @trap("FldGetFont")
    def FldGetFont(self, fldP: int) -> int:
        """FontID FldGetFont(const FieldType *fldP)"""
        fld = self._field(fldP, "FldGetFont")
        return fld.font if fld else 0

    @trap("FldSetFont")
    def FldSetFont(self, fldP: int, fontID: int) -> None:
        """void FldSetFont(FieldType *fldP, FontID fontID)"""
        fld = self._field(fldP, "FldSetFont")
        if fld is None:
            return
        if fontID not in self.kernel.ui.system.fonts:
            self.kernel.report("bad-parameter", f"FldSetFont: no font {fontID}")
            return
        fld.font = fontID
        fld.set_text(fld.get_text())

    @trap("FldRecalculateField")
    def FldRecalculateField(self, fldP: int, redraw: int) -> None:
        """void FldRecalculateField(FieldType *fldP, Boolean redraw)"""
        fld = self._field(fldP, "FldRecalculateField")
        if fld is not None and redraw:
            fld.set_text(fld.get_text())

    @trap("FldCompactText")
    def FldCompactText(self, fldP: int) -> None:
        """void FldCompactText(FieldType *fldP)  (the handle is already the text's size or more)"""

    @trap("FldFreeMemory")
    def FldFreeMemory(self, fldP: int) -> None:
        """void FldFreeMemory(FieldType *fldP)  (Palm OS frees the text handle, not a pointer)"""
        fld = self._field(fldP, "FldFreeMemory")
        lists = self._lists
        handle = lists.field_text.get(fldP, (0, 0))[1]  # type: ignore[attr-defined]
        if fld is None or not handle:
            return
        chunk = self.mem.chunk_of_handle(handle)
        if chunk is not None:
            self.mem.free(chunk)
        lists.field_text[fldP] = (0, 0)  # type: ignore[attr-defined]
        fld.text = ""


MANAGER = FieldEditTraps
