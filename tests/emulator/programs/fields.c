/* Fields: a display field of several lines that scrolls by whole lines (FldGetScrollValues,
 * FldGetVisibleLines, FldScrollable, FldScrollField), as a Rules or Help text scrolls.
 *
 * At frmOpenEvent the program shows a text of ten lines in a field four lines high and checks
 * what the scroll calls report and do at either end; then it leaves the text scrolled to its
 * second line. Each tap on Down scrolls one line further (the tests read the field's first line
 * on the screen model). PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000
#define FIELD 1001
#define BAR 1002
#define DOWN 1003

static const Char text[] = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten";

static FieldType *field(void)
{
    FormType *frm = FrmGetActiveForm();
    return FrmGetObjectPtr(frm, FrmGetObjectIndex(frm, FIELD));
}

static UInt16 first_line(void)
{
    UInt16 pos = 0xFFFF, lines = 0, visible = 0;
    FldGetScrollValues(field(), &pos, &lines, &visible);
    return pos;
}

static void checks(void)
{
    FieldType *fld = field();
    UInt16 pos = 0xFFFF, lines = 0, visible = 0;

    FldSetTextPtr(fld, (Char *)text);
    FldGetScrollValues(fld, &pos, &lines, &visible);
    CHECK(pos == 0 && lines == 10 && visible == 4);
    CHECK(FldGetVisibleLines(fld) == 4);
    CHECK(!FldScrollable(fld, winUp) && FldScrollable(fld, winDown));
    FldScrollField(fld, 2, winDown);
    CHECK(first_line() == 2);
    FldScrollField(fld, 100, winDown); /* as far as the text goes: its last line at the bottom */
    CHECK(first_line() == 6 && FldScrollable(fld, winUp) && !FldScrollable(fld, winDown));
    FldScrollField(fld, 100, winUp);
    CHECK(first_line() == 0);
    FldScrollField(fld, 1, winDown);
    CHECK(first_line() == 1);
}

static Boolean handler(EventType *e)
{
    if (e->eType == frmOpenEvent) {
        checks();
        FrmDrawForm(FrmGetActiveForm());
        return true;
    }
    if (e->eType == ctlSelectEvent && e->data.ctlSelect.controlID == DOWN) {
        FldScrollField(field(), 1, winDown);
        return true;
    }
    return false;
}

FORM_PROGRAM(FORM, handler)
