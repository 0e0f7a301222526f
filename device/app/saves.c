/* saves.c: the saved game, preferences and statistics as Palm databases (see saves.h; the
 * layouts are savedata.py's docstring, field for field). Records are read byte by byte and
 * written a field at a time (big-endian, as the 68000 stores them), so no structure layout of the
 * compiler's is assumed. */
#include "saves.h"

#include "rulesets.h"
#include "session.h"

/* The records' versions and offsets (GAME_*, PREFS_*, STATS_*) are saves_layout.h's, generated
 * from savedata.py; UNDO_USED is a Boolean's true. */
#define MAX_STEPS 0xFFFFu
#define STAT_COUNTERS (LEVEL_COUNT * STATS_LEVEL_COUNTERS)
_Static_assert(sizeof(LevelStats) == STATS_LEVEL_SIZE, "a level's counters as the record has them");

/* Each database's name and type, by DB_*. */
static const Char dbNames[DB_COUNT][16] = {"PitchPrefs-PPch", "PitchStats-PPch", "PitchSave-PPch"};
static const UInt32 dbTypes[DB_COUNT] = {0x50726566UL /* 'Pref' */, 0x53746174UL /* 'Stat' */,
                                         0x53617665UL /* 'Save' */};

const Char *saves_name(UInt8 db)
{
    return dbNames[db];
}

/* -- bytes ------------------------------------------------------------------------------- */

static UInt16 get16(const UInt8 *p) { return (UInt16)(p[0] << 8 | p[1]); }
static UInt32 get32(const UInt8 *p) { return (UInt32)get16(p) << 16 | get16(p + 2); }

/* The 68000 is big-endian, so a field is stored as it is in memory. Every UInt16 and UInt32 of
 * the layouts is at an even offset, and the buffers written are aligned to 2 (ALIGNED): a 68000
 * faults on a word at an odd address. */
#define ALIGNED __attribute__((aligned(2)))

static void put16(UInt8 *p, UInt16 v)
{
    *(UInt16 *)(void *)p = v;
}

static void put32(UInt8 *p, UInt32 v)
{
    *(UInt32 *)(void *)p = v;
}

/* A ruleset name of a record: 32 bytes, NUL-padded ASCII (savedata.AsciiName and _check_name). */
static Boolean get_name(const UInt8 *p, Char *out)
{
    UInt8 length = NAME_SIZE, i;
    while (length > 0 && p[length - 1] == 0)
        length--;
    if (length >= NAME_SIZE)
        return false;
    for (i = 0; i < length; i++) {
        if (p[i] == 0 || p[i] >= 0x80)
            return false;
        out[i] = (Char)p[i];
    }
    out[length] = 0;
    return true;
}

static void put_name(UInt8 *p, const Char *name)
{
    MemSet(p, NAME_SIZE, 0);
    StrNCopy((Char *)p, name, NAME_SIZE); /* (a name has fewer than NAME_SIZE characters) */
}

/* The checks every record shares (savedata._SavedRecord.from_record): the header, a version this
 * Pitch reads, the checksum. CAUSE_* or 0xFF when they pass. */
static UInt8 check_header(const UInt8 *p, UInt32 size, UInt16 newest)
{
    UInt16 version;
    if (size < RECORD_HEADER_SIZE)
        return CAUSE_TRUNCATED;
    version = get16(p + RECORD_FORMAT_VERSION);
    if (version > newest)
        return CAUSE_NEWER;
    if (version == 0)
        return CAUSE_DAMAGED;
    if (Crc16CalcBlock(p + RECORD_HEADER_SIZE, (UInt16)(size - RECORD_HEADER_SIZE), 0) != get16(p + RECORD_CRC))
        return CAUSE_CHECKSUM;
    return 0xFF;
}

/* -- databases --------------------------------------------------------------------------- */

/* A database's name, attributes or version set (what is NULL stays); one call site of the trap,
 * whose thirteen arguments are costly to push. */
__attribute__((noinline)) static void set_info(LocalID id, const Char *name, UInt16 *attributes, UInt16 *version)
{
    DmSetDatabaseInfo(0, id, name, attributes, version, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
}

/* Rename a database that could not be read out of the way ("<name>.damaged", "-2" ...), as the
 * desktop moves its file aside: it is kept, never overwritten. */
static void set_aside(UInt8 db, LocalID id)
{
    Char name[NAME_SIZE];
    UInt16 number;
    for (number = 1; number < 100; number++) {
        StrPrintF(name, number == 1 ? "%s.damaged" : "%s.damaged-%lu", saves_name(db), (UInt32)number);
        if (DmFindDatabase(0, name) == 0) {
            set_info(id, name, NULL, NULL);
            return;
        }
    }
}

static void damaged(App *app, UInt8 db, UInt8 cause)
{
    if (app->nDamage < DB_COUNT) {
        app->damage[app->nDamage].db = db;
        app->damage[app->nDamage].cause = cause;
        app->nDamage++;
    }
}

/* Open one database for reading and writing; its record 0 (locked, size in *size) or NULL. A
 * database that is not ours, or has no record, is reported as damaged (its cause in *cause). */
static UInt8 *open_db(App *app, UInt8 db, UInt32 *size, UInt8 *cause, LocalID *idOut)
{
    LocalID id = DmFindDatabase(0, saves_name(db));
    UInt32 type = 0, creator = 0;
    MemHandle record;

    *cause = 0xFF;
    *idOut = id;
    if (id == 0)
        return NULL;
    DmDatabaseInfo(0, id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, &type, &creator);
    if (type != dbTypes[db] || creator != APP_CREATOR) {
        *cause = CAUSE_NOT_PITCH;
        return NULL;
    }
    app->dbs[db] = DmOpenDatabase(0, id, dmModeReadWrite);
    if (app->dbs[db] == NULL) {
        *cause = CAUSE_DAMAGED;
        return NULL;
    }
    if (DmNumRecords(app->dbs[db]) == 0 || (record = DmQueryRecord(app->dbs[db], 0)) == NULL) {
        *cause = CAUSE_DAMAGED;
        return NULL;
    }
    *size = MemHandleSize(record);
    return MemHandleLock(record);
}

/* Close a database that could not be read and set it aside. */
static void reject(App *app, UInt8 db, LocalID id, UInt8 cause)
{
    if (app->dbs[db] != NULL)
        DmCloseDatabase(app->dbs[db]);
    app->dbs[db] = NULL;
    set_aside(db, id);
    damaged(app, db, cause);
}

/* The open database of `db`, created (empty, one record of `size` bytes) if there is none. */
static DmOpenRef ensure_db(App *app, UInt8 db, UInt32 size)
{
    LocalID id;
    UInt16 attributes = dmHdrAttrBackup, version = DB_VERSION, at = 0;
    MemHandle record;

    if (app->dbs[db] != NULL)
        return app->dbs[db];
    if (DmCreateDatabase(0, saves_name(db), APP_CREATOR, dbTypes[db], false) != errNone)
        return NULL;
    id = DmFindDatabase(0, saves_name(db));
    if (id == 0)
        return NULL;
    set_info(id, NULL, &attributes, &version);
    app->dbs[db] = DmOpenDatabase(0, id, dmModeReadWrite);
    if (app->dbs[db] == NULL)
        return NULL;
    record = DmNewRecord(app->dbs[db], &at, size);
    if (record == NULL) {
        DmCloseDatabase(app->dbs[db]);
        app->dbs[db] = NULL;
        return NULL;
    }
    DmReleaseRecord(app->dbs[db], 0, true);
    return app->dbs[db];
}

/* The header's checksum made good on record `index` of `ref` (`size` bytes, locked at p from
 * `handle`), which is then unlocked and released as changed. */
static void seal(DmOpenRef ref, UInt16 index, MemHandle handle, UInt8 *p, UInt32 size)
{
    UInt8 crc[2] ALIGNED;
    put16(crc, Crc16CalcBlock(p + RECORD_HEADER_SIZE, (UInt16)(size - RECORD_HEADER_SIZE), 0));
    DmWrite(p, RECORD_CRC, crc, 2);
    MemHandleUnlock(handle);
    DmReleaseRecord(ref, index, true);
}

/* Record 0 of `db` made `size` bytes: `count` of them from `bytes` at its start, `tailCount` from
 * `tail` at its end, the header's checksum recomputed. */
static Boolean write_record(App *app, UInt8 db, UInt32 size, const void *bytes, UInt32 count, const void *tail,
                            UInt32 tailCount)
{
    DmOpenRef ref = ensure_db(app, db, size);
    MemHandle handle;
    UInt8 *p;

    if (ref == NULL)
        return false;
    handle = DmGetRecord(ref, 0);
    if (handle == NULL)
        return false;
    if (MemHandleSize(handle) != size) {
        DmReleaseRecord(ref, 0, false);
        handle = DmResizeRecord(ref, 0, size);
        if (handle == NULL)
            return false;
        handle = DmGetRecord(ref, 0);
    }
    p = MemHandleLock(handle);
    DmWrite(p, 0, bytes, count);
    if (tailCount > 0)
        DmWrite(p, size - tailCount, tail, tailCount);
    seal(ref, 0, handle, p, size);
    return true;
}

/* -- preferences ------------------------------------------------------------------------- */

static void default_prefs(Prefs *prefs)
{
    prefs->pauseMs = 600;
    StrCopy(prefs->rulesetName, "palm");
    prefs->soundOn = true;
    prefs->autoPlay = false;
    prefs->keepTrick = false;
    prefs->numSwitches = 0;
    prefs->level = LEVEL_NORMAL;
}

/* Preferences versions 1 to 5: CAUSE_* or 0xFF. */
static UInt8 read_prefs(Prefs *prefs, const UInt8 *p, UInt32 size)
{
    UInt8 cause = check_header(p, size, PREFS_VERSION);
    UInt16 version, at;
    UInt8 i, n = 0;
    pp_ruleset rules;
    Char name[NAME_SIZE];

    if (cause != 0xFF)
        return cause;
    version = get16(p);
    if (size < PREFS_V1_SIZE)
        return CAUSE_TRUNCATED;
    prefs->pauseMs = get16(p + PREFS_COMPUTER_PAUSE_MS);
    prefs->soundOn = p[PREFS_SOUND_ON] != 0;
    if (version < 3 && p[PREFS_AUTO_PLAY] != 0)
        return CAUSE_DAMAGED; /* the reserved byte */
    prefs->autoPlay = p[PREFS_AUTO_PLAY] != 0;
    prefs->keepTrick = false;
    at = PREFS_V1_SIZE;
    if (version >= 2) {
        UInt16 fixed = version >= 5 ? PREFS_FIXED : PREFS_V4_SWITCHES; /* the switches' offset */
        if (size < fixed)
            return CAUSE_TRUNCATED;
        n = p[PREFS_NUM_SWITCHES];
        prefs->level = version >= 4 ? p[PREFS_COMPUTER_LEVEL] : LEVEL_NORMAL;
        if ((version < 4 && p[PREFS_COMPUTER_LEVEL] != 0) || prefs->level >= LEVEL_COUNT)
            return CAUSE_DAMAGED; /* the reserved byte of versions 2 and 3, or no level */
        if (version >= 5) {
            if (p[PREFS_RESERVED3] != 0)
                return CAUSE_DAMAGED; /* the reserved byte */
            prefs->keepTrick = p[PREFS_KEEP_TRICK] != 0;
        }
        at = (UInt16)(fixed + 2 * n);
        if (size < at)
            return CAUSE_TRUNCATED;
        if (n > SWITCHES)
            return CAUSE_DAMAGED; /* (no ruleset has more) */
        for (i = 0; i < n; i++)
            prefs->switches[i] = (Int16)get16(p + fixed + 2 * i);
    }
    if (size != at)
        return CAUSE_DAMAGED;
    prefs->numSwitches = n;
    if (!get_name(p + PREFS_RULESET_NAME, prefs->rulesetName))
        return CAUSE_DAMAGED;
    if (!rulesets_from(prefs->rulesetName, prefs->switches, n, &rules, name))
        return CAUSE_DAMAGED;
    return 0xFF;
}

Boolean saves_write_prefs(App *app)
{
    UInt8 bytes[PREFS_FIXED] ALIGNED;
    const Prefs *prefs = &app->prefs;
    UInt8 n = prefs->numSwitches;
    UInt16 size = (UInt16)(PREFS_FIXED + 2 * n);

    put16(bytes + RECORD_FORMAT_VERSION, PREFS_VERSION);
    put16(bytes + RECORD_CRC, 0);
    put16(bytes + PREFS_COMPUTER_PAUSE_MS, prefs->pauseMs);
    put_name(bytes + PREFS_RULESET_NAME, prefs->rulesetName);
    bytes[PREFS_SOUND_ON] = prefs->soundOn; /* Booleans are 0 or 1, as the record has them */
    bytes[PREFS_AUTO_PLAY] = prefs->autoPlay;
    bytes[PREFS_NUM_SWITCHES] = n;
    bytes[PREFS_COMPUTER_LEVEL] = prefs->level;
    bytes[PREFS_KEEP_TRICK] = prefs->keepTrick;
    bytes[PREFS_RESERVED3] = 0;
    /* the switches after it, as they are in memory (big-endian Int16s) */
    return write_record(app, DB_PREFS, size, bytes, PREFS_FIXED, prefs->switches, 2u * n);
}

/* -- statistics -------------------------------------------------------------------------- */

/* The counters of every level, in the record's order: the first fields of Stats, one level's
 * after another (as the record has them). */
static UInt32 *counter(Stats *stats, UInt8 i) { return (UInt32 *)(void *)stats + i; }

/* Statistics versions 1 to 3 (1 and 2: the Normal level's counters, the others 0). */
static UInt8 read_stats(Stats *stats, const UInt8 *p, UInt32 size)
{
    UInt8 cause = check_header(p, size, STATS_VERSION);
    UInt8 i, count, length, version, first = 0, tail = STATS_COUNTED_SEED;
    if (cause != 0xFF)
        return cause;
    version = (UInt8)get16(p);
    count = STAT_COUNTERS, length = STATS_SIZE;
    if (version < 3) { /* one level's: Normal's */
        first = LEVEL_NORMAL * STATS_LEVEL_COUNTERS;
        count = version == 1 ? 6 : 8, length = version == 1 ? STATS_V1_SIZE : STATS_V2_SIZE;
        tail = STATS_V2_COUNTED_SEED;
    }
    if (size < length)
        return CAUSE_TRUNCATED;
    if (size > length)
        return CAUSE_DAMAGED;
    for (i = 0; i < count; i++)
        *counter(stats, (UInt8)(first + i)) = get32(p + RECORD_HEADER_SIZE + 4 * i);
    if (version > 1) {
        stats->countedSeed = get32(p + tail);
        stats->countedHand = get16(p + tail + 4);
        if (get16(p + tail + 6) != 0)
            return CAUSE_DAMAGED;
    }
    return 0xFF;
}

Boolean saves_write_stats(App *app)
{
    UInt8 bytes[STATS_SIZE] ALIGNED;
    UInt8 i;
    put16(bytes + RECORD_FORMAT_VERSION, STATS_VERSION);
    put16(bytes + RECORD_CRC, 0);
    for (i = 0; i < STAT_COUNTERS; i++)
        put32(bytes + RECORD_HEADER_SIZE + 4 * i, *counter(&app->stats, i));
    put32(bytes + STATS_COUNTED_SEED, app->stats.countedSeed);
    put16(bytes + STATS_COUNTED_HAND, app->stats.countedHand);
    put16(bytes + STATS_RESERVED, 0);
    return write_record(app, DB_STATS, STATS_SIZE, bytes, STATS_SIZE, NULL, 0);
}

/* -- the saved game ---------------------------------------------------------------------- */

/* The fixed part of the game record of the session, its numActions `steps` (GAME_FIXED(8)). */
static void game_fixed(App *app, UInt8 *bytes, UInt16 steps)
{
    const Session *session = &app->session;

    put16(bytes + RECORD_FORMAT_VERSION, GAME_VERSION);
    put16(bytes + RECORD_CRC, 0);
    put_name(bytes + GAME_RULESET_NAME, session->rulesetName);
    bytes[GAME_NUM_SWITCHES] = SWITCHES;
    bytes[GAME_COMPUTER_LEVEL] = session->level;
    rulesets_switches(&session->state.rules, (Int16 *)(void *)(bytes + GAME_SWITCHES)); /* big-endian, as stored */
    put32(bytes + GAME_SEED(SWITCHES), session->seed);
    bytes[GAME_DEALER(SWITCHES)] = session_first_dealer(session);
    bytes[GAME_FLAGS(SWITCHES)] = session->undoUsed; /* true or false: UNDO_USED or 0 */
    put16(bytes + GAME_SCORES(SWITCHES), (UInt16)session->state.scores[0]);
    put16(bytes + GAME_SCORES(SWITCHES) + 2, (UInt16)session->state.scores[1]);
    put16(bytes + GAME_NUM_ACTIONS(SWITCHES), steps);
}

Boolean saves_new_game(App *app)
{
    UInt8 bytes[GAME_FIXED(SWITCHES)] ALIGNED;
    game_fixed(app, bytes, 0);
    return write_record(app, DB_GAME, GAME_FIXED(SWITCHES), bytes, GAME_FIXED(SWITCHES), NULL, 0);
}

/* Record 0 of the saved game (NULL: there is none). */
static MemHandle game_record(App *app)
{
    return app->dbs[DB_GAME] != NULL ? DmQueryRecord(app->dbs[DB_GAME], 0) : NULL;
}

/* The number of steps in the canonical record (0 if there is none). */
static UInt16 saved_steps(App *app)
{
    MemHandle handle = game_record(app);
    UInt32 size;
    if (handle == NULL)
        return 0;
    size = MemHandleSize(handle);
    return size > GAME_FIXED(SWITCHES) ? (UInt16)(size - GAME_FIXED(SWITCHES)) : 0;
}

UInt16 saves_step_count(App *app) { return saved_steps(app); }

/* The record one step longer: its fixed part (with the new count) and the step at its end. With
 * no game database yet, write_record creates it. */
Boolean saves_add_step(App *app, UInt8 step)
{
    UInt8 bytes[GAME_FIXED(SWITCHES)] ALIGNED;
    UInt16 steps = saved_steps(app);

    if (steps >= MAX_STEPS)
        return false; /* (see the note: past 65535 steps the desktop keeps the standing ones) */
    game_fixed(app, bytes, (UInt16)(steps + 1));
    return write_record(app, DB_GAME, GAME_FIXED(SWITCHES) + (UInt32)steps + 1, bytes, GAME_FIXED(SWITCHES), &step, 1);
}

const UInt8 *saves_steps(App *app, UInt16 *count)
{
    MemHandle handle = game_record(app);
    *count = saved_steps(app);
    if (handle == NULL)
        return NULL;
    return (const UInt8 *)MemHandleLock(handle) + GAME_FIXED(SWITCHES);
}

void saves_steps_done(App *app)
{
    MemHandle handle = game_record(app);
    if (handle != NULL)
        MemHandleUnlock(handle);
}

/* The saved game: its fixed part checked and the session replayed from its steps. CAUSE_*, or
 * 0xFF with app->session the game. Out of line: inlined into app_start it costs more (measured). */
__attribute__((noinline)) static UInt8 read_game(App *app, const UInt8 *p, UInt32 size)
{
    UInt8 cause = check_header(p, size, GAME_VERSION);
    UInt8 n, flags, dealer, level;
    UInt16 fixed, steps, number;
    Char savedName[NAME_SIZE], name[NAME_SIZE];
    pp_ruleset rules;
    Session *session = &app->session;

    if (cause != 0xFF)
        return cause;
    if (size < GAME_SWITCHES)
        return CAUSE_TRUNCATED;
    n = p[GAME_NUM_SWITCHES];
    level = get16(p + RECORD_FORMAT_VERSION) >= 3 ? p[GAME_COMPUTER_LEVEL] : LEVEL_NORMAL;
    if ((get16(p + RECORD_FORMAT_VERSION) < 3 && p[GAME_COMPUTER_LEVEL] != 0) || level >= LEVEL_COUNT)
        return CAUSE_DAMAGED; /* the reserved byte of versions 1 and 2, or no level */
    fixed = (UInt16)GAME_FIXED(n);
    if (size < fixed)
        return CAUSE_TRUNCATED;
    dealer = p[GAME_DEALER(n)];
    flags = p[GAME_FLAGS(n)];
    if (get16(p + RECORD_FORMAT_VERSION) == 1 && flags != 0)
        return CAUSE_DAMAGED; /* version 1's reserved byte */
    steps = get16(p + fixed - GAME_NUM_ACTIONS_BACK);
    if (size < (UInt32)fixed + steps)
        return CAUSE_TRUNCATED;
    if (size > (UInt32)fixed + steps)
        return CAUSE_DAMAGED;
    if (!get_name(p + GAME_RULESET_NAME, savedName) || dealer > 3 || (flags & ~UNDO_USED))
        return CAUSE_DAMAGED;
    for (number = 0; number < steps; number++) {
        UInt8 step = p[fixed + number];
        if (step != STEP_NEXT_HAND && step != STEP_TAKE_BACK && session_step_action(step) == PP_NONE)
            return CAUSE_DAMAGED;
    }
    /* restore: the ruleset, the steps through the engine, the dealer and scores they reach */
    if (n > SWITCHES)
        return CAUSE_NO_REPLAY;
    /* the switches as the record has them (big-endian Int16s at an even offset, as in memory) */
    if (!rulesets_from(savedName, (const Int16 *)(const void *)(p + GAME_SWITCHES), n, &rules, name))
        return CAUSE_NO_REPLAY;
    session_new(session, &rules, name, get32(p + GAME_SEED(n)));
    session->level = level;
    for (number = 0; number < steps; number++)
        if (session_step(session, p[fixed + number]) != PP_OK)
            return CAUSE_NO_REPLAY;
    if (flags & UNDO_USED)
        session->undoUsed = true; /* (a take-back among the steps set it too) */
    if (session_first_dealer(session) != dealer || session->state.scores[0] != (Int16)get16(p + fixed - GAME_SCORES_BACK)
        || session->state.scores[1] != (Int16)get16(p + fixed - (GAME_SCORES_BACK - 2)))
        return CAUSE_NO_REPLAY;
    return 0xFF;
}

/* A saved game in another layout (version 1, or not 8 switches, or a name written otherwise)
 * rewritten as the desktop writes its saves: the steps copied into a new record behind the fixed
 * part, which then takes the place of record 0. The record read (p, `size` bytes, locked) is
 * unlocked. */
static void make_canonical(App *app, UInt8 *p, UInt32 size)
{
    DmOpenRef ref = app->dbs[DB_GAME];
    UInt8 bytes[GAME_FIXED(SWITCHES)] ALIGNED;
    MemHandle handle;
    UInt16 fixed = (UInt16)GAME_FIXED(p[GAME_NUM_SWITCHES]), steps = (UInt16)(size - fixed), at = 1;
    UInt32 newSize = GAME_FIXED(SWITCHES) + (UInt32)steps;
    Boolean canonical = get16(p + RECORD_FORMAT_VERSION) == GAME_VERSION && p[GAME_NUM_SWITCHES] == SWITCHES
        && StrNCompare((const Char *)p + GAME_RULESET_NAME, app->session.rulesetName, NAME_SIZE) == 0;
    UInt8 *q;

    if (canonical || (handle = DmNewRecord(ref, &at, newSize)) == NULL) {
        MemPtrUnlock(p);
        return;
    }
    q = MemHandleLock(handle);
    game_fixed(app, bytes, steps);
    DmWrite(q, 0, bytes, GAME_FIXED(SWITCHES));
    if (steps > 0)
        DmWrite(q, GAME_FIXED(SWITCHES), p + fixed, steps);
    seal(ref, at, handle, q, newSize);
    MemPtrUnlock(p);
    DmRemoveRecord(ref, 0);
}

/* -- launch and exit --------------------------------------------------------------------- */

/* A database's contents before it is read, and after it could not be (the game has none). */
__attribute__((noinline)) static void reset(App *app, UInt8 db)
{
    if (db == DB_PREFS)
        default_prefs(&app->prefs);
    else if (db == DB_STATS)
        MemSet(&app->stats, sizeof app->stats, 0);
}

Boolean saves_open(App *app)
{
    UInt8 *record;
    UInt32 size = 0;
    UInt8 cause, db;
    LocalID id;
    Boolean resumed = false;

    app->nDamage = 0;
    for (db = DB_PREFS; db <= DB_GAME; db++) { /* preferences, statistics, the game */
        reset(app, db);
        record = open_db(app, db, &size, &cause, &id);
        if (record != NULL) {
            cause = db == DB_PREFS ? read_prefs(&app->prefs, record, size)
                  : db == DB_STATS ? read_stats(&app->stats, record, size)
                                   : read_game(app, record, size);
            if (cause == 0xFF && db == DB_GAME) {
                resumed = true;
                make_canonical(app, record, size); /* (which unlocks the record) */
            } else {
                MemPtrUnlock(record);
                if (cause != 0xFF)
                    reset(app, db);
            }
        }
        if (cause != 0xFF)
            reject(app, db, id, cause);
    }
    return resumed;
}

void saves_close(App *app)
{
    UInt8 db;
    for (db = 0; db < DB_COUNT; db++) {
        if (app->dbs[db] != NULL)
            DmCloseDatabase(app->dbs[db]);
        app->dbs[db] = NULL;
    }
}
