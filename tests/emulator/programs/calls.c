/* Calls of other people's applications, each checked as the Palm OS reference describes it:
 * DmQuickSort and DmInsertionSort with a 68k comparison function (deleted records kept at the
 * end), SysFormPointerArrayToStrings, the Palm OS 1.0 preference calls
 * (PrefSetAppPreferencesV10, PrefGetAppPreferencesV10: refused for another version),
 * SndPlaySmf and SndPlaySmfResource (a MIDI file accepted, anything else sndErrFormat).
 * Every check runs at frmOpenEvent; PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000
#define MIDI_RESOURCE 1000

static Int16 ascending(void *a, void *b)
{
    return StrCompare((const Char *)a, (const Char *)b);
}

static Int16 descending(void *a, void *b)
{
    return StrCompare((const Char *)b, (const Char *)a);
}

static void add(DmOpenRef db, const Char *text)
{
    UInt16 at = dmMaxRecordIndex;
    UInt16 size = (UInt16)(StrLen(text) + 1);
    MemHandle h = DmNewRecord(db, &at, size);
    DmWrite(MemHandleLock(h), 0, text, size);
    MemHandleUnlock(h);
    DmReleaseRecord(db, at, true);
}

static int record_is(DmOpenRef db, UInt16 index, const Char *text)
{
    MemHandle h = DmQueryRecord(db, index);
    int same = h != NULL && streq(MemHandleLock(h), text);
    if (h != NULL)
        MemHandleUnlock(h);
    return same;
}

static void sorts(void)
{
    LocalID id;
    DmOpenRef db;
    UInt16 attributes = 0;
    CHECK(DmCreateDatabase(0, "CallsDB", fourcc('E', 'm', 'C', 'l'), fourcc('D', 'A', 'T', 'A'), false) == 0);
    id = DmFindDatabase(0, "CallsDB");
    db = DmOpenDatabase(0, id, dmModeReadWrite);
    add(db, "pear");
    add(db, "apple");
    add(db, "zucchini"); /* deleted below: it stays last */
    add(db, "fig");
    CHECK(DmDeleteRecord(db, 2) == 0);
    CHECK(DmQuickSort(db, (DmComparF *)ascending, 0) == 0);
    CHECK(record_is(db, 0, "apple") && record_is(db, 1, "fig") && record_is(db, 2, "pear"));
    DmRecordInfo(db, 3, &attributes, NULL, NULL);
    CHECK(attributes & dmRecAttrDelete);
    CHECK(DmInsertionSort(db, (DmComparF *)descending, 0) == 0);
    CHECK(record_is(db, 0, "pear") && record_is(db, 1, "fig") && record_is(db, 2, "apple"));
    DmCloseDatabase(db);
    CHECK(DmDeleteDatabase(0, id) == 0);
}

static void string_arrays(void)
{
    static const Char packed[] = "one\0two\0three";
    MemHandle h = SysFormPointerArrayToStrings((Char *)packed, 3);
    Char **items;
    CHECK(h != NULL && MemHandleSize(h) == 3 * sizeof(Char *));
    items = MemHandleLock(h);
    CHECK(items[0] == packed && streq(items[1], "two") && streq(items[2], "three"));
    MemHandleUnlock(h);
    MemHandleFree(h);
}

static void preferences(void)
{
    UInt32 value = 0x12345678, read = 0;
    PrefSetAppPreferencesV10(fourcc('E', 'm', 'C', 'l'), 3, &value, sizeof value);
    CHECK(PrefGetAppPreferencesV10(fourcc('E', 'm', 'C', 'l'), 3, &read, sizeof read) && read == value);
    CHECK(!PrefGetAppPreferencesV10(fourcc('E', 'm', 'C', 'l'), 4, &read, sizeof read)); /* another version */
    CHECK(!PrefGetAppPreferencesV10(fourcc('N', 'o', 'n', 'e'), 3, &read, sizeof read));
}

static void midi(void)
{
    static const UInt8 song[] = {'M', 'T', 'h', 'd', 0, 0, 0, 6, 0, 0, 0, 1, 0, 96,
                                 'M', 'T', 'r', 'k', 0, 0, 0, 4, 0, 0xFF, 0x2F, 0};
    static const UInt8 noise[] = "RIFF and other things";
    CHECK(SndPlaySmf(NULL, 1, (UInt8 *)song, NULL, NULL, NULL, false) == 0);
    CHECK(SndPlaySmf(NULL, 1, (UInt8 *)noise, NULL, NULL, NULL, false) == sndErrFormat);
    CHECK(SndPlaySmfResource(fourcc('M', 'I', 'D', 'I'), MIDI_RESOURCE, 0) == 0);
    CHECK(SndPlaySmfResource(fourcc('M', 'I', 'D', 'I'), 999, 0) == sndErrBadParam);
}

static Boolean handler(EventType *e)
{
    if (e->eType == frmOpenEvent) {
        sorts();
        string_arrays();
        preferences();
        midi();
        FrmDrawForm(FrmGetActiveForm());
        return true;
    }
    return false;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    (void)cmdPBP;
    (void)launchFlags;
    return form_program(cmd, FORM, handler);
}
