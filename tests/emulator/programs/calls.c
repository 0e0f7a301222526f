/* Calls of other people's applications, each checked as the Palm OS reference describes it:
 * DmQuickSort and DmInsertionSort with a 68k comparison function (deleted records kept at the
 * end), SysFormPointerArrayToStrings, the Palm OS 1.0 preference calls
 * (PrefSetAppPreferencesV10, PrefGetAppPreferencesV10: refused for another version),
 * SndPlaySmf and SndPlaySmfResource (a MIDI file accepted, anything else sndErrFormat); the
 * Exchange Manager: the program beams itself (ExgPut, ExgDBWrite with a write function calling
 * ExgSend, ExgDisconnect: a file in the data folder), and a database goes out to a buffer with
 * ExgDBWrite and comes back with ExgDBRead (refused while it exists and the delete function
 * says no, made again when it says yes).
 * Every check runs at frmOpenEvent; PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"
#include "records.h"

#define FORM 1000
#define MIDI_RESOURCE 1000

static Int16 descending(void *a, void *b)
{
    return StrCompare((const Char *)b, (const Char *)a);
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

typedef struct {
    MemHandle h;
    UInt32 used, read;
} Buffer;

static Err to_buffer(const void *data, UInt32 *size, void *user)
{
    Buffer *b = user;
    if (MemHandleResize(b->h, b->used + *size))
        return 1;
    MemMove((UInt8 *)MemHandleLock(b->h) + b->used, data, (Int32)*size);
    MemHandleUnlock(b->h);
    b->used += *size;
    return 0;
}

static Err from_buffer(void *data, UInt32 *size, void *user)
{
    Buffer *b = user;
    UInt32 n = b->used - b->read;
    if (n > *size)
        n = *size;
    MemMove(data, (UInt8 *)MemHandleLock(b->h) + b->read, (Int32)n);
    MemHandleUnlock(b->h);
    b->read += n;
    *size = n;
    return 0;
}

static Err to_socket(const void *data, UInt32 *size, void *user)
{
    Err err = 1;
    *size = ExgSend(user, data, *size, &err);
    return err;
}

static Boolean keep(void) { return false; }
static Boolean replace(void) { return true; }

static void exchange(void)
{
    UInt16 card = 0;
    LocalID self = 0, made = 0;
    DmOpenRef db;
    Boolean reset = true;
    ExgSocketType socket;
    Buffer buffer;
    /* the program beams itself */
    CHECK(SysCurAppDatabase(&card, &self) == 0);
    MemSet(&socket, sizeof socket, 0);
    socket.description = "Calls";
    socket.name = "Calls.prc";
    CHECK(ExgPut(&socket) == 0);
    CHECK(ExgDBWrite((ExgDBWriteProcPtr)to_socket, &socket, NULL, self, card) == 0);
    CHECK(ExgDisconnect(&socket, 0) == 0);
    /* a database out to a buffer and back */
    CHECK(DmCreateDatabase(0, "ExgDB", fourcc('E', 'm', 'C', 'l'), fourcc('D', 'A', 'T', 'A'), false) == 0);
    db = DmOpenDatabase(0, DmFindDatabase(0, "ExgDB"), dmModeReadWrite);
    add(db, "kept");
    DmCloseDatabase(db);
    buffer.h = MemHandleNew(1);
    buffer.used = buffer.read = 0;
    CHECK(ExgDBWrite((ExgDBWriteProcPtr)to_buffer, &buffer, "ExgDB", 0, 0) == 0);
    CHECK(buffer.used > 78);
    CHECK(ExgDBRead((ExgDBReadProcPtr)from_buffer, (ExgDBDeleteProcPtr)keep, &buffer, &made, 0, &reset, false)
          == dmErrAlreadyExists);
    buffer.read = 0;
    CHECK(ExgDBRead((ExgDBReadProcPtr)from_buffer, (ExgDBDeleteProcPtr)replace, &buffer, &made, 0, &reset, false)
          == 0);
    CHECK(made == DmFindDatabase(0, "ExgDB") && made != 0 && !reset);
    db = DmOpenDatabase(0, made, dmModeReadOnly);
    CHECK(DmNumRecords(db) == 1 && record_is(db, 0, "kept"));
    DmCloseDatabase(db);
    CHECK(DmDeleteDatabase(0, made) == 0);
    MemHandleFree(buffer.h);
}

static void checks(void)
{
    sorts();
    string_arrays();
    preferences();
    midi();
    exchange();
}

CHECKS_PROGRAM(FORM, checks)
