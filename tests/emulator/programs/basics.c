/* Memory, strings, time, features, random numbers and the launch protocol, each checked.
 *
 * Launch code 0 runs every check; the tests also launch it with other codes, for which a Palm
 * OS application must return at once (it returns the code plus 1000 to prove it ran). */
#include "check.h"

static void memory(void)
{
    MemPtr p = MemPtrNew(100);
    MemHandle h;
    Char *s;
    UInt32 free, max;

    CHECK(p != NULL);
    CHECK(MemPtrSize(p) == 100);
    MemSet(p, 100, 0xA5);
    CHECK(((UInt8 *)p)[99] == 0xA5);
    CHECK(MemPtrResize(p, 50) == errNone && MemPtrSize(p) == 50);
    CHECK(MemPtrFree(p) == errNone);

    h = MemHandleNew(16);
    CHECK(h != NULL && MemHandleSize(h) == 16);
    s = MemHandleLock(h);
    CHECK(s != NULL && MemHandleLockCount(h) == 1);
    StrCopy(s, "palm");
    CHECK(MemPtrRecoverHandle(s) == h);
    CHECK(MemHandleUnlock(h) == errNone);
    CHECK(MemHandleResize(h, 4000) == errNone && MemHandleSize(h) == 4000);
    s = MemHandleLock(h);
    CHECK(streq(s, "palm"));  /* a moved chunk keeps its bytes */
    MemHandleUnlock(h);
    CHECK(MemHandleFree(h) == errNone);

    CHECK(MemHeapFreeBytes(0, &free, &max) == errNone && free > 8000 && max <= free);
    CHECK(MemPtrNew(200000) == NULL);  /* more than the dynamic heap */
}

static void strings(void)
{
    Char buf[64];
    Char num[12];

    CHECK(StrLen("") == 0 && StrLen("Pitch") == 5);
    StrCopy(buf, "High");
    StrCat(buf, "-Low");
    CHECK(streq(buf, "High-Low"));
    CHECK(StrCompare("Jack", "Game") > 0 && StrCompare("A", "B") < 0);
    CHECK(StrCaselessCompare("SMUDGE", "smudge") == 0);
    CHECK(StrNCompare("setback", "setup", 3) == 0);
    CHECK(StrAToI("-21") == -21 && StrAToI("42abc") == 42);
    /* CRC-16/CCITT with a seed, continued block by block (the saves' checksum) */
    CHECK(Crc16CalcBlock("123456789", 9, 0) == 0x31C3);
    CHECK(Crc16CalcBlock("6789", 4, Crc16CalcBlock("12345", 5, 0)) == 0x31C3);
    StrIToA(num, -123456L);
    CHECK(streq(num, "-123456"));
    CHECK(StrChr(buf, '-') == buf + 4 && StrStr(buf, "Low") == buf + 5);
    StrPrintF(buf, "%ld-%lu %s %lx|%5ld|%-3ld|", -7L, 40000UL, "bid", 0xBEEFUL, 21L, 3L);
    CHECK(streq(buf, "-7-40000 bid beef|   21|3  |"));
    StrNCopy(buf, "abcdef", 3);
    buf[3] = 0;
    CHECK(streq(buf, "abc"));
}

static UInt32 mul(UInt32 a, UInt32 b) { return a * b; }
static Int32 quo(Int32 a, Int32 b) { return a / b; }
static Int32 rem(Int32 a, Int32 b) { return a % b; }

static void arithmetic(void)
{
    /* __mulsi3, __divsi3, __modsi3 of the runtime (no 68020 instructions). */
    volatile UInt32 big = 123456789UL;
    CHECK(mul(big, 1000) == 123456789000ULL % 4294967296ULL);
    CHECK(quo(-100, 7) == -14 && rem(-100, 7) == -2);
    CHECK(big / 10 == 12345678UL && big % 10 == 9);
}

static void time_and_features(void)
{
    UInt32 rom = 0, value = 0;
    UInt32 t0 = TimGetTicks();
    DateTimeType dt;

    CHECK(FtrGet(sysFtrCreator, sysFtrNumROMVersion, &rom) == errNone && rom == ROM_VERSION_35);
    CHECK(FtrGet(fourcc('T', 'e', 's', 't'), 7, &value) != errNone);
    CHECK(FtrSet(fourcc('T', 'e', 's', 't'), 7, 0xCAFEUL) == errNone);
    CHECK(FtrGet(fourcc('T', 'e', 's', 't'), 7, &value) == errNone && value == 0xCAFEUL);
    CHECK(SysTicksPerSecond() == 100);
    SysTaskDelay(50);
    CHECK(TimGetTicks() == t0 + 50);
    TimSecondsToDateTime(TimGetSeconds(), &dt);
    CHECK(dt.year >= 2001 && dt.month >= 1 && dt.month <= 12);
    CHECK(TimDateTimeToSeconds(&dt) == TimGetSeconds());
    CHECK(DaysInMonth(2, 2000) == 29 && DayOfWeek(1, 1, 2001) == 1);
}

static void polling_and_preferences(void)
{
    EventType event;
    UInt32 t0 = TimGetTicks();
    UInt8 prefs[86];  /* SystemPreferencesType of Palm OS 3.5 */
    UInt16 i;

    for (i = 0; i < 3; i++) {
        EvtGetEvent(&event, evtNoWait);
        CHECK(event.eType == nilEvent);
    }
    CHECK(TimGetTicks() == t0 + 3);  /* each poll with nothing queued takes a tick */
    CHECK(PrefGetPreference(prefVersion) == preferenceDataVer8);
    CHECK(PrefGetPreference(prefAutoOffDurationSecs) == 120);
    CHECK(PrefGetPreference(prefCountry) == 23);  /* cUnitedStates */
    PrefGetPreferences((SystemPreferencesPtr)prefs);
    CHECK(prefs[0] == 0 && prefs[1] == preferenceDataVer8 && prefs[2] == 23);
    CHECK(prefs[84] == 0 && prefs[85] == 120);  /* autoOffDurationSecs, the last field */
}

static void random_numbers(void)
{
    Int16 a = SysRandom(1234), b = SysRandom(0), c;
    CHECK(a >= 0 && b >= 0);
    c = SysRandom(1234);
    CHECK(c == a);  /* the same seed gives the same sequence */
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    (void)cmdPBP;
    if (cmd != 0)
        return (UInt32)cmd + 1000;
    CHECK(launchFlags & sysAppLaunchFlagNewGlobals);
    memory();
    strings();
    arithmetic();
    time_and_features();
    polling_and_preferences();
    random_numbers();
    return 0;
}
