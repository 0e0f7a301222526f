"""A table in a ``tFRM`` form (``frmTableObj``): ``TableType`` and the arrays that follow it.

Layout, as PilRC writes it (PILRC ``pilrc.h`` ``szRCTableBA16``, ``szRCTableColumnAttrBA16``,
``szRCTABLEROWATTR``, ``szRCTABLEPADDING``; ``pilrc.c DumpForm``) and as Constructor writes it
(the PalmOne SDK samples hold the same bytes), with the SDK5 ``UI/Table.h`` names::

    TableType            74 bytes: id, bounds, attr, numColumns, numRows, currentRow,
                         currentColumn, topRow, three pointers (0), currentField (a FieldType)
    numColumns x TableColumnAttrType  18 bytes: width, masked/editIndicator/usable bits,
                                      spacing, three callback pointers (0)
    numRows x TableRowAttrType        12 bytes: id, height, data, usable/masked/invalid/
                                      staticHeight/selectable bits
    numRows x numColumns x TableItemType  8 bytes each: itemType, fontID, intValue, ptr

PilRC's values: ``editable`` from ``EDITABLE``/``NONEDITABLE`` (default editable), columns of the
given ``COLUMNWIDTHS`` with spacing 1, rows 11 pixels high, usable and selectable, items zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import Reserved, build_struct, parse_struct, struct_size
from prc_tools.formats.common import Rect, RectangleType
from prc_tools.formats.form_objects import ZERO_POINTER, FieldType, FormObjectKind

# SDK5 Table.h TableAttrType, MSB first; PILRC "uuuuuzu11" (usable is left clear).
TableAttrType = c.BitStruct(
    "visible" / c.Flag,  # run-time
    "editable" / c.Flag,
    "editing" / c.Flag,  # run-time
    "selected" / c.Flag,  # run-time
    "hasScrollBar" / c.Flag,
    "usable" / c.Flag,
    "reserved" / c.Const(0, c.BitsInteger(10)),
)

# SDK5 Table.h TableType; PILRC szRCTableBA16 "w,w4,uuuuuzu11,w,w,w,w,w,zl,zl,zl" + szRCFieldBA16.
TableType = c.Struct(
    "id" / c.Int16ub,
    "bounds" / RectangleType,
    "attr" / TableAttrType,
    "numColumns" / c.Int16sb,
    "numRows" / c.Int16sb,
    "currentRow" / c.Int16sb,  # run-time
    "currentColumn" / c.Int16sb,  # run-time
    "topRow" / c.Int16sb,
    "columnAttrs" / ZERO_POINTER,
    "rowAttrs" / ZERO_POINTER,
    "items" / ZERO_POINTER,
    "currentField" / c.Bytes(struct_size(FieldType)),  # run-time FieldType, zero in resources
)

# SDK5 Table.h TableColumnAttrType; PILRC szRCTableColumnAttrBA16 "w,zt5tttzb,w,zl,zl,zl".
TableColumnAttrType = c.Struct(
    "width" / c.Int16sb,
    "attr"
    / c.BitStruct(
        "reserved1" / c.Const(0, c.BitsInteger(5)),
        "masked" / c.Flag,
        "editIndicator" / c.Flag,
        "usable" / c.Flag,
        "reserved2" / c.Const(0, c.BitsInteger(8)),
    ),
    "spacing" / c.Int16sb,
    "drawCallback" / ZERO_POINTER,
    "loadDataCallback" / ZERO_POINTER,
    "saveDataCallback" / ZERO_POINTER,
)

# SDK5 Table.h TableRowAttrType; PILRC szRCTABLEROWATTR "w,w,zl,zt7t,zt4tttt,zw".
TableRowAttrType = c.Struct(
    "id" / c.Int16ub,
    "height" / c.Int16sb,
    "data" / c.Int32ub,
    "attr"
    / c.BitStruct(
        "reserved1" / c.Const(0, c.BitsInteger(7)),
        "usable" / c.Flag,
        "reserved2" / c.Const(0, c.BitsInteger(4)),
        "masked" / c.Flag,
        "invalid" / c.Flag,
        "staticHeight" / c.Flag,
        "selectable" / c.Flag,
    ),
    "reserved3" / Reserved(c.Int16ub),
)

# SDK5 Table.h TableItemType; PILRC szRCTABLEPADDING "zl,zl".
TableItemType = c.Struct(
    "itemType" / c.Int8ub,  # TableItemStyleType
    "fontID" / c.Int8ub,
    "intValue" / c.Int16sb,
    "ptr" / c.Int32ub,
)

TABLE_SIZE = struct_size(TableType)  # 74
COLUMN_SIZE = struct_size(TableColumnAttrType)  # 18
ROW_SIZE = struct_size(TableRowAttrType)  # 12
ITEM_SIZE = struct_size(TableItemType)  # 8


@dataclass(frozen=True)
class TableColumn:
    """One ``TableColumnAttrType``."""

    width: int
    spacing: int = 1
    masked: bool = False
    editIndicator: bool = False
    usable: bool = False


@dataclass(frozen=True)
class TableRow:
    """One ``TableRowAttrType``; PilRC writes rows 11 pixels high, usable and selectable."""

    id: int = 0
    height: int = 11
    data: int = 0
    usable: bool = True
    masked: bool = False
    invalid: bool = False
    staticHeight: bool = False
    selectable: bool = True


@dataclass(frozen=True)
class TableItem:
    """One ``TableItemType`` (all zero in resources; the app fills them in)."""

    itemType: int = 0
    fontID: int = 0
    intValue: int = 0
    ptr: int = 0


@dataclass(frozen=True)
class Table:
    """A table: its columns and rows; ``items`` empty when they are all zero (as in resources)."""

    id: int
    bounds: Rect
    columns: tuple[TableColumn, ...] = ()
    rows: tuple[TableRow, ...] = ()
    items: tuple[TableItem, ...] = ()
    visible: bool = False
    editable: bool = True
    editing: bool = False
    selected: bool = False
    hasScrollBar: bool = False
    usable: bool = False
    currentRow: int = 0
    currentColumn: int = 0
    topRow: int = 0
    currentField: bytes = bytes(struct_size(FieldType))
    KIND: ClassVar[FormObjectKind] = FormObjectKind.frmTableObj
    STRUCT: ClassVar[Any] = TableType

    def __post_init__(self) -> None:
        if self.items and len(self.items) != len(self.columns) * len(self.rows):
            raise ValueError(
                f"table {self.id} needs {len(self.columns) * len(self.rows)} items, not {len(self.items)}"
            )
        if len(self.currentField) != struct_size(FieldType):
            raise ValueError("currentField is a 40-byte FieldType")

    def build(self) -> bytes:
        """The table struct and its arrays (the form pads the whole to an even length)."""
        attr = {
            name: getattr(self, name)
            for name in ("visible", "editable", "editing", "selected", "hasScrollBar", "usable")
        }
        head = build_struct(
            TableType,
            {
                "id": self.id,
                "bounds": self.bounds.container(),
                "attr": attr,
                "numColumns": len(self.columns),
                "numRows": len(self.rows),
                "currentRow": self.currentRow,
                "currentColumn": self.currentColumn,
                "topRow": self.topRow,
                "currentField": self.currentField,
            },
        )
        columns = b"".join(
            build_struct(
                TableColumnAttrType,
                {
                    "width": col.width,
                    "attr": {"masked": col.masked, "editIndicator": col.editIndicator, "usable": col.usable},
                    "spacing": col.spacing,
                },
            )
            for col in self.columns
        )
        rows = b"".join(
            build_struct(
                TableRowAttrType,
                {
                    "id": row.id,
                    "height": row.height,
                    "data": row.data,
                    "attr": {
                        name: getattr(row, name)
                        for name in ("usable", "masked", "invalid", "staticHeight", "selectable")
                    },
                },
            )
            for row in self.rows
        )
        items = self.items or (TableItem(),) * (len(self.columns) * len(self.rows))
        cells = b"".join(
            build_struct(
                TableItemType, {f: getattr(item, f) for f in ("itemType", "fontID", "intValue", "ptr")}
            )
            for item in items
        )
        return head + columns + rows + cells

    @classmethod
    def parse_at(cls, data: bytes, offset: int, what: str) -> Table:
        """The table whose ``TableType`` starts at ``offset`` (its arrays follow it)."""
        value = parse_struct(TableType, data, offset, f"{what} TableType")
        if value.numColumns < 0 or value.numRows < 0:
            raise PrcFormatError(
                f"{what} has {value.numColumns} columns and {value.numRows} rows", offset + 12
            )
        position = offset + TABLE_SIZE
        columns = []
        for index in range(value.numColumns):
            col = parse_struct(TableColumnAttrType, data, position, f"{what} column {index}")
            columns.append(
                TableColumn(col.width, col.spacing, col.attr.masked, col.attr.editIndicator, col.attr.usable)
            )
            position += COLUMN_SIZE
        rows = []
        for index in range(value.numRows):
            row = parse_struct(TableRowAttrType, data, position, f"{what} row {index}")
            a = row.attr
            rows.append(
                TableRow(
                    row.id, row.height, row.data, a.usable, a.masked, a.invalid, a.staticHeight, a.selectable
                )
            )
            position += ROW_SIZE
        items = []
        for index in range(value.numColumns * value.numRows):
            item = parse_struct(TableItemType, data, position, f"{what} item {index}")
            items.append(TableItem(item.itemType, item.fontID, item.intValue, item.ptr))
            position += ITEM_SIZE
        a = value.attr
        return cls(
            value.id,
            Rect.from_container(value.bounds),
            tuple(columns),
            tuple(rows),
            () if all(item == TableItem() for item in items) else tuple(items),
            a.visible,
            a.editable,
            a.editing,
            a.selected,
            a.hasScrollBar,
            a.usable,
            value.currentRow,
            value.currentColumn,
            value.topRow,
            bytes(value.currentField),
        )
