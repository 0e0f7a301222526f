/* Test programs' records: string records added to an open database and read back, and the
 * comparison a sort of them calls (68k code that DmQuickSort and DmInsertionSort call back).
 */
#ifndef RECORDS_H
#define RECORDS_H

#include "check.h"

/* A sort's comparison of two string records: alphabetical order. */
static __inline__ Int16 ascending(void *a, void *b)
{
    return StrCompare((const Char *)a, (const Char *)b);
}

/* A new record holding text and its terminating zero, at the end of db. */
static __inline__ void add(DmOpenRef db, const Char *text)
{
    UInt16 at = dmMaxRecordIndex;
    UInt16 size = (UInt16)(StrLen(text) + 1);
    MemHandle h = DmNewRecord(db, &at, size);
    DmWrite(MemHandleLock(h), 0, text, size);
    MemHandleUnlock(h);
    DmReleaseRecord(db, at, true);
}

/* Whether record index of db holds text. */
static __inline__ int record_is(DmOpenRef db, UInt16 index, const Char *text)
{
    MemHandle h = DmQueryRecord(db, index);
    int same = h != NULL && streq(MemHandleLock(h), text);
    if (h != NULL)
        MemHandleUnlock(h);
    return same;
}

#endif
