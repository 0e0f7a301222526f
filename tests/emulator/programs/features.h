/* Test programs' state without globals: numbered features of the program's CREATOR (defined
 * before this file is included), and the form objects by ID.
 */
#ifndef FEATURES_H
#define FEATURES_H

#include "check.h"

/* Feature number of CREATOR (0 while it is not set). */
static __inline__ UInt32 get(UInt16 number)
{
    UInt32 value = 0;
    FtrGet(CREATOR, number, &value);
    return value;
}

static __inline__ void set(UInt16 number, UInt32 value)
{
    FtrSet(CREATOR, number, value);
}

/* The object of frm with ID id. */
static __inline__ void *object(FormType *frm, UInt16 id)
{
    return FrmGetObjectPtr(frm, FrmGetObjectIndex(frm, id));
}

#endif
