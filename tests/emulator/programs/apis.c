/* Apis: the calls of other people's applications, each checked as the Palm OS reference
 * describes it: the Rectangle utilities, local IDs, the UI colour table, DmDatabaseSize,
 * DmFindSortPosition, DmNewHandle(NULL), DmSetDatabaseInfo, the field's bounds, attributes and
 * FldDelete, LstScrollList, AlmSetAlarm/AlmGetAlarm. Every check runs at frmOpenEvent (a failed
 * one stops the program with its line); the About button shows AbtShowAbout's dialog.
 * FldInsert, the insertion point and the selection are checked in field_and_list as well.
 * PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"
#include "records.h"

#define FORM 1000
#define FIELD 1001
#define LIST 1002
#define ABOUT 1003

#define memIDPtr 0
#define memIDHandle 1
#define UIObjectFrame 0
#define UIObjectFill 1
#define UIFieldText 11
#define winUp 0
#define winDown 1

#define FLD_USABLE 0x8000
#define FLD_EDITABLE 0x2000
#define FLD_SINGLE_LINE 0x1000
#define FLD_UNDERLINED 0x00C0
#define FLD_NUMERIC 0x0002

static int rect_is(const RectangleType *r, Coord x, Coord y, Coord w, Coord h)
{
    return r->topLeft.x == x && r->topLeft.y == y && r->extent.x == w && r->extent.y == h;
}

static void rectangles(void)
{
    RectangleType r, s, t;
    RctSetRectangle(&r, 10, 20, 30, 40);
    CHECK(rect_is(&r, 10, 20, 30, 40));
    CHECK(RctPtInRectangle(10, 20, &r) && RctPtInRectangle(39, 59, &r));
    CHECK(!RctPtInRectangle(40, 20, &r) && !RctPtInRectangle(10, 60, &r) && !RctPtInRectangle(9, 20, &r));
    RctCopyRectangle(&r, &s);
    CHECK(rect_is(&s, 10, 20, 30, 40));
    RctInsetRectangle(&s, 2);
    CHECK(rect_is(&s, 12, 22, 26, 36));
    RctOffsetRectangle(&s, -12, 3);
    CHECK(rect_is(&s, 0, 25, 26, 36));
    RctGetIntersection(&r, &s, &t);
    CHECK(rect_is(&t, 10, 25, 16, 35));
    RctSetRectangle(&s, 100, 100, 5, 5);
    RctGetIntersection(&r, &s, &t);
    CHECK(t.extent.x == 0 && t.extent.y == 0);
    RctSetRectangle(&s, 5, 5, 0, 0);
    CHECK(!RctPtInRectangle(5, 5, &s));
}

static void local_ids(void)
{
    MemHandle h = MemHandleNew(10);
    LocalID id = MemHandleToLocalID(h);
    MemPtr p = MemPtrNew(8);
    LocalID pid = MemPtrToLocalID(p);
    Char *locked;

    CHECK(h != NULL && id != 0);
    CHECK(MemLocalIDKind(id) == memIDHandle);
    CHECK(MemLocalIDToGlobal(id, 0) == (MemPtr)h);
    locked = MemLocalIDToLockedPtr(id, 0);
    CHECK(locked != NULL && MemHandleLockCount(h) == 1);
    CHECK(MemLocalIDToPtr(id, 0) == locked);
    MemHandleUnlock(h);
    MemHandleFree(h);
    CHECK(MemLocalIDKind(pid) == memIDPtr && MemLocalIDToGlobal(pid, 0) == p && MemLocalIDToLockedPtr(pid, 0) == p);
    MemPtrFree(p);
}

static void ui_colors(void)
{
    UInt8 rgb[4] = {9, 9, 9, 9};
    UInt8 white[4] = {0, 255, 255, 255};
    CHECK(UIColorGetTableEntryIndex(UIObjectFrame) == 1); /* black, on a one-bit screen */
    CHECK(UIColorGetTableEntryIndex(UIObjectFill) == 0);  /* white */
    UIColorGetTableEntryRGB(UIFieldText, (RGBColorType *)rgb);
    CHECK(rgb[0] == 1 && rgb[1] == 0 && rgb[2] == 0 && rgb[3] == 0);
    CHECK(UIColorPushTable() == 0);
    CHECK(UIColorSetTableEntry(UIObjectFrame, (RGBColorType *)white) == 0);
    CHECK(UIColorGetTableEntryIndex(UIObjectFrame) == 0);
    CHECK(UIColorPopTable() == 0);
    CHECK(UIColorGetTableEntryIndex(UIObjectFrame) == 1);
}

static void databases(void)
{
    LocalID id;
    DmOpenRef db;
    UInt32 records = 0, total = 0, data = 0;
    UInt16 version = 7, read_version = 0;
    MemHandle loose;

    CHECK(DmCreateDatabase(0, "ApisDB", fourcc('E', 'm', 'A', 'p'), fourcc('D', 'A', 'T', 'A'), false) == 0);
    id = DmFindDatabase(0, "ApisDB");
    CHECK(id != 0);
    CHECK(DmSetDatabaseInfo(0, id, NULL, NULL, &version, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL) == 0);
    DmDatabaseInfo(0, id, NULL, NULL, &read_version, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    CHECK(read_version == 7);
    db = DmOpenDatabase(0, id, dmModeReadWrite);
    add(db, "bb");
    add(db, "dddd");
    CHECK(DmDatabaseSize(0, id, &records, &total, &data) == 0);
    CHECK(records == 2 && data == 8 && total == 78 + 2 * 8 + 2 + 8);
    CHECK(DmFindSortPosition(db, "a", NULL, (DmComparF *)ascending, 0) == 0);
    CHECK(DmFindSortPosition(db, "c", NULL, (DmComparF *)ascending, 0) == 1);
    CHECK(DmFindSortPosition(db, "dddd", NULL, (DmComparF *)ascending, 0) == 2); /* after the equal one */
    CHECK(DmFindSortPosition(db, "e", NULL, (DmComparF *)ascending, 0) == 2);
    CHECK(DmFindSortPositionV10(db, "c", (DmComparF *)ascending, 0) == 1);
    loose = DmNewHandle(NULL, 16); /* in the storage heap, attached to no database yet */
    CHECK(loose != NULL && MemHandleSize(loose) == 16);
    DmCloseDatabase(db);
    CHECK(DmDeleteDatabase(0, id) == 0);
}

static void alarms(void)
{
    UInt16 card;
    LocalID app;
    UInt32 ref = 0, when = TimGetSeconds() + 60;
    SysCurAppDatabase(&card, &app);
    CHECK(AlmGetAlarm(card, app, &ref) == 0);
    CHECK(AlmSetAlarm(card, app, 7, when, false) == 0);
    CHECK(AlmGetAlarm(card, app, &ref) == when && ref == 7);
    CHECK(AlmSetAlarm(card, app, 0, 0, false) == 0);
    CHECK(AlmGetAlarm(card, app, &ref) == 0);
}

static void *object(UInt16 id)
{
    FormType *frm = FrmGetActiveForm();
    return FrmGetObjectPtr(frm, FrmGetObjectIndex(frm, id));
}

static void field_and_list(void)
{
    FieldType *fld = object(FIELD);
    ListType *lst = object(LIST);
    RectangleType r;
    UInt16 attr = 0;
    MemHandle text = MemHandleNew(20);
    Char *p = MemHandleLock(text);

    FldGetBounds(fld, &r);
    CHECK(rect_is(&r, 4, 20, 120, 12));
    FldGetAttributes(fld, (FieldAttrPtr)&attr);
    CHECK((attr & (FLD_USABLE | FLD_EDITABLE | FLD_SINGLE_LINE)) == (FLD_USABLE | FLD_EDITABLE | FLD_SINGLE_LINE));
    CHECK((attr & FLD_UNDERLINED) == 0x0040 && !(attr & FLD_NUMERIC)); /* grayUnderline */
    attr |= FLD_NUMERIC;
    FldSetAttributes(fld, (FieldAttrType *)&attr);
    attr = 0;
    FldGetAttributes(fld, (FieldAttrPtr)&attr);
    CHECK(attr & FLD_NUMERIC);

    StrCopy(p, "Hello world");
    MemHandleUnlock(text);
    FldSetTextHandle(fld, text);
    FldDelete(fld, 5, 11);
    CHECK(FldGetTextLength(fld) == 5);
    CHECK(streq(MemHandleLock(text), "Hello"));
    MemHandleUnlock(text);
    FldSetTextHandle(fld, NULL); /* the text is the program's again: it frees it */
    MemHandleFree(text);

    /* FldInsert into a field without text (it gets a handle of its own), at the insertion
     * point, over a selection; refused past maxChars */
    CHECK(FldGetMaxChars(fld) == 40);
    CHECK(FldInsert(fld, "abc", 3));
    CHECK(streq(FldGetTextPtr(fld), "abc") && FldGetInsPtPosition(fld) == 3 && FldDirty(fld));
    CHECK(FldGetTextHandle(fld) != NULL);
    FldSetInsPtPosition(fld, 1);
    CHECK(FldInsert(fld, "XY", 2) && streq(FldGetTextPtr(fld), "aXYbc") && FldGetInsPtPosition(fld) == 3);
    FldSetSelection(fld, 0, 3);
    {
        UInt16 start = 9, end = 9;
        FldGetSelection(fld, &start, &end);
        CHECK(start == 0 && end == 3);
        CHECK(FldInsert(fld, "-", 1) && streq(FldGetTextPtr(fld), "-bc"));
        FldGetSelection(fld, &start, &end);
        CHECK(start == 1 && end == 1);
    }
    FldSetMaxChars(fld, 5);
    CHECK(!FldInsert(fld, "long", 4) && FldGetTextLength(fld) == 3);
    FldSetDirty(fld, false);
    CHECK(!FldDirty(fld));
    FldFreeMemory(fld);
    CHECK(FldGetTextHandle(fld) == NULL && FldGetTextLength(fld) == 0);

    CHECK(!LstScrollList(lst, winUp, 1));     /* already at the top */
    CHECK(LstScrollList(lst, winDown, 3));
    CHECK(LstScrollList(lst, winDown, 100));  /* to "six", the last four shown */
    CHECK(!LstScrollList(lst, winDown, 1));
    CHECK(LstScrollList(lst, winUp, 100));
    CHECK(!LstScrollList(lst, winUp, 1));
}

static Boolean handler(EventType *e)
{
    if (e->eType == frmOpenEvent) {
        rectangles();
        local_ids();
        ui_colors();
        databases();
        alarms();
        FrmDrawForm(FrmGetActiveForm());
        field_and_list();
        return true;
    }
    if (e->eType == ctlSelectEvent && e->data.ctlSelect.controlID == ABOUT) {
        AbtShowAbout(fourcc('E', 'm', 'A', 'p'));
        return true;
    }
    return false;
}

FORM_PROGRAM(FORM, handler)
