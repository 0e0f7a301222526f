"""Tables: the styles of a table's items and the Table Manager's limits.

SDK 3.5 ``Core/UI/Table.h``: ``enum tableItemStyles`` (typedef ``TableItemStyleType``, set with
``TblSetItemStyle``), and ``tableNoteIndicatorWidth``, the width of a text-with-note item's note
box. ``TblSetCustomDrawProcedure``'s ``TableDrawItemFuncType`` is
``void (*)(void *tableP, Int16 row, Int16 column, RectangleType *bounds)``,
``TblSetLoadDataProcedure``'s ``TableLoadDataFuncType`` is
``Err (*)(void *tableP, Int16 row, Int16 column, Boolean editable, MemHandle *dataH,
Int16 *dataOffset, Int16 *dataSize, FieldPtr fld)`` and ``TblSetSaveDataProcedure``'s
``TableSaveDataFuncType`` ``Boolean (*)(void *tableP, Int16 row, Int16 column)``.
"""

from enum import IntEnum


class TableItemStyle(IntEnum):
    """``TableItemStyleType`` (``Table.h`` ``enum tableItemStyles``)."""

    checkboxTableItem = 0
    customTableItem = 1
    dateTableItem = 2
    labelTableItem = 3
    numericTableItem = 4
    popupTriggerTableItem = 5
    textTableItem = 6
    textWithNoteTableItem = 7
    timeTableItem = 8
    narrowTextTableItem = 9
    tallCustomTableItem = 10


tableNoteIndicatorWidth = 7  # a text-with-note item's note box, at its right
