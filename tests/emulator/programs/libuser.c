/* LibUser: loads the test library (SysLibLoad 'libr'/'EmTL'), finds it by name, opens it,
 * calls it through its traps and removes it, checking each answer.
 *
 *   launch code 0      everything above: PilotMain returns the sum the library computed
 *                      (40 + 2), or stops on a failed check;
 *   launch code 0x8001 SysLibLoad of a library the device lacks: returns its error
 *                      (sysErrLibNotFound, 0x050A), as an application hears it before saying
 *                      "can't find ..." */
#include "check.h"


static Err lib_open(UInt16 refNum)
{
    register UInt32 d0 __asm__("d0");
    __asm__ volatile("move.w %1,-(%%sp)\n\t"
                     "trap #15\n\t"
                     ".word 0xA801\n\t"
                     "addq.l #2,%%sp"
                     : "=r"(d0)
                     : "r"(refNum)
                     : "d1", "d2", "a0", "a1", "memory", "cc");
    return (Err)d0;
}

static Err lib_close(UInt16 refNum)
{
    register UInt32 d0 __asm__("d0");
    __asm__ volatile("move.w %1,-(%%sp)\n\t"
                     "trap #15\n\t"
                     ".word 0xA802\n\t"
                     "addq.l #2,%%sp"
                     : "=r"(d0)
                     : "r"(refNum)
                     : "d1", "d2", "a0", "a1", "memory", "cc");
    return (Err)d0;
}

static Err lib_add(UInt16 refNum, Int32 a, Int32 b, Int32 *sum)
{
    register UInt32 d0 __asm__("d0");
    __asm__ volatile("move.l %4,-(%%sp)\n\t"
                     "move.l %3,-(%%sp)\n\t"
                     "move.l %2,-(%%sp)\n\t"
                     "move.w %1,-(%%sp)\n\t"
                     "trap #15\n\t"
                     ".word 0xA805\n\t"
                     "lea 14(%%sp),%%sp"
                     : "=r"(d0)
                     : "r"(refNum), "r"(a), "r"(b), "r"(sum)
                     : "d1", "d2", "a0", "a1", "memory", "cc");
    return (Err)d0;
}

static UInt16 lib_version(UInt16 refNum)
{
    register UInt32 d0 __asm__("d0");
    __asm__ volatile("move.w %1,-(%%sp)\n\t"
                     "trap #15\n\t"
                     ".word 0xA806\n\t"
                     "addq.l #2,%%sp"
                     : "=r"(d0)
                     : "r"(refNum)
                     : "d1", "d2", "a0", "a1", "memory", "cc");
    return (UInt16)d0;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    UInt16 ref = 0xFFFF, found = 0xFFFF, again = 0xFFFF;
    Int32 sum = 0;
    (void)cmdPBP;
    (void)launchFlags;

    if (cmd == 0x8001)
        return SysLibLoad(fourcc('l', 'i', 'b', 'r'), fourcc('N', 'o', 'n', 'e'), &ref);
    if (cmd != sysAppLaunchCmdNormalLaunch)
        return 0;
    CHECK(SysLibFind("EmuTest.lib", &found) == sysErrLibNotFound); /* not loaded yet */
    CHECK(SysLibLoad(fourcc('l', 'i', 'b', 'r'), fourcc('E', 'm', 'T', 'L'), &ref) == 0);
    CHECK(SysLibFind("EmuTest.lib", &found) == 0 && found == ref);
    CHECK(SysLibLoad(fourcc('l', 'i', 'b', 'r'), fourcc('E', 'm', 'T', 'L'), &again) == 0 && again == ref);
    CHECK(SysLibTblEntry(ref) != NULL);
    CHECK(lib_open(ref) == 0);
    CHECK(lib_add(ref, 40, 2, &sum) == 0 && sum == 42);
    CHECK(lib_add(ref, -7, 3, &sum) == 0 && sum == -4);
    CHECK(lib_version(ref) == 0x0102);
    CHECK(lib_close(ref) == 0);
    CHECK(lib_add(ref, 40, 2, &sum) == 0);
    CHECK(SysLibRemove(ref) == 0);
    CHECK(SysLibFind("EmuTest.lib", &found) == sysErrLibNotFound);
    return (UInt32)sum;
}
