/* Tables and sliders: the Table Manager's calls on a table of the form's tFRM (check boxes,
 * labels, custom-drawn items with a draw procedure in 68k code, a text column whose text comes
 * from a load-data procedure), checked as the Palm OS reference describes them at frmOpenEvent;
 * the events of a tap on the table (tblSelectEvent with its row and column) and of the feedback
 * slider (ctlRepeatEvent while it moves, ctlSelectEvent with its value) are written into the
 * status label; the number of items the draw procedure drew into the other label.
 *
 * The program keeps no globals: its counts are in features. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000
#define TABLE 1001
#define SLIDER 1002
#define STATUS 1003
#define DRAWN 1004
#define CREATOR fourcc('E', 'm', 'T', 'b')
#define FEATURE_DRAWN 1
#define FEATURE_REPEATS 2
#define FEATURE_TEXT 3
#define ROWS 6
#include "features.h"

/* The custom draw procedure: a frame around the item and its row number; counts its calls. */
void draw_cell(void *table, Int32 row, Int32 column, RectangleType *bounds)
{
    Char text[8];
    RectangleType r = *bounds;
    CHECK(column == 2 && table != NULL);
    set(FEATURE_DRAWN, get(FEATURE_DRAWN) + 1);
    r.topLeft.x += 1;
    r.topLeft.y += 1;
    r.extent.x -= 2;
    r.extent.y -= 2;
    WinDrawRectangleFrame(simpleFrame, &r);
    StrPrintF(text, "%ld", row);
    WinDrawChars(text, StrLen(text), r.topLeft.x + 2, r.topLeft.y);
}
/* Palm OS calls it as void (*)(void *tableP, Int16 row, Int16 column, RectangleType *bounds). */
__asm__(".text\n\t.even\n"
        "draw_adapter:\n\t"
        "move.l 12(%sp),-(%sp)\n\t"   /* bounds: Palm offset 8 */
        "move.w 14(%sp),%d0\n\t"      /* column: Palm offset 6, +4 */
        "ext.l %d0\n\t"
        "move.l %d0,-(%sp)\n\t"
        "move.w 16(%sp),%d0\n\t"      /* row: Palm offset 4, +8 */
        "ext.l %d0\n\t"
        "move.l %d0,-(%sp)\n\t"
        "move.l 16(%sp),-(%sp)\n\t"   /* tableP: Palm offset 0, +12 */
        "bsr.w draw_cell\n\t"
        "lea 16(%sp),%sp\n\t"
        "rts");
extern void draw_adapter(void);

static void count_label(FormType *frm)
{
    Char text[24];
    StrPrintF(text, "drawn %lu", get(FEATURE_DRAWN));
    FrmCopyLabel(frm, DRAWN, text);
}

static void table_calls(FormType *frm)
{
    void *t = object(frm, TABLE);
    RectangleType r;
    Int16 row, column;
    UInt16 min, max, page, value;
    UInt16 new_max = 40, new_value = 30;
    ControlType *slider = object(frm, SLIDER);

    CHECK(TblGetNumberOfRows(t) == ROWS);
    for (row = 0; row < ROWS; row++) {
        TblSetItemStyle(t, row, 0, checkboxTableItem);
        TblSetItemInt(t, row, 0, row & 1);
        TblSetItemStyle(t, row, 1, labelTableItem);
        TblSetItemPtr(t, row, 1, "Row");
        TblSetItemStyle(t, row, 2, customTableItem);
        TblSetRowID(t, row, 100 + row);
        TblSetRowData(t, row, 0x10000L * row);
        TblSetRowUsable(t, row, row < ROWS - 1);
    }
    for (column = 0; column < 3; column++)
        TblSetColumnUsable(t, column, true);
    TblSetCustomDrawProcedure(t, 2, (void *)draw_adapter);
    CHECK(TblGetItemInt(t, 3, 0) == 1 && TblGetItemInt(t, 2, 0) == 0);
    CHECK(StrCompare(TblGetItemPtr(t, 4, 1), "Row") == 0);
    CHECK(TblGetLastUsableRow(t) == ROWS - 2);
    CHECK(TblRowUsable(t, 0) && !TblRowUsable(t, ROWS - 1));
    CHECK(TblGetRowID(t, 2) == 102 && TblGetRowData(t, 3) == 0x30000L);
    CHECK(TblFindRowID(t, 104, &row) && row == 4);
    CHECK(TblFindRowData(t, 0x20000L, &row) && row == 2);
    CHECK(!TblFindRowID(t, 999, &row));
    CHECK(TblGetColumnWidth(t, 1) == 50 && TblGetColumnSpacing(t, 1) == 1);
    CHECK(TblGetRowHeight(t, 0) == 11);
    TblGetBounds(t, &r);
    CHECK(r.topLeft.x == 0 && r.topLeft.y == 16 && r.extent.x == 150 && r.extent.y == 66);
    TblGetItemBounds(t, 1, 1, &r);
    CHECK(r.topLeft.x == 13 && r.topLeft.y == 27 && r.extent.x == 50 && r.extent.y == 11);
    CHECK(!TblEditing(t) && TblGetCurrentField(t) == NULL);
    CHECK(!TblGetSelection(t, &row, &column));
    TblSetItemFont(t, 0, 1, boldFont);
    CHECK(TblGetItemFont(t, 0, 1) == boldFont);
    TblSetItemFont(t, 0, 1, stdFont);

    CtlGetSliderValues(slider, &min, &max, &page, &value);
    CHECK(min == 0 && max == 20 && page == 5 && value == 10);
    CHECK(CtlGetValue(slider) == 10);
    CtlSetSliderValues(slider, NULL, &new_max, NULL, &new_value);
    CtlGetSliderValues(slider, NULL, &max, NULL, &value);
    CHECK(max == 40 && value == 30 && CtlGetValue(slider) == 30);
}

static Boolean main_handler(EventType *e)
{
    FormType *frm = FrmGetActiveForm();
    Char text[32];

    switch (e->eType) {
    case frmOpenEvent:
        table_calls(frm);
        FrmDrawForm(frm);
        count_label(frm);
        return true;
    case tblSelectEvent:
        CHECK(e->data.tblSelect.tableID == TABLE && e->data.tblSelect.pTable == object(frm, TABLE));
        StrPrintF(text, "select %ld %ld %ld", (Int32)e->data.tblSelect.row, (Int32)e->data.tblSelect.column,
                  (Int32)TblGetItemInt(e->data.tblSelect.pTable, e->data.tblSelect.row, 0));
        FrmCopyLabel(frm, STATUS, text);
        count_label(frm);
        return false;
    case ctlRepeatEvent:
        if (e->data.ctlRepeat.controlID == SLIDER)
            set(FEATURE_REPEATS, get(FEATURE_REPEATS) + 1);
        return false;
    case ctlSelectEvent:
        if (e->data.ctlSelect.controlID == SLIDER) {
            StrPrintF(text, "slider %lu after %lu", (UInt32)e->data.ctlSelect.value, get(FEATURE_REPEATS));
            FrmCopyLabel(frm, STATUS, text);
            return true;
        }
        return false;
    default:
        return false;
    }
}

FORM_PROGRAM(FORM, main_handler)
