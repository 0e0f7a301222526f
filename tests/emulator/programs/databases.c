/* Databases and preferences that must survive a relaunch.
 *
 * Launch code 0x8001 (the first run) creates the database "EmuTestDB" with three records,
 * writes them with DmWrite and DmSet, resizes one, deletes another, and saves a preference;
 * launch code 0x8002 (a relaunch, a new emulator on the same data folder) checks that all of it
 * is there. Code 0x8003 writes through DmWrite out of bounds (a reported violation), 0x8004
 * stores into a locked record directly (the storage heap is write-protected). */
#include "check.h"

#define DB_NAME "EmuTestDB"
#define CREATOR fourcc('E', 'm', 'D', 'b')
#define TYPE fourcc('D', 'A', 'T', 'A')

typedef struct {
    UInt16 version;
    UInt32 score;
    Char name[8];
} Prefs;

static void write_record(DmOpenRef db, UInt16 index, const Char *text)
{
    MemHandle h = DmGetRecord(db, index);
    void *p;
    CHECK(h != NULL);
    p = MemHandleLock(h);
    CHECK(DmWrite(p, 0, text, StrLen(text) + 1) == errNone);
    MemHandleUnlock(h);
    CHECK(DmReleaseRecord(db, index, true) == errNone);
}

static void first_run(void)
{
    LocalID id;
    DmOpenRef db;
    UInt16 at;
    MemHandle h;
    UInt8 *p;
    Prefs prefs;
    UInt16 size = sizeof prefs;

    if ((id = DmFindDatabase(0, DB_NAME)) != 0)
        CHECK(DmDeleteDatabase(0, id) == errNone);
    CHECK(DmCreateDatabase(0, DB_NAME, CREATOR, TYPE, false) == errNone);
    CHECK(DmCreateDatabase(0, DB_NAME, CREATOR, TYPE, false) != errNone);  /* the name is taken */
    id = DmFindDatabase(0, DB_NAME);
    CHECK(id != 0);
    db = DmOpenDatabase(0, id, dmModeReadWrite);
    CHECK(db != NULL);
    for (at = 0; at < 3; at++) {
        UInt16 index = dmMaxRecordIndex;  /* at the end */
        h = DmNewRecord(db, &index, 16);
        CHECK(h != NULL && index == at);
        CHECK(DmReleaseRecord(db, index, true) == errNone);
    }
    CHECK(DmNumRecords(db) == 3);
    write_record(db, 0, "first");
    write_record(db, 1, "second");
    write_record(db, 2, "third");
    h = DmGetRecord(db, 2);
    p = MemHandleLock(h);
    CHECK(DmSet(p, 6, 10, 'x') == errNone);
    MemHandleUnlock(h);
    DmReleaseRecord(db, 2, true);
    CHECK(DmResizeRecord(db, 0, 40) != NULL);
    CHECK(DmRemoveRecord(db, 1) == errNone);
    CHECK(DmNumRecords(db) == 2);
    CHECK(DmCloseDatabase(db) == errNone);

    CHECK(PrefGetAppPreferences(CREATOR, 0, &prefs, &size, true) == noPreferenceFound);
    prefs.version = 7;
    prefs.score = 123456UL;
    StrCopy(prefs.name, "North");
    PrefSetAppPreferences(CREATOR, 0, 3, &prefs, sizeof prefs, true);
}

static void second_run(void)
{
    DmOpenRef db = DmOpenDatabaseByTypeCreator(TYPE, CREATOR, dmModeReadOnly);
    MemHandle h;
    Char *s;
    Prefs prefs;
    UInt16 size = sizeof prefs;

    CHECK(db != NULL);
    CHECK(DmNumRecords(db) == 2);
    h = DmQueryRecord(db, 0);
    CHECK(h != NULL && MemHandleSize(h) == 40);
    s = MemHandleLock(h);
    CHECK(streq(s, "first"));
    MemHandleUnlock(h);
    h = DmQueryRecord(db, 1);
    s = MemHandleLock(h);
    CHECK(streq(s, "third") && s[6] == 'x' && s[15] == 'x');
    MemHandleUnlock(h);
    CHECK(DmGetRecord(db, 0) == NULL);  /* opened read-only */
    CHECK(DmCloseDatabase(db) == errNone);

    CHECK(PrefGetAppPreferences(CREATOR, 0, &prefs, &size, true) == 3);
    CHECK(size == sizeof prefs && prefs.score == 123456UL && streq(prefs.name, "North"));
}

static void out_of_bounds(void)
{
    DmOpenRef db = DmOpenDatabaseByTypeCreator(TYPE, CREATOR, dmModeReadWrite);
    MemHandle h = DmGetRecord(db, 0);
    void *p = MemHandleLock(h);
    CHECK(DmWrite(p, 38, "toolong", 8) != errNone);  /* 40-byte record */
    MemHandleUnlock(h);
    DmReleaseRecord(db, 0, false);
    DmCloseDatabase(db);
}

static void direct_store(void)
{
    DmOpenRef db = DmOpenDatabaseByTypeCreator(TYPE, CREATOR, dmModeReadWrite);
    MemHandle h = DmGetRecord(db, 0);
    Char *p = MemHandleLock(h);
    p[0] = 'F';  /* a bus error on a device: the storage heap is write-protected */
    MemHandleUnlock(h);
    DmReleaseRecord(db, 0, true);
    DmCloseDatabase(db);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    (void)cmdPBP;
    (void)launchFlags;
    switch (cmd) {
    case 0x8001: first_run(); break;
    case 0x8002: second_run(); break;
    case 0x8003: out_of_bounds(); break;
    case 0x8004: direct_store(); break;
    default: break;
    }
    return 0;
}
