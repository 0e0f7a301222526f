/* Deliberate faults, one per launch code: each must be reported by the emulator, not crash it.
 *
 *   0x8001  a store into the storage heap (the program's own code resource)
 *   0x8002  a stack overflow (unbounded recursion)
 *   0x8003  an endless loop that never asks for an event (the watchdog)
 *   0x8004  an instruction a 68000 does not have (mulu.l, 68020)
 *   0x8005  a trap the emulator does not implement
 *   0x8006  a read through a NULL pointer (low memory)
 *   0x8007  a chunk used after MemPtrFree, then freed twice
 *   0x8008  a chunk left allocated at exit (a leak)
 *   0x8009  a write past the end of a chunk
 *   0x800A  a division by zero
 *   0x800B  a store into a DragonBall register and a read back (PilotMain returns it)
 *   0x800C  an odd address given to a trap for a 32-bit value
 */
#include "check.h"

static const UInt32 constant = 0x12345678UL;

static UInt32 recurse(UInt32 depth)
{
    volatile UInt8 frame[64];
    frame[0] = (UInt8)depth;
    if (depth == 0xFFFFFFFFUL)
        return 0;
    return recurse(depth + 1) + frame[0];
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    volatile UInt32 sink = 0;

    (void)cmdPBP;
    (void)launchFlags;
    switch (cmd) {
    case 0x8001:
        *(volatile UInt32 *)&constant = 0;
        break;
    case 0x8002:
        sink = recurse(0);
        break;
    case 0x8003:
        for (;;)
            sink++;
    case 0x8004: {
        /* mulu.l %d0,%d1; rts - built at run time, so the toolchain's 68000 check lets it by
         * (volatile: the stores must happen although C never reads the array) */
        volatile UInt16 code[3] = {0x4C00, 0x1001, 0x4E75};
        ((void (*)(void))(UInt16 *)code)();
        break;
    }
    case 0x8005:
        __asm__ volatile("trap #15\n\t.word 0xA3F0" ::: "d0", "d1", "d2", "a0", "a1", "memory");
        break;
    case 0x8006: {
        UInt32 *volatile nowhere = NULL;  /* volatile: GCC would put a trap #7 after a known NULL */
        sink = *nowhere;
        break;
    }
    case 0x8007: {
        UInt32 *p = MemPtrNew(8);
        MemPtrFree(p);
        sink = p[1];
        MemPtrFree(p);
        break;
    }
    case 0x8008:
        MemPtrNew(24);
        break;
    case 0x8009: {
        UInt8 *p = MemPtrNew(100);
        UInt16 i;
        for (i = 0; i < 200; i++)
            p[i] = (UInt8)i;
        MemPtrFree(p);
        break;
    }
    case 0x800A: {
        volatile Int32 zero = 0;
        sink = (UInt32)(100 / zero);
        break;
    }
    case 0x800B: {
        volatile UInt8 *lgpmr = (volatile UInt8 *)0xFFFFFA33UL;
        *lgpmr = 0x12;
        return *lgpmr;
    }
    case 0x800C: {
        UInt32 words[2];
        FtrGet(sysFtrCreator, sysFtrNumROMVersion, (UInt32 *)((UInt8 *)words + 1));
        break;
    }
    default:
        break;
    }
    return 0;
}
