/* Global variables as prc-tools builds have them: initialised data, zeroed data, a string table
 * and function pointers, all A5-relative (-msep-data) and relocated at launch. Each value is
 * checked; the program counts its calls in globals and returns the sum. */
#include "check.h"

static Int32 counter = 5;
Int32 shared = 7;
static Int32 zeroed[4];
static const Char *const names[] = {"High", "Low", "Jack", "Game"};
static Char buffer[32] = "initial";

static Int32 twice(Int32 x) { return 2 * x; }
static Int32 thrice(Int32 x) { return 3 * x; }
static Int32 (*const ops[])(Int32) = {twice, thrice};
Int32 (*op_var)(Int32) = thrice;

struct point { Int16 x, y; const Char *label; };
static struct point points[] = {{1, 2, "a"}, {3, 4, "b"}};

static Int16 compare(void *a, void *b, Int32 other)
{
    (void)other;
    return (Int16)(*(Int32 *)a - *(Int32 *)b);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    Int32 values[5] = {4, 1, 3, 5, 2};
    UInt16 i;

    (void)cmdPBP;
    if (cmd != 0)
        return 0;
    CHECK(launchFlags & sysAppLaunchFlagNewGlobals);
    CHECK(counter == 5 && shared == 7);
    for (i = 0; i < 4; i++)
        CHECK(zeroed[i] == 0);
    CHECK(streq(names[0], "High") && streq(names[3], "Game"));
    CHECK(streq(buffer, "initial"));
    CHECK(ops[0](10) == 20 && ops[1](10) == 30 && op_var(2) == 6);
    CHECK(points[1].y == 4 && streq(points[1].label, "b"));
    counter++;
    shared += counter;
    zeroed[2] = shared;
    StrCopy(buffer, names[2]);
    op_var = twice;
    CHECK(op_var(21) == 42 && zeroed[2] == 13 && streq(buffer, "Jack"));
    SysQSort(values, 5, sizeof(Int32), (CmpFuncPtr)compare, 0);
    for (i = 0; i < 5; i++)
        CHECK(values[i] == (Int32)i + 1);
    return (UInt32)(counter + shared);
}
