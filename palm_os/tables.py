"""Tables (``Table.h``): rows and columns of items in a form, and how they are drawn and tapped.

A :class:`Table` mirrors ``TableType`` with its arrays: columns (``TableColumnAttrType``: width,
spacing, usable, the three callbacks), rows (``TableRowAttrType``: id, height, data, usable,
selectable, invalid, masked) and one :class:`TableItem` (``TableItemType``: style, font,
``intValue``, ``ptr``) per cell. The Table Manager's calls are its methods (``TblSetItemStyle`` is
``set_item_style`` ...). What an item shows depends on its style:

* ``checkboxTableItem``: a check box, on when ``intValue`` is non-zero; a tap toggles it;
* ``labelTableItem``: the text at ``ptr`` followed by a colon;
* ``numericTableItem``: ``intValue`` in decimal;
* ``textTableItem`` (and with a note, narrow): the text the column's load-data procedure gives
  (``TblSetLoadDataProcedure``); a text-with-note item has a note box at its right;
* ``popupTriggerTableItem``: a small down arrow and item ``intValue`` of the list at ``ptr``;
* ``customTableItem`` (and tall): whatever the column's draw procedure draws
  (``TblSetCustomDrawProcedure``), in the item's bounds, with the draw window the form's;
* dates and times: nothing of their own here (they draw blank).

Text at a pointer, a list's item and the callbacks are application memory and code: whoever
runs the application (the emulator) gives the table functions for them (:attr:`Table.text_at`,
:attr:`Table.list_item_text`, a column's ``draw``/``load_data``). Columns that are not usable
take no room; rows that are not usable are not drawn and take none either. A tap on a
selectable row's usable item posts ``tblEnterEvent``; when that comes back to the form the item
is highlighted and followed; lifted on it the item is selected (a check box toggled) and
``tblSelectEvent`` posted, lifted elsewhere the highlight goes and ``tblExitEvent`` is posted
(:mod:`palm_os.form_events`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from palm_os.controls import FormObject, _FormObject
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_sdk.chars import symbolCheckboxOff, symbolCheckboxOn, symbolSmallDownArrow
from palm_sdk.fonts import FontID
from palm_sdk.forms import FormObjectKind
from palm_sdk.tables import TableItemStyle, tableNoteIndicatorWidth

# (table, row, column, bounds in the form) -> None: a column's custom draw procedure
DrawItem = Callable[["Table", int, int, Rect], None]
# (table, row, column, editable) -> the text of a text item: a column's load-data procedure
LoadData = Callable[["Table", int, int, bool], str]
# (table, row, column) -> whether the table should be redrawn: a column's save-data procedure
SaveData = Callable[["Table", int, int], bool]

POPUP_TEXT_OFFSET = 9  # a popup trigger item's text, right of its arrow (as a popup trigger's)
TEXT_STYLES = frozenset({TableItemStyle.textTableItem, TableItemStyle.textWithNoteTableItem,
                         TableItemStyle.narrowTextTableItem})  # fmt: skip
CUSTOM_STYLES = frozenset({TableItemStyle.customTableItem, TableItemStyle.tallCustomTableItem})


def fitting(window: Window, text: str, width: int) -> str:
    """The longest start of ``text``'s first line that fits in ``width`` in the window's font."""
    text = text.split("\n", 1)[0]
    while text and window.font.text_width(text) > width:
        text = text[:-1]
    return text


@dataclass(eq=False)
class TableColumn:
    """``TableColumnAttrType``."""

    width: int
    spacing: int = 1
    usable: bool = False
    masked: bool = False
    edit_indicator: bool = False
    draw: DrawItem | None = None
    load_data: LoadData | None = None
    save_data: SaveData | None = None


@dataclass(eq=False)
class TableRow:
    """``TableRowAttrType``."""

    id: int = 0
    height: int = 11
    data: int = 0
    usable: bool = True
    selectable: bool = True
    invalid: bool = True  # drawn by the next TblRedrawTable
    masked: bool = False
    static_height: bool = False


@dataclass(eq=False)
class TableItem:
    """``TableItemType``."""

    style: int = TableItemStyle.checkboxTableItem
    font: int = FontID.stdFont
    int_value: int = 0
    ptr: int = 0


@dataclass(eq=False)
class Table(_FormObject):
    """``TableType`` and its arrays (see the module docstring)."""

    kind = FormObjectKind.frmTableObj
    id: int
    bounds: Rect
    columns: list[TableColumn] = field(default_factory=list)
    rows: list[TableRow] = field(default_factory=list)
    items: list[list[TableItem]] = field(default_factory=list)  # [row][column]
    editable: bool = True
    has_scroll_bar: bool = False
    usable: bool = True  # drawn by FrmDrawForm (Palm OS draws a form's tables whatever PilRC's bit says)
    visible: bool = False
    selected: bool = False  # an item is highlighted
    editing: bool = False  # TblGrabFocus gave an item's field the focus
    current_row: int = 0
    current_column: int = 0
    top_row: int = 0
    text_at: Callable[[int], str] | None = None  # the text at an application pointer
    list_item_text: Callable[[int, int], str] | None = None  # (ListType pointer, item) -> its text

    def __post_init__(self) -> None:
        while len(self.items) < len(self.rows):
            self.items.append([])
        for cells in self.items:
            while len(cells) < len(self.columns):
                cells.append(TableItem())

    # -- geometry --------------------------------------------------------------------------

    def valid(self, row: int, column: int = 0) -> bool:
        return 0 <= row < len(self.rows) and 0 <= column < len(self.columns)

    def row_top(self, row: int) -> int:
        """The form y of a row's top (rows above it that are usable take their heights)."""
        y = self.bounds.y
        for index in range(self.top_row, row):
            if self.rows[index].usable:
                y += self.rows[index].height
        return y

    def column_left(self, column: int) -> int:
        x = self.bounds.x
        for index in range(column):
            if self.columns[index].usable:
                x += self.columns[index].width + self.columns[index].spacing
        return x

    def item_bounds(self, row: int, column: int) -> Rect:
        """``TblGetItemBounds`` (form coordinates)."""
        width, height = self.columns[column].width, self.rows[row].height
        return Rect(self.column_left(column), self.row_top(row), width, height)

    def shown_rows(self) -> list[int]:
        """The usable rows from the top row that fit in the table's bounds."""
        shown = []
        y = self.bounds.y
        for row in range(max(self.top_row, 0), len(self.rows)):
            if not self.rows[row].usable:
                continue
            if y + self.rows[row].height > self.bounds.bottom:
                break
            shown.append(row)
            y += self.rows[row].height
        return shown

    def last_usable_row(self) -> int:
        """``TblGetLastUsableRow``: the last usable row (-1: none)."""
        usable = [row for row, r in enumerate(self.rows) if r.usable]
        return usable[-1] if usable else -1

    def item_at(self, x: int, y: int) -> tuple[int, int] | None:
        """(row, column) of the usable item at a form point, or None."""
        if not self.bounds.contains(x, y):
            return None
        for row in self.shown_rows():
            for column, col in enumerate(self.columns):
                if col.usable and self.item_bounds(row, column).contains(x, y):
                    return row, column
        return None

    # -- the calls -------------------------------------------------------------------------

    def item(self, row: int, column: int) -> TableItem:
        return self.items[row][column]

    def set_item_style(self, row: int, column: int, style: int) -> None:
        """``TblSetItemStyle``."""
        self.items[row][column].style = style

    def insert_row(self, row: int) -> None:
        """``TblInsertRow``: a new row before ``row``, usable, its items blank (Palm OS 3.5 keeps
        the number of rows: the last one falls off)."""
        self.rows.insert(row, TableRow(height=self.rows[row].height if row < len(self.rows) else 11))
        self.items.insert(row, [TableItem() for _ in self.columns])
        self.rows.pop()
        self.items.pop()

    def remove_row(self, row: int) -> None:
        """``TblRemoveRow``: the row goes; a blank, unusable one is added at the end."""
        height = self.rows[row].height
        del self.rows[row]
        del self.items[row]
        self.rows.append(TableRow(height=height, usable=False))
        self.items.append([TableItem() for _ in self.columns])

    def select_item(self, row: int, column: int) -> None:
        """``TblSelectItem``: highlight an item (the selection), unhighlighting the last one."""
        self.unhighlight()
        self.current_row, self.current_column, self.selected = row, column, True
        self._highlight(row, column)

    def unhighlight(self) -> None:
        """``TblUnhighlightSelection``."""
        if self.selected:
            self.selected = False
            self._highlight(self.current_row, self.current_column)

    def _highlight(self, row: int, column: int) -> None:
        form = self.form
        if form is None or not form.visible or not self.visible or not self.valid(row, column):
            return
        if self.items[row][column].style == TableItemStyle.checkboxTableItem:
            return  # a check box shows its state, not a highlight
        form.live_window.invert_rectangle(self.item_bounds(row, column))

    def mark_invalid(self, row: int | None = None) -> None:
        """``TblMarkRowInvalid`` (one row) / ``TblMarkTableInvalid`` (all)."""
        for index, r in enumerate(self.rows):
            if row is None or index == row:
                r.invalid = True

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, only_invalid: bool = False) -> None:
        """``TblDrawTable`` (every shown row) / ``TblRedrawTable`` (the invalid ones)."""
        form = self.form
        if form is None or not form.visible:
            return
        window = form.live_window
        for row in self.shown_rows():
            if only_invalid and not self.rows[row].invalid:
                continue
            self._draw_row(window, row)
            self.rows[row].invalid = False
        self.visible = True
        if self.selected:
            self._highlight(self.current_row, self.current_column)

    def erase(self) -> None:
        """``TblEraseTable``."""
        form = self.form
        if form is not None and form.visible:
            window = form.live_window
            window.push_ui_draw_state()
            window.erase_rectangle(self.bounds)
            window.pop_draw_state()
        self.visible = False

    def _draw_row(self, window: Window, row: int) -> None:
        window.push_ui_draw_state()
        top, height = self.row_top(row), self.rows[row].height
        window.erase_rectangle(Rect(self.bounds.x, top, self.bounds.width, height))
        window.pop_draw_state()
        for column, col in enumerate(self.columns):
            if col.usable:
                self.draw_item(window, row, column)

    def draw_item(self, window: Window, row: int, column: int) -> None:
        """One item, in its bounds, by its style (see the module docstring)."""
        item = self.items[row][column]
        b = self.item_bounds(row, column)
        if self.rows[row].masked and self.columns[column].masked:
            window.push_ui_draw_state()
            window.draw_gray_rectangle_frame(0, b)
            window.pop_draw_state()
            return
        style = item.style
        if style in CUSTOM_STYLES:
            draw = self.columns[column].draw
            if draw is not None:
                draw(self, row, column, b)
            return
        window.push_ui_draw_state(item.font if style != TableItemStyle.checkboxTableItem else FontID.stdFont)
        try:
            if style == TableItemStyle.checkboxTableItem:
                window.set_font(FontID.symbol11Font)
                glyph = symbolCheckboxOn if item.int_value else symbolCheckboxOff
                window.draw_chars(chr(glyph), b.x, b.y + (b.height - window.font.height + 1) // 2)
            elif style == TableItemStyle.labelTableItem:
                text = (self.text_at(item.ptr) if self.text_at and item.ptr else "") + ":"
                window.draw_chars(text, b.right - window.font.text_width(text), b.y)
            elif style == TableItemStyle.numericTableItem:
                window.draw_chars(str(item.int_value), b.x, b.y)
            elif style in TEXT_STYLES:
                load = self.columns[column].load_data
                text = load(self, row, column, self.editable) if load is not None else ""
                note_width = tableNoteIndicatorWidth if style == TableItemStyle.textWithNoteTableItem else 0
                width = b.width - note_width
                window.draw_chars(fitting(window, text, width), b.x, b.y)
                if style == TableItemStyle.textWithNoteTableItem:
                    note = Rect(b.right - note_width + 1, b.y + 1, note_width - 2, b.height - 2)
                    window.draw_rectangle_frame(1, note)
            elif style == TableItemStyle.popupTriggerTableItem:
                lookup = self.list_item_text
                text = lookup(item.ptr, item.int_value) if lookup is not None and item.ptr else ""
                window.draw_chars(text, b.x + POPUP_TEXT_OFFSET, b.y)
                window.set_font(FontID.symbolFont)
                window.paint_chars(chr(symbolSmallDownArrow), b.x + 1, b.y + 1)
        finally:
            window.pop_draw_state()

    # -- the pen ---------------------------------------------------------------------------

    def tapped(self, row: int, column: int) -> None:
        """A tap lifted on an item: a check box toggles; any other item becomes the selection."""
        item = self.items[row][column]
        if item.style == TableItemStyle.checkboxTableItem:
            item.int_value = 0 if item.int_value else 1
            form = self.form
            if form is not None and form.visible and self.visible:
                self.draw_item(form.live_window, row, column)
            self.current_row, self.current_column = row, column
        else:
            self.select_item(row, column)


AnyFormObject = FormObject | Table
"""Every kind of object a form holds, tables included."""
