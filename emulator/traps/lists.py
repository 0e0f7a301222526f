"""List, field and scroll bar traps: ``Lst*``, ``Fld*`` (display fields) and ``Scl*``.

Like the controls, each object is found from its pointer (``FrmGetObjectPtr``). A list's items
from ``LstSetListChoices`` are read from the application's array of string pointers when it is
set (the list shows them; ``LstGetSelectionText`` returns the application's own pointer) and
written to the ``ListType``'s ``itemsText``; a list of the form resource has its items there
as ``FrmInitForm`` leaves them (pointers into the form). Fields are the screen model's display
fields: ``FldSetTextPtr``/``FldSetTextHandle`` show the text (read at the call),
``FldGetTextPtr`` gives back the application's pointer. A multi-line field scrolls by whole lines
(``FldGetScrollValues``, ``FldScrollField``, ``FldScrollable``, ``FldGetVisibleLines``): never above
its first line nor so far that fewer lines than fit are left below the top one.
"""

from __future__ import annotations

from emulator.palmui import LIST_DRAW_CALLBACK, LIST_ITEMS_COUNT, LIST_ITEMS_TEXT, Obj
from emulator.traps import Manager, trap
from palm_os.controls import Field, ListObject, ScrollBar
from palm_os.form_drawing import field_lines, list_visible_items
from palm_sdk.window import WinDirection


class ListTraps(Manager):
    """``List.h``, ``Field.h``, ``ScrollBar.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.choices: dict[int, int] = {}  # list address -> the itemsText array it was given
        self.field_text: dict[int, tuple[int, int]] = {}  # field address -> (text pointer, handle)

    def _object(self, pointer: int, cls: type[Obj], what: str) -> Obj | None:
        return self.kernel.ui.object_of(pointer, cls, what)

    # -- lists -----------------------------------------------------------------------------

    @trap("LstSetListChoices")
    def LstSetListChoices(self, listP: int, itemsText: int, numItems: int) -> None:
        """void LstSetListChoices(ListType *listP, Char **itemsText, Int16 numItems)"""
        lst = self._object(listP, ListObject, "LstSetListChoices")
        if lst is None:
            return
        items = []
        for index in range(max(numItems, 0)):  # NULL: the items are drawn by LstSetDrawFunction's callback
            pointer = self.mem.u32(itemsText + 4 * index) if itemsText else 0
            items.append(self.mem.cstring(pointer).decode("cp1252", errors="replace") if pointer else "")
        self.choices[listP] = itemsText
        lst.set_choices(items)
        self.mem.put_u32(listP + LIST_ITEMS_TEXT, itemsText)  # applications read ListType fields
        self.mem.put_u16(listP + LIST_ITEMS_COUNT, max(numItems, 0))

    @trap("LstSetDrawFunction")
    def LstSetDrawFunction(self, listP: int, func: int) -> None:
        """void LstSetDrawFunction(ListType *listP, ListDrawDataFuncPtr func)  (NULL: draw the text)"""
        lst = self._object(listP, ListObject, "LstSetDrawFunction")
        if lst is None:
            return
        self.mem.put_u32(listP + LIST_DRAW_CALLBACK, func)
        lst.set_draw_function(self.kernel.ui.list_draw_function(listP, func) if func else None)

    @trap("LstGetSelection")
    def LstGetSelection(self, listP: int) -> int:
        """Int16 LstGetSelection(const ListType *listP)"""
        lst = self._object(listP, ListObject, "LstGetSelection")
        return lst.get_selection() if lst else -1

    @trap("LstSetSelection")
    def LstSetSelection(self, listP: int, itemNum: int) -> None:
        """void LstSetSelection(ListType *listP, Int16 itemNum)"""
        lst = self._object(listP, ListObject, "LstSetSelection")
        if lst is not None:
            lst.set_selection(itemNum)

    @trap("LstGetSelectionText")
    def LstGetSelectionText(self, listP: int, itemNum: int) -> int:
        """Char *LstGetSelectionText(const ListType *listP, Int16 itemNum)"""
        lst = self._object(listP, ListObject, "LstGetSelectionText")
        if lst is None or not 0 <= itemNum < lst.number_of_items:
            return 0
        array = self.choices.get(listP) or self.mem.u32(listP + LIST_ITEMS_TEXT)  # or the resource's
        return self.mem.u32(array + 4 * itemNum) if array else 0

    @trap("LstGetNumberOfItems")
    def LstGetNumberOfItems(self, listP: int) -> int:
        """Int16 LstGetNumberOfItems(const ListType *listP)"""
        lst = self._object(listP, ListObject, "LstGetNumberOfItems")
        return lst.number_of_items if lst else 0

    @trap("LstDrawList")
    def LstDrawList(self, listP: int) -> None:
        """void LstDrawList(ListType *listP)"""
        lst = self._object(listP, ListObject, "LstDrawList")
        if lst is not None:
            lst.draw()

    @trap("LstMakeItemVisible")
    def LstMakeItemVisible(self, listP: int, itemNum: int) -> None:
        """void LstMakeItemVisible(ListType *listP, Int16 itemNum)  (scrolls; no redraw, as Palm OS)"""
        lst = self._object(listP, ListObject, "LstMakeItemVisible")
        if lst is None or not 0 <= itemNum < lst.number_of_items:
            return
        visible = list_visible_items(lst, lst.live_form.live_window)
        if itemNum < lst.top_item:
            lst.top_item = itemNum
        elif itemNum >= lst.top_item + visible:
            lst.top_item = itemNum - visible + 1

    @trap("LstSetTopItem")
    def LstSetTopItem(self, listP: int, itemNum: int) -> None:
        """void LstSetTopItem(ListType *listP, Int16 itemNum)"""
        lst = self._object(listP, ListObject, "LstSetTopItem")
        if lst is not None:
            lst.top_item = max(0, min(itemNum, max(lst.number_of_items - 1, 0)))

    # -- fields ----------------------------------------------------------------------------

    @trap("FldSetTextPtr")
    def FldSetTextPtr(self, fldP: int, textP: int) -> None:
        """void FldSetTextPtr(FieldType *fldP, Char *textP)"""
        fld = self._object(fldP, Field, "FldSetTextPtr")
        if fld is not None:
            self.field_text[fldP] = (textP, 0)
            fld.set_text(self.mem.cstring(textP).decode("cp1252", errors="replace") if textP else "")

    @trap("FldSetTextHandle")
    def FldSetTextHandle(self, fldP: int, textHandle: int) -> None:
        """void FldSetTextHandle(FieldType *fldP, MemHandle textHandle)"""
        fld = self._object(fldP, Field, "FldSetTextHandle")
        if fld is None:
            return
        chunk = self.mem.chunk_of_handle(textHandle) if textHandle else None
        text = self.mem.cstring(chunk.address, chunk.size).decode("cp1252", errors="replace") if chunk else ""
        self.field_text[fldP] = (chunk.address if chunk else 0, textHandle)
        fld.set_text(text)

    @trap("FldGetTextPtr")
    def FldGetTextPtr(self, fldP: int) -> int:
        """Char *FldGetTextPtr(const FieldType *fldP)"""
        return self.field_text.get(fldP, (0, 0))[0]

    @trap("FldGetTextHandle")
    def FldGetTextHandle(self, fldP: int) -> int:
        """MemHandle FldGetTextHandle(const FieldType *fldP)"""
        return self.field_text.get(fldP, (0, 0))[1]

    @trap("FldGetTextLength")
    def FldGetTextLength(self, fldP: int) -> int:
        """UInt16 FldGetTextLength(const FieldType *fldP)"""
        fld = self._object(fldP, Field, "FldGetTextLength")
        return len(fld.get_text().encode("cp1252", errors="replace")) if fld else 0

    @trap("FldDrawField")
    def FldDrawField(self, fldP: int) -> None:
        """void FldDrawField(FieldType *fldP)"""
        fld = self._object(fldP, Field, "FldDrawField")
        if fld is not None:
            fld.draw()

    @trap("FldEraseField")
    def FldEraseField(self, fldP: int) -> None:
        """void FldEraseField(FieldType *fldP)"""
        found = self.kernel.ui.object_at(fldP, "FldEraseField")
        if found is not None:
            found[0].erase_object(found[1])

    @trap("FldSetUsable")
    def FldSetUsable(self, fldP: int, usable: int) -> None:
        """void FldSetUsable(FieldType *fldP, Boolean usable)"""
        found = self.kernel.ui.object_at(fldP, "FldSetUsable")
        if found is not None:
            form, index = found
            (form.show_object if usable else form.hide_object)(index)

    @trap("FldHandleEvent")
    def FldHandleEvent(self, fldP: int, eventP: int) -> int:
        """Boolean FldHandleEvent(FieldType *fldP, EventType *eventP)  (display fields take nothing)"""
        return 0

    @trap("FldReleaseFocus")
    def FldReleaseFocus(self, fldP: int) -> None:
        """void FldReleaseFocus(FieldType *fldP)"""

    @trap("FldGrabFocus")
    def FldGrabFocus(self, fldP: int) -> None:
        """void FldGrabFocus(FieldType *fldP)"""

    def _scroll_state(self, fldP: int, what: str) -> tuple[Field, int, int] | None:
        """The field, its number of text lines and of visible lines."""
        fld = self._object(fldP, Field, what)
        if fld is None:
            return None
        window = fld.live_form.live_window
        lines = len(field_lines(fld, window)) if fld.text else 0
        visible = max(fld.bounds.height // window.fonts[fld.font].line_height, 1)
        return fld, lines, visible

    @trap("FldGetScrollValues")
    def FldGetScrollValues(self, fldP: int, scrollPosP: int, textHeightP: int, fieldHeightP: int) -> None:
        """void FldGetScrollValues(const FieldType *fldP, UInt16 *scrollPosP, UInt16 *textHeightP,
        UInt16 *fieldHeightP)  (in lines: the first one shown, the text's, the field's)"""
        found = self._scroll_state(fldP, "FldGetScrollValues")
        if found is None:
            return
        fld, lines, visible = found
        for pointer, value in ((scrollPosP, fld.top_line), (textHeightP, lines), (fieldHeightP, visible)):
            if pointer:
                self.mem.put_u16(pointer, value)

    @trap("FldGetVisibleLines")
    def FldGetVisibleLines(self, fldP: int) -> int:
        """UInt16 FldGetVisibleLines(const FieldType *fldP)"""
        found = self._scroll_state(fldP, "FldGetVisibleLines")
        return found[2] if found is not None else 0

    @trap("FldScrollable")
    def FldScrollable(self, fldP: int, direction: int) -> int:
        """Boolean FldScrollable(const FieldType *fldP, WinDirectionType direction)"""
        found = self._scroll_state(fldP, "FldScrollable")
        if found is None:
            return 0
        fld, lines, visible = found
        if direction == WinDirection.winUp:
            return int(fld.top_line > 0)
        return int(fld.top_line < max(lines - visible, 0))

    @trap("FldScrollField")
    def FldScrollField(self, fldP: int, linesToScroll: int, direction: int) -> None:
        """void FldScrollField(FieldType *fldP, UInt16 linesToScroll, WinDirectionType direction)
        (as far as the text goes; the field is drawn again if shown)"""
        found = self._scroll_state(fldP, "FldScrollField")
        if found is None:
            return
        fld, lines, visible = found
        step = -linesToScroll if direction == WinDirection.winUp else linesToScroll
        top = max(0, min(fld.top_line + step, max(lines - visible, 0)))
        if top != fld.top_line:
            fld.top_line = top
            fld.set_text(fld.text)  # drawn again where shown

    # -- scroll bars -----------------------------------------------------------------------

    @trap("SclSetScrollBar")
    def SclSetScrollBar(self, bar: int, value: int, min_: int, max_: int, pageSize: int) -> None:
        """void SclSetScrollBar(const ScrollBarPtr bar, Int16 value, const Int16 min, const Int16 max,
        const Int16 pageSize)"""
        scroll = self._object(bar, ScrollBar, "SclSetScrollBar")
        if scroll is not None:
            scroll.set_scroll_bar(value, min_, max_, pageSize)

    @trap("SclGetScrollBar")
    def SclGetScrollBar(self, bar: int, valueP: int, minP: int, maxP: int, pageSizeP: int) -> None:
        """void SclGetScrollBar(const ScrollBarPtr bar, Int16 *valueP, Int16 *minP, Int16 *maxP,
        Int16 *pageSizeP)"""
        scroll = self._object(bar, ScrollBar, "SclGetScrollBar")
        if scroll is not None:
            for pointer, value in zip((valueP, minP, maxP, pageSizeP), scroll.get_scroll_bar(), strict=True):
                if pointer:
                    self.mem.put_u16(pointer, value)

    @trap("SclDrawScrollBar")
    def SclDrawScrollBar(self, bar: int) -> None:
        """void SclDrawScrollBar(const ScrollBarPtr bar)"""
        scroll = self._object(bar, ScrollBar, "SclDrawScrollBar")
        if scroll is not None:
            scroll.draw()


MANAGER = ListTraps
