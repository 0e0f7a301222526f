"""Table Manager traps (``Table.h``): a form's tables through their pointers.

``FrmGetObjectPtr`` gave the application a ``TableType *``; each trap finds the screen model's
:class:`~palm_os.tables.Table` behind it (a pointer that is no table is reported, and the trap
does nothing, or answers 0) and calls it. Rows and columns out of range are reported the same
way (a debug ROM's "invalid row" fatal error), never an exception.

The table's callbacks are the application's 68k code, called from the screen model:

* a column's custom draw procedure (``TblSetCustomDrawProcedure``):
  ``void draw(void *tableP, Int16 row, Int16 column, RectangleType *bounds)``, with the form's
  window the draw window;
* a column's load-data procedure (``TblSetLoadDataProcedure``):
  ``Err load(void *tableP, Int16 row, Int16 column, Boolean editable, MemHandle *dataH,
  Int16 *dataOffset, Int16 *dataSize, FieldPtr fld)``: a text item shows the text in the handle
  it gives, from the offset, up to its NUL (or the size); ``fld`` is the table's own field;
* a column's save-data procedure (``TblSetSaveDataProcedure``) is kept; no text item is edited
  in this model, so it is never called.

Text at a label item's ``ptr`` and a popup trigger item's list (``ptr`` a ``ListType *``) are read
from the application's memory when the table is drawn.
"""

from __future__ import annotations

import struct

from emulator.palmui import LIST_ITEMS_COUNT, LIST_ITEMS_TEXT, _rectangle
from emulator.traps import Manager, trap
from palm_os.controls import ListObject
from palm_os.geometry import Rect
from palm_os.tables import Table
from palm_sdk.structs import RectangleType

TABLE_FIELD = 34  # TableType.currentField: after id, bounds, attr, five Int16 and three pointers


class TableTraps(Manager):
    """``Table.h``: see the module docstring."""

    def _table(self, tableP: int, what: str) -> Table | None:
        table = self.kernel.ui.object_of(tableP, Table, what)
        if table is not None:
            self._connect(table)
        return table

    def _connect(self, table: Table) -> None:
        if table.text_at is None:
            table.text_at = lambda p: self.mem.cstring(p, 256).decode("cp1252", errors="replace")
            table.list_item_text = self._list_item_text

    def _list_item_text(self, listP: int, item: int) -> str:
        found = self.kernel.ui.objects.get(listP)
        if found is not None and isinstance(found[0].objects[found[1]], ListObject):
            lst = found[0].objects[found[1]]
            assert isinstance(lst, ListObject)
            return lst.items[item] if 0 <= item < len(lst.items) else ""
        if not listP or listP & 1 or not self.mem.is_mapped(listP, LIST_ITEMS_TEXT + 4):
            return ""
        count = struct.unpack(">h", self.mem.read(listP + LIST_ITEMS_COUNT, 2))[0]
        texts = self.mem.u32(listP + LIST_ITEMS_TEXT)
        if not 0 <= item < count or not texts or not self.mem.is_mapped(texts + 4 * item, 4):
            return ""
        return self.mem.cstring(self.mem.u32(texts + 4 * item), 256).decode("cp1252", errors="replace")

    def _cell(self, tableP: int, row: int, column: int | None, what: str) -> Table | None:
        table = self._table(tableP, what)
        if table is None:
            return None
        if not 0 <= row < len(table.rows) or (column is not None and not 0 <= column < len(table.columns)):
            where = f"row {row}" if column is None else f"row {row}, column {column}"
            self.kernel.report("bad-parameter", f"{what}: table {table.id} has no {where} "
                               f"({len(table.rows)} rows, {len(table.columns)} columns)")  # fmt: skip
            return None
        return table

    def _column(self, tableP: int, column: int, what: str) -> Table | None:
        table = self._table(tableP, what)
        if table is None:
            return None
        if not 0 <= column < len(table.columns):
            self.kernel.report("bad-parameter", f"{what}: table {table.id} has no column {column}")
            return None
        return table

    # -- drawing ---------------------------------------------------------------------------

    @trap("TblDrawTable")
    def TblDrawTable(self, tableP: int) -> None:
        """void TblDrawTable(TableType *tableP)"""
        table = self._table(tableP, "TblDrawTable")
        if table is not None:
            table.draw()

    @trap("TblRedrawTable")
    def TblRedrawTable(self, tableP: int) -> None:
        """void TblRedrawTable(TableType *tableP)  (the rows marked invalid)"""
        table = self._table(tableP, "TblRedrawTable")
        if table is not None:
            table.draw(only_invalid=True)

    @trap("TblEraseTable")
    def TblEraseTable(self, tableP: int) -> None:
        """void TblEraseTable(TableType *tableP)"""
        table = self._table(tableP, "TblEraseTable")
        if table is not None:
            table.erase()

    @trap("TblMarkRowInvalid")
    def TblMarkRowInvalid(self, tableP: int, row: int) -> None:
        """void TblMarkRowInvalid(TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblMarkRowInvalid")
        if table is not None:
            table.mark_invalid(row)

    @trap("TblMarkTableInvalid")
    def TblMarkTableInvalid(self, tableP: int) -> None:
        """void TblMarkTableInvalid(TableType *tableP)"""
        table = self._table(tableP, "TblMarkTableInvalid")
        if table is not None:
            table.mark_invalid()

    @trap("TblRowInvalid")
    def TblRowInvalid(self, tableP: int, row: int) -> int:
        """Boolean TblRowInvalid(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblRowInvalid")
        return int(table is not None and table.rows[row].invalid)

    # -- events and selection --------------------------------------------------------------

    @trap("TblHandleEvent")
    def TblHandleEvent(self, tableP: int, event: int) -> int:
        """Boolean TblHandleEvent(TableType *tableP, EventType *event)"""
        table = self._table(tableP, "TblHandleEvent")
        if table is None or table.form is None:
            return 0
        return int(table.form.handle_event(self.kernel.ui.read_event(event)))

    @trap("TblSelectItem")
    def TblSelectItem(self, tableP: int, row: int, column: int) -> None:
        """void TblSelectItem(TableType *tableP, Int16 row, Int16 column)"""
        table = self._cell(tableP, row, column, "TblSelectItem")
        if table is not None:
            table.select_item(row, column)

    @trap("TblUnhighlightSelection")
    def TblUnhighlightSelection(self, tableP: int) -> None:
        """void TblUnhighlightSelection(TableType *tableP)"""
        table = self._table(tableP, "TblUnhighlightSelection")
        if table is not None:
            table.unhighlight()

    @trap("TblGetSelection")
    def TblGetSelection(self, tableP: int, rowP: int, columnP: int) -> int:
        """Boolean TblGetSelection(const TableType *tableP, Int16 *rowP, Int16 *columnP)"""
        table = self._table(tableP, "TblGetSelection")
        if table is None:
            return 0
        if rowP:
            self.mem.put_u16(rowP, table.current_row & 0xFFFF)
        if columnP:
            self.mem.put_u16(columnP, table.current_column & 0xFFFF)
        return int(table.selected)

    @trap("TblEditing")
    def TblEditing(self, tableP: int) -> int:
        """Boolean TblEditing(const TableType *tableP)"""
        table = self._table(tableP, "TblEditing")
        return int(table is not None and table.editing)

    @trap("TblGrabFocus")
    def TblGrabFocus(self, tableP: int, row: int, column: int) -> None:
        """void TblGrabFocus(TableType *tableP, Int16 row, Int16 column)  (the item becomes the one edited)"""
        table = self._cell(tableP, row, column, "TblGrabFocus")
        if table is not None:
            table.current_row, table.current_column, table.editing = row, column, True

    @trap("TblReleaseFocus")
    def TblReleaseFocus(self, tableP: int) -> None:
        """void TblReleaseFocus(TableType *tableP)"""
        table = self._table(tableP, "TblReleaseFocus")
        if table is not None:
            table.editing = False

    @trap("TblGetCurrentField")
    def TblGetCurrentField(self, tableP: int) -> int:
        """FieldPtr TblGetCurrentField(const TableType *tableP)  (NULL: no item is being edited)"""
        table = self._table(tableP, "TblGetCurrentField")
        return tableP + TABLE_FIELD if table is not None and table.editing else 0

    # -- items -----------------------------------------------------------------------------

    @trap("TblSetItemStyle")
    def TblSetItemStyle(self, tableP: int, row: int, column: int, type_: int) -> None:
        """void TblSetItemStyle(TableType *tableP, Int16 row, Int16 column, TableItemStyleType type)"""
        table = self._cell(tableP, row, column, "TblSetItemStyle")
        if table is not None:
            table.set_item_style(row, column, type_)

    @trap("TblSetItemInt")
    def TblSetItemInt(self, tableP: int, row: int, column: int, value: int) -> None:
        """void TblSetItemInt(TableType *tableP, Int16 row, Int16 column, Int16 value)"""
        table = self._cell(tableP, row, column, "TblSetItemInt")
        if table is not None:
            table.item(row, column).int_value = value

    @trap("TblGetItemInt")
    def TblGetItemInt(self, tableP: int, row: int, column: int) -> int:
        """Int16 TblGetItemInt(const TableType *tableP, Int16 row, Int16 column)"""
        table = self._cell(tableP, row, column, "TblGetItemInt")
        return table.item(row, column).int_value & 0xFFFF if table is not None else 0

    @trap("TblSetItemPtr")
    def TblSetItemPtr(self, tableP: int, row: int, column: int, value: int) -> None:
        """void TblSetItemPtr(TableType *tableP, Int16 row, Int16 column, void *value)"""
        table = self._cell(tableP, row, column, "TblSetItemPtr")
        if table is not None:
            table.item(row, column).ptr = value

    @trap("TblGetItemPtr")
    def TblGetItemPtr(self, tableP: int, row: int, column: int) -> int:
        """void *TblGetItemPtr(const TableType *tableP, Int16 row, Int16 column)"""
        table = self._cell(tableP, row, column, "TblGetItemPtr")
        return table.item(row, column).ptr if table is not None else 0

    @trap("TblSetItemFont")
    def TblSetItemFont(self, tableP: int, row: int, column: int, fontID: int) -> None:
        """void TblSetItemFont(TableType *tableP, Int16 row, Int16 column, FontID fontID)"""
        table = self._cell(tableP, row, column, "TblSetItemFont")
        if table is not None:
            table.item(row, column).font = fontID

    @trap("TblGetItemFont")
    def TblGetItemFont(self, tableP: int, row: int, column: int) -> int:
        """FontID TblGetItemFont(const TableType *tableP, Int16 row, Int16 column)"""
        table = self._cell(tableP, row, column, "TblGetItemFont")
        return table.item(row, column).font if table is not None else 0

    @trap("TblGetItemBounds")
    def TblGetItemBounds(self, tableP: int, row: int, column: int, rP: int) -> None:
        """void TblGetItemBounds(const TableType *tableP, Int16 row, Int16 column, RectangleType *rP)"""
        table = self._cell(tableP, row, column, "TblGetItemBounds")
        if table is not None:
            self.kernel.ui.put_rect(rP, table.item_bounds(row, column))

    # -- rows ------------------------------------------------------------------------------

    @trap("TblGetNumberOfRows")
    def TblGetNumberOfRows(self, tableP: int) -> int:
        """Int16 TblGetNumberOfRows(const TableType *tableP)"""
        table = self._table(tableP, "TblGetNumberOfRows")
        return len(table.rows) if table is not None else 0

    @trap("TblSetRowUsable")
    def TblSetRowUsable(self, tableP: int, row: int, usable: int) -> None:
        """void TblSetRowUsable(TableType *tableP, Int16 row, Boolean usable)"""
        table = self._cell(tableP, row, None, "TblSetRowUsable")
        if table is not None:
            table.rows[row].usable = bool(usable)

    @trap("TblRowUsable")
    def TblRowUsable(self, tableP: int, row: int) -> int:
        """Boolean TblRowUsable(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblRowUsable")
        return int(table is not None and table.rows[row].usable)

    @trap("TblGetLastUsableRow")
    def TblGetLastUsableRow(self, tableP: int) -> int:
        """Int16 TblGetLastUsableRow(const TableType *tableP)  (tblUnusableRow, -1: none)"""
        table = self._table(tableP, "TblGetLastUsableRow")
        return table.last_usable_row() & 0xFFFF if table is not None else 0xFFFF

    @trap("TblSetRowSelectable")
    def TblSetRowSelectable(self, tableP: int, row: int, selectable: int) -> None:
        """void TblSetRowSelectable(TableType *tableP, Int16 row, Boolean selectable)"""
        table = self._cell(tableP, row, None, "TblSetRowSelectable")
        if table is not None:
            table.rows[row].selectable = bool(selectable)

    @trap("TblRowSelectable")
    def TblRowSelectable(self, tableP: int, row: int) -> int:
        """Boolean TblRowSelectable(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblRowSelectable")
        return int(table is not None and table.rows[row].selectable)

    @trap("TblSetRowHeight")
    def TblSetRowHeight(self, tableP: int, row: int, height: int) -> None:
        """void TblSetRowHeight(TableType *tableP, Int16 row, Coord height)"""
        table = self._cell(tableP, row, None, "TblSetRowHeight")
        if table is not None:
            table.rows[row].height = max(height, 0)

    @trap("TblGetRowHeight")
    def TblGetRowHeight(self, tableP: int, row: int) -> int:
        """Coord TblGetRowHeight(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblGetRowHeight")
        return table.rows[row].height if table is not None else 0

    @trap("TblSetRowID")
    def TblSetRowID(self, tableP: int, row: int, id_: int) -> None:
        """void TblSetRowID(TableType *tableP, Int16 row, UInt16 id)"""
        table = self._cell(tableP, row, None, "TblSetRowID")
        if table is not None:
            table.rows[row].id = id_

    @trap("TblGetRowID")
    def TblGetRowID(self, tableP: int, row: int) -> int:
        """UInt16 TblGetRowID(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblGetRowID")
        return table.rows[row].id if table is not None else 0

    @trap("TblFindRowID")
    def TblFindRowID(self, tableP: int, id_: int, rowP: int) -> int:
        """Boolean TblFindRowID(const TableType *tableP, UInt16 id, Int16 *rowP)"""
        table = self._table(tableP, "TblFindRowID")
        for row, r in enumerate(table.rows if table is not None else []):
            if r.id == id_ and r.usable:
                if rowP:
                    self.mem.put_u16(rowP, row)
                return 1
        return 0

    @trap("TblSetRowData")
    def TblSetRowData(self, tableP: int, row: int, data: int) -> None:
        """void TblSetRowData(TableType *tableP, Int16 row, UInt32 data)"""
        table = self._cell(tableP, row, None, "TblSetRowData")
        if table is not None:
            table.rows[row].data = data

    @trap("TblGetRowData")
    def TblGetRowData(self, tableP: int, row: int) -> int:
        """UInt32 TblGetRowData(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblGetRowData")
        return table.rows[row].data if table is not None else 0

    @trap("TblFindRowData")
    def TblFindRowData(self, tableP: int, data: int, rowP: int) -> int:
        """Boolean TblFindRowData(const TableType *tableP, UInt32 data, Int16 *rowP)"""
        table = self._table(tableP, "TblFindRowData")
        for row, r in enumerate(table.rows if table is not None else []):
            if r.data == data and r.usable:
                if rowP:
                    self.mem.put_u16(rowP, row)
                return 1
        return 0

    @trap("TblInsertRow")
    def TblInsertRow(self, tableP: int, row: int) -> None:
        """void TblInsertRow(TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblInsertRow")
        if table is not None:
            table.insert_row(row)

    @trap("TblRemoveRow")
    def TblRemoveRow(self, tableP: int, row: int) -> None:
        """void TblRemoveRow(TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblRemoveRow")
        if table is not None:
            table.remove_row(row)

    @trap("TblSetRowStaticHeight")
    def TblSetRowStaticHeight(self, tableP: int, row: int, staticHeight: int) -> None:
        """void TblSetRowStaticHeight(TableType *tableP, Int16 row, Boolean staticHeight)"""
        table = self._cell(tableP, row, None, "TblSetRowStaticHeight")
        if table is not None:
            table.rows[row].static_height = bool(staticHeight)

    @trap("TblSetRowMasked")
    def TblSetRowMasked(self, tableP: int, row: int, masked: int) -> None:
        """void TblSetRowMasked(TableType *tableP, Int16 row, Boolean masked)"""
        table = self._cell(tableP, row, None, "TblSetRowMasked")
        if table is not None:
            table.rows[row].masked = bool(masked)

    @trap("TblRowMasked")
    def TblRowMasked(self, tableP: int, row: int) -> int:
        """Boolean TblRowMasked(const TableType *tableP, Int16 row)"""
        table = self._cell(tableP, row, None, "TblRowMasked")
        return int(table is not None and table.rows[row].masked)

    # -- columns ---------------------------------------------------------------------------

    @trap("TblSetColumnUsable")
    def TblSetColumnUsable(self, tableP: int, column: int, usable: int) -> None:
        """void TblSetColumnUsable(TableType *tableP, Int16 column, Boolean usable)"""
        table = self._column(tableP, column, "TblSetColumnUsable")
        if table is not None:
            table.columns[column].usable = bool(usable)

    @trap("TblSetColumnWidth")
    def TblSetColumnWidth(self, tableP: int, column: int, width: int) -> None:
        """void TblSetColumnWidth(TableType *tableP, Int16 column, Coord width)"""
        table = self._column(tableP, column, "TblSetColumnWidth")
        if table is not None:
            table.columns[column].width = max(width, 0)

    @trap("TblGetColumnWidth")
    def TblGetColumnWidth(self, tableP: int, column: int) -> int:
        """Coord TblGetColumnWidth(const TableType *tableP, Int16 column)"""
        table = self._column(tableP, column, "TblGetColumnWidth")
        return table.columns[column].width if table is not None else 0

    @trap("TblSetColumnSpacing")
    def TblSetColumnSpacing(self, tableP: int, column: int, spacing: int) -> None:
        """void TblSetColumnSpacing(TableType *tableP, Int16 column, Coord spacing)"""
        table = self._column(tableP, column, "TblSetColumnSpacing")
        if table is not None:
            table.columns[column].spacing = max(spacing, 0)

    @trap("TblGetColumnSpacing")
    def TblGetColumnSpacing(self, tableP: int, column: int) -> int:
        """Coord TblGetColumnSpacing(const TableType *tableP, Int16 column)"""
        table = self._column(tableP, column, "TblGetColumnSpacing")
        return table.columns[column].spacing if table is not None else 0

    @trap("TblSetColumnEditIndicator")
    def TblSetColumnEditIndicator(self, tableP: int, column: int, editIndicator: int) -> None:
        """void TblSetColumnEditIndicator(TableType *tableP, Int16 column, Boolean editIndicator)"""
        table = self._column(tableP, column, "TblSetColumnEditIndicator")
        if table is not None:
            table.columns[column].edit_indicator = bool(editIndicator)

    @trap("TblSetColumnMasked")
    def TblSetColumnMasked(self, tableP: int, column: int, masked: int) -> None:
        """void TblSetColumnMasked(TableType *tableP, Int16 column, Boolean masked)"""
        table = self._column(tableP, column, "TblSetColumnMasked")
        if table is not None:
            table.columns[column].masked = bool(masked)

    @trap("TblSetCustomDrawProcedure")
    def TblSetCustomDrawProcedure(self, tableP: int, column: int, drawCallback: int) -> None:
        """void TblSetCustomDrawProcedure(TableType *tableP, Int16 column,
        TableDrawItemFuncPtr drawCallback)"""
        table = self._column(tableP, column, "TblSetCustomDrawProcedure")
        if table is not None:
            table.columns[column].draw = self._draw_callback(tableP, drawCallback) if drawCallback else None

    @trap("TblSetLoadDataProcedure")
    def TblSetLoadDataProcedure(self, tableP: int, column: int, loadDataCallback: int) -> None:
        """void TblSetLoadDataProcedure(TableType *tableP, Int16 column,
        TableLoadDataFuncPtr loadDataCallback)"""
        table = self._column(tableP, column, "TblSetLoadDataProcedure")
        if table is not None:
            table.columns[column].load_data = (
                self._load_callback(tableP, loadDataCallback) if loadDataCallback else None
            )

    @trap("TblSetSaveDataProcedure")
    def TblSetSaveDataProcedure(self, tableP: int, column: int, saveDataCallback: int) -> None:
        """void TblSetSaveDataProcedure(TableType *tableP, Int16 column,
        TableSaveDataFuncPtr saveDataCallback)"""
        table = self._column(tableP, column, "TblSetSaveDataProcedure")
        if table is not None:
            table.columns[column].save_data = (
                self._save_callback(tableP, saveDataCallback) if saveDataCallback else None
            )

    # -- the table as a whole --------------------------------------------------------------

    @trap("TblGetBounds")
    def TblGetBounds(self, tableP: int, rP: int) -> None:
        """void TblGetBounds(const TableType *tableP, RectangleType *rP)"""
        table = self._table(tableP, "TblGetBounds")
        if table is not None:
            self.kernel.ui.put_rect(rP, table.bounds)

    @trap("TblSetBounds")
    def TblSetBounds(self, tableP: int, rP: int) -> None:
        """void TblSetBounds(TableType *tableP, const RectangleType *rP)"""
        table = self._table(tableP, "TblSetBounds")
        if table is not None:
            table.bounds = self.kernel.ui.rect_at(rP)

    @trap("TblHasScrollBar")
    def TblHasScrollBar(self, tableP: int, hasScrollBar: int) -> None:
        """void TblHasScrollBar(TableType *tableP, Boolean hasScrollBar)"""
        table = self._table(tableP, "TblHasScrollBar")
        if table is not None:
            table.has_scroll_bar = bool(hasScrollBar)

    # -- callbacks into 68k code -----------------------------------------------------------

    def _draw_callback(self, tableP: int, address: int):  # type: ignore[no-untyped-def]
        ui = self.kernel.ui

        def draw(table: Table, row: int, column: int, bounds: Rect) -> None:
            window = table.form.live_window if table.form is not None else None
            previous = ui.system.set_draw_window(window)
            try:
                rect = RectangleType.pack(_rectangle(bounds))
                self.cpu.call_with_data(
                    address, rect, lambda at: struct.pack(">IhhI", tableP, row, column, at)
                )
            finally:
                ui.system.set_draw_window(previous)

        draw.palm_address = address  # type: ignore[attr-defined]
        return draw

    def _load_callback(self, tableP: int, address: int):  # type: ignore[no-untyped-def]
        mem = self.mem

        def load(table: Table, row: int, column: int, editable: bool) -> str:
            out = bytes(8)  # MemHandle dataH, Int16 dataOffset, Int16 dataSize

            def args(at: int) -> bytes:
                return struct.pack(">IhhBxIIII", tableP, row, column, int(editable), at, at + 4, at + 6,
                                   tableP + TABLE_FIELD)  # fmt: skip

            d0, _ = self.cpu.call_with_data(address, out, args)
            if d0 & 0xFFFF:
                return ""
            at = (self.cpu.sp - len(out)) & ~3
            handle, offset, size = struct.unpack(">Ihh", mem.read(at, 8))
            chunk = mem.handles.get(handle)
            if chunk is None or chunk.freed or not 0 <= offset <= chunk.size:
                return ""
            data = mem.read(chunk.address + offset, min(max(size, 0) or chunk.size, chunk.size - offset))
            return bytes(data).split(b"\0", 1)[0].decode("cp1252", errors="replace")

        load.palm_address = address  # type: ignore[attr-defined]
        return load

    def _save_callback(self, tableP: int, address: int):  # type: ignore[no-untyped-def]
        def save(table: Table, row: int, column: int) -> bool:
            d0, _ = self.cpu.call(address, struct.pack(">Ihh", tableP, row, column))
            return bool(d0 & 0xFF)

        save.palm_address = address  # type: ignore[attr-defined]
        return save


MANAGER = TableTraps
