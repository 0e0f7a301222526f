"""Tables (``Table.h``), as the Palm OS reference describes them: items laid out in usable
columns and rows, drawn by their style (check box, label with its colon, number, text from the
column's load procedure, custom drawing), and tapped: ``tblEnterEvent``, then ``tblSelectEvent``
lifted on the item (a check box toggled) or ``tblExitEvent`` lifted elsewhere. A table in a
``tFRM`` (PilRC's ``TABLE``) becomes one through the compiled-resource adapter.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application
from palm_os.compiled import ui_table
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.tables import Table, TableColumn, TableRow
from palm_sdk.events import EventKind
from palm_sdk.tables import TableItemStyle
from prc_tools import formats as prc

MAIN, TABLE = 1000, 1001
MakeApp = Callable[..., Application]


def table_form() -> Form:
    columns = [TableColumn(12, 1, usable=True), TableColumn(40, 2, usable=True),
               TableColumn(30, 0, usable=False), TableColumn(50, 0, usable=True)]  # fmt: skip
    rows = [TableRow(id=i, height=12) for i in range(5)]
    return Form(MAIN, Rect(0, 0, 160, 160), objects=[Table(TABLE, Rect(10, 20, 120, 50), columns, rows)])


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(table_form())
    app.start(MAIN)
    return app


def test_items_are_laid_out_in_the_usable_columns_and_rows(app: Application) -> None:
    table = app.form(MAIN).objects[0]
    assert isinstance(table, Table)
    assert table.item_bounds(0, 0) == Rect(10, 20, 12, 12)
    assert table.item_bounds(1, 1) == Rect(23, 32, 40, 12)  # after column 0 and its spacing of 1
    assert table.item_bounds(0, 3) == Rect(65, 20, 50, 12)  # column 2 is not usable: it takes no room
    assert table.shown_rows() == [0, 1, 2, 3]  # a fifth row of 12 would pass the 50-pixel bounds
    table.rows[1].usable = False
    assert table.shown_rows() == [0, 2, 3, 4] and table.item_bounds(2, 0).y == 32
    assert table.item_at(11, 21) == (0, 0) and table.item_at(140, 21) is None
    assert table.last_usable_row() == 4


def test_a_tapped_check_box_toggles_and_posts_enter_then_select(app: Application) -> None:
    table = app.form(MAIN).objects[0]
    assert isinstance(table, Table)
    table.draw()
    before = app.screen.framebuffer.copy()
    app.log = []
    app.tap(12, 22)
    kinds = [e.kind for e in app.log]
    assert EventKind.tblEnterEvent in kinds and EventKind.tblSelectEvent in kinds
    select = next(e for e in app.log if e.kind == EventKind.tblSelectEvent)
    assert (select.control_id, select.row, select.column) == (TABLE, 0, 0)
    assert table.item(0, 0).int_value == 1 and app.screen.framebuffer != before  # drawn checked
    app.tap(12, 22)
    assert table.item(0, 0).int_value == 0 and app.screen.framebuffer == before


def test_lifted_elsewhere_posts_exit_and_an_unselectable_row_takes_no_tap(app: Application) -> None:
    table = app.form(MAIN).objects[0]
    assert isinstance(table, Table)
    table.set_item_style(1, 1, TableItemStyle.numericTableItem)
    app.log = []
    app.pen_down(30, 34)
    app.pen_up(150, 150)
    assert [e.kind for e in app.log if e.kind in (EventKind.tblSelectEvent, EventKind.tblExitEvent)] == [
        EventKind.tblExitEvent
    ]
    table.rows[2].selectable = False
    app.log = []
    app.tap(30, 46)
    assert not any(e.kind == EventKind.tblEnterEvent for e in app.log)


def test_items_draw_by_their_style(app: Application) -> None:
    table = app.form(MAIN).objects[0]
    assert isinstance(table, Table)
    drawn: list[tuple[int, int, Rect]] = []
    table.text_at = {0x100: "Name"}.get  # type: ignore[assignment]
    table.set_item_style(0, 1, TableItemStyle.labelTableItem)
    table.item(0, 1).ptr = 0x100
    table.set_item_style(0, 3, TableItemStyle.textTableItem)
    table.columns[3].load_data = lambda t, row, column, editable: "Hello"
    table.set_item_style(1, 3, TableItemStyle.customTableItem)
    table.columns[3].draw = lambda t, row, column, bounds: drawn.append((row, column, bounds))
    table.set_item_style(1, 1, TableItemStyle.numericTableItem)
    table.item(1, 1).int_value = 42
    table.draw()
    window = app.form(MAIN).live_window
    assert drawn == [(1, 3, Rect(65, 32, 50, 12))]
    label_width = window.fonts[0].text_width("Name:")
    ink = [x for x in range(23, 63) if any(app.screen.framebuffer.get_pixel(x, y) for y in range(20, 32))]
    assert ink and ink[-1] <= 62 and 62 - ink[0] < label_width + 2  # right-justified in its column
    pixel = app.screen.framebuffer.get_pixel
    text_ink = [x for x in range(65, 115) if any(pixel(x, y) for y in range(20, 32))]
    assert text_ink and text_ink[0] <= 66  # the loaded text, from the left
    assert table.visible and not any(r.invalid for r in table.rows[:4])
    table.mark_invalid(2)
    assert table.rows[2].invalid


def test_a_tfrm_table_becomes_a_screen_model_table() -> None:
    resource = prc.Table(
        TABLE, prc.Rect(0, 16, 160, 110),
        columns=(prc.TableColumn(20), prc.TableColumn(100)),
        rows=tuple(prc.TableRow() for _ in range(10)),
    )  # fmt: skip
    table = ui_table(resource)
    assert len(table.rows) == 10 and len(table.columns) == 2 and len(table.items) == 10
    assert all(len(cells) == 2 for cells in table.items)
    assert table.rows[0].height == 11 and table.rows[0].selectable and table.rows[0].usable
    assert not table.columns[0].usable  # until TblSetColumnUsable, as PilRC writes them
    assert table.usable  # FrmDrawForm draws it
